// Small text scanners shared by the parsers: identifiers, and a quote- and bracket-aware walk over
// Python-ish text (strings are skipped, `\` escapes honoured).
#pragma once

#include <charconv>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace fx::scan {

// Identifier characters by table (these are asked for every character of every statement): bit 1 may start
// an identifier, bit 2 may continue one.
struct IdentClasses {
  unsigned char of[256] = {};
  constexpr IdentClasses() {
    for (int c = 'a'; c <= 'z'; ++c) of[c] = 3;
    for (int c = 'A'; c <= 'Z'; ++c) of[c] = 3;
    of[static_cast<unsigned char>('_')] = 3;
    for (int c = '0'; c <= '9'; ++c) of[c] = 2;
  }
};
inline constexpr IdentClasses kIdentClass{};
constexpr bool identStart(char c) { return kIdentClass.of[static_cast<unsigned char>(c)] & 1; }
constexpr bool identChar(char c) { return kIdentClass.of[static_cast<unsigned char>(c)] != 0; }
inline bool isOpen(char c) { return c == '(' || c == '[' || c == '{'; }
inline bool isClose(char c) { return c == ')' || c == ']' || c == '}'; }

inline size_t identEnd(std::string_view s, size_t p) {
  while (p < s.size() && identChar(s[p])) ++p;
  return p;
}

// Calls visit(i, depth) for every character outside string literals, with the bracket depth before it
// (brackets themselves included). Stops and returns i when visit returns true; npos otherwise.
template <typename Visit>
size_t walk(std::string_view s, size_t from, Visit visit) {
  int depth = 0;
  char quote = 0;
  for (size_t i = from; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') {
      quote = c;
      continue;
    }
    if (visit(i, depth)) return i;
    if (isOpen(c)) ++depth;
    else if (isClose(c)) --depth;
  }
  return std::string_view::npos;
}

// Start of a `#` comment outside strings, or npos.
inline size_t commentStart(std::string_view s) {
  return walk(s, 0, [&](size_t i, int) { return s[i] == '#'; });
}

// Character classes for the byte loops below: most characters of a statement are none of these, and are passed
// over with one table look-up each.
enum CharClass : unsigned char { kQuote = 1, kOpen = 2, kClose = 4, kHash = 8, kSemi = 16, kComma = 32 };
struct CharClasses {
  unsigned char of[256] = {};
  constexpr CharClasses() {
    of[static_cast<unsigned char>('\'')] = of[static_cast<unsigned char>('"')] = kQuote;
    of[static_cast<unsigned char>('(')] = of[static_cast<unsigned char>('[')] = of[static_cast<unsigned char>('{')] = kOpen;
    of[static_cast<unsigned char>(')')] = of[static_cast<unsigned char>(']')] = of[static_cast<unsigned char>('}')] = kClose;
    of[static_cast<unsigned char>('#')] = kHash;
    of[static_cast<unsigned char>(';')] = kSemi;
    of[static_cast<unsigned char>(',')] = kComma;
  }
  unsigned char operator[](char c) const { return of[static_cast<unsigned char>(c)]; }
};
inline constexpr CharClasses kCharClass{};

// Index of the first character at or after `i` whose class is in `Mask`, or s.size(). Sixteen bytes at a time
// where SSE2 is there (a statement has a few such characters in some eighty).
template <unsigned Mask>
inline size_t skipPlain(std::string_view s, size_t i) {
  const char* d = s.data();
  const size_t n = s.size();
#if defined(__SSE2__)
  for (; i + 16 <= n; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(d + i));
    __m128i m = _mm_setzero_si128();
    auto is = [&](char c) { m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8(c))); };
    if constexpr ((Mask & kQuote) != 0) is('\''), is('"');
    if constexpr ((Mask & kOpen) != 0) is('('), is('['), is('{');
    if constexpr ((Mask & kClose) != 0) is(')'), is(']'), is('}');
    if constexpr ((Mask & kHash) != 0) is('#');
    if constexpr ((Mask & kSemi) != 0) is(';');
    if constexpr ((Mask & kComma) != 0) is(',');
    if (const unsigned bits = static_cast<unsigned>(_mm_movemask_epi8(m))) return i + static_cast<size_t>(__builtin_ctz(bits));
  }
#endif
  while (i < n && !(kCharClass[d[i]] & Mask)) ++i;
  return i;
}

// Index of the quote closing the string literal opened by s[open] (a `\` escapes the next character), or an
// index >= s.size() when the string does not end.
inline size_t stringEnd(std::string_view s, size_t open) {
  const char q = s[open];
  size_t i = open + 1;
  for (; i < s.size(); ++i) {
    if (s[i] == '\\') ++i;
    else if (s[i] == q) return i;
  }
  return i;
}

