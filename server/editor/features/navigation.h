// Navigation between a node's occurrences and across the forward/backward pair. Byte offsets; no LSP types.
#pragma once

#include <cstdint>
#include <vector>

#include "snapshot.h"

namespace fxl {

// Go to definition.
// - A backward node whose value comes from the forward (a saved input, a `_tensor_constantN` read, a tangent),
//   on its definition or a use: the forward producer's definition (every candidate when ambiguous).
// - A backward node that computes its value itself but is associated (a recomputed op, a gradient output):
//   on a use, its own definition then the forward node; on its definition, the forward node.
// - Anything else (an unmatched backward node included): the node's own definition.
std::vector<Target> definition(const Snapshot& snap, int doc, uint32_t offset);

// Go to declaration / implementation. From a forward node: the definitions of its backward consumers (matched
// associations, then those naming it as a candidate). From a backward node: the same as definition().
std::vector<Target> declaration(const Snapshot& snap, int doc, uint32_t offset);
std::vector<Target> implementation(const Snapshot& snap, int doc, uint32_t offset);

// Every occurrence of the node in its graph, then every occurrence of the nodes that are the same value in
// other graphs (Snapshot::partners, followed transitively: a forward value and all its backward reads).
// Definitions are included only with `includeDeclaration`.
std::vector<Target> references(const Snapshot& snap, int doc, uint32_t offset, bool includeDeclaration);

struct Highlight {
  fx::Range range;
  bool write = false;  // the definition
};
// The node's occurrences in this document, by position.
std::vector<Highlight> highlights(const Snapshot& snap, int doc, uint32_t offset);

}  // namespace fxl
