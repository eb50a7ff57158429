// Reading Inductor's output code: see output_code.h. A straight scan of logical lines (log prefixes and
// TORCH_TRACE tabs stripped by lines.cpp), no Python parser: the module Inductor writes has a fixed shape
// (imports, kernel definitions at the top level, a `call(args)` function of one statement per line).
#include "output_code.h"

#include <algorithm>
#include <optional>
#include <string_view>

#include "dump_names.h"
#include "lines.h"
#include "scan.h"

namespace fx {

namespace {

constexpr std::string_view kOutputCodeTag = "__output_code";
constexpr std::string_view kTraceOutputCode = "\"inductor_output_code\"";
constexpr std::string_view kTraceProvenance = "\"inductor_provenance_tracking_node_mappings\"";

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

bool isIdentChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// Top-level comma-separated pieces of `s` (brackets and parentheses nest).
std::vector<std::string_view> splitTopLevel(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    const char c = i < s.size() ? s[i] : ',';
    if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      std::string_view piece = trim(s.substr(from, i - from));
      if (!piece.empty()) out.push_back(piece);
      from = i + 1;
    }
  }
  return out;
}

// `[a, b, c]` at the start of `s` (after `prefix`), as its items; empty when not there.
std::vector<std::string> bracketList(std::string_view s, std::string_view prefix) {
  std::vector<std::string> out;
  size_t at = s.find(prefix);
  if (at == std::string_view::npos) return out;
  at += prefix.size();
  if (at >= s.size() || s[at] != '[') return out;
  size_t end = s.find(']', at);
  if (end == std::string_view::npos) return out;
  for (std::string_view item : splitTopLevel(s.substr(at + 1, end - at - 1))) out.emplace_back(item);
  return out;
}

// What the comments over a definition or a call say.
struct Said {
  std::vector<std::string> sourceNodes, atenOps, fragment, mapped;
  std::string handle;
  enum class Section { None, Mapping, Fragment } section = Section::None;
  void clear() { *this = {}; }
  std::vector<std::string> computes() const { return fragment.empty() ? mapped : fragment; }
  void read(std::string_view comment) {  // `comment`: the line's text after `#`, trimmed
    if (comment == "Source node to ATen node mapping:") {
      section = Section::Mapping;
    } else if (comment == "Graph fragment:") {
      section = Section::Fragment;
    } else if (section == Section::Fragment && startsWith(comment, "%")) {
      size_t end = comment.find(" : ");
      if (end != std::string_view::npos && comment.find("PlaceHolder[") == std::string_view::npos)
        fragment.emplace_back(comment.substr(1, end - 1));
    } else if (section == Section::Mapping && comment.find(" => ") != std::string_view::npos) {
      for (std::string_view n : splitTopLevel(comment.substr(comment.find(" => ") + 4))) mapped.emplace_back(n);
    } else if (startsWith(comment, "Topologically Sorted Source Nodes:")) {
      section = Section::None;
      sourceNodes = bracketList(comment, "Topologically Sorted Source Nodes: ");
      atenOps = bracketList(comment, "Original ATen: ");
    } else if (startsWith(comment, "[Provenance debug handles]")) {
      section = Section::None;
      handle = std::string(trim(comment.substr(26)));
    } else {
      section = Section::None;
    }
  }
};

// A kernel definition at the top level: `name = async_compile.kind(`.
bool readDefinition(std::string_view text, std::string& name, std::string& kind, size_t& nameLen) {
  size_t eq = text.find(" = async_compile.");
  if (eq == std::string_view::npos || eq == 0) return false;
  for (size_t i = 0; i < eq; ++i)
    if (!isIdentChar(text[i])) return false;
  size_t kindAt = eq + 17, paren = text.find('(', kindAt);
  if (paren == std::string_view::npos) return false;
  name = std::string(text.substr(0, eq));
  kind = std::string(text.substr(kindAt, paren - kindAt));
  nameLen = eq;
  return true;
}

