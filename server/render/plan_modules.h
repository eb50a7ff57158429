// The model's modules in a picture: which module (`model.layers.0.self_attn`) each node computes for, so that an
// overview can follow the model instead of line ranges (plan_groups.h). Printouts of AOT graphs do not say it per
// node; it is inferred from what they do say:
//   1. Parameters: Dynamo names its inputs after their place in the model (fx/module_names.h). An AOT graph
//      takes the same inputs in the same order as primals_1, primals_2, ...: its Dynamo graph is found among the
//      analysis's graphs (same compile id, else same document, else any) by having as many inputs, of the same
//      types where both print them.
//   2. Markers: a node that reads a parameter (or a view of one, `t(primals_5)`) computes for its module. In the
//      backward, a node that reads a forward value computes for that value's module (its gradient).
//   3. Between two markers in print order a module's code runs whole (a call returns before the next begins), so
//      the nodes between markers of modules A and B belong to their common parent: the residual add between
//      `layers.0.self_attn.o_proj` and `layers.0.post_attention_layernorm` is `layers.0`'s.
// Nothing known (no Dynamo graph, older names): every node unknown, and the overview keeps its other groupings.
#pragma once

#include <string>
#include <vector>

#include "plan_graphs.h"

namespace fxr {

struct Modules {
  std::vector<std::string> paths;  // distinct module paths; "" is the model itself
  std::vector<int> of;             // per picture node: its module (index into paths), -1 unknown
  int known = 0;                   // nodes with a module below the model itself
};

Modules modulesOf(const Picture& p);

}  // namespace fxr
