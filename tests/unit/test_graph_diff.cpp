// Graph diff (fx/graph_diff.h): two compiles' graphs matched node by node, on real torch 2.15 printouts and on
// edits of them whose effect is known.
#include <catch2/catch.hpp>

#include <regex>
#include <set>

#include "corpus.h"
#include "fx/graph_diff.h"
#include "fx/recompute_advice.h"

namespace {

using testsupport::corpusPath;
using testsupport::readText;

const std::string kGen = "torch2gen/2.15.0/";

fx::Analysis analyzeOne(const std::string& name, std::string text) { return fx::analyze({{name, std::move(text)}}); }

// Graph 0 of each text against the other.
fx::GraphDiff diffTexts(const std::string& a, const std::string& b) {
  const fx::Analysis x = analyzeOne("a.txt", a), y = analyzeOne("b.txt", b);
  REQUIRE(!x.graphs.empty());
  REQUIRE(!y.graphs.empty());
  return fx::diffGraphs(x.graphs[0], y.graphs[0]);
}

bool onlyShapeChanges(const fx::NodeMatch& m) {
  for (const std::string& c : m.changes)
    if (!c.starts_with("type ") && !c.starts_with("argument ") && !c.starts_with("output ")) return false;
  return true;
}

}  // namespace

TEST_CASE("a graph against itself: every node matched and the same", "[diff]") {
  const std::string text = readText(corpusPath(kGen + "transformer/gm/fwd.readable.txt"));
  const fx::GraphDiff d = diffTexts(text, text);
  const fx::Analysis a = analyzeOne("a.txt", text);
  CHECK(d.matches.size() == a.graphs[0].nodes.size());
  CHECK(d.added.empty());
  CHECK(d.removed.empty());
  CHECK(d.changed() == 0);
  CHECK(d.renamed() == 0);
  for (const fx::NodeMatch& m : d.matches) CHECK(m.a == m.b);
}

TEST_CASE("every node renamed: matched by structure with no change", "[diff]") {
  const std::string text = readText(corpusPath(kGen + "transformer/gm/fwd.readable.txt"));
  const fx::Analysis a = analyzeOne("a.txt", text);
  std::string renamed = text;
  int computed = 0;
  for (const fx::Node& n : a.graphs[0].nodes) {
    if (!n.isCompute()) continue;
    ++computed;
    // the name where it is one: not inside a target (`aten.mm.default` beside a node `mm`)
    renamed = std::regex_replace(renamed, std::regex("(^|[^.\\w])" + std::string(n.name) + "\\b"), "$1" + std::string(n.name) + "_r");
  }
  REQUIRE(computed > 50);
  const fx::GraphDiff d = diffTexts(text, renamed);
  CHECK(d.added.empty());
  CHECK(d.removed.empty());
  CHECK(d.changed() == 0);
  CHECK(d.renamed() == computed);
  for (const fx::NodeMatch& m : d.matches) {
    CHECK(m.a == m.b);
    CHECK(m.how != fx::MatchHow::Name);  // no name is left in common
  }
}

TEST_CASE("one op replaced: that node removed and added and its users' argument changed", "[diff]") {
  const std::string text = readText(corpusPath(kGen + "transformer/gm/fwd.readable.txt"));
  const fx::Analysis a = analyzeOne("a.txt", text);
  // The first relu (or gelu) of the printout becomes a sigmoid under the same name.
  const fx::Graph& g = a.graphs[0];
  int victim = -1;
  for (int i = 0; i < static_cast<int>(g.nodes.size()) && victim < 0; ++i)
    if (g.nodes[i].opNameView() == "relu" || g.nodes[i].opNameView() == "gelu") victim = i;
  REQUIRE(victim >= 0);
  const std::string target(g.nodes[victim].target);
  const size_t at = text.find(target, g.nodes[victim].defRange.begin);
  REQUIRE(at != std::string::npos);
  std::string edited = text;
  edited.replace(at, target.size(), "torch.ops.aten.sigmoid.default");
  const fx::GraphDiff d = diffTexts(text, edited);
  REQUIRE(d.removed == std::vector<int>{victim});
  REQUIRE(d.added == std::vector<int>{victim});
  // Its users are matched (their op and other inputs agree) and say which argument now reads another node.
  for (int user : g.usersOf(victim)) {
    REQUIRE(d.aToB[user] == user);
    bool said = false;
    for (const fx::NodeMatch& m : d.matches)
      if (m.a == user)
        for (const std::string& c : m.changes) said = said || c.find("`" + std::string(g.nodes[victim].name) + "`") != std::string::npos;
    CHECK(said);
  }
}

TEST_CASE("two sizes of one model: every graph matched whole and only shapes and sizes change", "[diff]") {
  const fx::Analysis a = analyzeOne("side32.txt", readText(corpusPath(kGen + "two_sizes/side32/torch_logs.txt")));
  const fx::Analysis b = analyzeOne("side48.txt", readText(corpusPath(kGen + "two_sizes/side48/torch_logs.txt")));
  const auto pairs = fx::counterpartGraphs(a, b);
  REQUIRE(pairs.size() >= 3);  // forward, backward and joint at least
  int typeChanges = 0;
  for (auto [ga, gb] : pairs) {
    INFO(a.graphs[ga].id << " vs " << b.graphs[gb].id);
    CHECK(a.graphs[ga].role == b.graphs[gb].role);
    const fx::GraphDiff d = fx::diffGraphs(a.graphs[ga], b.graphs[gb]);
    CHECK(d.added.empty());
    CHECK(d.removed.empty());
    for (const fx::NodeMatch& m : d.matches) {
      CHECK(onlyShapeChanges(m));
      CHECK(m.a == m.b);  // the same program: the same nodes in the same order
      for (const std::string& c : m.changes) typeChanges += c.starts_with("type ");
    }
  }
  CHECK(typeChanges > 0);
}