// The callee of a statement in `call()` when it is a kernel: a defined kernel (`k(...)`, `k.run(...)`), an
// extern kernel (`extern_kernels.mm(...)`) or an op Inductor fell back to (`torch.ops.aten.x.default(...)`).
// An assignment's right side is the call (`buf3 = torch.ops.aten.convolution_backward.default(...)`).
std::string_view calleeOf(std::string_view stmt, const std::map<std::string, int, std::less<>>& defined) {
  const size_t eq = stmt.find(" = "), paren = stmt.find('(');
  if (eq != std::string_view::npos && eq < paren) stmt.remove_prefix(eq + 3);
  size_t end = 0;
  while (end < stmt.size() && (isIdentChar(stmt[end]) || stmt[end] == '.')) ++end;
  if (end == 0 || end >= stmt.size() || stmt[end] != '(') return {};
  std::string_view callee = stmt.substr(0, end);
  if (startsWith(callee, "extern_kernels.") || startsWith(callee, "torch.ops.") || startsWith(callee, "aten."))
    return callee;
  std::string_view base = callee.substr(0, callee.find('.'));
  return defined.count(base) ? base : std::string_view();
}

// The buffer an argument passes: `buf0`, or the first argument of `reinterpret_tensor(buf0, ...)`; "" else.
std::string bufferOf(std::string_view arg) {
  size_t end = 0;
  while (end < arg.size() && isIdentChar(arg[end])) ++end;
  if (end == 0 || (arg[0] >= '0' && arg[0] <= '9')) return {};
  if (end == arg.size()) return arg == "None" || arg == "True" || arg == "False" ? std::string() : std::string(arg);
  if (arg[end] != '(') return {};
  std::vector<std::string_view> inner = splitTopLevel(arg.substr(end + 1, arg.rfind(')') - end - 1));
  return inner.empty() ? std::string() : bufferOf(inner.front());
}

// The parenthesized text after position `open` (a `(`), without the parentheses.
std::string_view insideParens(std::string_view s, size_t open) {
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '(') ++depth;
    else if (s[i] == ')' && --depth == 0) return s.substr(open + 1, i - open - 1);
  }
  return s.substr(open + 1);
}

// Which parameters a definition writes: `cpp_pybinding(['const float*', 'float*'], ...`.
std::vector<char> cppWrites(std::string_view defLine) {
  std::vector<char> out;
  size_t open = defLine.find("(['");
  if (open == std::string_view::npos) return out;
  size_t close = defLine.find("]", open);
  for (std::string_view t : splitTopLevel(defLine.substr(open + 2, close - open - 2)))
    out.push_back(t.find("const ") == std::string_view::npos && t.find('*') != std::string_view::npos);
  return out;
}

// A parameter's name, the last word of its declaration: `const float* in_ptr0` → in_ptr0.
std::string_view lastWord(std::string_view decl) {
  size_t end = decl.size();
  while (end > 0 && !isIdentChar(decl[end - 1])) --end;
  size_t begin = end;
  while (begin > 0 && isIdentChar(decl[begin - 1])) --begin;
  return decl.substr(begin, end - begin);
}

// `(2, 8, 8, 8)` as its items; `(8, )` has one.
std::vector<std::string> tupleItems(std::string_view s) {
  std::vector<std::string> out;
  for (std::string_view item : splitTopLevel(s)) out.emplace_back(item);
  return out;
}

// `buf6 = empty_strided_cpu((2, 8), (8, 1), torch.float32)` (also `empty_strided_cuda`, `empty_strided`): the
// buffer and its layout.
bool readAllocation(std::string_view stmt, std::string& buffer, BufferLayout& layout) {
  const size_t eq = stmt.find(" = empty_strided");
  if (eq == std::string_view::npos || eq == 0) return false;
  const size_t open = stmt.find('(', eq);
  if (open == std::string_view::npos) return false;
  const std::vector<std::string_view> parts = splitTopLevel(insideParens(stmt, open));
  if (parts.size() < 2 || parts[0].front() != '(' || parts[1].front() != '(') return false;
  buffer = std::string(stmt.substr(0, eq));
  layout.sizes = tupleItems(insideParens(parts[0], 0));
  layout.strides = tupleItems(insideParens(parts[1], 0));
  return true;
}

