// Log-prefix stripping. Formats seen in real logs:
//   glog (torch ≥ 2.1):   I0121 00:08:39.321000 2403842 path/file.py:1581] [0/0] [__aot_graphs] <content>
//   glog, short:          path/file.py:1581] [0/0] [__aot_graphs] <content>   (no level, time or thread)
//   bracketed (2.0):      [2023-11-20 15:52:38,797] [0/0] torch._functorch.aot_autograd.__aot_joint_graph: [INFO] <content>
//   Python logging:       INFO:torch._functorch._aot_autograd.dispatch_and_compile_graph.__aot_graphs:<content>
//   TORCH_TRACE raw:      <glog prefix>{"aot_forward_graph": {...}} then payload lines indented by one TAB
// Any of them may sit behind a torchrun rank tag (`[rank0]:`) or a CI timestamp, see wrapperPrefix().
#include "lines.h"

#include <algorithm>
#include <cctype>
#include <string>

#include "text_encoding.h"

namespace fx {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }

// `[0/0] `, `[1/0_1] `, `[!0] `, `[0/1_1] ` — returns length consumed (0 if none) and the id.
size_t compileIdAt(std::string_view s, size_t p, std::string_view& id) {
  if (p >= s.size() || s[p] != '[') return 0;
  size_t q = p + 1;
  if (q < s.size() && s[q] == '!') ++q;
  size_t d0 = q;
  while (q < s.size() && (digit(s[q]) || s[q] == '/' || s[q] == '_')) ++q;
  if (q == d0 || q >= s.size() || s[q] != ']') return 0;
  id = s.substr(p + 1, q - p - 1);
  ++q;
  if (q < s.size() && s[q] == ' ') ++q;
  return q - p;
}

// `[__aot_graphs] ` — a bracketed tag starting with `__`.
size_t tagAt(std::string_view s, size_t p, std::string_view& tag) {
  if (p + 3 >= s.size() || s[p] != '[' || s[p + 1] != '_' || s[p + 2] != '_') return 0;
  size_t q = s.find(']', p);
  if (q == std::string_view::npos) return 0;
  tag = s.substr(p + 1, q - p - 1);
  ++q;
  if (q < s.size() && s[q] == ' ') ++q;
  return q - p;
}

// glog: returns the content start, or 0.
size_t glogPrefix(std::string_view s) {
  if (s.size() < 22) return 0;
  if (std::string_view("IWEVDF").find(s[0]) == std::string_view::npos) return 0;
  for (int i = 1; i <= 4; ++i)
    if (!digit(s[i])) return 0;
  if (s[5] != ' ' || !digit(s[6]) || !digit(s[7]) || s[8] != ':') return 0;
  size_t close = s.find("] ", 9);
  size_t closeEnd = s.find(']', 9);
  if (closeEnd == std::string_view::npos) return 0;
  if (close == std::string_view::npos || close > closeEnd) close = closeEnd;
  // must look like `file:line]`
  size_t colon = s.rfind(':', close);
  if (colon == std::string_view::npos || colon < 9) return 0;
  for (size_t i = colon + 1; i < close; ++i)
    if (!digit(s[i])) return 0;
  size_t p = close + 1;
  if (p < s.size() && s[p] == ' ') ++p;
  return p;
}

// `torch/_inductor/compile_fx.py:910] `: glog's `file:line]` without the level, time and thread before it (a
// logging format that leaves them out). Returns the content start, or 0; prefixOf takes it only when a compile
// id or a `[__tag]` follows, so that ordinary text with `x.py:3] ` in it keeps its bytes.
size_t shortGlogPrefix(std::string_view s) {
  const size_t close = s.find("] ");
  if (close == std::string_view::npos || close < 6) return 0;
  const std::string_view where = s.substr(0, close);
  const size_t colon = where.rfind(':');
  if (colon == std::string_view::npos || colon + 1 == where.size() || where.find(' ') != std::string_view::npos ||
      !where.substr(0, colon).ends_with(".py"))
    return 0;
  for (size_t i = colon + 1; i < where.size(); ++i)
    if (!digit(where[i])) return 0;
  return close + 2;
}

// `[2023-11-20 15:52:38,797] ` ... `logger: [LEVEL] `
size_t bracketDatePrefix(std::string_view s, std::string_view& id) {
  if (s.size() < 26 || s[0] != '[' || !digit(s[1]) || s[5] != '-' || s[24] != ']') return 0;
  size_t p = 25;
  if (p < s.size() && s[p] == ' ') ++p;
  p += compileIdAt(s, p, id);
  size_t lvl = s.find(": [", p);
  if (lvl == std::string_view::npos) return 0;
  size_t close = s.find("] ", lvl + 3);
  size_t closeEnd = s.find(']', lvl + 3);
  if (closeEnd == std::string_view::npos || closeEnd - lvl > 14) return 0;
  if (close == std::string_view::npos || close > closeEnd) return closeEnd + 1;
  return close + 2;
}

