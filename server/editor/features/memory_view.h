// The activation-memory view of a document's graph (fx/memory.h through the snapshot's cache): the plot the
// preview shows (render/memory_plot.h), its one-line summary, and the code lens above each graph
// ("memory: peak 1.2 GiB at mm_12 · holds 480 MiB for backward"). Byte offsets; no LSP types.
#pragma once

#include <optional>
#include <string>

#include "snapshot.h"

namespace fxl {

struct MemoryView {
  std::string svg;
  std::string status;  // "forward peak 71.2 KiB at mean · backward peak … · holds 71.2 KiB for backward · 524 nodes"
  std::string error;   // why there is no plot (no graph to schedule)
};

// The graph at `offset` (else the document's first graph with a timeline) and its pair.
MemoryView memoryView(const Snapshot& snap, int doc, std::optional<uint32_t> offset, bool dark);

// The code lens title for a graph, empty when it has no timeline: the forward (or joint, or lone graph) says its
// peak and what it holds for the backward, the backward its own peak.
std::string memoryLensTitle(const Snapshot& snap, int graph);

}  // namespace fxl
