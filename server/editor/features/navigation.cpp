#include "features/navigation.h"

#include <algorithm>

#include "features/common.h"

namespace fxl {

namespace {

void addTarget(std::vector<Target>& out, const Target& t) {
  if (t.doc >= 0 && std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
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
  std::vector<Target> out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return out;
  const fx::Node* n = snap.node(occ->node);
  if (!n) return out;
  std::vector<fx::NodeRef> fwd;
  if (const fx::Association* as = snap.associationOf(occ->node)) fwd = forwardSide(*as);
  if (!fwd.empty() && !occ->definition && !readsItsValue(*n)) addTarget(out, snap.definitionOf(occ->node));
  for (const fx::NodeRef& f : fwd) addTarget(out, snap.definitionOf(f));
  if (out.empty()) addTarget(out, snap.definitionOf(occ->node));
  return out;
}

std::vector<Target> declaration(const Snapshot& snap, int doc, uint32_t offset) {
  std::vector<Target> out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return out;
  const fx::Graph* g = feat::graphOf(snap, occ->node);
  if (snap.associationOf(occ->node) || (g && g->role == fx::Role::Backward)) return definition(snap, doc, offset);
  std::vector<const fx::Association*> consumers = snap.consumersOf(occ->node);
  // Matched consumers first, then the associations that name this node among their candidates.
  std::stable_partition(consumers.begin(), consumers.end(),
                        [&](const fx::Association* as) { return as->forward == occ->node; });
  for (const fx::Association* as : consumers) addTarget(out, snap.definitionOf(as->backward));
  return out;
}

std::vector<Target> implementation(const Snapshot& snap, int doc, uint32_t offset) {
  return declaration(snap, doc, offset);
}

std::vector<Target> references(const Snapshot& snap, int doc, uint32_t offset, bool includeDeclaration) {
  std::vector<Target> out;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return out;
  // The node, then its partners breadth first (partners of partners: every backward read of a forward value).
  std::vector<fx::NodeRef> nodes = {occ->node};
  for (size_t i = 0; i < nodes.size(); ++i)
    for (const fx::NodeRef& p : snap.partners(nodes[i]))
      if (std::find(nodes.begin(), nodes.end(), p) == nodes.end()) nodes.push_back(p);
  for (const fx::NodeRef& r : nodes) {
    const fx::Graph* g = feat::graphOf(snap, r);
    if (!g) continue;
    for (const Occurrence& o : snap.occurrencesOf(r))
      if (includeDeclaration || !o.definition) addTarget(out, {g->doc, o.range});
  }
  return out;
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
