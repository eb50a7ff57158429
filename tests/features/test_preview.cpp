#include <catch2/catch.hpp>

#include "features/preview.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

const fxl::PreviewNode* byName(const fxl::Preview& p, const std::string& name, int doc) {
  for (const auto& n : p.nodes)
    if (n.name == name && n.at && n.at->doc == doc) return &n;
  return nullptr;
}

}  // namespace

TEST_CASE("preview: the cursor's node is the focus, its forward producer is in the picture", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.offset = mid(f.bwd.range(6));  // `div` used in div_2 = div(div, add): a saved input
  r.depth = 1;
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.error.empty());
  CHECK(p.focus == std::optional<std::string>("div"));
  REQUIRE(p.graphs.size() == 2);  // the pair, forward first
  const auto* fwdDiv = byName(p, "div", kFwdDoc);
  const auto* bwdDiv = byName(p, "div", kBwdDoc);
  REQUIRE(fwdDiv);
  REQUIRE(bwdDiv);
  CHECK(*fwdDiv->at == at(kFwdDoc, f.fwd.range(2)));
  CHECK(*bwdDiv->at == at(kBwdDoc, f.bwd.range(1)));
  CHECK(fwdDiv->category == "save_tensor");
  CHECK(p.dot.find("\"" + fwdDiv->id + "\" [id=") != std::string::npos);
  // Depth 1 from `div`: its user div_2 is in, mul_1 (two steps away) is summarized.
  CHECK(byName(p, "div_2", kBwdDoc));
  CHECK_FALSE(byName(p, "mul_1", kBwdDoc));
  CHECK(p.truncated);
  int hides = 0;
  for (const auto& n : p.nodes)
    if (n.category == "summary") {
      hides += n.hides;
      REQUIRE(n.sample);
      CHECK_FALSE(n.sampleName.empty());
    }
  CHECK(hides == p.hidden);
}

TEST_CASE("preview: no cursor, a graph chosen by index or by id, errors that say what is wrong", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kFwdDoc;
  fxl::Preview whole = fxl::planPreview(f.snap, r);
  REQUIRE(whole.error.empty());
  CHECK_FALSE(whole.truncated);
  CHECK_FALSE(whole.focus);
  CHECK(whole.hidden == 0);
  // Every node of both graphs, each with its definition.
  int named = 0;
  for (const auto& n : whole.nodes) named += n.at ? 1 : 0;
  CHECK(named == whole.total);

  r.graphIndex = 0;
  CHECK(fxl::planPreview(f.snap, r).error.empty());
  r.graphIndex = 5;
  CHECK(fxl::planPreview(f.snap, r).error.find("no graph 5") != std::string::npos);
  r.graphIndex.reset();
  r.graph = whole.graphs[1];
  fxl::Preview byId = fxl::planPreview(f.snap, r);
  CHECK(byId.error.empty());
  CHECK(byId.graphs == whole.graphs);
  r.graph = "nope#1";
  CHECK(fxl::planPreview(f.snap, r).error.find("nope#1") != std::string::npos);
  r.graph.reset();
  r.focus = "no_such_node";
  CHECK(fxl::planPreview(f.snap, r).error.find("no_such_node") != std::string::npos);
  r.doc = 99;
  CHECK_FALSE(fxl::planPreview(f.snap, r).error.empty());
}

TEST_CASE("preview: a cursor outside any node shows the graph around it, unfocused", "[preview]") {
  auto f = aot();
  fxl::PreviewRequest r;
  r.doc = kBwdDoc;
  r.offset = f.bwd.points()[1];  // the first `# File:` comment
  fxl::Preview p = fxl::planPreview(f.snap, r);
  REQUIRE(p.error.empty());
  CHECK_FALSE(p.focus);
  CHECK(p.graphs.size() == 2);
}
