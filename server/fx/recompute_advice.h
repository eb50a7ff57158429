// Why each tensor is saved for backward and what could be recomputed instead: for every forward value a pair
// saves, the backward nodes that need it, and whether the backward could make it again from tensors that stay
// saved (or from the forward's inputs, which live for the whole step) through cheap ops only (op_class.h).
// See docs/RECOMPUTE.md for the rules.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analysis.h"
#include "op_class.h"

namespace fx {

// What a recomputation reads: a forward input (placeholder or attribute: lives for the whole step), a tensor
// saved anyway, or a saved tensor the backward recomputes anyway (chosen earlier in the pair's greedy pass).
enum class SourceKind : uint8_t { Input, Saved, Recomputed };
const char* toString(SourceKind);

struct RecomputeSource {
  NodeRef node;  // a forward node
  SourceKind kind = SourceKind::Saved;
};

// A saved tensor that is kept, but that cheap ops could make again from one more forward tensor, if that one
// (made by an op that is not cheap, which the forward writes to memory anyway) were saved instead: what min-cut
// often does (it saves `bernoulli_` rather than the scaled dropout mask made from it). Named only when `instead`
// is no bigger than the saved tensor (or a size is unknown), and the saved tensor is read by cheap ops only, in
// the forward and in the backward (so fused kernels would make it in registers and never write it).
struct SwapAdvice {
  NodeRef instead;                       // the forward tensor to save instead
  std::optional<uint64_t> insteadBytes;  // its size, unknown for untyped or symbolic sizes
  std::vector<RecomputeSource> sources;  // what else the recomputation reads (inputs, saved tensors)
  std::vector<NodeRef> ops;              // the forward ops it would run again, in graph order
};

struct SavedTensorAdvice {
  NodeRef producer;                    // the forward node (or saved input) that is saved
  std::optional<uint64_t> bytes;       // unknown for untyped or symbolic sizes (never reported as 0)
  std::vector<NodeRef> backwardUsers;  // backward nodes that read it
  bool candidate = false;              // could be recomputed in the backward instead of saved
  std::vector<RecomputeSource> sources;  // candidate: what the recomputation reads
  std::vector<NodeRef> ops;              // candidate: the forward ops it would run again, in graph order
  bool viewOnly = false;                 // candidate made by views only: it shares its source's storage, so
                                         // recomputing it frees no memory (not counted in bytesFreed)
  std::string reason;                    // not a candidate: why ("needs mm (not cheap)", "depth > 4", ...)
  std::optional<SwapAdvice> swap;        // not a candidate: recomputable if another tensor were saved instead
};

struct PairAdvice {
  Pair pair;
  std::vector<SavedTensorAdvice> saved;  // in forward graph order
  int candidates = 0;
  int swaps = 0;  // kept tensors with a SwapAdvice
  // What recomputing every candidate frees: each storage once (views and detaches of one tensor share it), only
  // storage whose saved tensors are all candidates, never an input's.
  uint64_t bytesFreed = 0;
  int unknownFreed = 0;      // storages that would be freed but whose size is unknown (not in bytesFreed)
  std::string note;          // why nothing could be said (no graphs to read), else empty
};

struct AdviceLimits {
  int maxDepth = 4;   // pointwise ops on the longest chain from the saved tensor back to a source (views are free)
  int maxOps = 16;    // cheap ops in one recomputation: bounds the work per saved tensor
};

// Every saved tensor of a forward/backward pair (or of a joint graph alone: its save_tensor nodes, with the users
// in its backward part). Candidates are chosen greedily, largest first (unknown sizes after known ones, in graph
// order): a chosen tensor is a `Recomputed` source for the ones after it (the backward makes it anyway), and a
// tensor another candidate reads stays saved. Then each kept tensor that nothing reads gets its SwapAdvice, if any.
PairAdvice adviseRecompute(const Analysis& a, const Pair& p, AdviceLimits limits = {});

// One saved forward node, alone (for a hover): every other saved tensor counts as saved. Bounded work: the walk
// back from the node, and the backward users found through `backwardPlaceholders` (the backward nodes
// associated with it, which the caller looks up; in a joint graph, its users in the backward part).
SavedTensorAdvice adviseOne(const Analysis& a, NodeRef forward, const std::vector<NodeRef>& backwardPlaceholders,
                            AdviceLimits limits = {});

// A joint graph's saved node: its users in the backward part.
std::vector<NodeRef> jointBackwardUsers(const Analysis& a, NodeRef node);

// Whether a forward node is saved for backward.
inline bool isSaved(const Node& n) { return n.category == Category::SaveTensor || n.savedInput; }

// One sentence: "could be recomputed from `relu_3` (saved) by 1 pointwise op" or "kept: needs mm (not cheap)",
// with the swap when there is one ("; or save `bernoulli_` instead (the same size) and recompute it by 1 ...").
std::string describeAdvice(const Analysis& a, const SavedTensorAdvice& s);

// Two partitions of one model (same node names): what each saves and recomputes, and the bytes difference.
struct PartitionComparison {
  std::vector<std::string> savedOnlyA, savedOnlyB, savedBoth;
  std::vector<std::string> recomputedA, recomputedB;  // backward nodes that recompute a forward op
  uint64_t savedBytesA = 0, savedBytesB = 0;          // known sizes only
  int unknownA = 0, unknownB = 0;                     // saved tensors of unknown size
};
PartitionComparison comparePartitions(const Analysis& a, const Pair& pairA, const Pair& pairB);

}  // namespace fx