TEST_CASE("default against min-cut partitions: the saved values differ as comparePartitions says", "[diff]") {
  auto load = [](const std::string& side) {
    const std::string dir = corpusPath(kGen + "mincut_vs_default/" + side + "/gm/");
    return fx::analyze({{side + "/fwd.readable.txt", readText(dir + "fwd.readable.txt")},
                        {side + "/bwd.readable.txt", readText(dir + "bwd.readable.txt")}});
  };
  const fx::Analysis a = load("default"), b = load("mincut");
  REQUIRE(a.pairs.size() == 1);
  REQUIRE(b.pairs.size() == 1);
  const int fa = a.pairs[0].forward, fb = b.pairs[0].forward;
  REQUIRE(fx::counterpartGraph(a, fa, b, {0, 1}) == fb);
  const fx::GraphDiff d = fx::diffGraphs(a.graphs[fa], b.graphs[fb]);
  const fx::CostDiff c = fx::diffCosts(a, fa, b, fb, d);
  CHECK(c.hasPartition);
  // comparePartitions compares by name within one analysis: put both in one to ask it.
  std::vector<fx::SourceFile> both;
  for (const std::string side : {"default", "mincut"})
    for (const std::string f : {"fwd", "bwd"})
      both.push_back({side + "/" + f + ".readable.txt",
                      readText(corpusPath(kGen + "mincut_vs_default/" + side + "/gm/" + f + ".readable.txt")), side});
  const fx::Analysis ab = fx::analyze(std::move(both));
  REQUIRE(ab.pairs.size() == 2);
  const bool defaultFirst = ab.docs[ab.graphs[ab.pairs[0].forward].doc].path.starts_with("default");
  const fx::PartitionComparison p =
      fx::comparePartitions(ab, ab.pairs[defaultFirst ? 0 : 1], ab.pairs[defaultFirst ? 1 : 0]);
  auto names = [](const fx::Graph& g, const std::vector<int>& v) {
    std::vector<std::string> out;
    for (int i : v) out.emplace_back(g.nodes[i].name);
    std::sort(out.begin(), out.end());
    return out;
  };
  CHECK(names(a.graphs[fa], c.savedOnlyA) == p.savedOnlyA);
  CHECK(names(b.graphs[fb], c.savedOnlyB) == p.savedOnlyB);
  CHECK(c.savedBoth.size() == p.savedBoth.size());
  CHECK(c.savedOnlyA.size() + c.savedOnlyB.size() > 0);  // the two partitioners chose differently
  std::vector<std::string> recomputedB = c.recomputedBoth;
  recomputedB.insert(recomputedB.end(), c.recomputedOnlyB.begin(), c.recomputedOnlyB.end());
  std::sort(recomputedB.begin(), recomputedB.end());
  std::vector<std::string> expected = p.recomputedB;
  std::sort(expected.begin(), expected.end());
  CHECK(recomputedB == expected);
}

// Two whole logs of many compiles: a graph takes its twin (same role, names and ops) in order; one changed graph
// takes the most alike graph of its role near its place. Each graph of b once.
TEST_CASE("two whole logs: each graph with its twin and a changed one with its nearest counterpart", "[diff]") {
  const std::string log = readText(corpusPath(kGen + "two_sizes/side32/torch_logs.txt"));
  std::string many;
  for (int k = 0; k < 40; ++k) many += log;
  const fx::Analysis a = analyzeOne("a.txt", many);
  // b: the same log, but the first `relu` of its 21st copy is a `sigmoid`.
  const size_t copy21 = 20 * log.size();
  std::string edited = many;
  const size_t relu = edited.find("torch.ops.aten.relu.default", copy21);
  REQUIRE(relu != std::string::npos);
  REQUIRE(relu < copy21 + log.size());
  edited.replace(relu, std::string("torch.ops.aten.relu.default").size(), "torch.ops.aten.sigmoid.default");
  const fx::Analysis b = analyzeOne("b.txt", edited);
  REQUIRE(a.graphs.size() == b.graphs.size());
  const auto pairs = fx::counterpartGraphs(a, b);
  std::set<int> taken;
  int same = 0, changed = 0;
  for (auto [ga, gb] : pairs) {
    CHECK(a.graphs[ga].role == b.graphs[gb].role);
    CHECK(taken.insert(gb).second);  // each of b's graphs once
    const fx::GraphDiff d = fx::diffGraphs(a.graphs[ga], b.graphs[gb]);
    if (d.added.empty() && d.removed.empty()) {
      ++same;
    } else {
      ++changed;
      CHECK(ga == gb);  // the changed graph with its own edited copy, not another compile's
    }
  }
  CHECK(pairs.size() == a.graphs.size() - std::count_if(a.graphs.begin(), a.graphs.end(), [](const fx::Graph& g) { return g.parent >= 0; }));
  CHECK(changed >= 1);
  CHECK(same == static_cast<int>(pairs.size()) - changed);
}