// `INFO:torch._dynamo.output_graph.__graph_code:` — returns content start or 0.
size_t pyLoggingPrefix(std::string_view s) {
  static const std::string_view levels[] = {"DEBUG:", "INFO:", "WARNING:", "ERROR:", "CRITICAL:"};
  // Most lines start with none of the levels' letters: do not compare them five times.
  if (s.empty() || std::string_view("DIWEC").find(s[0]) == std::string_view::npos) return 0;
  for (auto lv : levels) {
    if (s.substr(0, lv.size()) != lv) continue;
    size_t p = lv.size();
    size_t q = p;
    while (q < s.size() && (std::isalnum(static_cast<unsigned char>(s[q])) || s[q] == '_' || s[q] == '.')) ++q;
    if (q == p || q >= s.size() || s[q] != ':') return 0;
    return q + 1;
  }
  return 0;
}

// Prefixes other tools put in front of every line, whatever the line holds:
//   torchrun / torchelastic:  `[rank0]:`, `[default0]:`
//   CI logs (GitHub Actions): `2024-01-21T00:08:39.3210000Z `
size_t wrapperPrefix(std::string_view s) {
  size_t p = 0;
  if (s.size() > 20 && digit(s[0]) && s[4] == '-' && s[7] == '-' && s[10] == 'T' && s[13] == ':') {
    size_t q = 11;
    while (q < s.size() && (digit(s[q]) || s[q] == ':' || s[q] == '.')) ++q;
    if (q < s.size() && s[q] == 'Z') ++q;
    if (q < s.size() && s[q] == ' ') p = q + 1;
  }
  if (p >= s.size() || s[p] != '[') return p;
  for (std::string_view tag : {"[rank", "[default"}) {
    if (s.substr(p, tag.size()) != tag) continue;
    size_t q = p + tag.size();
    size_t d = q;
    while (q < s.size() && digit(s[q])) ++q;
    if (q > d && s.substr(q, 2) == "]:") p = q + 2;
  }
  return p;
}

// `[rank3]:` (or `[default3]:`) behind an optional CI timestamp: the rank, else -1.
int rankTagAt(std::string_view s) {
  const size_t end = wrapperPrefix(s);
  if (end < 3 || s.substr(end - 2, 2) != "]:") return -1;
  size_t b = end - 2;
  while (b > 0 && digit(s[b - 1])) --b;
  long n = 0;
  for (size_t i = b; i < end - 2 && n < 1'000'000; ++i) n = n * 10 + (s[i] - '0');
  return b < end - 2 ? static_cast<int>(n) : -1;
}

// How many leading bytes `a` and `b` share, any digit matching any digit.
size_t sharedShape(std::string_view a, std::string_view b) {
  size_t n = 0;
  while (n < a.size() && n < b.size() && (a[n] == b[n] || (digit(a[n]) && digit(b[n])))) ++n;
  return n;
}

void dropPrefix(LogicalLine& l, size_t n) {
  l.text.remove_prefix(n);
  l.begin += static_cast<uint32_t>(n);
  l.prefixed = true;
}

}  // namespace

void cutAtGraphStart(std::vector<LogicalLine>& lines, size_t i, size_t at) {
  const std::string_view prefix = lines[i].text.substr(0, at);
  dropPrefix(lines[i], at);
  // The first line may carry a label the others do not (`graph: `): most of the prefix must be shared. A short
  // prefix is all shared (`    # ` before a printout pasted into a comment).
  const size_t needed = prefix.size() < 8 ? prefix.size() : (prefix.size() + 1) / 2;
  for (size_t j = i + 1; j < lines.size(); ++j) {
    if (isBlank(lines[j].text)) continue;
    const size_t shared = sharedShape(prefix, lines[j].text);
    if (shared < needed) break;
    dropPrefix(lines[j], shared);
  }
}

namespace {

// What precedes a line's content: a wrapper (`[rank0]:`, a CI timestamp), then one of the log prefixes.
struct LinePrefix {
  size_t wrapper = 0, log = 0;  // bytes
  bool glog = false;
  std::string_view id, tag;
};

LinePrefix prefixOf(std::string_view whole) {
  LinePrefix r;
  r.wrapper = wrapperPrefix(whole);
  std::string_view s = whole.substr(r.wrapper);
  if (size_t p = glogPrefix(s)) {
    r.glog = true;
    p += compileIdAt(s, p, r.id);
    p += tagAt(s, p, r.tag);
    r.log = p;
  } else if ((p = bracketDatePrefix(s, r.id))) {
    r.log = p;
  } else if (const size_t q = shortGlogPrefix(s)) {
    p = q + compileIdAt(s, q, r.id);
    p += tagAt(s, p, r.tag);
    r.log = p > q ? p : 0;  // without an id or a tag after it, `x.py:3] ` is the line's own text
  } else {
    r.log = pyLoggingPrefix(s);
  }
  return r;
}

}  // namespace

