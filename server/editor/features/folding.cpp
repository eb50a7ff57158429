#include "features/folding.h"

#include <algorithm>

#include "features/common.h"

namespace fxl {

std::vector<FoldingRange> foldingRanges(const Snapshot& snap, int doc) {
  std::vector<FoldingRange> out;
  if (!feat::validDoc(snap, doc)) return out;
  const fx::Analysis& a = snap.analysis();
  const fx::Document& d = a.docs[doc];
  auto lastLineOf = [&](const fx::Graph& g, const fx::Node& n) {
    fx::Range r = n.defRange.empty() ? g.nameRange(n) : n.defRange;
    return d.lineOf(r.end > r.begin ? r.end - 1 : r.begin);
  };
  for (const fx::Graph& g : a.graphs) {
    if (g.doc != doc) continue;
    auto fold = [&](uint32_t first, uint32_t last) { out.push_back({d.lineStarts[first], d.lineStarts[last], false}); };
    if (g.lastLine > g.firstLine) fold(g.firstLine, g.lastLine);
    // Runs of nodes under the same comment (each comment line is its own source).
    for (size_t i = 0; i < g.nodes.size();) {
      const fx::Node& first = g.nodes[i];
      size_t j = i + 1;
      if (first.source >= 0 && first.source < static_cast<int>(g.sources.size())) {
        while (j < g.nodes.size() && g.nodes[j].source == first.source) ++j;
        uint32_t start = std::min(g.sources[first.source].line, g.lineOf(first));
        uint32_t end = lastLineOf(g, g.nodes[j - 1]);
        if (end > start) fold(start, end);
      }
      i = j;
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const FoldingRange& x, const FoldingRange& y) {
    return x.begin != y.begin ? x.begin < y.begin : x.end > y.end;
  });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace fxl
