// Buffers for the store's big texts, kept from one edit to the next. An edit is written into the text itself when
// no one reads it (TextDocument::applyChange); one that comes while the text is read (an analysis running, a
// request answering) writes a new copy, and a fresh buffer of 140 MB faults in every page first (85 ms of an
// edit's 90 ms copy on the 2-core VM), where a buffer used before is written in place. So the copy's old text,
// let go once the analysis that read it is gone, waits here for the next copy. One is kept.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace lsp {

// An empty string with room for `capacity` bytes whose buffer, when the last holder lets it go, is kept for the
// next call (texts under 16 MiB are not kept: their pages are the allocator's to reuse).
std::shared_ptr<std::string> textBuffer(size_t capacity);

// A text that came whole (a didOpen's) or was taken over by an edit (TextDocument::applyChange), shared so that
// its buffer is kept the same way when its last holder lets it go.
std::shared_ptr<std::string> keptText(std::string&& text);

// `text`'s bytes [begin, end) replaced by `with`, in its own buffer when it has the room (else as
// std::string::replace does). The bytes after the edit are moved on two threads when they are many: an edit near
// the head of a 140 MB log moves all of them, which one thread does at about 7 GB/s on the 2-core VM and two at
// about 11 (bench: 21 -> 13.5 ms).
void replaceInPlace(std::string& text, size_t begin, size_t end, std::string_view with);

// memmove of `n` bytes from `src` to `dst` (the two may overlap), on two threads when `n` is big and the shift
// small enough to set aside; the same bytes as memmove in any case.
void moveBytes(char* dst, const char* src, size_t n);

}  // namespace lsp
