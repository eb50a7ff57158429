// Snapshot::graphAt: the innermost graph containing an offset, found without walking every graph of a document.
#include <catch2/catch.hpp>

#include "snapshot.h"

namespace {

// A snapshot of one document whose graphs have the given ranges (in that order) and nothing else.
fxl::Snapshot withGraphs(std::vector<fx::Range> ranges) {
  fx::Analysis a;
  a.docs.emplace_back("d.txt", std::string(ranges.empty() ? 1 : ranges.back().end + 10, 'x'));
  for (const fx::Range& r : ranges) {
    fx::Graph g;
    g.doc = 0;
    g.range = r;
    a.graphs.push_back(std::move(g));
  }
  return fxl::Snapshot(std::move(a));
}

}  // namespace

TEST_CASE("graphAt: the innermost of nested graphs, and none between graphs", "[snapshot]") {
  // 0 [0, 90] holds 1 [10, 20] and 2 [30, 40]; 3 [95, 99] stands alone.
  const fxl::Snapshot s = withGraphs({{0, 90}, {10, 20}, {30, 40}, {95, 99}});
  CHECK(s.graphAt(0, 5) == 0);
  CHECK(s.graphAt(0, 10) == 1);
  CHECK(s.graphAt(0, 15) == 1);
  CHECK(s.graphAt(0, 20) == 1);
  CHECK(s.graphAt(0, 25) == 0);  // after a nested graph, back in its parent
  CHECK(s.graphAt(0, 35) == 2);
  CHECK(s.graphAt(0, 90) == 0);
  CHECK(s.graphAt(0, 92) == -1);
  CHECK(s.graphAt(0, 97) == 3);
  CHECK(s.graphAt(0, 200) == -1);
  CHECK(s.graphAt(1, 5) == -1);  // no such document
}

TEST_CASE("graphAt: many small graphs, offsets inside and between them", "[snapshot]") {
  std::vector<fx::Range> ranges;
  for (uint32_t k = 0; k < 20000; ++k) ranges.push_back({10 * k, 10 * k + 5});
  const fxl::Snapshot s = withGraphs(ranges);
  for (uint32_t k = 0; k < 20000; k += 997) {
    CHECK(s.graphAt(0, 10 * k + 3) == static_cast<int>(k));
    CHECK(s.graphAt(0, 10 * k + 7) == -1);
  }
}
