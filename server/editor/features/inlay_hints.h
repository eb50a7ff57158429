// Inlay hints: after a backward node that reads a forward value, the forward node it reads; optionally the type
// of a node whose printout does not show it. Byte offsets; no LSP types.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct InlayOptions {
  bool forwardNames = true;
  bool types = false;
};

struct InlayHint {
  uint32_t offset = 0;  // where the label goes: just after a node's defining name
  std::string label;
  bool typeHint = false;
};

// Hints whose offset lies in `within` (inclusive of its end), by offset.
// - forwardNames: after the definition of each backward input or `_tensor_constantN`/`_param_constantN` read that
//   has an association: `← relu` (matched, another name); for the same name only what the name does not say: the
//   op when it is not the name's (`← input · 2 KiB` for a forward input), the size (`← 40 B`), no hint when nothing
//   is left; `← relu | relu_1 ?` (ambiguous), `← ?` (unmatched). A tangent shows the forward output it is the
//   gradient of: `← ∂div`.
// - types: `: f32[8, 16]` after a definition whose type is known but not written in its definition.
std::vector<InlayHint> inlayHints(const Snapshot& snap, int doc, fx::Range within, InlayOptions opts = {});

}  // namespace fxl
