#include "features/partition_compare.h"

#include <algorithm>
#include <unordered_set>

#include "fx/bytes.h"
#include "fx/recompute_advice.h"

namespace fxl {

namespace {

int forwardOf(const fx::Pair& p) { return p.forward; }

// A partition the partitioner made: a forward and its backward. A joint alone (or a copy of one beside a pair)
// only guesses a partition (issue 29: a forward compared with a joint copy, "A saves 43.58 MiB more").
bool comparable(const fx::Pair& p) { return p.forward >= 0 && p.backward >= 0; }

int sharedNames(const fx::Analysis& a, int g1, int g2) {
  std::unordered_set<std::string_view> names;
  for (const fx::Node& n : a.graphs[g1].nodes) names.insert(n.name);
  int shared = 0;
  for (const fx::Node& n : a.graphs[g2].nodes) shared += names.count(n.name) > 0;
  return shared;
}

// The same partition printed in another form (a sibling `fwd.graph.txt` of `fwd.readable.txt`) saves and
// recomputes the same values: nothing to compare.
bool samePartition(const fx::Analysis& a, const fx::Pair& x, const fx::Pair& y) {
  const fx::PartitionComparison c = fx::comparePartitions(a, x, y);
  return c.savedOnlyA.empty() && c.savedOnlyB.empty() && c.recomputedA == c.recomputedB;
}

// The other partition of the same model: most node names in common with `mine`'s forward (at least half), and a
// different choice of what to save or recompute.
const fx::Pair* otherPartition(const Snapshot& snap, const fx::Pair& mine) {
  const fx::Analysis& a = snap.analysis();
  const fx::Pair* best = nullptr;
  int bestShared = 0;
  for (const fx::Pair& p : a.pairs) {
    if (&p == &mine || !comparable(p) || forwardOf(p) == forwardOf(mine)) continue;
    const int shared = sharedNames(a, forwardOf(mine), forwardOf(p));
    const size_t smaller = std::min(a.graphs[forwardOf(mine)].nodes.size(), a.graphs[forwardOf(p)].nodes.size());
    if (shared * 2 >= static_cast<int>(smaller) && shared > bestShared && !samePartition(a, mine, p))
      best = &p, bestShared = shared;
  }
  return best;
}

std::string names(const std::vector<std::string>& v) {
  if (v.empty()) return "–";
  std::string s;
  constexpr size_t kShown = 30;
  for (size_t i = 0; i < v.size() && i < kShown; ++i) s += (i ? ", `" : "`") + v[i] + "`";
  if (v.size() > kShown) s += " … and " + std::to_string(v.size() - kShown) + " more";
  return s;
}

std::string table(const Snapshot& snap, const fx::Pair& A, const fx::Pair& B) {
  const fx::Analysis& a = snap.analysis();
  const fx::PartitionComparison c = fx::comparePartitions(a, A, B);
  auto ta = snap.memoryOf(forwardOf(A)), tb = snap.memoryOf(forwardOf(B));
  auto row = [](const std::string& what, const std::string& x, const std::string& y) {
    return "| " + what + " | " + x + " | " + y + " |\n";
  };
  auto held = [](const std::shared_ptr<const fx::MemoryTimeline>& t) { return t ? fx::formatBytes(t->heldForBackward) : "–"; };
  std::string md = "| | A: `" + a.graphs[forwardOf(A)].id + "` | B: `" + a.graphs[forwardOf(B)].id + "` |\n|---|---|---|\n";
  // as fx::peakText says it, the node's name in backquotes like the rest of the table
  auto peak = [&](const std::shared_ptr<const fx::MemoryTimeline>& t, fx::MemoryPeak fx::MemoryTimeline::*side) {
    const fx::MemoryPeak* pk = t ? &(t.get()->*side) : nullptr;
    if (!pk || pk->at < 0) return std::string("–");
    return fx::formatBytes(pk->bytes) + " at `" + a.nameOf(t->points[pk->at].node) + "`";
  };
  md += row("forward peak", peak(ta, &fx::MemoryTimeline::forward), peak(tb, &fx::MemoryTimeline::forward));
  md += row("backward peak", peak(ta, &fx::MemoryTimeline::backward), peak(tb, &fx::MemoryTimeline::backward));
  md += row("held for backward", held(ta), held(tb));
  md += row("saved tensors' bytes", fx::formatBytes(c.savedBytesA, c.unknownA), fx::formatBytes(c.savedBytesB, c.unknownB));
  md += row("saved by this one only", names(c.savedOnlyA), names(c.savedOnlyB));
  md += row("recomputed in the backward", names(c.recomputedA), names(c.recomputedB));
  md += "\nSaved by both (" + std::to_string(c.savedBoth.size()) + "): " + names(c.savedBoth) + ".\n";
  if (c.savedBytesA != c.savedBytesB)
    md += "\n" + std::string(c.savedBytesA > c.savedBytesB ? "A" : "B") + " saves " +
          fx::formatBytes(std::max(c.savedBytesA, c.savedBytesB) - std::min(c.savedBytesA, c.savedBytesB)) +
          " more (known sizes).\n";
  return md;
}

}  // namespace

PartitionCompare comparePartitionsAt(const Snapshot& snap, int doc, uint32_t offset) {
  PartitionCompare out;
  if (doc < 0 || doc >= snap.docCount()) return out.error = "no such document", out;
  const fx::Pair* mine = nullptr;
  if (int g = snap.graphAt(doc, offset); g >= 0) mine = snap.pairOf(g);
  for (int g : snap.graphsOf(doc))
    if (!mine || !comparable(*mine)) mine = snap.pairOf(g);
  if (!mine || !comparable(*mine))
    return out.error = "no forward/backward pair in this document (a joint alone only guesses its partition: open the "
                       "partitioner's forward and backward)", out;
  const fx::Pair* other = otherPartition(snap, *mine);
  if (!other) {
    const fx::Analysis& a = snap.analysis();
    return out.error = "no other partition of this model is open: only one forward/backward partition of it is analysed (`" +
                       a.graphs[mine->forward].id + "` and `" + a.graphs[mine->backward].id +
                       "`); open the other partitioner's forward and backward too", out;
  }
  out.otherGraph = forwardOf(*other);
  out.markdown = table(snap, *mine, *other);
  return out;
}

}  // namespace fxl
