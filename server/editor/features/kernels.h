// Inductor's kernels in the editor (issue 31): hover on a kernel's name in output code (its call or its
// definition) says which graph nodes it computes, with links; go to definition from a call reaches the kernel's
// definition, from a definition the nodes it computes; a node's hover names the kernels that compute it.
// Byte offsets; no LSP types.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "features/code_lens.h"
#include "features/hover.h"
#include "snapshot.h"

namespace fxl {

// The kernel call (or definition) written at `offset`: which output code and which calls (a definition stands for
// every call of it).
struct KernelAt {
  const fx::CompiledGraph* code = nullptr;
  std::vector<size_t> calls;
  int definition = -1;  // index into code->code.definitions
  fx::Range range;      // the kernel's name at `offset`
};
std::optional<KernelAt> kernelAt(const Snapshot& snap, const std::vector<fx::CompiledGraph>& codes, int doc,
                                 uint32_t offset);

// Hover on a kernel's name, nothing elsewhere.
std::optional<HoverResult> kernelHover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor = {});
// Markdown lines naming the kernels that compute node `k` of graph `graph` ("" when none does): a node of the
// post-grad graph, or of the AOT graph it was made from (by name).
std::string kernelsOfNode(const Snapshot& snap, int graph, int k, const LinkFor& linkFor = {});
// A lens over each kernel call: `fuses 6 nodes · reads 2 saved tensors` (an extern kernel: `runs mm`), showing the
// nodes it computes.
std::vector<CodeLens> kernelLenses(const Snapshot& snap, int doc);
// Go to definition on a kernel: a call → the kernel's definition (itself for an extern kernel: nothing); a
// definition → the nodes it computes.
std::vector<Target> kernelDefinition(const Snapshot& snap, int doc, uint32_t offset);

}  // namespace fxl
