// Buffers for the store's big texts, kept from one edit to the next. An edit of a shared text writes a new copy
// (the old one stays with the analysis that reads it); a fresh buffer of 140 MB faults in every page first (85 ms
// of an edit's 90 ms copy on the 2-core VM), a buffer used before is written in place. The text two edits old is
// let go once the analysis that read it is gone: its buffer waits here for the next copy. One is kept.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace lsp {

// An empty string with room for `capacity` bytes whose buffer, when the last holder lets it go, is kept for the
// next call (texts under 16 MiB are not kept: their pages are the allocator's to reuse).
std::shared_ptr<std::string> textBuffer(size_t capacity);

// A text that came whole (a didOpen's), shared so that its buffer is kept the same way when its last holder lets
// it go: the second edit of a big document then writes into it.
std::shared_ptr<std::string> keptText(std::string&& text);

// Makes sure a buffer for a text of `size` bytes is kept, its pages touched: the first edit of a big document then
// writes into memory the process has already (a fresh 140 MB buffer faulted its pages in during the copy, 85 ms).
// Costs that memory from now on rather than from the first edit. Any thread.
void prepareTextBuffer(size_t size);

}  // namespace lsp
