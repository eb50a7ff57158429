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

// A joint graph's backward part: the nodes the partition puts after the forward.
bool inBackwardPart(const Node& n) {
  return n.partitionHint == 2 || n.category == Category::Bwd || n.category == Category::BwdOutput;
}


// The walk back from one saved tensor through cheap ops, stopping at tensors that stay saved, at tensors the
// backward recomputes anyway and at inputs. In swap mode it may also stop at one tensor that an op that is not
// cheap writes (the tensor that would be saved instead).
class Walk {
 public:
  Walk(const Graph& g, int graph, AdviceLimits lim, const std::vector<Choice>* choice)
      : g_(g), graph_(graph), lim_(lim), choice_(choice) {}

  // Fills `out` (candidate, sources, ops or reason) for the saved node `s`.
  void run(int s, SavedTensorAdvice& out) {
    const Node& n = g_.nodes[s];
    if (isInput(n)) return fail(out, "a forward input: saving it costs no activation memory");
    if (!cheapOrSay(n, out)) return;
    if (!walkFrom(s, out)) return;
    out.candidate = true;
    out.viewOnly = true;
    for (int i : ops_) out.viewOnly = out.viewOnly && cost(g_.nodes[i]) == 0;
    out.ops = refs(ops_);
    out.sources = std::move(sources_);
  }

  // For a kept saved tensor `s`: the recomputation that would read one more tensor, saved instead of `s`. Only
  // when it gains something: `s` is read in the forward by cheap ops only (a compiler fuses them, so `s` is
  // written to memory just to be saved) while the other tensor is written anyway; it is no bigger; and the
  // recomputation runs a pointwise op (a view of it would be the same storage).
  std::optional<SwapAdvice> swap(int s) {
    const Node& n = g_.nodes[s];
    SavedTensorAdvice ignored;
    if (isInput(n) || !n.isCompute() || !isCheap(opClass(n.opNameView())) || writtenByCostlyOp(s) ||
        !readByCheapOpsOnly(s))
      return std::nullopt;
    swapMode_ = true;
    if (!walkFrom(s, ignored) || frontier_ < 0) return std::nullopt;
    const auto xb = n.type.bytes(), yb = g_.nodes[frontier_].type.bytes();
    if (xb && yb && *yb > *xb) return std::nullopt;  // saving it instead would cost more
    const bool computes = std::any_of(ops_.begin(), ops_.end(), [&](int i) { return cost(g_.nodes[i]) > 0; });
    if (!computes) return std::nullopt;
    return SwapAdvice{{graph_, frontier_}, yb, std::move(sources_), refs(ops_)};
  }

