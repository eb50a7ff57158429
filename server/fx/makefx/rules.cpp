// The rules that follow from the order of the backward trace and from what a saved tensor is:
//   order          anchors in backward order belong to forward calls in non-increasing forward order, and a
//                  non-repeatable saved slot of one forward call is read by at most one anchor (capacity chains);
//   same node      the arguments of one backward op belong to one forward call;
//   same constant  every fetch of a constant is the same tensor, so the same forward node;
//   exclusive slot a non-repeatable saved slot of one forward call is read by one anchor only;
//   distinct       two different constants saved as inputs are different tensors (different forward nodes).
// Each returns whether it narrowed some domain; an emptied domain sets the contradiction.
#include <climits>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>

#include "solver.h"

namespace fx::makefx {

namespace {

// The keys (`key` of each candidate) shared by every anchor of `ids` that `counts`; `counted`: how many did.
template <class Counts, class Key>
std::unordered_set<int> sharedKeys(const std::vector<Anchor>& anchors, const std::vector<int>& ids, Counts counts,
                                   Key key, int& counted) {
  std::unordered_set<int> common;
  counted = 0;
  for (int id : ids) {
    const Anchor& a = anchors[id];
    if (!counts(a)) continue;
    std::unordered_set<int> keys;
    for (const Candidate& c : a.candidates) keys.insert(key(c));
    if (counted++ == 0) common = std::move(keys);
    else
      for (auto it = common.begin(); it != common.end();) it = keys.count(*it) ? std::next(it) : common.erase(it);
  }
  return common;
}

}  // namespace

// One sweep along `chain`: downwards, each anchor's call is at most the previous one's (upwards: at least), with
// at most capacityOf(v) anchors on call v (< 0: unlimited). False when it stopped on a contradiction.
template <class CapacityOf>
bool Solver::sweep(const std::vector<int>& chain, CapacityOf capacityOf, bool down, bool& changed) {
  int previous = down ? INT_MAX : INT_MIN, run = 0;
  for (size_t i = 0; i < chain.size(); ++i) {
    const int id = down ? chain[i] : chain[chain.size() - 1 - i];
    Anchor& a = anchors[id];
    if (a.wide) continue;
    auto nearest = [&](int from) { return down ? highestCallAtMost(a, from) : lowestCallAtLeast(a, from); };
    int x = nearest(previous);
    if (x != kNoCall && x == previous) {
      const int capacity = capacityOf(x);
      if (capacity >= 0 && run >= capacity) x = nearest(down ? previous - 1 : previous + 1);
    }
    if (x == kNoCall) {
      contradiction_ = true;
      culprit_ = id;
      return false;
    }
    changed |= down ? lowerMaxCall(a, x) : raiseMinCall(a, x);
    run = x == previous ? run + 1 : 1;
    previous = x;
  }
  return true;
}

template <class CapacityOf>
bool Solver::chainPass(const std::vector<int>& chain, CapacityOf capacityOf) {
  bool changed = false;
  if (sweep(chain, capacityOf, true, changed)) sweep(chain, capacityOf, false, changed);
  return changed;
}

bool Solver::orderRules() {
  bool changed = chainPass(backwardOrder_, [](int) { return -1; });
  for (size_t c = 0; c < capacityChains_.size() && !contradiction_; ++c) {
    const auto& capacity = chainCapacity_[c];
    changed |= chainPass(capacityChains_[c], [&](int call) {
      auto it = capacity.find(forward_.opOf(call));
      return it == capacity.end() ? 0 : it->second;
    });
  }
  return changed;
}

// Anchors of one backward op belong to one forward call: common bounds, and common calls once all are listed.
bool Solver::sameNodeRule() {
  bool changed = false;
  for (auto& [node, ids] : anchorsAtNode_) {
    if (ids.size() < 2) continue;
    int lo = INT_MIN, hi = INT_MAX;
    for (int id : ids) {
      lo = std::max(lo, anchors[id].minCall);
      hi = std::min(hi, anchors[id].maxCall);
    }
    int listed = 0;
    auto isListed = [](const Anchor& a) { return a.materialized && !a.wide; };
    const std::unordered_set<int> common =
        sharedKeys(anchors, ids, isListed, [](const Candidate& c) { return c.call; }, listed);
    const bool allListed = listed == static_cast<int>(ids.size());
    for (int id : ids) {
      Anchor& a = anchors[id];
      if (a.wide) continue;
      if (lo > a.minCall) changed |= raiseMinCall(a, lowestCallAtLeast(a, lo));
      if (hi < a.maxCall) changed |= lowerMaxCall(a, highestCallAtMost(a, hi));
      if (allListed) changed |= prune(a, kByOrder, [&](const Candidate& c) { return !common.count(c.call); });
    }
  }
  return changed;
}

// All fetches of one constant are one tensor: intersect their value sets.
bool Solver::sameConstantRule() {
  bool changed = false;
  for (auto& ids : anchorsOfConstant_) {
    if (ids.size() < 2) continue;
    int counted = 0;
    auto notWide = [](const Anchor& a) { return !a.wide; };
    const std::unordered_set<int> common =
        sharedKeys(anchors, ids, notWide, [](const Candidate& c) { return c.value; }, counted);
    if (counted == 0) continue;
    for (int id : ids)
      if (!anchors[id].wide)
        changed |= prune(anchors[id], kBySameConstant, [&](const Candidate& c) { return !common.count(c.value); });
  }
  return changed;
}

// A non-repeatable saved slot of one forward call is read by one anchor only: an anchor down to one candidate
// takes its slot from the others.
bool Solver::exclusiveSlotRule() {
  bool changed = false;
  std::unordered_map<uint64_t, std::vector<int>> holders;
  auto slotKey = [](int call, int row) {
    return (static_cast<uint64_t>(static_cast<uint32_t>(call)) << 32) | static_cast<uint32_t>(row);
  };
  for (size_t i = 0; i < anchors.size(); ++i)
    for (const Candidate& c : anchors[i].candidates)
      if (!table_.rows[c.row].clauses.multi) holders[slotKey(c.call, c.row)].push_back(static_cast<int>(i));
  for (size_t i = 0; i < anchors.size(); ++i) {
    const Anchor& a = anchors[i];
    if (a.wide || a.candidates.size() != 1 || table_.rows[a.candidates[0].row].clauses.multi) continue;
    const Candidate fixed = a.candidates[0];
    for (int j : holders[slotKey(fixed.call, fixed.row)])
      if (j != static_cast<int>(i))
        changed |= prune(anchors[j], kByExclusion,
                         [&](const Candidate& c) { return c.call == fixed.call && c.row == fixed.row; });
  }
  return changed;
}

// Two constants saved as inputs are two tensors: a node taken by one is not the other's.
bool Solver::distinctInputsRule() {
  const size_t n = constantNames.size();
  std::vector<char> eligible(n, 0);    // every candidate of every anchor is a saved input, not shared
  std::vector<int> fixedValue(n, -1);  // ... and they all name one forward node
  for (size_t k = 0; k < n; ++k) {
    if (anchorsOfConstant_[k].empty()) continue;
    bool ok = true;
    std::unordered_set<int> values;
    for (int id : anchorsOfConstant_[k]) {
      const Anchor& a = anchors[id];
      if (a.wide || a.detached) ok = false;
      for (const Candidate& c : a.candidates) {
        if (table_.rows[c.row].saved->role != SavedRole::Input || c.shared) ok = false;
        values.insert(c.value);
      }
    }
    if (!ok) continue;
    eligible[k] = 1;
    if (values.size() == 1) fixedValue[k] = *values.begin();
  }
  std::unordered_map<int, int> taken;  // value → constant
  for (size_t k = 0; k < n; ++k)
    if (fixedValue[k] >= 0) {
      auto [it, fresh] = taken.emplace(fixedValue[k], static_cast<int>(k));
      if (!fresh && it->second != static_cast<int>(k)) contradiction_ = true;
    }
  if (taken.empty() || contradiction_) return false;
  bool changed = false;
  for (size_t k = 0; k < n; ++k) {
    if (!eligible[k] || fixedValue[k] >= 0) continue;
    for (int id : anchorsOfConstant_[k])
      changed |= prune(anchors[id], kByExclusion, [&](const Candidate& c) { return !c.shared && taken.count(c.value) > 0; });
  }
  return changed;
}

}  // namespace fx::makefx
