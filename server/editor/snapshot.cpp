#include "snapshot.h"

#include <algorithm>

namespace fxl {

Snapshot::Snapshot(fx::Analysis analysis) : a_(std::move(analysis)) {
  graphsByDoc_.resize(a_.docs.size());
  for (int gi = 0; gi < static_cast<int>(a_.graphs.size()); ++gi) {
    const fx::Graph& g = a_.graphs[gi];
    if (g.doc >= 0 && g.doc < static_cast<int>(a_.docs.size())) graphsByDoc_[g.doc].push_back(gi);
  }
  reachByDoc_.resize(graphsByDoc_.size());
  for (size_t d = 0; d < graphsByDoc_.size(); ++d) {
    auto& gs = graphsByDoc_[d];
    std::stable_sort(gs.begin(), gs.end(),
                     [&](int x, int y) { return a_.graphs[x].range.begin < a_.graphs[y].range.begin; });
    uint32_t reach = 0;
    for (int gi : gs) reachByDoc_[d].push_back(reach = std::max(reach, a_.graphs[gi].range.end));
  }
  for (int i = 0; i < static_cast<int>(a_.associations.size()); ++i) {
    const fx::Association& as = a_.associations[i];
    assocByBackward_.emplace(key(as.backward), i);
    if (as.forward.valid()) assocByForward_[key(as.forward)].push_back(i);
    for (const fx::NodeRef& c : as.candidates)
      if (c.valid() && !(c == as.forward)) assocByForward_[key(c)].push_back(i);
  }
  pairOfGraph_.assign(a_.graphs.size(), -1);
  for (int p = 0; p < static_cast<int>(a_.pairs.size()); ++p)
    for (int g : {a_.pairs[p].forward, a_.pairs[p].backward, a_.pairs[p].joint})
      if (g >= 0 && g < static_cast<int>(pairOfGraph_.size()) && pairOfGraph_[g] < 0) pairOfGraph_[g] = p;
}

const Snapshot::Occurrences& Snapshot::index() const {
  if (!occ_->built.load(std::memory_order_acquire)) {
    sys::Lock lock(occ_->mutex);
    if (!occ_->built.load(std::memory_order_relaxed)) {
      occ_->value = build();
      occ_->built.store(true, std::memory_order_release);
    }
  }
  return occ_->value;
}

Snapshot::Occurrences Snapshot::build() const {
  Occurrences o;
  o.byDoc.resize(a_.docs.size());
  for (int gi = 0; gi < static_cast<int>(a_.graphs.size()); ++gi) {
    const fx::Graph& g = a_.graphs[gi];
    if (g.doc < 0 || g.doc >= static_cast<int>(a_.docs.size())) continue;
    auto& occ = o.byDoc[g.doc];
    for (int ni = 0; ni < static_cast<int>(g.nodes.size()); ++ni) {
      const fx::Node& n = g.nodes[ni];
      if (fx::Range nr = g.nameRange(n); n.op != fx::OpKind::Output && !nr.empty()) occ.push_back({{gi, ni}, nr, true});
      for (const fx::Use& u : n.uses())
        if (u.node >= 0 && !u.range.empty()) occ.push_back({{gi, u.node}, u.range, false});
    }
  }
  // Graphs, nodes and their arguments come in text order, so the lists are mostly sorted already: a check (one
  // pass) spares the sort (a third of this index on a 1M-node log).
  const auto byBegin = [](const Occurrence& x, const Occurrence& y) { return x.range.begin < y.range.begin; };
  for (auto& occ : o.byDoc)
    if (!std::is_sorted(occ.begin(), occ.end(), byBegin)) std::stable_sort(occ.begin(), occ.end(), byBegin);
  indexByNode(o, a_);
  return o;
}

// A counting sort of every document's occurrences by node: a node's occurrences are then a slice, found without
// scanning its users' arguments (a forward's output lists every saved tensor, so that scan, for each of its
// thousands of arguments, was quadratic in `fxlens check` and every references call paid for the whole output).
void Snapshot::indexByNode(Occurrences& o, const fx::Analysis& a) {
  o.nodeBase.assign(a.graphs.size() + 1, 0);
  for (size_t gi = 0; gi < a.graphs.size(); ++gi) o.nodeBase[gi + 1] = o.nodeBase[gi] + a.graphs[gi].nodes.size();
  o.occStart.assign(o.nodeBase.back() + 1, 0);
  for (const auto& occ : o.byDoc)
    for (const Occurrence& x : occ) ++o.occStart[o.nodeBase[x.node.graph] + x.node.node + 1];
  for (size_t i = 1; i < o.occStart.size(); ++i) o.occStart[i] += o.occStart[i - 1];
  o.occByNode.resize(o.occStart.back());
  std::vector<uint32_t> fill(o.occStart.begin(), o.occStart.end() - 1);
  for (const auto& occ : o.byDoc)
    for (size_t i = 0; i < occ.size(); ++i)
      o.occByNode[fill[o.nodeBase[occ[i].node.graph] + occ[i].node.node]++] = static_cast<uint32_t>(i);
}

int Snapshot::docByPath(std::string_view path) const {
  for (int i = 0; i < static_cast<int>(a_.docs.size()); ++i)
    if (a_.docs[i].path == path) return i;
  return -1;
}

std::optional<Occurrence> Snapshot::at(int doc, uint32_t offset) const {
  const Occurrences& o = index();
  if (doc < 0 || doc >= static_cast<int>(o.byDoc.size())) return std::nullopt;
  const auto& occ = o.byDoc[doc];
  // The last occurrence starting at or before offset; ranges do not overlap.
  auto it = std::upper_bound(occ.begin(), occ.end(), offset,
                             [](uint32_t off, const Occurrence& x) { return off < x.range.begin; });
  if (it == occ.begin()) return std::nullopt;
  const Occurrence& last = *(it - 1);
  if (offset <= last.range.end) return last;
  return std::nullopt;
}

std::span<const Occurrence> Snapshot::occurrences(int doc) const {
  const Occurrences& o = index();
  if (doc < 0 || doc >= static_cast<int>(o.byDoc.size())) return {};
  return o.byDoc[doc];
}

std::vector<Occurrence> Snapshot::occurrencesOf(fx::NodeRef r) const {
  std::vector<Occurrence> out;
  if (!node(r)) return out;
  const int doc = a_.graphs[r.graph].doc;
  const Occurrences& o = index();
  if (doc < 0 || doc >= static_cast<int>(o.byDoc.size())) return out;
  const size_t k = o.nodeBase[r.graph] + r.node;
  const auto& occ = o.byDoc[doc];
  for (uint32_t i = o.occStart[k]; i < o.occStart[k + 1]; ++i) out.push_back(occ[o.occByNode[i]]);
  // Text order, but the definition first, as promised, should a form ever print a use above it.
  auto def = std::find_if(out.begin(), out.end(), [](const Occurrence& x) { return x.definition; });
  if (def != out.end()) std::rotate(out.begin(), def, def + 1);
  return out;
}

std::span<const int> Snapshot::graphsOf(int doc) const {
  if (doc < 0 || doc >= static_cast<int>(graphsByDoc_.size())) return {};
  return graphsByDoc_[doc];
}

// The last graph, in order of beginning, that contains the offset (nested graphs come after their parent: the
// innermost wins). Found from the last graph beginning at or before it, going back only while an earlier graph
// still reaches the offset: a document of 100,000 small graphs is not walked for each hover.
int Snapshot::graphAt(int doc, uint32_t offset) const {
  if (doc < 0 || doc >= static_cast<int>(graphsByDoc_.size())) return -1;
  const std::vector<int>& gs = graphsByDoc_[doc];
  const std::vector<uint32_t>& reach = reachByDoc_[doc];
  auto after = std::upper_bound(gs.begin(), gs.end(), offset,
                                [&](uint32_t off, int gi) { return off < a_.graphs[gi].range.begin; });
  for (auto i = static_cast<ptrdiff_t>(after - gs.begin()) - 1; i >= 0 && reach[i] >= offset; --i) {
    const fx::Graph& g = a_.graphs[gs[i]];
    if (g.range.begin <= offset && offset <= g.range.end) return gs[i];
  }
  return -1;
}

Target Snapshot::definitionOf(fx::NodeRef r) const {
  const fx::Node* n = node(r);
  if (!n) return {};
  const fx::Graph& g = a_.graphs[r.graph];
  return {g.doc, n->op == fx::OpKind::Output ? n->defRange : g.nameRange(*n)};
}

const fx::Association* Snapshot::associationOf(fx::NodeRef backward) const {
  auto it = assocByBackward_.find(key(backward));
  return it == assocByBackward_.end() ? nullptr : &a_.associations[it->second];
}

std::vector<const fx::Association*> Snapshot::consumersOf(fx::NodeRef forward) const {
  std::vector<const fx::Association*> out;
  auto it = assocByForward_.find(key(forward));
  if (it == assocByForward_.end()) return out;
  for (int i : it->second) out.push_back(&a_.associations[i]);
  return out;
}

const fx::Pair* Snapshot::pairOf(int graph) const {
  if (graph < 0 || graph >= static_cast<int>(pairOfGraph_.size()) || pairOfGraph_[graph] < 0) return nullptr;
  return &a_.pairs[pairOfGraph_[graph]];
}

std::vector<fx::NodeRef> Snapshot::partners(fx::NodeRef r) const {
  std::vector<fx::NodeRef> out;
  const fx::Node* n = node(r);
  if (!n) return out;
  auto add = [&](fx::NodeRef x) {
    if (x.valid() && !(x == r) && std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
  };
  // Only associations that tie the same value: a tangent is the gradient of a forward output and a gradient
  // output the gradient of a forward input, not those values themselves.
  auto sameValue = [](const fx::Association& as) {
    return as.status == fx::AssocStatus::Matched &&
           (as.kind == fx::AssocKind::Saved || as.kind == fx::AssocKind::Constant || as.kind == fx::AssocKind::Recomputed);
  };
  if (const fx::Association* as = associationOf(r); as && sameValue(*as)) add(as->forward);
  for (const fx::Association* as : consumersOf(r))
    if (sameValue(*as) && as->forward == r) add(as->backward);
  // The same value under the same name in the joint (or in the partitioned graphs, from the joint).
  if (const fx::Pair* p = pairOf(r.graph)) {
    for (int g : {p->forward, p->backward, p->joint}) {
      if (g < 0 || g == r.graph) continue;
      bool jointSide = g == p->joint || r.graph == p->joint;
      if (!jointSide) continue;
      int k = a_.graphs[g].find(n->name);
      if (k >= 0 && n->op != fx::OpKind::Output) add({g, k});
    }
  }
  return out;
}

std::shared_ptr<const fx::MemoryTimeline> Snapshot::memoryOf(int graph) const {
  const std::optional<fx::Pair> subject = fx::memorySubject(a_, graph);
  if (!subject) return nullptr;
  const auto key = std::make_tuple(subject->forward, subject->backward, subject->joint);
  sys::Lock lock(memory_->mutex);
  auto& slot = memory_->timelines[key];
  if (!slot) slot = std::make_shared<const fx::MemoryTimeline>(fx::memoryTimeline(a_, *subject));
  return slot;
}

}  // namespace fxl
