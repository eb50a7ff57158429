#include "memory_report.h"

#include <algorithm>
#include <ostream>
#include <set>
#include <string>
#include <tuple>

#include "fx/bytes.h"
#include "advice_report.h"
#include "json_writer.h"

namespace cli {

namespace {

std::string idOf(const fx::Analysis& a, int g) { return g >= 0 ? a.graphs[g].id : std::string(); }

std::string title(const fx::Analysis& a, const fx::Pair& p) {
  if (p.forward >= 0 && p.backward >= 0) return idOf(a, p.forward) + " → " + idOf(a, p.backward);
  return idOf(a, p.joint >= 0 ? p.joint : p.forward);
}

void peakText(const fx::Analysis& a, const fx::MemoryTimeline& t, const fx::MemoryPeak& pk, const char* side,
              std::ostream& out) {
  if (pk.at < 0) return;
  out << "  " << side << " peak " << fx::peakText(a, t, pk) << " (node " << pk.at + 1 << " of " << t.points.size() << ")";
  if (pk.unknownLive) out << " + " << pk.unknownLive << " allocations of unknown size";
  out << "\n";
  for (const fx::MemoryContributor& c : pk.top)
    out << "    " << a.nameOf(c.producer) << "  " << fx::formatBytes(c.bytes) << "  lives " << a.nameOf(t.points[c.from].node)
        << " → " << a.nameOf(t.points[c.to].node) << (c.saved ? "  (held for backward)" : "") << "\n";
}

void peakJson(JsonWriter& w, const fx::Analysis& a, const fx::MemoryTimeline& t, const fx::MemoryPeak& pk) {
  if (pk.at < 0) return w.null();
  w.beginObject();
  w.field("bytes", pk.bytes);
  w.field("graph", a.graphs[t.points[pk.at].node.graph].id);
  w.field("node", a.nameOf(t.points[pk.at].node));
  w.field("index", pk.at);
  w.field("unknownLive", pk.unknownLive);
  w.key("top");
  w.beginArray();
  for (const fx::MemoryContributor& c : pk.top) {
    w.beginObject();
    w.field("graph", a.graphs[c.producer.graph].id);
    w.field("node", a.nameOf(c.producer));
    w.field("bytes", c.bytes);
    w.field("from", a.nameOf(t.points[c.from].node));
    w.field("to", a.nameOf(t.points[c.to].node));
    w.field("saved", c.saved);
    w.endObject();
  }
  w.endArray();
  w.endObject();
}

}  // namespace

std::vector<fx::Pair> memorySubjects(const fx::Analysis& a, const std::string& graphId) {
  std::vector<fx::Pair> out;
  // Each subject once, through a set: a search of `out` for each graph was quadratic in graphs (a file of 100k
  // tiny graphs: most of 15 s).
  std::set<std::tuple<int, int, int>> seen;
  for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g) {
    if (!graphId.empty() && a.graphs[g].id != graphId) continue;
    const std::optional<fx::Pair> s = fx::memorySubject(a, g);
    if (s && seen.insert({s->forward, s->backward, s->joint}).second) out.push_back(*s);
  }
  return out;
}

// Each side's peaks and what it holds for the backward, then what differs in what they save and recompute.
void comparisonText(const MemoryComparison& c, std::ostream& out) {
  out << "Comparison: A = " << c.nameA << ", B = " << c.nameB << "\n";
  for (const auto& [label, item] : {std::pair{"A", c.a}, std::pair{"B", c.b}}) {
    const fx::MemoryTimeline& t = item->timeline;
    out << "  " << label << ": forward peak " << fx::formatBytes(t.forward.bytes) << ", backward peak "
        << fx::formatBytes(t.backward.bytes) << ", holds " << fx::formatBytes(t.heldForBackward) << " for backward\n";
  }
  writeComparisonText(out, c.partitions, c.nameA, c.nameB);
}

