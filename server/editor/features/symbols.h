// Document symbols (graphs with their nodes) and workspace symbol search. Byte offsets; no LSP types.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "snapshot.h"

namespace fxl {

enum class SymKind { Graph, Input, Tangent, Op, Output, Constant };

struct NodeSymbol {
  std::string name;
  std::string detail;  // "save_tensor · mm · f32[8, 16]"
  SymKind kind = SymKind::Op;
  fx::Range range;           // the whole definition
  fx::Range selectionRange;  // the name
};

struct GraphSymbol {
  std::string name;    // the graph's title (its id when untitled)
  std::string detail;  // "forward · fwd.py#1 · pairs with bwd.py#1"
  fx::Range range;           // the whole printout
  fx::Range selectionRange;  // its first line
  std::vector<NodeSymbol> children;
};

// One entry per graph of the document, by position (nested submodule graphs are listed flat, after their parent).
std::vector<GraphSymbol> documentSymbols(const Snapshot& snap, int doc);

struct WorkspaceSymbol {
  std::string name;
  std::string container;  // the graph id
  std::string detail;     // category · op
  SymKind kind = SymKind::Op;
  int doc = -1;
  fx::Range range;  // the name
};

// Graphs and nodes whose name contains the query's characters in order (case-insensitive). Exact names first,
// then prefixes, then substrings, then other subsequences; within each, tighter matches and shorter names first.
// At most `limit` results; an empty query matches everything.
std::vector<WorkspaceSymbol> workspaceSymbols(const Snapshot& snap, std::string_view query, size_t limit);

}  // namespace fxl
