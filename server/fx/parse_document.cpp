// The segmenter: finds every graph printout in a document (a log, a dump file, a notebook paste), hands
// each to its form's parser, and attaches what the surrounding text says about it (headers, compile ids).
#include <atomic>
#include <cctype>

#include "parse.h"
#include "dump_names.h"
#include "bytes.h"
#include "parse_forms.h"
#include "scan.h"

namespace fx {

namespace {

// The header row of print_tabular. TORCH_LOGS=graph prints it behind the graph's name on the same line:
// ` __compiled_fn_2 <eval_with_key>.121 opcode         name     target   args   kwargs`.
bool startsTabular(std::string_view t) {
  size_t p = t.find("opcode");
  if (p == std::string_view::npos || (p > 0 && t[p - 1] != ' ' && t[p - 1] != '\t')) return false;
  std::string_view rest = t.substr(p);
  size_t n = rest.find(" name"), g = rest.find(" target"), a = rest.find(" args"), k = rest.find(" kwargs");
  return n != std::string_view::npos && g != std::string_view::npos && a != std::string_view::npos &&
         k != std::string_view::npos && n < g && g < a && a < k;
}

// A line that names the graph that follows: `===== Forward graph 0 =====`, a TORCH_TRACE record
// `{"aot_backward_graph": ...}`, or a short user header such as `Backward pass:`.
bool headerText(std::string_view t, std::string& out) {
  t = trim(t);
  if (t.size() >= 10 && t.substr(0, 4) == "====") {
    size_t b = t.find_first_not_of('=');
    size_t e = t.find_last_not_of('=');
    if (b == std::string_view::npos || e < b) return false;
    out = std::string(trim(t.substr(b, e - b + 1)));
    return true;
  }
  if (t.size() > 4 && t[0] == '{' && t[1] == '"') {
    size_t q = t.find('"', 2);
    if (q == std::string_view::npos) return false;
    out = std::string(t.substr(2, q - 2));
    // `{"artifact": {"name": "inductor_post_grad_graph", ...}`: the artifact's name says what the graph is.
    constexpr std::string_view kArtifact = "{\"artifact\": {\"name\": \"";
    if (t.substr(0, kArtifact.size()) == kArtifact) {
      size_t e = t.find('"', kArtifact.size());
      if (e != std::string_view::npos) out = std::string(t.substr(kArtifact.size(), e - kArtifact.size()));
    }
    return true;
  }
  if (t.size() < 80 && t.size() > 1 && t.back() == ':' && t.substr(0, 4) != "def " && t.substr(0, 6) != "class ") {
    std::string l = scan::lower(t);
    for (std::string_view k : {"forward", "backward", "joint", "graph", "pass", "inference", "exportedprogram"})
      if (l.find(k) != std::string::npos) {
        out = std::string(t.substr(0, t.size() - 1));
        return true;
      }
  }
  return false;
}


int graphNumberIn(std::string_view h) {
  // `Forward graph 0`, `Joint graph 12`
  size_t p = scan::lower(h).find("graph ");
  if (p == std::string::npos) return -1;
  size_t q = p + 6;
  int n = 0;
  bool any = false;
  while (q < h.size() && std::isdigit(static_cast<unsigned char>(h[q])) && n < 100000000) {
    n = n * 10 + (h[q] - '0');
    ++q;
    any = true;
  }
  return any ? n : -1;
}

// Where a graph starts in the tail of a line behind a prefix (`...   graph: graph():`, `... code: def forward(self,
// x):`), or npos. A start at the beginning of the line (after blanks) is the forms' own business.
size_t graphStartInTail(std::string_view t) {
  t = t.substr(0, t.find_last_not_of(" \t\r") + 1);
  auto behindPrefix = [&](size_t p) {
    return p != std::string_view::npos && p > 0 && (t[p - 1] == ' ' || t[p - 1] == '\t' || t[p - 1] == ':') &&
           !isBlank(t.substr(0, p));
  };
  constexpr std::string_view graphHead = "graph():";
  if (t.size() > graphHead.size() && t.substr(t.size() - graphHead.size()) == graphHead &&
      behindPrefix(t.size() - graphHead.size()))
    return t.size() - graphHead.size();
  size_t d = t.find("def forward(self");
  if (behindPrefix(d) && (t.back() == ':' || t.back() == ',' || t.back() == '(')) return d;
  return std::string_view::npos;
}

// `... saved_output = OrderedSet([a, b])`: the names, or false.
bool savedOutputLine(std::string_view t, int doc, uint32_t line, std::vector<SavedOutputNote>& out) {
  constexpr std::string_view mark = "saved_output = OrderedSet([";
  size_t p = t.find(mark);
  if (p == std::string_view::npos) return false;
  size_t b = p + mark.size(), e = t.find(']', b);
  if (e == std::string_view::npos) return false;
  SavedOutputNote note{doc, line, {}};
  for (std::string_view part : scan::split(t.substr(b, e - b), ','))
    if (std::string_view n = trim(part); !n.empty()) note.names.emplace_back(n);
  out.push_back(std::move(note));
  return true;
}

}  // namespace

ParseResult parseDocument(const Document& doc, int docIndex) {
  ParseResult r;
  if (doc.text.size() > kMaxDocumentBytes) {
    Diagnostic d;
    d.doc = docIndex;
    d.severity = Severity::Error;
    d.code = "too-large";
    d.message = "this text is " + formatBytes(doc.text.size()) + ": fxlens analyzes texts up to " +
                formatBytes(kMaxDocumentBytes) + " (its byte offsets are 32-bit); split the file";
    r.diagnostics.push_back(std::move(d));
    r.restartable = false;
    return r;
  }
  parseFromLine(doc, docIndex, 0, r, [](const ParseResult&) { return false; });
  return r;
}

namespace {

// What the reader knows between printouts: the last header seen and what its line's prefix said. Clean (empty)
// at the document's start and right after each printout.
struct HeaderState {
  std::string header, compileId, tag;
  size_t age = 0;
  void clear() {
    header.clear();
    compileId.clear();
    tag.clear();
  }
};

// The header, compile id and graph number of the top-level graphs a printout starting at `head` produced.
void attachHeader(const HeaderState& h, const LogicalLine& head, Graph& gr) {
  gr.header = h.header;
  gr.compileId = !head.compileId().empty() ? std::string(head.compileId()) : h.compileId;
  if (gr.compileId.empty()) gr.compileId = dumps::compiledFnId(h.header);
  if (gr.compileId.empty()) gr.compileId = dumps::compiledFnId(head.text);
  gr.graphNumber = graphNumberIn(h.header);
  if (!h.tag.empty() && gr.header.empty()) gr.header = h.tag;
  if (!head.logTag().empty() && gr.header.empty()) gr.header = std::string(head.logTag());
}

// A new Graph::serial: unique in the process (parses run on several threads: the server's worker, siblings, tests).
uint64_t nextSerial() {
  static std::atomic<uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

// `lines` are the document's from line `fromLine` on, one per line.
ParseSegment segmentAfter(const Document& doc, const std::vector<LogicalLine>& lines, uint32_t fromLine, size_t i,
                          uint32_t startLine, const ParseResult& r) {
  ParseSegment s;
  s.startLine = startLine;
  s.resumeLine = fromLine + static_cast<uint32_t>(i);
  s.resumeSkip = i < lines.size() ? lines[i].begin - doc.lineStarts[lines[i].docLine] : 0;
  s.graphsEnd = static_cast<uint32_t>(r.graphs.size());
  s.diagnosticsEnd = static_cast<uint32_t>(r.diagnostics.size());
  s.savedEnd = static_cast<uint32_t>(r.savedOutputs.size());
  return s;
}

}  // namespace

void parseFromLine(const Document& doc, int docIndex, uint32_t fromLine, ParseResult& r,
                   const std::function<bool(const ParseResult&)>& done, uint32_t toLine) {
  FormContext ctx{doc, docIndex, r.diagnostics};
  std::vector<LogicalLine> lines = logicalLines(doc, fromLine, toLine);
  HeaderState hs;
  size_t i = 0;
  while (i < lines.size()) {
    std::string h;
    bool code = startsCodeForm(lines[i].text);
    bool graphStr = !code && trim(lines[i].text) == "graph():";
    const bool tabular = !code && !graphStr && startsTabular(lines[i].text);
    if (!code && !graphStr && !tabular) {
      if (size_t at = graphStartInTail(lines[i].text); at != std::string_view::npos) {
        cutAtGraphStart(lines, i, at);
        r.restartable = false;  // the cut changed lines after this one: a re-parse cannot start past it
        code = startsCodeForm(lines[i].text);
        graphStr = !code && trim(lines[i].text) == "graph():";
      }
    }
    const LogicalLine& l = lines[i];
    if (!code && !graphStr && !tabular && headerText(l.text, h)) {
      hs.header = h;
      hs.compileId = !l.compileId().empty() ? std::string(l.compileId()) : traceRecordCompileId(l.text);
      hs.tag = std::string(l.logTag());
      hs.age = 0;
      ++i;
      continue;
    }
    size_t before = r.graphs.size();
    size_t start = i;
    if (code) parseCodeForm(ctx, lines, i, r.graphs);
    else if (graphStr) parseGraphStrForm(ctx, lines, i, r.graphs);
    else if (tabular) parseTabularForm(ctx, lines, i, r.graphs);
    if (i == start) ++i;  // never stall
    if (r.graphs.size() == before) {
      if (savedOutputLine(l.text, docIndex, l.docLine, r.savedOutputs)) continue;
      if (!isBlank(l.text) && trim(l.text) != "TRACED GRAPH" && ++hs.age > 3) hs.header.clear();
      continue;
    }
    for (size_t g = before; g < r.graphs.size(); ++g) {
      r.graphs[g].serial = nextSerial();
      if (r.graphs[g].parent < 0) attachHeader(hs, lines[start], r.graphs[g]);
    }
    hs.clear();
    r.segments.push_back(segmentAfter(doc, lines, fromLine, i, lines[start].docLine, r));
    if (done(r)) return;
  }
}

}  // namespace fx
