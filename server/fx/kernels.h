// Inductor's kernels tied to the graph they compute (issue 31): each output code (output_code.h) to the
// post-grad graph whose inputs are its `call`'s arguments, and each kernel call to that graph's nodes: exactly,
// from Inductor's own table (a TORCH_TRACE provenance record, matched by the calls' debug handles) when a document
// of the analysis holds it (torch 2.15 writes it for forward graphs only), else from the nodes Inductor's comments
// over a Triton kernel list (`# Graph fragment:`; its C++ kernels have none), else from the code's data flow
// (kernels_infer.h), else from the source node names the printout writes over the call.
#pragma once

#include <vector>

#include "analysis.h"
#include "output_code.h"

namespace fx {

enum class KernelEvidence {
  None,         // nothing ties the call to nodes
  SourceNames,  // the `Topologically Sorted Source Nodes` comment, names found in the graph
  DataFlow,     // the buffers `call()` passes, tied to nodes (kernels_infer.h)
  Comments,     // Inductor's comments over a (Triton) kernel: its graph fragment, its source → ATen mapping
  Provenance,   // Inductor's provenance record
};

struct CompiledGraph {
  OutputCode code;
  int graph = -1;  // the graph compiled (post-grad if printed, else the AOT graph with the same inputs), -1: none
  // The AOT graph (forward, backward, inference) that `graph` was made from, when both are printed: the same
  // inputs; its nodes mostly keep their names through the post-grad passes. -1: none.
  int aotGraph = -1;
  struct Call {
    std::vector<int> nodes;  // indices into the graph's nodes, in the graph's order
    KernelEvidence evidence = KernelEvidence::None;
  };
  std::vector<Call> calls;  // parallel to code.calls
};

// Every output code of the analysis's documents, tied to its graph and nodes.
std::vector<CompiledGraph> compiledGraphs(const Analysis& a);

// The node of `cg.graph` that node `node` of graph `graph` stands for: itself in the compiled graph; in the AOT graph
// it was made from, the node of the same name (the post-grad passes keep most names); -1 otherwise.
int compiledNodeOf(const Analysis& a, const CompiledGraph& cg, int graph, int node);

const char* evidenceName(KernelEvidence e);

}  // namespace fx
