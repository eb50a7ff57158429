#include <algorithm>
#include <catch2/catch.hpp>
#include <climits>

#include "features/navigation.h"
#include "fixtures.h"

using namespace fixtures;
using fxl::Target;

namespace {

bool contains(const std::vector<Target>& ts, const Target& t) { return std::find(ts.begin(), ts.end(), t) != ts.end(); }

}  // namespace

TEST_CASE("definition: a backward use of a saved input lands on the forward definition", "[navigation]") {
  auto f = aot();
  auto ts = fxl::definition(f.snap, kBwdDoc, mid(f.bwd.range("div_use")));  // `div` in div_2 = div(div, add)
  REQUIRE(ts.size() == 1);
  CHECK(ts[0] == at(kFwdDoc, f.fwd.range("div")));
  // The same from the backward's own definition of `div` (the signature), and from primals_1.
  CHECK(fxl::definition(f.snap, kBwdDoc, f.bwd.range("div").begin) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("div"))});
  CHECK(fxl::definition(f.snap, kBwdDoc, f.bwd.range("primals_1").end) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("primals_1"))});
}

TEST_CASE("definition: a tangent goes to the forward output it belongs to", "[navigation]") {
  auto f = aot();
  CHECK(fxl::definition(f.snap, kBwdDoc, f.bwd.range("tangents_1").begin) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("div"))});
}

TEST_CASE("definition: a make_fx constant read goes to the forward op", "[navigation]") {
  auto f = makeFx();
  CHECK(fxl::definition(f.snap, kBwdDoc, mid(f.bwd.range("tensor_constant5_use"))) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("relu"))});
  CHECK(fxl::definition(f.snap, kBwdDoc, mid(f.bwd.range("tensor_constant4"))) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("t_1"))});
}

TEST_CASE("definition: a recomputed node's use gives its own definition, then the forward twin", "[navigation]") {
  auto f = aot();
  auto ts = fxl::definition(f.snap, kBwdDoc, f.bwd.range("abs_1_use").begin);  // abs_1 used in add
  REQUIRE(ts.size() == 2);
  CHECK(ts[0] == at(kBwdDoc, f.bwd.range("abs_1")));
  CHECK(ts[1] == at(kFwdDoc, f.fwd.range("abs_1")));
  // On its definition: the forward twin.
  CHECK(fxl::definition(f.snap, kBwdDoc, f.bwd.range("abs_1").begin) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("abs_1"))});
}

TEST_CASE("definition: unassociated nodes and unmatched inputs go to their own definition", "[navigation]") {
  auto f = aot();
  CHECK(fxl::definition(f.snap, kBwdDoc, f.bwd.range("neg_use").begin) ==
        std::vector<Target>{at(kBwdDoc, f.bwd.range("neg"))});
  CHECK(fxl::definition(f.snap, kFwdDoc, f.fwd.range("div_ret1").begin) ==
        std::vector<Target>{at(kFwdDoc, f.fwd.range("div"))});
  auto u = unmatched();
  CHECK(fxl::definition(u.snap, kBwdDoc, u.bwd.range("tangents_1_use").begin) ==
        std::vector<Target>{at(kBwdDoc, u.bwd.range("tangents_1"))});
}

TEST_CASE("definition: an ambiguous constant gives every candidate", "[navigation]") {
  auto f = ambiguous();
  auto ts = fxl::definition(f.snap, kBwdDoc, f.bwd.range("tensor_constant0_use").begin);
  REQUIRE(ts.size() == 2);
  CHECK(contains(ts, at(kFwdDoc, f.fwd.range("relu"))));
  CHECK(contains(ts, at(kFwdDoc, f.fwd.range("relu_1"))));
}

TEST_CASE("declaration/implementation: from a forward node to its backward consumers", "[navigation]") {
  auto f = makeFx();
  for (auto fn : {&fxl::declaration, &fxl::implementation}) {
    auto ts = fn(f.snap, kFwdDoc, mid(f.fwd.range("relu_detach")));  // a use of the forward relu
    CHECK(ts.size() == 2);
    CHECK(contains(ts, at(kBwdDoc, f.bwd.range("tensor_constant5"))));  // _tensor_constant5
    CHECK(contains(ts, at(kBwdDoc, f.bwd.range("tensor_constant6"))));  // _tensor_constant6
    // From a backward node: the same as definition.
    CHECK(fn(f.snap, kBwdDoc, f.bwd.range("tensor_constant6_use").begin) ==
          std::vector<Target>{at(kFwdDoc, f.fwd.range("relu"))});
  }
  auto a = aot();
  auto ts = fxl::implementation(a.snap, kFwdDoc, a.fwd.range("div").begin);  // div: saved, and the tangent's output
  CHECK(ts.size() == 2);
  CHECK(contains(ts, at(kBwdDoc, a.bwd.range("div"))));
  CHECK(contains(ts, at(kBwdDoc, a.bwd.range("tangents_1"))));
  // A candidate of an ambiguous association counts too.
  auto amb = ambiguous();
  CHECK(fxl::declaration(amb.snap, kFwdDoc, amb.fwd.range("relu_1").begin) ==
        std::vector<Target>{at(kBwdDoc, amb.bwd.range("tensor_constant0"))});
  // A forward node nobody in the backward reads.
  CHECK(fxl::implementation(a.snap, kFwdDoc, a.fwd.point("lt")).empty());  // lt
}