 private:
  // Views move no data: they do not count toward the depth (maxOps still bounds them).
  static int cost(const Node& n) { return opClass(n.opNameView()) == OpClass::View ? 0 : 1; }
  Choice choiceOf(int i) const { return choice_ ? (*choice_)[i] : Choice::Open; }
  bool walkFrom(int s, SavedTensorAdvice& out) {
    ops_.push_back(s);
    if (!visit(s, cost(g_.nodes[s]), out)) return false;
    std::sort(ops_.begin(), ops_.end());
    return true;
  }
  std::vector<NodeRef> refs(const std::vector<int>& nodes) const {
    std::vector<NodeRef> out;
    for (int i : nodes) out.push_back({graph_, i});
    return out;
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
  // The forward's users of node i (a joint graph's forward part) are all cheap ops; the graph's output is no op.
  bool readByCheapOpsOnly(int i) const {
    for (int u : g_.usersOf(i)) {
      const Node& m = g_.nodes[u];
      if (m.isCompute() && !inBackwardPart(m) && !isCheap(opClass(m.opNameView()))) return false;
    }
    return true;
  }
  // A tensor the forward writes to memory anyway: made by an op that is not cheap (or an output of one).
  bool writtenByCostlyOp(int i) const {
    const Node& n = g_.nodes[i];
    if (!n.isCompute()) return false;
    if (!isCheap(opClass(n.opNameView()))) return true;
    if (n.opNameView() != "getitem") return false;
    auto uses = n.uses();
    if (uses.empty() || uses.begin()->node < 0) return false;
    const Node& tuple = g_.nodes[uses.begin()->node];
    return tuple.isCompute() && !isCheap(opClass(tuple.opNameView()));
  }
  void addSource(int i, SourceKind kind) {
    for (const auto& s : sources_)
      if (s.node.node == i) return;
    sources_.push_back({{graph_, i}, kind});
  }
  // A source ends the walk: an input, a tensor the backward recomputes anyway, one that stays saved.
  bool isSource(int i) {
    const Node& m = g_.nodes[i];
    if (isInput(m)) return addSource(i, SourceKind::Input), true;
    if (choiceOf(i) == Choice::Recomputed) return addSource(i, SourceKind::Recomputed), true;
    if (isSaved(m)) return addSource(i, SourceKind::Saved), true;
    return false;
  }
  // The arguments of node `i`, `depth` non-view ops below the saved tensor.
  bool visit(int i, int depth, SavedTensorAdvice& out) {
    for (const Use& u : g_.nodes[i].uses()) {
      if (u.node < 0 || u.node == i || u.node == frontier_ || isSource(u.node)) continue;
      if (std::find(ops_.begin(), ops_.end(), u.node) != ops_.end()) continue;
      if (swapMode_ && frontier_ < 0 && writtenByCostlyOp(u.node)) {
        frontier_ = u.node;
        continue;
      }
      const Node& m = g_.nodes[u.node];
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
  bool swapMode_ = false;
  int frontier_ = -1;  // swap mode: the tensor that would be saved instead
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

// The backward reads a saved tensor only through cheap ops (through views, a few steps deep), so a recomputation
// fuses into the kernels that read it; a matmul reading it would make the backward write it out anyway, and then
// saving another tensor instead only moves the write. False when no backward user is known.
bool fusibleInBackward(const Analysis& a, const std::vector<NodeRef>& users) {
  std::vector<std::pair<NodeRef, int>> todo;
  for (NodeRef u : users) todo.push_back({u, 0});
  int seen = 0;
  while (!todo.empty()) {
    const auto [r, depth] = todo.back();
    todo.pop_back();
    const Node* n = a.node(r);
    if (!n || ++seen > 64) return false;
    if (!n->isCompute()) continue;  // the backward's output
    const OpClass c = opClass(n->opNameView());
    if (!isCheap(c)) return false;
    if (c != OpClass::View) continue;
    if (depth >= 4) return false;
    for (int u : a.graphs[r.graph].usersOf(r.node)) todo.push_back({{r.graph, u}, depth + 1});
  }
  return seen > 0;
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
        if (src.kind == SourceKind::Saved) choice[src.node.node] = Choice::Pinned;
    }
    byNode.emplace(i, std::move(s));
  }
  countFreed(g, saved, byNode, out);
  for (int i : saved) {
    SavedTensorAdvice& s = byNode[i];
    // A kept tensor: would saving another tensor instead let the backward make it? (A recomputation that reads
    // it could read its recomputation instead: the swap's walk goes to its ancestors only, so no cycle.)
    if (!s.candidate && fusibleInBackward(a, s.backwardUsers)) s.swap = Walk(g, graph, limits, &choice).swap(i);
    if (s.candidate) ++out.candidates;
    if (s.swap) ++out.swaps;
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
  if (a.graphs[forward.graph].role == Role::Joint) s.backwardUsers = jointBackwardUsers(a, forward);
  else addUsers(a, backwardPlaceholders, s);
  Walk(a.graphs[forward.graph], forward.graph, limits, nullptr).run(forward.node, s);
  if (!s.candidate && fusibleInBackward(a, s.backwardUsers))
    s.swap = Walk(a.graphs[forward.graph], forward.graph, limits, nullptr).swap(forward.node);
  return s;
}

const char* toString(SourceKind k) {
  switch (k) {
    case SourceKind::Input: return "input";
    case SourceKind::Saved: return "saved";
    case SourceKind::Recomputed: return "recomputed";
  }
  return "?";
}

namespace {

// "`primals_1` (input), `mm` (saved)", or "constants".
std::string sourcesText(const Analysis& a, const std::vector<RecomputeSource>& sources) {
  std::string from;
  for (const auto& src : sources) {
    if (!from.empty()) from += ", ";
    from += "`" + name(a, src.node) + "` (" + toString(src.kind) + ")";
  }
  return from.empty() ? std::string("constants") : from;
}

// "3 pointwise, 1 view ops": the ops per class, in the table's order.
std::string opsText(const Analysis& a, const std::vector<NodeRef>& ops) {
  int perClass[6] = {};
  for (NodeRef r : ops)
    if (const Node* n = a.node(r)) ++perClass[static_cast<int>(opClass(n->opNameView()))];
  std::string how;
  for (int c = 0; c < 6; ++c) {
    if (!perClass[c]) continue;
    if (!how.empty()) how += ", ";
    how += std::to_string(perClass[c]) + " " + toString(static_cast<OpClass>(c));
  }
  return how + (ops.size() == 1 ? " op" : " ops");
}

// "; if `bernoulli_` (the same size) were saved instead, it could be recomputed from it by 1 pointwise op".
std::string swapText(const Analysis& a, const SavedTensorAdvice& s) {
  const SwapAdvice& w = *s.swap;
  std::string size = formatBytes(w.insteadBytes);
  if (w.insteadBytes && s.bytes && *w.insteadBytes == *s.bytes) size = "the same size";
  else if (w.insteadBytes && s.bytes) size += ": frees " + formatBytes(*s.bytes - *w.insteadBytes);
  const std::string also = w.sources.empty() ? "" : " and " + sourcesText(a, w.sources);
  return "; if `" + name(a, w.instead) + "` (" + size + ") were saved instead, it could be recomputed from it" + also +
         " by " + opsText(a, w.ops);
}

}  // namespace

std::string describeAdvice(const Analysis& a, const SavedTensorAdvice& s) {
  if (!s.candidate) return "kept: " + s.reason + (s.swap ? swapText(a, s) : std::string());
  return "could be recomputed from " + sourcesText(a, s.sources) + " by " + opsText(a, s.ops) +
         (s.viewOnly ? " (a view of it: frees no memory)" : "");
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
