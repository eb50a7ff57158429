// The model's own source annotated: for a Python source file, what the analysed dumps made of each of its lines
// (torch 2.x `# File: model.py:42 in forward, code: ...` comments). Byte offsets and 0-based lines; no LSP types.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <span>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct SourceLineNode {
  Target place;  // where the node's name is written in its dump
  std::string name;
  std::string graph;  // the id of the graph it is in (the preview draws that graph, focused on it)
  bool backward = false;
};

// Is 0-based `line` of a Python source inside the body of a `def forward(` (a module's forward: the lines dumps
// annotate)? What a hover there says when no dump is analysed.
bool inForwardBody(std::string_view source, uint32_t line);

struct SourceLine {
  uint32_t line = 0;  // 0-based line of the source file
  int forward = 0, backward = 0, saves = 0, recomputes = 0;
  uint64_t savedBytes = 0;  // of the saved tensors whose size is known
  std::vector<SourceLineNode> nodes;  // at most the limit asked for, forward first, in dump order
  int moreNodes = 0;                  // those left out of `nodes`

  // "6 fwd · 14 bwd · saves 2 (48 MiB) · recomputes 1" (parts that are zero left out).
  std::string title() const;
};

// Per line of the file (lines at or past `lineCount` are left out: the file changed since the dump), in line
// order; empty when no dump mentions the file. At most `maxNodes` nodes kept per line. Each node counts once per
// compile: the copies of one compile's graphs (the joint and its forward, the AOT printout and its post-grad or
// `__compiled_fn` duplicates) print it under one name, and Dynamo's graph of a compile that has AOT graphs is
// left out (its nodes are the same code before AOTAutograd).
//
// Which dump paths mean `filePath` (dumps are printed on other machines, so whole paths never match): a dump path
// matches when it ends with the same path components as the file (the base name at least, components compared
// whole, '/' and '\\' alike), and
//  - among the dump paths, only those sharing the longest suffix with the file count (dumps naming `/x/a/model.py`
//    and `/x/b/model.py` both end in `model.py`; for the file `proj/a/model.py` only the first does);
//  - a dump path sharing a longer suffix with one of `otherFiles` (other source files the client has open)
//    belongs to that file instead.
// Forward nodes are those under a line's `# File:` comment in a forward, joint-forward or Dynamo graph; backward
// nodes those of the backward side whose `# File:` or `# Backward of forward node: File:` comment names the line.
// Counts add up over every dump (a Dynamo graph and the AOT forward of the same code both count).
// Documents whose `skipDoc` entry is set (indexed by document; shorter spans skip nothing) are not counted: a
// view of another analysed document would count its nodes twice.
std::vector<SourceLine> sourceLines(const Snapshot& snap, std::string_view filePath, uint32_t lineCount,
                                    std::span<const std::string> otherFiles = {}, size_t maxNodes = 50,
                                    std::span<const char> skipDoc = {});

// The source comment written on the line of `offset` in a dump (for go to definition), nullopt when none.
struct SourceRefAt {
  std::string path;
  int line = -1;  // 1-based as printed, -1 when not printed
  fx::Range range;  // the comment's line in the dump
};
std::optional<SourceRefAt> sourceRefAt(const Snapshot& snap, int doc, uint32_t offset);

}  // namespace fxl
