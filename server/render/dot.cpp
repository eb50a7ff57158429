#include "dot.h"

#include <algorithm>
#include <map>
#include <cstdio>
#include <string_view>

#include "dot_labels.h"
#include "dot_text.h"
#include "fx/bytes.h"
#include "layered_layout.h"
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
// With group boxes the edges between them are long (a group spans much of the printout), and dot slows down on
// them much sooner: a 100k-node joint's cursor node revealed (91 boxes and nodes, 280 edges) took 1.06 s with the
// defaults and 0.15 s so, the same picture of a 1M-node joint about 6 s.
constexpr int kQuickLayoutWorkWithGroups = 300;
constexpr const char* kQuickLayout =
    "splines=\"line\", nslimit=\"2\", nslimit1=\"2\", mclimit=\"0.1\", searchsize=\"10\", remincross=\"false\", ";

// Above this many drawn nodes and edges, dot does not lay the picture out at all: fxlens computes the positions
// (layered_layout.h) and Graphviz only draws them, nodes pinned where they are put and straight edges
// (`layout="nop2"`, graphviz.cpp). dot's time grows much faster than the picture, quick layout or not. Measured on
// 2 cores with `dot -Tsvg` on focused views of the big_transformer joint (--focus transpose_174 --depth 1000,
// quick layout): 1,206 nodes + 1,500 edges 0.37 s, 1,605 + 2,065 3.7 s, 2,005 + 2,645 52 s, 3,005 + 3,917 65 s;
// every node (4,421 + 5,290) did not finish in 180 s. The pinned layout of all of it takes about a second.
constexpr int kPinnedLayoutWork = 3000;
// A picture of every node (no group boxes) goes to the layered layout sooner: dot with curved edges spends seconds
// on a few hundred nodes of a real model (resnet18's joint, 587 nodes and 884 edges: 16.7 s; measured in
// docs/BENCHMARKS.md), where the layered layout takes milliseconds.
constexpr int kDotWholeWork = 600;

// Summaries (group boxes) are written bigger than nodes (9 points): an overview of them is read fitted to a panel.
constexpr int kSummaryFontSize = 14;
// In an overview, everything else is written bigger too (the nodes drawn between its boxes, the saved tensors on
// its edges, the title and the legend): at fit in a side panel 9-point text would be the first to blur.
constexpr int kOverviewFontSize = kSummaryFontSize;

// What the writers below share: the picture, what of it is drawn, the palette, and the plan being written (its
// DOT text, and its nodes in output order, for the editor to tie each one back to the document). With a pinned
// layout, `pos` holds each drawn end's position (a kept node's number, or `total` + a summary's index).
struct DotOut {
  const Picture& p;
  const Visible& v;
  bool dark;
  const Theme& th;
  RenderPlan& plan;
  const KernelFills* kernels = nullptr;  // fills by kernel, when asked
  std::string& d = plan.dot;
  std::map<int, int> kernelsShown = {};  // kernel → drawn nodes it computes (the legend's rows)
  std::vector<std::pair<double, double>> pos = {}, size = {};  // per end: centre and estimated box, points
  std::pair<double, double> legendPos = {};
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
  if (o.plan.pinnedLayout) {
    // Positions are given (`pos`, in points): Graphviz draws nodes there, straight edges under them.
    d += "  graph [layout=\"nop2\", splines=\"line\", outputorder=\"edgesfirst\", ";
  } else {
    // An overview packs its boxes closer: its text is large, its gaps need not be.
    d += o.v.overview ? "  graph [rankdir=\"BT\", nodesep=\"0.25\", ranksep=\"0.45\", "
                      : "  graph [rankdir=\"BT\", nodesep=\"0.4\", ranksep=\"0.6\", ";
    d += o.plan.quickLayout ? kQuickLayout : "splines=\"true\", ";
    d += "newrank=\"true\", ";
  }
  const std::string nodeFont = o.v.overview ? std::to_string(kOverviewFontSize) : "9";
  const std::string titleFont = o.v.overview ? std::to_string(kSummaryFontSize) : "12";
  d += "labelloc=\"t\", fontsize=\"" + titleFont + "\", fontname=\"Helvetica\", bgcolor=\"" + std::string(o.th.background) +
       "\", fontcolor=\"" + o.th.font + "\", label=\"" + label(title) + "\"];\n";
  d += "  node [fontname=\"Helvetica\", fontsize=\"" + nodeFont + "\", margin=\"0.12\"];\n";
  d += "  edge [color=\"" + std::string(o.th.edge) + "\", arrowsize=\"0.6\", fontname=\"Helvetica\", fontcolor=\"" +
       o.th.font + "\"];\n";
}

