// The groups of a picture too big to draw whole (plan_visible.h decides which nodes are hidden): every hidden node
// belongs to one group, drawn as one summary box. Groups nest: a group the user expands (RenderOptions::expand, or
// the one holding a node to reveal) shows its nodes when it has at most kFanout of them, else its subgroups: the
// source lines of a function, the runs of a source line (the same `# File:` line repeated by 24 layers is one group
// "×24", its runs its subgroups), the source lines of a block, or consecutive chunks. With at most kMaxTopGroups groups at the top and kFanout
// children per group, every node of a million-node picture is three expansions away.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "plan_graphs.h"

namespace fxr {

constexpr int kFanout = 48;        // children an expanded group shows at most
constexpr int kMaxTopGroups = 12;  // groups of the overview: few enough to read at fit in a side panel
constexpr int kSmallestGroup = 3;  // groups of at most this many nodes are drawn as their nodes

// How a group holds its nodes, which decides how it splits when expanded and what its label says.
enum class GroupKind : uint8_t {
  Category,  // one category of one graph (the rest of a focused view)
  Function,  // one function of one file (`# File: .../model.py:42 in forward`): all its source lines
  Source,    // one `# File:` source line (all its runs)
  Run,       // one run of consecutive nodes under one source line
  Block,     // consecutive nodes (a top-level block, or a chunk of a bigger group)
  Module,    // one module of the model and its submodules (plan_modules.h): `model.layers.0.self_attn`
  ModuleOwn,    // the nodes of an opened module outside its submodules (a residual add of `model.layers.0`)
  ModuleRepeat,  // consecutive numbered submodules that compute alike (`model.layers.0–7` ×8): opens into them
};

struct Group {
  std::string id;  // `joint.code.txt#1:b3.12`: stable across renders, what the editor sends back to expand it
  GroupKind kind = GroupKind::Block;
  std::vector<int> members;  // picture node numbers, in print order
  int runs = 1;              // Source: how many separate runs the line has (×N); ModuleRepeat: its modules
  std::string module;        // Module, ModuleOwn: the module's path; ModuleRepeat: `model.layers.0–7`
  std::vector<Group> parts;  // ModuleRepeat: the modules it folds (what it opens into)
};

struct Grouping {
  std::vector<Group> groups;  // the groups drawn (expanded ones are replaced by their children or nodes)
  std::vector<int> groupOf;   // per picture node: its group, or -1 when drawn as itself
};

// The top-level groups of the hidden nodes (`hidden[k]` set): by category when `byCategory` (a focused view),
// else by the model's modules when the picture knows them for most nodes (plan_modules.h: the model, opened
// module by module, biggest first, while it keeps at most kMaxTopGroups boxes; numbered submodules that compute
// alike folded into one box ×N), else, when the printout has `# File:` lines, by source line or else by function if
// that makes at most kMaxTopGroups groups, else blocks of consecutive nodes. Then the
// groups named in `expand`, and those holding a node of `reveal`, are opened: their nodes are drawn (hidden[k]
// cleared) or replaced by their subgroups, recursively.
Grouping groupHidden(const Picture& p, std::vector<char>& hidden, bool byCategory,
                     const std::unordered_set<std::string>& expand, const std::vector<int>& reveal);

// `File: /m/model.py:42 in forward, code: x = f(x)` → `/m/model.py in forward` (without ` in`: the file), also
// after torch 2.x's `Backward of forward node: `; empty for text that is not such a line.
std::string functionOf(std::string_view source);

// A short stable name for a long key (a source line, a module path): group ids travel to the editor and back.
std::string shortHash(std::string_view s);

// The nodes named `name` (of graph `graph` when it defines one, else of any graph of the picture).
std::vector<int> nodesNamed(const Picture& p, const std::string& name, int graph);

}  // namespace fxr
