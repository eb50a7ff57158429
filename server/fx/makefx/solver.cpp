// One attempt of the solver. Domains start as bounds on the forward call (cheap: the order rules work on bounds
// over the sorted calls of each row), then become explicit candidate lists on which every rule can act; rules
// run in rounds until nothing changes or they contradict each other.
#include "solver.h"

#include <algorithm>
#include <climits>
#include <unordered_set>

#include "node_text.h"

namespace fx::makefx {

namespace {
constexpr size_t kMaxCandidates = 4096;  // candidates of one anchor before it is left unresolved
constexpr int kMaxRounds = 200;
}  // namespace

Solver::Solver(const Graph& forward, const Graph& backward)
    : forwardGraph_(forward), backwardGraph_(backward), forward_(forward), table_(rowTable()) {}

bool Solver::run(Stage stage) {
  resetDomains();
  const bool order = stage == Stage::Full || stage == Stage::NoFlow;
  const bool flow = stage == Stage::Full;
  // On bounds first: the order rules alone, before any candidate list is made.
  for (int round = 0; order && round < kMaxRounds && !contradiction_; ++round) {
    bool changed = orderRules();
    if (!contradiction_) changed |= sameNodeRule();
    if (!changed) break;
  }
  if (contradiction_) return false;
  materializeAll(order);
  if (contradiction_) return false;
  if (stage == Stage::TableOnly) return true;
  for (size_t i = 0; flow && i < anchors.size(); ++i)
    if (!leftOut[i] && !anchors[i].wide) entryRule(anchors[i]);
  if (contradiction_) return false;
  return propagate(order, flow);
}

void Solver::resetDomains() {
  contradiction_ = false;
  culprit_ = -1;
  candidatesMade_ = 0;
  reachedCache_.clear();
  ancestorKeys_.assign(anchors.size(), 0);
  for (Anchor& a : anchors) {
    a.minCall = INT_MIN;
    a.maxCall = INT_MAX;
    a.materialized = a.wide = false;
    a.candidates.clear();
    a.evidence = 0;
  }
}

void Solver::materializeAll(bool order) {
  for (size_t i = 0; i < anchors.size(); ++i) {
    if (leftOut[i]) continue;
    materialize(anchors[i]);
    if (!order) anchors[i].evidence &= ~static_cast<unsigned>(kByOrder);
  }
}

// Rounds of every rule the stage allows, until a fixed point or a contradiction.
bool Solver::propagate(bool order, bool flow) {
  for (int round = 0; round < kMaxRounds && !contradiction_; ++round) {
    bool changed = false;
    if (order) changed |= orderRules();
    if (!contradiction_) changed |= sameNodeRule();
    if (!contradiction_) changed |= sameConstantRule();
    if (!contradiction_) changed |= exclusiveSlotRule();
    if (!contradiction_) changed |= distinctInputsRule();
    if (flow && !contradiction_) changed |= ancestorRule();
    if (!changed) break;
  }
  return !contradiction_;
}

// ----- domains as bounds -----

// The highest call of the domain at most x, kNoCall if none.
int Solver::highestCallAtMost(const Anchor& a, int x) const {
  const int hi = std::min(x, a.maxCall);
  int best = kNoCall;
  if (a.materialized) {
    auto it = std::upper_bound(a.candidates.begin(), a.candidates.end(), hi,
                               [](int v, const Candidate& c) { return v < c.call; });
    if (it != a.candidates.begin()) best = std::prev(it)->call;
  } else {
    for (int r : a.rows) {
      const auto& calls = callsOfRow_.at(r);
      auto it = std::upper_bound(calls.begin(), calls.end(), hi);
      if (it != calls.begin()) best = std::max(best, *std::prev(it));
    }
  }
  return best != kNoCall && best >= a.minCall ? best : kNoCall;
}

// The lowest call of the domain at least x, kNoCall if none.
int Solver::lowestCallAtLeast(const Anchor& a, int x) const {
  const int lo = std::max(x, a.minCall);
  int best = INT_MAX;
  bool found = false;
  if (a.materialized) {
    auto it = std::lower_bound(a.candidates.begin(), a.candidates.end(), lo,
                               [](const Candidate& c, int v) { return c.call < v; });
    if (it != a.candidates.end()) best = it->call, found = true;
  } else {
    for (int r : a.rows) {
      const auto& calls = callsOfRow_.at(r);
      auto it = std::lower_bound(calls.begin(), calls.end(), lo);
      if (it != calls.end()) best = std::min(best, *it), found = true;
    }
  }
  return found && best <= a.maxCall ? best : kNoCall;
}

// Moves the upper (isMax) or lower bound to v; kNoCall is a contradiction with this anchor as the culprit.
bool Solver::moveBound(Anchor& a, int v, bool isMax) {
  if (v == kNoCall) {
    contradiction_ = true;
    culprit_ = static_cast<int>(&a - anchors.data());
    return false;
  }
  int& bound = isMax ? a.maxCall : a.minCall;
  if (isMax ? v >= bound : v <= bound) return false;
  bound = v;
  if (a.materialized) return prune(a, kByOrder, [&](const Candidate& c) { return isMax ? c.call > v : c.call < v; });
  a.evidence |= kByOrder;
  return true;
}

// ----- domains as candidates -----

// Over the whole table, before any order: does the anchor have a single possible forward value?
bool Solver::tableAllowsOneValue(const Anchor& a) const {
  const Node& consumer = backwardGraph_.nodes[a.consumer];
  std::unordered_set<int> values;
  for (int r : a.rows)
    for (int call : callsOfRow_.at(r)) {
      if (values.size() > 1) return false;
      if (!forwardClausesHold(table_.rows[r], consumer, forwardGraph_.nodes[call])) continue;
      const int value = forward_.slotValue(call, table_.rows[r], a.listPos);
      if (value >= 0) values.insert(value);
    }
  return values.size() == 1;
}

void Solver::materialize(Anchor& a) {
  a.candidates.clear();
  const size_t budget = 64 * (forwardGraph_.nodes.size() + backwardGraph_.nodes.size()) + 100000;
  const size_t cap = std::min(kMaxCandidates, budget > candidatesMade_ ? budget - candidatesMade_ : size_t(0));
  const Node& consumer = backwardGraph_.nodes[a.consumer];
  for (int r : a.rows) {
    const auto& calls = callsOfRow_.at(r);
    auto lo = std::lower_bound(calls.begin(), calls.end(), a.minCall);
    auto hi = std::upper_bound(calls.begin(), calls.end(), a.maxCall);
    if (lo != calls.begin() || hi != calls.end()) a.evidence |= kByOrder;  // the bounds cut some calls
    for (auto it = lo; it != hi && a.candidates.size() <= cap; ++it) {
      if (!forwardClausesHold(table_.rows[r], consumer, forwardGraph_.nodes[*it])) continue;
      const int node = forward_.slotNode(*it, table_.rows[r], a.listPos);
      if (node < 0) continue;
      const int value = chainStart(forwardGraph_, node);
      a.candidates.push_back({*it, r, value, value != node || forward_.isMutatedInPlace(node)});
    }
    if (a.candidates.size() > cap) break;
  }
  a.uniqueByTable = a.candidates.size() <= cap && tableAllowsOneValue(a);  // not asked of a wide anchor
  std::sort(a.candidates.begin(), a.candidates.end(),
            [](const Candidate& x, const Candidate& y) { return x.call != y.call ? x.call < y.call : x.row < y.row; });
  a.materialized = true;
  if (a.candidates.size() > cap) {
    a.wide = true;
    a.candidates.clear();
    a.candidates.shrink_to_fit();
  } else if (a.candidates.empty()) {
    contradiction_ = true;
  }
  candidatesMade_ += a.candidates.size();
}

}  // namespace fx::makefx
