#include "fx/source_refs.h"

namespace fx {

std::optional<SourceRef> parseSourceRef(std::string_view s) {
  constexpr std::string_view kFile = "File: ", kBackward = "Backward of forward node:";
  const size_t file = s.find(kFile);
  if (file == std::string_view::npos) return std::nullopt;
  SourceRef r;
  r.backwardOf = s.substr(0, file).find(kBackward) != std::string_view::npos;
  s.remove_prefix(file + kFile.size());
  if (size_t code = s.find(", code: "); code != std::string_view::npos) {
    r.code = s.substr(code + 8);
    s = s.substr(0, code);
  } else if (s.ends_with(", code:")) {
    s.remove_suffix(7);
  }
  if (size_t in = s.find(" in "); in != std::string_view::npos) r.function = s.substr(in + 4), s = s.substr(0, in);
  if (size_t colon = s.rfind(':'); colon != std::string_view::npos && colon + 1 < s.size() &&
                                   s.find_first_not_of("0123456789", colon + 1) == std::string_view::npos) {
    int line = 0;
    for (char c : s.substr(colon + 1)) line = line < 100000000 ? line * 10 + (c - '0') : line;
    r.line = line;
    s = s.substr(0, colon);
  }
  if (s.empty()) return std::nullopt;
  r.path = s;
  return r;
}

std::string_view baseName(std::string_view path) {
  const size_t sep = path.find_last_of("/\\");
  return sep == std::string_view::npos ? path : path.substr(sep + 1);
}

int sharedSuffix(std::string_view a, std::string_view b) {
  int shared = 0;
  while (!a.empty() && !b.empty()) {
    std::string_view ca = baseName(a), cb = baseName(b);
    if (ca != cb || ca.empty()) break;
    ++shared;
    a.remove_suffix(ca.size()), b.remove_suffix(cb.size());
    if (a.empty() || b.empty()) break;
    a.remove_suffix(1), b.remove_suffix(1);  // the separators
  }
  return shared;
}

}  // namespace fx
