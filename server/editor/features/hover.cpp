#include "features/hover.h"

#include "features/common.h"
#include "features/kernels.h"
#include "features/saved_advice.h"
#include "fx/dump_names.h"

namespace fxl {

namespace {

using namespace feat;

HoverForwardNode forwardNode(const Snapshot& s, fx::NodeRef r) {
  HoverForwardNode out;
  const fx::Node* n = s.node(r);
  const fx::Graph* g = graphOf(s, r);
  if (!n || !g) {
    out.name = "?";
    return out;
  }
  out.name = n->name;
  out.computes = n->isCompute();
  out.what = out.computes ? std::string(n->target) : fx::toString(n->op);
  out.graph = g->id;
  if (g->doc >= 0 && g->doc < s.docCount()) {
    out.doc = g->doc;
    out.line = g->lineOf(*n);
    out.file = std::string(fx::dumps::baseName(s.analysis().docs[g->doc].path));
  }
  return out;
}

HoverInfo::Producer producerOf(const Snapshot& s, const fx::Association& as) {
  HoverInfo::Producer p;
  p.kind = as.kind;
  p.status = as.status;
  if (as.status == fx::AssocStatus::Matched) p.forward.push_back(forwardNode(s, as.forward));
  if (as.status == fx::AssocStatus::Ambiguous)
    for (const fx::NodeRef& c : as.candidates) p.forward.push_back(forwardNode(s, c));
  p.evidence = as.evidence.list();
  return p;
}

void addConsumers(const Snapshot& s, const std::vector<const fx::Association*>& consumers, fx::NodeRef self,
                  HoverInfo& info) {
  for (const fx::Association* as : consumers) {
    if (info.consumers.size() == kMaxHoverConsumers) break;
    const fx::Graph* g = graphOf(s, as->backward);
    info.consumers.push_back({g ? g->id : std::string("?"), nodeName(s, as->backward), as->kind,
                              !(as->forward == self), as->status});
  }
  info.moreConsumers = consumers.size() - info.consumers.size();
}

}  // namespace

// A name under the cursor that the analysis reported as undefined (diagnostics.cpp, `undefined-name`).
std::optional<HoverInfo> undefinedName(const Snapshot& snap, int doc, uint32_t offset) {
  for (const fx::Diagnostic& d : snap.analysis().diagnostics)
    if (d.doc == doc && d.code == "undefined-name" && d.range.begin <= offset && offset <= d.range.end) {
      HoverInfo info;
      info.range = d.range;
      info.doc = doc;
      info.name = std::string(snap.analysis().docs[doc].text.substr(d.range.begin, d.range.end - d.range.begin));
      info.undefined = true;
      if (const int g = snap.graphAt(doc, offset); g >= 0) info.graph = snap.analysis().graphs[g].id;
      return info;
    }
  return std::nullopt;
}

std::optional<HoverInfo> hoverInfo(const Snapshot& snap, int doc, uint32_t offset) {
  if (doc < 0 || doc >= snap.docCount()) return std::nullopt;
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return undefinedName(snap, doc, offset);
  const fx::Node* n = snap.node(occ->node);
  const fx::Graph* g = graphOf(snap, occ->node);
  if (!n || !g) return std::nullopt;
  HoverInfo info;
  info.range = occ->range;
  info.doc = doc;
  info.name = n->name;
  if (n->category != fx::Category::None) info.category = n->category;
  info.savedInput = n->savedInput;
  info.op = n->op;
  if (n->isCompute() || n->op == fx::OpKind::GetAttr) info.target = n->target;
  info.type = n->type.text;
  if (!info.type.empty()) {
    info.bytes = n->type.bytes();
    info.symbolic = !info.bytes && n->type.known();
  }
  info.users = g->usersOf(occ->node.node).size();
  info.graph = g->id;
  if (const fx::Association* as = snap.associationOf(occ->node)) info.producer = producerOf(snap, *as);
  const std::vector<const fx::Association*> consumers = snap.consumersOf(occ->node);
  info.recomputed = n->recomputed;
  for (const fx::Association* c : consumers)
    if (c->kind == fx::AssocKind::Recomputed && c->status == fx::AssocStatus::Matched) info.recomputed = true;
  addConsumers(snap, consumers, occ->node, info);
  info.source = std::string(g->sourceOf(*n));
  if (auto line = savedAdviceLine(snap, occ->node)) info.savedAdvice = std::move(*line);
  info.role = g->role;
  info.roleEvidence = g->roleEvidence;
  return info;
}

std::optional<HoverResult> hover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor) {
  std::optional<HoverInfo> info = hoverInfo(snap, doc, offset);
  if (!info) return kernelHover(snap, doc, offset, linkFor);  // output code: a kernel's name
  std::string md = present(*info, linkFor);
  if (std::optional<Occurrence> occ = snap.at(doc, offset))
    if (std::string kernels = kernelsOfNode(snap, occ->node.graph, occ->node.node, linkFor); !kernels.empty())
      md += "\n\n" + kernels;
  return HoverResult{std::move(md), info->range, info->doc};
}

}  // namespace fxl
