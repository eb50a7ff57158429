// The preview coloured by kernel (issue 31): which kernel of Inductor's output code computes each node, for
// RenderOptions::kernels. Depends only on the engine.
#pragma once

#include <memory>
#include <vector>

#include "dot.h"
#include "fx/kernels.h"

namespace fxr {

// Each node some kernel call computes, in the post-grad graph the code compiles and, by name, in the AOT graph that
// graph was made from (the picture a user previews most): the first call that computes it. Each call is a kernel
// of its own, in the order the codes make them: two `extern_kernels.addmm` of two layers are two colours.
std::shared_ptr<const KernelFills> kernelFills(const fx::Analysis& a, const std::vector<fx::CompiledGraph>& codes);

}  // namespace fxr
