// The run tree (run_tree.h): graphs grouped by the rank their file or log line names and the compile id they were
// printed under; recompile reasons read from the logs' `[__recompiles]` lines; ranks compared graph by graph.
#include "run_tree.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <tuple>
#include <vector>

#include "dump_names.h"
#include "kernels.h"
#include "lines.h"
#include "scan.h"

namespace fx {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The N of `rank_N`, `rankN` or `rank-N` in `s` (not inside a word: `frank1` is not one), else -1.
int rankIn(std::string_view s) {
  for (size_t at = s.find("rank"); at != std::string_view::npos; at = s.find("rank", at + 1)) {
    if (at > 0 && letter(s[at - 1])) continue;
    size_t p = at + 4;
    if (p < s.size() && (s[p] == '_' || s[p] == '-')) ++p;
    int n = 0;
    const size_t first = p;
    while (p < s.size() && digit(s[p]) && n < 1'000'000) n = n * 10 + (s[p++] - '0');
    if (p > first && (p == s.size() || !letter(s[p]))) return n;
  }
  return -1;
}

// Compile ids in frame, compile, attempt order; ids that are not one last, by text.
bool compileBefore(const std::string& x, const std::string& y) {
  const auto kx = compileIdParts(x).key(), ky = compileIdParts(y).key();
  return kx != ky ? kx < ky : x < y;
}

// A guard failure once: `0/0: tensor 'x' size mismatch ...` without the `0/0: ` (the compile whose guard failed) when
// several earlier compiles failed the same way (they are one reason for the user).
void addReason(std::vector<std::string>& reasons, std::string_view t) {
  if (const size_t colon = t.find(": "); colon != std::string_view::npos && compileIdParts(t.substr(0, colon)).valid)
    t.remove_prefix(colon + 2);
  if (!t.empty() && std::find(reasons.begin(), reasons.end(), t) == reasons.end()) reasons.emplace_back(t);
}

// Why Dynamo compiled each compile id again, per rank, from a log's `[__recompiles]` (or `[__recompiles_verbose]`) lines:
// `[0/1] [__recompiles]     - 0/0: tensor 'x' size mismatch at index 0. expected 4, actual 8`.
using Reasons = std::map<std::pair<int, std::string>, std::vector<std::string>>;  // (rank, compile id) → reasons
void readRecompileReasons(const Document& doc, int docRank, Reasons& out) {
  if (!scan::contains(doc.text, "[__recompiles")) return;
  for (const LogicalLine& l : logicalLines(doc)) {
    // `recompiles` and `+recompiles` (`__recompiles_verbose`: every cache entry's failures, `guard 0 failures:` and
    // its `- 16/7: ...` lines).
    if (!l.logTag().starts_with("__recompiles") || l.compileId().empty()) continue;
    std::string_view t = trim(l.text);
    if (!t.starts_with("- ")) continue;
    t.remove_prefix(2);
    const int lineRank = torchrunRank(doc.line(l.docLine));
    addReason(out[{lineRank >= 0 ? lineRank : docRank, std::string(l.compileId())}], t);
  }
}

// The `"rank": N` a TORCH_TRACE record carries when the process was one of a group, else -1.
int recordRank(std::string_view rec) {
  const size_t at = rec.find("\"rank\": ");
  if (at == std::string_view::npos) return -1;
  int n = 0;
  size_t p = at + 8;
  const size_t first = p;
  while (p < rec.size() && digit(rec[p]) && n < 1'000'000) n = n * 10 + (rec[p++] - '0');
  return p > first ? n : -1;
}

// The same from a TORCH_TRACE log's `recompile_reasons` artifact, written under the new compile id before its
// `dynamo_start`: its TAB-led payload is one bare reason, or a JSON list of them (one per line).
void readTraceRecompileReasons(const Document& doc, int docRank, Reasons& out) {
  if (!scan::contains(doc.text, "\"recompile_reasons\"")) return;
  const uint32_t lines = static_cast<uint32_t>(doc.lineStarts.size());
  for (uint32_t i = 0; i < lines; ++i) {
    const std::string_view rec = doc.line(i);
    if (rec.find("{\"artifact\": {\"name\": \"recompile_reasons\"") == std::string_view::npos) continue;
    const std::string id = traceRecordCompileId(rec);
    if (id.empty()) continue;
    const int rank = recordRank(rec);
    auto& reasons = out[{rank >= 0 ? rank : docRank, id}];
    for (uint32_t j = i + 1; j < lines && doc.line(j).starts_with("\t"); ++j) {
      std::string_view t = trim(doc.line(j));
      if (t == "[" || t == "]") continue;
      if (t.ends_with(",")) t.remove_suffix(1);
      if (t.size() >= 2 && t.front() == '"' && t.back() == '"') t = t.substr(1, t.size() - 2);
      addReason(reasons, t);
    }
  }
}

// The first node where two graphs' ops differ, in print order: {node of a, node of b}, {-1, -1} when none does.
std::pair<int, int> firstDifference(const Graph& a, const Graph& b) {
  const size_t n = std::min(a.nodes.size(), b.nodes.size());
  for (size_t i = 0; i < n; ++i)
    if (a.nodes[i].op != b.nodes[i].op || a.nodes[i].target != b.nodes[i].target) return {static_cast<int>(i), static_cast<int>(i)};
  if (a.nodes.size() == b.nodes.size()) return {-1, -1};
  return {a.nodes.size() > n ? static_cast<int>(n) : -1, b.nodes.size() > n ? static_cast<int>(n) : -1};
}

// A graph's kind within its compile, to compare ranks graph for graph: its role, header and place among the graphs
// of that role and header.
using Kind = std::tuple<Role, std::string, int>;

void compareRanks(const Analysis& a, RunTree& t) {
  // compile id → kind → (rank, graph), ranks in order.
  std::map<std::string, std::map<Kind, std::vector<std::pair<int, int>>>> byCompile;
  for (const RunRank& r : t.ranks)
    for (const RunCompile& c : r.compiles) {
      std::map<std::pair<Role, std::string>, int> seen;
      for (int g : c.graphs) {
        const Graph& gr = a.graphs[g];
        const int k = seen[{gr.role, gr.header}]++;
        byCompile[c.id][{gr.role, gr.header, k}].push_back({r.rank, g});
      }
    }
  for (const auto& [id, kinds] : byCompile)
    for (const auto& [kind, graphs] : kinds)
      for (size_t i = 1; i < graphs.size(); ++i) {
        const auto [ga, gb] = std::pair{graphs[0].second, graphs[i].second};
        const auto [na, nb] = firstDifference(a.graphs[ga], a.graphs[gb]);
        if (na >= 0 || nb >= 0) t.divergences.push_back({id, graphs[0].first, graphs[i].first, ga, gb, na, nb});
      }
}

// A compile's graphs in the order the run printed them: a log's in its order, then a tlparse folder's by the
// number tlparse gave each file (its folder lists them by name: the backward before the forward).
void inPrintOrder(const Analysis& a, std::vector<int>& graphs) {
  std::vector<std::tuple<bool, int, int, uint32_t, int>> keys;  // a file name is read once, not per comparison
  for (int g : graphs) {
    const int seq = dumps::tlparseSequence(a.docs[a.graphs[g].doc].path);
    keys.emplace_back(seq >= 0, seq, a.graphs[g].doc, a.graphs[g].firstLine, g);
  }
  std::sort(keys.begin(), keys.end());
  for (size_t k = 0; k < keys.size(); ++k) graphs[k] = std::get<4>(keys[k]);
}

}  // namespace

