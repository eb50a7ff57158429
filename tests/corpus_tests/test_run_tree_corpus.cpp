// The run tree (fx/run_tree.h) against truth from real runs: tests/corpus/run/gen.py's truth.json (torch 2.15, two
// ranks under gloo whose programs differ, and one process recompiling twice), captured in the run: each process's
// compile ids, each compile's Dynamo, AOT forward and backward graphs (node names, in order), the recompile reasons
// Dynamo logged, and where the ranks' graphs first differ.
#include <algorithm>
#include <filesystem>
#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>

#include "corpus.h"
#include "fx/dump_names.h"
#include "fx/kernels.h"
#include "fx/run_tree.h"
#include "inputs.h"

using nlohmann::json;
using namespace testsupport;

namespace {

fx::Analysis analyzeFolder(const std::string& dir) { return fx::analyze(cli::readInputs(cli::inputFiles({dir}))); }

const char* roleOf(const std::string& kind) { return kind == "dynamo" ? "dynamo" : kind == "forward" ? "forward" : "backward"; }

// The graph of a compile with the role the truth's kind names (the first: a trace prints each once).
int graphOfKind(const fx::Analysis& a, const fx::RunCompile& c, const std::string& kind) {
  for (int g : c.graphs)
    if (fx::toString(a.graphs[g].role) == std::string(roleOf(kind))) return g;
  return -1;
}

std::vector<std::string> names(const fx::Graph& g) {
  std::vector<std::string> out;
  for (const fx::Node& n : g.nodes)
    if (n.op != fx::OpKind::Output) out.emplace_back(n.name);
  return out;
}

// `- 0/0: reason` lines of a `[__recompiles]` message, as the tree keeps them (without `0/0: `, once each).
std::vector<std::string> reasonsOf(const std::string& message) {
  std::vector<std::string> out;
  size_t at = 0;
  while ((at = message.find("- ", at)) != std::string::npos) {
    const size_t end = std::min(message.find('\n', at), message.size());
    std::string r = message.substr(at + 2, end - at - 2);
    r = r.substr(r.find(": ") + 2);
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
    at = end;
  }
  return out;
}

}  // namespace

TEST_CASE("run tree against the runs' compile ids graphs and recompile reasons", "[run][corpus]") {
  for (const std::string c : {"ranks", "recompile"}) {
    const std::string dir = corpusPath("run/2.15.0/" + c);
    const json truth = json::parse(readText(dir + "/truth.json"));
    const fx::Analysis a = analyzeFolder(dir + "/trace");
    const fx::RunTree t = fx::runTree(a);
    INFO(c);
    REQUIRE(t.ranks.size() == truth["processes"].size());
    for (const fx::RunRank& r : t.ranks) {
      const json& p = truth["processes"][std::to_string(std::max(r.rank, 0))];
      INFO("rank " << r.rank);
      CHECK((r.rank >= 0) == (truth["world_size"].get<int>() > 1));
      std::vector<std::string> ids;
      for (const fx::RunCompile& rc : r.compiles) ids.push_back(rc.id);
      CHECK(ids == p["compile_ids"].get<std::vector<std::string>>());
      for (size_t i = 0; i < r.compiles.size(); ++i) {
        const fx::RunCompile& rc = r.compiles[i];
        INFO("compile " << rc.id);
        for (const std::string kind : {"dynamo", "forward", "backward"}) {
          const int g = graphOfKind(a, rc, kind);
          REQUIRE(g >= 0);
          std::vector<std::string> want;
          for (const auto& n : p["compiles"][rc.id][kind]["nodes"])
            if (n[1] != "output") want.push_back(n[0]);
          CHECK(names(a.graphs[g]) == want);
        }
        // The first compile has no reason; compile i was caused by the i-th recompile message.
        const std::vector<std::string> want = i == 0 ? std::vector<std::string>{} : reasonsOf(p["recompiles_log"][i - 1]);
        CHECK(rc.reasons == want);
      }
    }
  }
}

TEST_CASE("run tree: ranks whose graphs differ at the first differing node", "[run][corpus]") {
  const std::string dir = corpusPath("run/2.15.0/ranks");
  const json truth = json::parse(readText(dir + "/truth.json"));
  const fx::Analysis a = analyzeFolder(dir + "/trace");
  const fx::RunTree t = fx::runTree(a);
  int compared = 0;
  for (const auto& d : truth["rank_diffs"]) {
    if (!d["differ"].get<bool>()) continue;
    INFO(d.dump());
    const auto it = std::find_if(t.divergences.begin(), t.divergences.end(), [&](const fx::RankDivergence& v) {
      return v.compileId == d["compile_id"] && fx::toString(a.graphs[v.graphA].role) == std::string(roleOf(d["kind"]));
    });
    REQUIRE(it != t.divergences.end());
    CHECK(it->rankA == 0);
    CHECK(it->rankB == 1);
    CHECK(it->nodeA == d["index"].get<int>());
    CHECK(std::string(a.graphs[it->graphA].nodes[it->nodeA].name) == d["rank_0"][0]);
    CHECK(std::string(a.graphs[it->graphB].nodes[it->nodeB].name) == d["rank_1"][0]);
    ++compared;
  }
  CHECK(compared == 6);  // dynamo, forward and backward of 0/0 and 0/1
  // One process: nothing to compare.
  CHECK(fx::runTree(analyzeFolder(corpusPath("run/2.15.0/recompile/trace"))).divergences.empty());
}

