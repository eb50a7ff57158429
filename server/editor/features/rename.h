// Rename (F2) a value: its definition, every use and `x = None` clean-up in its graph, and the same value in the
// graphs tied to it where it carries the same name (a saved tensor is the forward's output and the backward's
// input of one name; a joint and its partition share names). Byte ranges; the LSP edge makes a WorkspaceEdit.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct RenameTarget {
  fx::Range range;    // the name under the cursor
  std::string name;
  std::string error;  // set when there is nothing to rename here, and why
};

struct RenameEdits {
  std::vector<Target> edits;  // every occurrence, by document then offset; the new name replaces each
  std::string error;          // set when the rename cannot be done (nothing is changed), and why
};

// What a rename at `offset` would change (LSP prepareRename).
RenameTarget renameTarget(const Snapshot& snap, int doc, uint32_t offset);

// The occurrences to replace by `newName`: refused when it is not a Python identifier, is a Python keyword, or
// names another node of a graph the rename touches.
RenameEdits rename(const Snapshot& snap, int doc, uint32_t offset, std::string_view newName);

}  // namespace fxl
