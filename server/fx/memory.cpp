#include "memory.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "bytes.h"
#include "op_table.h"

namespace fx {

namespace {

// One allocation: a node's output, shared by the views and in-place ops taken of it.
struct Storage {
  NodeRef producer;
  std::optional<uint64_t> bytes;
  int from = 0, to = -1;  // points; to < from until a use or an escape extends it
  bool saved = false;     // held for the backward
  bool input = false;     // a forward input or parameter (counted apart)
};

// A tuple-valued node (native_batch_norm, max_pool2d_with_indices, split, ...): no size of its own, every user a
// getitem; its getitems are the allocations (or, for split-like views, share the tuple's base).
bool isTuple(const Graph& g, int i) {
  const Node& n = g.nodes[i];
  if (n.type.bytes() || !n.isCompute()) return false;
  auto users = g.usersOf(i);
  return !users.empty() && std::all_of(users.begin(), users.end(), [&](int u) { return g.nodes[u].getitemOf() == i; });
}

class Builder {
 public:
  explicit Builder(const Analysis& a) : a_(a) {}

  // Schedules the nodes of `graph` that `take` accepts, in printed order; `fwdStorageOf`: for a pair's backward,
  // the forward storage each placeholder is (-1 for a tangent), empty otherwise.
  void schedule(int graph, const std::vector<char>& take, const std::vector<int>& fwdStorageOf, bool backward);
  void useAndEscape(int graph, int end, const std::vector<char>& backwardPart, int forwardEnd);
  MemoryTimeline finish(int forwardPoints);

  std::vector<int>& storageOf(int graph) { return storageOf_[graph]; }
  std::vector<Storage>& storages() { return storages_; }
  int points() const { return static_cast<int>(points_.size()); }

 private:
  int newStorage(NodeRef producer, std::optional<uint64_t> bytes, int at) {
    storages_.push_back({producer, bytes, at, at - 1, false, false});
    return static_cast<int>(storages_.size()) - 1;
  }
  int storageFor(int graph, int i, int at);

  const Analysis& a_;
  std::vector<Storage> storages_;
  std::vector<MemoryPoint> points_;
  std::unordered_map<int, std::vector<int>> storageOf_, pointOf_;  // per graph, per node: storage, point
};

// The storage a computed node writes: its base's for a view or an in-place op, none for a tuple, else its own.
int Builder::storageFor(int graph, int i, int at) {
  const Graph& g = a_.graphs[graph];
  const Node& n = g.nodes[i];
  const std::vector<int>& of = storageOf_[graph];
  if (int t = n.getitemOf(); t >= 0) {
    if (of[t] >= 0) return of[t];  // a split-like view's piece shares the base
    return newStorage({graph, i}, n.type.bytes(), at);
  }
  if (sharesInputStorage(n.opNameView()) && !n.args.empty() && n.args[0].ref >= 0 && of[n.args[0].ref] >= 0)
    return of[n.args[0].ref];
  if (isTuple(g, i)) return -1;
  return newStorage({graph, i}, n.type.bytes(), at);
}

void Builder::schedule(int graph, const std::vector<char>& take, const std::vector<int>& fwdStorageOf, bool backward) {
  const Graph& g = a_.graphs[graph];
  std::vector<int>& of = storageOf_[graph];
  std::vector<int>& at = pointOf_[graph];
  if (of.size() != g.nodes.size()) of.assign(g.nodes.size(), -1), at.assign(g.nodes.size(), -1);
  const int first = points();
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    if (!take[i]) continue;
    const Node& n = g.nodes[i];
    if (n.op == OpKind::Output) continue;
    if (n.op == OpKind::Placeholder) {
      if (!fwdStorageOf.empty() && fwdStorageOf[i] >= 0) {  // a saved value: the forward's own storage
        of[i] = fwdStorageOf[i];
        storages_[of[i]].saved = true;
      } else if (backward || n.category == Category::Tangent) {  // a tangent (or a saved value fxlens cannot tie)
        of[i] = newStorage({graph, i}, n.type.bytes(), first);
        storages_[of[i]].saved = n.category != Category::Tangent;
      } else {
        of[i] = newStorage({graph, i}, n.type.bytes(), first);
        storages_[of[i]].input = true;
      }
      at[i] = first;
      continue;
    }
    at[i] = points();
    points_.push_back({{graph, i}});
    of[i] = storageFor(graph, i, at[i]);
  }
}

// Every use keeps the used storage alive until the user has run; returned values escape at `end` (their graph's
// last point; a joint's forward outputs at the forward's). In a joint, a forward value a backward node reads is
// saved (`backwardPart` marks the joint's backward nodes; empty for a pair's graphs).
void Builder::useAndEscape(int graph, int end, const std::vector<char>& backwardPart, int forwardEnd) {
  const Graph& g = a_.graphs[graph];
  const std::vector<int>& of = storageOf_[graph];
  const std::vector<int>& at = pointOf_[graph];
  const bool joint = !backwardPart.empty();
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    if (of[i] < 0) continue;
    Storage& s = storages_[of[i]];
    const bool forwardValue = joint && !backwardPart[i];
    for (int u : g.usersOf(i)) {
      if (g.nodes[u].op == OpKind::Output) s.to = std::max(s.to, forwardValue ? forwardEnd : end);
      else if (at[u] >= 0) s.to = std::max(s.to, at[u]);
      if (forwardValue && backwardPart[u] && g.nodes[u].op != OpKind::Output) s.saved = true;
    }
  }
}

