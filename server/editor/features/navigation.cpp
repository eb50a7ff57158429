#include "features/navigation.h"

#include <algorithm>
#include <functional>
#include <unordered_set>

#include "features/common.h"
#include "features/kernels.h"

namespace fxl {

namespace {

// Targets in the order found, each once. The set keeps it linear: a node used 100,000 times (a graph input read
// by every layer) has as many references, and a search of the list for each made `fxlens check` cubic.
class Targets {
 public:
  void add(const Target& t) {
    if (t.doc >= 0 && seen_.insert(key(t)).second) list_.push_back(t);
  }
  bool empty() const { return list_.empty(); }
  std::vector<Target> take() { return std::move(list_); }

 private:
  struct Key {
    int doc;
    uint32_t begin, end;
    bool operator==(const Key&) const = default;
  };
  struct Hash {
    size_t operator()(const Key& k) const {
      return std::hash<uint64_t>()((static_cast<uint64_t>(k.begin) << 32 | k.end) ^ static_cast<uint64_t>(k.doc) * 0x9E3779B97F4A7C15ull);
    }
  };
  static Key key(const Target& t) { return {t.doc, t.range.begin, t.range.end}; }
  std::vector<Target> list_;
  std::unordered_set<Key, Hash> seen_;
};

uint64_t nodeKey(fx::NodeRef r) {
  return static_cast<uint64_t>(static_cast<uint32_t>(r.graph)) << 32 | static_cast<uint32_t>(r.node);
}

// The forward side of an association: the producer when matched, every candidate when ambiguous.
std::vector<fx::NodeRef> forwardSide(const fx::Association& as) {
  if (as.status == fx::AssocStatus::Matched) return {as.forward};
  if (as.status == fx::AssocStatus::Ambiguous) return as.candidates;
  return {};
}

// A node whose value is made elsewhere: a graph input or an attribute read.
bool readsItsValue(const fx::Node& n) { return n.op == fx::OpKind::Placeholder || n.op == fx::OpKind::GetAttr; }

}  // namespace

std::vector<Target> definition(const Snapshot& snap, int doc, uint32_t offset) {
  Targets out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return kernelDefinition(snap, doc, offset);  // output code: a kernel's name
  const fx::Node* n = snap.node(occ->node);
  if (!n) return {};
  std::vector<fx::NodeRef> fwd;
  if (const fx::Association* as = snap.associationOf(occ->node)) fwd = forwardSide(*as);
  if (!fwd.empty() && !occ->definition && !readsItsValue(*n)) out.add(snap.definitionOf(occ->node));
  for (const fx::NodeRef& f : fwd) out.add(snap.definitionOf(f));
  if (out.empty()) out.add(snap.definitionOf(occ->node));
  return out.take();
}

std::vector<Target> declaration(const Snapshot& snap, int doc, uint32_t offset) {
  Targets out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return {};
  const fx::Graph* g = feat::graphOf(snap, occ->node);
  if (snap.associationOf(occ->node) || (g && g->role == fx::Role::Backward)) return definition(snap, doc, offset);
  std::vector<const fx::Association*> consumers = snap.consumersOf(occ->node);
  // Matched consumers first, then the associations that name this node among their candidates.
  std::stable_partition(consumers.begin(), consumers.end(),
                        [&](const fx::Association* as) { return as->forward == occ->node; });
  for (const fx::Association* as : consumers) out.add(snap.definitionOf(as->backward));
  return out.take();
}

std::vector<Target> implementation(const Snapshot& snap, int doc, uint32_t offset) {
  return declaration(snap, doc, offset);
}

std::vector<Target> references(const Snapshot& snap, int doc, uint32_t offset, bool includeDeclaration) {
  Targets out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return {};
  // The node, then its partners breadth first (partners of partners: every backward read of a forward value).
  std::vector<fx::NodeRef> nodes = {occ->node};
  std::unordered_set<uint64_t> seen = {nodeKey(occ->node)};
  for (size_t i = 0; i < nodes.size(); ++i)
    for (const fx::NodeRef& p : snap.partners(nodes[i]))
      if (seen.insert(nodeKey(p)).second) nodes.push_back(p);
  for (const fx::NodeRef& r : nodes) {
    const fx::Graph* g = feat::graphOf(snap, r);
    if (!g) continue;
    for (const Occurrence& o : snap.occurrencesOf(r))
      if (includeDeclaration || !o.definition) out.add({g->doc, o.range});
  }
  return out.take();
}

std::vector<Highlight> highlights(const Snapshot& snap, int doc, uint32_t offset) {
  std::vector<Highlight> out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return out;
  const fx::Graph* g = feat::graphOf(snap, occ->node);
  if (!g || g->doc != doc) return out;
  for (const Occurrence& o : snap.occurrencesOf(occ->node)) out.push_back({o.range, o.definition});
  std::sort(out.begin(), out.end(), [](const Highlight& x, const Highlight& y) { return x.range.begin < y.range.begin; });
  return out;
}

}  // namespace fxl
