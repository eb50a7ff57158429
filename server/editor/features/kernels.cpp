#include "features/kernels.h"

#include <algorithm>
#include <cctype>
#include <string_view>

#include "features/common.h"
#include "fx/dump_names.h"

namespace fxl {

namespace {

constexpr size_t kMaxListedNodes = 24;  // a hover lists this many nodes and counts the rest

std::string place(const Snapshot& snap, int doc, uint32_t line0, const LinkFor& linkFor) {
  const std::string label = std::string(fx::dumps::baseName(snap.analysis().docs[doc].path)) + ":" + std::to_string(line0 + 1);
  return linkFor ? "[" + label + "](" + linkFor(doc, line0) + ")" : label;
}

std::string nodeLink(const fx::Graph& g, int k, const LinkFor& linkFor) {
  const fx::Node& n = g.nodes[k];
  const std::string name = feat::codeSpan(n.name);
  return linkFor ? "[" + name + "](" + linkFor(g.doc, g.lineOf(n)) + ")" : name;
}

const char* evidenceText(fx::KernelEvidence e) {
  switch (e) {
    case fx::KernelEvidence::Provenance: return "Inductor's provenance record";
    case fx::KernelEvidence::DataFlow: return "the buffers `call()` passes";
    case fx::KernelEvidence::Comments: return "Inductor's comments over the kernel";
    case fx::KernelEvidence::SourceNames: return "the source nodes named over the call";
    case fx::KernelEvidence::None: break;
  }
  return "nothing";
}

// Whether the name at `offset` could be a kernel's: called (`k(`, `k.run(`, `extern_kernels.mm(`) or defined
// (`k = async_compile.`). Asked before the output code is read: a hover or a go to definition off a node name
// in a document of graphs only (most) then costs nothing more.
bool mayBeKernelName(std::string_view text, uint32_t offset) {
  auto ident = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
  if (offset > text.size()) return false;
  size_t end = offset;
  while (end < text.size() && ident(text[end])) ++end;
  size_t begin = offset;
  while (begin > 0 && ident(text[begin - 1])) --begin;
  if (begin == end) return false;
  std::string_view rest = text.substr(end, 20);
  return rest.substr(0, 1) == "(" || rest.substr(0, 17) == " = async_compile.";
}

}  // namespace

std::optional<KernelAt> kernelAt(const Snapshot&, const std::vector<fx::CompiledGraph>& codes, int doc,
                                 uint32_t offset) {
  auto on = [&](const fx::Range& r) { return offset >= r.begin && offset <= r.end && !r.empty(); };
  for (const fx::CompiledGraph& cg : codes) {
    const fx::OutputCode& c = cg.code;
    if (c.doc != doc || offset < c.range.begin || offset > c.range.end) continue;
    for (size_t i = 0; i < c.calls.size(); ++i)
      if (on(c.calls[i].name)) return KernelAt{&cg, {i}, c.calls[i].definition, c.calls[i].name};
    for (size_t d = 0; d < c.definitions.size(); ++d) {
      if (!on(c.definitions[d].nameRange)) continue;
      KernelAt at{&cg, {}, static_cast<int>(d), c.definitions[d].nameRange};
      for (size_t i = 0; i < c.calls.size(); ++i)
        if (c.calls[i].definition == static_cast<int>(d)) at.calls.push_back(i);
      return at;
    }
  }
  return std::nullopt;
}

std::optional<HoverResult> kernelHover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor) {
  if (!feat::validDoc(snap, doc) || !mayBeKernelName(snap.analysis().docs[doc].text, offset)) return std::nullopt;
  const auto codes = snap.compiled();
  std::optional<KernelAt> at = kernelAt(snap, *codes, doc, offset);
  if (!at) return std::nullopt;
  const fx::CompiledGraph& cg = *at->code;
  const fx::OutputCode& c = cg.code;
  const std::string name = at->definition >= 0 ? c.definitions[at->definition].name : c.calls[at->calls.front()].kernel;
  std::string md = "**" + feat::mdEscape(name) + "** · ";
  md += at->definition >= 0 ? "kernel (`" + c.definitions[at->definition].kind + "`)" : std::string("extern kernel");
  if (!c.aotId.empty()) md += " · " + feat::codeSpan(c.aotId);
  if (!c.compileId.empty()) md += " · [" + c.compileId + "]";
  if (cg.graph < 0) return HoverResult{md + "\n\nNo graph printed here has this code's inputs (" +
                                           std::to_string(c.args.size()) + " arguments).", at->range, doc};
  const fx::Graph& g = snap.analysis().graphs[cg.graph];
  std::vector<int> nodes;
  fx::KernelEvidence evidence = fx::KernelEvidence::None;
  for (size_t i : at->calls) {
    nodes.insert(nodes.end(), cg.calls[i].nodes.begin(), cg.calls[i].nodes.end());
    evidence = std::max(evidence, cg.calls[i].evidence);
  }
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  md += "\n\ncomputes " + std::to_string(nodes.size()) + (nodes.size() == 1 ? " node" : " nodes") + " of " +
        feat::codeSpan(g.id) + " (" + fx::toString(g.role) + (g.header.empty() ? "" : ", " + feat::mdEscape(g.header)) +
        ")";
  for (size_t j = 0; j < nodes.size() && j < kMaxListedNodes; ++j) md += (j ? ", " : ": ") + nodeLink(g, nodes[j], linkFor);
  if (nodes.size() > kMaxListedNodes) md += " … and " + std::to_string(nodes.size() - kMaxListedNodes) + " more";
  if (cg.aotGraph >= 0) {  // the same values in the AOT graph the post-grad one was made from, by name
    const fx::Graph& aot = snap.analysis().graphs[cg.aotGraph];
    std::string same;
    size_t found = 0;
    for (int k : nodes)
      if (int m = aot.find(g.nodes[k].name); m >= 0 && found++ < kMaxListedNodes) same += (same.empty() ? "" : ", ") + nodeLink(aot, m, linkFor);
    if (found > 0)
      md += "\n\nin the AOT graph " + feat::codeSpan(aot.id) + " (" + fx::toString(aot.role) + "), " + std::to_string(found) +
            " of them by name: " + same;
  }
  md += "\n\nfrom " + std::string(evidenceText(evidence));
  if (at->calls.size() == 1) {
    const fx::KernelCall& k = c.calls[at->calls.front()];
    md += " · called at " + place(snap, doc, k.line, linkFor);
    if (!k.atenOps.empty()) {
      md += " · ATen:";
      for (const std::string& op : k.atenOps) md += " " + feat::codeSpan(op);
    }
  }
  return HoverResult{md, at->range, doc};
}

