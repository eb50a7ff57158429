// Buffers for the store's big texts, kept from one edit to the next. An edit is written into the text itself when
// no one reads it (TextDocument::applyChange); one that comes while the text is read (an analysis running, a
// request answering) writes a new copy, and a fresh buffer of 140 MB faults in every page first (85 ms of an
// edit's 90 ms copy on the 2-core VM), where a buffer used before is written in place. So the copy's old text,
// let go once the analysis that read it is gone, waits here for the next copy. One is kept.
#pragma once

#include <cstddef>
#include <memory>
#include <string>

namespace lsp {

// An empty string with room for `capacity` bytes whose buffer, when the last holder lets it go, is kept for the
// next call (texts under 16 MiB are not kept: their pages are the allocator's to reuse).
std::shared_ptr<std::string> textBuffer(size_t capacity);

// A text that came whole (a didOpen's) or was taken over by an edit (TextDocument::applyChange), shared so that
// its buffer is kept the same way when its last holder lets it go.
std::shared_ptr<std::string> keptText(std::string&& text);

}  // namespace lsp
