#include "text_encoding.h"

#include <cstdint>
#include <cstring>

#include "platform/utf8.h"

namespace fx {

namespace {

// UTF-16 after its byte order mark (`bytes` from offset 2), little- or big-endian.
DecodedText fromUtf16(std::string_view bytes, bool little, bool head) {
  DecodedText d;
  d.encoding = little ? "UTF-16LE" : "UTF-16BE";
  size_t n = bytes.size();
  if (n % 2 != 0) {
    if (!head) {
      d.error = d.encoding + " (byte order mark) with an odd number of bytes (" + std::to_string(n) +
                "): the file is cut or not UTF-16";
      return d;
    }
    --n;
  }
  auto unit = [&](size_t i) -> uint32_t {
    const auto a = static_cast<uint8_t>(bytes[i]), b = static_cast<uint8_t>(bytes[i + 1]);
    return little ? (a | (b << 8)) : ((a << 8) | b);
  };
  d.text.reserve(n / 2 + n / 8);
  for (size_t i = 2; i + 1 < n; i += 2) {
    uint32_t u = unit(i);
    if (u >= 0xD800 && u <= 0xDBFF) {
      if (i + 3 >= n) {
        if (head) break;  // the pair's second half is past the head
      } else if (uint32_t v = unit(i + 2); v >= 0xDC00 && v <= 0xDFFF) {
        sys::appendUtf8(d.text, 0x10000 + ((u - 0xD800) << 10) + (v - 0xDC00));
        i += 2;
        continue;
      }
      d.error = d.encoding + ": an unpaired surrogate at byte " + std::to_string(i);
      return d;
    }
    if (u >= 0xDC00 && u <= 0xDFFF) {
      d.error = d.encoding + ": an unpaired surrogate at byte " + std::to_string(i);
      return d;
    }
    if (u == 0) {
      d.error = "binary data: NUL character in " + d.encoding + " at byte " + std::to_string(i);
      return d;
    }
    sys::appendUtf8(d.text, u);
  }
  d.ok = true;
  return d;
}

}  // namespace

std::string binaryDataReason(std::string_view bytes) {
  const void* nul = std::memchr(bytes.data(), '\0', bytes.size());
  if (!nul) return {};
  const size_t at = static_cast<size_t>(static_cast<const char*>(nul) - bytes.data());
  // Text of ASCII characters in UTF-16 without a byte order mark has every other byte NUL.
  const bool oddNuls = bytes.size() >= 4 && bytes[1] == '\0' && bytes[3] == '\0' && bytes[0] != '\0';
  const bool evenNuls = bytes.size() >= 4 && bytes[0] == '\0' && bytes[2] == '\0' && bytes[1] != '\0';
  if (oddNuls || evenNuls)
    return std::string("binary data: NUL byte at offset ") + std::to_string(at) + " (it looks like " +
           (oddNuls ? "UTF-16LE" : "UTF-16BE") + " without a byte order mark; save it as UTF-8)";
  return "binary data: NUL byte at offset " + std::to_string(at);
}

DecodedText decodeText(std::string bytes, bool head) {
  const std::string_view b = bytes;
  // UTF-32's marks first: UTF-32LE's starts with UTF-16LE's.
  if (b.starts_with(std::string_view("\xFF\xFE\0\0", 4)) || b.starts_with(std::string_view("\0\0\xFE\xFF", 4))) {
    DecodedText d;
    d.error = std::string("UTF-32") + (b[0] == '\xFF' ? "LE" : "BE") +
              " (byte order mark): fxlens reads UTF-8 and UTF-16; save it as UTF-8";
    return d;
  }
  if (b.starts_with("\xFF\xFE")) return fromUtf16(b, true, head);
  if (b.starts_with("\xFE\xFF")) return fromUtf16(b, false, head);
  DecodedText d;
  if (std::string r = binaryDataReason(b); !r.empty()) {
    d.error = std::move(r);
    return d;
  }
  d.ok = true;
  d.encoding = "UTF-8";
  if (b.starts_with(kUtf8Bom)) {
    d.encoding = "UTF-8 with BOM";
    bytes.erase(0, kUtf8Bom.size());
  }
  d.text = std::move(bytes);
  return d;
}

}  // namespace fx