TEST_CASE("run tree: Inductor's output code under the compile it belongs to", "[run][corpus]") {
  // tests/corpus/inductor: each case's truth lists every output code of the run with each call's handle.
  for (const std::string c : {"mlp", "convnet", "attention", "pool", "gru", "embed", "dynamic"}) {
    const std::string dir = corpusPath("inductor/2.15.0/" + c);
    const json truth = json::parse(readText(dir + "/truth.json"));
    const fx::Analysis a = fx::analyze({{dir + "/torch_logs.txt", readText(dir + "/torch_logs.txt")}});
    const fx::RunTree t = fx::runTree(a);
    INFO(c);
    REQUIRE(t.ranks.size() == 1);
    REQUIRE(t.ranks[0].compiles.size() == 1);
    const fx::RunCompile& rc = t.ranks[0].compiles[0];
    CHECK(rc.id == (c == "dynamic" ? "0/0_1" : "0/0"));  // the dynamic-shape run: its log says attempt 1
    REQUIRE(rc.outputCodes.size() == truth["output_codes"].size());
    const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
    for (size_t i = 0; i < rc.outputCodes.size(); ++i) {
      const fx::RunOutputCode& oc = rc.outputCodes[i];
      // Every call Inductor's table lists, and those it writes without a debug handle (the pool's scatter_reduce_).
      const auto& calls = compiled.at(i).code.calls;
      const auto handled = std::count_if(calls.begin(), calls.end(), [](const auto& k) { return !k.handle.empty(); });
      CHECK(handled == static_cast<std::ptrdiff_t>(truth["output_codes"][i]["kernels"].size()));
      CHECK(oc.calls == static_cast<int>(calls.size()));
      REQUIRE(oc.graph >= 0);
      CHECK(std::find(rc.graphs.begin(), rc.graphs.end(), oc.graph) != rc.graphs.end());  // its graph is in the compile
    }
  }
}

TEST_CASE("run tree: TORCH_LOGS=+recompiles reasons are read like recompiles ones", "[run][corpus]") {
  // The verbose form (pytorch/pytorch#128071 prints it: `[__recompiles_verbose]`, a `guard N failures:` line per
  // cache entry, then its `- F/C: reason`), made from the recompile corpus log by rewriting its recompiles lines.
  std::string log = readText(corpusPath("diff/2.15.0/recompile/torch_logs.txt"));
  const std::string tag = "[__recompiles]", failure = "[__recompiles]     - 0/0:";
  const size_t at = log.find(failure);
  REQUIRE(at != std::string::npos);
  const size_t lineStart = log.rfind('\n', at) + 1;
  const std::string prefix = log.substr(lineStart, at - lineStart);
  log.insert(lineStart, prefix + "[__recompiles]     guard 0 failures:\n");
  for (size_t p = log.find(tag); p != std::string::npos; p = log.find(tag, p)) log.replace(p, tag.size(), "[__recompiles_verbose]");
  const fx::Analysis a = fx::analyze({{"verbose.txt", log}});
  const fx::RunTree t = fx::runTree(a);
  REQUIRE(t.ranks.size() == 1);
  REQUIRE(t.ranks[0].compiles.size() == 2);
  CHECK(t.ranks[0].compiles[1].reasons == std::vector<std::string>{"tensor 'x' size mismatch at index 0. expected 4, actual 8"});
}

// A tlparse folder lists a compile's files by name (aot_backward_graph_5 before aot_forward_graph_4); the run printed
// them Dynamo's graph first, then AOTAutograd's joint, forward and backward, and tlparse numbered them so.
TEST_CASE("run tree: a tlparse folder's graphs in the order the run printed them", "[run][corpus]") {
  const auto rankOf = [](fx::Role r) {
    switch (r) {
      case fx::Role::Dynamo: return 0;
      case fx::Role::Joint: return 1;
      case fx::Role::Forward: return 2;
      case fx::Role::Backward: return 3;
      default: return -1;
    }
  };
  int compiles = 0, withBoth = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpusPath("torch2gen"))) {
    if (!e.is_directory() || e.path().filename() != "tlparse") continue;
    const fx::Analysis a = analyzeFolder(e.path().string());
    INFO(e.path().string());
    for (const fx::RunRank& r : fx::runTree(a).ranks)
      for (const fx::RunCompile& c : r.compiles) {
        int last = -1, lastSeq = -1;
        bool forward = false, backward = false;
        for (int g : c.graphs) {
          const int seq = fx::dumps::tlparseSequence(a.docs[a.graphs[g].doc].path);
          CHECK(seq >= lastSeq);
          lastSeq = seq;
          const int k = rankOf(a.graphs[g].role);
          if (k < 0) continue;
          CHECK(k >= last);
          last = k;
          forward |= k == 2, backward |= k == 3;
        }
        ++compiles;
        withBoth += forward && backward;
      }
  }
  CHECK(compiles >= 40);
  CHECK(withBoth >= 20);  // the case the folder's own order gets wrong
}
