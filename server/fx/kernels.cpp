// Tying output code to graphs and nodes: see kernels.h.
#include "kernels.h"

#include <algorithm>
#include <cstdint>

#include "dump_names.h"
#include "kernels_infer.h"

namespace fx {

namespace {

bool inputsAre(const Graph& g, const std::vector<std::string>& args) {
  size_t i = 0;
  for (const Node& n : g.nodes) {
    if (n.op != OpKind::Placeholder) continue;
    if (i >= args.size() || std::string_view(n.name) != args[i]) return false;
    ++i;
  }
  return i == args.size();
}

// By its header in a log (`AFTER POST GRAD`, a trace's `inductor_post_grad_graph`), else by its file's name.
bool postGrad(const Analysis& a, const Graph& g) {
  return g.header.find("POST GRAD") != std::string::npos || g.header.find("post_grad") != std::string::npos ||
         dumps::namesPostGradGraph(a.docs[g.doc].path);
}

// The graph an output code compiles: its inputs are the `call`'s arguments; a post-grad graph (what Inductor
// lowers) before an AOT one, then the same document and compile id, then the nearest printed before the code.
int graphOf(const Analysis& a, const OutputCode& c, bool postGradOnly = false, bool aotOnly = false) {
  if (c.args.empty()) return -1;
  int best = -1;
  int64_t bestScore = -1;  // 64 bits on every target (wasm32's long has 32)
  for (size_t gi = 0; gi < a.graphs.size(); ++gi) {
    const Graph& g = a.graphs[gi];
    if (!inputsAre(g, c.args) || (postGradOnly && !postGrad(a, g)) || (aotOnly && postGrad(a, g))) continue;
    const bool sameDoc = g.doc == c.doc, before = sameDoc && g.range.end <= c.range.begin;
    int64_t score = (postGrad(a, g) ? 8 : 0) + (sameDoc ? 4 : 0) + (!c.compileId.empty() && g.compileId == c.compileId ? 2 : 0) +
                 (before ? 1 : 0);
    score = score * (int64_t{1} << 32) + (before ? static_cast<int64_t>(g.range.end) : 0);
    if (score > bestScore) bestScore = score, best = static_cast<int>(gi);
  }
  return best;
}

// The provenance record that names the most of these calls' handles (and at least one).
// A tie goes to a record in the code's own folder (a debug folder's JSON file beside its `output_code.py`: the
// compiles of one run count their handles from 1 each).
const ProvenanceMapping* mappingOf(const Analysis& a, const std::vector<ProvenanceMapping>& maps, const OutputCode& c) {
  const ProvenanceMapping* best = nullptr;
  size_t bestScore = 0;
  const auto folderOf = [&](int doc) {
    const std::string_view p = a.docs[doc].path;
    return p.substr(0, p.size() - dumps::baseName(p).size());
  };
  for (const ProvenanceMapping& m : maps) {
    size_t hits = 0;
    for (const KernelCall& k : c.calls) hits += !k.handle.empty() && m.kernelToPost.count(k.handle);
    const size_t score = hits * 2 + (folderOf(m.doc) == folderOf(c.doc) ? 1 : 0);
    if (hits > 0 && score > bestScore) bestScore = score, best = &m;
  }
  return best;
}

std::vector<int> nodesNamed(const Graph& g, const std::vector<std::string>& names) {
  std::vector<int> out;
  for (const std::string& n : names) {
    int k = g.find(n);
    if (k >= 0) out.push_back(k);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

int compiledNodeOf(const Analysis& a, const CompiledGraph& cg, int graph, int node) {
  if (cg.graph < 0 || graph < 0 || graph >= static_cast<int>(a.graphs.size())) return -1;
  if (node < 0 || node >= static_cast<int>(a.graphs[graph].nodes.size())) return -1;
  if (graph == cg.graph) return node;
  if (graph != cg.aotGraph) return -1;
  return a.graphs[cg.graph].find(a.graphs[graph].nodes[node].name);
}

std::vector<CompiledGraph> compiledGraphs(const Analysis& a) {
  std::vector<CompiledGraph> out;
  std::vector<ProvenanceMapping> maps;
  for (size_t d = 0; d < a.docs.size(); ++d) {
    if (!mayHoldOutputCode(a.docs[d])) continue;
    for (OutputCode& c : readOutputCode(a.docs[d], static_cast<int>(d))) out.push_back({std::move(c), -1, {}});
    for (ProvenanceMapping& m : readProvenanceMappings(a.docs[d], static_cast<int>(d))) maps.push_back(std::move(m));
  }
  for (CompiledGraph& cg : out) {
    cg.graph = graphOf(a, cg.code);
    if (cg.graph >= 0 && postGrad(a, a.graphs[cg.graph])) cg.aotGraph = graphOf(a, cg.code, false, true);
    cg.calls.resize(cg.code.calls.size());
    if (cg.graph < 0) continue;
    const Graph& g = a.graphs[cg.graph];
    const ProvenanceMapping* m = mappingOf(a, maps, cg.code);
    const std::vector<std::vector<int>> flow = inferKernelNodes(g, cg.code);
    for (size_t i = 0; i < cg.code.calls.size(); ++i) {
      const KernelCall& k = cg.code.calls[i];
      auto exact = m ? m->kernelToPost.find(k.handle) : decltype(m->kernelToPost.end()){};
      if (m && exact != m->kernelToPost.end()) {
        cg.calls[i] = {nodesNamed(g, exact->second), KernelEvidence::Provenance};
      } else if (std::vector<int> said = k.definition >= 0 ? nodesNamed(g, cg.code.definitions[k.definition].computes)
                                                             : std::vector<int>();
                 !said.empty()) {
        cg.calls[i] = {said, KernelEvidence::Comments};
      } else if (!flow[i].empty()) {
        cg.calls[i] = {flow[i], KernelEvidence::DataFlow};
      } else {
        std::vector<int> found = nodesNamed(g, k.sourceNodes);
        cg.calls[i] = {found, found.empty() ? KernelEvidence::None : KernelEvidence::SourceNames};
      }
    }
  }
  return out;
}

const char* evidenceName(KernelEvidence e) {
  switch (e) {
    case KernelEvidence::Provenance: return "provenance";
    case KernelEvidence::SourceNames: return "source names";
    case KernelEvidence::DataFlow: return "data flow";
    case KernelEvidence::Comments: return "comments";
    case KernelEvidence::None: break;
  }
  return "none";
}

}  // namespace fx
