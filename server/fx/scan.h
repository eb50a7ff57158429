// Small text scanners shared by the parsers: identifiers, and a quote- and bracket-aware walk over
// Python-ish text (strings are skipped, `\` escapes honoured).
#pragma once

#include <charconv>
#include <cstddef>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace fx::scan {

inline bool identStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
inline bool identChar(char c) { return identStart(c) || (c >= '0' && c <= '9'); }
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

// Index of the bracket closing the one at `open`, or npos.
inline size_t matchClose(std::string_view s, size_t open) {
  if (open >= s.size() || !isOpen(s[open])) return std::string_view::npos;
  return walk(s, open, [&](size_t i, int depth) { return i > open && depth == 1 && isClose(s[i]); });
}

// First occurrence of `ch` outside strings and brackets, or npos.
inline size_t topLevel(std::string_view s, char ch, size_t from = 0) {
  // Most statements have no `;` at all: do not walk them for nothing.
  if (from >= s.size() || !std::memchr(s.data() + from, ch, s.size() - from)) return std::string_view::npos;
  return walk(s, from, [&](size_t i, int depth) { return depth == 0 && s[i] == ch; });
}

// Start of a `#` comment outside strings, or npos.
inline size_t commentStart(std::string_view s) {
  return walk(s, 0, [&](size_t i, int) { return s[i] == '#'; });
}

// One pass over a physical line: where its `#` comment starts (npos if none) and the bracket balance of the
// code before it.
struct LineShape {
  size_t comment = std::string_view::npos;
  int balance = 0;
};
inline LineShape lineShape(std::string_view s) {
  LineShape r;
  char quote = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    switch (c) {
      case '\'': case '"': quote = c; break;
      case '#': r.comment = i; return r;
      case '(': case '[': case '{': ++r.balance; break;
      case ')': case ']': case '}': --r.balance; break;
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

inline std::string lower(std::string_view s) {
  std::string r(s);
  for (auto& c : r)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return r;
}

}  // namespace fx::scan
