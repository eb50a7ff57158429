// A streaming JSON writer for the CLI's bulk output: `fxlens analyze --json` on a 100k-node log would
// otherwise build a DOM several times the size of the input. Invalid UTF-8 in printouts becomes U+FFFD.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace cli {

class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& out) : out_(out) { buf_.reserve(1 << 16); }
  ~JsonWriter() { flush(); }

  void beginObject() { value(); put('{'); first_.push_back(true); }
  void endObject() { first_.pop_back(); put('}'); }
  void beginArray() { value(); put('['); first_.push_back(true); }
  void endArray() { first_.pop_back(); put(']'); }
  void key(std::string_view k) {
    comma();
    string(k);
    put(':');
    afterKey_ = true;
  }
  void str(std::string_view s) { value(); string(s); }
  void num(uint64_t v) { value(); buf_ += std::to_string(v); }
  void num(int64_t v) { value(); buf_ += std::to_string(v); }
  void num(int v) { num(static_cast<int64_t>(v)); }
  void num(unsigned v) { num(static_cast<uint64_t>(v)); }
  void boolean(bool b) { value(); buf_ += b ? "true" : "false"; }
  void null() { value(); buf_ += "null"; }
  void newline() { put('\n'); }
  void flush() {
    out_.write(buf_.data(), static_cast<std::streamsize>(buf_.size()));
    buf_.clear();
  }

  // Convenience: "key": value
  template <typename T>
  void field(std::string_view k, const T& v) {
    key(k);
    if constexpr (std::is_same_v<T, bool>) boolean(v);
    else if constexpr (std::is_integral_v<T>) num(v);
    else str(v);
  }

 private:
  void put(char c) {
    buf_.push_back(c);
    if (buf_.size() > (1 << 16)) flush();
  }
  void comma() {
    if (first_.empty()) return;
    if (!first_.back()) put(',');
    first_.back() = false;
  }
  void value() {
    if (afterKey_) {
      afterKey_ = false;
      return;
    }
    comma();
  }
  void string(std::string_view s);

  std::ostream& out_;
  std::string buf_;
  std::vector<bool> first_;
  bool afterKey_ = false;
};

inline void JsonWriter::string(std::string_view s) {
  static const char* hex = "0123456789abcdef";
  buf_.push_back('"');
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      switch (c) {
        case '"': buf_ += "\\\""; break;
        case '\\': buf_ += "\\\\"; break;
        case '\n': buf_ += "\\n"; break;
        case '\r': buf_ += "\\r"; break;
        case '\t': buf_ += "\\t"; break;
        default:
          if (c < 0x20) {
            buf_ += "\\u00";
            buf_.push_back(hex[c >> 4]);
            buf_.push_back(hex[c & 15]);
          } else {
            buf_.push_back(static_cast<char>(c));
          }
      }
      ++i;
      continue;
    }
    // Validate one UTF-8 sequence; copy it or write U+FFFD.
    size_t len = (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = len > 0 && i + len <= s.size();
    for (size_t k = 1; ok && k < len; ++k) ok = (static_cast<unsigned char>(s[i + k]) >> 6) == 2;
    if (ok && len == 2) ok = c >= 0xC2;
    if (ok && len == 3) {
      unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
      ok = !(c == 0xE0 && c1 < 0xA0) && !(c == 0xED && c1 >= 0xA0);
    }
    if (ok && len == 4) {
      unsigned char c1 = static_cast<unsigned char>(s[i + 1]);
      ok = c <= 0xF4 && !(c == 0xF0 && c1 < 0x90) && !(c == 0xF4 && c1 >= 0x90);
    }
    if (ok) {
      buf_.append(s.data() + i, len);
      i += len;
    } else {
      buf_ += "\xEF\xBF\xBD";
      ++i;
    }
  }
  buf_.push_back('"');
  if (buf_.size() > (1 << 16)) flush();
}

}  // namespace cli
