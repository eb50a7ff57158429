// The printout detector: the engine's segmenter decides (a text is a printout when it finds a graph there), and
// this file only adds what the segmenter cannot know: whether a graph it read is FX's or ordinary PyTorch source
// (`class Net(nn.Module)` with `def forward(self, x)` parses as a graph too), and what to tell the user when no
// graph was found.
#include "detect.h"

#include <array>
#include <cctype>
#include <cstring>

#include "analysis.h"
#include "dump_names.h"
#include "scan.h"
#include "text_encoding.h"

namespace fx {

const char* toString(Verdict v) {
  switch (v) {
    case Verdict::Printout: return "printout";
    case Verdict::Almost: return "almost";
    case Verdict::No: return "no";
  }
  return "no";
}

std::string_view detectionHead(std::string_view text, size_t limit) {
  if (text.size() <= limit) return text;
  size_t nl = text.rfind('\n', limit - 1);
  // One line longer than the limit: its start is still worth reading.
  return nl == std::string_view::npos ? text.substr(0, limit) : text.substr(0, nl + 1);
}

namespace {

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }
bool endsWith(std::string_view s, std::string_view p) { return s.size() >= p.size() && s.substr(s.size() - p.size()) == p; }

// `prefix` followed by digits up to the end: `primals_3`, `tangents_1`.
bool numbered(std::string_view name, std::string_view prefix) {
  if (!startsWith(name, prefix) || name.size() == prefix.size()) return false;
  for (char c : name.substr(prefix.size()))
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// Input names only FX's tracers give: AOTAutograd (`primals_1`, `tangents_1`), make_fx and AOT inference
// (`arg0_1`), Dynamo (`L_x_`, `L_self_modules_fc_parameters_weight_`).
bool tracerInputName(std::string_view n) {
  if (numbered(n, "primals_") || numbered(n, "tangents_")) return true;
  if (startsWith(n, "arg") && n.size() > 3 && std::isdigit(static_cast<unsigned char>(n[3])) &&
      n.find('_') != std::string_view::npos)
    return true;
  return n.size() > 3 && startsWith(n, "L_") && n.back() == '_';
}

// FX's code generator ends a statement with `;  x = None` where a value dies; hand-written Python does not.
bool livenessTrailer(std::string_view line) {
  size_t semi = line.find(";  ");
  if (semi == std::string_view::npos) return false;
  size_t e = line.find_last_not_of(" \t\r");
  return e != std::string_view::npos && endsWith(line.substr(0, e + 1), "= None");
}

// `text` between backquotes after `what` (appended, not `"..." + std::string`: GCC 12 warns wrongly about that).
std::string code(std::string_view what, std::string_view text, std::string_view after = "") {
  std::string s(what);
  s.append("`").append(text).append("`").append(after);
  return s;
}

// The first thing in graph `g` that only an FX printout has, empty when there is none.
std::string fxEvidence(const Graph& g, const Document& doc) {
  if (g.form == Form::GraphStr) return "str(graph) form";
  if (g.form == Form::Tabular) return "print_tabular form";
  for (const Node& n : g.nodes) {
    std::string_view target = n.target;
    if (startsWith(target, "torch.ops.")) return code("", target, " calls");
    if (n.op == OpKind::Placeholder && tracerInputName(n.name)) return code("input ", n.name);
    if (n.type.known()) return code("annotation ", n.type.text);
  }
  if (!g.sources.empty()) return "`# File:` comments";
  if (!g.compileId.empty()) return "compile id " + g.compileId;
  for (uint32_t l = g.firstLine; l <= g.lastLine && l < doc.lineStarts.size(); ++l)
    if (livenessTrailer(doc.line(l))) return "`;  x = None` trailers";
  return {};
}

// Words that only FX printouts and torch.compile logs contain, for texts the engine reads no graph in.
struct Marker {
  const char* label;
  bool (*in)(std::string_view line);
};
bool has(std::string_view line, std::string_view s) { return line.find(s) != std::string_view::npos; }
bool hasNumbered(std::string_view line, std::string_view prefix) {
  for (size_t p = line.find(prefix); p != std::string_view::npos; p = line.find(prefix, p + 1)) {
    size_t d = p + prefix.size();
    if (d < line.size() && std::isdigit(static_cast<unsigned char>(line[d]))) return true;
  }
  return false;
}
const std::array<Marker, 9> kMarkers = {{
    {"`torch.ops.aten.`", [](std::string_view l) { return has(l, "torch.ops.aten."); }},
    {"`primals_N`", [](std::string_view l) { return hasNumbered(l, "primals_"); }},
    {"`tangents_N`", [](std::string_view l) { return hasNumbered(l, "tangents_"); }},
    {"`%x : [num_users=N]`", [](std::string_view l) { return has(l, " : [num_users=") || has(l, " : [#users="); }},
    {"`call_function`", [](std::string_view l) { return has(l, "call_function"); }},
    {"`===== ... graph`", [](std::string_view l) {
       size_t p = l.find("=====");
       return p != std::string_view::npos && has(scan::lower(l.substr(p)), "graph");
     }},
    {"`[__aot_graphs]`", [](std::string_view l) { return has(l, "[__aot_graphs]") || has(l, "[__aot_joint_graph]"); }},
    {"`[__graph_code]`", [](std::string_view l) { return has(l, "[__graph_code]"); }},
    {"`TRACED GRAPH`", [](std::string_view l) { return has(l, "TRACED GRAPH"); }},
}};

// Each marker's first line in `doc` ("`torch.ops.aten.` (line 12)"), in the order of kMarkers.
std::vector<std::string> markersIn(const Document& doc) {
  std::array<uint32_t, kMarkers.size()> first{};  // 1-based; 0: not seen
  for (uint32_t l = 0; l < doc.lineStarts.size(); ++l) {
    std::string_view line = doc.line(l);
    for (size_t m = 0; m < kMarkers.size(); ++m)
      if (!first[m] && kMarkers[m].in(line)) first[m] = l + 1;
  }
  std::vector<std::string> out;
  for (size_t m = 0; m < kMarkers.size(); ++m)
    if (first[m]) out.push_back(std::string(kMarkers[m].label) + " (line " + std::to_string(first[m]) + ")");
  return out;
}

std::string joined(const std::vector<std::string>& items) {
  std::string s;
  for (const auto& i : items) s += (s.empty() ? "" : ", ") + i;
  return s;
}

// "in 42 lines" or "in the first 256 KiB" (a head cut short), for reasons.
std::string extent(const Document& doc, bool cut) {
  if (cut) return "in the first " + std::to_string(kDetectHeadBytes / 1024) + " KiB";
  size_t n = doc.lineStarts.size() - (doc.text.empty() || doc.text.back() == '\n' ? 1 : 0);
  return "in " + std::to_string(n) + (n == 1 ? " line" : " lines");
}

// The engine's graphs, grouped by printout (a nested submodule belongs to its top-level graph).
struct Found {
  int printouts = 0;       // top-level graphs
  int fx = 0;              // of them, those with FX evidence (in themselves or a nested graph)
  int firstFx = -1;        // graph index of the first FX one
  std::string evidence;    // its evidence
};
Found classify(const ParseResult& r, const Document& doc) {
  Found f;
  std::vector<std::string> ev(r.graphs.size());
  for (size_t i = 0; i < r.graphs.size(); ++i) {
    size_t root = i;
    while (r.graphs[root].parent >= 0 && static_cast<size_t>(r.graphs[root].parent) < root) root = r.graphs[root].parent;
    if (ev[root].empty()) ev[root] = fxEvidence(r.graphs[i], doc);
  }
  for (size_t i = 0; i < r.graphs.size(); ++i) {
    if (r.graphs[i].parent >= 0) continue;
    ++f.printouts;
    if (ev[i].empty()) continue;
    if (f.fx++ == 0) f.firstFx = static_cast<int>(i), f.evidence = ev[i];
  }
  return f;
}

std::string graphWhere(const Graph& g) {
  return "line " + std::to_string(g.firstLine + 1) + (g.title.empty() ? "" : " (" + g.title + ")");
}

}  // namespace

Detection detectPrintout(std::string_view text, std::string_view fileName) {
  const std::string_view head = detectionHead(text);
  const bool cut = head.size() < text.size();
  auto parsed = parseFile({std::string(fileName), std::string(head)});
  const Document& doc = parsed->doc;
  const ParseResult& r = parsed->result;
  const bool named = dumps::namesGraphDump(fileName);
  Found f = classify(r, doc);
  Detection d;
  if (f.fx > 0 || (f.printouts > 0 && named)) {
    const Graph& g = r.graphs[f.firstFx >= 0 ? f.firstFx : 0];
    d.verdict = Verdict::Printout;
    d.graphs = f.fx > 0 ? f.fx : f.printouts;
    d.reason = "the engine reads " + std::to_string(d.graphs) + (d.graphs == 1 ? " graph" : " graphs") + " " +
               extent(doc, cut) + ", the first at " + graphWhere(g) + ": " +
               (f.fx > 0 ? f.evidence : "a dump file name");
    return d;
  }
  d.seen = markersIn(doc);
  std::string python = f.printouts > 0 ? "a Module/forward at " + graphWhere(r.graphs[0]) +
                                             " with nothing FX-specific in it (ordinary PyTorch source)"
                                       : "";
  // Source code that works on FX graphs (a pass matching `torch.ops.aten.mm.default`) mentions the markers too:
  // a Module of ordinary Python is source, not a printout gone wrong, and gets no hint.
  if (!python.empty()) {
    d.reason = python + (d.seen.empty() ? "" : "; it mentions " + joined(d.seen));
    d.seen.clear();
    return d;
  }
  if (!d.seen.empty()) {
    d.verdict = Verdict::Almost;
    d.reason = "FX markers " + joined(d.seen) + " but no graph the engine can read " + extent(doc, cut) +
               (named ? "; the file name looks like a dump" : "");
    return d;
  }
  if (head.empty()) d.reason = "empty";
  else if (std::string bin = binaryDataReason(head); !bin.empty()) d.reason = bin;
  else d.reason = "no graph and no FX marker " + extent(doc, cut);
  return d;
}

}  // namespace fx
