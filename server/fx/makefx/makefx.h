// make_fx association: tie the saved constants of a separately traced backward (get_attr nodes
// `_tensor_constantN` / `_param_constantN`, `_tensor_constantN_1` for repeated fetches) to the forward
// node that produced each value. The method is described in makefx/associate.cpp.
#pragma once

#include <vector>

#include "fx/model.h"

namespace fx {

// graphs: all graphs of the analysis. fwd: the make_fx forward graph (a); bwd: the make_fx backward graph (b)
// (placeholder `loss_1`, `ones_like` seed, get_attr constants); joint: the make_fx forward-and-backward graph (c)
// of the same function, or -1 when not given.
// Returns one Association per get_attr node of `bwd` (kind Constant): matched, ambiguous (with every candidate)
// or unmatched, with evidence strings. Never guesses: a wrong match is worse than an ambiguous one.
std::vector<Association> associateMakeFx(const std::vector<Graph>& graphs, int fwd, int bwd, int joint);

}  // namespace fx
