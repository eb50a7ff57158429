#include "features/memory_view.h"

#include <algorithm>

#include "fx/bytes.h"
#include "render/memory_plot.h"

namespace fxl {

namespace {

std::string peakText(const Snapshot& snap, const fx::MemoryTimeline& t, const fx::MemoryPeak& pk) {
  const fx::Node* n = pk.at >= 0 ? snap.node(t.points[pk.at].node) : nullptr;
  return fx::formatBytes(pk.bytes) + (n ? " at " + std::string(n->name) : std::string());
}

bool sized(const fx::MemoryTimeline& t) {
  return std::any_of(t.points.begin(), t.points.end(), [](const fx::MemoryPoint& p) { return p.live > 0; });
}

std::string summary(const Snapshot& snap, const fx::MemoryTimeline& t) {
  if (!sized(t)) return "no byte sizes in this printout (untyped): " + std::to_string(t.unknownSize.size()) +
                        " allocations of unknown size";
  std::string s;
  if (t.forward.at >= 0) s += "forward peak " + peakText(snap, t, t.forward);
  if (t.backward.at >= 0) s += " · backward peak " + peakText(snap, t, t.backward);
  if (t.backward.at >= 0) s += " · holds " + fx::formatBytes(t.heldForBackward) + " for backward";
  s += " · " + std::to_string(t.points.size()) + " nodes";
  if (!t.unknownSize.empty()) s += " (" + std::to_string(t.unknownSize.size()) + " of unknown size, not counted)";
  return s;
}

}  // namespace

MemoryView memoryView(const Snapshot& snap, int doc, std::optional<uint32_t> offset, bool dark) {
  MemoryView v;
  if (doc < 0 || doc >= snap.docCount()) return v.error = "no such document", v;
  int graph = offset ? snap.graphAt(doc, *offset) : -1;
  std::shared_ptr<const fx::MemoryTimeline> t = graph >= 0 ? snap.memoryOf(graph) : nullptr;
  for (int g : snap.graphsOf(doc)) {
    if (t) break;
    t = snap.memoryOf(g);
  }
  if (!t) return v.error = "no forward, backward or joint graph here to schedule", v;
  fxr::MemoryPlotOptions o;
  o.dark = dark;
  v.svg = fxr::memoryPlotSvg(snap.analysis(), *t, o);
  v.status = summary(snap, *t);
  return v;
}

std::string memoryLensTitle(const Snapshot& snap, int graph) {
  std::shared_ptr<const fx::MemoryTimeline> t = snap.memoryOf(graph);
  if (!t || t->points.empty()) return {};
  if (!sized(*t)) return "memory: sizes unknown (untyped printout)";
  const fx::Pair* p = snap.pairOf(graph);
  if (p && p->backward == graph && t->backward.at >= 0) return "memory: backward peak " + peakText(snap, *t, t->backward);
  std::string s = "memory: peak " + peakText(snap, *t, t->forward);
  if (t->backward.at >= 0) s += " · holds " + fx::formatBytes(t->heldForBackward) + " for backward";
  return s;
}

}  // namespace fxl
