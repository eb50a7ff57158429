// "Compare graph with…": the graph at the cursor against another graph of the snapshot (a recompile's earlier
// compile, another partition, the same model from another run), node by node (fx/graph_diff.h), as markdown.
// Byte offsets; no LSP types.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "snapshot.h"

namespace fxl {

// The graph at `offset` (else the document's first), and the graphs it can be compared with, the likeliest first:
// its recompile's earlier compile, its counterpart in each other document (fx::counterpartGraph), the other graphs
// of its role, then the rest.
struct DiffChoices {
  int graph = -1;
  std::vector<int> candidates;
};
DiffChoices diffChoices(const Snapshot& snap, int doc, uint32_t offset);

struct DiffView {
  std::string markdown;
  std::string error;  // no graph here, no graph `other`
  int graph = -1, other = -1;
};
// The graph at `offset` (A) against the graph whose id is `other` (B).
DiffView diffView(const Snapshot& snap, int doc, uint32_t offset, std::string_view other);

}  // namespace fxl