namespace {

// The unsigned number after `"key": ` in a one-line JSON record, or -1.
long recordNumber(std::string_view record, std::string_view key) {
  const std::string quoted = "\"" + std::string(key) + "\": ";
  const size_t at = record.find(quoted);
  if (at == std::string_view::npos) return -1;
  size_t p = at + quoted.size();
  long n = 0;
  const size_t first = p;
  while (p < record.size() && digit(record[p]) && n < 1'000'000'000) n = n * 10 + (record[p++] - '0');
  return p > first ? n : -1;
}

}  // namespace

std::string traceRecordCompileId(std::string_view record) {
  const long frame = recordNumber(record, "frame_id"), compile = recordNumber(record, "frame_compile_id");
  if (frame < 0 || compile < 0) return {};
  const long attempt = recordNumber(record, "attempt");
  std::string id = std::to_string(frame) + "/" + std::to_string(compile);
  return attempt > 0 ? id + "_" + std::to_string(attempt) : id;
}

CompileIdParts compileIdParts(std::string_view id) {
  CompileIdParts p;
  if (!id.empty() && id.front() == '!') {
    p.compiledAutograd = true;
    id.remove_prefix(1);
    const size_t slash = id.find('/');
    if (slash == std::string_view::npos) return p;
    id.remove_prefix(slash + 1);
  }
  auto number = [](std::string_view s, long& to) {
    if (s.empty() || s.size() > 9) return false;
    to = 0;
    for (char c : s) {
      if (!digit(c)) return false;
      to = to * 10 + (c - '0');
    }
    return true;
  };
  const size_t slash = id.find('/');
  if (slash == std::string_view::npos) return p;
  std::string_view compile = id.substr(slash + 1), attempt;
  if (const size_t us = compile.find('_'); us != std::string_view::npos) attempt = compile.substr(us + 1), compile = compile.substr(0, us);
  p.valid = number(id.substr(0, slash), p.frame) && number(compile, p.compile) && (attempt.empty() || number(attempt, p.attempt));
  return p;
}

int torchrunRank(std::string_view line) { return rankTagAt(line); }

size_t logPrefixLength(std::string_view line) {
  LinePrefix p = prefixOf(line);
  return p.log ? p.wrapper + p.log : 0;
}

namespace {

// Is a TORCH_TRACE record's payload open after `line` (its TAB-led lines are stripped of the TAB)? A record opens
// it on its glog line; TAB-led lines keep it as it is; any other line closes it.
bool payloadOpensAt(const LinePrefix& pre, std::string_view s) {
  std::string_view rest = s.substr(pre.log);
  return pre.glog && !rest.empty() && rest[0] == '{' && rest.back() == '}';
}

// Line `l` without its terminator, and without the UTF-8 byte order mark a document the editor holds may start
// with (no part of the first line's text; offsets stay those of the document's own text). `bom`: its length.
std::string_view lineWithoutBom(const Document& doc, uint32_t l, uint32_t& bom) {
  std::string_view whole = doc.line(l);
  bom = l == 0 && whole.starts_with(kUtf8Bom) ? static_cast<uint32_t>(kUtf8Bom.size()) : 0;
  return whole.substr(bom);
}

// The payload state before line `l`, read backwards: through TAB-led lines to the line that set it.
bool payloadOpenBefore(const Document& doc, uint32_t l) {
  while (l > 0) {
    --l;
    uint32_t bom = 0;
    std::string_view whole = lineWithoutBom(doc, l, bom);
    const LinePrefix pre = prefixOf(whole);
    std::string_view s = whole.substr(pre.wrapper);
    if (pre.log) return payloadOpensAt(pre, s);
    if (s.empty() || s[0] != '\t') return false;
  }
  return false;
}

}  // namespace

std::vector<LogicalLine> logicalLines(const Document& doc, uint32_t fromLine, uint32_t toLine) {
  std::vector<LogicalLine> out;
  toLine = std::min<uint32_t>(toLine, static_cast<uint32_t>(doc.lineStarts.size()));
  if (fromLine >= toLine) return out;
  out.reserve(toLine - fromLine);
  bool tracePayload = payloadOpenBefore(doc, fromLine);  // inside a TORCH_TRACE record: strip one leading TAB
  for (uint32_t l = fromLine; l < toLine; ++l) {
    uint32_t bom = 0;
    std::string_view whole = lineWithoutBom(doc, l, bom);
    const LinePrefix pre = prefixOf(whole);
    std::string_view s = whole.substr(pre.wrapper);
    LogicalLine ll;
    ll.docLine = l;
    ll.begin = doc.lineStarts[l] + bom + static_cast<uint32_t>(pre.wrapper);
    size_t p = pre.log;
    if (p) {
      ll.prefixed = true;
      tracePayload = payloadOpensAt(pre, s);
    } else if (tracePayload && !s.empty() && s[0] == '\t') {
      p = 1;
    } else if (tracePayload) {
      tracePayload = false;
    }
    ll.begin += static_cast<uint32_t>(p);
    ll.text = s.substr(p);
    ll.setCompileId(pre.id);
    ll.setLogTag(pre.tag);
    out.push_back(ll);
  }
  return out;
}

}  // namespace fx
