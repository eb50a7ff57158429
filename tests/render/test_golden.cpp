// Golden DOT: the exact DOT text fxlens plans for small real graphs (the DOT is ours, so it is stable across
// Graphviz versions; the layout is not and is checked elsewhere by structure). A change to the picture shows up
// here as a diff to review. To accept new output: FXLENS_UPDATE_GOLDEN=1 build/tests/fxlens_render_tests
// "[golden]", then look at `git diff tests/render/golden`.
// Also: the block collapse of graphs without `# File:` comments, and the cancellable renderer.
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"
#include "render/dot.h"
#include "render/render.h"

using namespace testsupport;

namespace {

// Files are given by corpus-relative paths, so that nothing of the machine's folders reaches the DOT.
fx::Analysis analyzeRel(const std::vector<std::string>& rels) {
  std::vector<fx::SourceFile> files;
  for (const auto& r : rels) files.push_back({r, readText(corpusPath(r))});
  return fx::analyze(std::move(files));
}

void checkGolden(const std::string& name, const std::string& actual) {
  std::string path = std::string(FXLENS_GOLDEN_DIR) + "/" + name;
  const char* update = std::getenv("FXLENS_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    std::ofstream(path, std::ios::binary) << actual;
    WARN("updated " << path);
    return;
  }
  REQUIRE(exists(path));
  std::string expected = readText(path);
  if (expected != actual) {
    // Point at the first difference: the whole DOT is long.
    size_t i = 0;
    while (i < expected.size() && i < actual.size() && expected[i] == actual[i]) ++i;
    size_t from = expected.rfind('\n', i == 0 ? 0 : i - 1);
    from = from == std::string::npos ? 0 : from + 1;
    INFO("golden " << name << " differs at byte " << i << "\nexpected: "
                   << expected.substr(from, expected.find('\n', i) - from) << "\nactual:   "
                   << actual.substr(from, actual.find('\n', i) - from)
                   << "\n(FXLENS_UPDATE_GOLDEN=1 rewrites the golden files)");
    CHECK(expected == actual);
  }
}

const std::string kMlp = "torch113/mlp_nll/aot_default/";

}  // namespace

TEST_CASE("golden DOT: mlp_nll joint, whole", "[golden]") {
  fx::Analysis a = analyzeRel({kMlp + "joint.code.txt", kMlp + "fwd.code.txt", kMlp + "bwd.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  checkGolden("mlp_nll_joint.dot", p.dot);
}

TEST_CASE("golden DOT: mlp_nll forward/backward pair focused on a saved tensor, dark", "[golden]") {
  fx::Analysis a = analyzeRel({kMlp + "fwd.code.txt", kMlp + "bwd.code.txt"});
  fxr::RenderOptions o;
  o.focus = "relu";
  o.depth = 1;
  o.dark = true;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  checkGolden("mlp_nll_pair_focus_relu_dark.dot", p.dot);
}

TEST_CASE("golden DOT: torch 2.x log graph collapsed by source line", "[golden]") {
  fx::Analysis a = analyzeRel({"torch2x/vkuzo_graphviz_input_aot_graphs.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  checkGolden("torch2x_collapsed_by_source.dot", p.dot);
}

TEST_CASE("whole graph above the budget without `# File:` comments: blocks of consecutive nodes") {
  // torch 1.13 printouts have no source comments: the structure left is the order of the nodes.
  fx::Analysis a = analyzeRel({"torch113/big_transformer/aot_default/joint.code.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 60;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  REQUIRE(p.total > 1000);
  CHECK(p.truncated);
  CHECK(p.dot.find("collapsed into blocks of consecutive nodes") != std::string::npos);
  int summaries = 0, hides = 0;
  for (const auto& pn : p.nodes) {
    if (pn.hides == 0) continue;
    ++summaries;
    hides += pn.hides;
    REQUIRE(pn.sample.valid());
  }
  CHECK(hides == p.hidden);
  CHECK(summaries > 10);
  CHECK(summaries <= 2 * o.maxNodes);
  // A block says its lines and its most frequent ops (`mm ×12`).
  CHECK(p.dot.find(", lines ") != std::string::npos);
  CHECK(p.dot.find(" \xC3\x97") != std::string::npos);
  // Blocks are linked by the data edges that cross them.
  CHECK(std::regex_search(p.dot, std::regex("\"s[0-9]+\" -> \"s[0-9]+\"")));
  CHECK(p.dot.find("placeholder \xC3\x97") != std::string::npos);
  // Blocks never mix sides: there are forward and backward ones.
  int firstBwd = -1;
  for (size_t i = 0; i < p.nodes.size(); ++i)
    if (p.nodes[i].hides > 0 && a.graphs[p.nodes[i].sample.graph].nodes[p.nodes[i].sample.node].category ==
                                    fx::Category::Bwd) {
      firstBwd = static_cast<int>(i);
      break;
    }
  CHECK(firstBwd > 0);
}

TEST_CASE("cancellable renderer: same picture as in-process, errors carried over, cancellation stops the layout") {
  const std::string dot = "digraph G { a -> b; b -> c; }";
  std::string e1, e2;
  auto direct = fxr::renderDot(dot, "svg", e1);
  auto child = fxr::renderDotCancellable(dot, "svg", e2, [] { return false; });
  REQUIRE(direct);
  REQUIRE(child);
  CHECK(*direct == *child);

  std::string e3;
  CHECK_FALSE(fxr::renderDotCancellable("digraph { a -> ", "svg", e3, [] { return false; }));
  CHECK(e3.find("does not parse") != std::string::npos);

  // A full layout of the big joint takes Graphviz minutes; asked to stop after a few polls, it stops at once.
  fx::Analysis a = analyzeRel({"torch113/big_transformer/aot_default/joint.code.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 1 << 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE_FALSE(p.truncated);
  int polls = 0;
  std::string e4;
  auto started = std::chrono::steady_clock::now();
  auto out = fxr::renderDotCancellable(p.dot, "svg", e4, [&] { return ++polls > 5; });
  auto took = std::chrono::steady_clock::now() - started;
  CHECK_FALSE(out);
  CHECK(e4 == "cancelled");
  CHECK(polls > 5);
  // Not a timing test: a bound far above the few polls (20 ms each) only proves the child did not run to the end.
  CHECK(took < std::chrono::seconds(20));
}
