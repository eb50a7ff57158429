// What a forward/backward pair costs: the tensors saved for backward, their size, what is recomputed.
// Used by the CLI report (and later by the language server's code lens).
#pragma once

#include <cstdint>
#include <vector>

#include "analysis.h"

namespace fx {

struct PairSummary {
  int saved = 0;            // tensors saved for backward (saved outputs and saved inputs)
  int savedSizes = 0;       // SymInt/SymFloat values saved for backward (sizes of dynamic shapes, not tensors)
  int savedKnownSize = 0;   // of which the byte size is known
  uint64_t savedBytes = 0;  // sum over those
  std::vector<int> symbolic;  // forward nodes saved with symbolic or unprinted sizes
  int recomputed = 0;       // backward nodes that recompute a forward op
};

PairSummary summarize(const Analysis& a, const Pair& p);

}  // namespace fx
