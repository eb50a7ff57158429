#include "kernel_fills.h"

namespace fxr {

std::shared_ptr<const KernelFills> kernelFills(const fx::Analysis& a, const std::vector<fx::CompiledGraph>& codes) {
  auto out = std::make_shared<KernelFills>();
  for (const fx::CompiledGraph& cg : codes) {
    if (cg.graph < 0 || cg.graph >= static_cast<int>(a.graphs.size())) continue;
    // The first call that computes each node of the compiled graph.
    std::vector<int> firstCall(a.graphs[cg.graph].nodes.size(), -1);
    for (size_t i = 0; i < cg.calls.size() && i < cg.code.calls.size(); ++i) {
      if (cg.calls[i].nodes.empty()) continue;
      const int call = static_cast<int>(out->names.size());
      out->names.push_back(cg.code.calls[i].kernel);
      for (int k : cg.calls[i].nodes)
        if (k >= 0 && k < static_cast<int>(firstCall.size()) && firstCall[k] < 0) firstCall[k] = call;
    }
    // Its nodes, and those of the AOT graph it was made from (fx::compiledNodeOf: by name).
    for (int g : {cg.graph, cg.aotGraph}) {
      if (g < 0 || g >= static_cast<int>(a.graphs.size())) continue;
      for (int k = 0; k < static_cast<int>(a.graphs[g].nodes.size()); ++k)
        if (const int at = fx::compiledNodeOf(a, cg, g, k); at >= 0 && firstCall[at] >= 0)
          out->kernelOf.try_emplace({g, k}, firstCall[at]);
    }
  }
  return out;
}

}  // namespace fxr
