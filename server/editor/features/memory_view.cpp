#include "features/memory_view.h"

#include "fx/bytes.h"
#include "render/memory_plot.h"

namespace fxl {

namespace {

std::string summary(const Snapshot& snap, const fx::MemoryTimeline& t) {
  if (!t.sized()) return "no byte sizes in this printout (untyped): " + std::to_string(t.unknownSize.size()) +
                        " allocations of unknown size";
  std::string s;
  if (t.forward.at >= 0) s += "forward peak " + fx::peakText(snap.analysis(), t, t.forward);
  if (t.backward.at >= 0) s += " · backward peak " + fx::peakText(snap.analysis(), t, t.backward);
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
  if (!t->sized()) return "memory: sizes unknown (untyped printout)";
  const fx::Pair* p = snap.pairOf(graph);
  if (p && p->backward == graph && t->backward.at >= 0) return "memory: backward peak " + fx::peakText(snap.analysis(), *t, t->backward);
  std::string s = "memory: peak " + fx::peakText(snap.analysis(), *t, t->forward);
  if (t->backward.at >= 0) s += " · holds " + fx::formatBytes(t->heldForBackward) + " for backward";
  return s;
}

}  // namespace fxl
