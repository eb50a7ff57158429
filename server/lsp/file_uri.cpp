#include "file_uri.h"

#include <cctype>

#include "platform/files.h"

namespace fxl {

namespace {

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool startsWithNoCase(std::string_view s, std::string_view prefix) {
  if (s.size() < prefix.size()) return false;
  for (size_t i = 0; i < prefix.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(s[i])) != prefix[i]) return false;
  return true;
}

std::string percentDecoded(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() && hexValue(s[i + 1]) >= 0 && hexValue(s[i + 2]) >= 0) {
      out.push_back(static_cast<char>(hexValue(s[i + 1]) * 16 + hexValue(s[i + 2])));
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

}  // namespace

std::string uriToPath(std::string_view uri) {
  if (!startsWithNoCase(uri, "file:")) return "";
  std::string_view rest = uri.substr(5);
  rest = rest.substr(0, rest.find_first_of("?#"));  // a query or fragment is not part of the file's name
  if (rest.substr(0, 2) == "//") {  // an authority: empty or localhost is this machine
    rest.remove_prefix(2);
    const size_t slash = rest.find('/');
    if (slash == std::string_view::npos) return "";
    if (slash != 0 && !(slash == 9 && startsWithNoCase(rest, "localhost"))) return "";
    rest.remove_prefix(slash);
  }
  if (rest.empty() || rest[0] != '/') return "";
  return sys::normalPath(percentDecoded(rest));
}

std::string pathToUri(std::string_view path) {
  static const char* hex = "0123456789ABCDEF";
  std::string out = "file://";
  for (unsigned char c : path) {
    if (std::isalnum(c) || c == '/' || c == '-' || c == '_' || c == '.' || c == '~') out.push_back(static_cast<char>(c));
    else out += {'%', hex[c >> 4], hex[c & 15]};
  }
  return out;
}

}  // namespace fxl
