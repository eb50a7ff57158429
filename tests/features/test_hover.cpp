#include <catch2/catch.hpp>
#include <climits>
#include <cstdlib>
#include <fstream>
#include <iterator>

#include "features/hover.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

std::string linkFor(int doc, uint32_t line0) { return "doc" + std::to_string(doc) + "#L" + std::to_string(line0 + 1); }

bool has(const std::string& md, std::string_view part) { return md.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("hover: a backward saved input names its forward producer, status, evidence and a link", "[hover]") {
  auto f = aot();
  const fx::Range bwdDivDef = f.bwd.range("div"), bwdDivUse = f.bwd.range("div_use"), fwdDivDef = f.fwd.range("div");
  for (fx::Range at : {bwdDivDef, bwdDivUse}) {
    auto h = fxl::hover(f.snap, kBwdDoc, mid(at), linkFor);
    REQUIRE(h);
    INFO(h->markdown);
    CHECK(h->doc == kBwdDoc);
    CHECK(h->range.begin == at.begin);
    CHECK(h->range.end == at.end);
    CHECK(h->markdown.rfind("**div** · save_tensor", 0) == 0);  // the name and category come first
    CHECK(has(h->markdown, "Saved by forward"));
    CHECK(has(h->markdown, "`div` · `torch.ops.aten.div.Tensor` in `fwd.py#1`"));
    CHECK(has(h->markdown, "matched"));
    CHECK(has(h->markdown, "evidence: name, position"));
    // The link points at the forward definition's line, through the dispatcher's callback.
    std::string line1 = std::to_string(lineAt(f.fwd.text(), fwdDivDef.begin) + 1);
    CHECK(has(h->markdown, "[fwd.py:" + line1 + "](doc0#L" + line1 + ")"));
    CHECK(has(h->markdown, "`f32[10]` · 40 B"));
    CHECK(has(h->markdown, "---"));
  }
}

TEST_CASE("hover: without a link callback the place is a code span", "[hover]") {
  auto f = aot();
  auto h = fxl::hover(f.snap, kBwdDoc, f.bwd.range("div").begin);
  REQUIRE(h);
  std::string line1 = std::to_string(lineAt(f.fwd.text(), f.fwd.range("div").begin) + 1);
  CHECK(has(h->markdown, "`fwd.py:" + line1 + "`"));
  CHECK_FALSE(has(h->markdown, "]("));
}

TEST_CASE("hover: a saved forward node lists its backward consumers and its source line", "[hover]") {
  auto f = aot();
  auto h = fxl::hover(f.snap, kFwdDoc, f.fwd.range("div").end, linkFor);  // cursor just after the name
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(h->range.begin == f.fwd.range("div").begin);
  CHECK(h->markdown.rfind("**div** · save_tensor", 0) == 0);
  CHECK(has(h->markdown, "`call_function` `torch.ops.aten.div.Tensor`"));
  CHECK(has(h->markdown, "1 user"));
  CHECK(has(h->markdown, "**Used in backward** (2)"));
  CHECK(has(h->markdown, "`bwd.py#1` · `div` · saved"));
  CHECK(has(h->markdown, "`bwd.py#1` · `tangents_1` · tangent"));
  CHECK(has(h->markdown, "*test\\_pytorch.py:4*"));
  CHECK(has(h->markdown, "`fwd.py#1` is a forward graph: "));  // what decided the role
  CHECK(has(h->markdown, "`x = a / (torch.abs(a) + 1)`"));
  CHECK_FALSE(has(h->markdown, "Saved by forward"));  // a forward node has no producer
}

TEST_CASE("hover: recomputed nodes and saved inputs say so", "[hover]") {
  auto f = aot();
  auto bwdAbs = fxl::hover(f.snap, kBwdDoc, f.bwd.range("abs_1_use").begin, linkFor);  // a use of the recomputed abs_1
  REQUIRE(bwdAbs);
  INFO(bwdAbs->markdown);
  CHECK(has(bwdAbs->markdown, "**abs\\_1** · bwd · recomputed in backward"));
  CHECK(has(bwdAbs->markdown, "**Recomputes forward** · `abs_1`"));

  auto fwdAbs = fxl::hover(f.snap, kFwdDoc, f.fwd.range("abs_1").begin, linkFor);
  REQUIRE(fwdAbs);
  CHECK(has(fwdAbs->markdown, "**abs\\_1** · fwd · recomputed in backward"));

  auto primals = fxl::hover(f.snap, kFwdDoc, f.fwd.range("primals_1").begin, linkFor);
  REQUIRE(primals);
  INFO(primals->markdown);
  CHECK(has(primals->markdown, "**primals\\_1** · input · saved for backward"));
  CHECK(has(primals->markdown, "`placeholder`"));

  auto neg = fxl::hover(f.snap, kBwdDoc, f.bwd.range("neg").begin, linkFor);  // plain backward op
  REQUIRE(neg);
  CHECK_FALSE(has(neg->markdown, "recomputed"));
  CHECK_FALSE(has(neg->markdown, "---\n\n**"));  // no association section
}

TEST_CASE("hover: a tangent shows the forward output it is the gradient of", "[hover]") {
  auto f = aot();
  auto h = fxl::hover(f.snap, kBwdDoc, f.bwd.range("tangents_1").begin, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(h->markdown.rfind("**tangents\\_1** · tangent", 0) == 0);
  CHECK(has(h->markdown, "**Gradient of forward output** · `div`"));
}

TEST_CASE("hover: unmatched backward input says so with the evidence", "[hover]") {
  auto f = unmatched();
  auto h = fxl::hover(f.snap, kBwdDoc, f.bwd.range("tangents_1_use").begin, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(has(h->markdown, "**unmatched**"));
  CHECK(has(h->markdown, "no user output at this position"));
  CHECK_FALSE(has(h->markdown, "](doc0"));  // nothing to link to
}

TEST_CASE("hover: ambiguous make_fx constant lists every candidate", "[hover]") {
  auto f = ambiguous();
  auto h = fxl::hover(f.snap, kBwdDoc, f.bwd.range("tensor_constant0_use").begin, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(h->markdown.rfind("**\\_tensor\\_constant0** · save_tensor", 0) == 0);
  CHECK(has(h->markdown, "`get_attr` `_tensor_constant0`"));
  CHECK(has(h->markdown, "**ambiguous**"));
  std::string relu1 = std::to_string(lineAt(f.fwd.text(), f.fwd.range("relu").begin) + 1);
  std::string relu2 = std::to_string(lineAt(f.fwd.text(), f.fwd.range("relu_1").begin) + 1);
  CHECK(has(h->markdown, "- `relu` · `torch.ops.aten.relu.default` in `fwd.py#1` · [fwd.py:" + relu1 + "](doc0#L" + relu1 + ")"));
  CHECK(has(h->markdown, "- `relu_1` · `torch.ops.aten.relu.default` in `fwd.py#1` · [fwd.py:" + relu2 + "](doc0#L" + relu2 + ")"));
  CHECK(has(h->markdown, "evidence: op-table, order"));

  // The forward candidate lists the backward read as a candidate consumer.
  auto fwd = fxl::hover(f.snap, kFwdDoc, f.fwd.range("relu").begin, linkFor);
  REQUIRE(fwd);
  CHECK(has(fwd->markdown, "`_tensor_constant0` · constant · candidate (ambiguous)"));
}

TEST_CASE("hover: make_fx constant read names the forward op that produced it", "[hover]") {
  auto f = makeFx();
  auto h = fxl::hover(f.snap, kBwdDoc, f.bwd.range("tensor_constant5_use").begin, linkFor);  // in mm_1
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(has(h->markdown, "**Saved by forward (constant)** · `relu` · `torch.ops.aten.relu.default`"));
  CHECK(has(h->markdown, "evidence: op-table, order"));

  auto relu = fxl::hover(f.snap, kFwdDoc, f.fwd.range("relu").begin, linkFor);
  REQUIRE(relu);
  INFO(relu->markdown);
  CHECK(has(relu->markdown, "**Used in backward** (2)"));
  CHECK(has(relu->markdown, "`_tensor_constant5` · constant"));
  CHECK(has(relu->markdown, "`_tensor_constant6` · constant"));
  CHECK(has(relu->markdown, "2 users"));
  CHECK_FALSE(has(relu->markdown, " B ·"));  // 1.13 printouts have no types: no size
}

TEST_CASE("hover: symbolic sizes are not given in bytes", "[hover]") {
  auto f = symbolic();
  auto h = fxl::hover(f.snap, kFwdDoc, f.fwd.range("div").begin, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(has(h->markdown, "`f32[s0]` · symbolic"));
}

TEST_CASE("hover: a long consumer list is cut after 8", "[hover]") {
  auto base = aot();
  fx::Analysis a = fx::analyze({{"fwd.py", base.fwd.text()}, {"bwd.py", base.bwd.text()}});
  // Ten more (made-up) associations reading the forward `div`, from every backward node.
  const fx::Graph& fwd = a.graphs[0];
  int div = fwd.find("div");
  REQUIRE(div >= 0);
  int added = 0;
  for (int n = 0; n < static_cast<int>(a.graphs[1].nodes.size()) && added < 10; ++n, ++added) {
    fx::Association as;
    as.backward = {1, n};
    as.forward = {0, div};
    as.status = fx::AssocStatus::Matched;
    a.associations.push_back(as);
  }
  REQUIRE(added == 10);
  fxl::Snapshot snap(std::move(a));
  auto h = fxl::hover(snap, kFwdDoc, base.fwd.range("div").begin, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(has(h->markdown, "**Used in backward** (12)"));
  CHECK(has(h->markdown, "- +4 more"));
  size_t bullets = 0;
  for (size_t p = h->markdown.find("- `bwd.py#1`"); p != std::string::npos; p = h->markdown.find("- `bwd.py#1`", p + 1)) ++bullets;
  CHECK(bullets == 8);
}

TEST_CASE("hover: nothing off node names, in unknown documents or past the end", "[hover][robust]") {
  auto f = aot();
  CHECK_FALSE(fxl::hover(f.snap, kFwdDoc, f.fwd.point("file1") + 3, linkFor));  // inside a `# File:` comment
  CHECK_FALSE(fxl::hover(f.snap, kFwdDoc, 0, linkFor));                          // `from __future__ ...`
  CHECK_FALSE(fxl::hover(f.snap, kFwdDoc, UINT32_MAX, linkFor));
  CHECK_FALSE(fxl::hover(f.snap, kFwdDoc, static_cast<uint32_t>(f.fwd.text().size()) + 10, linkFor));
  CHECK_FALSE(fxl::hover(f.snap, -1, f.fwd.range("div").begin, linkFor));
  CHECK_FALSE(fxl::hover(f.snap, 2, f.fwd.range("div").begin, linkFor));
  fxl::Snapshot empty(fx::analyze(std::vector<fx::SourceFile>{}));
  CHECK_FALSE(fxl::hover(empty, 0, 0, linkFor));
}

TEST_CASE("hover as data: the saved `div` is described by fields, not by text", "[hover]") {
  auto f = aot();
  auto info = fxl::hoverInfo(f.snap, kBwdDoc, f.bwd.range("div").begin);
  REQUIRE(info);
  CHECK(info->name == "div");
  CHECK(info->doc == kBwdDoc);
  CHECK(info->range.begin == f.bwd.range("div").begin);
  REQUIRE(info->producer);
  CHECK(info->producer->status == fx::AssocStatus::Matched);
  REQUIRE(info->producer->forward.size() == 1);
  CHECK(info->producer->forward[0].name == "div");
  CHECK(info->producer->forward[0].doc == kFwdDoc);
  CHECK(info->producer->forward[0].line == lineAt(f.fwd.text(), f.fwd.range("div").begin));
  CHECK(info->role == fx::Role::Backward);
}

// One golden markdown: how a hover reads, exactly (tests/features/golden/hover_saved_div.md). After a deliberate
// change: FXLENS_UPDATE_GOLDEN=1 build/tests/fxlens_features "[golden]", then review the diff.
TEST_CASE("hover: the markdown of a saved backward input, golden", "[hover][golden]") {
  auto f = aot();
  auto info = fxl::hoverInfo(f.snap, kBwdDoc, f.bwd.range("div").begin);
  REQUIRE(info);
  const std::string md = fxl::present(*info, linkFor);
  const std::string path = std::string(FXLENS_CORPUS_DIR) + "/../features/golden/hover_saved_div.md";
  if (std::getenv("FXLENS_UPDATE_GOLDEN")) std::ofstream(path, std::ios::binary) << md;
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in);
  const std::string golden((std::istreambuf_iterator<char>(in)), {});
  CHECK(md == golden);
}

TEST_CASE("hover: a name whose definition is gone says it is undefined", "[hover]") {
  const Annotated fwd(R"FX(def forward(self, x_1):
    relu_renamed = torch.ops.aten.relu.default(x_1);  x_1 = None
    sum_1 = torch.ops.aten.sum.default($dangling[relu$])
    return [sum_1]
)FX");
  const fxl::Snapshot snap(fx::analyze({{"fwd.py", fwd.text()}}));
  auto info = fxl::hoverInfo(snap, 0, mid(fwd.range("dangling")));
  REQUIRE(info);
  CHECK(info->undefined);
  CHECK(info->name == "relu");
  CHECK(info->range.begin == fwd.range("dangling").begin);
  auto h = fxl::hover(snap, 0, fwd.range("dangling").begin, [](int, uint32_t) { return std::string(); });
  REQUIRE(h);
  CHECK(h->markdown.find("**`relu`** \xC2\xB7 undefined") == 0);
  CHECK(h->markdown.find("`fwd.py#1`") != std::string::npos);
}

TEST_CASE("hover: a saved tensor says what needs it and whether it could be recomputed, on both sides", "[hover][advice]") {
  auto f = aot();
  const std::string want =
      "saved: 40 B · needed by `div_2` · could be recomputed from `primals_1` (input) by 3 pointwise ops";
  auto fwd = fxl::hoverInfo(f.snap, kFwdDoc, f.fwd.range("div").begin);
  REQUIRE(fwd);
  CHECK(fwd->savedAdvice == want);
  auto bwd = fxl::hoverInfo(f.snap, kBwdDoc, f.bwd.range("div").begin);
  REQUIRE(bwd);
  CHECK(bwd->savedAdvice == want);
  // A saved input costs no activation memory; a node that is not saved has no such line.
  auto input = fxl::hoverInfo(f.snap, kFwdDoc, f.fwd.range("primals_1").begin);
  REQUIRE(input);
  CHECK(input->savedAdvice.find("saved: 40 B · needed by `abs_1`") == 0);
  CHECK(input->savedAdvice.find("kept: a forward input") != std::string::npos);
  auto notSaved = fxl::hoverInfo(f.snap, kFwdDoc, f.fwd.range("abs_1").begin);
  REQUIRE(notSaved);
  CHECK(notSaved->savedAdvice.empty());
}

TEST_CASE("hover: a saved tensor of a joint graph names its users in the backward part", "[hover][advice]") {
  std::ifstream in(std::string(FXLENS_CORPUS_DIR) + "/torch113/gated_mlp/aot_default/joint.code.txt", std::ios::binary);
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  REQUIRE_FALSE(text.empty());
  const fxl::Snapshot snap(fx::analyze({{"joint.code.txt", text}}));
  const size_t at = text.find("    rsub = ");
  REQUIRE(at != std::string::npos);
  auto info = fxl::hoverInfo(snap, 0, static_cast<uint32_t>(at + 4));
  REQUIRE(info);
  CHECK(info->name == "rsub");
  // Untyped: the size is unknown. mul_1 is its forward user, mul_5 its backward one.
  CHECK(info->savedAdvice ==
        "saved: size unknown · needed by `mul_5` · could be recomputed from `sigmoid` (saved) by 1 pointwise op");
}

TEST_CASE("hover: a kept tensor says which tensor could be saved instead, in the forward and the backward", "[hover][advice]") {
  // masked_attention's default partition saves dropout's scaled mask `div`; min-cut saves `bernoulli_` instead.
  const std::string base = std::string(FXLENS_CORPUS_DIR) + "/torch113/masked_attention/aot_default/";
  auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), {});
  };
  const std::string fwd = read(base + "fwd.code.txt"), bwd = read(base + "bwd.code.txt");
  REQUIRE_FALSE(fwd.empty());
  const fxl::Snapshot snap(fx::analyze({{"fwd.code.txt", fwd}, {"bwd.code.txt", bwd}}));
  const std::string want = "saved: size unknown · needed by `mul_2` · kept: needs bernoulli_ (not cheap); if "
                           "`bernoulli_` (size unknown) were saved instead, it could be recomputed from it by 1 "
                           "pointwise op";
  const size_t inFwd = fwd.find("    div = "), inBwd = bwd.find(", div,");
  REQUIRE(inFwd != std::string::npos);
  REQUIRE(inBwd != std::string::npos);
  auto f = fxl::hoverInfo(snap, 0, static_cast<uint32_t>(inFwd + 4));
  REQUIRE(f);
  CHECK(f->savedAdvice == want);
  auto b = fxl::hoverInfo(snap, 1, static_cast<uint32_t>(inBwd + 2));
  REQUIRE(b);
  CHECK(b->name == "div");
  CHECK(b->savedAdvice == want);
}
