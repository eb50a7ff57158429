// The recompute advisor against PyTorch's own choice (docs/RECOMPUTE.md): the torch 1.13 corpus partitions each
// model with the default partitioner (saves what the backward reads) and with min-cut (recomputes cheap ops).
// Reading the DEFAULT partition, fxlens names recompute candidates; min-cut's truth says which of default's
// saved tensors it recomputed in the backward instead.
//   recall    = |candidates ∩ M| / |M|, M = default's saved ∩ min-cut's recomputed_in_bwd
//   precision = candidates that min-cut does not save either / candidates
// A "swap" in M is a tensor min-cut recomputes from a tensor the default partition does not save (min-cut saves
// that one instead: same bytes kept, a different tensor). fxlens's candidates read only tensors saved anyway or
// inputs; its swap advice names the tensor to save instead. Recall is reported over all of M, over M without
// swaps, and counting the swap advice.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <set>

#include "corpus.h"
#include "fx/recompute_advice.h"

using nlohmann::json;
using namespace testsupport;

namespace {

std::set<std::string> names(const json& j) {
  std::set<std::string> out;
  for (const auto& x : j) out.insert(x.get<std::string>());
  return out;
}

struct Counts {
  int wanted = 0, found = 0, candidates = 0, agreed = 0, swaps = 0, swapsFound = 0;
  int freeing = 0, freeingAgreed = 0;  // candidates that are not views only (they free memory)
  int swapAdvice = 0, swapAdviceAgreed = 0, swapAdviceInM = 0;  // kept tensors named with a tensor to save instead
};

// Does min-cut's backward recompute `name` from a placeholder that is neither a forward input (primals_*) nor
// saved by the default partition? Walks back through the backward's computed nodes.
bool isSwap(const fx::Graph& bwd, const std::string& name, const std::set<std::string>& defSaved) {
  std::vector<int> todo;
  std::set<int> seen;
  if (int i = bwd.find(name); i >= 0) todo.push_back(i);
  while (!todo.empty()) {
    const int i = todo.back();
    todo.pop_back();
    if (!seen.insert(i).second) continue;
    const fx::Node& n = bwd.nodes[i];
    if (n.op == fx::OpKind::Placeholder) {
      const std::string ph(n.name.view());
      if (!ph.starts_with("primals_") && !ph.starts_with("tangents_") && !defSaved.count(ph)) return true;
      continue;
    }
    for (const fx::Use& u : n.uses())
      if (u.node >= 0) todo.push_back(u.node);
  }
  return false;
}

Counts measureCase(const std::string& dir, std::string& line) {
  const std::string def = dir + "/aot_default", cut = dir + "/aot_mincut";
  const json defTruth = json::parse(readText(def + "/truth.json")), cutTruth = json::parse(readText(cut + "/truth.json"));
  fx::Analysis a = fx::analyze({{def + "/fwd.code.txt", readText(def + "/fwd.code.txt")},
                                {def + "/bwd.code.txt", readText(def + "/bwd.code.txt")}});
  Counts c;
  REQUIRE(a.pairs.size() >= 1);
  const fx::PairAdvice adv = fx::adviseRecompute(a, a.pairs[0]);
  const auto defSaved = names(defTruth["saved"]), cutSaved = names(cutTruth["saved"]);
  const auto cutRecomputed = names(cutTruth["recomputed_in_bwd"]);
  std::set<std::string> cand, swapped;
  for (const auto& s : adv.saved) {
    if (s.swap) swapped.insert(std::string(a.node(s.producer)->name.view()));
    if (!s.candidate) continue;
    const std::string n(a.node(s.producer)->name.view());
    cand.insert(n);
    if (!s.viewOnly) c.freeing += 1, c.freeingAgreed += cutSaved.count(n) ? 0 : 1;
  }
  const fx::Analysis cutA = fx::analyze({{cut + "/bwd.code.txt", readText(cut + "/bwd.code.txt")}});
  REQUIRE(cutA.graphs.size() == 1);
  std::string missed;
  for (const auto& n : defSaved) {
    if (!cutRecomputed.count(n)) continue;
    ++c.wanted;
    const bool swap = isSwap(cutA.graphs[0], n, defSaved);
    c.swaps += swap ? 1 : 0;
    if (cand.count(n)) c.found += 1, c.swapsFound += swap ? 1 : 0;
    else if (swapped.count(n)) c.swapAdviceInM += 1;
    else missed += " " + n + (swap ? " (swap)" : "");
  }
  c.swapAdvice = static_cast<int>(swapped.size());
  for (const auto& n : swapped) c.swapAdviceAgreed += cutSaved.count(n) ? 0 : 1;
  c.candidates = static_cast<int>(cand.size());
  std::string disagreed;
  int shown = 0;
  for (const auto& n : cand) {
    c.agreed += cutSaved.count(n) ? 0 : 1;
    if (cutSaved.count(n) && shown++ < 6) disagreed += " " + n;
  }
  line = std::filesystem::path(dir).filename().string() + ": saved " + std::to_string(defSaved.size()) +
         ", min-cut recomputes " + std::to_string(c.wanted) + " (swaps " + std::to_string(c.swaps) + "), found " +
         std::to_string(c.found) + " (swaps " + std::to_string(c.swapsFound) + ") + " +
         std::to_string(c.swapAdviceInM) + " by swap advice" + ", swap advice " + std::to_string(c.swapAdvice) +
         " (min-cut agrees " + std::to_string(c.swapAdviceAgreed) + ")" +
         ", candidates " + std::to_string(c.candidates) + ", min-cut agrees " + std::to_string(c.agreed) +
         (missed.empty() ? "" : ", missed:" + missed) + (disagreed.empty() ? "" : ", min-cut saves:" + disagreed);
  return c;
}

}  // namespace

