// The hover's line on a tensor saved for backward (in the forward or a joint graph, or its placeholder in the
// backward): its size,
// the backward nodes that need it, and whether it could be recomputed instead (fx/recompute_advice.h).
#pragma once

#include <optional>
#include <string>

#include "snapshot.h"

namespace fxl {

// "saved: 48 MiB · needed by `mm_3`, `threshold_backward` · could be recomputed from `relu_3` (saved) by 1
// pointwise op"; nothing when the node is no saved tensor. Cheap: a bounded walk back from the node and the
// snapshot's associations of this one node (every other saved tensor counts as saved: no greedy choice here).
std::optional<std::string> savedAdviceLine(const Snapshot& snap, fx::NodeRef node);

}  // namespace fxl