int rankOfGraph(const Analysis& a, int graph) {
  const Graph& g = a.graphs[graph];
  if (const int r = rankIn(a.docs[g.doc].path); r >= 0) return r;
  return g.firstLine < a.docs[g.doc].lineStarts.size() ? torchrunRank(a.docs[g.doc].line(g.firstLine)) : -1;
}

RunTree runTree(const Analysis& a) {
  std::map<int, std::map<std::string, RunCompile>> ranks;
  for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g) {
    if (a.graphs[g].parent >= 0) continue;  // a nested submodule graph goes with its parent
    RunCompile& c = ranks[rankOfGraph(a, g)][a.graphs[g].compileId];
    c.id = a.graphs[g].compileId;
    c.graphs.push_back(g);
  }
  Reasons reasons;
  for (int d = 0; d < static_cast<int>(a.docs.size()); ++d) {
    readRecompileReasons(a.docs[d], rankIn(a.docs[d].path), reasons);
    readTraceRecompileReasons(a.docs[d], rankIn(a.docs[d].path), reasons);
  }
  for (const auto& [key, why] : reasons) {
    RunCompile& c = ranks[key.first][key.second];
    c.id = key.second;
    c.reasons = why;
  }
  for (const CompiledGraph& cg : compiledGraphs(a)) {
    const OutputCode& c = cg.code;
    const std::string id = !c.compileId.empty() || cg.graph < 0 ? c.compileId : a.graphs[cg.graph].compileId;
    RunCompile& rc = ranks[cg.graph >= 0 ? rankOfGraph(a, cg.graph) : rankIn(a.docs[c.doc].path)][id];
    rc.id = id;
    rc.outputCodes.push_back({c.doc, c.firstLine, c.aotId, cg.graph, static_cast<int>(c.definitions.size()),
                              static_cast<int>(c.calls.size())});
  }
  for (auto& [rank, compiles] : ranks)
    for (auto& [id, c] : compiles) inPrintOrder(a, c.graphs);
  RunTree t;
  for (auto& [rank, compiles] : ranks) {
    RunRank r{rank, {}};
    for (auto& [id, c] : compiles) r.compiles.push_back(std::move(c));
    std::sort(r.compiles.begin(), r.compiles.end(), [](const RunCompile& x, const RunCompile& y) { return compileBefore(x.id, y.id); });
    t.ranks.push_back(std::move(r));
  }
  compareRanks(a, t);
  return t;
}

}  // namespace fx
