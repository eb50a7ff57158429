// Graph diff (fx/graph_diff.h) against truth from real runs: tests/corpus/diff/gen.py's truth.json pairs the nodes
// of two compiles by what autograd recorded in the run (op, target, the Dynamo node each was traced from and its
// sequence number within it), never by printed names. Each compared pair of graphs must match every node the
// truth matches, to the same node, and leave unmatched what it leaves unmatched.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

#include "corpus.h"
#include "fx/graph_diff.h"

using nlohmann::json;
using namespace testsupport;

namespace {

// Where fxlens pairs nodes the run does not, and why (docs/DIFF.md "Tested"): the truth tells two nodes apart by the
// Dynamo op each was traced from; a printout does not say that the detach autograd saves for a relu's backward and
// the one it saves for a tanh's (the op the user replaced) are different nodes, so fxlens pairs them (the same op in
// the same place) and says their input changed.
const std::set<std::string> kKnownExtra = {
    "retrace forward detach_1", "retrace forward detach_2", "retrace backward detach_2", "retrace backward detach_3"};

// The graph a truth side names: a log's graph of that compile id and role, else the one graph of its file.
int graphOf(const fx::Analysis& a, const json& side) {
  const std::string role = side["role"];
  for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g) {
    const fx::Graph& gr = a.graphs[g];
    if (gr.parent >= 0 || fx::toString(gr.role) != role) continue;
    if (side.contains("compile_id") && !side["compile_id"].is_null() && !gr.compileId.empty() &&
        gr.compileId != side["compile_id"].get<std::string>())
      continue;
    return g;
  }
  return -1;
}

struct Scored {
  int agree = 0, truthPairs = 0, wrongPairs = 0, extra = 0;
};

Scored score(const fx::Graph& ga, const fx::Graph& gb, const fx::GraphDiff& d, const json& pair, const std::string& where,
             std::set<std::string>& knownSeen) {
  std::map<std::string, std::string> truth;
  for (const auto& m : pair["matches"]) truth[m[0].get<std::string>()] = m[1].get<std::string>();
  Scored s;
  s.truthPairs = static_cast<int>(truth.size());
  for (const fx::NodeMatch& m : d.matches) {
    const std::string a(ga.nodes[m.a].name), b(gb.nodes[m.b].name);
    auto it = truth.find(a);
    if (it == truth.end()) {
      if (kKnownExtra.count(where + " " + a)) knownSeen.insert(where + " " + a);
      else ++s.extra;
      UNSCOPED_INFO("matched " << a << " with " << b << ", truth: neither is matched");
    }
    else if (it->second == b) ++s.agree;
    else {
      ++s.wrongPairs;
      UNSCOPED_INFO("matched " << a << " with " << b << ", truth " << it->second);
    }
  }
  return s;
}

size_t knownSeenIn(const std::set<std::string>& seen, const std::string& where) {
  return static_cast<size_t>(std::count_if(seen.begin(), seen.end(), [&](const std::string& k) { return k.starts_with(where + " "); }));
}

}  // namespace

TEST_CASE("graph diff against the runs' own node pairing", "[diff][corpus]") {
  const std::string root = corpusPath("diff/2.15.0");
  REQUIRE(exists(root));
  int cases = 0;
  std::set<std::string> knownSeen;
  for (const auto& e : std::filesystem::directory_iterator(root)) {
    if (!exists(e.path().string() + "/truth.json")) continue;
    const json truth = json::parse(readText(e.path().string() + "/truth.json"));
    for (const auto& pair : truth["pairs"]) {
      const std::string fa = e.path().string() + "/" + pair["a"]["file"].get<std::string>();
      const std::string fb = e.path().string() + "/" + pair["b"]["file"].get<std::string>();
      // Each side's files together (a backward with its forward, whose diff says what its saved inputs are).
      auto load = [&](const std::string& file) {
        std::vector<fx::SourceFile> files{{file, readText(file)}};
        if (file.ends_with("bwd.txt")) files.push_back({file.substr(0, file.size() - 7) + "fwd.txt", readText(file.substr(0, file.size() - 7) + "fwd.txt")});
        return fx::analyze(std::move(files));
      };
      const fx::Analysis a = load(fa), b = load(fb);
      const int ga = graphOf(a, pair["a"]), gb = graphOf(b, pair["b"]);
      INFO(e.path().filename().string() << ": " << pair["a"].dump() << " vs " << pair["b"].dump());
      REQUIRE(ga >= 0);
      REQUIRE(gb >= 0);
      const fx::GraphDiff d = fx::diffGraphs(a, ga, b, gb);
      const std::string where = e.path().filename().string() + " " + pair["a"]["role"].get<std::string>();
      const Scored s = score(a.graphs[ga], b.graphs[gb], d, pair, where, knownSeen);
      const int unmatched = static_cast<int>(pair["unmatched_a"].size());
      CHECK(static_cast<int>(d.removed.size()) + static_cast<int>(knownSeenIn(knownSeen, where)) == unmatched);
      CHECK(s.agree == s.truthPairs);
      CHECK(s.wrongPairs == 0);
      CHECK(s.extra == 0);
      ++cases;
    }
  }
  CHECK(cases == 6);
  CHECK(knownSeen == kKnownExtra);  // a divergence fixed: take it off the list
}
