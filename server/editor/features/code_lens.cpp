#include "features/code_lens.h"

#include <algorithm>
#include <span>

#include "features/common.h"
#include "features/kernels.h"
#include "features/memory_view.h"
#include "fx/bytes.h"
#include "fx/summary.h"

namespace fxl {

namespace {

std::string savesTitle(const fx::Analysis& a, const fx::Pair& p, const fx::PairSummary& s) {
  std::string t = "saves " + std::to_string(s.saved) + (s.saved == 1 ? " tensor" : " tensors");
  if (s.savedKnownSize > 0) t += " · " + fx::formatBytes(s.savedBytes);
  // Those without a byte size: symbolic dimensions, or no type printed at all.
  int symbolic = 0, unsized = 0;
  for (int i : s.symbolic) {
    const auto& nodes = a.graphs[p.forward].nodes;
    bool typed = i >= 0 && i < static_cast<int>(nodes.size()) && nodes[i].type.known();
    ++(typed ? symbolic : unsized);
  }
  const char* sep = s.savedKnownSize > 0 ? " + " : " · ";
  if (symbolic > 0) {
    t += sep + std::to_string(symbolic) + " symbolic";
    sep = " + ";
  }
  if (unsized > 0) t += sep + std::to_string(unsized) + " unsized";
  if (s.savedSizes > 0) t += " · " + std::to_string(s.savedSizes) + (s.savedSizes == 1 ? " size" : " sizes");
  return t;
}

// The partner graphs' first nodes.
std::vector<Target> partnerPlaces(const Snapshot& snap, int graph) {
  std::vector<Target> out;
  if (const fx::Pair* p = snap.pairOf(graph))
    for (int g : {p->forward, p->backward, p->joint})
      if (g >= 0 && g != graph && !snap.analysis().graphs[g].nodes.empty()) out.push_back(snap.definitionOf({g, 0}));
  return out;
}

// Where the forward makes each tensor it saves for the backward, once each, in print order.
std::vector<Target> savedPlaces(const Snapshot& snap, const fx::Pair& p) {
  std::vector<int> nodes;
  for (const fx::Association& as : snap.analysis().associations)
    if (as.kind == fx::AssocKind::Saved && as.status == fx::AssocStatus::Matched && as.backward.graph == p.backward &&
        as.forward.graph == p.forward)
      nodes.push_back(as.forward.node);
  std::sort(nodes.begin(), nodes.end());
  nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
  std::vector<Target> out;
  for (int n : nodes) out.push_back(snap.definitionOf({p.forward, n}));
  return out;
}

std::vector<Target> recomputedPlaces(const Snapshot& snap, const fx::Pair& p) {
  std::vector<Target> out;
  const auto& nodes = snap.analysis().graphs[p.backward].nodes;
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i)
    if (nodes[i].recomputed) out.push_back(snap.definitionOf({p.backward, i}));
  return out;
}

// A lens about `count` places of graph gi's pair: listed when they are few, else found when asked.
CodeLens placesLens(const Snapshot& snap, int gi, fx::Range at, std::string title, CodeLens::About about, size_t count) {
  CodeLens l{at, std::move(title), CodeLens::Action::ShowPlaces, {}};
  l.graph = gi;
  if (count <= kListedPlaces) l.places = placesOf(snap, gi, about);
  else l.about = about;
  return l;
}

}  // namespace

std::vector<Target> placesOf(const Snapshot& snap, int graph, CodeLens::About about) {
  const fx::Pair* p = graph >= 0 && graph < static_cast<int>(snap.analysis().graphs.size()) ? snap.pairOf(graph) : nullptr;
  if (!p || p->forward < 0 || p->backward < 0) return {};
  if (about == CodeLens::About::Saved) return savedPlaces(snap, *p);
  if (about == CodeLens::About::Recomputed) return recomputedPlaces(snap, *p);
  return {};
}

namespace {

// The lenses over one graph, appended to `out`.
void graphLenses(const Snapshot& snap, int gi, std::vector<CodeLens>& out) {
  const fx::Analysis& a = snap.analysis();
  const fx::Graph& g = a.graphs[gi];
  fx::Range at{g.range.begin, g.range.begin};
  std::string partner = feat::partnerLabel(snap, gi);
  const std::string role = std::string(fx::toString(g.role)) + " · ";
  if (partner.empty()) out.push_back({at, role + "no partner", CodeLens::Action::PairWith, {}});
  else out.push_back({at, role + "pairs with " + partner, CodeLens::Action::ShowPlaces, partnerPlaces(snap, gi)});
  if (std::string memory = memoryLensTitle(snap, gi); !memory.empty())
    out.push_back({at, memory, CodeLens::Action::OpenMemory, {}});
  const fx::Pair* p = snap.pairOf(gi);
  if (!p || p->forward < 0 || p->backward < 0 || (gi != p->forward && gi != p->backward)) return;
  fx::PairSummary s = fx::summarize(a, *p);
  out.push_back(placesLens(snap, gi, at, savesTitle(a, *p, s), CodeLens::About::Saved, static_cast<size_t>(s.saved)));
  if (s.recomputed > 0)
    out.push_back(placesLens(snap, gi, at, "recomputes " + std::to_string(s.recomputed) + (s.recomputed == 1 ? " node" : " nodes"),
                             CodeLens::About::Recomputed, static_cast<size_t>(s.recomputed)));
}

// Over the first graph left without lenses: how many were, showing the first nodes of (at most kListedPlaces) them.
CodeLens moreLens(const Snapshot& snap, std::span<const int> left, size_t maxLenses) {
  const fx::Range first = snap.analysis().graphs[left.front()].range;
  CodeLens l{{first.begin, first.begin},
             "… " + feat::withCommas(left.size()) + (left.size() == 1 ? " graph" : " graphs") +
                 " from here without lenses (a reply holds " + feat::withCommas(maxLenses) + ")",
             CodeLens::Action::ShowPlaces, {}};
  for (size_t i = 0; i < left.size() && l.places.size() < kListedPlaces; ++i)
    if (!snap.analysis().graphs[left[i]].nodes.empty()) l.places.push_back(snap.definitionOf({left[i], 0}));
  return l;
}

}  // namespace

std::vector<CodeLens> codeLenses(const Snapshot& snap, int doc, size_t maxLenses) {
  std::vector<CodeLens> out;
  if (!feat::validDoc(snap, doc)) return out;
  const std::span<const int> graphs = snap.graphsOf(doc);
  for (size_t i = 0; i < graphs.size(); ++i) {
    const size_t before = out.size();
    graphLenses(snap, graphs[i], out);
    if (out.size() > maxLenses) {  // this graph's lenses do not all fit: it and the rest get the one lens
      out.resize(before);
      out.push_back(moreLens(snap, graphs.subspan(i), maxLenses));
      break;
    }
  }
  std::vector<CodeLens> kernels = kernelLenses(snap, doc);  // output code: what each kernel call computes
  const size_t room = out.size() < maxLenses ? maxLenses - out.size() : 0;
  if (kernels.size() > room) kernels.resize(room);
  out.insert(out.end(), std::make_move_iterator(kernels.begin()), std::make_move_iterator(kernels.end()));
  std::stable_sort(out.begin(), out.end(), [](const CodeLens& x, const CodeLens& y) { return x.range.begin < y.range.begin; });
  return out;
}

}  // namespace fxl
