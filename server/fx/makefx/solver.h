// The make_fx solver: which forward call of (a) each anchor of (b) belongs to, found by constraint propagation.
// The rules are consequences of how autograd builds the backward trace (see associate.cpp for the whole method):
//   anchors.cpp        the anchors, and the orders, chains and lookups over those in play;
//   solver.cpp         one attempt: domains as bounds, then as candidate lists, and the rounds of rules;
//   rules.cpp          order, same node, same constant, exclusive slot, distinct inputs;
//   gradient_flow.cpp  the gradient-flow rules (entry into a known formula, ancestry).
#pragma once

#include <algorithm>
#include <string>
#include <unordered_map>
#include <vector>

#include "anchors.h"
#include "clauses.h"
#include "forward_index.h"
#include "fx/model.h"

namespace fx::makefx {

// What an attempt assumes, strongest first: a failed attempt is retried with fewer assumptions.
enum class Stage { Full, NoFlow, NoOrder, TableOnly };

class Solver {
 public:
  Solver(const Graph& forward, const Graph& backward);

  void buildAnchors();
  // One attempt from fresh domains; false when the rules contradict each other.
  bool run(Stage stage);
  // After a failed attempt: leave out every anchor of the constants whose anchors ran empty. False when there is
  // nothing to leave out.
  bool dropCulprits();
  void enableAll();
  // The anchor's candidates within its bounds (all of them for fresh bounds), against the candidate budget.
  void materialize(Anchor& a);

  std::vector<Anchor> anchors;
  std::vector<std::string> constantNames;
  std::vector<int> constantOfNode;  // backward node → constant id (get_attr nodes), -1
  std::vector<char> leftOut;        // anchors left out: their constant contradicted the others

 private:
  // anchors.cpp
  bool rowFitsSomeCall(int row, const UseSite& site);
  void addAnchors(int getattr, int constant);
  void collectCallsOfRows();
  void indexAnchors();
  void findPrivateValues();
  void buildCapacityChains();
  // solver.cpp
  void resetDomains();
  void materializeAll(bool order);
  bool tableAllowsOneValue(const Anchor& a) const;
  bool propagate(bool order, bool flow);
  int highestCallAtMost(const Anchor& a, int x) const;
  int lowestCallAtLeast(const Anchor& a, int x) const;
  bool moveBound(Anchor& a, int v, bool isMax);
  bool lowerMaxCall(Anchor& a, int v) { return moveBound(a, v, true); }
  bool raiseMinCall(Anchor& a, int v) { return moveBound(a, v, false); }
  template <class Drop>
  bool prune(Anchor& a, unsigned evidence, Drop drop);
  // rules.cpp
  template <class CapacityOf>
  bool sweep(const std::vector<int>& chain, CapacityOf capacityOf, bool down, bool& changed);
  template <class CapacityOf>
  bool chainPass(const std::vector<int>& chain, CapacityOf capacityOf);
  bool orderRules();
  bool sameNodeRule();
  bool sameConstantRule();
  bool exclusiveSlotRule();
  bool distinctInputsRule();
  // gradient_flow.cpp
  struct Flow;
  int gradTarget(const Candidate& c) const;
  int flowTarget(const Candidate& c) const;
  Flow flowFrom(int u, bool throughAdd) const;
  bool entryRule(Anchor& a);
  const std::vector<int>& reachedAnchorNodes(int u);
  size_t ancestorCheckKey(const Anchor& a, const std::vector<int>& reached);
  bool ancestorRuleAt(Anchor& a, int reachedNode, bool& changed);
  bool ancestorRule();

  const Graph& forwardGraph_;
  const Graph& backwardGraph_;
  ForwardIndex forward_;
  const RowTable& table_;
  std::vector<std::vector<int>> anchorsOfConstant_;
  std::unordered_map<int, std::vector<int>> anchorsAtNode_;       // backward consumer → anchors
  std::vector<int> backwardOrder_;                                // anchors in play, in backward order
  std::vector<std::vector<int>> capacityChains_;                  // anchors sharing one set of non-repeatable rows
  std::vector<std::unordered_map<std::string, int>> chainCapacity_;  // per chain: forward op → anchors per call
  std::unordered_map<int, std::vector<int>> callsOfRow_;          // row → forward calls of its ops (sorted)
  std::unordered_map<int, std::vector<int>> reachedCache_;        // backward node → first anchor nodes downstream
  std::vector<int> privateFormulaOf_;  // backward node computed from saved tensors only → its formula's anchor node
  std::unordered_map<std::string, bool> viableCache_;
  std::vector<size_t> ancestorKeys_;   // domain sizes at the last ancestor check of each anchor
  size_t candidatesMade_ = 0;          // in this attempt, against a budget linear in the graph sizes
  bool contradiction_ = false;
  int culprit_ = -1;                   // an anchor whose domain ran empty
};

// Removes the candidates `drop` picks; records the evidence when some went, a contradiction when none is left.
template <class Drop>
bool Solver::prune(Anchor& a, unsigned evidence, Drop drop) {
  const size_t before = a.candidates.size();
  a.candidates.erase(std::remove_if(a.candidates.begin(), a.candidates.end(), drop), a.candidates.end());
  if (a.candidates.empty()) contradiction_ = true;
  if (a.candidates.size() == before) return false;
  a.evidence |= evidence;
  return true;
}

}  // namespace fx::makefx
