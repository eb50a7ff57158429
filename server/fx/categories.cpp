// Categories, following seed 000's rules (MagiCompiler's joint-graph visualizer, the reference picture users know):
//   joint: placeholder → tangent / input; output → bwd_output; then save_tensor > fwd > bwd by membership in
//          the partitioned graphs (else fwd).
//   forward: placeholder → input, output → fwd_output, saved outputs → save_tensor, rest fwd.
//   backward: tangents → tangent, saved inputs → save_tensor, output → bwd_output, rest bwd.
// A joint without its partitioned graphs is partitioned here the way AOTAutograd's default partitioner does;
// a make_fx forward-and-backward graph splits at the gradient seed of the loss.
#include <unordered_set>

#include "analysis.h"
#include "memo.h"

namespace fx {

namespace {

void categorizeForward(Graph& f, const std::unordered_set<std::string_view>& saved) {
  for (auto& n : f.nodes) {
    if (n.op == OpKind::Placeholder) {
      n.category = Category::Input;
      n.savedInput = saved.count(n.name) > 0;
    } else if (n.op == OpKind::Output) n.category = Category::FwdOutput;
    else if (saved.count(n.name)) n.category = Category::SaveTensor;
    else n.category = Category::Fwd;
  }
}

void categorizeBackward(Graph& b, const Graph* f) {
  const bool makeFx = b.hasSavedConstants();
  for (auto& n : b.nodes) {
    if (n.op == OpKind::Placeholder) {
      if (isTangentName(n.name)) n.category = Category::Tangent;
      else n.category = makeFx ? Category::Input : Category::SaveTensor;
    } else if (n.op == OpKind::Output) n.category = Category::BwdOutput;
    else if (makeFx && n.isSavedConstant()) n.category = Category::SaveTensor;
    else {
      n.category = Category::Bwd;
      if (f && !makeFx) n.recomputed = recomputedFrom(*f, n) >= 0;
    }
  }
}

// A graph called from another (a HOP's subgraph) or compiled autograd's graph: its placeholders are its arguments,
// not saved values, and its body is on the side of the graph's role.
void categorizeCallee(Graph& g) {
  const bool bwd = g.role == Role::Backward;
  for (auto& n : g.nodes) {
    if (n.op == OpKind::Placeholder) n.category = bwd && isTangentName(n.name) ? Category::Tangent : Category::Input;
    else if (n.op == OpKind::Output) n.category = bwd ? Category::BwdOutput : Category::FwdOutput;
    else n.category = bwd ? Category::Bwd : Category::Fwd;
  }
}

// AOTAutograd's default partition of a joint (primals, tangents) → outputs [user outputs..., grads...]:
// forward = ancestors of the user outputs; saved = forward values (or getitems of forward tuples) that the
// nodes computing the gradients read; backward = what computes the gradients from saved values and tangents.
void partitionJoint(Graph& j, std::vector<char>& inFwd, std::vector<char>& inBwd, std::vector<char>& saved) {
  const int n = static_cast<int>(j.nodes.size());
  inFwd.assign(n, 0);
  inBwd.assign(n, 0);
  saved.assign(n, 0);
  int out = j.output();
  if (out < 0) return;
  const auto& outs = j.nodes[out].args;
  int seed = gradientSeed(j);
  std::vector<int> stack;
  if (seed >= 0) {
    // make_fx forward-and-backward: everything before the seed is forward.
    for (int i = 0; i < seed; ++i) inFwd[i] = j.nodes[i].op != OpKind::Output;
    for (int i = seed; i < n; ++i) inBwd[i] = j.nodes[i].op != OpKind::Output;
    for (int i = seed; i < n; ++i)
      for (const auto& u : j.nodes[i].uses())
        if (u.node >= 0 && u.node < seed) saved[u.node] = 1;
    return;
  }
  int primals = 0;
  for (const auto& nd : j.nodes)
    if (nd.op == OpKind::Placeholder && !isTangentName(nd.name)) ++primals;
  int userOuts = static_cast<int>(outs.size()) - primals;
  if (userOuts < 0) userOuts = 0;
  for (int k = 0; k < userOuts && k < static_cast<int>(outs.size()); ++k)
    if (outs[k].ref >= 0) stack.push_back(outs[k].ref);
  while (!stack.empty()) {
    int x = stack.back();
    stack.pop_back();
    if (inFwd[x]) continue;
    inFwd[x] = 1;
    for (const auto& u : j.nodes[x].uses())
      if (u.node >= 0 && !inFwd[u.node]) stack.push_back(u.node);
  }
  for (int i = 0; i < n; ++i)
    if (j.nodes[i].op == OpKind::Placeholder && !isTangentName(j.nodes[i].name)) inFwd[i] = 1;
  auto forwardValue = [&](int x) {
    if (inFwd[x]) return true;
    int t = j.nodes[x].getitemOf();
    return t >= 0 && inFwd[t];
  };
  for (int k = userOuts; k < static_cast<int>(outs.size()); ++k)
    if (outs[k].ref >= 0) stack.push_back(outs[k].ref);
  while (!stack.empty()) {
    int x = stack.back();
    stack.pop_back();
    if (inBwd[x] || saved[x]) continue;
    if (forwardValue(x)) {
      saved[x] = 1;
      continue;
    }
    inBwd[x] = 1;
    for (const auto& u : j.nodes[x].uses())
      if (u.node >= 0) stack.push_back(u.node);
  }
  for (int i = 0; i < n; ++i) j.nodes[i].partitionHint = inFwd[i] ? 1 : inBwd[i] ? 2 : 0;
}

void categorizeJoint(Graph& j, const Graph* f, const Graph* b, const std::unordered_set<std::string_view>& savedNames) {
  std::vector<char> inFwd, inBwd, saved;
  if (!f || !b) partitionJoint(j, inFwd, inBwd, saved);
  for (int i = 0; i < static_cast<int>(j.nodes.size()); ++i) {
    Node& n = j.nodes[i];
    bool isSaved, fwd, bwd;
    if (f && b) {
      isSaved = savedNames.count(n.name) > 0;
      fwd = f->find(n.name) >= 0;
      // A saved tensor is a placeholder of the backward, not computed there: only a compute node of the same name
      // makes the joint's node recomputed.
      const int k = b->find(n.name);
      bwd = k >= 0 && b->nodes[k].op != OpKind::Placeholder;
    } else {
      isSaved = saved[i];
      fwd = inFwd[i];
      bwd = inBwd[i];
    }
    if (n.op == OpKind::Placeholder) {
      n.category = isTangentName(n.name) ? Category::Tangent : Category::Input;
      n.savedInput = isSaved;
    } else if (n.op == OpKind::Output) n.category = Category::BwdOutput;
    else if (isSaved) n.category = Category::SaveTensor;
    else if (fwd) n.category = Category::Fwd;
    else if (bwd) n.category = Category::Bwd;
    else {
      n.category = Category::Fwd;
      n.inNeither = true;
    }
    n.recomputed = fwd && bwd && n.isCompute();
  }
}

// A pair's graphs: the forward and the joint by what the forward saves, the backward by its inputs.
void categorizePair(Analysis& a, const Pair& p) {
  Graph* f = p.forward >= 0 ? &a.graphs[p.forward] : nullptr;
  Graph* b = p.backward >= 0 ? &a.graphs[p.backward] : nullptr;
  std::unordered_set<std::string_view> saved;
  const bool makeFx = b && b->hasSavedConstants();
  if (f && b && makeFx) {
    // make_fx: what the backward saved is known from the constants' associations.
    for (const auto& as : a.associations)
      if (as.kind == AssocKind::Constant && as.backward.graph == p.backward && as.status == AssocStatus::Matched &&
          as.forward.graph == p.forward)
        saved.insert(f->nodes[as.forward.node].name);
  } else if (f && b && f->output() >= 0) {
    int users = userOutputCount(*f, *b);
    const auto& outs = f->nodes[f->output()].args;
    for (int k = users < 0 ? static_cast<int>(outs.size()) : users; k < static_cast<int>(outs.size()); ++k)
      saved.insert(outs[k].text);
  }
  if (f) categorizeForward(*f, saved);
  if (b) categorizeBackward(*b, f);
  if (p.joint >= 0) categorizeJoint(a.graphs[p.joint], f, b, saved);
}

// A node's marks in 16 bits: the category (4), recomputed, savedInput, inNeither, and the partition hint (3).
uint16_t packMarks(const Node& n) {
  return static_cast<uint16_t>(static_cast<unsigned>(n.category) | unsigned{n.recomputed} << 4 |
                               unsigned{n.savedInput} << 5 | unsigned{n.inNeither} << 6 |
                               (static_cast<unsigned>(n.partitionHint) & 7u) << 7);
}

void unpackMarks(uint16_t m, Node& n) {
  n.category = static_cast<Category>(m & 15u);
  n.recomputed = (m >> 4) & 1u;
  n.savedInput = (m >> 5) & 1u;
  n.inNeither = (m >> 6) & 1u;
  n.partitionHint = static_cast<int8_t>((m >> 7) & 7u);
}

std::vector<uint16_t> marksOf(const Analysis& a, int graph) {
  std::vector<uint16_t> m;
  if (graph < 0) return m;
  m.reserve(a.graphs[graph].nodes.size());
  for (const Node& n : a.graphs[graph].nodes) m.push_back(packMarks(n));
  return m;
}

PairMarks marksOf(const Analysis& a, const Pair& p) {
  return {marksOf(a, p.forward), marksOf(a, p.backward), marksOf(a, p.joint)};
}

void applyMarks(Analysis& a, const Pair& p, const PairMarks& m) {
  for (auto [graph, marks] : {std::pair{p.forward, &m.forward}, std::pair{p.backward, &m.backward},
                              std::pair{p.joint, &m.joint}}) {
    if (graph < 0) continue;
    std::vector<Node>& nodes = a.graphs[graph].nodes;
    for (size_t i = 0; i < nodes.size() && i < marks->size(); ++i) unpackMarks((*marks)[i], nodes[i]);
  }
}

}  // namespace

int gradientSeed(const Graph& g) {
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    const Node& n = g.nodes[i];
    if (n.opNameView() == "ones_like" && !n.args.empty() && n.args[0].ref >= 0 &&
        g.nodes[n.args[0].ref].op != OpKind::Placeholder)
      return i;
  }
  return -1;
}