// `x,y` in points, to a tenth.
void appendPoint(std::string& d, double x, double y) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f,%.1f", x, y);
  d += buf;
}
// `, pos="x,y!"`, when the layout is pinned.
void writePos(DotOut& o, int end) {
  if (o.pos.empty()) return;
  o.d += ", pos=\"";
  appendPoint(o.d, o.pos[end].first, o.pos[end].second);
  o.d += "!\"";
}

// Fills by kernel: twelve light colours that tell neighbours apart (ColorBrewer's Set3), repeated past twelve
// kernels, with dark text in either theme.
constexpr const char* kKernelFills[] = {"#8DD3C7", "#FFFFB3", "#BEBADA", "#FB8072", "#80B1D3", "#FDB462",
                                        "#B3DE69", "#FCCDE5", "#D9D9D9", "#BC80BD", "#CCEBC5", "#FFED6F"};
constexpr int kKernelsInLegend = 24;

// A node's fill and text colour: its category's, or, coloured by kernel, its kernel's (the background when none).
std::pair<const char*, const char*> fillOf(DotOut& o, int k, const CategoryStyle& st) {
  if (!o.kernels) return {st.fill, st.font};
  const fx::NodeRef r = o.p.ref(k);
  auto it = o.kernels->kernelOf.find({r.graph, r.node});
  if (it == o.kernels->kernelOf.end()) return {o.th.background, o.th.font};
  ++o.kernelsShown[it->second];
  return {kKernelFills[static_cast<size_t>(it->second) % std::size(kKernelFills)], "#000000"};
}

