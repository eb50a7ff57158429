// The first step of a picture (dot.h's planDot): which graphs it draws, one numbering of their nodes, the side of
// the picture each node is drawn on and, for a forward/backward pair, the edges tying backward nodes to their
// forward producers. A plain function of the analysis; what is drawn of it is plan_visible.h's business.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "fx/analysis.h"

namespace fxr {

// Where a node is drawn: in the forward cluster, the backward cluster, or outside both (tangents and gradient
// outputs, the two ends of the backward, are ranked at the bottom and the top of the picture instead).
enum Side : uint8_t { kOutside = 0, kFwdSide = 1, kBwdSide = 2 };

// A dashed edge of a pair: a forward producer to the backward node the association ties to it.
struct CrossEdge {
  int forward = 0, backward = 0;  // picture node numbers
  const fx::Association* association = nullptr;
};

// The graphs of one picture. The nodes of all of them are numbered in one sequence: node i of graph `slots[s]` is
// node `offset[s] + i` of the picture, so that the later steps hold one flag or index per node in one vector.
struct Picture {
  enum class Mode { Joint, Pair, Single } mode = Mode::Single;
  const fx::Analysis* analysis = nullptr;
  const fx::Pair* pair = nullptr;  // the pair the drawn graph belongs to, if any (also a joint's)
  std::vector<int> slots;          // graph indices: one, or a pair's forward and backward
  std::vector<int> offset;         // per slot: the number of its first node
  int total = 0;                   // nodes of all the slots
  std::vector<CrossEdge> cross;    // pairs only
  std::unordered_map<int, std::vector<int>> partners;  // both ends of every cross edge, each to the other

  const fx::Graph& graph(int slot) const { return analysis->graphs[slots[slot]]; }
  int slotOf(int k) const;
  fx::NodeRef ref(int k) const {
    const int s = slotOf(k);
    return {slots[s], k - offset[s]};
  }
  const fx::Node& node(int k) const { return *analysis->node(ref(k)); }
  Side side(int k) const;

  // Calls fn(j) for every node j next to node k: its inputs, its users and its cross-edge partners.
  template <class Fn>
  void forNeighbours(int k, Fn&& fn) const {
    const int s = slotOf(k);
    for (const auto& u : node(k).uses())
      if (u.node >= 0) fn(offset[s] + u.node);
    for (int u : graph(s).usersOf(k - offset[s])) fn(offset[s] + u);
    if (auto it = partners.find(k); it != partners.end())
      for (int p : it->second) fn(p);
  }
};

// Graph `graph` (an index; -1: defaultGraph) with its pair partner when it is half of a forward/backward pair.
// Sets `error` and returns an empty picture when there is no such graph.
Picture chooseGraphs(const fx::Analysis& a, int graph, std::string& error);

// Whether node `n` is saved for the backward (a saved tensor, or a forward input the backward receives).
bool isSaved(const fx::Node& n);
// Bytes of the saved tensor k: its own annotation, else, in a joint without annotations, its forward graph's.
std::optional<uint64_t> savedBytes(const Picture& p, int k);

}  // namespace fxr
