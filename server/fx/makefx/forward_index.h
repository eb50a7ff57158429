// The make_fx forward graph (a), indexed for the solver: call nodes by op, the getitem outputs of each call, and
// "is A an ancestor of B" for the gradient-flow rules. Also where a saved input / output of a call is in (a).
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "clauses.h"
#include "fx/model.h"

namespace fx::makefx {

// An in-place op (`sigmoid_`, `add_`, `bernoulli_`, ...) returns its first argument: the tensor is the node that
// first held it.
bool isInPlaceOp(const Node& n);

// The node at the start of v's in-place chain (`x.sigmoid_()` is the same tensor as `x`): values are reported there.
int chainStart(const Graph& g, int v);

class ForwardIndex {
 public:
  explicit ForwardIndex(const Graph& graph);

  const Graph& graph() const { return *g_; }
  const std::string& opOf(int node) const { return op_[node]; }  // functionalOp of a call, "" otherwise
  const std::vector<int>* callsOf(const std::string& op) const;  // in graph order, nullptr when none
  int useCount(int node) const { return uses_[node]; }            // argument occurrences in call nodes

  // The forward node holding the row's input / output of `call` (input list element `listPos` for `list` rows),
  // as printed: no in-place chain followed. -1 when the call has no such slot.
  int slotNode(int call, const TableRow& row, int listPos) const;
  // The same at the start of its in-place chain.
  int slotValue(int call, const TableRow& row, int listPos) const;
  // A later in-place op mutates v's tensor: the node stands for more than one value.
  bool isMutatedInPlace(int v) const;

  // Is `a` an ancestor of (or equal to) `y` along differentiable edges? Unknown (search budget spent) counts as yes.
  bool ancestorOrSelf(int a, int y);

 private:
  int listElementNode(const Node& call, int arg, int pos) const;
  int clonedSelf(int call, int self) const;
  bool searchAncestor(int a, int y);

  const Graph* g_;
  std::vector<std::string> op_;
  std::unordered_map<std::string, std::vector<int>> callsByOp_;
  std::vector<std::vector<std::pair<int, int>>> outputs_;  // per call: (output index, getitem node)
  std::vector<int> uses_;
  std::vector<char> nonDifferentiable_;                    // no gradient flows through it to its inputs
  // The ancestry search: answers memoised, total work bounded (then: unknown), visit stamps reused.
  std::unordered_map<uint64_t, bool> ancestorMemo_;
  long long ancestorWork_ = 0, ancestorWorkLimit_ = 0;
  std::vector<int> visited_;
  std::vector<int> stack_;
  int stamp_ = 0;
};

}  // namespace fx::makefx