// A graph node in its category's style; dashed when recomputed, a double border when a saved input.
void writeNode(DotOut& o, int k, const char* indent) {
  const fx::Node& n = o.p.node(k);
  const CategoryStyle& st = categoryStyle(n.category, o.dark);
  const auto [fill, font] = fillOf(o, k, st);
  const std::string id = nodeId(o.p, k);
  std::string style = st.style;
  if (n.recomputed) style += ",dashed";
  const fx::Graph& g = o.p.graph(o.p.slotOf(k));
  o.d += indent;
  o.d += "\"" + id + "\" [id=\"" + id + "\", label=\"" + label(nodeLines(o.p, o.v, k)) + "\", shape=\"" + st.shape +
         "\", style=\"" + style + "\", fillcolor=\"" + fill + "\", color=\"" + st.border + "\", fontcolor=\"" +
         font + "\", tooltip=\"" + escapeDot(tooltip(n, g)) + "\"";
  if (n.savedInput) o.d += ", peripheries=\"2\"";
  writePos(o, k);
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
         "\", shape=\"box\", style=\"filled,dashed,rounded\", fontsize=\"" + std::to_string(kSummaryFontSize) +
         "\", fillcolor=\"" + o.th.summaryFill + "\", color=\"" + o.th.summaryBorder + "\", fontcolor=\"" + o.th.font +
         "\", comment=\"group " + escapeDot(sm.id) + "\"";
  writePos(o, o.p.total + i);
  o.d += "];\n";
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

// A pinned cluster's box (`bb`, which Graphviz draws as given): around its side's boxes, with room for its title.
void writeClusterBox(DotOut& o, Side side) {
  if (o.pos.empty()) return;
  constexpr double kPad = 14, kTitle = 24;
  double lo[2] = {1e300, 1e300}, hi[2] = {-1e300, -1e300};
  auto cover = [&](int end) {
    const auto [x, y] = o.pos[end];
    const auto [w, h] = o.size[end];
    lo[0] = std::min(lo[0], x - w / 2), hi[0] = std::max(hi[0], x + w / 2);
    lo[1] = std::min(lo[1], y - h / 2), hi[1] = std::max(hi[1], y + h / 2);
  };
  for (int k = 0; k < o.p.total; ++k)
    if (o.v.kept[k] && o.p.side(k) == side) cover(k);
  for (size_t i = 0; i < o.v.summaries.size(); ++i)
    if (o.v.summaries[i].side == side) cover(o.p.total + static_cast<int>(i));
  o.d += ", bb=\"";
  appendPoint(o.d, lo[0] - kPad, lo[1] - kPad);
  o.d += ",";
  appendPoint(o.d, hi[0] + kPad, hi[1] + kPad + kTitle);
  o.d += "\"";
}

// A side in its cluster (seed 000's dashed, rounded "Forward Pass" / "Backward Pass" boxes), when it has nodes.
void writeCluster(DotOut& o, Side side, const char* name, const char* title, const char* color, const char* bg) {
  if (!sideUsed(o.p, o.v, side)) return;
  o.d += "  subgraph \"" + std::string(name) + "\" {\n";
  o.d += "    graph [label=\"" + std::string(title) + "\", style=\"rounded,dashed\", color=\"" + color +
         "\", bgcolor=\"" + bg + "\", penwidth=\"2\", fontcolor=\"" + o.th.font + "\"";
  writeClusterBox(o, side);
  o.d += "];\n";
  writeSide(o, side, "    ");
  o.d += "  }\n";
}

// A module's forward and backward boxes side by side, one row per module: its saved tensors on the edges between
// them, the backward's gradient beside the forward it differentiates.
void writeModuleRows(DotOut& o) {
  std::map<std::pair<int, std::string>, std::vector<int>> rows;  // (kind, module) → its summaries
  for (size_t i = 0; i < o.v.summaries.size(); ++i) {
    const Summary& sm = o.v.summaries[i];
    if (sm.kind == GroupKind::Module || sm.kind == GroupKind::ModuleOwn || sm.kind == GroupKind::ModuleRepeat)
      rows[{static_cast<int>(sm.kind), sm.source}].push_back(static_cast<int>(i));
  }
  for (const auto& [key, summaries] : rows) {
    if (summaries.size() < 2) continue;
    o.d += "  { rank=\"same\";";
    for (int i : summaries) o.d += " \"" + summaryId(i) + "\";";
    o.d += " }\n";
  }
}

// Ranks: tangents and saved tensors at the bottom (min), gradient outputs at the top (max); a module's boxes in
// one row.
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
  writeModuleRows(o);
}

// `, label="saves 3 · 48.00 MiB"`: what an edge between groups carries from the forward to the backward.
std::string savedLabel(const VisibleEdge& e, bool overview) {
  if (e.saved == 0) return "";
  std::string text = "saves " + std::to_string(e.saved);
  if (e.savedKnown > 0) text += " \xC2\xB7 " + fx::formatBytes(e.savedBytes);
  return ", xlabel=\"" + escapeDot(text) + "\", fontsize=\"" + std::to_string(overview ? kOverviewFontSize : 8) + "\"";
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
      o.d += " [style=\"dashed\", color=\"" + std::string(o.th.summaryBorder) + "\"" + savedLabel(e, o.v.overview) + "]";
    o.d += ";\n";
  }
}

// Coloured by kernel: a row per kernel the drawn nodes show, in the order the code calls them (at most
// kKernelsInLegend), and one for nodes of no kernel. The shapes still say the category.
template <class Row>
void writeKernelRows(DotOut& o, Row row) {
  int listed = 0;
  for (const auto& [kernel, nodes] : o.kernelsShown) {
    if (listed++ == kKernelsInLegend) break;
    const char* fill = kKernelFills[static_cast<size_t>(kernel) % std::size(kKernelFills)];
    row(" BGCOLOR=\"" + std::string(fill) + "\" WIDTH=\"18\"",
        escapeDot(o.kernels->names[static_cast<size_t>(kernel)]) + " (" + std::to_string(nodes) +
            (nodes == 1 ? " node)" : " nodes)"));
  }
  const int more = static_cast<int>(o.kernelsShown.size()) - kKernelsInLegend;
  if (more > 0) row("", "… " + std::to_string(more) + " more kernels (colours repeat)");
  row(" BGCOLOR=\"" + std::string(o.th.background) + "\" WIDTH=\"18\"", "no kernel (shape: category)");
}

