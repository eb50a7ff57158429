#include "memory_plot.h"

#include <algorithm>
#include <cstdio>

#include "dot.h"
#include "fx/bytes.h"

namespace fxr {

namespace {

constexpr int kLeft = 80, kTop = 40, kBottom = 40, kRight = 20;  // margins around the plot area

std::string escapeXml(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += static_cast<unsigned char>(c) < 0x20 ? ' ' : c;
    }
  }
  return out;
}

std::string num(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f", v);
  return b;
}

// A bar: the points [first, last] of the schedule, drawn at the highest of them.
struct Bar {
  int first = 0, last = 0, highest = 0;
};

std::vector<Bar> barsOf(const fx::MemoryTimeline& t) {
  const int n = static_cast<int>(t.points.size());
  const int per = std::max(1, (n + kMaxBars - 1) / kMaxBars);
  std::vector<Bar> bars;
  for (int i = 0; i < n; i += per) {
    Bar b{i, std::min(n, i + per) - 1, i};
    // a bar never mixes the forward and the backward
    if (b.first < t.forwardPoints && b.last >= t.forwardPoints) b.last = t.forwardPoints - 1;
    for (int k = b.first; k <= b.last; ++k)
      if (t.points[k].live > t.points[b.highest].live) b.highest = k;
    bars.push_back(b);
    i = b.last + 1 - per;
  }
  return bars;
}

std::string nodeLabel(const fx::Analysis& a, fx::NodeRef r) {
  const fx::Node* n = a.node(r);
  return n ? std::string(n->name) + " · " + n->opName() : "?";
}

// Byte ticks on the left: 0 and four steps up to the top.
void axes(std::string& svg, uint64_t top, const MemoryPlotOptions& o, const char* ink) {
  for (int k = 0; k <= 4; ++k) {
    const double y = kTop + o.height - o.height * k / 4.0;
    svg += "<line x1=\"" + std::to_string(kLeft) + "\" x2=\"" + std::to_string(kLeft + o.width) + "\" y1=\"" + num(y) +
           "\" y2=\"" + num(y) + "\" stroke=\"" + ink + "\" stroke-opacity=\"0.15\"/>";
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + num(y + 4) + "\" text-anchor=\"end\">" +
           fx::formatBytes(top / 4 * static_cast<uint64_t>(k)) + "</text>";
  }
}

}  // namespace

