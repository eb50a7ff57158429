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

// Symbols (graphs and nodes) in one documentSymbol reply. A graph of 1M nodes made a 275 MB reply that took 27 s;
// no one reads an outline that long, and clangd and rust-analyzer bound their symbol replies likewise (clangd's
// workspace/symbol limit, rust-analyzer's search limit). Past it, one symbol says how many were left out.
inline constexpr size_t kMaxDocumentSymbols = 10000;

// One entry per graph of the document, by position (nested submodule graphs are listed flat, after their parent),
// with its nodes as children; at most kMaxDocumentSymbols of them: all graphs first, then the nodes in document
// order, a graph whose nodes did not all fit ending with a child "… N more nodes", graphs past the bound replaced
// by one entry "… N more graphs".
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
