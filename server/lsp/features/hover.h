// Hover on a node name (its definition or a use): what the node is, and where its value comes from or goes to
// across the forward/backward pair. Markdown text; byte offsets; no LSP types.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "snapshot.h"

namespace fxl {

struct HoverResult {
  std::string markdown;
  fx::Range range;  // the hovered name
  int doc = -1;
};

// The link target for a place in a document (the dispatcher turns it into `file:///...#L12`); `line0` is 0-based.
using LinkFor = std::function<std::string(int doc, uint32_t line0)>;

// Nothing when `offset` is not on a node name. Without `linkFor`, places are shown as `fwd.py:12` without a link.
std::optional<HoverResult> hover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor = {});

}  // namespace fxl
