#include <catch2/catch.hpp>

#include "features/preview.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

// The picture's node drawing `name` of document `doc`.
const fxr::PlannedNode* byName(const fxl::Snapshot& snap, const fxl::Preview& p, const std::string& name, int doc) {
  for (const auto& n : p.plan.nodes)
    if (const fx::Node* node = snap.node(n.node); node && node->name == name && snap.definitionOf(n.node).doc == doc)
      return &n;
  return nullptr;
}

}  // namespace

TEST_CASE("preview: over the budget, the cursor's node is revealed in an overview of groups", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.offset = mid(f.bwd.range("div_use"));  // `div` used in div_2 = div(div, add): a saved input
  r.render.maxNodes = 10;          // the pair has 25 nodes
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.plan.error.empty());
  CHECK(p.focus == std::optional<std::string>("div"));
  REQUIRE(p.graphs.size() == 2);  // the pair, forward first
  const auto* bwdDiv = byName(f.snap, p, "div", kBwdDoc);
  REQUIRE(bwdDiv);
  CHECK(f.snap.definitionOf(bwdDiv->node) == at(kBwdDoc, f.bwd.range("div")));
  CHECK(p.plan.dot.find("\"" + bwdDiv->id + "\" [id=") != std::string::npos);
  CHECK(p.plan.truncated);
  int hides = 0;
  for (const auto& n : p.plan.nodes)
    if (n.hides > 0) {
      hides += n.hides;
      CHECK(f.snap.node(n.sample));
      CHECK_FALSE(n.group.empty());
    }
  CHECK(hides == p.plan.hidden);

  // A focus named in the request cuts the picture to its neighbourhood instead: depth 1 from `div` keeps its
  // forward producer and its user div_2, not mul_1 two steps away.
  fxl::PreviewRequest named;
  named.doc = kBwdDoc;
  named.render.focus = "div";
  named.render.depth = 1;
  fxl::Preview cut = fxl::planPreview(f.snap, named);
  REQUIRE(cut.plan.error.empty());
  const auto* fwdDiv = byName(f.snap, cut, "div", kFwdDoc);
  REQUIRE(fwdDiv);
  CHECK(f.snap.definitionOf(fwdDiv->node) == at(kFwdDoc, f.fwd.range("div")));
  CHECK(f.snap.node(fwdDiv->node)->category == fx::Category::SaveTensor);
  CHECK(byName(f.snap, cut, "div_2", kBwdDoc));
  CHECK_FALSE(byName(f.snap, cut, "mul_1", kBwdDoc));
}

TEST_CASE("preview: no cursor, a graph chosen by index or by id, errors that say what is wrong", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kFwdDoc;
  fxl::Preview whole = fxl::planPreview(f.snap, r);
  REQUIRE(whole.plan.error.empty());
  CHECK_FALSE(whole.plan.truncated);
  CHECK_FALSE(whole.focus);
  CHECK(whole.plan.hidden == 0);
  // Every node of both graphs, each with its definition.
  int named = 0;
  for (const auto& n : whole.plan.nodes) named += f.snap.definitionOf(n.node).doc >= 0 ? 1 : 0;
  CHECK(named == whole.plan.total);

  r.graphIndex = 0;
  CHECK(fxl::planPreview(f.snap, r).plan.error.empty());
  r.graphIndex = 5;
  CHECK(fxl::planPreview(f.snap, r).plan.error.find("no graph 5") != std::string::npos);
  r.graphIndex.reset();
  r.graph = whole.graphs[1];
  fxl::Preview byId = fxl::planPreview(f.snap, r);
  CHECK(byId.plan.error.empty());
  CHECK(byId.graphs == whole.graphs);
  r.graph = "nope#1";
  CHECK(fxl::planPreview(f.snap, r).plan.error.find("nope#1") != std::string::npos);
  r.graph.reset();
  r.render.focus = "no_such_node";
  CHECK(fxl::planPreview(f.snap, r).plan.error.find("no_such_node") != std::string::npos);
  r.doc = 99;
  CHECK_FALSE(fxl::planPreview(f.snap, r).plan.error.empty());
}

TEST_CASE("preview: a cursor outside any node shows the graph around it, unfocused", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.offset = f.bwd.point("file1");  // the first `# File:` comment
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.plan.error.empty());
  CHECK_FALSE(p.focus);
  CHECK(p.graphs.size() == 2);
}

TEST_CASE("preview: a graph that fits the budget is drawn whole with the cursor's node as its focus", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.offset = mid(f.bwd.range("div_use"));  // `div` used in div_2
  r.render.depth = 1;
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.plan.error.empty());
  CHECK(p.focus == std::optional<std::string>("div"));  // the editor highlights it
  CHECK_FALSE(p.plan.truncated);
  CHECK(p.plan.hidden == 0);
  CHECK(byName(f.snap, p, "mul_1", kBwdDoc));  // two steps from the cursor, drawn anyway
  CHECK(p.plan.dot.find("focus:") == std::string::npos);  // the title does not claim a cut

}

TEST_CASE("preview: a focus with its graph is that graph's node when both graphs of a pair define the name",
          "[preview]") {
  auto f = makeFx();  // both the forward and the backward define an unrelated `t_1`
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.render.focus = "t_1";
  r.render.depth = 0;
  r.graph = f.snap.analysis().graphs[f.snap.graphsOf(kBwdDoc)[0]].id;
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.plan.error.empty());
  CHECK(byName(f.snap, p, "t_1", kBwdDoc));
  CHECK_FALSE(byName(f.snap, p, "t_1", kFwdDoc));
  r.graph = f.snap.analysis().graphs[f.snap.graphsOf(kFwdDoc)[0]].id;
  fxl::Preview q = fxl::planPreview(f.snap, r);
  REQUIRE(q.plan.error.empty());
  CHECK(byName(f.snap, q, "t_1", kFwdDoc));
  CHECK_FALSE(byName(f.snap, q, "t_1", kBwdDoc));
}
