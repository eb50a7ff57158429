// The log prefixes of a document's lines (glog / TORCH_LOGS, bracketed dates, Python logging, torchrun and CI
// wrappers), as byte ranges: the editor dims them. The rules are the engine's (fx/lines.h), so the client does
// not keep a second copy of them.
#pragma once

#include <vector>

#include "fx/model.h"
#include "snapshot.h"

namespace fxl {

// One range per line of `within` (whole lines) that starts with a log prefix, in line order.
std::vector<fx::Range> logPrefixes(const Snapshot& snap, int doc, fx::Range within);

}  // namespace fxl
