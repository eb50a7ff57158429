#include "edge_budget.h"

#include <algorithm>
#include <numeric>

namespace fxr {

namespace {

// For each candidate, its place among the inputs of its target, nearest first (0 = drawn first).
std::vector<int> placesAmongInputs(const std::vector<CandidateEdge>& edges, int targets) {
  std::vector<std::vector<int>> inputs(static_cast<size_t>(targets));
  for (size_t i = 0; i < edges.size(); ++i) inputs[edges[i].into].push_back(static_cast<int>(i));
  std::vector<int> place(edges.size(), 0);
  for (auto& in : inputs) {
    std::stable_sort(in.begin(), in.end(), [&](int x, int y) { return edges[x].nearness > edges[y].nearness; });
    for (size_t p = 0; p < in.size(); ++p) place[in[p]] = static_cast<int>(p);
  }
  return place;
}

}  // namespace

EdgeChoice chooseEdges(const std::vector<CandidateEdge>& edges, int targets, int perNode, int total) {
  EdgeChoice c;
  c.drawn.assign(edges.size(), 0);
  c.droppedInto.assign(static_cast<size_t>(std::max(0, targets)), 0);
  const std::vector<int> place = placesAmongInputs(edges, targets);
  // Round robin over the targets: by place among the inputs, then in output order (stable).
  std::vector<int> order(edges.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return place[x] < place[y]; });
  int kept = 0;
  for (int i : order) {
    if (place[i] < perNode && kept < total) {
      c.drawn[i] = 1;
      ++kept;
    } else {
      ++c.droppedInto[edges[i].into];
      ++c.dropped;
    }
  }
  return c;
}

}  // namespace fxr
