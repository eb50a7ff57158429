// The overview's groups by the model's modules (plan_groups.h's GroupKind::Module, ModuleOwn, ModuleRepeat),
// from the module of every node (plan_modules.h). Internal to plan_groups.cpp.
#pragma once

#include <vector>

#include "plan_groups.h"
#include "plan_modules.h"

namespace fxr {

// Is the model known well enough to group by it: a module below the model itself for most of the nodes?
bool groupByModules(const Picture& p, const Modules& m);

// The model of each (graph, side) as one group, and the nodes no module holds (tangents, gradient outputs) by
// category. Ids start with the picture's graph id.
std::vector<Group> topByModule(const Picture& p, const std::vector<char>& hidden, const Modules& m);

// What a module group opens into: its submodules (numbered ones that compute alike folded into one ModuleRepeat)
// and its own nodes; a ModuleRepeat's modules. Empty for a module without submodules. A module with a single
// submodule and no nodes of its own opens into that submodule's children.
std::vector<Group> moduleChildren(const Picture& p, const Modules& m, const Group& g);

}  // namespace fxr
