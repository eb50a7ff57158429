#include <catch2/catch.hpp>

#include "features/find_nodes.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

std::vector<std::string> names(const fxl::Snapshot& snap, const fxl::FoundNodes& found) {
  std::vector<std::string> out;
  for (const auto& f : found.nodes) out.emplace_back(snap.node(f.node)->name);
  return out;
}

}  // namespace

TEST_CASE("find nodes: a name finds itself first, in the document's graphs and their partners", "[find]") {
  auto f = aot();
  const fxl::FoundNodes div = fxl::findNodes(f.snap, kBwdDoc, "div");
  REQUIRE(div.error.empty());
  const auto found = names(f.snap, div);
  REQUIRE(found.size() >= 4);  // div in both graphs, then div_2 and div_3 of the backward
  CHECK(found[0] == "div");
  CHECK(found[1] == "div");
  CHECK(std::find(found.begin(), found.end(), "div_2") != found.end());
  // Each exact match is placed at its definition: the forward's and the backward's.
  std::vector<fxl::Target> places = {div.nodes[0].at, div.nodes[1].at};
  CHECK(std::find(places.begin(), places.end(), at(kFwdDoc, f.fwd.range("div"))) != places.end());
  CHECK(std::find(places.begin(), places.end(), at(kBwdDoc, f.bwd.range("div"))) != places.end());
  CHECK_FALSE(div.more);
}

TEST_CASE("find nodes: RE2 patterns, a limit, and bad patterns said as such", "[find]") {
  auto f = aot();
  const auto anchored = names(f.snap, fxl::findNodes(f.snap, kFwdDoc, "^(abs|add)"));
  CHECK(anchored == std::vector<std::string>{"abs_1", "add", "abs_1", "add", "add_1"});
  const fxl::FoundNodes limited = fxl::findNodes(f.snap, kFwdDoc, ".", {}, 3);
  CHECK(limited.nodes.size() == 3);
  CHECK(limited.more);
  CHECK(fxl::findNodes(f.snap, kFwdDoc, "(unclosed").error.find("not a pattern") != std::string::npos);
  CHECK_FALSE(fxl::findNodes(f.snap, kFwdDoc, "").error.empty());
  CHECK(fxl::findNodes(f.snap, kFwdDoc, "no_such_node").nodes.empty());
  // A pattern that backtracking engines take exponential time on is linear here.
  CHECK(fxl::findNodes(f.snap, kFwdDoc, "^(a+)+$").nodes.empty());
  CHECK(fxl::findNodes(f.snap, 7, "div").nodes.empty());
  // Only the graphs asked for (the preview's picture).
  const int fwdGraph = f.snap.graphsOf(kFwdDoc)[0];
  CHECK(names(f.snap, fxl::findNodes(f.snap, kBwdDoc, "^div$", {fwdGraph})) == std::vector<std::string>{"div"});
}
