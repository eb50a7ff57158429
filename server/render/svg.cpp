// The SVG check every render applies (in fxlens-layout, before the picture leaves the helper). It reads the markup
// structurally, so that what a printout puts into a label or a tooltip (text and attribute values, escaped by
// Graphviz) is never mistaken for markup: an earlier check searched the raw text for ` on...=` and `javascript:` and
// refused a torch.stft call's tooltip (`onesided=True`).
#include "svg.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace fxr {

namespace {

constexpr size_t npos = std::string_view::npos;

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool refuse(std::string& error, const std::string& why) {
  error = "svg: " + why;
  return false;
}

bool nameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == ':' || c == '_' || c == '-' || c == '.';
}

// The elements Graphviz's SVG renderer writes (names compared in lower case: an HTML parser, which a webview may
// use, folds case).
bool graphvizElement(std::string_view name) {
  static constexpr std::string_view kElements[] = {
      "svg",  "g",    "title", "text",  "path", "polygon",        "polyline",       "ellipse", "circle",
      "rect", "line", "a",     "image", "defs", "lineargradient", "radialgradient", "stop",    "tspan"};
  return std::find(std::begin(kElements), std::end(kElements), name) != std::end(kElements);
}

// An attribute value with its character and entity references resolved (&#106; is a 'j' to the browser).
std::string decodeEntities(std::string_view v) {
  std::string out;
  for (size_t i = 0; i < v.size(); ++i) {
    size_t semi = v[i] == '&' ? v.find(';', i) : npos;
    if (semi == npos || semi - i > 12) {
      out += v[i];
      continue;
    }
    std::string ref = lower(v.substr(i + 1, semi - i - 1));
    if (ref.size() > 1 && ref[0] == '#') {
      const bool hex = ref[1] == 'x';
      long code = std::strtol(ref.c_str() + (hex ? 2 : 1), nullptr, hex ? 16 : 10);
      out += code > 0 && code < 128 ? static_cast<char>(code) : '?';
    } else if (ref == "amp" || ref == "lt" || ref == "gt" || ref == "quot" || ref == "apos") {
      out += ref == "amp" ? '&' : ref == "lt" ? '<' : ref == "gt" ? '>' : ref == "quot" ? '"' : '\'';
    } else {
      out += '?';  // an entity we do not know stands for something we cannot check
    }
    i = semi;
  }
  return out;
}

// A link target is allowed when it has no scheme (a relative reference, a #fragment) or is http(s). Browsers drop
// whitespace and control characters inside a URL ("java\tscript:" is javascript:), so they are dropped first.
bool safeUrl(std::string_view raw) {
  std::string url;
  for (char c : decodeEntities(raw))
    if (static_cast<unsigned char>(c) > 0x20 && c != 0x7F) url += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  size_t colon = url.find(':');
  size_t stop = url.find_first_of("/?#");
  if (colon == std::string::npos || (stop != std::string::npos && stop < colon)) return true;  // no scheme
  std::string scheme = url.substr(0, colon);
  return scheme == "http" || scheme == "https";
}

bool checkAttribute(std::string_view name, std::string_view value, std::string& error) {
  const std::string n = lower(name);
  const size_t colon = n.rfind(':');
  const std::string local = colon == std::string::npos ? n : n.substr(colon + 1);
  if (local.rfind("on", 0) == 0) return refuse(error, "event handler attribute " + n);
  if (local == "href" && !safeUrl(value)) return refuse(error, "link with a script or local URL in " + n);
  return true;
}

// Markup that is not an element, at `at` ("<!" or "<?"): comments, CDATA, the XML declaration, a DOCTYPE without an
// internal subset. Returns the position after it; npos (and `error`) when refused or unterminated.
size_t skipSpecial(std::string_view s, size_t at, std::string& error) {
  auto past = [&](std::string_view end) {
    size_t e = s.find(end, at);
    if (e == npos) refuse(error, "unterminated markup at byte " + std::to_string(at));
    return e == npos ? npos : e + end.size();
  };
  std::string_view rest = s.substr(at);
  if (rest.starts_with("<!--")) return past("-->");
  if (rest.starts_with("<![CDATA[")) return past("]]>");
  if (rest.starts_with("<?xml ")) return past("?>");
  if (lower(rest.substr(0, 9)) == "<!doctype") {
    size_t end = past(">");
    if (end != npos && s.substr(at, end - at).find('[') != npos) {
      refuse(error, "a DOCTYPE with an internal subset");
      return npos;
    }
    return end;
  }
  refuse(error, rest.starts_with("<?") ? "processing instruction" : "unexpected markup <!");
  return npos;
}

// Attributes of a start tag, from `i` to its `>` or `/>`: name="value" or name='value', each checked. Returns the
// position after the tag; npos (and `error`) when refused or malformed.
size_t checkAttributes(std::string_view s, size_t i, std::string& error) {
  for (;;) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    if (i < s.size() && s[i] == '>') return i + 1;
    if (s.substr(i, 2) == "/>") return i + 2;
    size_t nameEnd = i;
    while (nameEnd < s.size() && nameChar(s[nameEnd])) ++nameEnd;
    size_t eq = nameEnd;
    while (eq < s.size() && std::isspace(static_cast<unsigned char>(s[eq]))) ++eq;
    size_t q = eq + 1;
    while (q < s.size() && std::isspace(static_cast<unsigned char>(s[q]))) ++q;
    if (nameEnd == i || eq >= s.size() || s[eq] != '=' || q >= s.size() || (s[q] != '"' && s[q] != '\'')) {
      refuse(error, "malformed attribute at byte " + std::to_string(i));
      return npos;
    }
    size_t close = s.find(s[q], q + 1);
    if (close == npos) {
      refuse(error, "unterminated attribute value at byte " + std::to_string(q));
      return npos;
    }
    if (!checkAttribute(s.substr(i, nameEnd - i), s.substr(q + 1, close - q - 1), error)) return npos;
    i = close + 1;
  }
}

// A start or end tag at `at`. Returns the position after it; npos (and `error`) when refused or malformed.
size_t checkTag(std::string_view s, size_t at, std::string& error) {
  const bool end = at + 1 < s.size() && s[at + 1] == '/';
  size_t p = at + (end ? 2 : 1), q = p;
  while (q < s.size() && nameChar(s[q])) ++q;
  const std::string name = lower(s.substr(p, q - p));
  if (name.empty()) {
    refuse(error, "a '<' that starts no element at byte " + std::to_string(at));
    return npos;
  }
  if (!graphvizElement(name)) {
    refuse(error, "unexpected element <" + name + ">");
    return npos;
  }
  if (!end) return checkAttributes(s, q, error);
  size_t gt = s.find('>', q);
  if (gt == npos) refuse(error, "unterminated end tag at byte " + std::to_string(at));
  return gt == npos ? npos : gt + 1;
}

}  // namespace

bool sanitizeSvg(std::string_view svg, std::string& error) {
  for (size_t i = svg.find('<'); i != npos; i = svg.find('<', i)) {  // text between tags is inert
    const bool special = svg.substr(i, 2) == "<!" || svg.substr(i, 2) == "<?";
    i = special ? skipSpecial(svg, i, error) : checkTag(svg, i, error);
    if (i == npos) return false;
  }
  return true;
}

}  // namespace fxr