std::string memoryPlotSvg(const fx::Analysis& a, const fx::MemoryTimeline& t, const MemoryPlotOptions& o) {
  const char* ink = o.dark ? "#DDDDDD" : "#000000";
  const char* background = o.dark ? "#1E1E1E" : "#FFFFFF";
  const std::string fwd = categoryStyle(fx::Category::Fwd, o.dark).border;
  const std::string bwd = categoryStyle(fx::Category::Bwd, o.dark).border;
  const std::string savedFill = categoryStyle(fx::Category::SaveTensor, o.dark).fill;
  const std::string peakInk = categoryStyle(fx::Category::SaveTensor, o.dark).border;
  const int w = kLeft + o.width + kRight, h = kTop + o.height + kBottom;
  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"fx-memory\" width=\"" + std::to_string(w) +
                    "\" height=\"" + std::to_string(h) + "\" viewBox=\"0 0 " + std::to_string(w) + " " +
                    std::to_string(h) + "\" font-family=\"Helvetica, sans-serif\" font-size=\"12\" fill=\"" + ink + "\">";
  svg += "<rect width=\"100%\" height=\"100%\" fill=\"" + std::string(background) + "\"/>";
  uint64_t top = 1;
  for (const auto& p : t.points) top = std::max(top, p.live);
  top += top / 10;  // headroom for the peak labels
  axes(svg, top, o, ink);
  const std::vector<Bar> bars = barsOf(t);
  const double bw = bars.empty() ? 0 : static_cast<double>(o.width) / static_cast<double>(bars.size());
  auto yOf = [&](uint64_t v) { return kTop + o.height - o.height * (static_cast<double>(v) / static_cast<double>(top)); };
  for (size_t b = 0; b < bars.size(); ++b) {
    const fx::MemoryPoint& p = t.points[bars[b].highest];
    const fx::Node* n = a.node(p.node);
    const double x = kLeft + bw * static_cast<double>(b);
    const bool backward = bars[b].highest >= t.forwardPoints;
    std::string title = nodeLabel(a, p.node) + " · live " + fx::formatBytes(p.live) +
                        (p.saved ? " (" + fx::formatBytes(p.saved) + " held for backward)" : "") +
                        (p.unknownLive ? " + " + std::to_string(p.unknownLive) + " of unknown size" : "");
    if (bars[b].first != bars[b].last) title += " · highest of " + std::to_string(bars[b].last - bars[b].first + 1) + " nodes";
    svg += "<g><rect class=\"pt\" data-graph=\"" + escapeXml(a.graphs[p.node.graph].id) + "\" data-node=\"" +
           escapeXml(n ? std::string(n->name) : "") + "\" x=\"" + num(x) + "\" y=\"" + num(yOf(p.live)) + "\" width=\"" +
           num(std::max(bw, 0.5)) + "\" height=\"" + num(yOf(0) - yOf(p.live)) + "\" fill=\"" + (backward ? bwd : fwd) +
           "\" fill-opacity=\"0.55\"><title>" + escapeXml(title) + "</title></rect>";
    if (p.saved)  // the part held for the backward, shaded
      svg += "<rect x=\"" + num(x) + "\" y=\"" + num(yOf(p.saved)) + "\" width=\"" + num(std::max(bw, 0.5)) +
             "\" height=\"" + num(yOf(0) - yOf(p.saved)) + "\" fill=\"" + savedFill + "\" fill-opacity=\"0.8\" pointer-events=\"none\"/>";
    svg += "</g>";
  }
  // The boundary and the peaks.
  if (!bars.empty() && t.forwardPoints > 0 && t.forwardPoints < static_cast<int>(t.points.size())) {
    size_t b = 0;
    while (b < bars.size() && bars[b].first < t.forwardPoints) ++b;
    const double x = kLeft + bw * static_cast<double>(b);
    svg += "<line x1=\"" + num(x) + "\" x2=\"" + num(x) + "\" y1=\"" + std::to_string(kTop) + "\" y2=\"" +
           num(yOf(0)) + "\" stroke=\"" + ink + "\" stroke-dasharray=\"4 3\"/>";
  }
  for (const fx::MemoryPeak* pk : {&t.forward, &t.backward}) {
    if (pk->at < 0) continue;
    size_t b = 0;
    while (b + 1 < bars.size() && bars[b].last < pk->at) ++b;
    const double x = kLeft + bw * (static_cast<double>(b) + 0.5), y = yOf(pk->bytes);
    const fx::Node* n = a.node(t.points[pk->at].node);
    svg += "<circle class=\"peak\" cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"4\" fill=\"" + peakInk + "\"/>";
    svg += "<text x=\"" + num(x) + "\" y=\"" + num(y - 8) + "\" text-anchor=\"middle\">peak " + fx::formatBytes(pk->bytes) +
           (n ? " at " + escapeXml(n->name) : "") + "</text>";
  }
  svg += "<text x=\"" + std::to_string(kLeft) + "\" y=\"20\">forward</text>";
  svg += "<text x=\"" + std::to_string(kLeft + o.width) + "\" y=\"20\" text-anchor=\"end\">backward · shaded: held for backward</text>";
  svg += "<text x=\"" + std::to_string(kLeft + o.width / 2) + "\" y=\"" + std::to_string(h - 10) +
         "\" text-anchor=\"middle\">schedule (" + std::to_string(t.points.size()) + " nodes in printed order)</text>";
  svg += "</svg>\n";
  return svg;
}

}  // namespace fxr