// `buf11 = buf7; del buf7  # reuse`, `buf8 = reinterpret_tensor(buf0, (8, ), (1, ), 0); del buf0  # reuse`.
bool readReuse(std::string_view stmt, std::string& now, std::string& was) {
  const size_t eq = stmt.find(" = "), del = stmt.find("; del ");
  if (eq == std::string_view::npos || del == std::string_view::npos || del < eq || !stmt.ends_with("# reuse"))
    return false;
  now = std::string(stmt.substr(0, eq));
  was = bufferOf(stmt.substr(eq + 3, del - eq - 3));
  return !was.empty() && std::all_of(now.begin(), now.end(), isIdentChar);
}

// `buf0 = reinterpret_tensor(buf2, (4, 8), (24, 1), 0)  # alias`.
bool readAlias(std::string_view stmt, std::string& name, std::string& of) {
  const size_t eq = stmt.find(" = reinterpret_tensor(");
  if (eq == std::string_view::npos || eq == 0 || !stmt.ends_with("# alias")) return false;
  name = std::string(stmt.substr(0, eq));
  of = bufferOf(stmt.substr(eq + 3, stmt.rfind(')') - eq - 2));
  return !of.empty();
}

// `primals_1, primals_2 = args` (also a lone `primals_1, = args`).
std::vector<std::string> unpackedArgs(std::string_view stmt) {
  std::vector<std::string> out;
  size_t eq = stmt.find(" = args");
  if (eq == std::string_view::npos) return out;
  for (std::string_view n : splitTopLevel(stmt.substr(0, eq))) out.emplace_back(n);
  return out;
}

// Which output code a logical line belongs to, as the scan goes: by the log tag of a prefixed line, by the
// record a TORCH_TRACE payload follows, or (a file of its own) by the module's own first lines.
class Blocks {
 public:
  Blocks(int docIndex, std::vector<OutputCode>& out) : index_(docIndex), out_(out) {}

  // The block `l` belongs to (opened if it starts one), or null.
  OutputCode* place(const LogicalLine& l) {
    std::string_view t = l.text;
    if (l.prefixed && startsWith(t, "{\"")) {  // a TORCH_TRACE record: its payload follows, unprefixed
      close();
      inTracePayload_ = t.find(kTraceOutputCode) != std::string_view::npos;
      recordCompileId_ = traceRecordCompileId(t);
      return nullptr;
    }
    if (l.prefixed) {
      inTracePayload_ = false;
      if (l.logTag() != kOutputCodeTag) return close();
      if (!open_ || open_->compileId != l.compileId() || startsWith(trim(t), "# AOT ID:") ||
          startsWith(trim(t), "Output code:"))
        openAt(l, std::string(l.compileId()));
      return extend(l);
    }
    if (inTracePayload_ || plainFile_) {
      if (!open_ || startsWith(t, "# AOT ID:")) openAt(l, inTracePayload_ ? recordCompileId_ : std::string());
      return extend(l);
    }
    if (startsWith(t, "# AOT ID:") || t == "async_compile = AsyncCompile()") {
      plainFile_ = true;  // an output_code.py of its own
      openAt(l, {});
      return extend(l);
    }
    return nullptr;
  }

 private:
  void openAt(const LogicalLine& l, std::string compileId) {
    OutputCode& c = out_.emplace_back();
    c.doc = index_;
    c.compileId = std::move(compileId);
    c.range = {l.begin, l.end()};
    c.firstLine = c.lastLine = l.docLine;
    open_ = &c;
  }
  OutputCode* extend(const LogicalLine& l) {
    open_->range.end = l.end();
    open_->lastLine = l.docLine;
    return open_;
  }
  OutputCode* close() {
    open_ = nullptr;
    return nullptr;
  }
  int index_;
  std::vector<OutputCode>& out_;
  OutputCode* open_ = nullptr;
  bool inTracePayload_ = false, plainFile_ = false;
  std::string recordCompileId_;
};

