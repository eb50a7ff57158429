#include "snapshot.h"

#include <algorithm>

namespace fxl {

Snapshot::Snapshot(fx::Analysis analysis)
    : lazy_(std::make_shared<LazyIndexes>(analysis.graphs.size())), a_(std::move(analysis)) {
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
  pairOfGraph_.assign(a_.graphs.size(), -1);
  for (int p = 0; p < static_cast<int>(a_.pairs.size()); ++p)
    for (int g : {a_.pairs[p].forward, a_.pairs[p].backward, a_.pairs[p].joint})
      if (g >= 0 && g < static_cast<int>(pairOfGraph_.size()) && pairOfGraph_[g] < 0) pairOfGraph_[g] = p;
}

const Snapshot::GraphOccurrences& Snapshot::graphIndex(int graph) const {
  if (const GraphOccurrences* built = lazy_->ready[graph].load(std::memory_order_acquire)) return *built;
  sys::Lock lock(lazy_->mutex);
  if (const GraphOccurrences* built = lazy_->ready[graph].load(std::memory_order_relaxed)) return *built;
  lazy_->graphs[graph] = std::make_unique<const GraphOccurrences>(buildGraphIndex(graph));
  lazy_->ready[graph].store(lazy_->graphs[graph].get(), std::memory_order_release);
  return *lazy_->graphs[graph];
}

Snapshot::GraphOccurrences Snapshot::buildGraphIndex(int gi) const {
  GraphOccurrences o;
  const fx::Graph& g = a_.graphs[gi];
  auto& occ = o.byPosition;
  for (int ni = 0; ni < static_cast<int>(g.nodes.size()); ++ni) {
    const fx::Node& n = g.nodes[ni];
    if (fx::Range nr = g.nameRange(n); n.op != fx::OpKind::Output && !nr.empty()) occ.push_back({{gi, ni}, nr, true});
    for (const fx::Use& u : n.uses())
      if (u.node >= 0 && !u.range.empty()) occ.push_back({{gi, u.node}, u.range, false});
  }
  // Nodes and their arguments come in text order, so the list is mostly sorted already: a check (one pass) spares
  // the sort.
  const auto byBegin = [](const Occurrence& x, const Occurrence& y) { return x.range.begin < y.range.begin; };
  if (!std::is_sorted(occ.begin(), occ.end(), byBegin)) std::stable_sort(occ.begin(), occ.end(), byBegin);
  // A counting sort by node: a node's occurrences are then a slice, found without scanning its users' arguments
  // (a forward's output lists every saved tensor, so that scan, for each of its thousands of arguments, was
  // quadratic in `fxlens check` and every references call paid for the whole output).
  o.start.assign(g.nodes.size() + 1, 0);
  for (const Occurrence& x : occ) ++o.start[x.node.node + 1];
  for (size_t i = 1; i < o.start.size(); ++i) o.start[i] += o.start[i - 1];
  o.byNode.resize(o.start.back());
  std::vector<uint32_t> fill(o.start.begin(), o.start.end() - 1);
  for (size_t i = 0; i < occ.size(); ++i) o.byNode[fill[occ[i].node.node]++] = static_cast<uint32_t>(i);
  return o;
}

const Snapshot::AssociationIndex& Snapshot::associations() const {
  if (!lazy_->associationsBuilt.load(std::memory_order_acquire)) {
    sys::Lock lock(lazy_->mutex);
    if (!lazy_->associationsBuilt.load(std::memory_order_relaxed)) {
      lazy_->associations = buildAssociations();
      lazy_->associationsBuilt.store(true, std::memory_order_release);
    }
  }
  return lazy_->associations;
}

// Associations by backward node (one each) and by forward node (as producer or candidate): flat arrays over the
// global node numbers (hash maps of a 1M-node log's associations took 15 ms of each edit).
Snapshot::AssociationIndex Snapshot::buildAssociations() const {
  AssociationIndex o;
  o.nodeBase.assign(a_.graphs.size() + 1, 0);
  for (size_t gi = 0; gi < a_.graphs.size(); ++gi) o.nodeBase[gi + 1] = o.nodeBase[gi] + a_.graphs[gi].nodes.size();
  const auto global = [&](fx::NodeRef r) -> std::optional<size_t> {
    if (!a_.node(r)) return std::nullopt;
    return o.nodeBase[r.graph] + r.node;
  };
  const size_t nodes = o.nodeBase.back();
  o.assocOfBackward.assign(nodes, -1);
  o.consumerStart.assign(nodes + 1, 0);
  const auto eachForward = [&](const fx::Association& as, auto f) {
    if (auto k = global(as.forward)) f(*k);
    for (const fx::NodeRef& c : as.candidates)
      if (!(c == as.forward))
        if (auto k = global(c)) f(*k);
  };
  for (int i = 0; i < static_cast<int>(a_.associations.size()); ++i) {
    const fx::Association& as = a_.associations[i];
    if (auto k = global(as.backward); k && o.assocOfBackward[*k] < 0) o.assocOfBackward[*k] = i;
    eachForward(as, [&](size_t k) { ++o.consumerStart[k + 1]; });
  }
  for (size_t i = 1; i < o.consumerStart.size(); ++i) o.consumerStart[i] += o.consumerStart[i - 1];
  o.consumers.resize(o.consumerStart.back());
  std::vector<uint32_t> fill(o.consumerStart.begin(), o.consumerStart.end() - 1);
  for (int i = 0; i < static_cast<int>(a_.associations.size()); ++i)
    eachForward(a_.associations[i], [&](size_t k) { o.consumers[fill[k]++] = i; });
  return o;
}

int Snapshot::docByPath(std::string_view path) const {
  for (int i = 0; i < static_cast<int>(a_.docs.size()); ++i)
    if (a_.docs[i].path == path) return i;
  return -1;
}

// Only the graphs whose printouts contain the offset can hold its occurrence: the last occurrence of theirs
// starting at or before it (ranges do not overlap) is the one, if it reaches the offset.
std::optional<Occurrence> Snapshot::at(int doc, uint32_t offset) const {
  std::optional<Occurrence> best;
  forGraphsAt(doc, offset, [&](int gi) {
    const std::vector<Occurrence>& occ = graphIndex(gi).byPosition;
    auto it = std::upper_bound(occ.begin(), occ.end(), offset,
                               [](uint32_t off, const Occurrence& x) { return off < x.range.begin; });
    if (it != occ.begin() && (!best || (it - 1)->range.begin > best->range.begin)) best = *(it - 1);
    return false;
  });
  if (best && offset <= best->range.end) return best;
  return std::nullopt;
}

std::span<const Occurrence> Snapshot::occurrencesIn(int graph) const {
  if (graph < 0 || graph >= static_cast<int>(a_.graphs.size())) return {};
  return graphIndex(graph).byPosition;
}

std::vector<Occurrence> Snapshot::occurrences(int doc) const {
  std::vector<Occurrence> out;
  for (int gi : graphsOf(doc)) {
    const auto occ = occurrencesIn(gi);
    out.insert(out.end(), occ.begin(), occ.end());
  }
  const auto byBegin = [](const Occurrence& x, const Occurrence& y) { return x.range.begin < y.range.begin; };
  if (!std::is_sorted(out.begin(), out.end(), byBegin)) std::stable_sort(out.begin(), out.end(), byBegin);
  return out;
}

std::vector<Occurrence> Snapshot::occurrencesOf(fx::NodeRef r) const {
  std::vector<Occurrence> out;
  if (!node(r)) return out;
  const GraphOccurrences& o = graphIndex(r.graph);
  for (uint32_t i = o.start[r.node]; i < o.start[r.node + 1]; ++i) out.push_back(o.byPosition[o.byNode[i]]);
  // Text order, but the definition first, as promised, should a form ever print a use above it.
  auto def = std::find_if(out.begin(), out.end(), [](const Occurrence& x) { return x.definition; });
  if (def != out.end()) std::rotate(out.begin(), def, def + 1);
  return out;
}

std::span<const int> Snapshot::graphsOf(int doc) const {
  if (doc < 0 || doc >= static_cast<int>(graphsByDoc_.size())) return {};
  return graphsByDoc_[doc];
}

// The graphs containing the offset, innermost first (nested graphs come after their parent), until f says stop.
// Found from the last graph beginning at or before it, going back only while an earlier graph still reaches the
// offset: a document of 100,000 small graphs is not walked for each hover.
template <class F>
void Snapshot::forGraphsAt(int doc, uint32_t offset, F f) const {
  if (doc < 0 || doc >= static_cast<int>(graphsByDoc_.size())) return;
  const std::vector<int>& gs = graphsByDoc_[doc];
  const std::vector<uint32_t>& reach = reachByDoc_[doc];
  auto after = std::upper_bound(gs.begin(), gs.end(), offset,
                                [&](uint32_t off, int gi) { return off < a_.graphs[gi].range.begin; });
  for (auto i = static_cast<ptrdiff_t>(after - gs.begin()) - 1; i >= 0 && reach[i] >= offset; --i) {
    const fx::Graph& g = a_.graphs[gs[i]];
    if (g.range.begin <= offset && offset <= g.range.end && f(gs[i])) return;
  }
}

int Snapshot::graphAt(int doc, uint32_t offset) const {
  int found = -1;
  forGraphsAt(doc, offset, [&](int gi) { return found = gi, true; });
  return found;
}

Target Snapshot::definitionOf(fx::NodeRef r) const {
  const fx::Node* n = node(r);
  if (!n) return {};
  const fx::Graph& g = a_.graphs[r.graph];
  return {g.doc, n->op == fx::OpKind::Output ? n->defRange : g.nameRange(*n)};
}

const fx::Association* Snapshot::associationOf(fx::NodeRef backward) const {
  if (!node(backward)) return nullptr;
  const AssociationIndex& o = associations();
  const int i = o.assocOfBackward[o.nodeBase[backward.graph] + backward.node];
  return i < 0 ? nullptr : &a_.associations[i];
}

std::vector<const fx::Association*> Snapshot::consumersOf(fx::NodeRef forward) const {
  std::vector<const fx::Association*> out;
  if (!node(forward)) return out;
  const AssociationIndex& o = associations();
  const size_t k = o.nodeBase[forward.graph] + forward.node;
  for (uint32_t i = o.consumerStart[k]; i < o.consumerStart[k + 1]; ++i) out.push_back(&a_.associations[o.consumers[i]]);
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

std::optional<std::array<uint64_t, 3>> Snapshot::serialsOf(const std::tuple<int, int, int>& subject) const {
  std::array<uint64_t, 3> out{};
  const int graphs[3] = {std::get<0>(subject), std::get<1>(subject), std::get<2>(subject)};
  for (int i = 0; i < 3; ++i) {
    if (graphs[i] < 0) continue;
    if (graphs[i] >= static_cast<int>(a_.graphs.size()) || a_.graphs[graphs[i]].serial == 0) return std::nullopt;
    out[i] = a_.graphs[graphs[i]].serial;
  }
  return out;
}

std::vector<Snapshot::KeptTimeline> Snapshot::timelinesToKeep() const {
  std::vector<KeptTimeline> out;
  sys::Lock lock(memory_->mutex);
  for (const auto& [subject, timeline] : memory_->timelines)
    if (const auto serials = serialsOf(subject)) out.push_back({subject, *serials, timeline});
  return out;
}

// A timeline is made of its pair's graphs alone (their nodes, categories and associations, which the analysis
// memoizes by the same serials): the same graphs at the same places give the same timeline, node refs included.
void Snapshot::inheritMemory(const std::vector<KeptTimeline>& kept) {
  sys::Lock lock(memory_->mutex);
  for (const KeptTimeline& k : kept)
    if (serialsOf(k.subject) == k.serials) memory_->timelines.try_emplace(k.subject, k.timeline);
}

std::shared_ptr<const std::vector<fx::CompiledGraph>> Snapshot::compiled() const {
  sys::Lock lock(compiled_->mutex);
  if (!compiled_->codes) compiled_->codes = std::make_shared<const std::vector<fx::CompiledGraph>>(fx::compiledGraphs(a_));
  return compiled_->codes;
}

}  // namespace fxl