int userOutputCount(const Graph& fwd, const Graph& bwd) {
  int out = fwd.output();
  if (out < 0) return -1;
  int savedCount = 0;
  for (int p : bwd.placeholders())
    if (!isTangentName(bwd.nodes[p].name)) ++savedCount;
  int total = static_cast<int>(fwd.nodes[out].args.size());
  return total >= savedCount ? total - savedCount : -1;
}

namespace {

uint64_t marksKeyOf(const PairSerials& k) {
  return (k.f * 0x9e3779b97f4a7c15ull ^ k.b * 0xc2b2ae3d27d4eb4full ^ k.j * 0x165667b19e3779f9ull) | 1;
}

bool carry(const Analysis& a, const Pair& p, uint64_t key) {
  for (int g : {p.forward, p.backward, p.joint})
    if (g >= 0 && a.graphs[g].marksKey != key) return false;
  return true;
}

void setMarksKey(Analysis& a, const Pair& p, uint64_t key) {
  for (int g : {p.forward, p.backward, p.joint})
    if (g >= 0) a.graphs[g].marksKey = key;
}

// A graph about to be categorized afresh: what an earlier analysis marked is cleared (the steps below set the
// category of every node, the flags only where they hold).
void clearMarks(Graph& g) {
  g.marksKey = 0;
  for (Node& n : g.nodes) unpackMarks(0, n);
}

}  // namespace

