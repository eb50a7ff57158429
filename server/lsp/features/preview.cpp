#include "preview.h"

namespace fxl {

Preview planPreview(const Snapshot& snap, const PreviewRequest& req) {
  Preview out;
  const fx::Analysis& a = snap.analysis();
  if (req.doc < 0 || req.doc >= snap.docCount()) {
    out.error = "the document is not known to the server";
    return out;
  }
  fxr::RenderOptions opts;
  opts.depth = req.depth;
  opts.maxNodes = req.maxNodes;
  opts.dark = req.dark;
  opts.focus = req.focus;
  auto graphs = snap.graphsOf(req.doc);
  if (req.graph) {
    for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g)
      if (a.graphs[g].id == *req.graph) opts.graph = g;
    if (opts.graph < 0) {
      out.error = "no graph '" + *req.graph + "'";
      return out;
    }
  } else if (req.graphIndex) {
    if (*req.graphIndex < 0 || *req.graphIndex >= static_cast<int>(graphs.size())) {
      out.error = "the document has " + std::to_string(graphs.size()) + " graphs; there is no graph " +
                  std::to_string(*req.graphIndex);
      return out;
    }
    opts.graph = graphs[*req.graphIndex];
  } else if (req.offset) {
    opts.graph = snap.graphAt(req.doc, *req.offset);
  }
  if (req.offset && !opts.focus) {
    if (auto occ = snap.at(req.doc, *req.offset); occ && (opts.graph < 0 || occ->node.graph == opts.graph))
      if (const fx::Node* n = snap.node(occ->node)) {
        opts.graph = occ->node.graph;
        opts.focus = std::string(n->name);
      }
  }
  if (opts.graph < 0) {
    if (graphs.empty()) {
      out.error = "no FX graph in this document";
      return out;
    }
    // The document's graph that is part of a joint picture, else its first one.
    opts.graph = graphs.front();
    for (int g : graphs)
      if (a.graphs[g].role == fx::Role::Joint) {
        opts.graph = g;
        break;
      }
  }
  fxr::RenderPlan plan = fxr::planDot(a, opts);
  if (!plan.error.empty()) {
    out.error = plan.error;
    return out;
  }
  out.dot = std::move(plan.dot);
  out.hidden = plan.hidden;
  out.truncated = plan.truncated;
  out.total = plan.total;
  out.hiddenEdges = plan.hiddenEdges;
  out.focus = opts.focus;
  for (int g : plan.graphs) out.graphs.push_back(a.graphs[g].id);
  out.nodes.reserve(plan.nodes.size());
  for (const fxr::PlannedNode& pn : plan.nodes) {
    PreviewNode n;
    n.id = pn.id;
    if (const fx::Node* fn = pn.node.valid() ? snap.node(pn.node) : nullptr) {
      n.name = std::string(fn->name);
      n.graph = a.graphs[pn.node.graph].id;
      n.category = fx::toString(fn->category);
      n.at = snap.definitionOf(pn.node);
    } else if (pn.hides > 0) {
      n.category = "summary";
      n.hides = pn.hides;
      if (const fx::Node* s = pn.sample.valid() ? snap.node(pn.sample) : nullptr) {
        n.sample = snap.definitionOf(pn.sample);
        n.sampleName = std::string(s->name);
      }
    } else {
      continue;  // the legend
    }
    out.nodes.push_back(std::move(n));
  }
  return out;
}

}  // namespace fxl
