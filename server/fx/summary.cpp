#include "summary.h"

namespace fx {

PairSummary summarize(const Analysis& a, const Pair& p) {
  PairSummary s;
  if (p.forward >= 0) {
    for (int i = 0; i < static_cast<int>(a.graphs[p.forward].nodes.size()); ++i) {
      const Node& n = a.graphs[p.forward].nodes[i];
      if (n.category != Category::SaveTensor && !n.savedInput) continue;
      // A saved symbolic size (`Sym(s0)`) is no tensor: autograd keeps it apart, it costs no activation memory.
      if (n.type.dtype() == "Sym") {
        ++s.savedSizes;
        continue;
      }
      ++s.saved;
      if (auto b = n.type.bytes()) {
        ++s.savedKnownSize;
        s.savedBytes += *b;
      } else {
        s.symbolic.push_back(i);
      }
    }
  }
  if (p.backward >= 0)
    for (const auto& n : a.graphs[p.backward].nodes) s.recomputed += n.recomputed ? 1 : 0;
  return s;
}

}  // namespace fx
