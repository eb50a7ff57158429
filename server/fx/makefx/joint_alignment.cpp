#include "joint_alignment.h"

#include <string_view>
#include <utility>

#include "forward_index.h"
#include "fx/op_table.h"
#include "node_text.h"

namespace fx::makefx {

namespace {

constexpr size_t kResyncWindow = 16;  // nodes skipped on either side to get two sequences back in step

bool isAliasCall(const Node& n) { return n.isCompute() && isAliasOp(functionalOp(n)); }
bool isPlainCall(const Node& n) { return n.isCompute() && !isAliasOp(functionalOp(n)); }

// Same op and target (same attribute for get_attr): a candidate pair, before its arguments are checked.
bool sameTarget(const Node& x, const Node& y) {
  if (x.op != y.op) return false;
  if (x.op == OpKind::GetAttr) return attrName(x) == attrName(y);
  return x.target == y.target;
}

// Pair two node sequences with equal targets, in order, resynchronising over short insertions.
std::vector<std::pair<int, int>> pairSequences(const Graph& x, const std::vector<int>& sx, const Graph& y,
                                               const std::vector<int>& sy) {
  std::vector<std::pair<int, int>> out;
  auto same = [&](size_t i, size_t j) { return sameTarget(x.nodes[sx[i]], y.nodes[sy[j]]); };
  size_t i = 0, j = 0;
  while (i < sx.size() && j < sy.size()) {
    if (same(i, j)) {
      out.emplace_back(sx[i++], sy[j++]);
      continue;
    }
    bool moved = false;
    for (size_t d = 1; d <= kResyncWindow && !moved; ++d) {
      if (j + d < sy.size() && same(i, j + d)) j += d, moved = true;
      else if (i + d < sx.size() && same(i + d, j)) i += d, moved = true;
    }
    if (!moved) ++i, ++j;
  }
  return out;
}

// Argument k is (or holds) a node reference.
bool refersToNode(const Node& n, size_t k) {
  for (const Use& u : n.uses())
    if (u.arg == static_cast<int>(k) && u.node >= 0) return true;
  return false;
}

// Does node `a` of graph X correspond to node `b` of graph Y, given the pairs so far (map X→Y)? Node arguments
// must map onto each other (unknown and skipped ones are not compared); literal arguments must be equal.
bool verifyPair(const Graph& x, int a, const Graph& y, int b, const std::vector<int>& xToY,
                const std::vector<char>& skipX) {
  const Node& na = x.nodes[a];
  const Node& nb = y.nodes[b];
  if (na.args.size() != nb.args.size()) return false;
  for (size_t k = 0; k < na.args.size(); ++k) {
    const Arg& aa = na.args[k];
    const Arg& ab = nb.args[k];
    if (aa.ref >= 0) {
      if (!validNode(x, aa.ref)) return false;
      if (skipX[aa.ref] || xToY[aa.ref] < 0) continue;
      if (ab.ref != xToY[aa.ref]) return false;
      continue;
    }
    if (ab.ref >= 0) return false;
    if (refersToNode(na, k) || refersToNode(nb, k)) continue;  // lists of nodes: not compared
    if (!literalEqual(aa.text, ab.text)) return false;
  }
  return true;
}

// The first `ones_like` (the gradient seed of the loss), -1 if none.
int gradientSeed(const Graph& g) {
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i)
    if (g.nodes[i].isCompute() && functionalOp(g.nodes[i]) == "ones_like") return i;
  return -1;
}

// Nodes [0, end) of g: the placeholders, and the get_attr nodes and calls other than aliases.
void forwardSequence(const Graph& g, int end, std::vector<int>& placeholders, std::vector<int>& sequence) {
  for (int i = 0; i < end; ++i) {
    const Node& n = g.nodes[i];
    if (n.op == OpKind::Placeholder) placeholders.push_back(i);
    else if (n.op == OpKind::GetAttr || isPlainCall(n)) sequence.push_back(i);
  }
}

std::vector<int> plainCallsFrom(const Graph& g, int begin) {
  std::vector<int> out;
  for (int i = begin; i < static_cast<int>(g.nodes.size()); ++i)
    if (isPlainCall(g.nodes[i])) out.push_back(i);
  return out;
}

// (a) ↔ (c)[0, seed): placeholders by position (when both have as many), then the op sequences.
std::vector<int> alignForwardParts(const Graph& forward, const Graph& joint, int seed) {
  std::vector<int> placeholdersA, placeholdersJ, sequenceA, sequenceJ;
  forwardSequence(forward, static_cast<int>(forward.nodes.size()), placeholdersA, sequenceA);
  forwardSequence(joint, seed, placeholdersJ, sequenceJ);
  std::vector<int> jointToForward(joint.nodes.size(), -1);
  std::vector<int> forwardToJoint(forward.nodes.size(), -1);
  if (placeholdersA.size() == placeholdersJ.size())
    for (size_t k = 0; k < placeholdersA.size(); ++k) {
      jointToForward[placeholdersJ[k]] = placeholdersA[k];
      forwardToJoint[placeholdersA[k]] = placeholdersJ[k];
    }
  std::vector<char> skipA(forward.nodes.size(), 0);
  for (int i = 0; i < static_cast<int>(forward.nodes.size()); ++i) skipA[i] = isAliasCall(forward.nodes[i]);
  for (auto [a, j] : pairSequences(forward, sequenceA, joint, sequenceJ))
    if (forward.nodes[a].op == OpKind::GetAttr || verifyPair(forward, a, joint, j, forwardToJoint, skipA)) {
      forwardToJoint[a] = j;
      jointToForward[j] = a;
    }
  return jointToForward;
}

// (b)[backwardSeed..] ↔ (c)[seed..]: the calls other than aliases, in order.
void alignBackwardParts(const Graph& backward, int backwardSeed, const Graph& joint, int seed,
                        std::vector<int>& backwardToJoint) {
  std::vector<char> skipB(backward.nodes.size(), 0);
  for (int i = 0; i < static_cast<int>(backward.nodes.size()); ++i)
    skipB[i] = !backward.nodes[i].isCompute() || isAliasCall(backward.nodes[i]);
  for (auto [b, j] : pairSequences(backward, plainCallsFrom(backward, backwardSeed), joint, plainCallsFrom(joint, seed)))
    if (verifyPair(backward, b, joint, j, backwardToJoint, skipB)) backwardToJoint[b] = j;
}

}  // namespace

