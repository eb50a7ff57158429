// A compile run as a tree: ranks → compile ids → the graphs each compile printed (Dynamo, AOT joint / forward /
// backward, post-grad, ...), with the recompile reasons the logs give, and the ranks whose graphs differ for one
// compile id (the cause of many distributed hangs: ranks that trace different programs wait on different
// collectives). Built from an analysis of the run's files: TORCH_LOGS logs, TORCH_TRACE logs (one per rank), tlparse
// and depyf folders. docs/RUN.md.
#pragma once

#include <string>
#include <vector>

#include "analysis.h"

namespace fx {

// Inductor's output code for a compile (fx/kernels.h): where it is printed and what it runs.
struct RunOutputCode {
  int doc = -1;
  uint32_t line = 0;      // its first line, 0-based
  std::string aotId;      // `0_forward`, `0_backward`, ... when printed
  int graph = -1;         // the graph it compiles, -1 when none is read
  int kernels = 0, calls = 0;  // kernels it defines, calls its call() makes
};

struct RunCompile {
  std::string id;                   // `0/0`, `0/1`, `1/0_1`; "" for graphs no compile id is known for
  std::vector<int> graphs;          // in print order
  std::vector<RunOutputCode> outputCodes;
  std::vector<std::string> reasons; // why Dynamo compiled again (the guard failures), as the log says them
};

struct RunRank {
  int rank = -1;  // -1: one process (no rank said)
  std::vector<RunCompile> compiles;  // in compile id order (frame, then compile, then attempt)
};

// Two ranks' graphs of one compile id and kind whose nodes differ: the first node where their ops differ.
struct RankDivergence {
  std::string compileId;
  int rankA = -1, rankB = -1;
  int graphA = -1, graphB = -1;
  int nodeA = -1, nodeB = -1;  // the first differing node on each side, -1 past a graph's end
};

struct RunTree {
  std::vector<RunRank> ranks;  // by rank
  std::vector<RankDivergence> divergences;
};

RunTree runTree(const Analysis& a);

// The rank a graph comes from: a `rank_N` / `rankN` in its file's name or folder, else a torchrun `[rankN]:` tag on
// its first line; -1 when neither says.
int rankOfGraph(const Analysis& a, int graph);

}  // namespace fx