std::string kernelsOfNode(const Snapshot& snap, int graph, int k, const LinkFor& linkFor) {
  const auto codes = snap.compiled();
  std::string out;
  for (const fx::CompiledGraph& cg : *codes) {
    const int at = fx::compiledNodeOf(snap.analysis(), cg, graph, k);  // an AOT node: the post-grad node of its name
    if (at < 0) continue;
    for (size_t i = 0; i < cg.calls.size(); ++i) {
      const auto& nodes = cg.calls[i].nodes;
      if (!std::binary_search(nodes.begin(), nodes.end(), at)) continue;
      const fx::KernelCall& call = cg.code.calls[i];
      out += (out.empty() ? "computed by " : ", ") + feat::codeSpan(call.kernel) + " (" +
             place(snap, cg.code.doc, call.line, linkFor) + ")";
    }
  }
  return out;
}

std::vector<Target> kernelDefinition(const Snapshot& snap, int doc, uint32_t offset) {
  if (!feat::validDoc(snap, doc) || !mayBeKernelName(snap.analysis().docs[doc].text, offset)) return {};
  const auto codes = snap.compiled();
  std::optional<KernelAt> at = kernelAt(snap, *codes, doc, offset);
  std::vector<Target> out;
  if (!at) return out;
  const fx::OutputCode& c = at->code->code;
  const bool onCall = at->calls.size() == 1 && c.calls[at->calls.front()].name.begin == at->range.begin;
  if (onCall && at->definition >= 0) {
    out.push_back({doc, c.definitions[at->definition].nameRange});
    return out;
  }
  if (at->code->graph < 0) return out;
  for (size_t i : at->calls)
    for (int k : at->code->calls[i].nodes) out.push_back(snap.definitionOf({at->code->graph, k}));
  return out;
}

std::vector<CodeLens> kernelLenses(const Snapshot& snap, int doc) {
  std::vector<CodeLens> out;
  const auto codes = snap.compiled();
  for (const fx::CompiledGraph& cg : *codes) {
    if (cg.code.doc != doc || cg.graph < 0) continue;
    const fx::Graph& g = snap.analysis().graphs[cg.graph];
    for (size_t i = 0; i < cg.calls.size(); ++i) {
      const fx::KernelCall& k = cg.code.calls[i];
      const std::vector<int>& nodes = cg.calls[i].nodes;
      if (nodes.empty()) continue;
      std::string title;
      if (k.definition < 0) {
        title = "runs";
        for (size_t j = 0; j < nodes.size(); ++j) title += (j ? ", " : " ") + std::string(g.nodes[nodes[j]].name);
      } else {
        title = "fuses " + std::to_string(nodes.size()) + (nodes.size() == 1 ? " node" : " nodes");
      }
      int saved = 0;  // the graph's inputs it reads that the forward saved for it
      for (const std::string& b : k.args)
        if (int n = b.empty() ? -1 : g.find(b); n >= 0 && g.nodes[n].category == fx::Category::SaveTensor) ++saved;
      if (saved > 0) title += " · reads " + std::to_string(saved) + (saved == 1 ? " saved tensor" : " saved tensors");
      CodeLens lens{{k.name.begin, k.name.begin}, title, CodeLens::Action::ShowPlaces, {}};
      for (int n : nodes) lens.places.push_back(snap.definitionOf({cg.graph, n}));
      out.push_back(std::move(lens));
    }
  }
  return out;
}

}  // namespace fxl
