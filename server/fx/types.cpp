// FX type annotations: `f32[8, 16][16, 1]cuda:0`, `i64[]`, `f32[s0 + 1, 2*s1]`, `Sym(s0)`, `torch.Tensor`.
#include <cctype>
#include <limits>

#include "model.h"

namespace fx {

namespace {

struct DtypeInfo {
  std::string_view name;
  unsigned size;
};

constexpr DtypeInfo kDtypes[] = {
    {"f16", 2},        {"f32", 4},        {"f64", 8},          {"bf16", 2},         {"i8", 1},
    {"i16", 2},        {"i32", 4},        {"i64", 8},          {"u8", 1},           {"u16", 2},
    {"u32", 4},        {"u64", 8},        {"b8", 1},           {"c32", 4},          {"c64", 8},
    {"c128", 16},      {"f8e4m3fn", 1},   {"f8e5m2", 1},       {"f8e4m3fnuz", 1},   {"f8e5m2fnuz", 1},
    {"f8e8m0fnu", 1},
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isLowerAlnum(char c) { return (c >= 'a' && c <= 'z') || isDigit(c); }

std::string_view trimSpaces(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// A dtype abbreviation in FX's style: a known one, or one that looks like a future one
// (`f8e8m0fnu`, `u1`): a kind letter, then a digit (or `bf` + digit), then lowercase letters/digits.
bool looksLikeDtype(std::string_view d) {
  if (d.empty() || d.size() > 16) return false;
  if (dtypeSize(d) > 0) return true;
  size_t p = 0;
  if (d.substr(0, 2) == "bf") p = 2;
  else if (std::string_view("fiucb").find(d[0]) != std::string_view::npos) p = 1;
  else return false;
  if (p >= d.size() || !isDigit(d[p])) return false;
  for (char c : d)
    if (!isLowerAlnum(c)) return false;
  return true;
}

// `s` starts with '['. Returns the index of the matching ']' (nested (), [] allowed), npos if none.
size_t closingBracket(std::string_view s) {
  int depth = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') {
      if (--depth == 0) return c == ']' ? i : std::string_view::npos;
      if (depth < 0) return std::string_view::npos;
    }
  }
  return std::string_view::npos;
}

// Split the inside of `[...]` on top-level commas. Returns false when a dim is empty.
bool splitDims(std::string_view inside, std::vector<std::string>& dims) {
  dims.clear();
  if (trimSpaces(inside).empty()) return true;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= inside.size(); ++i) {
    char c = i < inside.size() ? inside[i] : ',';
    if (c == '(' || c == '[') ++depth;
    else if (c == ')' || c == ']') --depth;
    else if (c == ',' && depth == 0) {
      std::string_view d = trimSpaces(inside.substr(start, i - start));
      if (d.empty()) return false;
      dims.emplace_back(d);
      start = i + 1;
    }
  }
  return true;
}

bool isIntLiteral(std::string_view s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!isDigit(c)) return false;
  return true;
}

// dtype size × product of dims, when every dim is an integer literal and nothing overflows.
std::optional<uint64_t> byteCount(unsigned elemSize, const std::vector<std::string>& dims) {
  if (elemSize == 0) return std::nullopt;
  constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
  uint64_t total = elemSize;
  for (const auto& d : dims) {
    if (!isIntLiteral(d) || d.size() > 19) return std::nullopt;
    uint64_t v = 0;
    for (char c : d) v = v * 10 + static_cast<uint64_t>(c - '0');
    if (v != 0 && total > kMax / v) return std::nullopt;
    total *= v;
  }
  return total;
}

}  // namespace

unsigned dtypeSize(std::string_view dtype) {
  for (const auto& d : kDtypes)
    if (d.name == dtype) return d.size;
  return 0;
}

bool sameType(const NodeType& x, const NodeType& y) {
  if (x.text == y.text) return true;
  const TensorType a = x.parsed(), b = y.parsed();
  return a.dtype == b.dtype && a.shape == b.shape;
}

TensorType parseType(std::string_view annotation) {
  TensorType t;
  std::string_view s = trimSpaces(annotation);
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front())
    s = trimSpaces(s.substr(1, s.size() - 2));
  t.text = std::string(s);
  if (s.empty()) return t;

  if (s == "torch.Tensor" || s == "Tensor") return t;  // a tensor of unknown dtype and shape
  if (s == "torch.SymInt" || s == "torch.SymFloat" || s == "torch.SymBool" || s == "SymInt") {
    t.dtype = "Sym";
    return t;
  }
  if (s.size() > 5 && s.substr(0, 4) == "Sym(" && s.back() == ')') {
    t.dtype = "Sym";
    return t;
  }

  size_t open = s.find('[');
  if (open == std::string_view::npos || !looksLikeDtype(s.substr(0, open))) return t;
  std::string_view rest = s.substr(open);
  size_t close = closingBracket(rest);
  if (close == std::string_view::npos) return t;
  std::vector<std::string> shape;
  if (!splitDims(rest.substr(1, close - 1), shape)) return t;
  rest = rest.substr(close + 1);

  std::vector<std::string> strides;
  if (!rest.empty() && rest.front() == '[') {
    size_t sc = closingBracket(rest);
    if (sc == std::string_view::npos || !splitDims(rest.substr(1, sc - 1), strides)) return t;
    rest = rest.substr(sc + 1);
  }
  std::string_view device = trimSpaces(rest);
  for (char c : device)  // `cuda:0`, `cpu`, `meta`, `xpu:1`
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == ':' || c == '_')) return t;

  t.dtype = std::string(s.substr(0, open));
  t.shape = std::move(shape);
  t.strides = std::move(strides);
  t.device = std::string(device);
  t.hasShape = true;
  t.bytes = byteCount(dtypeSize(t.dtype), t.shape);
  return t;
}

}  // namespace fx
