#include "features/code_lens.h"

#include <algorithm>

#include "features/common.h"
#include "fx/bytes.h"
#include "fx/summary.h"

namespace fxl {

namespace {

std::string savesTitle(const fx::Analysis& a, const fx::Pair& p, const fx::PairSummary& s) {
  std::string t = "saves " + std::to_string(s.saved) + (s.saved == 1 ? " tensor" : " tensors");
  if (s.savedKnownSize > 0) t += " · " + fx::formatBytes(s.savedBytes);
  // Those without a byte size: symbolic dimensions, or no type printed at all.
  int symbolic = 0, unsized = 0;
  for (int i : s.symbolic) {
    const auto& nodes = a.graphs[p.forward].nodes;
    bool typed = i >= 0 && i < static_cast<int>(nodes.size()) && nodes[i].type.known();
    ++(typed ? symbolic : unsized);
  }
  const char* sep = s.savedKnownSize > 0 ? " + " : " · ";
  if (symbolic > 0) {
    t += sep + std::to_string(symbolic) + " symbolic";
    sep = " + ";
  }
  if (unsized > 0) t += sep + std::to_string(unsized) + " unsized";
  return t;
}

}  // namespace

std::vector<CodeLens> codeLenses(const Snapshot& snap, int doc) {
  std::vector<CodeLens> out;
  if (!feat::validDoc(snap, doc)) return out;
  const fx::Analysis& a = snap.analysis();
  for (int gi : snap.graphsOf(doc)) {
    const fx::Graph& g = a.graphs[gi];
    fx::Range at{g.range.begin, g.range.begin};
    std::string partner = feat::partnerLabel(snap, gi);
    out.push_back({at, std::string(fx::toString(g.role)) + " · " + (partner.empty() ? "no partner" : "pairs with " + partner)});
    const fx::Pair* p = snap.pairOf(gi);
    if (!p || p->forward < 0 || p->backward < 0 || (gi != p->forward && gi != p->backward)) continue;
    fx::PairSummary s = fx::summarize(a, *p);
    out.push_back({at, savesTitle(a, *p, s)});
    if (s.recomputed > 0)
      out.push_back({at, "recomputes " + std::to_string(s.recomputed) + (s.recomputed == 1 ? " node" : " nodes")});
  }
  return out;
}

}  // namespace fxl
