#include "recompute_advice.h"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "bytes.h"

namespace fx {

namespace {

// Per forward node, during the greedy choice.
enum class Choice : uint8_t { Open, Recomputed, Pinned };

bool isInput(const Node& n) { return n.op == OpKind::Placeholder || n.op == OpKind::GetAttr; }

// The walk back from one saved tensor through cheap ops, stopping at tensors that stay saved and at inputs.
class Walk {
 public:
  Walk(const Graph& g, int graph, AdviceLimits lim, const std::vector<Choice>* choice)
      : g_(g), graph_(graph), lim_(lim), choice_(choice) {}

  // Fills `out` (candidate, sources, ops or reason) for the saved node `s`.
  void run(int s, SavedTensorAdvice& out) {
    const Node& n = g_.nodes[s];
    if (isInput(n)) return fail(out, "a forward input: saving it costs no activation memory");
    if (!cheapOrSay(n, out)) return;
    ops_.push_back(s);
    if (!visit(s, cost(n), out)) return;
    out.candidate = true;
    std::sort(ops_.begin(), ops_.end());
    out.viewOnly = true;
    for (int i : ops_) {
      out.ops.push_back({graph_, i});
      out.viewOnly = out.viewOnly && cost(g_.nodes[i]) == 0;
    }
    out.sources = std::move(sources_);
  }

 private:
  // Views move no data: they do not count toward the depth (maxOps still bounds them).
  static int cost(const Node& n) { return opClass(n.opNameView()) == OpClass::View ? 0 : 1; }
  bool available(int i) const {
    return isSaved(g_.nodes[i]) && (!choice_ || (*choice_)[i] != Choice::Recomputed);
  }
  void fail(SavedTensorAdvice& out, std::string why) {
    out.candidate = false;
    out.reason = std::move(why);
  }
  bool cheapOrSay(const Node& n, SavedTensorAdvice& out) {
    if (!n.isCompute()) return fail(out, "not an op"), false;
    const std::string_view op = n.opNameView();
    if (isCheap(opClass(op))) return true;
    fail(out, "needs " + std::string(op) + " (not cheap)");
    return false;
  }
  void addSource(int i, bool input) {
    for (const auto& s : sources_)
      if (s.node.node == i) return;
    sources_.push_back({{graph_, i}, input});
  }
  // The arguments of node `i`, `depth` non-view ops below the saved tensor.
  bool visit(int i, int depth, SavedTensorAdvice& out) {
    for (const Use& u : g_.nodes[i].uses()) {
      if (u.node < 0 || u.node == i) continue;
      const Node& m = g_.nodes[u.node];
      if (isInput(m)) {
        addSource(u.node, true);
        continue;
      }
      if (available(u.node)) {
        addSource(u.node, false);
        continue;
      }
      if (std::find(ops_.begin(), ops_.end(), u.node) != ops_.end()) continue;
      if (!cheapOrSay(m, out)) return false;
      const int next = depth + cost(m);
      if (next > lim_.maxDepth) return fail(out, "depth > " + std::to_string(lim_.maxDepth)), false;
      ops_.push_back(u.node);
      if (static_cast<int>(ops_.size()) > lim_.maxOps)
        return fail(out, "more than " + std::to_string(lim_.maxOps) + " ops"), false;
      if (!visit(u.node, next, out)) return false;
    }
    return true;
  }