MemoryTimeline Builder::finish(int forwardPoints) {
  MemoryTimeline t;
  t.points = std::move(points_);
  t.forwardPoints = forwardPoints;
  const int n = static_cast<int>(t.points.size());
  std::vector<int64_t> live(n + 1, 0), saved(n + 1, 0);
  std::vector<int> unknown(n + 1, 0);
  for (Storage& s : storages_) {
    if (s.input) {
      (s.bytes ? t.inputs : t.inputsUnknown) += 1;
      if (s.bytes) t.inputBytes += *s.bytes;
      if (s.saved) ++t.savedInputs, t.savedInputBytes += s.bytes.value_or(0);
      continue;
    }
    if (n == 0) continue;
    s.from = std::clamp(s.from, 0, n - 1);
    s.to = std::clamp(std::max(s.to, s.from), s.from, n - 1);  // an unused output is freed right after it is made
    if (s.saved) ++t.heldTensors, t.heldForBackward += s.bytes.value_or(0), t.heldUnknown += !s.bytes;
    if (!s.bytes) {
      t.unknownSize.push_back(s.producer);
      ++unknown[s.from], --unknown[s.to + 1];
      continue;
    }
    live[s.from] += static_cast<int64_t>(*s.bytes), live[s.to + 1] -= static_cast<int64_t>(*s.bytes);
    if (s.saved) saved[s.from] += static_cast<int64_t>(*s.bytes), saved[s.to + 1] -= static_cast<int64_t>(*s.bytes);
  }
  int64_t l = 0, sv = 0;
  int u = 0;
  for (int i = 0; i < n; ++i) {
    l += live[i], sv += saved[i], u += unknown[i];
    t.points[i].live = static_cast<uint64_t>(l), t.points[i].saved = static_cast<uint64_t>(sv), t.points[i].unknownLive = u;
  }
  return t;
}

// The highest point of [begin, end) and the biggest allocations alive there.
MemoryPeak peakOf(const MemoryTimeline& t, const std::vector<Storage>& storages, int begin, int end) {
  MemoryPeak p;
  for (int i = begin; i < end; ++i)
    if (p.at < 0 || t.points[i].live > p.bytes) p.at = i, p.bytes = t.points[i].live;
  if (p.at < 0) return p;
  p.unknownLive = t.points[p.at].unknownLive;
  for (const Storage& s : storages)
    if (!s.input && s.bytes && s.from <= p.at && p.at <= s.to) p.top.push_back({s.producer, *s.bytes, s.from, s.to, s.saved});
  constexpr size_t kTop = 5;
  auto bigger = [](const MemoryContributor& x, const MemoryContributor& y) { return x.bytes > y.bytes; };
  std::partial_sort(p.top.begin(), p.top.begin() + std::min(kTop, p.top.size()), p.top.end(), bigger);
  if (p.top.size() > kTop) p.top.resize(kTop);
  return p;
}

