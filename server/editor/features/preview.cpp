#include "preview.h"

#include "kernel_fills.h"

namespace fxl {

namespace {

// The graph the request names, by id or by its index among the document's graphs, else the one under the cursor;
// -1 when it names none (the default is chosen later). Sets `error` when the named graph does not exist.
int requestedGraph(const Snapshot& snap, const PreviewRequest& req, std::string& error) {
  const auto graphs = snap.graphsOf(req.doc);
  if (req.graph) {
    const int g = fxr::graphWithId(snap.analysis(), *req.graph);
    if (g < 0) error = "no graph '" + *req.graph + "'";
    return g;
  }
  if (req.graphIndex) {
    if (*req.graphIndex >= 0 && *req.graphIndex < static_cast<int>(graphs.size())) return graphs[*req.graphIndex];
    error = "the document has " + std::to_string(graphs.size()) + " graphs; there is no graph " +
            std::to_string(*req.graphIndex);
    return -1;
  }
  return req.offset ? snap.graphAt(req.doc, *req.offset) : -1;
}

// The node under the cursor, unless a focus is asked for or the node lies in another graph than the one asked for;
// its graph is then the one drawn. The picture does not cut it out: a graph that fits the budget is drawn whole,
// a bigger one is an overview with the groups that hold the node opened (RenderOptions::reveal), and the editor
// highlights the node (Preview::focus names it).
std::optional<std::string> cursorNode(const Snapshot& snap, const PreviewRequest& req, fxr::RenderOptions& opts) {
  if (!req.offset || opts.focus) return std::nullopt;
  const auto occ = snap.at(req.doc, *req.offset);
  if (!occ || (opts.graph >= 0 && occ->node.graph != opts.graph)) return std::nullopt;
  const fx::Node* n = snap.node(occ->node);
  if (!n) return std::nullopt;
  opts.graph = occ->node.graph;
  if (!opts.reveal) opts.reveal = std::string(n->name);
  return std::string(n->name);
}

}  // namespace

Preview planPreview(const Snapshot& snap, const PreviewRequest& req) {
  Preview out;
  std::string& error = out.plan.error;
  if (req.doc < 0 || req.doc >= snap.docCount()) {
    error = "the document is not known to the server";
    return out;
  }
  fxr::RenderOptions opts = req.render;
  opts.graph = requestedGraph(snap, req, error);
  if (!error.empty()) return out;
  const std::optional<std::string> cursor = cursorNode(snap, req, opts);
  // Nothing asked for and no cursor on a graph: the document's graph by the renderer's one rule (render/dot.h).
  if (opts.graph < 0) opts.graph = fxr::defaultGraph(snap.analysis(), snap.graphsOf(req.doc));
  if (opts.graph < 0) {
    error = "no FX graph in this document";
    return out;
  }
  if (req.colorByKernel) opts.kernels = fxr::kernelFills(snap.analysis(), *snap.compiled());
  out.plan = fxr::planDot(snap.analysis(), opts);
  if (!out.plan.error.empty()) return out;
  for (int g : out.plan.graphs) out.graphs.push_back(snap.analysis().graphs[g].id);
  out.focus = opts.focus ? opts.focus : opts.reveal ? opts.reveal : cursor;
  return out;
}

}  // namespace fxl
