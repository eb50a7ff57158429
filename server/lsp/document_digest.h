// `fxlens/documentDigest`: what the server holds as the text of an open document, summed up so that a client can
// check that its own text and the server's agree after any number of incremental edits (tests/stress uses it).
// A plain function over the text; the request (document_digest.cpp) converts at the edge.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace fxl {

struct TextDigest {
  uint64_t bytes = 0;  // length of the text in bytes (UTF-8 as the client sent it)
  uint32_t lines = 1;  // LSP lines: "\n", "\r\n" and a lone "\r" end a line; an empty text has one line
  std::string sha256;  // SHA-256 of the bytes, 64 lower-case hex digits
};

TextDigest digestText(std::string_view text);

}  // namespace fxl
