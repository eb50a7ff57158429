#include "dot_text.h"

namespace fxr {

namespace {

// Length of the valid UTF-8 sequence at s[i], 0 when invalid.
size_t utf8Len(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  return n;
}

}  // namespace

std::string fmtCount(long long n) {
  std::string s = std::to_string(n), out;
  int k = 0;
  for (auto it = s.rbegin(); it != s.rend(); ++it, ++k) {
    if (k && k % 3 == 0 && *it != '-') out.push_back(',');
    out.push_back(*it);
  }
  return {out.rbegin(), out.rend()};
}

std::vector<std::string> wrap(std::string_view s, size_t width) {
  std::vector<std::string> out;
  while (!s.empty()) {
    // Count characters (not bytes) up to the width.
    size_t i = 0, chars = 0, lastSpace = std::string_view::npos;
    while (i < s.size() && chars < width) {
      size_t n = utf8Len(s, i);
      if (n == 0) n = 1;
      if (s[i] == ' ') lastSpace = i;
      i += n;
      ++chars;
    }
    if (i >= s.size()) {
      out.emplace_back(s);
      break;
    }
    size_t cut = lastSpace != std::string_view::npos && lastSpace > 0 ? lastSpace : i;
    out.emplace_back(s.substr(0, cut));
    s.remove_prefix(cut);
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  }
  return out;
}

// A 10,000-character name must not make a node the size of a page (or cost Graphviz seconds).
std::vector<std::string> capLines(std::vector<std::string> lines, size_t most) {
  if (lines.size() <= most) return lines;
  lines.resize(most);
  lines.back() += "\xE2\x80\xA6";
  return lines;
}

std::string label(const std::vector<std::string>& lines) {
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) out += "\\n";
    out += escapeDot(lines[i]);
  }
  return out;
}

void append(std::vector<std::string>& to, const std::vector<std::string>& from) {
  to.insert(to.end(), from.begin(), from.end());
}

std::string escapeDot(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 8);
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      size_t n = utf8Len(s, i);
      if (n == 0) {
        out += '?';
        ++i;
      } else {
        out.append(s.substr(i, n));
        i += n;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': break;
      case '\t': out += ' '; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      default: out += c < 0x20 || c == 0x7F ? '?' : static_cast<char>(c);
    }
    ++i;
  }
  return out;
}

}  // namespace fxr