// The legend: one row per category (or per kernel), our own text only.
void writeLegend(DotOut& o) {
  std::string& d = o.d;
  const std::string font = o.th.font;
  auto row = [&](const std::string& cell, const std::string& text) {
    d += "<TR><TD" + cell + "> </TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"" + font + "\">" + text + "</FONT></TD></TR>";
  };
  d += "  \"legend\" [id=\"legend\", shape=\"plaintext\", margin=\"0\", label=<<TABLE BORDER=\"0\" CELLBORDER=\"1\" "
       "CELLSPACING=\"2\" CELLPADDING=\"3\">";
  d += "<TR><TD COLSPAN=\"2\"><FONT COLOR=\"" + font + "\">Legend</FONT></TD></TR>";
  if (o.kernels) writeKernelRows(o, row);
  else
    for (int c = 1; c < 8; ++c) {
      const CategoryStyle& st = categoryStyle(static_cast<Category>(c), o.dark);
      row(" BGCOLOR=\"" + std::string(st.fill) + "\" COLOR=\"" + st.border + "\" WIDTH=\"18\"",
          std::string(st.legend) + " (" + st.shape + ")");
    }
  row(" COLOR=\"" + std::string(o.th.summaryBorder) + "\"", "recomputed / collapsed (dashed)");
  if (o.p.mode == Picture::Mode::Pair)
    row(" BGCOLOR=\"" + std::string(o.th.cross) + "\"", "forward producer to backward (dashed edge)");
  d += "</TABLE>>";
  if (!o.pos.empty()) {
    d += ", pos=\"";
    appendPoint(d, o.legendPos.first, o.legendPos.second);
    d += "!\"";
  }
  d += "];\n";
  o.plan.nodes.emplace_back().id = "legend";
}

// The size Graphviz gives a node, roughly, in points: Helvetica 9 at 5.4 points a character (above its mean, so
// that boxes rather keep apart), 10.8 a line, 0.12 in margins, ellipses and hexagons about sqrt(2) larger than
// their text, at least dot's 0.75 x 0.5 in; a second border adds 4 points around.
std::pair<double, double> boxSize(const std::vector<std::string>& lines, std::string_view shape, bool twoBorders,
                                  double fontScale = 1) {
  size_t widest = 0;
  for (const std::string& line : lines) {
    size_t chars = 0;
    for (unsigned char c : line) chars += (c & 0xC0) != 0x80;
    widest = std::max(widest, chars);
  }
  double w = static_cast<double>(widest) * 5.4 * fontScale + 17.28;
  double h = static_cast<double>(lines.size()) * 10.8 * fontScale + 17.28;
  if (shape != "box") w *= 1.42, h *= 1.42;
  w = std::max(w, 54.0), h = std::max(h, 36.0);
  if (twoBorders) w += 8, h += 8;
  return {w, h};
}

// Bands of the pinned layout, bottom to top as dot ranks them (rankdir BT): the forward, its saved tensors on top
// of it (ranked with the forward, drawn in a band of their own between the passes), the tangents, the backward,
// the gradient outputs. Collapsed blocks stay in their side's main band.
enum Band { kForwardBand = 0, kSavedBand = 1, kTangentBand = 2, kBackwardBand = 3, kGradientBand = 4 };

LayoutItem layoutItem(Side side, Category c, bool group, std::pair<double, double> size) {
  LayoutItem it;
  it.width = size.first;
  it.height = size.second;
  if (side == kFwdSide && c == Category::SaveTensor && !group) {
    it.band = kSavedBand;
    it.rankWith = kForwardBand;
  } else if (side == kFwdSide) it.band = kForwardBand;
  else if (side == kBwdSide) it.band = kBackwardBand;
  else it.band = c == Category::BwdOutput ? kGradientBand : kTangentBand;
  return it;
}

