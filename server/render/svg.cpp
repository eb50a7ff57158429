// The SVG check every render applies (in fxlens-layout, before the picture leaves the helper).
#include "svg.h"

#include <algorithm>
#include <cctype>
#include <string_view>

namespace fxr {

namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

}  // namespace

bool sanitizeSvg(std::string& svg, std::string& error) {
  // Drop <script> elements (Graphviz writes none; this is a guard, not a feature).
  for (;;) {
    std::string low = lower(svg);
    size_t at = low.find("<script");
    if (at == std::string::npos) break;
    size_t end = low.find("</script", at);
    if (end != std::string::npos) end = low.find('>', end);
    else end = low.find('>', at);
    svg.erase(at, end == std::string::npos ? std::string::npos : end + 1 - at);
  }
  static constexpr std::string_view kTags[] = {"svg", "g", "title", "text", "path", "polygon", "polyline", "ellipse",
                                               "circle", "rect", "line", "a", "image", "defs", "lineargradient",
                                               "radialgradient", "stop", "tspan"};
  std::string low = lower(svg);
  if (low.find("javascript:") != std::string::npos) {
    error = "svg: javascript: URL";
    return false;
  }
  for (size_t i = low.find('<'); i != std::string::npos; i = low.find('<', i + 1)) {
    std::string_view rest = std::string_view(low).substr(i);
    if (rest.starts_with("<!--")) {
      size_t e = low.find("-->", i + 4);
      if (e == std::string::npos) break;
      i = e + 2;
      continue;
    }
    if (rest.starts_with("<?") || rest.starts_with("<!")) continue;
    size_t p = i + 1;
    if (p < low.size() && low[p] == '/') ++p;
    size_t q = p;
    while (q < low.size() && (std::isalnum(static_cast<unsigned char>(low[q])) || low[q] == ':' || low[q] == '_')) ++q;
    std::string_view name = std::string_view(low).substr(p, q - p);
    if (std::find(std::begin(kTags), std::end(kTags), name) == std::end(kTags)) {
      error = "svg: unexpected element <" + std::string(name) + ">";
      return false;
    }
    size_t close = low.find('>', q);
    std::string_view tag = std::string_view(low).substr(q, close == std::string::npos ? std::string::npos : close - q);
    for (size_t k = tag.find(" on"); k != std::string::npos; k = tag.find(" on", k + 1)) {
      size_t m = k + 3;
      while (m < tag.size() && std::isalpha(static_cast<unsigned char>(tag[m]))) ++m;
      if (m < tag.size() && tag[m] == '=' && m > k + 3) {
        error = "svg: event handler attribute";
        return false;
      }
    }
  }
  return true;
}

}  // namespace fxr
