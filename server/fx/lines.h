// Logical lines: a document's lines with log prefixes (glog, Python logging, TORCH_TRACE tabs) removed.
// Every piece keeps its byte offsets into the document, so positions survive the stripping.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "model.h"

namespace fx {

struct LogicalLine {
  uint32_t docLine = 0;   // 0-based line in the document
  uint32_t begin = 0;     // byte offset where `text` starts (after any log prefix)
  std::string_view text;  // the content, without prefix and without trailing "\r"
  std::string_view compileId;  // `0/0`, `1/0_1`, `!0` from a log prefix, when present (a view into the line)
  std::string_view logTag;     // `__aot_graphs`, `__aot_joint_graph`, `__graph_code`, ... when present
  bool prefixed = false;  // a log prefix was stripped

  uint32_t end() const { return begin + static_cast<uint32_t>(text.size()); }
  // Byte offset in the document of position `i` within `text`.
  uint32_t at(size_t i) const { return begin + static_cast<uint32_t>(i); }
};

std::vector<LogicalLine> logicalLines(const Document& doc);

// Leading spaces (a tab counts as up to the next multiple of 8, like Python).
int indentOf(std::string_view s);
std::string_view trim(std::string_view s);
bool isBlank(std::string_view s);

}  // namespace fx
