// Two partitions of one model side by side, when both are open (an aot_default and an aot_mincut folder, two
// partitioners' dumps of one compile): each one's memory peaks and bytes held for the backward, what both save,
// what only one saves, what each backward recomputes (fx::comparePartitions, fx/memory.h), as a markdown table.
// Byte offsets; no LSP types.
#pragma once

#include <string>

#include "snapshot.h"

namespace fxl {

struct PartitionCompare {
  std::string markdown;
  std::string error;  // why there is no comparison (no pair here, no other partition of the same model)
  int otherGraph = -1;  // the other partition's forward (or joint)
};

// The pair of the graph at `offset` (else the document's first pair) against the other pair of the analysis that
// is the same model: the one whose forward shares the most node names with this one's (at least half of the
// smaller forward's names; the partitioners name the joint's nodes the same way).
PartitionCompare comparePartitionsAt(const Snapshot& snap, int doc, uint32_t offset);

}  // namespace fxl
