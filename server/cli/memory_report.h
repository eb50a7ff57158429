// `fxlens memory` output: the activation-memory timelines (fx/memory.h) as a readable report or JSON (docs/JSON.md,
// "fxlens memory --json").
#pragma once

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "fx/memory.h"
#include "fx/recompute_advice.h"

namespace cli {

struct MemoryItem {
  fx::Pair pair;  // a forward/backward pair, a joint, or a lone forward
  fx::MemoryTimeline timeline;
  std::optional<fx::PairAdvice> advice;  // --advise: why each tensor is saved, what could be recomputed
};

// --compare: two partitions of one model (the first two items), side by side.
struct MemoryComparison {
  fx::PartitionComparison partitions;
  std::string nameA, nameB;
  const MemoryItem *a = nullptr, *b = nullptr;
};

// What `fxlens memory` reports on: every pair (forward + backward, else joint), and every forward or inference
// graph in no pair; `graphId` non-empty: only the item holding that graph.
std::vector<fx::Pair> memorySubjects(const fx::Analysis& a, const std::string& graphId);

void writeMemoryText(const fx::Analysis& a, const std::vector<MemoryItem>& items, const MemoryComparison* compare,
                     std::ostream& out);
void writeMemoryJson(const fx::Analysis& a, const std::vector<MemoryItem>& items, const MemoryComparison* compare,
                     bool points, std::ostream& out);

}  // namespace cli