// The statements of one output code, as they come.
class Reader {
 public:
  void line(OutputCode& c, const LogicalLine& l) {
    if (&c != code_) reset(c);
    std::string_view t = l.text;
    std::string_view body = trim(t);
    if (body.empty()) return;
    if (cppParams_) return cppParameters(c, body);
    const int indent = indentOf(t);
    if (startsWith(body, "# AOT ID:")) {
      std::vector<std::string> ids = bracketList(body, "# AOT ID: ");
      if (!ids.empty()) c.aotId = trimQuotes(ids.front());
    }
    if (body[0] == '#') {
      said_.read(trim(body.substr(1)));
      return;
    }
    if (inCall_ && indent <= callIndent_) inCall_ = false;
    if (startsWith(body, "def call(")) {
      inCall_ = true;
      callIndent_ = indent;
      said_.clear();
      return;
    }
    if (indent == 0 && startsWith(body, "def ")) tritonSignature(c, body);
    else if (indent == 0 && startsWith(body, "extern \"C\"") && body.find("kernel(") != std::string_view::npos)
      cppSignature(c, body);
    else if (indent == 0) definition(c, l);
    else if (inCall_) statement(c, l, body);
    said_.clear();
  }

 private:
  static std::string trimQuotes(std::string s) {
    if (s.size() >= 2 && (s.front() == '\'' || s.front() == '"')) s = s.substr(1, s.size() - 2);
    return s;
  }
  void reset(OutputCode& c) {
    code_ = &c;
    defined_.clear();
    said_.clear();
    inCall_ = false;
    cppParams_ = false;
  }
  void definition(OutputCode& c, const LogicalLine& l) {
    std::string name, kind;
    size_t len = 0;
    if (!readDefinition(l.text, name, kind, len)) return;
    defined_[name] = static_cast<int>(c.definitions.size());
    c.definitions.push_back({name, kind, {l.at(0), l.at(len)}, l.docLine, said_.sourceNodes, said_.atenOps,
                             said_.computes(), cppWrites(l.text)});
  }
  // A Triton kernel's own `def triton_poi_fused_relu_0(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):`,
  // inside the string its definition compiles: which pointers it writes.
  void tritonSignature(OutputCode& c, std::string_view body) {
    if (c.definitions.empty() || !c.definitions.back().writes.empty()) return;
    size_t open = body.find('(');
    if (open == std::string_view::npos || body.substr(4, open - 4) != c.definitions.back().name) return;
    for (std::string_view p : splitTopLevel(insideParens(body, open))) {
      c.definitions.back().writes.push_back(startsWith(p, "out_ptr") || startsWith(p, "in_out_ptr"));
      c.definitions.back().inOut.push_back(startsWith(p, "in_out_ptr"));
    }
  }
  // A C++ kernel's own `extern "C"  void  kernel(float* in_out_ptr0,` and its parameters on the lines after, up to
  // `)`, inside the string its definition compiles: which pointers it reads before writing.
  void cppSignature(OutputCode& c, std::string_view body) {
    if (c.definitions.empty() || !c.definitions.back().inOut.empty()) return;
    cppParams_ = true;
    cppParameters(c, body.substr(body.find("kernel(") + 7));
  }
  void cppParameters(OutputCode& c, std::string_view text) {
    const size_t close = text.find(')');
    for (std::string_view p : splitTopLevel(text.substr(0, close)))
      c.definitions.back().inOut.push_back(startsWith(lastWord(p), "in_out_ptr"));
    if (close != std::string_view::npos) cppParams_ = false;
  }
  void statement(OutputCode& c, const LogicalLine& l, std::string_view body) {
    if (c.args.empty() && body.find(" = args") != std::string_view::npos) {
      c.args = unpackedArgs(body);
      return;
    }
    if (startsWith(body, "return (") || startsWith(body, "return ")) {
      std::string_view list = body.substr(7);
      if (startsWith(list, "(")) list = insideParens(list, 0);
      for (std::string_view item : splitTopLevel(list)) c.returns.push_back(bufferOf(item));
      return;
    }
    std::string buffer, was;
    if (BufferLayout layout; readAllocation(body, buffer, layout)) {
      c.layouts[buffer] = std::move(layout);
      return;
    }
    if (readReuse(body, buffer, was)) {
      c.reuses[buffer] = was;
      return;
    }
    if (readAlias(body, buffer, was)) {
      const int part = static_cast<int>(std::count_if(c.aliases.begin(), c.aliases.end(),
                                                      [&](const auto& a) { return a.second.of == was; }));
      c.aliases[buffer] = {was, part};
      return;
    }
    std::string_view callee = calleeOf(body, defined_);
    if (callee.empty()) return;
    KernelCall k;
    k.kernel = std::string(callee);
    const size_t at = static_cast<size_t>(callee.data() - l.text.data());
    k.name = {l.at(at), l.at(at + callee.size())};
    k.line = l.docLine;
    k.sourceNodes = said_.sourceNodes;
    k.atenOps = said_.atenOps;
    k.handle = said_.handle;
    const size_t open = static_cast<size_t>(callee.data() - body.data()) + callee.size();
    std::string_view inside = insideParens(body, body.find('(', open));
    for (std::string_view a : splitTopLevel(inside)) {
      if (startsWith(a, "out=")) k.out = bufferOf(a.substr(4));
      else if (a.find('=') == std::string_view::npos || a.find('(') < a.find('=')) k.args.push_back(bufferOf(a));
    }
    if (const size_t eq = body.find(" = "); k.out.empty() && eq < static_cast<size_t>(callee.data() - body.data()))
      k.out = bufferOf(body.substr(0, eq));
    auto def = defined_.find(callee);
    if (def != defined_.end()) {
      k.definition = def->second;
      const KernelDefinition& d = c.definitions[def->second];
      if (k.sourceNodes.empty()) k.sourceNodes = d.sourceNodes, k.atenOps = d.atenOps;
    }
    c.calls.push_back(std::move(k));
  }
  OutputCode* code_ = nullptr;
  std::map<std::string, int, std::less<>> defined_;
  Said said_;
  bool inCall_ = false;
  bool cppParams_ = false;  // inside a C++ kernel's parameter list
  int callIndent_ = 0;
};

