// Building the anchors: every use of a saved constant in (b) that some table row explains and some forward call
// can hold; then the lookups over the anchors in play (rebuilt when some are left out).
#include <algorithm>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "node_text.h"
#include "fx/op_table.h"
#include "fx/scan.h"
#include "solver.h"

namespace fx::makefx {

namespace {

// Where backward node `node` is an argument: as a whole or as a list element. Through an alias (detach) the uses
// of the alias count, marked detached; through a transpose / reshape, both the op and its uses (with `via`).
void collectUses(const Graph& b, int node, bool detached, const std::string& via, int depth, std::vector<UseSite>& out);

// The list position of `name` in argument k of `user` when the argument is a list of nodes; -1 when the node is
// the argument itself; -2 when it is inside an expression (not a saved-tensor slot).
int positionInArg(const Node& user, int k, int node, std::string_view name) {
  if (user.args[k].ref == node) return -1;
  auto elements = listElements(user.args[k].text);
  for (int e = 0; e < static_cast<int>(elements.size()); ++e)
    if (elements[e] == name) return e;
  return -2;
}

void collectUsesBy(const Graph& b, int node, int user, bool detached, const std::string& via, int depth,
                   std::vector<UseSite>& out) {
  const Node& un = b.nodes[user];
  const std::string op = functionalOp(un);
  std::vector<int> argsSeen;
  for (const Use& us : un.uses()) {
    if (us.node != node || us.arg < 0 || us.arg >= static_cast<int>(un.args.size())) continue;
    const int k = us.arg;
    const int listPos = positionInArg(un, k, node, b.nodes[node].name);
    if (listPos == -2) continue;
    if (std::find(argsSeen.begin(), argsSeen.end(), k) != argsSeen.end()) continue;
    argsSeen.push_back(k);
    if (isAliasOp(op) && k == 0 && listPos < 0) {
      collectUses(b, user, true, via, depth + 1, out);
      continue;
    }
    out.push_back({user, k, listPos, via, detached});
    if (via.empty() && listPos < 0 && k == 0 && (isTransposeOp(op) || isReshapeOp(op)))
      collectUses(b, user, detached, op, depth + 1, out);
  }
}

void collectUses(const Graph& b, int node, bool detached, const std::string& via, int depth, std::vector<UseSite>& out) {
  if (!validNode(b, node) || depth > 6) return;
  for (int u : b.usersOf(node))
    if (validNode(b, u) && b.nodes[u].isCompute()) collectUsesBy(b, node, u, detached, via, depth, out);
}

// The row can explain this use: same argument, same way of reaching it, and its backward-side clauses hold.
bool rowExplainsUse(const TableRow& row, const Graph& b, const UseSite& site) {
  const SavedArg& saved = *row.saved;
  if (saved.argIndex != site.arg) return false;
  if (site.via.empty() != row.via.empty()) return false;
  if (!site.via.empty() && std::find(row.via.begin(), row.via.end(), site.via) == row.via.end()) return false;
  if (site.detached && saved.role != SavedRole::Output) return false;
  if (row.clauses.list != (site.listPos >= 0)) return false;
  return backwardClausesHold(row, b, b.nodes[site.consumer]);
}

}  // namespace

// Some forward call of the row's ops can hold the value (else the row cannot explain this use). Cached by what
// the answer depends on: the row, the list position and the backward literals its eq@ clauses compare.
bool Solver::rowFitsSomeCall(int r, const UseSite& site) {
  const TableRow& row = table_.rows[r];
  const Node& consumer = backwardGraph_.nodes[site.consumer];
  std::string key = std::to_string(r) + "|" + std::to_string(site.listPos);
  for (const auto& [bk, fk] : row.clauses.equalLiterals) {
    std::string_view t;
    key += '|';
    key += literalArg(consumer, bk, t) ? compactLiteral(t) : std::string("?");
  }
  auto cached = viableCache_.find(key);
  if (cached != viableCache_.end()) return cached->second;
  bool fits = false;
  for (const auto& op : row.forwardOps) {
    const std::vector<int>* calls = forward_.callsOf(op);
    for (size_t i = 0; calls && i < calls->size() && !fits; ++i) {
      const int call = (*calls)[i];
      fits = forwardClausesHold(row, consumer, forwardGraph_.nodes[call]) && forward_.slotValue(call, row, site.listPos) >= 0;
    }
    if (fits) break;
  }
  viableCache_.emplace(std::move(key), fits);
  return fits;
}

void Solver::addAnchors(int getattr, int constant) {
  std::vector<UseSite> sites;
  collectUses(backwardGraph_, getattr, false, std::string(), 0, sites);
  for (const UseSite& site : sites) {
    auto rows = table_.rowsByBackwardOp.find(functionalOp(backwardGraph_.nodes[site.consumer]));
    if (rows == table_.rowsByBackwardOp.end()) continue;
    Anchor a;
    a.consumer = site.consumer;
    a.getattr = getattr;
    a.constant = constant;
    a.arg = site.arg;
    a.listPos = site.listPos;
    a.detached = site.detached;
    for (int r : rows->second)
      if (rowExplainsUse(table_.rows[r], backwardGraph_, site) && rowFitsSomeCall(r, site)) a.rows.push_back(r);
    if (!a.rows.empty()) anchors.push_back(std::move(a));
  }
}

void Solver::buildAnchors() {
  const int n = static_cast<int>(backwardGraph_.nodes.size());
  constantOfNode.assign(n, -1);
  std::unordered_map<std::string, int> ids;
  for (int i = 0; i < n; ++i) {
    const Node& node = backwardGraph_.nodes[i];
    if (node.op != OpKind::GetAttr) continue;
    std::string name(attrName(node));
    auto [it, fresh] = ids.emplace(name, static_cast<int>(constantNames.size()));
    if (fresh) {
      constantNames.push_back(name);
      anchorsOfConstant_.emplace_back();
    }
    constantOfNode[i] = it->second;
    addAnchors(i, it->second);
  }
  leftOut.assign(anchors.size(), 0);
  collectCallsOfRows();
  indexAnchors();
}

void Solver::collectCallsOfRows() {
  for (const Anchor& a : anchors)
    for (int r : a.rows) {
      if (callsOfRow_.count(r)) continue;
      std::vector<int> calls;
      for (const auto& op : table_.rows[r].forwardOps)
        if (const std::vector<int>* c = forward_.callsOf(op)) calls.insert(calls.end(), c->begin(), c->end());
      std::sort(calls.begin(), calls.end());
      calls.erase(std::unique(calls.begin(), calls.end()), calls.end());
      callsOfRow_.emplace(r, std::move(calls));
    }
}

// Orders, chains and lookups over the anchors in play.
void Solver::indexAnchors() {
  anchorsOfConstant_.assign(constantNames.size(), {});
  anchorsAtNode_.clear();
  reachedCache_.clear();
  backwardOrder_.clear();
  for (size_t i = 0; i < anchors.size(); ++i) {
    if (leftOut[i]) continue;
    const int id = static_cast<int>(i);
    anchorsOfConstant_[anchors[i].constant].push_back(id);
    anchorsAtNode_[anchors[i].consumer].push_back(id);
    backwardOrder_.push_back(id);
  }
  findPrivateValues();
  std::stable_sort(backwardOrder_.begin(), backwardOrder_.end(), [&](int x, int y) {
    if (anchors[x].consumer != anchors[y].consumer) return anchors[x].consumer < anchors[y].consumer;
    return anchors[x].arg < anchors[y].arg;
  });
  buildCapacityChains();
}

// Backward values computed from saved tensors only, and the anchor node whose formula computed them: such values
// are private to that formula.
void Solver::findPrivateValues() {
  const int n = static_cast<int>(backwardGraph_.nodes.size());
  std::vector<char> fromSavedOnly(n, 0);
  privateFormulaOf_.assign(n, -1);
  for (int i = 0; i < n; ++i) {
    const Node& node = backwardGraph_.nodes[i];
    if (node.op == OpKind::GetAttr) {
      fromSavedOnly[i] = 1;
      continue;
    }
    if (!node.isCompute()) continue;
    bool all = true;
    int owner = -1;
    for (const Use& u : node.uses()) {
      if (!validNode(backwardGraph_, u.node) || u.node >= i || !fromSavedOnly[u.node]) {
        all = false;
        break;
      }
      if (owner < 0) owner = privateFormulaOf_[u.node];
    }
    if (!all) continue;
    fromSavedOnly[i] = 1;
    privateFormulaOf_[i] = anchorsAtNode_.count(i) ? i : owner;
  }
}

// Capacity chains: anchors with the same set of rows, none repeatable; a forward call of op X holds at most as
// many of them as the rows name X.
void Solver::buildCapacityChains() {
  capacityChains_.clear();
  chainCapacity_.clear();
  std::unordered_map<std::string, int> chainIds;
  for (int id : backwardOrder_) {
    const Anchor& a = anchors[id];
    bool repeatable = false;
    std::string signature;
    for (int r : a.rows) {
      repeatable |= table_.rows[r].clauses.multi;
      signature += std::to_string(r) + ",";
    }
    if (repeatable) continue;
    auto [it, fresh] = chainIds.emplace(signature, static_cast<int>(capacityChains_.size()));
    if (fresh) {
      capacityChains_.emplace_back();
      std::unordered_map<std::string, int> capacity;
      for (int r : a.rows)
        for (const auto& op : table_.rows[r].forwardOps) ++capacity[op];
      chainCapacity_.push_back(std::move(capacity));
    }
    capacityChains_[it->second].push_back(id);
  }
}

bool Solver::dropCulprits() {
  std::unordered_set<int> bad;
  for (size_t i = 0; i < anchors.size(); ++i)
    if (!leftOut[i] && anchors[i].materialized && !anchors[i].wide && anchors[i].candidates.empty())
      bad.insert(anchors[i].constant);
  if (bad.empty() && culprit_ >= 0 && !leftOut[culprit_]) bad.insert(anchors[culprit_].constant);
  if (bad.empty()) return false;
  for (size_t i = 0; i < anchors.size(); ++i)
    if (bad.count(anchors[i].constant)) leftOut[i] = 1;
  indexAnchors();
  return true;
}

void Solver::enableAll() {
  leftOut.assign(anchors.size(), 0);
  indexAnchors();
}

}  // namespace fx::makefx
