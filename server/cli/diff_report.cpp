#include "diff_report.h"

#include <ostream>
#include <string>

#include "fx/bytes.h"
#include "json_writer.h"

namespace cli {

DiffItem diffItem(const fx::Analysis& analysisA, int a, const fx::Analysis& analysisB, int b) {
  DiffItem it{&analysisA, &analysisB, a, b, fx::diffGraphs(analysisA, a, analysisB, b), {}};
  it.costs = fx::diffCosts(analysisA, a, analysisB, b, it.diff);
  return it;
}

namespace {

// "fwd.txt:12 mm_1": where a node is printed (1-based line), and its name.
std::string place(const fx::Analysis& an, int graph, int node) {
  const fx::Graph& g = an.graphs[graph];
  const fx::Node& n = g.nodes[node];
  return an.docs[g.doc].path + ":" + std::to_string(g.lineOf(n) + 1) + " " + std::string(n.name);
}

std::string graphLine(const fx::Analysis& an, int graph) {
  const fx::Graph& g = an.graphs[graph];
  std::string s = g.id + " (" + fx::toString(g.role) + ", " + std::to_string(g.nodes.size()) + " nodes";
  if (!g.compileId.empty()) s += ", [" + g.compileId + "]";
  return s + ")";
}

template <class Name>
void nameList(std::ostream& out, const char* label, size_t count, Name nameAt) {
  if (count == 0) return;
  out << "; " << label << ": ";
  for (size_t i = 0; i < count; ++i) out << (i ? ", " : "") << nameAt(i);
}

void writeCosts(const DiffItem& it, std::ostream& out) {
  const fx::CostDiff& c = it.costs;
  if (!c.hasPartition) return;
  const fx::Graph &ga = it.analysisA->graphs[it.a], &gb = it.analysisB->graphs[it.b];
  const size_t savedA = c.savedBoth.size() + c.savedOnlyA.size(), savedB = c.savedBoth.size() + c.savedOnlyB.size();
  out << "  saved: " << savedA << " → " << savedB << " (" << fx::formatBytes(c.savedBytesA, c.unknownA) << " → "
      << fx::formatBytes(c.savedBytesB, c.unknownB) << ")";
  nameList(out, "only in A", c.savedOnlyA.size(), [&](size_t i) { return std::string(ga.nodes[c.savedOnlyA[i]].name); });
  nameList(out, "only in B", c.savedOnlyB.size(), [&](size_t i) { return std::string(gb.nodes[c.savedOnlyB[i]].name); });
  out << "\n  recomputed in the backward: " << c.recomputedBoth.size() + c.recomputedOnlyA.size() << " → "
      << c.recomputedBoth.size() + c.recomputedOnlyB.size();
  nameList(out, "only in A", c.recomputedOnlyA.size(), [&](size_t i) { return c.recomputedOnlyA[i]; });
  nameList(out, "only in B", c.recomputedOnlyB.size(), [&](size_t i) { return c.recomputedOnlyB[i]; });
  out << "\n";
}

void writeItemText(const DiffItem& it, std::ostream& out) {
  const fx::GraphDiff& d = it.diff;
  const fx::Analysis &A = *it.analysisA, &B = *it.analysisB;
  out << "A " << graphLine(A, it.a) << "\nB " << graphLine(B, it.b) << "\n";
  out << "  " << d.matches.size() << " matched (" << d.matches.size() - d.changed() << " the same, " << d.changed()
      << " changed; " << d.renamed() << " renamed), " << d.removed.size() << " removed, " << d.added.size() << " added\n";
  writeCosts(it, out);
  if (d.changed()) out << "  changed:\n";
  for (const fx::NodeMatch& m : d.matches) {
    if (m.changes.empty()) continue;
    out << "    " << place(A, it.a, m.a) << " → " << place(B, it.b, m.b) << ": ";
    for (size_t i = 0; i < m.changes.size(); ++i) out << (i ? "; " : "") << m.changes[i];
    out << "\n";
  }
  auto list = [&](const char* title, const fx::Analysis& an, int graph, const std::vector<int>& nodes) {
    if (nodes.empty()) return;
    out << "  " << title << ":\n";
    for (int n : nodes) out << "    " << place(an, graph, n) << " (" << fx::opLabel(an.graphs[graph].nodes[n]) << ")\n";
  };
  list("removed (only in A)", A, it.a, d.removed);
  list("added (only in B)", B, it.b, d.added);
}

void nodeJson(JsonWriter& w, const fx::Analysis& an, int graph, int node) {
  const fx::Graph& g = an.graphs[graph];
  const fx::Node& n = g.nodes[node];
  w.beginObject();
  w.field("name", std::string_view(n.name));
  w.field("op", fx::opLabel(n));
  w.field("line", g.lineOf(n) + 1);
  w.endObject();
}

void graphJson(JsonWriter& w, const char* key, const fx::Analysis& an, int graph) {
  const fx::Graph& g = an.graphs[graph];
  w.key(key);
  w.beginObject();
  w.field("id", g.id);
  w.field("file", an.docs[g.doc].path);
  w.field("role", std::string_view(fx::toString(g.role)));
  w.field("compileId", g.compileId);
  w.field("nodes", g.nodes.size());
  w.endObject();
}

void costsJson(JsonWriter& w, const DiffItem& it) {
  const fx::CostDiff& c = it.costs;
  w.key("saved");
  w.beginObject();
  w.key("both");
  w.beginArray();
  for (const fx::NodeMatch& m : c.savedBoth) {
    w.beginArray();
    w.str(std::string_view(it.analysisA->graphs[it.a].nodes[m.a].name));
    w.str(std::string_view(it.analysisB->graphs[it.b].nodes[m.b].name));
    w.endArray();
  }
  w.endArray();
  auto names = [&](const char* key, const fx::Analysis& an, int graph, const std::vector<int>& nodes) {
    w.key(key);
    w.beginArray();
    for (int n : nodes) w.str(std::string_view(an.graphs[graph].nodes[n].name));
    w.endArray();
  };
  names("onlyA", *it.analysisA, it.a, c.savedOnlyA);
  names("onlyB", *it.analysisB, it.b, c.savedOnlyB);
  w.field("bytesA", c.savedBytesA);
  w.field("bytesB", c.savedBytesB);
  w.field("unknownSizeA", c.unknownA);
  w.field("unknownSizeB", c.unknownB);
  w.endObject();
  w.key("recomputed");
  w.beginObject();
  for (auto [key, list] : {std::pair{"both", &c.recomputedBoth}, {"onlyA", &c.recomputedOnlyA}, {"onlyB", &c.recomputedOnlyB}}) {
    w.key(key);
    w.beginArray();
    for (const std::string& n : *list) w.str(n);
    w.endArray();
  }
  w.endObject();
}

void writeItemJson(JsonWriter& w, const DiffItem& it) {
  const fx::GraphDiff& d = it.diff;
  w.beginObject();
  graphJson(w, "a", *it.analysisA, it.a);
  graphJson(w, "b", *it.analysisB, it.b);
  w.key("matches");
  w.beginArray();
  for (const fx::NodeMatch& m : d.matches) {
    w.beginObject();
    w.field("a", std::string_view(it.analysisA->graphs[it.a].nodes[m.a].name));
    w.field("b", std::string_view(it.analysisB->graphs[it.b].nodes[m.b].name));
    w.field("how", std::string_view(fx::toString(m.how)));
    w.key("changes");
    w.beginArray();
    for (const std::string& c : m.changes) w.str(c);
    w.endArray();
    w.endObject();
  }
  w.endArray();
  w.key("removed");
  w.beginArray();
  for (int n : d.removed) nodeJson(w, *it.analysisA, it.a, n);
  w.endArray();
  w.key("added");
  w.beginArray();
  for (int n : d.added) nodeJson(w, *it.analysisB, it.b, n);
  w.endArray();
  costsJson(w, it);
  w.endObject();
}

}  // namespace

void writeDiffText(const std::vector<DiffItem>& items, std::ostream& out) {
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) out << "\n";
    writeItemText(items[i], out);
  }
}

void writeDiffJson(const std::vector<DiffItem>& items, std::ostream& out) {
  JsonWriter w(out);
  w.beginObject();
  w.key("diffs");
  w.beginArray();
  for (const DiffItem& it : items) writeItemJson(w, it);
  w.endArray();
  w.endObject();
  w.newline();
}

}  // namespace cli