// `"key": [` ... `]` items of a flat JSON object of string lists, read without a JSON library (the engine reads
// text, and these records are small and regular): `{"a:1": ["x", "y"], "b:2": ["z"]}`.
std::map<std::string, std::vector<std::string>> stringListObject(std::string_view s) {
  std::map<std::string, std::vector<std::string>> out;
  size_t i = 0;
  auto quoted = [&](std::string& into) {
    size_t q = s.find('"', i);
    if (q == std::string_view::npos) return false;
    size_t e = s.find('"', q + 1);
    if (e == std::string_view::npos) return false;
    into = std::string(s.substr(q + 1, e - q - 1));
    i = e + 1;
    return true;
  };
  std::string key;
  while (i < s.size() && s[i] != '}') {
    if (!quoted(key)) break;
    size_t open = s.find('[', i), close = s.find(']', i);
    if (open == std::string_view::npos || close == std::string_view::npos) break;
    std::vector<std::string>& items = out[key];
    std::string_view list = s.substr(open + 1, close - open - 1);
    for (size_t q = list.find('"'); q != std::string_view::npos; q = list.find('"', q)) {
      size_t e = list.find('"', q + 1);
      if (e == std::string_view::npos) break;
      items.emplace_back(list.substr(q + 1, e - q - 1));
      q = e + 1;
    }
    i = close + 1;
    while (i < s.size() && (s[i] == ',' || s[i] == ' ' || s[i] == '\n')) ++i;
  }
  return out;
}

}  // namespace

