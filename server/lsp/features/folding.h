// Folding ranges: each graph, and each block of nodes under one `# File: ...` comment. 0-based document lines.
#pragma once

#include <cstdint>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct FoldingRange {
  uint32_t startLine = 0;
  uint32_t endLine = 0;
  bool comment = false;  // a comment fold; graphs and `# File:` blocks are regions, so false today
  bool operator==(const FoldingRange&) const = default;
};

// By start line: one per graph (its first to last line), and one per run of consecutive nodes written under the
// same `# File:` comment (from the comment to the run's last line) when it spans two lines or more.
std::vector<FoldingRange> foldingRanges(const Snapshot& snap, int doc);

}  // namespace fxl
