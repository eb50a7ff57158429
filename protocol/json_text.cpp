#include "json_text.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

#include "platform/utf8.h"

namespace jsonrpc {

namespace {

using Json = nlohmann::json;

// Bytes copied as they are: printable ASCII but the quote and the backslash (JSON allows DEL raw).
constexpr std::array<bool, 256> kPlain = [] {
  std::array<bool, 256> t{};
  for (int c = 0x20; c <= 0x7f; ++c) t[c] = c != '"' && c != '\\';
  return t;
}();

// Are all eight bytes of `w` plain? Exact when it says yes; a no may be wrong only for a word holding a byte that
// is not plain (a borrow runs past a zero byte), and the bytes are then looked at one at a time anyway.
bool allPlain(uint64_t w) {
  constexpr uint64_t kOnes = 0x0101010101010101, kHigh = 0x8080808080808080;
  const auto anyZero = [](uint64_t x) { return (x - kOnes) & ~x & kHigh; };
  const uint64_t control = (w - kOnes * 0x20) & ~w & kHigh;  // a byte under 0x20 (among bytes under 0x80)
  return ((w & kHigh) | control | anyZero(w ^ (kOnes * '"')) | anyZero(w ^ (kOnes * '\\'))) == 0;
}

// Where the run of plain bytes from `i` ends: eight bytes at a time (a 14 MB didOpen is plain for 70 bytes between
// escapes, and a byte at a time was a tenth of opening it), the rest one at a time.
size_t plainRunEnd(std::string_view raw, size_t i) {
  uint64_t w;
  while (i + sizeof w <= raw.size()) {
    std::memcpy(&w, raw.data() + i, sizeof w);
    if (!allPlain(w)) break;
    i += sizeof w;
  }
  while (i < raw.size() && kPlain[static_cast<unsigned char>(raw[i])]) ++i;
  return i;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The 4 hex digits at raw[at..at+4), or -1.
int hex4(std::string_view raw, size_t at) {
  if (at + 4 > raw.size()) return -1;
  int v = 0;
  for (size_t i = at; i < at + 4; ++i) {
    const int d = hexValue(raw[i]);
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

// Length of the well-formed UTF-8 sequence (RFC 3629, as nlohmann checks it) at s[i] (a byte >= 0x80), 0 if none.
size_t utf8Sequence(std::string_view s, size_t i) {
  const auto at = [&](size_t k) { return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) : 0u; };
  const auto in = [](unsigned b, unsigned lo, unsigned hi) { return b >= lo && b <= hi; };
  const unsigned c = at(0);
  if (in(c, 0xc2, 0xdf)) return in(at(1), 0x80, 0xbf) ? 2 : 0;
  unsigned lo = 0x80, hi = 0xbf;  // the second byte's range
  size_t len = 0;
  if (c == 0xe0) lo = 0xa0, len = 3;
  else if (in(c, 0xe1, 0xec) || in(c, 0xee, 0xef)) len = 3;
  else if (c == 0xed) hi = 0x9f, len = 3;
  else if (c == 0xf0) lo = 0x90, len = 4;
  else if (in(c, 0xf1, 0xf3)) len = 4;
  else if (c == 0xf4) hi = 0x8f, len = 4;
  else return 0;
  if (!in(at(1), lo, hi)) return 0;
  for (size_t k = 2; k < len; ++k)
    if (!in(at(k), 0x80, 0xbf)) return 0;
  return len;
}

// The escape at raw[i] == '\\' appended to `out`; how many bytes it took, 0 when this decoder leaves it to nlohmann.
size_t decodeEscape(std::string_view raw, size_t i, std::string& out) {
  if (i + 1 >= raw.size()) return 0;
  switch (raw[i + 1]) {
    case '"': out.push_back('"'); return 2;
    case '\\': out.push_back('\\'); return 2;
    case '/': out.push_back('/'); return 2;
    case 'b': out.push_back('\b'); return 2;
    case 'f': out.push_back('\f'); return 2;
    case 'n': out.push_back('\n'); return 2;
    case 'r': out.push_back('\r'); return 2;
    case 't': out.push_back('\t'); return 2;
    case 'u': break;
    default: return 0;
  }
  const int cp = hex4(raw, i + 2);
  if (cp < 0) return 0;
  if (cp < 0xd800 || cp > 0xdfff) {
    sys::appendUtf8(out, static_cast<uint32_t>(cp));
    return 6;
  }
  // A surrogate pair: a high half, then `\u` and a low half.
  if (cp > 0xdbff || i + 7 >= raw.size() || raw[i + 6] != '\\' || raw[i + 7] != 'u') return 0;
  const int low = hex4(raw, i + 8);
  if (low < 0xdc00 || low > 0xdfff) return 0;
  sys::appendUtf8(out, 0x10000 + ((static_cast<uint32_t>(cp) - 0xd800) << 10) + (static_cast<uint32_t>(low) - 0xdc00));
  return 12;
}

// The index of the quote closing the string literal that opens at t[open], npos if it is not closed: the next
// quote preceded by an even number of backslashes.
size_t closingQuote(std::string_view t, size_t open) {
  size_t from = open + 1;
  while (from < t.size()) {
    const void* p = std::memchr(t.data() + from, '"', t.size() - from);
    if (!p) return std::string_view::npos;
    const size_t q = static_cast<size_t>(static_cast<const char*>(p) - t.data());
    size_t backslashes = 0;
    while (q - backslashes - 1 > open && t[q - backslashes - 1] == '\\') ++backslashes;
    if (backslashes % 2 == 0) return q;
    from = q + 1;
  }
  return std::string_view::npos;
}

bool isJsonSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The text with its long string values taken out: each literal replaced by "" in `skeleton`, its decoded value
// kept with its ordinal among all string values (keys are not values), in text order.
struct Taken {
  std::string skeleton;
  std::vector<size_t> ordinals;
  std::vector<std::string> values;
};

Taken takeLongStrings(std::string_view t, size_t minLength) {
  Taken out;
  size_t from = 0, copied = 0, ordinal = 0;
  while (from < t.size()) {
    const void* p = std::memchr(t.data() + from, '"', t.size() - from);  // outside strings only quotes matter
    if (!p) break;
    const size_t open = static_cast<size_t>(static_cast<const char*>(p) - t.data());
    const size_t close = closingQuote(t, open);
    if (close == std::string_view::npos) break;  // malformed: nlohmann says so
    size_t next = close + 1;
    while (next < t.size() && isJsonSpace(t[next])) ++next;
    if (next >= t.size() || t[next] != ':') {
      if (close - open - 1 >= minLength) {
        if (auto v = decodeJsonString(t.substr(open + 1, close - open - 1))) {
          out.skeleton.append(t.substr(copied, open - copied)).append("\"\"");
          copied = close + 1;
          out.ordinals.push_back(ordinal);
          out.values.push_back(std::move(*v));
        }
      }
      ++ordinal;
    }
    from = close + 1;
  }
  if (!out.ordinals.empty()) out.skeleton.append(t.substr(copied));
  return out;
}

// Builds the value from nlohmann's SAX events as its own DOM parser does (the last of duplicate keys wins), putting
// each taken string back in place of its "" by ordinal, moved rather than copied.
class Builder final : public nlohmann::json_sax<Json> {
 public:
  explicit Builder(Taken& taken) : taken_(taken) {}
  Json root;

  bool null() override { return put(nullptr); }
  bool boolean(bool v) override { return put(v); }
  bool number_integer(number_integer_t v) override { return put(v); }
  bool number_unsigned(number_unsigned_t v) override { return put(v); }
  bool number_float(number_float_t v, const string_t&) override { return put(v); }
  bool string(string_t& v) override {
    if (next_ < taken_.ordinals.size() && taken_.ordinals[next_] == seen_) v = std::move(taken_.values[next_++]);
    ++seen_;
    return put(std::move(v));
  }
  bool binary(binary_t&) override { return false; }  // JSON text has none
  bool start_object(std::size_t) override { return open(Json::object()); }
  bool key(string_t& k) override {
    key_ = std::move(k);
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_array() override { return close(); }
  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override { return false; }

 private:
  // Where a new value goes. Pointers on the stack stay valid: a container gets no new element while a child of
  // it is open.
  Json* place(Json&& v) {
    if (stack_.empty()) {
      root = std::move(v);
      return &root;
    }
    Json& parent = *stack_.back();
    if (parent.is_array()) {
      parent.push_back(std::move(v));
      return &parent.back();
    }
    Json& slot = parent[key_];
    slot = std::move(v);
    return &slot;
  }
  bool put(Json v) {
    place(std::move(v));
    return true;
  }
  bool open(Json v) {
    stack_.push_back(place(std::move(v)));
    return true;
  }
  bool close() {
    stack_.pop_back();
    return true;
  }

  Taken& taken_;
  std::vector<Json*> stack_;
  string_t key_;
  size_t seen_ = 0, next_ = 0;
};

}  // namespace

std::optional<std::string> decodeJsonString(std::string_view raw) {
  std::string out;
  out.reserve(raw.size());
  size_t i = 0;
  while (i < raw.size()) {
    const size_t run = plainRunEnd(raw, i);
    out.append(raw.data() + i, run - i);
    i = run;
    if (i == raw.size()) break;
    const auto c = static_cast<unsigned char>(raw[i]);
    size_t took = 0;
    if (c == '\\') took = decodeEscape(raw, i, out);
    else if (c >= 0x80 && (took = utf8Sequence(raw, i)) != 0) out.append(raw.data() + i, took);
    if (took == 0) return std::nullopt;  // a raw control character, a bad escape or byte: nlohmann's to judge
    i += took;
  }
  return out;
}

bool nestedDeeperThan(std::string_view text, size_t limit) {
  size_t depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      i = closingQuote(text, i);
      if (i == std::string_view::npos) return false;  // the rest is one unclosed string
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return true;
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return false;
}

std::optional<Json> parseJsonText(std::string_view text, size_t minLength) {
  Taken taken = takeLongStrings(text, std::max<size_t>(minLength, 1));
  if (taken.ordinals.empty()) {
    Json j = Json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false);
    if (j.is_discarded()) return std::nullopt;
    return j;
  }
  const std::string skeleton = std::move(taken.skeleton);
  Builder b(taken);
  if (!Json::sax_parse(skeleton, &b)) return std::nullopt;
  return std::move(b.root);
}

}  // namespace jsonrpc