void writeMemoryText(const fx::Analysis& a, const std::vector<MemoryItem>& items, const MemoryComparison* compare,
                     std::ostream& out) {
  for (const MemoryItem& it : items) {
    const fx::MemoryTimeline& t = it.timeline;
    out << "Memory: " << title(a, it.pair) << " (" << t.points.size() << " nodes scheduled, " << t.forwardPoints
        << " forward)\n";
    if (!t.sized() && !t.unknownSize.empty()) {
      out << "  no byte sizes: the printout has no tensor types (print_readable and TORCH_LOGS printouts have them); "
          << t.unknownSize.size() << " allocations of unknown size\n";
    } else {
      peakText(a, t, t.forward, "forward", out);
      peakText(a, t, t.backward, "backward", out);
    }
    if (t.forwardPoints < static_cast<int>(t.points.size()) || t.heldTensors) {
      out << "  held for backward: " << fx::formatBytes(t.heldForBackward) << " in " << t.heldTensors << " allocations";
      if (t.heldUnknown) out << " (" << t.heldUnknown << " of unknown size, not in the figure)";
      out << "\n";
    }
    out << "  inputs and parameters (counted apart): " << fx::formatBytes(t.inputBytes) << " in " << t.inputs;
    if (t.inputsUnknown) out << " + " << t.inputsUnknown << " of unknown size";
    if (t.savedInputs) out << "; " << t.savedInputs << " also saved for backward (" << fx::formatBytes(t.savedInputBytes) << ")";
    out << "\n";
    if (!t.unknownSize.empty())
      out << "  " << t.unknownSize.size() << " allocations of symbolic or unprinted size are not in the figures\n";
    if (it.advice) writeAdviceText(out, a, *it.advice);
  }
  if (items.empty()) out << "No forward, backward or joint graph to schedule.\n";
  if (compare) comparisonText(*compare, out);
}

void writeMemoryJson(const fx::Analysis& a, const std::vector<MemoryItem>& items, const MemoryComparison* compare,
                     bool points, std::ostream& out) {
  JsonWriter w(out);
  w.beginObject();
  w.key("timelines");
  w.beginArray();
  for (const MemoryItem& it : items) {
    const fx::MemoryTimeline& t = it.timeline;
    w.beginObject();
    w.field("forward", idOf(a, it.pair.forward));
    w.field("backward", idOf(a, it.pair.backward));
    w.field("joint", idOf(a, it.pair.joint));
    w.field("scheduled", t.points.size());
    w.field("forwardScheduled", t.forwardPoints);
    w.key("forwardPeak");
    peakJson(w, a, t, t.forward);
    w.key("backwardPeak");
    peakJson(w, a, t, t.backward);
    w.key("heldForBackward");
    w.beginObject();
    w.field("bytes", t.heldForBackward);
    w.field("tensors", t.heldTensors);
    w.field("unknownSize", t.heldUnknown);
    w.endObject();
    w.key("inputs");
    w.beginObject();
    w.field("bytes", t.inputBytes);
    w.field("count", t.inputs);
    w.field("unknownSize", t.inputsUnknown);
    w.field("savedCount", t.savedInputs);
    w.field("savedBytes", t.savedInputBytes);
    w.endObject();
    w.key("unknownSize");
    w.beginArray();
    for (fx::NodeRef r : t.unknownSize) w.str(a.nameOf(r));
    w.endArray();
    if (points) {
      w.key("schedule");
      w.beginArray();
      for (const fx::MemoryPoint& p : t.points) {
        w.beginObject();
        w.field("node", a.nameOf(p.node));
        w.field("live", p.live);
        w.field("saved", p.saved);
        w.field("unknownLive", p.unknownLive);
        w.endObject();
      }
      w.endArray();
    }
    if (it.advice) {
      w.key("advice");
      writeAdviceJson(w, a, *it.advice);
    }
    w.endObject();
  }
  w.endArray();
  if (compare) {
    w.key("comparison");
    writeComparisonJson(w, compare->partitions, compare->nameA, compare->nameB);
  }
  w.endObject();
  w.newline();
}

}  // namespace cli
