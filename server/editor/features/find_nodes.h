// Find nodes by name for the preview's search box (`fxlens/findNodes`): the nodes of a document's graphs and of
// their forward/backward partners whose name matches a user's pattern. Patterns are RE2 (linear time, bounded
// memory: no pattern can hang the server); a plain name is a pattern too, and an exact match comes first.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fx/model.h"
#include "snapshot.h"

namespace fxl {

struct FoundNode {
  fx::NodeRef node;
  Target at;  // its name at its definition
};

struct FoundNodes {
  std::vector<FoundNode> nodes;  // exact name matches first, then by graph and print order
  bool more = false;             // more matched than `limit`
  std::string error;             // the pattern does not compile (nothing is searched)
};

// Searches `graphs` (indices) when given, else the document's graphs and their partners.
FoundNodes findNodes(const Snapshot& snap, int doc, std::string_view pattern, const std::vector<int>& graphs = {},
                     size_t limit = 200);

}  // namespace fxl