// The pinned layout: every drawn end (kept nodes, then summaries at their first hidden node, in print order) and
// the drawn edges handed to layeredLayout; the legend to the right of the picture's bottom.
void pin(DotOut& o) {
  const Picture& p = o.p;
  const Visible& v = o.v;
  std::vector<std::pair<int, int>> order;  // (print position, end)
  order.reserve(static_cast<size_t>(v.drawnNodes()));
  for (int k = 0; k < p.total; ++k)
    if (v.kept[k]) order.push_back({k, k});
  for (size_t i = 0; i < v.summaries.size(); ++i) {
    const int end = p.total + static_cast<int>(i);
    order.push_back({v.summaries[i].first >= 0 ? v.summaries[i].first : end, end});
  }
  std::stable_sort(order.begin(), order.end(), [](auto a, auto b) { return a.first < b.first; });
  std::vector<int> itemOf(v.ends(), -1);
  std::vector<LayoutItem> items;
  items.reserve(order.size());
  o.size.assign(v.ends(), {0, 0});
  for (auto [at, end] : order) {
    itemOf[end] = static_cast<int>(items.size());
    if (end < p.total) {
      const fx::Node& n = p.node(end);
      o.size[end] = boxSize(nodeLines(p, v, end), categoryStyle(n.category, false).shape, n.savedInput);
      items.push_back(layoutItem(p.side(end), n.category, false, o.size[end]));
    } else {
      const Summary& sm = v.summaries[end - p.total];
      o.size[end] = boxSize(summaryLines(p, v, end - p.total), "box", false, kSummaryFontSize / 9.0);
      items.push_back(layoutItem(sm.side, sm.category, sm.kind != GroupKind::Category, o.size[end]));
    }
  }
  std::vector<LayoutEdge> edges;
  edges.reserve(v.edges.size());
  for (const VisibleEdge& e : v.edges)
    if (e.drawn) edges.push_back({itemOf[e.from], itemOf[e.to]});
  const LayeredLayout l = layeredLayout(items, edges);
  o.pos.assign(v.ends(), {0, 0});
  for (auto [at, end] : order) o.pos[end] = {l.x[itemOf[end]], l.y[itemOf[end]]};
  o.legendPos = {l.width + 160, 100};
}

void writeDot(const Picture& p, const Visible& v, const RenderOptions& opts, RenderPlan& plan) {
  const Theme& th = opts.dark ? kDarkTheme : kLightTheme;
  DotOut o{p, v, opts.dark, th, plan, opts.kernels.get()};
  o.d.reserve(static_cast<size_t>(v.drawnNodes()) * 200 + v.edges.size() * 40 + 4096);
  if (plan.pinnedLayout) pin(o);
  writeHeader(o, titleLines(p, v, opts, plan.quickLayout, plan.pinnedLayout));
  writeCluster(o, kFwdSide, "cluster_fwd", "Forward Pass", th.fwdCluster, th.fwdClusterBg);
  writeCluster(o, kBwdSide, "cluster_bwd", "Backward Pass", th.bwdCluster, th.bwdClusterBg);
  writeSide(o, kOutside, "  ");
  if (!plan.pinnedLayout) writeRanks(o);
  writeEdges(o);
  // An overview's title line names the colours; a legend table beside its few boxes would only widen it.
  if (!v.overview) writeLegend(o);
  o.d += "}\n";
  if (o.kernels) plan.kernelsDrawn = static_cast<int>(o.kernelsShown.size());
}

}  // namespace

namespace {

// Who places the nodes (dot.h's LayoutChoice), from the picture's work: its drawn nodes and edges.
void chooseLayout(const Visible& v, LayoutChoice choice, int work, RenderPlan& plan) {
  const bool groups = !v.summaries.empty();
  if (choice == LayoutChoice::Auto)
    plan.pinnedLayout = work > (groups ? kPinnedLayoutWork : kDotWholeWork);
  else plan.pinnedLayout = choice == LayoutChoice::Layered;
  plan.quickLayout = !plan.pinnedLayout && work > (groups ? kQuickLayoutWorkWithGroups : kQuickLayoutWork);
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
  chooseLayout(v, opts.layout, v.drawnNodes() + plan.edges - plan.hiddenEdges, plan);
  writeDot(p, v, opts, plan);
  return plan;
}

}  // namespace fxr
