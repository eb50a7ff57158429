#include "forward_index.h"

#include <algorithm>
#include <climits>

#include "fx/op_table.h"
#include "node_text.h"

namespace fx::makefx {

namespace {
constexpr int kAncestorBudget = 4096;  // forward nodes visited by one ancestor query (then: unknown)
}  // namespace

bool isInPlaceOp(const Node& n) {
  if (!n.isCompute() || n.getitemOf() >= 0) return false;
  std::string s = n.opName();
  return s.size() > 1 && s.back() == '_' && s[s.size() - 2] != '_' && !isAliasOp(s);
}

int chainStart(const Graph& g, int v) {
  for (int guard = 0; guard < 1000 && validNode(g, v); ++guard) {
    const Node& n = g.nodes[v];
    if (!isInPlaceOp(n) || n.args.empty() || !validNode(g, n.args[0].ref)) break;
    v = n.args[0].ref;
  }
  return v;
}

ForwardIndex::ForwardIndex(const Graph& graph) : g_(&graph) {
  const int n = static_cast<int>(graph.nodes.size());
  op_.assign(n, {});
  outputs_.assign(n, {});
  uses_.assign(n, 0);
  nonDifferentiable_.assign(n, 0);
  ancestorWorkLimit_ = 64LL * n + 1000000;
  visited_.assign(n, 0);
  for (int i = 0; i < n; ++i) {
    const Node& node = graph.nodes[i];
    if (!node.isCompute()) continue;
    op_[i] = functionalOp(node);
    nonDifferentiable_[i] = isNonDifferentiableOp(op_[i]);
    callsByOp_[op_[i]].push_back(i);
    if (node.getitemOf() >= 0 && node.getitemOf() < n && node.getitemIndex() >= 0)
      outputs_[node.getitemOf()].emplace_back(node.getitemIndex(), i);
    for (const Use& u : node.uses())
      if (u.node >= 0 && u.node < n) ++uses_[u.node];
  }
}

const std::vector<int>* ForwardIndex::callsOf(const std::string& op) const {
  auto it = callsByOp_.find(op);
  return it == callsByOp_.end() ? nullptr : &it->second;
}

int ForwardIndex::listElementNode(const Node& call, int arg, int pos) const {
  if (arg < 0 || arg >= static_cast<int>(call.args.size()) || pos < 0) return -1;
  auto elements = listElements(call.args[arg].text);
  if (pos >= static_cast<int>(elements.size())) return -1;
  return g_->find(elements[pos]);
}

int ForwardIndex::slotValue(int call, const TableRow& row, int listPos) const {
  const int v = slotNode(call, row, listPos);
  return v >= 0 ? chainStart(*g_, v) : v;
}

// An in-place op that needs its original self saves a copy: autograd's `clone(self)` just before it; -1 if none.
int ForwardIndex::clonedSelf(int call, int self) const {
  int best = -1;
  for (int u : g_->usersOf(self))
    if (u < call && u > best && validNode(*g_, u) && op_[u] == "clone" && !g_->nodes[u].args.empty() &&
        g_->nodes[u].args[0].ref == self)
      best = u;
  return best;
}

int ForwardIndex::slotNode(int call, const TableRow& row, int listPos) const {
  if (!validNode(*g_, call)) return -1;
  const Node& node = g_->nodes[call];
  const SavedArg& saved = *row.saved;
  if (saved.role == SavedRole::Input) {
    if (saved.index < 0 || saved.index >= static_cast<int>(node.args.size())) return -1;
    if (row.clauses.list) return listElementNode(node, saved.index, listPos);
    const int self = node.args[saved.index].ref;
    if (listPos >= 0 || !validNode(*g_, self)) return -1;
    if (saved.index == 0 && isInPlaceOp(node)) {
      const int clone = clonedSelf(call, self);
      if (clone >= 0) return clone;
    }
    return self;
  }
  if (listPos >= 0) return -1;
  const auto& outputs = outputs_[call];
  if (outputs.empty()) return saved.index == 0 ? call : -1;
  for (auto [index, getitem] : outputs)
    if (index == saved.index) return getitem;
  return -1;
}

bool ForwardIndex::isMutatedInPlace(int v) const {
  for (int u : g_->usersOf(v))
    if (validNode(*g_, u) && isInPlaceOp(g_->nodes[u]) && !g_->nodes[u].args.empty() && g_->nodes[u].args[0].ref == v)
      return true;
  return false;
}

bool ForwardIndex::ancestorOrSelf(int a, int y) {
  if (a == y) return true;
  if (!validNode(*g_, a) || !validNode(*g_, y) || a > y) return false;
  const uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32) | static_cast<uint32_t>(y);
  auto it = ancestorMemo_.find(key);
  if (it != ancestorMemo_.end()) return it->second;
  if (ancestorWork_ > ancestorWorkLimit_) return true;  // out of budget: cannot tell, so no pruning
  const bool found = searchAncestor(a, y);
  ancestorMemo_.emplace(key, found);
  return found;
}

// Depth first from y towards its inputs, never below a (nodes come in topological order).
bool ForwardIndex::searchAncestor(int a, int y) {
  if (++stamp_ == INT_MAX) {
    std::fill(visited_.begin(), visited_.end(), 0);
    stamp_ = 1;
  }
  stack_.assign(1, y);
  visited_[y] = stamp_;
  int budget = kAncestorBudget;
  while (!stack_.empty()) {
    const int x = stack_.back();
    stack_.pop_back();
    ++ancestorWork_;
    if (--budget < 0) return true;
    if (nonDifferentiable_[x]) continue;  // no gradient flows through it to its inputs
    for (const Use& u : g_->nodes[x].uses()) {
      const int p = u.node;
      if (!validNode(*g_, p) || p < a || visited_[p] == stamp_) continue;
      visited_[p] = stamp_;
      if (p == a) return true;
      stack_.push_back(p);
    }
  }
  return false;
}

}  // namespace fx::makefx
