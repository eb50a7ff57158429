// What fxlens says a pair saves for backward, against what the real run saved: torch 1.13 truth.json's
// "saved_measured" (tests/corpus/torch113/measure_saved.py: the compiled function's saved tensors) and torch 2.15's
// saved_measured.json (tests/corpus/torch2gen/measure_saved.py: saved_tensors_hooks). torch 1.13 printouts carry
// no sizes, so there every saved tensor must be reported as of unknown size, never counted as 0 bytes; torch 2.15
// printouts are typed, so there the bytes must be the run's, to the byte.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "corpus.h"
#include "fx/summary.h"

using nlohmann::json;
using namespace testsupport;

namespace {

// The one pair of a forward and a backward file, analysed together.
fx::PairSummary summaryOf(const std::string& fwd, const std::string& bwd, fx::Analysis& a) {
  a = fx::analyze({{fwd, readText(fwd)}, {bwd, readText(bwd)}});
  REQUIRE(a.pairs.size() == 1);
  return fx::summarize(a, a.pairs[0]);
}

}  // namespace

TEST_CASE("torch 1.13: as many saved tensors as the run saved, every one of unknown size", "[corpus][saved]") {
  int pairs = 0;
  for (const char* sub : {"aot_default", "aot_mincut"}) {
    for (const auto& dir : caseDirs(sub)) {
      json truth = json::parse(readText(dir + "/truth.json"));
      if (!truth.contains("saved_measured")) continue;
      const int measured = truth["saved_measured"]["tensors"].get<int>();
      for (const char* form : {"code", "readable", "graph", "tabular"}) {
        std::string fwd = dir + "/fwd." + form + ".txt", bwd = dir + "/bwd." + form + ".txt";
        if (!exists(fwd) || !exists(bwd)) continue;
        INFO(fwd);
        fx::Analysis a;
        fx::PairSummary s = summaryOf(fwd, bwd, a);
        CHECK(s.saved == measured);
        CHECK(s.savedKnownSize == 0);
        CHECK(s.savedBytes == 0);
        CHECK(static_cast<int>(s.symbolic.size()) == s.saved);
        ++pairs;
      }
    }
  }
  CHECK(pairs >= 100);  // 15 cases × 2 partitions × 4 forms, less the big one's tabular form
}

TEST_CASE("torch 2.15: the saved tensors' bytes are the run's", "[corpus][saved]") {
  json measured = json::parse(readText(corpusPath("torch2gen/2.15.0/saved_measured.json")));
  int checked = 0, dynamic = 0;
  for (auto& [folder, byCompile] : measured.items()) {
    // one compile (one forward/backward pair in gm/) and a run that saved plain tensors only
    if (byCompile.size() != 1 || byCompile.contains("error")) continue;
    const json& m = byCompile.begin().value();
    if (m.contains("unsized")) continue;
    std::string gm = corpusPath("torch2gen/2.15.0/" + folder + "/gm/");
    if (!exists(gm + "fwd.readable.txt") || !exists(gm + "bwd.readable.txt")) continue;
    INFO(folder);
    // print_readable is typed: every saved tensor's bytes, and saved sizes (SymInt) told apart
    fx::Analysis a;
    fx::PairSummary typed = summaryOf(gm + "fwd.readable.txt", gm + "bwd.readable.txt", a);
    CHECK(typed.saved == m["tensors"].get<int>());
    if (typed.symbolic.empty()) {
      CHECK(typed.savedBytes == m["bytes"].get<uint64_t>());
    } else {  // dynamic shapes: the sizes the printout cannot say are reported apart, the rest is a part
      CHECK(typed.savedBytes < m["bytes"].get<uint64_t>());
      ++dynamic;
    }
    ++checked;
    // the untyped forms cannot tell a saved SymInt from a saved tensor: they count both, sizes unknown
    for (const char* form : {"code", "graph", "tabular"}) {
      std::string fwd = gm + "fwd." + form + ".txt", bwd = gm + "bwd." + form + ".txt";
      if (!exists(fwd) || !exists(bwd)) continue;
      INFO(fwd);
      fx::PairSummary s = summaryOf(fwd, bwd, a);
      CHECK(s.saved + s.savedSizes == typed.saved + typed.savedSizes);
      CHECK(s.savedKnownSize == 0);
      CHECK(static_cast<int>(s.symbolic.size()) == s.saved);
      ++checked;
    }
  }
  CHECK(checked >= 30);
  CHECK(dynamic >= 1);  // the `dynamic` case
}
