#include <catch2/catch.hpp>

#include "features/folding.h"
#include "fixtures.h"

using namespace fixtures;
using fxl::FoldingRange;

namespace {
// A fold as (first line, last line, comment), to compare with lines marked in the printout.
struct Lines {
  uint32_t first, last;
  bool comment;
  bool operator==(const Lines&) const = default;
};
std::vector<Lines> lines(const std::string& text, const std::vector<FoldingRange>& folds) {
  std::vector<Lines> out;
  for (const auto& f : folds) out.push_back({lineAt(text, f.begin), lineAt(text, f.end), f.comment});
  return out;
}
}  // namespace

TEST_CASE("folding: each graph and each block under one `# File:` comment", "[folding]") {
  auto f = aot();
  const std::string& ft = f.fwd.text();
  const Annotated& fp = f.fwd;
  auto fwd = lines(ft, fxl::foldingRanges(f.snap, kFwdDoc));
  CHECK(fwd == std::vector<Lines>{
                   {lineAt(ft, fp.point("def")), lineAt(ft, fp.point("return")), false},       // the whole graph
                   {lineAt(ft, fp.point("file1")), lineAt(ft, f.fwd.range("div").begin), false},  // comment 1 to div
                   {lineAt(ft, fp.point("file2")), lineAt(ft, fp.point("lt")), false},          // comment 2 to lt
               });
  // The same numbers written out, as a check of lineAt itself: def on line 4, return on line 13.
  CHECK(lineAt(ft, fp.point("def")) == 4);
  CHECK(lineAt(ft, fp.point("return")) == 13);

  // The backward repeats the same comment twice: two blocks, not one.
  const std::string& bt = f.bwd.text();
  const Annotated& bp = f.bwd;
  CHECK(lines(bt, fxl::foldingRanges(f.snap, kBwdDoc)) == std::vector<Lines>{
                {lineAt(bt, bp.point("def")), lineAt(bt, bp.point("return")), false},
                {lineAt(bt, bp.point("file1")), lineAt(bt, bp.point("mul_1")), false},
                {lineAt(bt, bp.point("file2")), lineAt(bt, bp.point("add_1")), false},
            });
}

TEST_CASE("folding: a printout without comments folds the graph only", "[folding]") {
  auto m = makeFx();
  auto fr = fxl::foldingRanges(m.snap, kBwdDoc);
  REQUIRE(fr.size() == 1);
  CHECK(lineAt(m.bwd.text(), fr[0].begin) == lineAt(m.bwd.text(), m.bwd.point("def")));
  CHECK(lineAt(m.bwd.text(), fr[0].end) == lineAt(m.bwd.text(), static_cast<uint32_t>(m.bwd.text().rfind("return"))));
}

TEST_CASE("folding: unknown documents give nothing", "[folding][robust]") {
  auto f = aot();
  CHECK(fxl::foldingRanges(f.snap, -1).empty());
  CHECK(fxl::foldingRanges(f.snap, 2).empty());
  fxl::Snapshot empty(fx::analyze({{"empty.txt", ""}}));
  CHECK(fxl::foldingRanges(empty, 0).empty());
}
