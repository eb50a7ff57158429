#include "kernel_fills.h"


namespace fxr {

std::shared_ptr<const KernelFills> kernelFills(const fx::Analysis& a, const std::vector<fx::CompiledGraph>& codes) {
  auto out = std::make_shared<KernelFills>();
  for (const fx::CompiledGraph& cg : codes) {
    if (cg.graph < 0 || cg.graph >= static_cast<int>(a.graphs.size())) continue;
    const fx::Graph& compiled = a.graphs[cg.graph];
    const fx::Graph* aot = cg.aotGraph >= 0 && cg.aotGraph < static_cast<int>(a.graphs.size()) ? &a.graphs[cg.aotGraph]
                                                                                               : nullptr;
    for (size_t i = 0; i < cg.calls.size() && i < cg.code.calls.size(); ++i) {
      if (cg.calls[i].nodes.empty()) continue;
      const int call = static_cast<int>(out->names.size());
      out->names.push_back(cg.code.calls[i].kernel);
      for (int k : cg.calls[i].nodes) {
        out->kernelOf.try_emplace({cg.graph, k}, call);
        if (!aot || k < 0 || k >= static_cast<int>(compiled.nodes.size())) continue;
        if (const int same = aot->find(compiled.nodes[k].name); same >= 0)
          out->kernelOf.try_emplace({cg.aotGraph, same}, call);
      }
    }
  }
  return out;
}

}  // namespace fxr