bool inBackwardPart(const Node& n) {
  return n.partitionHint == 2 || n.category == Category::Bwd || n.category == Category::BwdOutput ||
         n.category == Category::Tangent;
}

// Backward placeholder → the storage of the forward value it is (a matched association), else -1.
std::vector<int> savedStorages(const Analysis& a, const Pair& p, Builder& b) {
  std::vector<int> out(a.graphs[p.backward].nodes.size(), -1);
  const std::vector<int>& fwd = b.storageOf(p.forward);
  for (const Association& as : a.associations)
    // Only what is the same value: a gradient output's association names the forward input it is the gradient of.
    if (as.backward.graph == p.backward && as.status == AssocStatus::Matched && as.forward.graph == p.forward &&
        (as.kind == AssocKind::Saved || as.kind == AssocKind::Constant) && as.forward.node >= 0 &&
        as.forward.node < static_cast<int>(fwd.size()))
      out[as.backward.node] = fwd[as.forward.node];
  return out;
}

}  // namespace

MemoryTimeline memoryTimeline(const Analysis& a, const Pair& pair) {
  Builder b(a);
  int forwardPoints = 0;
  if (pair.forward >= 0 && pair.backward >= 0) {
    const std::vector<char> allF(a.graphs[pair.forward].nodes.size(), 1), allB(a.graphs[pair.backward].nodes.size(), 1);
    b.schedule(pair.forward, allF, {}, false);
    forwardPoints = b.points();
    b.schedule(pair.backward, allB, savedStorages(a, pair, b), true);
    b.useAndEscape(pair.forward, forwardPoints - 1, {}, forwardPoints - 1);
    b.useAndEscape(pair.backward, b.points() - 1, {}, forwardPoints - 1);
  } else if (pair.joint >= 0 || pair.forward >= 0) {
    // A joint: its forward part first, then its backward part (a valid order: no forward node reads a backward
    // one); a lone forward: all of it.
    const int g = pair.joint >= 0 ? pair.joint : pair.forward;
    const auto& nodes = a.graphs[g].nodes;
    std::vector<char> fwd(nodes.size(), 1), bwd(nodes.size(), 0);
    if (pair.joint >= 0)
      for (size_t i = 0; i < nodes.size(); ++i) bwd[i] = inBackwardPart(nodes[i]), fwd[i] = !bwd[i];
    b.schedule(g, fwd, {}, false);
    forwardPoints = b.points();
    b.schedule(g, bwd, {}, true);
    b.useAndEscape(g, b.points() - 1, pair.joint >= 0 ? bwd : std::vector<char>{}, forwardPoints - 1);
  }
  MemoryTimeline t = b.finish(forwardPoints);
  t.forward = peakOf(t, b.storages(), 0, t.forwardPoints);
  t.backward = peakOf(t, b.storages(), t.forwardPoints, static_cast<int>(t.points.size()));
  return t;
}

std::optional<Pair> memorySubject(const Analysis& a, int graph) {
  if (graph < 0 || graph >= static_cast<int>(a.graphs.size()) || a.graphs[graph].parent >= 0) return std::nullopt;
  for (const Pair& p : a.pairs) {
    if (p.forward != graph && p.backward != graph && p.joint != graph) continue;
    Pair s;
    if (p.forward >= 0 && p.backward >= 0) s.forward = p.forward, s.backward = p.backward;
    else if (p.joint >= 0) s.joint = p.joint;
    else break;  // a forward or backward whose partner is missing: as a graph alone
    return s;
  }
  const Role r = a.graphs[graph].role;
  if (r != Role::Forward && r != Role::Inference && r != Role::Joint) return std::nullopt;
  Pair s;
  (r == Role::Joint ? s.joint : s.forward) = graph;
  return s;
}

bool MemoryTimeline::sized() const {
  return std::any_of(points.begin(), points.end(), [](const MemoryPoint& p) { return p.live > 0; });
}

std::string peakText(const Analysis& a, const MemoryTimeline& t, const MemoryPeak& peak) {
  if (peak.at < 0) return "–";
  const Node* n = a.node(t.points[peak.at].node);
  return formatBytes(peak.bytes) + (n ? " at " + std::string(n->name) : std::string());
}

}  // namespace fx