void categorize(Analysis& a) {
  std::vector<char> done(a.graphs.size(), 0);
  for (const auto& p : a.pairs) {
    for (int g : {p.forward, p.backward, p.joint})
      if (g >= 0) done[g] = 1;
    // A pair of graphs the memo has seen together gets the same marks again (they depend on those graphs alone);
    // graphs that carry them already are left as they are.
    const PairSerials key = serialsOf(a.graphs, p);
    if (const PairMarks* known = a.memo && key.memoizable ? a.memo->pairMarks(key.f, key.b, key.j) : nullptr) {
      if (!carry(a, p, marksKeyOf(key))) {
        applyMarks(a, p, *known);
        setMarksKey(a, p, marksKeyOf(key));
      }
      continue;
    }
    for (int g : {p.forward, p.backward, p.joint})
      if (g >= 0) clearMarks(a.graphs[g]);
    categorizePair(a, p);
    if (a.memo && key.memoizable) {
      a.memo->keepPairMarks(key.f, key.b, key.j, marksOf(a, p));
      setMarksKey(a, p, marksKeyOf(key));
    }
  }
  // Graphs without partners still get the categories their own role implies.
  std::unordered_set<std::string_view> none;
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    if (done[i]) continue;
    Graph& g = a.graphs[i];
    clearMarks(g);
    if (g.parent >= 0 || isCompiledAutograd(g)) categorizeCallee(g);
    else if (g.role == Role::Backward) categorizeBackward(g, nullptr);
    else if (const SavedOutputNote* note = g.role == Role::Forward ? savedOutputNoteFor(a, g) : nullptr)
      categorizeForward(g, {note->names.begin(), note->names.end()});  // what the partitioner's log says it saved
    else if (g.role == Role::Joint) categorizeJoint(g, nullptr, nullptr, none);
    else categorizeForward(g, none);
  }
}

}  // namespace fx