JointAlignment alignWithJoint(const Graph& forward, const Graph& backward, const Graph& joint) {
  JointAlignment al;
  al.backwardToJoint.assign(backward.nodes.size(), -1);
  al.jointToForward.assign(joint.nodes.size(), -1);
  al.seed = gradientSeed(joint);
  if (al.seed < 0) return al;
  const int backwardSeed = gradientSeed(backward);
  if (backwardSeed < 0) return al;
  al.jointToForward = alignForwardParts(forward, joint, al.seed);
  alignBackwardParts(backward, backwardSeed, joint, al.seed, al.backwardToJoint);
  al.ok = true;
  return al;
}

namespace {

// The (a) node behind (c) node v: aliases stripped (always those of the backward part, all of them for a
// detached saved output), a get_attr of the backward part taken to its forward fetch. -1 unknown.
int forwardNodeOf(const Graph& forward, const Graph& joint, const JointAlignment& al, int v, bool detached) {
  for (int guard = 0; guard < 64 && validNode(joint, v); ++guard) {
    const Node& n = joint.nodes[v];
    if (!isAliasCall(n)) break;
    if (!detached && v < al.seed) break;
    if (n.args.empty() || !validNode(joint, n.args[0].ref)) return -1;
    v = n.args[0].ref;
  }
  if (!validNode(joint, v)) return -1;
  const Node& n = joint.nodes[v];
  if (n.op == OpKind::GetAttr && v >= al.seed) {
    const std::string_view name = attrName(n);
    for (int i = 0; i < al.seed; ++i)
      if (joint.nodes[i].op == OpKind::GetAttr && attrName(joint.nodes[i]) == name) {
        v = i;
        break;
      }
  }
  if (v >= al.seed) return -1;
  const int a = al.jointToForward[v];
  return validNode(forward, a) ? chainStart(forward, a) : -1;
}

// A use of a constant in (b): argument `arg` of `node` (list element `listPos`, or -1).
struct Slot {
  int node, arg, listPos;
  bool detached;
};

void addSlotsAt(const Graph& backward, int x, int user, bool detached, std::vector<Slot>& slots) {
  const Node& un = backward.nodes[user];
  for (size_t k = 0; k < un.args.size(); ++k) {
    if (un.args[k].ref == x) {
      slots.push_back({user, static_cast<int>(k), -1, detached});
      continue;
    }
    auto elements = listElements(un.args[k].text);
    for (size_t e = 0; e < elements.size(); ++e)
      if (elements[e] == backward.nodes[x].name) slots.push_back({user, static_cast<int>(k), static_cast<int>(e), detached});
  }
}

// The argument slots where (b) uses get_attr node g, through detach.
std::vector<Slot> constantSlots(const Graph& backward, int g) {
  std::vector<Slot> slots;
  std::vector<std::pair<int, bool>> frontier{{g, false}};
  for (int guard = 0; guard < 64 && !frontier.empty(); ++guard) {
    auto [x, detached] = frontier.back();
    frontier.pop_back();
    for (int u : backward.usersOf(x)) {
      if (!validNode(backward, u) || !backward.nodes[u].isCompute()) continue;
      if (isAliasOp(functionalOp(backward.nodes[u]))) frontier.emplace_back(u, true);
      else addSlotsAt(backward, x, u, detached, slots);
    }
  }
  return slots;
}

// The (c) node at the slot of (c)'s node paired with the slot's (b) node; -1 unknown.
int jointNodeAt(const Graph& joint, const JointAlignment& al, const Slot& s) {
  const int j = al.backwardToJoint[s.node];
  if (!validNode(joint, j)) return -1;
  const Node& jn = joint.nodes[j];
  if (s.arg >= static_cast<int>(jn.args.size())) return -1;
  if (s.listPos < 0) return jn.args[s.arg].ref;
  auto elements = listElements(jn.args[s.arg].text);
  return s.listPos < static_cast<int>(elements.size()) ? joint.find(elements[s.listPos]) : -1;
}

}  // namespace

int alignedValue(const Graph& forward, const Graph& backward, const Graph& joint, const JointAlignment& al,
                 int getattr) {
  if (!al.ok) return -1;
  int answer = -1;
  bool conflict = false;
  for (const Slot& s : constantSlots(backward, getattr)) {
    const int v = jointNodeAt(joint, al, s);
    if (!validNode(joint, v)) continue;
    const int a = forwardNodeOf(forward, joint, al, v, s.detached);
    if (a < 0) continue;
    if (answer < 0) answer = a;
    else if (answer != a) conflict = true;
  }
  return conflict ? kAlignmentConflict : answer;
}

}  // namespace fx::makefx
