// Which edges of a planned picture are drawn. The node budget alone does not bound Graphviz's work: a forward where
// every node concatenates all the nodes before it has N(N-1)/2 edges, and dot's layered layout of 100 such nodes
// (4,950 edges) runs for many minutes. So the inputs drawn into one node and the edges of the whole picture are
// bounded too; what is left out is counted, so that the picture can say so.
#pragma once

#include <vector>

namespace fxr {

// One candidate edge, in output order. `into` is the target's index among the picture's nodes; `nearness` ranks
// the inputs of one target: the higher, the sooner it is drawn (the nearest producer in print order: short edges
// cost the layout least).
struct CandidateEdge {
  int into = 0;
  long long nearness = 0;
};

struct EdgeChoice {
  std::vector<char> drawn;        // per candidate, in the candidates' order
  std::vector<int> droppedInto;   // per target: inputs not drawn
  int dropped = 0;
};

// At most `perNode` inputs into one target and at most `total` edges in all. When the total binds, the targets
// share it fairly: every target's nearest input first, then every target's second, and so on.
EdgeChoice chooseEdges(const std::vector<CandidateEdge>& edges, int targets, int perNode, int total);

}  // namespace fxr
