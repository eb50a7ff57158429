// Inductor's output code (TORCH_LOGS=output_code, a TORCH_TRACE log's `inductor_output_code` records, a
// TORCH_COMPILE_DEBUG / depyf `output_code.py`): the kernels it defines, the calls of its `call` function, and
// what the printout says each call computes. Read from the text alone; tying kernels to the graphs' nodes is
// kernels.h's.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "model.h"

namespace fx {

// One kernel launch or extern call in `call()`, in order.
struct KernelCall {
  std::string kernel;  // `cpp_fused_gelu_sum_1`, `triton_poi_fused_relu_0`, `extern_kernels.addmm`
  Range name;          // where `kernel` is written at the call
  uint32_t line = 0;   // 0-based document line of the call
  // From the comments over the call, or over the kernel's definition (Triton writes them there):
  // `# Topologically Sorted Source Nodes: [linear, relu], Original ATen: [aten.addmm, aten.relu]`.
  std::vector<std::string> sourceNodes, atenOps;
  std::string handle;  // `# [Provenance debug handles] cpp_fused_gelu_sum_1:4`: `cpp_fused_gelu_sum_1:4`
  int definition = -1;  // index into OutputCode::definitions, -1 for an extern kernel
  // The buffers it is given, by position: `buf0`, the base of `reinterpret_tensor(buf0, ...)`, "" for anything
  // else (sizes, constants); and the one an extern call writes (`out=buf1`, `buf1 = torch.ops...(...)`).
  std::vector<std::string> args;
  std::string out;
};

// A kernel defined in the module (`name = async_compile.cpp_pybinding(...)`, `async_compile.triton(...)`).
struct KernelDefinition {
  std::string name;
  std::string kind;  // `cpp_pybinding`, `triton`, ...
  Range nameRange;
  uint32_t line = 0;
  std::vector<std::string> sourceNodes, atenOps;  // from the comments over the definition
  // The post-grad nodes the comments over a Triton kernel say it computes: its `# Graph fragment:` lines
  // (`#   %add_2 : [num_users=2] = call_function[...]`, placeholders left out), else the right sides of
  // `# Source node to ATen node mapping:` (`#   iadd => add_2`).
  std::vector<std::string> computes;
  // Which of its parameters it writes, by position (`float*` and not `const float*`; Triton's `out_ptr0`,
  // `in_out_ptr0`); empty when the printout does not say.
  std::vector<char> writes;
  // Which of them it reads before writing (`in_out_ptr0`, C++ and Triton): a buffer given there holds a value from
  // before the call. Empty when the printout does not say.
  std::vector<char> inOut;
};

// `buf6 = empty_strided_cpu((2, 8, 8, 8), (512, 1, 64, 8), torch.float32)`: a buffer's sizes and strides as printed.
struct BufferLayout {
  std::vector<std::string> sizes, strides;
};

struct OutputCode {
  int doc = -1;
  std::string compileId;  // `0/0` when the log or the record says
  std::string aotId;      // `0_forward`, `0_backward`, `0_inference` (`# AOT ID: [...]`)
  Range range;            // from its first line to its last
  uint32_t firstLine = 0, lastLine = 0;
  std::vector<std::string> args;  // `primals_1, primals_2 = args`: the graph's inputs, in order
  std::vector<KernelDefinition> definitions;
  std::vector<KernelCall> calls;
  std::vector<std::string> returns;  // `return (buf3, primals_3, None, ...)`: base names, "" for None or others
  std::map<std::string, BufferLayout> layouts;  // the buffers `call()` allocates
  // `buf11 = buf7; del buf7  # reuse`: a buffer that takes over another's storage, and with it its last value.
  std::map<std::string, std::string> reuses;  // new name → old name
  // `buf0 = reinterpret_tensor(buf2, (4, 8), (24, 1), 0)  # alias`: a part of another buffer, written on its own
  // (a cat's inputs each written into its slice of the cat's buffer).
  struct Alias {
    std::string of;  // the whole buffer
    int part = 0;    // 0 for its first alias, 1 for the next, ...
  };
  std::map<std::string, Alias> aliases;
};

// Every output code printed in a document, in order.
std::vector<OutputCode> readOutputCode(const Document& doc, int docIndex);
// Can the document hold output code or a provenance table at all (a cheap test before reading it)?
bool mayHoldOutputCode(const Document& doc);
// Does the document's head show Inductor's output code (an `output_code.py` of its own, a log of `[__output_code]`
// lines, a trace's record), or is it a debug folder's provenance table? Looks at its first 64 KiB only: a cheap
// check for files that hold no graph.
bool showsOutputCode(const Document& doc);

// Inductor's own kernel → post-grad node table, from a TORCH_TRACE log's
// `inductor_provenance_tracking_node_mappings` records (or a TORCH_COMPILE_DEBUG folder's JSON file of that name) (`"cppCodeToPost": {"cpp_fused_gelu_sum_1:4": ["sum_1",
// ...]}`), one per compiled graph, in order.
struct ProvenanceMapping {
  int doc = -1;
  std::string compileId;
  uint32_t line = 0;
  std::map<std::string, std::vector<std::string>> kernelToPost;  // by debug handle
};
std::vector<ProvenanceMapping> readProvenanceMappings(const Document& doc, int docIndex);

}  // namespace fx
