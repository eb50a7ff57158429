// LSP positions <-> byte offsets. This is the ONE place that converts between the two: everything else in the
// server keeps byte offsets (the engine's currency) and converts only at the protocol edge.
//
// Lines end at "\n", "\r\n" or a lone "\r" — the three end-of-line sequences LSP 3.17 specifies (and the ones
// VS Code splits on). A lone "\r" matters here: tqdm-style progress output in training logs uses it, and the client
// counts it as a line break. "\r\n" is a single terminator, so no position lands between its "\r" and "\n".
//
// A position's `character` counts UTF-8 bytes or UTF-16 code units of the line, depending on the negotiated
// encoding. The document text is UTF-8 but may be invalid: an invalid byte counts as one unit in both encodings.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "lsp_types.h"

namespace lsp {

enum class Encoding { Utf8, Utf16 };

// The LSP name of an encoding: "utf-8" / "utf-16".
const char* encodingName(Encoding e);

// Negotiation (LSP 3.17 `general.positionEncodings`): UTF-8 when the client offers it (no transcoding needed on our
// side), else UTF-16, the encoding every client must support.
Encoding negotiateEncoding(const std::vector<std::string>& offered);

// Byte offsets of the line starts of one text. Holds a view of the text: the text must outlive the index and must not
// change while the index is used (build a new index after an edit).
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);

  std::string_view text() const { return text_; }
  // Always >= 1: an empty text has one empty line, and a text ending in a terminator has an empty last line.
  uint32_t lineCount() const { return static_cast<uint32_t>(starts_.size()); }
  size_t lineStart(uint32_t line) const;  // line >= lineCount() gives the document end
  size_t lineEnd(uint32_t line) const;    // end of the line's content, before its terminator

  // Byte offset -> position. Offsets past the end clamp to the end; an offset inside a terminator clamps to the line
  // end; an offset inside a multi-byte character clamps to the character's start.
  Position toPosition(size_t offset, Encoding enc) const;

  // Position -> byte offset. A line past the last gives the document end; a character past the line end gives the
  // line end; a character inside a UTF-16 surrogate pair or a UTF-8 multi-byte character gives the character's start.
  size_t toOffset(Position pos, Encoding enc) const;

  // The line containing a byte offset (clamped to the document).
  uint32_t lineOf(size_t offset) const;

  // After an edit: the index of `newText`, which is the old text with [begin, oldEnd) replaced by `inserted` bytes.
  // Looks only at the edited bytes and their neighbours (and moves the line starts after them): an edit of a
  // 140 MB document does not scan it again.
  void replace(std::string_view newText, size_t begin, size_t oldEnd, size_t inserted);

 private:
  std::string_view text_;
  // starts_[0] == 0; one entry per line. 32 bits: a message, and so a text, is at most 1280 MiB (jsonrpc.h), and a
  // 1M-node log has a million lines, indexed twice (the store's and the analysis's).
  std::vector<uint32_t> starts_;
};

// Length in bytes of the character starting at `s[i]`: 1 to 4 for well-formed UTF-8, 1 for an invalid byte (so
// that every byte belongs to exactly one "character" and counting never stalls). Exposed for tests.
size_t utf8CharLength(std::string_view s, size_t i);

}  // namespace lsp
