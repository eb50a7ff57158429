// What changed between two graphs (two compiles of one model: a recompile `[0/0]` vs `[0/1]`, the default vs the
// min-cut partitioner, two torch versions, two ranks, a model before and after an edit): their nodes matched one to
// one, and what is added, removed or changed. docs/DIFF.md says how nodes are matched.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "analysis.h"

namespace fx {

// Why two nodes were matched, strongest first.
enum class MatchHow : uint8_t {
  Output,     // the graphs' output nodes
  Input,      // placeholders aligned in order, by kind, type and name
  Inputs,     // the same op on matched inputs
  Users,      // the same op feeding the same argument of matched nodes
  Name,       // the same name and op
  Order,      // the same op in the same place among unmatched nodes
};
const char* toString(MatchHow);

// What a report calls a node's op: "input" for a placeholder, "output" for the output, else its short op name.
std::string_view opLabel(const Node& n);

struct NodeMatch {
  int a = -1, b = -1;  // node indices in graph A and graph B
  MatchHow how = MatchHow::Name;
  std::vector<std::string> changes;  // what differs, e.g. "type f32[4, 16] → f32[s0, 16]"; empty when the same
  bool renamed = false;              // the names differ (not a change: a recompile renumbers its nodes)
};

struct GraphDiff {
  std::vector<NodeMatch> matches;  // in graph B's order
  std::vector<int> removed;        // nodes of A with no match, in order
  std::vector<int> added;          // nodes of B with no match, in order
  std::vector<int> aToB, bToA;     // per node, its match's index or -1

  int changed() const;  // matches with changes
  int renamed() const;  // matches whose names differ (a rename alone is not a change)
};

// Matches the nodes of `a` and `b`: outputs, then placeholders aligned in order, then, until nothing more is found,
// the same op on matched inputs, the same op feeding the same argument of matched users, the same name and op; what
// is left is aligned by op in the order printed between matched nodes. Linear in the graphs' size but for the
// order alignments, which are bounded.
// Evidence from outside the two graphs: pairs known to match, and nodes known to have no match among the
// placeholders (what a backward's saved inputs are, from its forward's diff).
struct DiffSeeds {
  std::vector<std::pair<int, int>> pinned;  // (node of a, node of b)
  std::vector<int> aloneA, aloneB;          // placeholders that are aligned with none
};
GraphDiff diffGraphs(const Graph& a, const Graph& b, const DiffSeeds* seeds = nullptr);

// The same for two graphs of analyses, with their partners' evidence: two backwards whose forwards are known
// (their pairs) have their saved inputs matched as the forwards' diff matches the forward values they are (a value
// one saves and the other recomputes is matched with the node recomputing it).
GraphDiff diffGraphs(const Analysis& analysisA, int graphA, const Analysis& analysisB, int graphB);

// What the two graphs' partitions save and recompute, for the diff's report: the saved values of each graph
// (forward: what it saves; backward: its saved inputs; joint: both, fx/recompute_advice.h isSaved) matched through
// the diff, and the backward nodes that recompute a forward op in each graph's pair, matched by name.
struct CostDiff {
  std::vector<NodeMatch> savedBoth;  // a and b: saved on both sides (changes: as in the diff)
  std::vector<int> savedOnlyA, savedOnlyB;
  uint64_t savedBytesA = 0, savedBytesB = 0;  // known sizes only
  int unknownA = 0, unknownB = 0;             // saved values without a known byte size (symbolic, untyped)
  std::vector<std::string> recomputedOnlyA, recomputedOnlyB, recomputedBoth;
  bool hasPartition = false;  // some side is a partitioned or joint graph (else there is nothing saved to compare)
};
CostDiff diffCosts(const Analysis& analysisA, int graphA, const Analysis& analysisB, int graphB, const GraphDiff& d);

// The graph of `candidates` (indices into b.graphs) that is most likely the same part of the same model as
// a.graphs[graph]: the same role, then the most names and ops in common. -1 when none has the same role.
int counterpartGraph(const Analysis& a, int graph, const Analysis& b, const std::vector<int>& candidates);

// Each graph of a recompile (compile id `F/C` with C > 0, attempts aside) with its counterpart in the latest
// earlier compile of the same frame that has one: [(earlier, later)], in the later graphs' order.
std::vector<std::pair<int, int>> recompiledGraphs(const Analysis& a);

// Each graph of `a` (nested submodule graphs aside) with its counterpart in `b`, each of b's graphs taken once:
// [(graph of a, graph of b)], in a's order; graphs with no counterpart are left out. A graph whose twin (same role,
// node names and ops) is left in b takes the first such; the others take counterpartGraph's choice among the 64
// graphs of their role nearest their place in b's print order: linear in graphs.
std::vector<std::pair<int, int>> counterpartGraphs(const Analysis& a, const Analysis& b);

}  // namespace fx
