// The gradient-flow rules: what one formula computes is consumed by its own formula or by formulas of ancestors
// of the node it is the gradient of (values computed from saved tensors alone are private to their formula); the
// gradient of a sum / view / transpose / slice ... enters that op's known formula, and the gradient of piece k of
// a split enters its cat at position k (op_table.h).
#include <algorithm>
#include <span>
#include <string>
#include <unordered_set>
#include <utility>

#include "fx/op_table.h"
#include "node_text.h"
#include "solver.h"

namespace fx::makefx {

namespace {
constexpr int kFlowBudget = 4000;     // backward nodes visited when following a gradient
constexpr int kReachBudget = 512;     // backward nodes visited looking for the formulas fed by one anchor
constexpr size_t kReachMax = 32;      // formulas kept per anchor (the nearest ones)
constexpr size_t kPairCap = 200000;   // candidate pairs examined at once by the ancestor rule
}  // namespace

// Where a gradient computed by backward node u goes: the ops met following it through post-ops (and through
// accumulation when allowed), and the list positions at which it enters a `cat` / `stack`.
struct Solver::Flow {
  std::unordered_set<std::string> ops;
  std::vector<int> nodes;  // compute nodes met
  std::unordered_set<int> catPositions;
  bool complete = true;
};

// The forward node whose gradient the candidate's backward op computes, per the table; -1 unknown.
int Solver::gradTarget(const Candidate& c) const {
  const int k = table_.rows[c.row].saved->gradOf;
  if (k < 0 || !validNode(forwardGraph_, c.call)) return -1;
  const Node& n = forwardGraph_.nodes[c.call];
  if (k >= static_cast<int>(n.args.size())) return -1;
  return validNode(forwardGraph_, n.args[k].ref) ? n.args[k].ref : -1;
}

// What the values computed by an anchor's backward op are derived from: the gradient of forward node Y when the
// table says so, else at least the gradient of some input of its forward call (so of the call itself).
int Solver::flowTarget(const Candidate& c) const {
  const int y = gradTarget(c);
  return y >= 0 ? y : c.call;
}

Solver::Flow Solver::flowFrom(int u, bool throughAdd) const {
  Flow f;
  std::vector<std::pair<int, int>> stack;  // (node, predecessor)
  std::unordered_set<int> seen;
  for (int w : backwardGraph_.usersOf(u)) stack.emplace_back(w, u);
  int budget = kFlowBudget;
  while (!stack.empty()) {
    auto [x, from] = stack.back();
    stack.pop_back();
    if (!validNode(backwardGraph_, x)) continue;
    const Node& n = backwardGraph_.nodes[x];
    const std::string op = n.isCompute() ? functionalOp(n) : std::string();
    if ((op == "cat" || op == "stack") && !n.args.empty()) {
      auto elements = listElements(n.args[0].text);
      for (int e = 0; e < static_cast<int>(elements.size()); ++e)
        if (elements[e] == backwardGraph_.nodes[from].name) f.catPositions.insert(e);
    }
    if (!seen.insert(x).second) continue;
    if (--budget < 0) {
      f.complete = false;
      return f;
    }
    if (op.empty()) continue;
    f.ops.insert(op);
    f.nodes.push_back(x);
    if (isGradPostOp(op) || (throughAdd && op == "add"))
      for (int w : backwardGraph_.usersOf(x)) stack.emplace_back(w, x);
  }
  return f;
}

// Entry rule: the gradient of a forward sum / view / transpose ... must enter that op's formula; the gradient of
// piece k of a split enters its formula's cat at position k.
bool Solver::entryRule(Anchor& a) {
  Flow flows[2];  // followed once each: without and with accumulation (a forward value used twice is summed)
  bool followed[2] = {false, false};
  auto entersElsewhere = [&](const Candidate& c) {
    const int y = gradTarget(c);
    if (y < 0) return false;
    const GradEntry* entry = gradEntry(forward_.opOf(y));
    const std::string_view entryOps = entry ? entry->entryOps : std::string_view();
    const Node& yn = forwardGraph_.nodes[y];
    const bool piece = validNode(forwardGraph_, yn.getitemOf()) && yn.getitemIndex() >= 0 &&
                       isSplitOp(forward_.opOf(yn.getitemOf()));
    if (entryOps.empty() && !piece) return false;
    const int accumulated = forward_.useCount(y) >= 2 ? 1 : 0;
    if (!followed[accumulated]) {
      flows[accumulated] = flowFrom(a.consumer, accumulated == 1);
      followed[accumulated] = true;
    }
    const Flow& flow = flows[accumulated];
    if (!flow.complete) return false;
    if (piece && !flow.catPositions.empty() && !flow.catPositions.count(yn.getitemIndex())) return true;
    if (entryOps.empty()) return false;
    if (entry->literals.empty())
      return std::none_of(flow.ops.begin(), flow.ops.end(), [&](const std::string& op) { return opListHas(entryOps, op); });
    return std::none_of(flow.nodes.begin(), flow.nodes.end(), [&](int x) {
      const Node& xn = backwardGraph_.nodes[x];
      return opListHas(entryOps, functionalOp(xn)) && entryLiteralsMatch(*entry, xn, yn);
    });
  };
  return prune(a, kByGradientFlow, entersElsewhere);
}

// Anchor nodes whose formulas consume what backward node u computes, first ones met downstream. A node that
// combines u's result with a value computed from saved tensors only (`cos(saved)`, `2 * saved`) is part of the
// formula of the anchor that computed that value: such values are private to their formula.
const std::vector<int>& Solver::reachedAnchorNodes(int u) {
  auto it = reachedCache_.find(u);
  if (it != reachedCache_.end()) return it->second;
  std::vector<int> out;
  // breadth first, so that the nearest formulas are the ones kept
  std::span<const int> firstUsers = backwardGraph_.usersOf(u);
  std::vector<int> queue(firstUsers.begin(), firstUsers.end());
  std::unordered_set<int> seen;
  int budget = kReachBudget;
  for (size_t qi = 0; qi < queue.size() && --budget >= 0 && out.size() < kReachMax; ++qi) {
    const int x = queue[qi];
    if (!validNode(backwardGraph_, x) || x == u || !seen.insert(x).second) continue;
    if (anchorsAtNode_.count(x)) {
      out.push_back(x);
      continue;
    }
    bool owned = false;
    for (const Use& us : backwardGraph_.nodes[x].uses()) {
      const int p = us.node;
      if (validNode(backwardGraph_, p) && privateFormulaOf_[p] >= 0 && privateFormulaOf_[p] != u) {
        out.push_back(privateFormulaOf_[p]);
        owned = true;
      }
    }
    if (owned) continue;
    for (int w : backwardGraph_.usersOf(x)) queue.push_back(w);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return reachedCache_.emplace(u, std::move(out)).first->second;
}

// The domain sizes the ancestor rule last saw for an anchor and the anchors it reaches. Domains only shrink:
// while this is unchanged, checking again cannot narrow anything.
size_t Solver::ancestorCheckKey(const Anchor& a, const std::vector<int>& reached) {
  size_t key = a.candidates.size() * 1000003u + 1;
  for (int node : reached)
    for (int id : anchorsAtNode_[node])
      key = key * 31u + anchors[id].candidates.size() + (anchors[id].wide ? 7u : 0u);
  return key;
}

// The ancestor rule between anchor `a` and the anchors at one node its result reaches, both ways. False when a
// ran out of candidates.
bool Solver::ancestorRuleAt(Anchor& a, int reachedNode, bool& changed) {
  const auto& ids = anchorsAtNode_[reachedNode];
  std::vector<int> calls;
  bool usable = true;
  for (int id : ids) {
    if (anchors[id].wide) usable = false;
    for (const Candidate& c : anchors[id].candidates) calls.push_back(c.call);
  }
  std::sort(calls.begin(), calls.end());
  calls.erase(std::unique(calls.begin(), calls.end()), calls.end());
  if (!usable || calls.empty()) return true;
  if (a.candidates.size() * calls.size() > kPairCap) return true;  // too wide to be worth it yet
  auto feeds = [&](int reachedCall, const Candidate& c) {
    return reachedCall == c.call || forward_.ancestorOrSelf(reachedCall, flowTarget(c));
  };
  // forward direction: a's candidates must feed one of the reached calls
  changed |= prune(a, kByGradientFlow, [&](const Candidate& c) {
    return std::none_of(calls.begin(), calls.end(), [&](int reachedCall) { return feeds(reachedCall, c); });
  });
  if (a.candidates.empty()) return false;
  // reverse direction: a reached call must be fed by one of a's candidates
  std::vector<int> keep;
  for (int reachedCall : calls)
    if (std::any_of(a.candidates.begin(), a.candidates.end(), [&](const Candidate& c) { return feeds(reachedCall, c); }))
      keep.push_back(reachedCall);
  if (keep.size() == calls.size()) return true;
  for (int id : ids)
    changed |= prune(anchors[id], kByGradientFlow,
                     [&](const Candidate& c) { return !std::binary_search(keep.begin(), keep.end(), c.call); });
  return true;
}

// Ancestor rule: a gradient of forward node Y only feeds formulas of Y's ancestors (or the formula computing it);
// so whatever one formula computes is consumed by its own formula or by formulas of its forward call's ancestors.
bool Solver::ancestorRule() {
  bool changed = false;
  if (ancestorKeys_.size() != anchors.size()) ancestorKeys_.assign(anchors.size(), 0);
  for (size_t i = 0; i < anchors.size() && !contradiction_; ++i) {
    Anchor& a = anchors[i];
    if (a.wide || leftOut[i]) continue;
    const auto& reached = reachedAnchorNodes(a.consumer);
    if (reached.empty() || ancestorKeys_[i] == ancestorCheckKey(a, reached)) continue;
    for (int node : reached)
      if (contradiction_ || !ancestorRuleAt(a, node, changed)) break;
    ancestorKeys_[i] = ancestorCheckKey(a, reached);
  }
  return changed;
}

}  // namespace fx::makefx