bool mayHoldOutputCode(const Document& doc) {
  // Every output code defines `async_compile`: a document without it (most: a graph log) is not scanned.
  return dumps::namesProvenanceTable(doc.path) || scan::contains(doc.text, "async_compile");
}

bool showsOutputCode(const Document& doc) {
  const std::string_view head = std::string_view(doc.text).substr(0, 64 * 1024);
  if (dumps::namesProvenanceTable(doc.path)) return true;
  for (std::string_view mark : {std::string_view("async_compile = AsyncCompile()"), std::string_view("# AOT ID: ["),
                                kOutputCodeTag, kTraceOutputCode})
    if (head.find(mark) != std::string_view::npos) return true;
  return false;
}

std::vector<OutputCode> readOutputCode(const Document& doc, int docIndex) {
  std::vector<OutputCode> out;
  std::vector<LogicalLine> lines = logicalLines(doc);
  // Two passes: first where the blocks are (so `out` stops growing), then their statements.
  std::vector<int> blockOf(lines.size(), -1);
  {
    std::vector<OutputCode> found;
    Blocks blocks(docIndex, found);
    for (size_t i = 0; i < lines.size(); ++i) {
      // (Blocks points at the open block, re-pointed whenever one is added: `found` may move then.)
      if (OutputCode* c = blocks.place(lines[i])) blockOf[i] = static_cast<int>(c - found.data());
    }
    out = std::move(found);
  }
  Reader reader;
  for (size_t i = 0; i < lines.size(); ++i)
    if (blockOf[i] >= 0) reader.line(out[blockOf[i]], lines[i]);
  // Blocks of a log that hold no kernel and no `call` are other messages under the same tag.
  std::erase_if(out, [](const OutputCode& c) { return c.calls.empty() && c.definitions.empty(); });
  return out;
}

// The table of a TORCH_COMPILE_DEBUG folder's own JSON file: `{"preToPost": ..., "cppCodeToPost": {...}, ...}`.
std::optional<ProvenanceMapping> provenanceFile(const Document& doc, int docIndex) {
  const std::string_view text = doc.text;
  const size_t key = text.find("\"cppCodeToPost\"");
  if (!startsWith(trim(text), "{\"") || key == std::string_view::npos) return std::nullopt;
  const size_t open = text.find('{', key);
  if (open == std::string_view::npos) return std::nullopt;
  ProvenanceMapping m;
  m.doc = docIndex;
  m.kernelToPost = stringListObject(text.substr(open + 1));
  return m;
}

std::vector<ProvenanceMapping> readProvenanceMappings(const Document& doc, int docIndex) {
  std::vector<ProvenanceMapping> out;
  if (dumps::namesProvenanceTable(doc.path)) {
    if (std::optional<ProvenanceMapping> m = provenanceFile(doc, docIndex)) out.push_back(std::move(*m));
    return out;
  }
  std::vector<LogicalLine> lines = logicalLines(doc);
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view t = lines[i].text;
    if (!lines[i].prefixed || !startsWith(t, "{\"") || t.find(kTraceProvenance) == std::string_view::npos) continue;
    std::string payload;
    for (size_t j = i + 1; j < lines.size() && !lines[j].prefixed; ++j) payload += lines[j].text;
    size_t key = payload.find("\"cppCodeToPost\"");
    if (key == std::string::npos) continue;
    size_t open = payload.find('{', key);
    if (open == std::string::npos) continue;
    ProvenanceMapping m;
    m.doc = docIndex;
    m.compileId = traceRecordCompileId(t);
    m.line = lines[i].docLine;
    m.kernelToPost = stringListObject(std::string_view(payload).substr(open + 1));
    out.push_back(std::move(m));
  }
  return out;
}

}  // namespace fx
