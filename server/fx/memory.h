// The activation-memory timeline of a forward/backward pair (or a joint split by its partition, or a lone
// forward): the printed schedule run in order, each node allocating its output's bytes when it runs and freeing
// them after its last use; views and in-place ops share their input's storage (op_table.h: sharesInputStorage);
// saved tensors live from the forward until their last use in the backward; tangents arrive at the backward's
// start. Inputs and parameters are counted apart, and sizes the printout does not give (symbolic, untyped) are
// counted apart too, never as 0 bytes. docs/MEMORY.md says what is counted when.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analysis.h"

namespace fx {

// One scheduled node (placeholders and the output are not scheduled: inputs are counted apart).
struct MemoryPoint {
  NodeRef node;
  uint64_t live = 0;     // bytes of known size alive after the node ran (its output included)
  uint64_t saved = 0;    // of which held for the backward (saved activations)
  int unknownLive = 0;   // allocations of unknown size alive then (not in `live`)
};

// An allocation alive at a peak.
struct MemoryContributor {
  NodeRef producer;      // the node whose output it is (a view's or in-place op's base)
  uint64_t bytes = 0;
  int from = 0, to = 0;  // points: allocated at `from`, freed after `to`
  bool saved = false;    // held for the backward
};

struct MemoryPeak {
  int at = -1;           // point index, -1 when the side has no scheduled node
  uint64_t bytes = 0;
  int unknownLive = 0;
  std::vector<MemoryContributor> top;  // the biggest allocations alive at the peak, biggest first (at most 5)
};

struct MemoryTimeline {
  std::vector<MemoryPoint> points;  // forward nodes in printed order, then backward nodes
  int forwardPoints = 0;            // points [0, forwardPoints) are the forward's
  MemoryPeak forward, backward;
  uint64_t heldForBackward = 0;     // saved activations' bytes (known sizes)
  int heldTensors = 0;              // saved activations (tensors), of which heldUnknown have no known size
  int heldUnknown = 0;
  uint64_t savedInputBytes = 0;     // inputs/parameters also saved for backward (counted apart: they live anyway)
  int savedInputs = 0;
  uint64_t inputBytes = 0;          // the forward's inputs and parameters (known sizes), and how many
  int inputs = 0, inputsUnknown = 0;
  std::vector<NodeRef> unknownSize; // allocations without a byte size, in schedule order

  // Some allocation has a known size (an untyped printout has none: say so rather than draw a flat line).
  bool sized() const;
};

// "71.2 KiB at mean": a peak as the report, the lens, the plot's summary and the comparison say it ("–" for a side
// without nodes).
std::string peakText(const Analysis& a, const MemoryTimeline& t, const MemoryPeak& peak);

// `pair` may have a forward and a backward, a joint (split by its nodes' partition), or a forward only.
MemoryTimeline memoryTimeline(const Analysis& a, const Pair& pair);

// What a graph's timeline is of: its pair's forward and backward (the partitioned graphs say what is saved), else
// its pair's joint, else the graph alone when it is a forward, inference or joint graph; nullopt otherwise (a
// backward without its forward, a Dynamo graph, a nested submodule).
std::optional<Pair> memorySubject(const Analysis& a, int graph);

}  // namespace fx
