// Logical lines: a document's lines with log prefixes (glog, Python logging, TORCH_TRACE tabs) removed.
// Every piece keeps its byte offsets into the document, so positions survive the stripping.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "model.h"

namespace fx {

struct LogicalLine {
  std::string_view text;  // the content, without prefix and without trailing "\r"
  uint32_t docLine = 0;   // 0-based line in the document
  uint32_t begin = 0;     // byte offset where `text` starts (after any log prefix)
  bool prefixed = false;  // a log prefix was stripped

  uint32_t end() const { return begin + static_cast<uint32_t>(text.size()); }
  // Byte offset in the document of position `i` within `text`.
  uint32_t at(size_t i) const { return begin + static_cast<uint32_t>(i); }
  // `0/0`, `1/0_1`, `!0` from a log prefix, when present.
  std::string_view compileId() const { return prefixPart(idBack_, idLen_); }
  // `__aot_graphs`, `__aot_joint_graph`, `__graph_code`, ... when present.
  std::string_view logTag() const { return prefixPart(tagBack_, tagLen_); }
  // Parts of the prefix are kept as distances back from `text` (a big log has a line object per line).
  void setCompileId(std::string_view id) { keepPart(id, idBack_, idLen_); }
  void setLogTag(std::string_view tag) { keepPart(tag, tagBack_, tagLen_); }

 private:
  std::string_view prefixPart(uint16_t back, uint8_t len) const {
    return len ? std::string_view(text.data() - back, len) : std::string_view();
  }
  void keepPart(std::string_view part, uint16_t& back, uint8_t& len) const {
    if (part.empty() || part.data() > text.data() || part.size() > 0xff) return;
    size_t b = static_cast<size_t>(text.data() - part.data());
    if (b > 0xffff) return;
    back = static_cast<uint16_t>(b);
    len = static_cast<uint8_t>(part.size());
  }
  uint16_t idBack_ = 0, tagBack_ = 0;
  uint8_t idLen_ = 0, tagLen_ = 0;
};

// The document's logical lines, one per line, of lines [fromLine, toLine) (a re-parse reads from after a graph
// that did not change, as far as it expects to need).
std::vector<LogicalLine> logicalLines(const Document& doc, uint32_t fromLine = 0, uint32_t toLine = UINT32_MAX);
// How many bytes of `line` (without its terminator) are a log prefix, by the rules logicalLines strips (without
// the TORCH_TRACE payload's TAB, which depends on the lines before): what the editor dims.
size_t logPrefixLength(std::string_view line);

// The compile id a raw TORCH_TRACE record's line carries (`{"aot_forward_graph": {}, "frame_id": 0,
// "frame_compile_id": 1, "attempt": 1, ...}`) as Dynamo's logs print it: `0/1`, with `_1` for a later attempt.
// Empty when the line has no frame_id and frame_compile_id.
std::string traceRecordCompileId(std::string_view record);

// A compile id's parts, as Dynamo prints them: `F/C`, `F/C_A` (a later attempt), compiled autograd's `!N/F/C`.
// `valid` is false for anything else (then it sorts after every valid id).
struct CompileIdParts {
  bool valid = false, compiledAutograd = false;
  long frame = -1, compile = -1, attempt = 0;
  auto key() const { return std::tuple{!valid, compiledAutograd, frame, compile, attempt}; }
};
CompileIdParts compileIdParts(std::string_view id);

// The rank of a torchrun / torchelastic tag at the start of a log line (`[rank3]:`, `[default3]:`, behind a CI
// timestamp or not; see wrapperPrefix), else -1.
int torchrunRank(std::string_view line);

// A graph that starts at byte `at` of lines[i].text, behind a prefix no rule above knows (a vendor's log line
// `[INFO] TORCHAIR(...) [npu_fx_compiler.py:454]1632429   graph: graph():`): line i is cut there, and the lines
// after it that repeat the prefix (digits may differ: times, pids) lose it too.
void cutAtGraphStart(std::vector<LogicalLine>& lines, size_t i, size_t at);

// Leading spaces (a tab counts as up to the next multiple of 8, like Python).
inline int indentOf(std::string_view s) {
  int n = 0;
  for (char c : s) {
    if (c == ' ') ++n;
    else if (c == '\t') n = (n / 8 + 1) * 8;
    else break;
  }
  return n;
}
// Without leading and trailing spaces, tabs and carriage returns.
inline std::string_view trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (s[b] == ' ' || s[b] == '\t' || s[b] == '\r')) ++b;
  while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t' || s[e - 1] == '\r')) --e;
  return s.substr(b, e - b);
}
inline bool isBlank(std::string_view s) {
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '\r') return false;
  return true;
}

}  // namespace fx
