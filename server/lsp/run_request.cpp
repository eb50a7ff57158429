// `fxlens/run` (a custom request): the run the server knows (open documents and their siblings on disk) as a tree,
// ranks → compile ids → graphs, with recompile reasons and the ranks whose graphs differ (fx::runTree,
// server/fx/run_tree.h; docs/RUN.md). Params: none (an object or null). Result:
//   {"ranks": [{"rank": N | null, "compiles": [{"id": "0/1", "reasons": ["..."], "graphs": [{"id", "header", "role",
//    "nodes", "location": {uri, range}}], "outputCodes": [{"aotId", "graph", "kernels", "calls", "location"}]}]}],
//    "divergences": [{"compileId", "rankA", "rankB", "graphA", "graphB",
//    "nodeA": {"name", "location"} | null, "nodeB": ...}]}
// Locations are where each graph starts and each differing node is named, so that a client can take the user there.

#include "fx/run_tree.h"
#include "server.h"

namespace fxl {

namespace {

Server::Json graphJson(const fx::Analysis& a, int g, const Server::Json& location) {
  const fx::Graph& gr = a.graphs[g];
  return {{"id", gr.id},          {"header", gr.header.empty() ? gr.title : gr.header},
          {"role", fx::toString(gr.role)}, {"nodes", gr.nodes.size()},
          {"location", location}};
}

}  // namespace

Server::Json Server::run(const Json& params) {
  if (!params.is_null() && !params.is_object()) throw lsp::BadParams("", "expected an object or nothing");
  auto an = ws_->fresh(opt_.freshWait);
  Json out = {{"ranks", Json::array()}, {"divergences", Json::array()}};
  if (!an) return out;
  const fx::Analysis& a = an->snap.analysis();
  const fx::RunTree t = fx::runTree(a);
  auto graphStart = [&](int g) {
    const fx::Graph& gr = a.graphs[g];
    const uint32_t at = gr.firstLine < a.docs[gr.doc].lineStarts.size() ? a.docs[gr.doc].lineStarts[gr.firstLine] : gr.range.begin;
    return Json(location(*an, gr.doc, {at, at}));
  };
  for (const fx::RunRank& r : t.ranks) {
    Json compiles = Json::array();
    for (const fx::RunCompile& c : r.compiles) {
      Json graphs = Json::array();
      for (int g : c.graphs) graphs.push_back(graphJson(a, g, graphStart(g)));
      Json codes = Json::array();
      for (const fx::RunOutputCode& oc : c.outputCodes) {
        const uint32_t at = oc.line < a.docs[oc.doc].lineStarts.size() ? a.docs[oc.doc].lineStarts[oc.line] : 0;
        codes.push_back({{"aotId", oc.aotId}, {"graph", oc.graph >= 0 ? Json(a.graphs[oc.graph].id) : Json(nullptr)},
                         {"kernels", oc.kernels}, {"calls", oc.calls}, {"location", location(*an, oc.doc, {at, at})}});
      }
      compiles.push_back({{"id", c.id}, {"reasons", c.reasons}, {"graphs", std::move(graphs)}, {"outputCodes", std::move(codes)}});
    }
    out["ranks"].push_back({{"rank", r.rank < 0 ? Json(nullptr) : Json(r.rank)}, {"compiles", std::move(compiles)}});
  }
  auto node = [&](int g, int n) {
    if (n < 0) return Json(nullptr);
    const fx::Graph& gr = a.graphs[g];
    return Json{{"name", std::string(gr.nodes[n].name)}, {"location", location(*an, gr.doc, gr.nameRange(gr.nodes[n]))}};
  };
  for (const fx::RankDivergence& d : t.divergences)
    out["divergences"].push_back({{"compileId", d.compileId}, {"rankA", d.rankA}, {"rankB", d.rankB},
                                  {"graphA", a.graphs[d.graphA].id}, {"graphB", a.graphs[d.graphB].id},
                                  {"nodeA", node(d.graphA, d.nodeA)}, {"nodeB", node(d.graphB, d.nodeB)}});
  return out;
}

}  // namespace fxl