TEST_CASE("recompute advice against min-cut's choice on the torch 1.13 corpus", "[advice]") {
  Counts total;
  int casesSeen = 0;
  for (const auto& e : std::filesystem::directory_iterator(corpusPath("torch113"))) {
    const std::string dir = e.path().string();
    if (!exists(dir + "/aot_default/truth.json") || !exists(dir + "/aot_mincut/truth.json")) continue;
    std::string line;
    const Counts c = measureCase(dir, line);
    std::cout << "  " << line << "\n";
    total.wanted += c.wanted;
    total.found += c.found;
    total.candidates += c.candidates;
    total.agreed += c.agreed;
    total.swaps += c.swaps;
    total.freeing += c.freeing;
    total.freeingAgreed += c.freeingAgreed;
    total.swapsFound += c.swapsFound;
    total.swapAdvice += c.swapAdvice;
    total.swapAdviceAgreed += c.swapAdviceAgreed;
    total.swapAdviceInM += c.swapAdviceInM;
    ++casesSeen;
  }
  const int plainWanted = total.wanted - total.swaps, plainFound = total.found - total.swapsFound;
  std::cout << "recall " << total.found << "/" << total.wanted << " (without swaps " << plainFound << "/"
            << plainWanted << "), precision " << total.agreed << "/" << total.candidates << " (candidates that free memory "
            << total.freeingAgreed << "/" << total.freeing << "); with swap advice: recall "
            << total.found + total.swapAdviceInM << "/" << total.wanted << ", swap advice " << total.swapAdvice
            << " (min-cut does not save " << total.swapAdviceAgreed << ")\n";
  REQUIRE(casesSeen >= 10);
  REQUIRE(plainWanted > 0);
  CHECK(plainFound * 100 >= plainWanted * 90);         // recall ≥ 90% of what can be recomputed from saved tensors
  CHECK(total.found * 100 >= total.wanted * 80);       // and ≥ 80% of everything min-cut recomputes
  // Named as recomputable, counting the swap advice (if another tensor were saved instead): the goal, ≥ 90%.
  CHECK((total.found + total.swapAdviceInM) * 100 >= total.wanted * 90);
  // Swap advice is rare; min-cut takes 3 of 4 (it breaks ties by distance to the backward). A floor.
  CHECK(total.swapAdvice > 0);
  CHECK(total.swapAdviceAgreed * 100 >= total.swapAdvice * 40);
  CHECK(total.agreed * 100 >= total.candidates * 80);  // precision ≥ 80% (docs/RECOMPUTE.md)
  // Of the candidates that free memory, min-cut saves most: it keeps what the forward materializes anyway (a
  // value read by a matmul), fxlens counts the bytes it frees (docs/RECOMPUTE.md). A floor, not a goal.
  CHECK(total.freeingAgreed * 100 >= total.freeing * 30);
}
