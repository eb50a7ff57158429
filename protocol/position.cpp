#include "position.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace lsp {

const char* encodingName(Encoding e) { return e == Encoding::Utf8 ? "utf-8" : "utf-16"; }

Encoding negotiateEncoding(const std::vector<std::string>& offered) {
  const bool utf8 = std::find(offered.begin(), offered.end(), "utf-8") != offered.end();
  return utf8 ? Encoding::Utf8 : Encoding::Utf16;
}

namespace {

bool isCont(unsigned char c) { return (c & 0xC0) == 0x80; }

// Second-byte range of a well-formed sequence (Unicode 15, table 3-7): excludes overlongs, surrogates and
// code points above U+10FFFF, so exactly what a strict decoder (and so the client) accepts is one character.
bool secondByteOk(unsigned char lead, unsigned char b) {
  if (lead == 0xE0) return b >= 0xA0 && b <= 0xBF;
  if (lead == 0xED) return b >= 0x80 && b <= 0x9F;
  if (lead == 0xF0) return b >= 0x90 && b <= 0xBF;
  if (lead == 0xF4) return b >= 0x80 && b <= 0x8F;
  return isCont(b);
}

size_t sequenceLength(unsigned char lead) {
  if (lead < 0x80) return 1;
  if (lead >= 0xC2 && lead <= 0xDF) return 2;
  if (lead >= 0xE0 && lead <= 0xEF) return 3;
  if (lead >= 0xF0 && lead <= 0xF4) return 4;
  return 0;  // continuation byte, C0/C1 overlong lead, F5..FF
}

// UTF-16 code units of the character at `s[i]` whose byte length is `len`: only 4-byte sequences (outside the
// BMP) need a surrogate pair; invalid bytes count one unit each.
uint32_t utf16Units(size_t len) { return len == 4 ? 2 : 1; }

uint32_t units(size_t len, Encoding enc) {
  return enc == Encoding::Utf8 ? static_cast<uint32_t>(len) : utf16Units(len);
}

bool isTerminator(char c) { return c == '\n' || c == '\r'; }

}  // namespace

size_t utf8CharLength(std::string_view s, size_t i) {
  const auto lead = static_cast<unsigned char>(s[i]);
  const size_t len = sequenceLength(lead);
  if (len <= 1 || i + len > s.size()) return 1;
  if (!secondByteOk(lead, static_cast<unsigned char>(s[i + 1]))) return 1;
  for (size_t k = 2; k < len; ++k)
    if (!isCont(static_cast<unsigned char>(s[i + k]))) return 1;
  return len;
}

namespace {

// Appends the line starts of text[from, to) (a start at p: a terminator ends at p - 1) to `starts`. `to` may cut
// a "\r\n": whether text[to - 1] == '\r' ends a line is read from text[to], which the caller keeps in range.
void addStarts(std::string_view text, size_t from, size_t to, std::vector<uint32_t>& starts) {
  if (!std::memchr(text.data() + from, '\r', to - from)) {
    // No carriage return (most printouts): the line feeds alone, found a run at a time.
    for (const char* p = text.data() + from; p < text.data() + to;) {
      const void* nl = std::memchr(p, '\n', static_cast<size_t>(text.data() + to - p));
      if (!nl) break;
      p = static_cast<const char*>(nl) + 1;
      starts.push_back(static_cast<uint32_t>(p - text.data()));
    }
    return;
  }
  for (size_t i = from; i < to; ++i) {
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') continue;  // "\r\n" ends at its "\n"
    if (isTerminator(text[i])) starts.push_back(static_cast<uint32_t>(i + 1));
  }
}

}  // namespace

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  addStarts(text, 0, text.size(), starts_);
}

