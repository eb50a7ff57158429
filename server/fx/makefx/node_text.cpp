#include "node_text.h"

#include <cstdlib>

#include "fx/lines.h"
#include "fx/scan.h"

namespace fx::makefx {

std::string_view attrName(const Node& n) {
  std::string_view t = n.target.empty() ? std::string_view(n.name) : std::string_view(n.target);
  if (t.substr(0, 5) == "self.") t.remove_prefix(5);
  return t;
}

std::string functionalOp(const Node& n) {
  std::string s = n.opName();
  if (s.size() > 2 && s.back() == '_' && s[s.size() - 2] != '_') s.pop_back();
  return s;
}

bool isTransposeOp(std::string_view op) { return op == "t" || op == "transpose" || op == "permute"; }

bool literalArg(const Node& n, int k, std::string_view& text) {
  if (k < 0 || k >= static_cast<int>(n.args.size())) return false;
  const Arg& a = n.args[k];
  if (a.ref >= 0) return false;
  for (const Use& u : n.uses())
    if (u.arg == k && u.node >= 0) return false;
  text = a.text;
  return true;
}

std::string compactLiteral(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '%') r.push_back(c);
  return r;
}

namespace {

bool parseNumber(const std::string& s, double& v) {
  if (s.empty()) return false;
  char* end = nullptr;
  v = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

}  // namespace

bool literalEqual(std::string_view a, std::string_view b) {
  std::string x = compactLiteral(a), y = compactLiteral(b);
  if (x == y) return true;
  double dx = 0, dy = 0;
  return parseNumber(x, dx) && parseNumber(y, dy) && dx == dy;
}

std::vector<std::string_view> listElements(std::string_view text) {
  std::vector<std::string_view> out;
  text = trim(text);
  if (!scan::wrapped(text)) return out;
  const std::string_view inner = text.substr(1, text.size() - 2);
  for (size_t start = 0;;) {
    const size_t comma = scan::topLevel(inner, ',', start);
    std::string_view element = trim(inner.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    if (!element.empty() && element.front() == '%') element.remove_prefix(1);
    // An empty element counts except after a trailing comma: `(a,)` is one element, `[]` none.
    if (!element.empty() || comma != std::string_view::npos) out.push_back(element);
    if (comma == std::string_view::npos) return out;
    start = comma + 1;
  }
}

}  // namespace fx::makefx
