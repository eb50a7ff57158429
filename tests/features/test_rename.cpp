#include <catch2/catch.hpp>

#include "features/rename.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

bool has(const std::vector<fxl::Target>& edits, const fxl::Target& t) {
  return std::find(edits.begin(), edits.end(), t) != edits.end();
}

// The edits in document `doc` as the text they replace, which must all be `name`.
size_t countIn(const fxl::RenameEdits& r, int doc, const Annotated& text, std::string_view name) {
  size_t n = 0;
  for (const auto& e : r.edits)
    if (e.doc == doc) {
      CHECK(text.slice(e.range) == name);
      ++n;
    }
  return n;
}

}  // namespace

TEST_CASE("rename: a saved tensor in the forward and the backward, its uses and its clean-up", "[rename]") {
  auto f = aot();
  const fxl::RenameEdits r = fxl::rename(f.snap, kFwdDoc, mid(f.fwd.range("div")), "quotient");
  REQUIRE(r.error.empty());
  for (const char* mark : {"div", "div_ret1", "div_ret2"}) CHECK(has(r.edits, at(kFwdDoc, f.fwd.range(mark))));
  for (const char* mark : {"div", "div_use"}) CHECK(has(r.edits, at(kBwdDoc, f.bwd.range(mark))));
  // `div_2 = div(div, add);  div = None`: the clean-up too; not div_2, div_3 or aten.div.Tensor.
  const uint32_t cleanup = static_cast<uint32_t>(f.bwd.text().find("div = None"));
  CHECK(has(r.edits, {kBwdDoc, {cleanup, cleanup + 3}}));
  CHECK(countIn(r, kFwdDoc, f.fwd, "div") == 3);
  CHECK(countIn(r, kBwdDoc, f.bwd, "div") == 3);
  // The same from the backward's use.
  CHECK(fxl::rename(f.snap, kBwdDoc, mid(f.bwd.range("div_use")), "quotient").edits == r.edits);
}

TEST_CASE("rename: a value of one graph stays in it, and a tangent does not rename the output it belongs to",
          "[rename]") {
  auto f = aot();
  const fxl::RenameEdits neg = fxl::rename(f.snap, kBwdDoc, f.bwd.range("neg").begin, "minus");
  REQUIRE(neg.error.empty());
  CHECK(countIn(neg, kBwdDoc, f.bwd, "neg") == 3);  // definition, use, `neg = div_2 = None`
  CHECK(countIn(neg, kFwdDoc, f.fwd, "neg") == 0);
  const fxl::RenameEdits t = fxl::rename(f.snap, kBwdDoc, f.bwd.range("tangents_1").begin, "grad_out");
  REQUIRE(t.error.empty());
  CHECK(countIn(t, kFwdDoc, f.fwd, "tangents_1") == 0);
  CHECK(countIn(t, kBwdDoc, f.bwd, "tangents_1") == 4);  // signature, div_3's argument, two clean-ups
}

TEST_CASE("rename: refused with the reason, and nothing changed", "[rename]") {
  auto f = aot();
  const uint32_t div = mid(f.fwd.range("div"));
  for (const char* bad : {"1x", "def", "a-b", ""}) {
    INFO(bad);
    const fxl::RenameEdits r = fxl::rename(f.snap, kFwdDoc, div, bad);
    CHECK(r.edits.empty());
    CHECK(r.error.find("not a Python name") != std::string::npos);
  }
  const fxl::RenameEdits taken = fxl::rename(f.snap, kFwdDoc, div, "add");
  CHECK(taken.edits.empty());
  CHECK(taken.error.find("`add` is already a node of") != std::string::npos);
  CHECK_FALSE(fxl::renameTarget(f.snap, kFwdDoc, f.fwd.point("file1") + 3).error.empty());  // in a comment
  CHECK_FALSE(fxl::renameTarget(f.snap, kFwdDoc, f.fwd.point("return") + 2).error.empty());
  const fxl::RenameTarget ok = fxl::renameTarget(f.snap, kBwdDoc, f.bwd.range("neg").begin);
  CHECK(ok.error.empty());
  CHECK(ok.name == "neg");
  CHECK(ok.range.begin == f.bwd.range("neg").begin);
  CHECK_FALSE(fxl::renameTarget(f.snap, 7, 0).error.empty());
}

TEST_CASE("rename: not a keyword argument's key, an attribute, a comment, a string or a log prefix", "[rename]") {
  const Annotated log(R"FX(I0121 00:08:39.321000 7 torch/dim.py:1] [0/0] [__aot_graphs] def forward(self, $def[dim$]):
I0121 00:08:39.321000 7 torch/dim.py:1] [0/0] [__aot_graphs]     # File: /m/dim.py:3, code: y = x.sum(dim)
I0121 00:08:39.321000 7 torch/dim.py:1] [0/0] [__aot_graphs]     sum_1 = torch.ops.aten.sum.dim_IntList($arg[dim$], dim = [0], name = 'dim')
I0121 00:08:39.321000 7 torch/dim.py:1] [0/0] [__aot_graphs]     y = self.dim;  x = $cleanup[dim$] = None
I0121 00:08:39.321000 7 torch/dim.py:1] [0/0] [__aot_graphs]     return ($ret[dim$], sum_1)
)FX");
  const fxl::Snapshot snap(fx::analyze({{"log.txt", log.text()}}));
  const fxl::RenameEdits r = fxl::rename(snap, 0, log.range("def").begin, "width");
  REQUIRE(r.error.empty());
  std::vector<fxl::Target> want;
  for (const char* mark : {"def", "arg", "cleanup", "ret"}) want.push_back({0, log.range(mark)});
  CHECK(r.edits == want);
}