void LineIndex::replace(std::string_view newText, size_t begin, size_t oldEnd, size_t inserted) {
  // A line start at p depends on the bytes at p - 1 and p: those before `begin` and after `oldEnd` (old offsets)
  // are unchanged, so only the starts in [begin, oldEnd] are found again, in the new text's [begin, begin + inserted].
  const auto first = std::lower_bound(starts_.begin() + 1, starts_.end(), static_cast<uint32_t>(std::max<size_t>(begin, 1)));
  const auto last = std::upper_bound(first, starts_.end(), static_cast<uint32_t>(std::min<size_t>(oldEnd, UINT32_MAX)));
  std::vector<uint32_t> fresh;
  const size_t from = begin == 0 ? 0 : begin - 1;  // the byte before `begin` decides whether `begin` starts a line
  addStarts(newText, from, std::min(newText.size(), begin + inserted), fresh);
  const ptrdiff_t delta = static_cast<ptrdiff_t>(inserted) - static_cast<ptrdiff_t>(oldEnd - begin);
  for (auto it = last; it != starts_.end(); ++it) *it = static_cast<uint32_t>(static_cast<ptrdiff_t>(*it) + delta);
  const auto at = starts_.erase(first, last);
  starts_.insert(at, fresh.begin(), fresh.end());
  text_ = newText;
}

size_t LineIndex::lineStart(uint32_t line) const {
  return line < starts_.size() ? starts_[line] : text_.size();
}

size_t LineIndex::lineEnd(uint32_t line) const {
  if (line + 1 >= starts_.size()) return text_.size();  // the last line has no terminator
  size_t end = starts_[line + 1] - 1;                     // the "\n" or the lone "\r"
  if (end > starts_[line] && text_[end] == '\n' && text_[end - 1] == '\r') --end;
  return end;
}

uint32_t LineIndex::lineOf(size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), static_cast<uint32_t>(offset));
  return static_cast<uint32_t>(it - starts_.begin() - 1);
}

namespace {

// Are text[b, e) ASCII (one byte, one character, one UTF-16 unit)? Eight bytes at a time: a printout's lines are
// ASCII but for comments, and walking each line character by character to each token made the semantic tokens of
// a 1M-node log take 4.7 s (71% of it here).
bool ascii(std::string_view text, size_t b, size_t e) {
  for (; b + 8 <= e; b += 8) {
    uint64_t w;
    std::memcpy(&w, text.data() + b, 8);
    if (w & 0x8080808080808080ull) return false;
  }
  for (; b < e; ++b)
    if (static_cast<unsigned char>(text[b]) >= 0x80) return false;
  return true;
}

}  // namespace

Position LineIndex::toPosition(size_t offset, Encoding enc) const {
  const uint32_t line = lineOf(offset);
  const size_t target = std::min({offset, text_.size(), lineEnd(line)});
  if (target >= lineStart(line) && ascii(text_, lineStart(line), target))
    return {line, static_cast<uint32_t>(target - lineStart(line))};
  // Walk the line character by character: this is what finds the start of a multi-byte character, and it treats
  // invalid bytes the same way as toOffset does, so the two conversions are inverse on character boundaries.
  uint32_t character = 0;
  for (size_t i = lineStart(line); i < target;) {
    const size_t len = utf8CharLength(text_, i);
    if (i + len > target) break;  // `target` is inside this character
    character += units(len, enc);
    i += len;
  }
  return {line, character};
}

size_t LineIndex::toOffset(Position pos, Encoding enc) const {
  if (pos.line >= starts_.size()) return text_.size();
  const size_t end = lineEnd(pos.line);
  size_t i = lineStart(pos.line);
  if (const size_t at = std::min(end, i + pos.character); ascii(text_, i, at)) return at;
  size_t counted = 0;  // wider than `character`, so `counted + u` cannot wrap
  while (i < end && counted < pos.character) {
    const size_t len = utf8CharLength(text_, i);
    const size_t u = units(len, enc);
    if (counted + u > pos.character) break;  // inside a surrogate pair / multi-byte character: its start
    counted += u;
    i += len;
  }
  return i;
}

}  // namespace lsp
