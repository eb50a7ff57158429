// Reading a printout from disk, bounded: what the command line and the language server's sibling lookup share.
// A file is refused, with why, when it is larger than the limit (the engine's byte offsets are 32-bit, and the
// analysis needs a few times its input in memory), when it is not a file at all (a folder), or when memory runs
// out; a FIFO or device is read until its end or the limit, and never waited on without a writer. The text comes
// back as UTF-8: UTF-16 with a byte order mark is decoded, a UTF-8 one dropped, other binary data (NUL bytes,
// UTF-32) refused with what was seen (text_encoding.h).
#pragma once

#include <cstdint>
#include <string>

#include "model.h"  // kMaxDocumentBytes

namespace fx {

// Files larger than this are refused: 2 GiB, or FXLENS_MAX_FILE_BYTES (at most kMaxDocumentBytes).
uint64_t maxFileBytes();
// "fxlens reads files up to 2.00 GiB (FXLENS_MAX_FILE_BYTES)": said with every refusal.
std::string fileLimitText();

struct ReadResult {
  bool ok = false;
  std::string text;
  std::string error;  // when !ok: why, e.g. "4.10 GiB: larger than fxlens reads (…)", "No such file or directory"
};

// Reads at most `limit` bytes; a longer file is an error (its text is not kept).
ReadResult readSourceFile(const std::string& path, uint64_t limit = maxFileBytes());
// The first `bytes` bytes of a regular file (all of a shorter one); anything else is an error, never a wait.
ReadResult readSourceHead(const std::string& path, uint64_t bytes);

}  // namespace fx
