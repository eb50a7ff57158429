// The joint-graph preview (`fxlens.renderGraph`): which graph and which node a request is about, and the DOT plan
// of the picture, whose nodes refer to graph nodes (Snapshot::definitionOf places them). Plain data; the
// dispatcher lays the DOT out (in a worker, cancellable) and converts nodes and places to LSP at the edge.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "render/dot.h"
#include "snapshot.h"

namespace fxl {

struct PreviewRequest {
  int doc = -1;                         // the document asked about
  std::optional<uint32_t> offset;       // the cursor: its graph is shown, its node revealed (RenderOptions::reveal)
  std::optional<std::string> graph;     // a graph id (as `fxlens analyze` prints them), or
  std::optional<int> graphIndex;        // the index of one of the document's graphs, in printed order
  // What to draw (render/dot.h: focus, depth, node and edge budgets, palette); its `graph` is chosen from the
  // fields above. A focus named here overrides the cursor's node.
  fxr::RenderOptions render;
  bool colorByKernel = false;  // fills by Inductor's kernels (render/kernel_fills.h) instead of by category
};

// The picture as planned (its DOT text, and its nodes tied to graph nodes: render/dot.h) and the ids the editor
// shows with it. When nothing can be rendered (no graph in the document, an unknown node or graph), plan.error
// says why, and graphs and focus are empty.
struct Preview {
  fxr::RenderPlan plan;
  std::vector<std::string> graphs;   // ids of the rendered graphs (plan.graphs holds their indices)
  std::optional<std::string> focus;  // the node to highlight: the focus or node to reveal asked for, or the cursor's
};

Preview planPreview(const Snapshot& snap, const PreviewRequest& req);

}  // namespace fxl
