// The joint-graph preview (`fxlens.renderGraph`): which graph and which node a request is about, the DOT plan of
// the picture, and every picture node tied back to a place in a document. Plain data; the dispatcher lays the DOT
// out (in a worker, cancellable) and converts places to LSP at the edge.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "render/dot.h"
#include "snapshot.h"

namespace fxl {

struct PreviewRequest {
  int doc = -1;                         // the document asked about
  std::optional<uint32_t> offset;       // the cursor: its graph is shown, focused on its node
  std::optional<std::string> graph;     // a graph id (as `fxlens analyze` prints them), or
  std::optional<int> graphIndex;        // the index of one of the document's graphs, in printed order
  std::optional<std::string> focus;     // a node name to focus on (overrides the cursor's node)
  int depth = 2;
  int maxNodes = 300;
  bool dark = false;
};

struct PreviewNode {
  std::string id;        // the DOT/SVG node id
  std::string name;      // the FX node name; empty for summaries
  std::string graph;     // graph id; empty for summaries
  std::string category;  // seed 000's category; "summary" for a summary node
  std::optional<Target> at;      // the node's name at its definition
  int hides = 0;                 // summaries: how many nodes it stands for
  std::optional<Target> sample;  // summaries: a node it hides (a focus there expands it)
  std::string sampleName;
};

struct Preview {
  std::string dot;
  std::vector<PreviewNode> nodes;
  int hidden = 0;
  bool truncated = false;
  int total = 0;
  int hiddenEdges = 0;  // edges left out by the edge budget (render/edge_budget.h)
  std::vector<std::string> graphs;  // ids of the rendered graphs
  std::optional<std::string> focus;
  std::string error;  // non-empty: nothing to render (no graph in the document, unknown node or graph)
};

Preview planPreview(const Snapshot& snap, const PreviewRequest& req);

}  // namespace fxl
