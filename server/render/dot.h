// The joint-graph picture as DOT text: seed 000's visual language (categories, clusters, ranks, legend) kept as
// data, plus pair rendering, saved bytes, recomputation marks and a focused/collapsed view for big graphs.
// Depends only on the engine: no Graphviz, no JSON, no LSP (render.h lays the DOT out). planDot works in three
// steps: which graphs (plan_graphs.h), what of them is drawn (plan_visible.h), the DOT text (dot.cpp: palettes,
// clusters, ranks, edges, legend; dot_labels.h: what the labels say; dot_text.h: wrapping and escaping).
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fx/analysis.h"

namespace fxr {

// The one rule for the graph drawn when none is asked for, among `among` (a document's graphs for the editor's
// preview; all graphs for the command line): the first joint (not a subgraph), else the first forward/backward
// pair (in the pairing's order) with a graph among them, else the first graph. A joint or a pair shows both passes
// and what the forward saves for the backward, which a lone graph cannot. -1 when there is no graph.
int defaultGraph(const fx::Analysis& a, std::span<const int> among);
int defaultGraph(const fx::Analysis& a);  // among all graphs
// The graph with this id (as `fxlens analyze` prints them), or -1.
int graphWithId(const fx::Analysis& a, std::string_view id);

// Who places the nodes: Graphviz's `dot` (curved edges, its own crossing reduction: best for small pictures, slow
// from a few hundred nodes with many edges), or fxlens's layered layout (layered_layout.h: straight edges, about a
// second for 5,000 nodes). Auto: dot for pictures it lays out quickly, the layered layout above (dot.cpp says where).
enum class LayoutChoice { Auto, Dot, Layered };

// Edges drawn at most by default: every edge of any picture a person reads whole; a bigger one (a 100k-node joint)
// gets twice its drawn nodes plus 100. The title says how many are left out, and maxEdges raises it.
constexpr int kDefaultEdgeBudget = 50000;

// Fills by kernel instead of by category (the preview's "Kernels", `fxlens render --color-by kernel`): the first
// kernel call that computes each node (an index into `names`). The shape and border still say the category; nodes no
// kernel computes (inputs, views Inductor never makes) are drawn without fill.
struct KernelFills {
  std::map<std::pair<int, int>, int> kernelOf;  // (graph, node) → kernel
  std::vector<std::string> names;  // per call, as the output code makes them
};

struct RenderOptions {
  int graph = -1;  // graph index; -1: defaultGraph(a)
  std::optional<std::string> focus;  // a node name: show its neighbourhood only
  std::vector<std::string> expand;   // ids of groups to open in a picture over the budget (plan_groups.h)
  std::optional<std::string> reveal;  // a node name: open the groups that hold it (the editor's cursor, a search)
  int depth = 2;                     // BFS depth around the focus (both directions)
  int maxNodes = 300;                // node budget; above it the rest is collapsed into summary nodes
  int maxInputs = 0;                 // edge budget (edge_budget.h): inputs drawn into one node, nearest first
                                     // (0: no limit), and edges in all (-1: kDefaultEdgeBudget, or twice the
  int maxEdges = -1;                 // drawn nodes plus 100 when that is more; 0: no limit)
  LayoutChoice layout = LayoutChoice::Auto;
  bool dark = false;
  std::shared_ptr<const KernelFills> kernels;  // null: fills by category
};

// One DOT node of the plan. Graph nodes have a valid `node`; summary nodes (what was collapsed) and the legend
// have an invalid one (node.graph == -1), `hides` tells how many graph nodes a summary stands for.
struct PlannedNode {
  std::string id;  // the DOT node id (also the SVG element id)
  fx::NodeRef node;
  int doc = -1;
  fx::Range range;  // the node's name at its definition
  int hides = 0;
  fx::NodeRef sample;  // summaries: the first node it hides (a focus there shows what the summary stands for)
  std::string group;   // summaries: the group's id (RenderOptions::expand opens it in place)
};

struct RenderPlan {
  std::string dot;
  std::vector<PlannedNode> nodes;  // every DOT node, in output order
  int hidden = 0;                  // graph nodes collapsed into summaries
  bool truncated = false;          // hidden > 0
  int total = 0;                   // graph nodes of the rendered graph(s)
  int edges = 0;                   // edges between the drawn nodes (summaries included), drawn or not
  int hiddenEdges = 0;             // of them, left out by the edge budget (the title and the nodes say so)
  int kernelsDrawn = -1;           // coloured by kernel: how many kernels the drawn nodes show (-1: by category)
  bool quickLayout = false;        // a big picture: dot is told to work less (straight edges)
  bool pinnedLayout = false;       // a bigger one: fxlens places the nodes (layered_layout.h), Graphviz only draws
                                   // them (`layout="nop2"`, pos="x,y!" on every node, clusters with their `bb`)
  std::vector<int> graphs;         // the rendered graph indices (joint or single: 1; pair: forward, backward)
  std::string error;               // non-empty when nothing could be planned (no graph, unknown focus)
};

// Seed 000's style per category: one row per fx::Category.
struct CategoryStyle {
  fx::Category category;
  const char* legend;  // legend text
  const char* shape;
  const char* style;
  const char* fill;
  const char* border;
  const char* font;
};
const CategoryStyle& categoryStyle(fx::Category c, bool dark);

// Escape text for the inside of a quoted DOT string: quotes, backslashes, control characters, invalid UTF-8,
// and `<`, `>`, `&` as XML entities (Graphviz turns them back into characters and escapes them in SVG itself).
std::string escapeDot(std::string_view text);

RenderPlan planDot(const fx::Analysis& a, const RenderOptions& opts);

}  // namespace fxr
