// A streaming JSON writer for the CLI's bulk output: `fxlens analyze --json` on a 100k-node log would
// otherwise build a DOM several times the size of the input. Invalid UTF-8 in printouts becomes U+FFFD.
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cli {

class JsonWriter {
 public:
  explicit JsonWriter(std::ostream& out) : out_(out), buf_(new char[kCapacity]) {}
  ~JsonWriter() { flush(); }
  JsonWriter(const JsonWriter&) = delete;
  JsonWriter& operator=(const JsonWriter&) = delete;

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
  // Any integer type (size_t is unsigned long on one target and the width of uint64_t's unsigned long long on
  // another): widened to 64 bits by its signedness.
  template <class T>
    requires std::is_integral_v<T>
  void num(T v) {
    value();
    if constexpr (std::is_signed_v<T>) integer(static_cast<int64_t>(v));
    else integer(static_cast<uint64_t>(v));
  }
  void boolean(bool b) { value(); raw(b ? std::string_view("true") : std::string_view("false")); }
  void null() { value(); raw("null"); }
  void newline() { put('\n'); }
  void flush() {
    out_.write(buf_.get(), static_cast<std::streamsize>(size_));
    size_ = 0;
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
  // Output goes through one flat buffer, written out when full: a JSON document of a big printout is millions of
  // short pieces, and a std::string's bookkeeping per piece was most of the writer's time.
  static constexpr size_t kCapacity = 1 << 17;
  static constexpr size_t kChunk = 4096;  // input bytes escaped per buffer check (each becomes at most 6)

  void put(char c) {
    if (size_ == kCapacity) flush();
    buf_[size_++] = c;
  }
  void raw(std::string_view s) {
    if (size_ + s.size() > kCapacity) flush();
    if (s.size() > kCapacity) {
      out_.write(s.data(), static_cast<std::streamsize>(s.size()));
      return;
    }
    std::memcpy(buf_.get() + size_, s.data(), s.size());
    size_ += s.size();
  }
  template <typename T>
  void integer(T v) {
    char digits[24];
    auto [end, ec] = std::to_chars(digits, digits + sizeof digits, v);
    raw(std::string_view(digits, static_cast<size_t>(end - digits)));
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
  std::unique_ptr<char[]> buf_;
  size_t size_ = 0;
  std::vector<char> first_;  // per open container: true while nothing is written in it
  bool afterKey_ = false;
};

// Index of the first byte in [i, end) that JSON must escape or that starts a UTF-8 sequence (a control character,
// '"', '\\', or >= 0x80), or `end`.
inline size_t plainRun(const char* d, size_t i, size_t end) {
#if defined(__SSE2__)
  for (; i + 16 <= end; i += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(d + i));
    // Signed: bytes >= 0x80 are negative, so one comparison finds them and the control characters.
    __m128i m = _mm_cmplt_epi8(v, _mm_set1_epi8(0x20));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
    m = _mm_or_si128(m, _mm_cmpeq_epi8(v, _mm_set1_epi8('\\')));
    if (const unsigned bits = static_cast<unsigned>(_mm_movemask_epi8(m))) return i + static_cast<size_t>(__builtin_ctz(bits));
  }
#endif
  struct Table {
    bool special[256] = {};
    constexpr Table() {
      for (int c = 0; c < 256; ++c) special[c] = c < 0x20 || c >= 0x80 || c == '"' || c == '\\';
    }
  };
  static constexpr Table kTable{};
  for (; i < end; ++i)
    if (kTable.special[static_cast<unsigned char>(d[i])]) return i;
  return end;
}

inline void JsonWriter::string(std::string_view s) {
  static const char* hex = "0123456789abcdef";
  put('"');
  for (size_t i = 0; i < s.size();) {
    const size_t end = std::min(s.size(), i + kChunk);
    // A UTF-8 sequence may run up to 3 bytes past `end`: room for that too.
    if (size_ + (end - i + 4) * 6 > kCapacity) flush();
    char* o = buf_.get() + size_;
    while (i < end) {
      const size_t run = plainRun(s.data(), i, end);
      std::memcpy(o, s.data() + i, run - i);
      o += run - i;
      i = run;
      if (i >= end) break;
      unsigned char c = static_cast<unsigned char>(s[i]);
      if (c < 0x80) {
        *o++ = '\\';
        switch (c) {
          case '"': *o++ = '"'; break;
          case '\\': *o++ = '\\'; break;
          case '\n': *o++ = 'n'; break;
          case '\r': *o++ = 'r'; break;
          case '\t': *o++ = 't'; break;
          default:  // the other control characters
            std::memcpy(o, "u00", 3);
            o[3] = hex[c >> 4];
            o[4] = hex[c & 15];
            o += 5;
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
        std::memcpy(o, s.data() + i, len);
        o += len;
        i += len;
      } else {
        std::memcpy(o, "\xEF\xBF\xBD", 3);
        o += 3;
        ++i;
      }
    }
    size_ = static_cast<size_t>(o - buf_.get());
  }
  put('"');
}

}  // namespace cli
