#include "features/graph_diff.h"

#include <algorithm>

#include "fx/bytes.h"
#include "fx/graph_diff.h"

namespace fxl {

namespace {

int graphHere(const Snapshot& snap, int doc, uint32_t offset) {
  const int g = snap.graphAt(doc, offset);
  if (g >= 0) return g;
  const auto graphs = snap.graphsOf(doc);
  return graphs.empty() ? -1 : graphs.front();
}

void addOnce(std::vector<int>& v, int g) {
  if (g >= 0 && std::find(v.begin(), v.end(), g) == v.end()) v.push_back(g);
}

// At most this many nodes per list: the report is read, not searched (`fxlens diff --json` gives them all).
constexpr size_t kListed = 200;

std::string place(const fx::Graph& g, int node) {
  const fx::Node& n = g.nodes[node];
  return "`" + std::string(n.name) + "` (line " + std::to_string(g.lineOf(n) + 1) + ")";
}

std::string summaryTable(const fx::Analysis& a, int ga, int gb, const fx::GraphDiff& d, const fx::CostDiff& c) {
  const fx::Graph &A = a.graphs[ga], &B = a.graphs[gb];
  auto row = [](const std::string& what, const std::string& x, const std::string& y) {
    return "| " + what + " | " + x + " | " + y + " |\n";
  };
  std::string md = "| | A: `" + A.id + "` | B: `" + B.id + "` |\n|---|---|---|\n";
  md += row("role", fx::toString(A.role), fx::toString(B.role));
  if (!A.compileId.empty() || !B.compileId.empty()) md += row("compile", A.compileId, B.compileId);
  md += row("nodes", std::to_string(A.nodes.size()), std::to_string(B.nodes.size()));
  md += row("only here", std::to_string(d.removed.size()) + " removed", std::to_string(d.added.size()) + " added");
  if (c.hasPartition) {
    md += row("saved", std::to_string(c.savedBoth.size() + c.savedOnlyA.size()) + ": " + fx::formatBytes(c.savedBytesA, c.unknownA),
              std::to_string(c.savedBoth.size() + c.savedOnlyB.size()) + ": " + fx::formatBytes(c.savedBytesB, c.unknownB));
    md += row("recomputed in the backward", std::to_string(c.recomputedBoth.size() + c.recomputedOnlyA.size()),
              std::to_string(c.recomputedBoth.size() + c.recomputedOnlyB.size()));
  }
  return md + "\n" + std::to_string(d.matches.size()) + " nodes matched: " +
         std::to_string(d.matches.size() - d.changed()) + " the same, " + std::to_string(d.changed()) + " changed (" +
         std::to_string(d.renamed()) + " renamed).\n";
}

template <class Item>
void bulleted(std::string& md, const std::string& title, size_t count, Item item) {
  if (count == 0) return;
  md += "\n### " + title + " (" + std::to_string(count) + ")\n\n";
  for (size_t i = 0; i < count && i < kListed; ++i) md += "- " + item(i) + "\n";
  if (count > kListed) md += "- … and " + std::to_string(count - kListed) + " more\n";
}

}  // namespace

DiffChoices diffChoices(const Snapshot& snap, int doc, uint32_t offset) {
  const fx::Analysis& a = snap.analysis();
  DiffChoices c;
  c.graph = graphHere(snap, doc, offset);
  if (c.graph < 0) return c;
  for (auto [earlier, later] : fx::recompiledGraphs(a)) {
    if (later == c.graph) addOnce(c.candidates, earlier);
    if (earlier == c.graph) addOnce(c.candidates, later);
  }
  for (int d = 0; d < snap.docCount(); ++d) {
    if (d == a.graphs[c.graph].doc) continue;
    const auto graphs = snap.graphsOf(d);
    addOnce(c.candidates, fx::counterpartGraph(a, c.graph, a, {graphs.begin(), graphs.end()}));
  }
  for (int pass = 0; pass < 2; ++pass)
    for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g)
      if (g != c.graph && a.graphs[g].parent < 0 && (pass == 1 || a.graphs[g].role == a.graphs[c.graph].role))
        addOnce(c.candidates, g);
  return c;
}

DiffView diffView(const Snapshot& snap, int doc, uint32_t offset, std::string_view other) {
  const fx::Analysis& a = snap.analysis();
  DiffView v;
  v.graph = graphHere(snap, doc, offset);
  if (v.graph < 0) return v.error = "no FX graph here to compare", v;
  for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g)
    if (a.graphs[g].id == other) v.other = g;
  if (v.other < 0) return v.error = "no graph " + std::string(other) + " is open or beside the open files", v;
  const fx::Graph &A = a.graphs[v.graph], &B = a.graphs[v.other];
  const fx::GraphDiff d = fx::diffGraphs(a, v.graph, a, v.other);
  const fx::CostDiff c = fx::diffCosts(a, v.graph, a, v.other, d);
  v.markdown = summaryTable(a, v.graph, v.other, d, c);
  std::vector<const fx::NodeMatch*> changed;
  for (const fx::NodeMatch& m : d.matches)
    if (!m.changes.empty()) changed.push_back(&m);
  bulleted(v.markdown, "Changed", changed.size(), [&](size_t i) {
    std::string s = place(A, changed[i]->a) + " → " + place(B, changed[i]->b) + ": ";
    for (size_t k = 0; k < changed[i]->changes.size(); ++k) s += (k ? "; " : "") + changed[i]->changes[k];
    return s;
  });
  auto nodeLine = [&](const fx::Graph& g, int n) { return place(g, n) + " " + std::string(fx::opLabel(g.nodes[n])); };
  bulleted(v.markdown, "Only in A (removed)", d.removed.size(), [&](size_t i) { return nodeLine(A, d.removed[i]); });
  bulleted(v.markdown, "Only in B (added)", d.added.size(), [&](size_t i) { return nodeLine(B, d.added[i]); });
  bulleted(v.markdown, "Saved only in A", c.savedOnlyA.size(), [&](size_t i) { return place(A, c.savedOnlyA[i]); });
  bulleted(v.markdown, "Saved only in B", c.savedOnlyB.size(), [&](size_t i) { return place(B, c.savedOnlyB[i]); });
  bulleted(v.markdown, "Recomputed only in A", c.recomputedOnlyA.size(), [&](size_t i) { return "`" + c.recomputedOnlyA[i] + "`"; });
  bulleted(v.markdown, "Recomputed only in B", c.recomputedOnlyB.size(), [&](size_t i) { return "`" + c.recomputedOnlyB[i] + "`"; });
  return v;
}

}  // namespace fxl
