// The activation-memory plot of a timeline (fx/memory.h) as SVG text, without Graphviz: live bytes over the
// schedule as a step chart, forward and backward in seed 000's colours, the bytes held for the backward shaded,
// each side's peak marked and labelled. Every bar is clickable in a webview: `<rect class="pt" data-graph=ID
// data-node=NAME>` with a `<title>` (node, op, live bytes). Bounded: past kMaxBars schedule points, consecutive
// points share a bar that shows their highest (so peaks survive) and names the node at that highest point.
#pragma once

#include <string>

#include "fx/memory.h"

namespace fxr {

constexpr int kMaxBars = 4000;

struct MemoryPlotOptions {
  bool dark = false;
  int width = 1000, height = 360;  // pixels of the plot area (axes and labels around it)
};

std::string memoryPlotSvg(const fx::Analysis& a, const fx::MemoryTimeline& t, const MemoryPlotOptions& o = {});

}  // namespace fxr
