// `fxlens memory` output: the activation-memory timelines (fx/memory.h) as a readable report or JSON (docs/JSON.md,
// "fxlens memory --json").
#pragma once

#include <iosfwd>
#include <vector>

#include "fx/memory.h"

namespace cli {

struct MemoryItem {
  fx::Pair pair;  // a forward/backward pair, a joint, or a lone forward
  fx::MemoryTimeline timeline;
};

// What `fxlens memory` reports on: every pair (forward + backward, else joint), and every forward or inference
// graph in no pair; `graphId` non-empty: only the item holding that graph.
std::vector<fx::Pair> memorySubjects(const fx::Analysis& a, const std::string& graphId);

void writeMemoryText(const fx::Analysis& a, const std::vector<MemoryItem>& items, std::ostream& out);
void writeMemoryJson(const fx::Analysis& a, const std::vector<MemoryItem>& items, bool points, std::ostream& out);

}  // namespace cli
