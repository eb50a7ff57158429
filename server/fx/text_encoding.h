// The one home for text encodings: what a file's bytes are, and the UTF-8 the engine reads. Windows PowerShell's
// `>` writes UTF-16LE with a byte order mark; editors may save UTF-8 with one. Both are decoded; UTF-32 and other
// binary data are refused with what was seen. Inside fxlens text is UTF-8, and for a file decoded from UTF-16 every
// byte offset (diagnostics, the JSON's columns) refers to the decoded UTF-8 text, not to the file's bytes.
#pragma once

#include <string>
#include <string_view>

namespace fx {

inline constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";

struct DecodedText {
  bool ok = false;
  std::string text;       // UTF-8, without a byte order mark
  std::string encoding;   // "UTF-8", "UTF-8 with BOM", "UTF-16LE", "UTF-16BE"
  std::string error;      // when !ok: what was seen, e.g. "binary data: NUL byte at offset 12"
};

// `bytes` as UTF-8. With `head`, `bytes` is the start of a longer file: a code unit or surrogate pair cut at the
// end is dropped instead of being an error.
DecodedText decodeText(std::string bytes, bool head = false);

// Why `bytes` (UTF-8 already, or not text) is not text: "" when it holds no NUL byte, else what was seen.
std::string binaryDataReason(std::string_view bytes);

}  // namespace fx
