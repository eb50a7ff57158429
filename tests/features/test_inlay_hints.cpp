#include <catch2/catch.hpp>

#include "features/inlay_hints.h"
#include "features/navigation.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

fx::Range whole(const Annotated& a) { return {0, static_cast<uint32_t>(a.text().size())}; }

}  // namespace

TEST_CASE("inlay hints: saved inputs and tangents of an AOT backward name their forward node", "[inlay]") {
  auto f = aot();
  auto hs = fxl::inlayHints(f.snap, kBwdDoc, whole(f.bwd));
  REQUIRE(hs.size() == 3);
  CHECK(hs[0].offset == f.bwd.range("primals_1").end);
  // Same names in both graphs: `← primals_1` would repeat the name; the hint says what the value is instead.
  CHECK(hs[0].label == "← input \xC2\xB7 40 B");
  CHECK(hs[1].offset == f.bwd.range("div").end);
  CHECK(hs[1].label == "← 40 B");  // torch.ops.aten.div.Tensor, f32[10]: the name says the op already
  CHECK(hs[2].offset == f.bwd.range("tangents_1").end);
  CHECK(hs[2].label == "← ∂div");
  for (const auto& h : hs) CHECK_FALSE(h.typeHint);
  // Nothing in the forward: its nodes have no producer elsewhere.
  CHECK(fxl::inlayHints(f.snap, kFwdDoc, whole(f.fwd)).empty());
}

TEST_CASE("inlay hints: a same-named value of an untyped printout gets no hint", "[inlay]") {
  // mlp_nll's AOT pair (torch 1.13, no types): relu, view, t_1 ... are saved under their forward names, whose op
  // the name already says; only the input primals_6 has something to add.
  const Annotated fwd(R"FX(
def forward(self, primals_1, primals_2):
    relu = torch.ops.aten.relu.default(primals_1);  primals_1 = None
    mul = torch.ops.aten.mul.Tensor(relu, primals_2)
    return [mul, relu, primals_2]
)FX");
  const Annotated bwd(R"FX(
def forward(self, $relu[relu$], $primals_2[primals_2$], tangents_1):
    mul_1 = torch.ops.aten.mul.Tensor(tangents_1, primals_2);  tangents_1 = primals_2 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_1, relu, 0);  mul_1 = relu = None
    return [threshold_backward, None]
)FX");
  const fxl::Snapshot snap(fx::analyze({{"fwd.py", fwd.text()}, {"bwd.py", bwd.text()}}));
  std::vector<std::string> labels;
  for (const auto& h : fxl::inlayHints(snap, kBwdDoc, whole(bwd)))
    if (h.offset == bwd.range("relu").end || h.offset == bwd.range("primals_2").end) labels.push_back(h.label);
  CHECK(labels == std::vector<std::string>{"← input"});
  // relu is tied to the forward's relu all the same (no hint is not no association).
  const auto defs = fxl::definition(snap, kBwdDoc, bwd.range("relu").begin);
  REQUIRE(defs.size() == 1);
  CHECK(defs[0].doc == kFwdDoc);
}

TEST_CASE("inlay hints: make_fx constant reads name the forward op", "[inlay]") {
  auto f = makeFx();
  auto hs = fxl::inlayHints(f.snap, kBwdDoc, whole(f.bwd));
  CHECK(hs.size() == 9);  // loss_1 and the eight _tensor_constantN
  auto labelAt = [&](uint32_t off) -> std::string {
    for (const auto& h : hs)
      if (h.offset == off) return h.label;
    return "<none>";
  };
  CHECK(labelAt(f.bwd.range("loss_1").end) == "← ∂getitem");
  CHECK(labelAt(f.bwd.range("tensor_constant4").end) == "← t_1");
  CHECK(labelAt(f.bwd.range("tensor_constant5").end) == "← relu");
  CHECK(labelAt(f.bwd.range("tensor_constant6").end) == "← relu");
  CHECK(labelAt(f.bwd.range("tensor_constant5_use").end) == "<none>");  // uses get no hint
  for (size_t i = 1; i < hs.size(); ++i) CHECK(hs[i - 1].offset <= hs[i].offset);
}

TEST_CASE("inlay hints: ambiguous and unmatched", "[inlay]") {
  auto a = ambiguous();
  auto ah = fxl::inlayHints(a.snap, kBwdDoc, whole(a.bwd));
  bool found = false;
  for (const auto& h : ah)
    if (h.offset == a.bwd.range("tensor_constant0").end) {
      found = true;
      CHECK(h.label == "← relu | relu_1 ?");
    }
  CHECK(found);

  auto u = unmatched();
  auto uh = fxl::inlayHints(u.snap, kBwdDoc, whole(u.bwd));
  found = false;
  for (const auto& h : uh)
    if (h.offset == u.bwd.range("tangents_1").end) {
      found = true;
      CHECK(h.label == "← ?");
    }
  CHECK(found);
}

TEST_CASE("inlay hints: only inside the requested range; off when disabled", "[inlay]") {
  auto f = aot();
  // From the signature's start to just before `tangents_1` ends: primals_1 and div only.
  auto hs = fxl::inlayHints(f.snap, kBwdDoc, {f.bwd.point("def"), f.bwd.range("tangents_1").end - 1});
  REQUIRE(hs.size() == 2);
  CHECK(hs[1].offset == f.bwd.range("div").end);
  CHECK(fxl::inlayHints(f.snap, kBwdDoc, whole(f.bwd), {false, false}).empty());
  CHECK(fxl::inlayHints(f.snap, kBwdDoc, {0, 5}).empty());
}

TEST_CASE("inlay hints: types only where the printout does not show them", "[inlay]") {
  // Typed printout: every type is already written, so no type hints.
  auto f = aot();
  for (const auto& h : fxl::inlayHints(f.snap, kBwdDoc, whole(f.bwd), {false, true})) CHECK_FALSE(h.typeHint);
  CHECK(fxl::inlayHints(f.snap, kBwdDoc, whole(f.bwd), {false, true}).empty());

  // An untyped printout whose node got a type from elsewhere (set here by hand): the hint shows it.
  auto m = makeFx();
  fx::Analysis a = fx::analyze({{"fwd.py", m.fwd.text()}, {"bwd.py", m.bwd.text()}});
  fx::Graph& bwd = a.graphs[1];
  int c5 = bwd.find("_tensor_constant5");
  REQUIRE(c5 >= 0);
  bwd.nodes[c5].type = bwd.keepType("f32[32, 64]");
  REQUIRE(bwd.nodes[c5].type.known());
  fxl::Snapshot snap(std::move(a));
  auto types = fxl::inlayHints(snap, kBwdDoc, whole(m.bwd), {false, true});
  REQUIRE(types.size() == 1);
  CHECK(types[0].offset == m.bwd.range("tensor_constant5").end);
  CHECK(types[0].label == ": f32[32, 64]");
  CHECK(types[0].typeHint);
  auto both = fxl::inlayHints(snap, kBwdDoc, whole(m.bwd), {true, true});
  CHECK(both.size() == 10);
}

TEST_CASE("inlay hints: unknown documents give nothing", "[inlay][robust]") {
  auto f = aot();
  CHECK(fxl::inlayHints(f.snap, -1, whole(f.bwd)).empty());
  CHECK(fxl::inlayHints(f.snap, 2, whole(f.bwd)).empty());
  CHECK(fxl::inlayHints(f.snap, kBwdDoc, {UINT32_MAX - 1, UINT32_MAX}).empty());
}
