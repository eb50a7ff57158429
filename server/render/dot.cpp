#include "dot.h"

#include <algorithm>

#include "dot_labels.h"
#include "fx/bytes.h"
#include "dot_text.h"
#include "plan_graphs.h"
#include "plan_visible.h"

namespace fxr {

namespace {

using fx::Category;

// Seed 000's palette (light) and a dark one. One row per fx::Category, in enum order.
constexpr CategoryStyle kLight[] = {
    {Category::None, "uncategorized", "ellipse", "filled", "#EEEEEE", "#9E9E9E", "#000000"},
    {Category::Input, "input", "box", "filled,bold", "#E8F4FD", "#2196F3", "#000000"},
    {Category::Tangent, "tangent", "box", "filled,bold", "#B3E5FC", "#0288D1", "#000000"},
    {Category::Fwd, "fwd", "ellipse", "filled", "#E8F5E9", "#4CAF50", "#000000"},
    {Category::Bwd, "bwd", "ellipse", "filled", "#FFF3E0", "#FF9800", "#000000"},
    {Category::SaveTensor, "save_tensor", "hexagon", "filled,bold", "#FFEB3B", "#D32F2F", "#000000"},
    {Category::FwdOutput, "fwd_output", "box", "filled,bold", "#C8E6C9", "#388E3C", "#000000"},
    {Category::BwdOutput, "bwd_output", "box", "filled,bold", "#FFCCBC", "#E64A19", "#000000"},
};
constexpr CategoryStyle kDark[] = {
    {Category::None, "uncategorized", "ellipse", "filled", "#2E2E2E", "#9E9E9E", "#EEEEEE"},
    {Category::Input, "input", "box", "filled,bold", "#0D2A45", "#64B5F6", "#E3F2FD"},
    {Category::Tangent, "tangent", "box", "filled,bold", "#01394F", "#4FC3F7", "#E1F5FE"},
    {Category::Fwd, "fwd", "ellipse", "filled", "#1B3A1E", "#81C784", "#E8F5E9"},
    {Category::Bwd, "bwd", "ellipse", "filled", "#3E2600", "#FFB74D", "#FFF3E0"},
    {Category::SaveTensor, "save_tensor", "hexagon", "filled,bold", "#5C4B00", "#FF5252", "#FFFDE7"},
    {Category::FwdOutput, "fwd_output", "box", "filled,bold", "#1E4620", "#66BB6A", "#E8F5E9"},
    {Category::BwdOutput, "bwd_output", "box", "filled,bold", "#4A1F10", "#FF8A65", "#FBE9E7"},
};

struct Theme {
  const char* background;
  const char* font;
  const char* edge;
  const char* fwdCluster;
  const char* fwdClusterBg;
  const char* bwdCluster;
  const char* bwdClusterBg;
  const char* summaryFill;
  const char* summaryBorder;
  const char* cross;
};
constexpr Theme kLightTheme{"#FFFFFF", "#000000", "#555555", "#4CAF50", "#F1F8E9", "#FF9800", "#FFF8E1",
                            "#EEEEEE", "#757575", "#7E57C2"};
constexpr Theme kDarkTheme{"#1E1E1E", "#DDDDDD", "#AAAAAA", "#81C784", "#1F2A1F", "#FFB74D", "#2A2418",
                           "#333333", "#9E9E9E", "#B39DDB"};

// Above this many drawn nodes and edges, dot is told to work less (kQuickLayout): straight edges, fewer network
// simplex and crossing-reduction passes. Measured on 2 cores: a 101-node graph with 1,465 short edges took 18 s
// with the defaults and 2.2 s so; the default 300-node preview of a big joint (49 nodes, 196 edges) is unchanged.
constexpr int kQuickLayoutWork = 1500;
constexpr const char* kQuickLayout =
    "splines=\"line\", nslimit=\"2\", nslimit1=\"2\", mclimit=\"0.1\", searchsize=\"10\", remincross=\"false\", ";

// What the writers below share: the picture, what of it is drawn, the palette, and the plan being written (its
// DOT text, and its nodes in output order, for the editor to tie each one back to the document).
struct DotOut {
  const Picture& p;
  const Visible& v;
  bool dark;
  const Theme& th;
  RenderPlan& plan;
  std::string& d = plan.dot;
};

// `n<graph>_<node>`: stable across renders of the same analysis (the editor keeps a selection by it).
std::string nodeId(const Picture& p, int k) {
  const fx::NodeRef r = p.ref(k);
  return "n" + std::to_string(r.graph) + "_" + std::to_string(r.node);
}

std::string summaryId(int i) {
  std::string id = "s";  // appended, as above
  id += std::to_string(i);
  return id;
}

// An end of a visible edge: a kept node, or a summary (plan_visible.h).
std::string endId(const Picture& p, int end) { return end < p.total ? nodeId(p, end) : summaryId(end - p.total); }

void writeHeader(DotOut& o, const std::vector<std::string>& title) {
  std::string& d = o.d;
  d += "digraph \"fxlens\" {\n";
  d += "  graph [rankdir=\"BT\", nodesep=\"0.4\", ranksep=\"0.6\", ";
  d += o.plan.quickLayout ? kQuickLayout : "splines=\"true\", ";
  d += "newrank=\"true\", ";
  d += "labelloc=\"t\", fontsize=\"12\", fontname=\"Helvetica\", bgcolor=\"" + std::string(o.th.background) +
       "\", fontcolor=\"" + o.th.font + "\", label=\"" + label(title) + "\"];\n";
  d += "  node [fontname=\"Helvetica\", fontsize=\"9\", margin=\"0.12\"];\n";
  d += "  edge [color=\"" + std::string(o.th.edge) + "\", arrowsize=\"0.6\"];\n";
}

// A graph node in its category's style; dashed when recomputed, a double border when a saved input.
void writeNode(DotOut& o, int k, const char* indent) {
  const fx::Node& n = o.p.node(k);
  const CategoryStyle& st = categoryStyle(n.category, o.dark);
  const std::string id = nodeId(o.p, k);
  std::string style = st.style;
  if (n.recomputed) style += ",dashed";
  const fx::Graph& g = o.p.graph(o.p.slotOf(k));
  o.d += indent;
  o.d += "\"" + id + "\" [id=\"" + id + "\", label=\"" + label(nodeLines(o.p, o.v, k)) + "\", shape=\"" + st.shape +
         "\", style=\"" + style + "\", fillcolor=\"" + st.fill + "\", color=\"" + st.border + "\", fontcolor=\"" +
         st.font + "\", tooltip=\"" + escapeDot(tooltip(n, g)) + "\"";
  if (n.savedInput) o.d += ", peripheries=\"2\"";
  o.d += "];\n";
  PlannedNode& pn = o.plan.nodes.emplace_back();
  pn.id = id;
  pn.node = o.p.ref(k);
  pn.doc = g.doc;
  pn.range = g.nameRange(n);
}

// A summary: a dashed, rounded box standing for the nodes it hides (expanding its group shows them). Its text is
// bigger than a node's: an overview of summaries is read fitted to a side panel.
void writeSummary(DotOut& o, int i, const char* indent) {
  const Summary& sm = o.v.summaries[i];
  const std::string id = summaryId(i);
  o.d += indent;
  o.d += "\"" + id + "\" [id=\"" + id + "\", label=\"" + label(summaryLines(o.p, o.v, i)) +
         "\", shape=\"box\", style=\"filled,dashed,rounded\", fontsize=\"14\", fillcolor=\"" + o.th.summaryFill + "\", color=\"" +
         o.th.summaryBorder + "\", fontcolor=\"" + o.th.font + "\", comment=\"group " + escapeDot(sm.id) + "\"];\n";
  PlannedNode& pn = o.plan.nodes.emplace_back();
  pn.id = id;
  pn.hides = sm.count;
  pn.group = sm.id;
  if (sm.first >= 0) pn.sample = o.p.ref(sm.first);
}

bool sideUsed(const Picture& p, const Visible& v, Side side) {
  for (int k = 0; k < p.total; ++k)
    if (v.kept[k] && p.side(k) == side) return true;
  for (const Summary& sm : v.summaries)
    if (sm.side == side) return true;
  return false;
}

// The kept nodes of one side in print order, then its summaries.
void writeSide(DotOut& o, Side side, const char* indent) {
  for (int k = 0; k < o.p.total; ++k)
    if (o.v.kept[k] && o.p.side(k) == side) writeNode(o, k, indent);
  for (size_t i = 0; i < o.v.summaries.size(); ++i)
    if (o.v.summaries[i].side == side) writeSummary(o, static_cast<int>(i), indent);
}

// A side in its cluster (seed 000's dashed, rounded "Forward Pass" / "Backward Pass" boxes), when it has nodes.
void writeCluster(DotOut& o, Side side, const char* name, const char* title, const char* color, const char* bg) {
  if (!sideUsed(o.p, o.v, side)) return;
  o.d += "  subgraph \"" + std::string(name) + "\" {\n";
  o.d += "    graph [label=\"" + std::string(title) + "\", style=\"rounded,dashed\", color=\"" + color +
         "\", bgcolor=\"" + bg + "\", penwidth=\"2\", fontcolor=\"" + o.th.font + "\"];\n";
  writeSide(o, side, "    ");
  o.d += "  }\n";
}

// Ranks: tangents and saved tensors at the bottom (min), gradient outputs at the top (max).
void writeRanks(DotOut& o) {
  std::string minRank, maxRank;
  for (int k = 0; k < o.p.total; ++k) {
    if (!o.v.kept[k]) continue;
    const Category c = o.p.node(k).category;
    if (c == Category::Tangent || c == Category::SaveTensor) minRank += " \"" + nodeId(o.p, k) + "\";";
    else if (c == Category::BwdOutput) maxRank += " \"" + nodeId(o.p, k) + "\";";
  }
  if (!minRank.empty()) o.d += "  { rank=\"min\";" + minRank + " }\n";
  if (!maxRank.empty()) o.d += "  { rank=\"max\";" + maxRank + " }\n";
}

// `, label="saves 3 · 48.00 MiB"`: what an edge between groups carries from the forward to the backward.
std::string savedLabel(const VisibleEdge& e) {
  if (e.saved == 0) return "";
  std::string text = "saves " + std::to_string(e.saved);
  if (e.savedKnown > 0) text += " \xC2\xB7 " + fx::formatBytes(e.savedBytes);
  return ", xlabel=\"" + escapeDot(text) + "\", fontsize=\"8\"";
}

// The drawn edges: data edges (dashed when an end is a summary), then a pair's cross edges, which do not constrain
// the ranks (the two graphs are laid out side by side) and name their association in the tooltip.
void writeEdges(DotOut& o) {
  for (const VisibleEdge& e : o.v.edges) {
    if (!e.drawn) continue;
    o.d += "  \"" + endId(o.p, e.from) + "\" -> \"" + endId(o.p, e.to) + "\"";
    if (e.cross)
      o.d += " [class=\"cross\", style=\"dashed\", color=\"" + std::string(o.th.cross) +
             "\", constraint=\"false\", tooltip=\"" + fx::toString(e.cross->kind) + "\"]";
    else if (e.from >= o.p.total || e.to >= o.p.total)
      o.d += " [style=\"dashed\", color=\"" + std::string(o.th.summaryBorder) + "\"" + savedLabel(e) + "]";
    o.d += ";\n";
  }
}

// The legend: one row per category, our own text only.
void writeLegend(DotOut& o) {
  std::string& d = o.d;
  const std::string font = o.th.font;
  auto row = [&](const std::string& cell, const std::string& text) {
    d += "<TR><TD" + cell + "> </TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"" + font + "\">" + text + "</FONT></TD></TR>";
  };
  d += "  \"legend\" [id=\"legend\", shape=\"plaintext\", margin=\"0\", label=<<TABLE BORDER=\"0\" CELLBORDER=\"1\" "
       "CELLSPACING=\"2\" CELLPADDING=\"3\">";
  d += "<TR><TD COLSPAN=\"2\"><FONT COLOR=\"" + font + "\">Legend</FONT></TD></TR>";
  for (int c = 1; c < 8; ++c) {
    const CategoryStyle& st = categoryStyle(static_cast<Category>(c), o.dark);
    row(" BGCOLOR=\"" + std::string(st.fill) + "\" COLOR=\"" + st.border + "\" WIDTH=\"18\"",
        std::string(st.legend) + " (" + st.shape + ")");
  }
  row(" COLOR=\"" + std::string(o.th.summaryBorder) + "\"", "recomputed / collapsed (dashed)");
  if (o.p.mode == Picture::Mode::Pair)
    row(" BGCOLOR=\"" + std::string(o.th.cross) + "\"", "forward producer to backward (dashed edge)");
  d += "</TABLE>>];\n";
  o.plan.nodes.emplace_back().id = "legend";
}

void writeDot(const Picture& p, const Visible& v, const RenderOptions& opts, RenderPlan& plan) {
  const Theme& th = opts.dark ? kDarkTheme : kLightTheme;
  DotOut o{p, v, opts.dark, th, plan};
  o.d.reserve(static_cast<size_t>(v.drawnNodes()) * 200 + v.edges.size() * 40 + 4096);
  writeHeader(o, titleLines(p, v, opts, plan.quickLayout));
  writeCluster(o, kFwdSide, "cluster_fwd", "Forward Pass", th.fwdCluster, th.fwdClusterBg);
  writeCluster(o, kBwdSide, "cluster_bwd", "Backward Pass", th.bwdCluster, th.bwdClusterBg);
  writeSide(o, kOutside, "  ");
  writeRanks(o);
  writeEdges(o);
  writeLegend(o);
  o.d += "}\n";
}

}  // namespace

const CategoryStyle& categoryStyle(Category c, bool dark) {
  auto i = static_cast<size_t>(c);
  if (i >= std::size(kLight)) i = 0;
  return dark ? kDark[i] : kLight[i];
}

// Three steps, each a plain function of what the one before chose: the graphs (plan_graphs.h), what of them is
// visible (plan_visible.h), the DOT text (above).
RenderPlan planDot(const fx::Analysis& a, const RenderOptions& opts) {
  RenderPlan plan;
  const Picture p = chooseGraphs(a, opts.graph, plan.error);
  if (!plan.error.empty()) return plan;
  plan.graphs = p.slots;
  plan.total = p.total;
  const Visible v = chooseVisible(p, opts, plan.error);
  if (!plan.error.empty()) return plan;
  plan.hidden = v.hidden;
  plan.truncated = v.hidden > 0;
  plan.edges = static_cast<int>(v.edges.size());
  plan.hiddenEdges = v.droppedEdges;
  plan.quickLayout = v.drawnNodes() + plan.edges - plan.hiddenEdges > kQuickLayoutWork;
  writeDot(p, v, opts, plan);
  return plan;
}

}  // namespace fxr
