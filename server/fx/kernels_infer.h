// Which graph nodes each call of an output code computes, read from the code's own data flow when Inductor's
// table is not at hand (kernels.h): the buffers are tied to nodes (inputs by name, returns by the graph's
// output, an extern call's buffers by the node it runs, a buffer one kernel passes to the next by what the reader
// cannot compute itself), then each kernel takes the nodes its written buffers need, down to values held in
// buffers. The rules and how they were measured against Inductor's own table: docs/KERNELS.md.
#pragma once

#include <vector>

#include "model.h"
#include "output_code.h"

namespace fx {

// Per call of `code` (parallel to code.calls): indices of `g`'s nodes, sorted; empty where nothing tells.
std::vector<std::vector<int>> inferKernelNodes(const Graph& g, const OutputCode& code);

}  // namespace fx