TEST_CASE("references: the node in its graph plus the same value in the partner graphs", "[navigation]") {
  auto f = makeFx();
  // From a backward read of relu: relu's occurrences in the forward, and both constants reading it.
  auto all = fxl::references(f.snap, kBwdDoc, mid(f.bwd.range("tensor_constant5_use")), true);
  for (const Target& t : {at(kFwdDoc, f.fwd.range("relu")), at(kFwdDoc, f.fwd.range("relu_detach")),
                          at(kFwdDoc, f.fwd.range("relu_addmm")), at(kBwdDoc, f.bwd.range("tensor_constant5")),
                          at(kBwdDoc, f.bwd.range("tensor_constant5_use")),
                          at(kBwdDoc, f.bwd.range("tensor_constant6")),
                          at(kBwdDoc, f.bwd.range("tensor_constant6_use"))}) {
    INFO(t);
    CHECK(contains(all, t));
  }
  CHECK(all.size() == 7);
  CHECK(all[0] == at(kBwdDoc, f.bwd.range("tensor_constant5")));  // the node itself first, its definition first
  auto uses = fxl::references(f.snap, kBwdDoc, mid(f.bwd.range("tensor_constant5_use")), false);
  CHECK(uses.size() == 4);
  CHECK_FALSE(contains(uses, at(kFwdDoc, f.fwd.range("relu"))));
  CHECK_FALSE(contains(uses, at(kBwdDoc, f.bwd.range("tensor_constant5"))));
  CHECK(contains(uses, at(kFwdDoc, f.fwd.range("relu_addmm"))));
  CHECK(contains(uses, at(kBwdDoc, f.bwd.range("tensor_constant6_use"))));
}

TEST_CASE("references: a tangent is not the same value as its forward output", "[navigation]") {
  auto f = aot();
  auto refs = fxl::references(f.snap, kFwdDoc, f.fwd.range("div").begin, true);
  CHECK(contains(refs, at(kFwdDoc, f.fwd.range("div"))));
  CHECK(contains(refs, at(kFwdDoc, f.fwd.range("div_ret1"))));
  CHECK(contains(refs, at(kFwdDoc, f.fwd.range("div_ret2"))));
  CHECK(contains(refs, at(kBwdDoc, f.bwd.range("div"))));
  CHECK(contains(refs, at(kBwdDoc, f.bwd.range("div_use"))));
  CHECK_FALSE(contains(refs, at(kBwdDoc, f.bwd.range("tangents_1"))));  // tangents_1 is d(loss)/d(div), not div
  CHECK(refs.size() == 5);
  // A plain backward op has only its own graph.
  auto neg = fxl::references(f.snap, kBwdDoc, f.bwd.range("neg").begin, true);
  CHECK(neg == std::vector<Target>{at(kBwdDoc, f.bwd.range("neg")), at(kBwdDoc, f.bwd.range("neg_use"))});
}

TEST_CASE("highlights: occurrences in the document, the definition as write", "[navigation]") {
  auto f = makeFx();
  auto hs = fxl::highlights(f.snap, kFwdDoc, mid(f.fwd.range("relu_addmm")));
  REQUIRE(hs.size() == 3);
  CHECK(hs[0].range.begin == f.fwd.range("relu").begin);
  CHECK(hs[0].range.end == f.fwd.range("relu").end);
  CHECK(hs[0].write);
  CHECK(hs[1].range.begin == f.fwd.range("relu_detach").begin);
  CHECK_FALSE(hs[1].write);
  CHECK(hs[2].range.begin == f.fwd.range("relu_addmm").begin);
  CHECK_FALSE(hs[2].write);
  // No cross-document highlights: the backward constant's highlights stay in the backward.
  for (const auto& h : fxl::highlights(f.snap, kBwdDoc, f.bwd.range("tensor_constant5").begin))
    CHECK((h.range.begin == f.bwd.range("tensor_constant5").begin ||
           h.range.begin == f.bwd.range("tensor_constant5_use").begin));
}

TEST_CASE("navigation: nothing off names, in unknown documents or past the end", "[navigation][robust]") {
  auto f = aot();
  for (int doc : {-1, 2, 100})
    for (uint32_t off : {0u, f.fwd.range("div").begin, UINT32_MAX}) {
      CHECK(fxl::definition(f.snap, doc, off).empty());
      CHECK(fxl::declaration(f.snap, doc, off).empty());
      CHECK(fxl::implementation(f.snap, doc, off).empty());
      CHECK(fxl::references(f.snap, doc, off, true).empty());
      CHECK(fxl::highlights(f.snap, doc, off).empty());
    }
  uint32_t comment = f.fwd.point("file1") + 3;
  CHECK(fxl::definition(f.snap, kFwdDoc, comment).empty());
  CHECK(fxl::references(f.snap, kFwdDoc, comment, true).empty());
  CHECK(fxl::highlights(f.snap, kFwdDoc, UINT32_MAX).empty());
}