  const Graph& g_;
  int graph_;
  AdviceLimits lim_;
  const std::vector<Choice>* choice_;
  std::vector<int> ops_;
  std::vector<RecomputeSource> sources_;
};

// The users of the backward placeholders, each once, in graph order (sorted, not searched: a parameter's
// placeholder may have thousands of users).
void addUsers(const Analysis& a, const std::vector<NodeRef>& placeholders, SavedTensorAdvice& out) {
  for (NodeRef ph : placeholders) {
    if (!a.node(ph)) continue;
    for (int u : a.graphs[ph.graph].usersOf(ph.node)) out.backwardUsers.push_back({ph.graph, u});
  }
  auto key = [](NodeRef r) { return std::pair(r.graph, r.node); };
  std::sort(out.backwardUsers.begin(), out.backwardUsers.end(), [&](NodeRef x, NodeRef y) { return key(x) < key(y); });
  out.backwardUsers.erase(std::unique(out.backwardUsers.begin(), out.backwardUsers.end()), out.backwardUsers.end());
}

// Forward node → the backward placeholders associated with it (saved values), for one pair.
std::unordered_map<int, std::vector<NodeRef>> savedPlaceholders(const Analysis& a, const Pair& p) {
  std::unordered_map<int, std::vector<NodeRef>> out;
  for (const Association& as : a.associations)
    if (as.forward.graph == p.forward && as.backward.graph == p.backward && as.status == AssocStatus::Matched &&
        as.kind == AssocKind::Saved)
      out[as.forward.node].push_back(as.backward);
  return out;
}

// Largest first; unknown sizes after known ones, in graph order.
std::vector<int> greedyOrder(const Graph& g, std::vector<int> saved) {
  std::stable_sort(saved.begin(), saved.end(), [&](int x, int y) {
    auto bx = g.nodes[x].type.bytes(), by = g.nodes[y].type.bytes();
    if (bx.has_value() != by.has_value()) return bx.has_value();
    return bx && *bx > *by;
  });
  return saved;
}

std::string name(const Analysis& a, NodeRef r) {
  const Node* n = a.node(r);
  return n ? std::string(n->name.view()) : std::string("?");
}

}  // namespace

namespace {

// A joint graph's backward part: the nodes the partition puts after the forward.
bool inBackwardPart(const Node& n) {
  return n.partitionHint == 2 || n.category == Category::Bwd || n.category == Category::BwdOutput;
}

// Backward users of saved node i: through its backward placeholders (a pair), or directly (a joint graph).
std::vector<NodeRef> backwardUsersOf(const Analysis& a, const Pair& p, int i,
                                     const std::unordered_map<int, std::vector<NodeRef>>& placeholders) {
  if (p.forward >= 0) {
    SavedTensorAdvice s;
    if (auto it = placeholders.find(i); it != placeholders.end()) addUsers(a, it->second, s);
    return s.backwardUsers;
  }
  return jointBackwardUsers(a, {p.joint, i});
}

// The node whose storage saved node i shares: back through views (not getitem: the outputs of a multi-output op
// are distinct tensors). Bounded like the walk.
int storageRoot(const Graph& g, int i) {
  for (int step = 0; step < 16; ++step) {
    const Node& n = g.nodes[i];
    if (!n.isCompute() || opClass(n.opNameView()) != OpClass::View || n.opNameView() == "getitem") break;
    auto uses = n.uses();
    if (uses.empty() || uses.begin()->node < 0) break;
    i = uses.begin()->node;
  }
  return i;
}

// What recomputing the candidates frees: each storage once (a saved `detach` of a saved `exp` is the same
// bytes), and only when every saved tensor on it is recomputed and it is no input's.
void countFreed(const Graph& g, const std::vector<int>& saved, std::unordered_map<int, SavedTensorAdvice>& byNode,
                PairAdvice& out) {
  std::unordered_map<int, std::vector<int>> byRoot;
  for (int i : saved) byRoot[storageRoot(g, i)].push_back(i);
  for (const auto& [root, members] : byRoot) {
    if (isInput(g.nodes[root])) continue;
    uint64_t most = 0;
    bool all = true, unknown = false;
    for (int i : members) {
      const SavedTensorAdvice& s = byNode[i];
      all = all && s.candidate;
      if (s.bytes) most = std::max(most, *s.bytes);
      else unknown = true;
    }
    if (!all) continue;
    if (unknown) ++out.unknownFreed;
    else out.bytesFreed += most;
  }
}

}  // namespace

std::vector<NodeRef> jointBackwardUsers(const Analysis& a, NodeRef node) {
  std::vector<NodeRef> out;
  if (!a.node(node)) return out;
  for (int u : a.graphs[node.graph].usersOf(node.node))
    if (inBackwardPart(a.graphs[node.graph].nodes[u])) out.push_back({node.graph, u});
  return out;
}

PairAdvice adviseRecompute(const Analysis& a, const Pair& p, AdviceLimits limits) {
  PairAdvice out;
  out.pair = p;
  // The forward graph of a pair, else a joint graph split by its partition (its save_tensor nodes).
  const int count = static_cast<int>(a.graphs.size());
  const int graph = p.forward >= 0 && p.backward >= 0 ? p.forward : p.joint;
  if (graph < 0 || graph >= count || p.backward >= count) {
    out.note = "needs a forward and a backward graph, or a joint graph";
    return out;
  }
  const Graph& g = a.graphs[graph];
  std::vector<int> saved;
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i)
    if (isSaved(g.nodes[i])) saved.push_back(i);
  const auto placeholders = p.forward >= 0 ? savedPlaceholders(a, p) : std::unordered_map<int, std::vector<NodeRef>>{};
  std::vector<Choice> choice(g.nodes.size(), Choice::Open);
  std::unordered_map<int, SavedTensorAdvice> byNode;
  for (int i : greedyOrder(g, saved)) {
    SavedTensorAdvice s;
    s.producer = {graph, i};
    s.bytes = g.nodes[i].type.bytes();
    s.backwardUsers = backwardUsersOf(a, p, i, placeholders);
    if (choice[i] == Choice::Pinned) {
      s.reason = "read by the recomputation of a larger saved tensor";
    } else {
      Walk(g, graph, limits, &choice).run(i, s);
    }
    if (s.candidate) {
      choice[i] = Choice::Recomputed;
      for (const auto& src : s.sources)
        if (!src.input) choice[src.node.node] = Choice::Pinned;
    }
    byNode.emplace(i, std::move(s));
  }
  countFreed(g, saved, byNode, out);
  for (int i : saved) {
    SavedTensorAdvice& s = byNode[i];
    if (s.candidate) ++out.candidates;
    out.saved.push_back(std::move(s));
  }
  return out;
}

