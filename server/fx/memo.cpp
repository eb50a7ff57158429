#include "memo.h"

#include <utility>

namespace fx {

template <class T, class F>
const T& AnalysisMemo::get(std::unordered_map<uint64_t, Entry<T>>& m, const Graph& g, std::deque<T>& scratch,
                          F compute) {
  if (!g.serial) return scratch.emplace_back(compute(g));
  auto [it, fresh] = m.try_emplace(g.serial);
  if (fresh) it->second.value = compute(g);
  it->second.used = analyses_;
  return it->second.value;
}

const ContentRole& AnalysisMemo::contentRole(const Graph& g) { return get(roles_, g, roleScratch_, roleFromContent); }

const PairingFacts& AnalysisMemo::pairingFacts(const Graph& g) { return get(facts_, g, factsScratch_, pairingFactsOf); }

bool AnalysisMemo::hasUnresolved(const Graph& g) {
  return get(unresolved_, g, unresolvedScratch_, [](const Graph& x) { return static_cast<char>(hasUnresolvedArgs(x)); });
}

const PairMarks* AnalysisMemo::pairMarks(uint64_t f, uint64_t b, uint64_t j) {
  auto it = marks_.find(Key{f, b, j});
  if (it == marks_.end()) return nullptr;
  it->second.used = analyses_;
  return &it->second.value;
}

void AnalysisMemo::keepPairMarks(uint64_t f, uint64_t b, uint64_t j, PairMarks marks) {
  marks_[Key{f, b, j}] = {std::move(marks), analyses_};
}

const std::vector<Association>* AnalysisMemo::pairAssociations(uint64_t f, uint64_t b, uint64_t j) {
  auto it = associations_.find(Key{f, b, j});
  if (it == associations_.end()) return nullptr;
  it->second.used = analyses_;
  return &it->second.value;
}

void AnalysisMemo::keepPairAssociations(uint64_t f, uint64_t b, uint64_t j, std::vector<Association> bySlot) {
  associations_[Key{f, b, j}] = {std::move(bySlot), analyses_};
}

PairSerials serialsOf(const std::vector<Graph>& graphs, const Pair& p) {
  PairSerials k;
  for (auto [index, serial] : {std::pair{p.forward, &k.f}, std::pair{p.backward, &k.b}, std::pair{p.joint, &k.j}}) {
    if (index < 0) continue;
    *serial = graphs[index].serial;
    k.memoizable = k.memoizable && *serial != 0;
  }
  return k;
}

void AnalysisMemo::sweep() {
  auto drop = [&](auto& m) { std::erase_if(m, [&](const auto& kv) { return kv.second.used != analyses_; }); };
  drop(roles_);
  drop(facts_);
  drop(scores_);
  drop(marks_);
  drop(associations_);
  drop(unresolved_);
  roleScratch_.clear();
  factsScratch_.clear();
  unresolvedScratch_.clear();
  ++analyses_;
}

}  // namespace fx