// Index of the bracket closing the one at `open`, or npos. Strings are skipped; any closing bracket closes.
inline size_t matchClose(std::string_view s, size_t open) {
  if (open >= s.size() || !isOpen(s[open])) return std::string_view::npos;
  int depth = 1;
  for (size_t i = open + 1;;) {
    i = skipPlain<kQuote | kOpen | kClose>(s, i);
    if (i >= s.size()) return std::string_view::npos;
    const char c = s[i];
    if (kCharClass[c] & kQuote) {
      i = stringEnd(s, i);
      if (i >= s.size()) return std::string_view::npos;
    } else if (kCharClass[c] & kOpen) {
      ++depth;
    } else if (--depth == 0) {
      return i;
    }
    ++i;
  }
}

// First occurrence of `ch` outside strings and brackets, or npos.
inline size_t topLevel(std::string_view s, char ch, size_t from = 0) {
  // Most statements have no `;` at all: do not walk them for nothing.
  if (from >= s.size()) return std::string_view::npos;
  const void* hit = std::memchr(s.data() + from, ch, s.size() - from);
  if (!hit) return std::string_view::npos;
  // Nothing before the first `ch` opens a string or a bracket (`x = f(...)`): that one is at the top level.
  size_t i = from;
  if (ch != '\'' && ch != '"') {
    const size_t p = static_cast<size_t>(static_cast<const char*>(hit) - s.data());
    while (i < p && !(kCharClass[s[i]] & (kQuote | kOpen | kClose))) ++i;
    if (i == p) return p;
  }
  return walk(s, i, [&](size_t k, int depth) { return depth == 0 && s[k] == ch; });
}

// One pass over a physical line: where its `#` comment starts (npos if none) and the bracket balance of the
// code before it.
struct LineShape {
  size_t comment = std::string_view::npos;
  int balance = 0;
  size_t semi = std::string_view::npos;  // the first `;` outside strings and brackets (before the comment)
};
inline LineShape lineShape(std::string_view s) {
  LineShape r;
  const size_t n = s.size();
  constexpr unsigned kMask = kQuote | kOpen | kClose | kHash | kSemi;
  for (size_t i = skipPlain<kMask>(s, 0); i < n; i = skipPlain<kMask>(s, i + 1)) {
    switch (kCharClass[s[i]]) {
      case kQuote:
        i = stringEnd(s, i);
        if (i >= n) return r;
        break;
      case kHash: r.comment = i; return r;
      case kOpen: ++r.balance; break;
      case kClose: --r.balance; break;
      case kSemi:
        if (r.balance == 0 && r.semi == std::string_view::npos) r.semi = i;
        break;
      default: break;
    }
  }
  return r;
}

// Opened minus closed brackets.
inline int bracketBalance(std::string_view s) {
  int last = 0;
  walk(s, 0, [&](size_t i, int depth) {
    last = depth + (isOpen(s[i]) ? 1 : isClose(s[i]) ? -1 : 0);
    return false;
  });
  return last;
}

// `(...)` or `[...]` whose first bracket closes at the last character.
inline bool wrapped(std::string_view s) {
  if (s.size() < 2 || !((s.front() == '(' && s.back() == ')') || (s.front() == '[' && s.back() == ']'))) return false;
  return matchClose(s, 0) == s.size() - 1;
}

// A whole decimal integer (optionally negative), nothing else.
inline bool parseInt(std::string_view s, int& out) {
  if (s.empty()) return false;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// Lower-cased runs of letters and digits: "__compiled_fn_1 Forward graph 0.py" → compiled fn 1 forward graph 0 py.
inline std::vector<std::string> words(std::string_view s) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (identChar(c) && c != '_') cur.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
    else if (!cur.empty()) out.push_back(std::move(cur)), cur.clear();
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

// The non-empty parts of `s` between `sep`s: "mm|bmm||addmm" → mm bmm addmm; "/a//b/" with '/' → a b.
inline std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  size_t b = 0;
  while (b <= s.size()) {
    size_t e = s.find(sep, b);
    if (e == std::string_view::npos) e = s.size();
    if (e > b) out.push_back(s.substr(b, e - b));
    b = e + 1;
  }
  return out;
}

inline std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& c : r)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return r;
}

// Does `text` hold `needle`? For the whole of a big document: glibc's memmem reads a 138 MB log in 29 ms where
// std::string_view::find, stopping at every first letter, takes 72 (2-core VM).
inline bool contains(std::string_view text, std::string_view needle) {
#if defined(__GLIBC__)
  return needle.empty() || memmem(text.data(), text.size(), needle.data(), needle.size()) != nullptr;
#else
  return text.find(needle) != std::string_view::npos;
#endif
}

}  // namespace fx::scan
