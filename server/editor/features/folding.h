// Folding ranges: each graph, and each block of nodes under one `# File: ...` comment. As byte offsets, like every
// feature: the server turns them into LSP lines (which also end at a lone `\r`, unlike the engine's `\n` lines).
#pragma once

#include <cstdint>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct FoldingRange {
  uint32_t begin = 0;  // the start of the fold's first line
  uint32_t end = 0;    // the start of its last line
  bool comment = false;  // a comment fold; graphs and `# File:` blocks are regions, so false today
  bool operator==(const FoldingRange&) const = default;
};

// By start: one per graph (its first to last line), and one per run of consecutive nodes written under the
// same `# File:` comment (from the comment to the run's last line) when it spans two lines or more.
std::vector<FoldingRange> foldingRanges(const Snapshot& snap, int doc);

}  // namespace fxl