SavedTensorAdvice adviseOne(const Analysis& a, NodeRef forward, const std::vector<NodeRef>& backwardPlaceholders,
                            AdviceLimits limits) {
  SavedTensorAdvice s;
  s.producer = forward;
  const Node* n = a.node(forward);
  if (!n) {
    s.reason = "no such node";
    return s;
  }
  s.bytes = n->type.bytes();
  addUsers(a, backwardPlaceholders, s);
  Walk(a.graphs[forward.graph], forward.graph, limits, nullptr).run(forward.node, s);
  return s;
}

std::string describeAdvice(const Analysis& a, const SavedTensorAdvice& s) {
  if (!s.candidate) return "kept: " + s.reason;
  std::string from;
  for (const auto& src : s.sources) {
    if (!from.empty()) from += ", ";
    from += "`" + name(a, src.node) + "` (" + (src.input ? "input" : "saved") + ")";
  }
  // Ops per class, in the table's order.
  int perClass[6] = {};
  for (NodeRef r : s.ops)
    if (const Node* n = a.node(r)) ++perClass[static_cast<int>(opClass(n->opNameView()))];
  std::string how;
  for (int c = 0; c < 6; ++c) {
    if (!perClass[c]) continue;
    if (!how.empty()) how += ", ";
    how += std::to_string(perClass[c]) + " " + toString(static_cast<OpClass>(c));
  }
  const size_t k = s.ops.size();
  return "could be recomputed from " + (from.empty() ? std::string("constants") : from) + " by " + how +
         (k == 1 ? " op" : " ops") + (s.viewOnly ? " (a view of it: frees no memory)" : "");
}

namespace {

struct SavedSet {
  std::unordered_map<std::string, const Node*> byName;
  uint64_t bytes = 0;
  int unknown = 0;
};

SavedSet savedOf(const Analysis& a, const Pair& p) {
  SavedSet s;
  if (p.forward < 0 || p.forward >= static_cast<int>(a.graphs.size())) return s;
  for (const Node& n : a.graphs[p.forward].nodes) {
    if (!isSaved(n)) continue;
    s.byName.emplace(std::string(n.name.view()), &n);
    if (auto b = n.type.bytes()) s.bytes += *b;
    else ++s.unknown;
  }
  return s;
}

std::vector<std::string> recomputedOf(const Analysis& a, const Pair& p) {
  std::vector<std::string> out;
  if (p.backward < 0 || p.backward >= static_cast<int>(a.graphs.size())) return out;
  for (const Node& n : a.graphs[p.backward].nodes)
    if (n.recomputed) out.emplace_back(n.name.view());
  return out;
}

}  // namespace

PartitionComparison comparePartitions(const Analysis& a, const Pair& pairA, const Pair& pairB) {
  PartitionComparison c;
  const SavedSet sa = savedOf(a, pairA), sb = savedOf(a, pairB);
  for (const auto& [n, node] : sa.byName) (sb.byName.count(n) ? c.savedBoth : c.savedOnlyA).push_back(n);
  for (const auto& [n, node] : sb.byName)
    if (!sa.byName.count(n)) c.savedOnlyB.push_back(n);
  for (auto* v : {&c.savedOnlyA, &c.savedOnlyB, &c.savedBoth}) std::sort(v->begin(), v->end());
  c.recomputedA = recomputedOf(a, pairA);
  c.recomputedB = recomputedOf(a, pairB);
  c.savedBytesA = sa.bytes;
  c.savedBytesB = sb.bytes;
  c.unknownA = sa.unknown;
  c.unknownB = sb.unknown;
  return c;
}

}  // namespace fx
