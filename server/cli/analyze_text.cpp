#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <map>
#include <ostream>
#include <string>

#include "analyze_output.h"
#include "fx/bytes.h"
#include "fx/kernels.h"
#include "fx/summary.h"

namespace cli {

namespace {

std::string pad(std::string s, size_t w) {
  if (s.size() < w) s.append(w - s.size(), ' ');
  return s;
}

std::string name(const fx::Analysis& a, fx::NodeRef r) {
  const fx::Node* n = a.node(r);
  return n ? std::string(n->name) : "-";
}


// Inductor's output code, when the documents print any: each kernel call and the nodes it computes.
void writeKernels(const fx::Analysis& a, std::ostream& out) {
  std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  if (compiled.empty()) return;
  out << "\nKernels (" << compiled.size() << " output codes)\n";
  for (const fx::CompiledGraph& cg : compiled) {
    const fx::OutputCode& c = cg.code;
    out << "  " << a.docs[c.doc].path << ":" << c.firstLine + 1;
    if (!c.compileId.empty()) out << "  [" << c.compileId << "]";
    if (!c.aotId.empty()) out << "  " << c.aotId;
    out << "  graph " << (cg.graph >= 0 ? a.graphs[cg.graph].id : std::string("? (no graph has its inputs)")) << "\n";
    for (size_t i = 0; i < c.calls.size(); ++i) {
      const fx::KernelCall& k = c.calls[i];
      out << "    " << a.docs[c.doc].path << ":" << k.line + 1 << "  " << (k.handle.empty() ? k.kernel : k.handle) << "  ("
          << fx::evidenceName(cg.calls[i].evidence) << ")";
      for (size_t j = 0; j < cg.calls[i].nodes.size(); ++j)
        out << (j ? ", " : ": ") << a.graphs[cg.graph].nodes[cg.calls[i].nodes[j]].name;
      out << "\n";
    }
  }
}

}  // namespace

void writeText(const fx::Analysis& a, std::ostream& out) {
  out << "Graphs (" << a.graphs.size() << ")\n";
  for (const auto& g : a.graphs) {
    // Counted per category value, then listed by name (a string-keyed map per node was a tenth of a whole run).
    std::array<int, 256> perCategory{};  // every value of Category's uint8_t
    for (const auto& n : g.nodes) ++perCategory[static_cast<uint8_t>(n.category)];
    std::map<std::string, int> cats;
    for (size_t c = 0; c < perCategory.size(); ++c)
      if (perCategory[c] > 0) cats[fx::toString(static_cast<fx::Category>(c))] = perCategory[c];
    out << "  " << pad(g.id, 28) << " " << pad(fx::toString(g.role), 9) << " " << pad(std::to_string(g.nodes.size()) + " nodes", 12) << " "
        << a.docs[g.doc].path << ":" << g.firstLine + 1;
    if (!g.header.empty()) out << "  [" << g.header << "]";
    out << "\n    role from: " << g.roleEvidence << "\n    categories:";
    for (auto& [c, k] : cats) out << " " << (c.empty() ? "none" : c) << "=" << k;
    out << "\n";
  }
  out << "\nPairs (" << a.pairs.size() << ")\n";
  auto gid = [&](int g) { return g >= 0 ? a.graphs[g].id : std::string("-"); };
  for (const auto& p : a.pairs) {
    out << "  forward " << gid(p.forward) << "  backward " << gid(p.backward) << "  joint " << gid(p.joint) << "  (" << p.how << ")\n";
    if (p.forward < 0 || p.backward < 0) continue;
    fx::PairSummary s = fx::summarize(a, p);
    out << "    saves " << s.saved << " tensors";
    if (s.savedKnownSize > 0) out << " · " << fx::formatBytes(s.savedBytes);
    if (!s.symbolic.empty())
      out << (s.savedKnownSize > 0 ? " + " : " (") << s.symbolic.size() << (s.savedKnownSize > 0 ? " more" : "")
          << " of symbolic or unprinted size" << (s.savedKnownSize > 0 ? "" : ")");
    if (s.savedSizes > 0) out << " · and " << s.savedSizes << " symbolic sizes (SymInt)";
    out << " · recomputes " << s.recomputed << " nodes\n";
  }
  size_t matched = 0, ambiguous = 0, unmatched = 0;
  for (const auto& as : a.associations) {
    if (as.status == fx::AssocStatus::Matched) ++matched;
    else if (as.status == fx::AssocStatus::Ambiguous) ++ambiguous;
    else ++unmatched;
  }
  out << "\nAssociations (" << a.associations.size() << ": " << matched << " matched, " << ambiguous << " ambiguous, "
      << unmatched << " unmatched)\n";
  out << "  " << pad("backward", 30) << pad("kind", 12) << pad("forward", 30) << pad("status", 10) << "evidence\n";
  for (const auto& as : a.associations) {
    std::string fwd = as.status == fx::AssocStatus::Matched ? name(a, as.forward) : "";
    if (as.status == fx::AssocStatus::Ambiguous) {
      for (const auto& c : as.candidates) {
        if (!fwd.empty()) fwd += '|';
        fwd += name(a, c);
      }
    }
    std::string ev;
    for (const auto& e : as.evidence) {
      if (!ev.empty()) ev += ", ";
      ev += e;
    }
    out << "  " << pad(name(a, as.backward), 30) << pad(fx::toString(as.kind), 12) << pad(fwd, 30)
        << pad(fx::toString(as.status), 10) << ev << "\n";
  }
  writeKernels(a, out);
  out << "\nDiagnostics (" << a.diagnostics.size() << ")\n";
  for (const auto& d : a.diagnostics) {
    const auto& doc = a.docs[d.doc];
    out << "  " << doc.path << ":" << doc.lineOf(d.range.begin) + 1 << ": " << fx::toString(d.severity) << ": " << d.message
        << " [" << d.code << "]\n";
    for (const auto& r : d.related)
      out << "    " << r.message << ": " << a.docs[r.doc].path << ":" << a.docs[r.doc].lineOf(r.range.begin) + 1 << "\n";
  }
}

}  // namespace cli
