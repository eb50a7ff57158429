// Diagnostics from the analysis: each code appears where it should, with the right line and related info.
#include <catch2/catch.hpp>

#include "annotated.h"
#include "fx/analysis.h"

using testsupport::Annotated;

namespace {

std::vector<const fx::Diagnostic*> withCode(const fx::Analysis& a, const std::string& code) {
  std::vector<const fx::Diagnostic*> r;
  for (const auto& d : a.diagnostics)
    if (d.code == code) r.push_back(&d);
  return r;
}

}  // namespace

TEST_CASE("unused saved tensor and dtype/shape disagreement", "[diagnostics]") {
  Annotated fwd(R"FX(def forward(self, primals_1: "f32[4, 8]"):
    $relu[relu$]: "f32[4, 8]" = torch.ops.aten.relu.default(primals_1)
    $sum_1[sum_1$]: "f32[]" = torch.ops.aten.sum.default(relu)
    return [sum_1, relu, sum_1]
)FX");
  Annotated bwd(R"FX(def forward(self, $relu[relu$]: "f16[4, 8]", $sum_1[sum_1$]: "f32[]", tangents_1: "f32[]"):
    expand: "f32[4, 8]" = torch.ops.aten.expand.default(tangents_1, [4, 8])
    threshold_backward: "f32[4, 8]" = torch.ops.aten.threshold_backward.default(expand, relu, 0)
    return [threshold_backward]
)FX");
  fx::Analysis a = fx::analyze({{"f.txt", fwd.text()}, {"b.txt", bwd.text()}});
  REQUIRE(a.pairs.size() == 1);

  auto unused = withCode(a, "unused-saved-tensor");
  REQUIRE(unused.size() == 1);
  CHECK(unused[0]->doc == 1);
  CHECK(unused[0]->range.begin == bwd.range("sum_1").begin);
  CHECK(unused[0]->severity == fx::Severity::Warning);
  REQUIRE(unused[0]->related.size() == 1);
  CHECK(unused[0]->related[0].doc == 0);
  CHECK(unused[0]->related[0].range.begin == fwd.range("sum_1").begin);

  auto mismatch = withCode(a, "saved-type-mismatch");
  REQUIRE(mismatch.size() == 1);
  CHECK(mismatch[0]->range.begin == bwd.range("relu").begin);
  CHECK(mismatch[0]->message.find("f16[4, 8]") != std::string::npos);
  CHECK(mismatch[0]->related.at(0).range.begin == fwd.range("relu").begin);

  CHECK(withCode(a, "no-partner").empty());
}

TEST_CASE("graphs without partners and files without graphs", "[diagnostics]") {
  fx::Analysis a = fx::analyze({{"alone.txt",
                                 "def forward(self, primals_1):\n"
                                 "    relu = torch.ops.aten.relu.default(primals_1)\n"
                                 "    return [relu, relu]\n"},
                                {"empty.txt", ""},
                                {"notes.txt", "nothing to see here\n"}});
  auto np = withCode(a, "no-partner");
  REQUIRE(np.size() == 1);
  CHECK(np[0]->doc == 0);
  CHECK(np[0]->severity == fx::Severity::Information);
  // It says what was looked for, where, and how to pair by hand.
  CHECK(np[0]->message.find("looked for a backward graph whose inputs are its outputs `relu`") != std::string::npos);
  CHECK(np[0]->message.find("among 0 backward graphs in the 3 files analysed together") != std::string::npos);
  CHECK(np[0]->message.find("Pair With") != std::string::npos);
  auto ng = withCode(a, "no-graph");
  REQUIRE(ng.size() == 2);
  CHECK(ng[0]->message.find("empty") != std::string::npos);
}

TEST_CASE("an unparseable line is an error at its line; the graph is still analyzed", "[diagnostics]") {
  fx::Analysis a = fx::analyze({{"broken.txt",
                                 "def forward(self, primals_1):\n"
                                 "    relu = torch.ops.aten.relu.default(primals_1)\n"
                                 "    ??? garbage ???\n"
                                 "    return [relu]\n"}});
  auto bad = withCode(a, "unparseable-line");
  REQUIRE(bad.size() == 1);
  CHECK(a.docs[0].lineOf(bad[0]->range.begin) == 2);
  CHECK(bad[0]->severity == fx::Severity::Error);
  REQUIRE(a.graphs.size() == 1);
  CHECK(a.graphs[0].find("relu") >= 0);
  CHECK(a.graphs[0].nodes.back().op == fx::OpKind::Output);
}

TEST_CASE("a truncated forward (no return) next to a backward is reported, not a crash", "[diagnostics][robust]") {
  // Found by mutating corpus files under ASan: a forward without an output node paired with a backward without
  // saved inputs used to read the output of a graph that has none.
  fx::Analysis a = fx::analyze({{"f.txt",
                                 "def forward(self, primals_1):\n"
                                 "    relu = torch.ops.aten.relu.default(primals_1)\n"},
                                {"b.txt",
                                 "def forward(self, tangents_1):\n"
                                 "    neg = torch.ops.aten.neg.default(tangents_1)\n"
                                 "    return [neg]\n"}});
  REQUIRE(a.graphs.size() == 2);
  CHECK(withCode(a, "truncated-graph").size() == 1);
  for (const auto& g : a.graphs)
    for (const auto& n : g.nodes) CHECK(n.category != fx::Category::None);
}

TEST_CASE("a saved input whose forward output is missing is unmatched, not taken by position", "[diagnostics]") {
  // The forward returns `relu` nowhere (one saved output lost): the outputs after it shift by one, so the
  // backward's `relu` sits at the position of the forward's `t_1`, and its own `t_1` at `primals_6`'s.
  Annotated fwd(R"FX(def forward(self, primals_1, primals_2):
    t: "f32[8, 8]" = torch.ops.aten.t.default(primals_1)
    mm: "f32[8, 8]" = torch.ops.aten.mm.default(primals_2, t)
    relu: "f32[8, 8]" = torch.ops.aten.relu.default(mm)
    t_1: "f32[8, 8]" = torch.ops.aten.t.default(relu)
    sum_1: "f32[]" = torch.ops.aten.sum.default(t_1)
    return [sum_1, t_1, primals_2]
)FX");
  Annotated bwd(R"FX(def forward(self, $relu[relu$], t_1, primals_2, tangents_1):
    expand: "f32[8, 8]" = torch.ops.aten.expand.default(tangents_1, [8, 8])
    mm_1: "f32[8, 8]" = torch.ops.aten.mm.default(expand, t_1)
    threshold_backward: "f32[8, 8]" = torch.ops.aten.threshold_backward.default(mm_1, relu, 0)
    mm_2: "f32[8, 8]" = torch.ops.aten.mm.default(threshold_backward, primals_2)
    return [mm_2, None]
)FX");
  fx::Analysis a = fx::analyze({{"fwd.py", fwd.text()}, {"bwd.py", bwd.text()}});
  REQUIRE(a.pairs.size() == 1);
  int matchedByName = 0;
  bool reluUnmatched = false;
  for (const auto& as : a.associations) {
    if (as.kind != fx::AssocKind::Saved) continue;
    const fx::Node* b = a.node(as.backward);
    REQUIRE(b);
    if (b->name == "relu") {
      reluUnmatched = as.status == fx::AssocStatus::Unmatched;
      CHECK(!as.forward.valid());
    } else {
      CHECK(as.status == fx::AssocStatus::Matched);
      const fx::Node* f = a.node(as.forward);
      REQUIRE(f);
      CHECK(f->name == b->name);  // t_1 and primals_2 by name, not shifted by position
      ++matchedByName;
    }
  }
  CHECK(reluUnmatched);
  CHECK(matchedByName == 2);
  // The lost output is reported where the backward reads it (the tangent, whose user-output count no longer
  // fits, is reported too).
  int onRelu = 0;
  for (const auto* d : withCode(a, "unmatched-reference"))
    if (d->range.begin == bwd.range("relu").begin) ++onRelu;
  CHECK(onRelu == 1);
}

TEST_CASE("an unpaired backward names its saved inputs and the closest forward", "[diagnostics]") {
  // The forward returns `relu` but not `t_1`: the backward's saved inputs do not fit, so they are not paired.
  fx::Analysis a = fx::analyze({{"f.txt",
                                 "def forward(self, primals_1, primals_2):\n"
                                 "    relu = torch.ops.aten.relu.default(primals_1)\n"
                                 "    return [relu, relu]\n"},
                                {"b.txt",
                                 "def forward(self, relu, t_1, tangents_1):\n"
                                 "    mm = torch.ops.aten.mm.default(tangents_1, t_1)\n"
                                 "    threshold_backward = torch.ops.aten.threshold_backward.default(mm, relu, 0)\n"
                                 "    return [threshold_backward, None]\n"}});
  std::string msg;
  for (const auto* d : withCode(a, "no-partner"))
    if (d->doc == 1) msg = d->message;
  CHECK(msg.find("returns its saved inputs `relu`, `t_1` as trailing outputs") != std::string::npos);
  CHECK(msg.find("among 1 forward graph in the 2 files") != std::string::npos);
  CHECK(msg.find("closest: `f.txt#1`, which has 1 of the 2 names") != std::string::npos);
}

TEST_CASE("undefined names: an argument naming no node of its graph is an error where it is written",
          "[diagnostics]") {
  // mlp_nll's forward after an edit renamed `relu`'s definition: its readers now name nothing.
  Annotated fwd(R"FX(def forward(self, primals_1, primals_2, primals_3):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    relu_renamed = torch.ops.aten.relu.default(addmm);  addmm = None
    sum_1 = torch.ops.aten.sum.default($dangling[relu$], dtype = torch.float32)
    view = torch.ops.aten.view.default(sum_1, [1], out = $kw[relu$])
    return [sum_1, $returned[relu$], view, None]
)FX");
  fx::Analysis a = fx::analyze({{"f.txt", fwd.text()}});
  auto undefined = withCode(a, "undefined-name");
  REQUIRE(undefined.size() == 3);  // an argument, a keyword value, a returned value; not torch.float32 or None
  CHECK(undefined[0]->severity == fx::Severity::Error);
  CHECK(undefined[0]->range.begin == fwd.range("dangling").begin);
  CHECK(undefined[0]->range.end == fwd.range("dangling").end);
  CHECK(undefined[0]->message.find("`relu` is not defined") != std::string::npos);
  CHECK(undefined[1]->range.begin == fwd.range("kw").begin);
  CHECK(undefined[2]->range.begin == fwd.range("returned").begin);
}

TEST_CASE("a saved SymInt the backward uses only through its shapes is not reported unused", "[diagnostics]") {
  const std::string fwd = R"FX(def forward(self, primals_1: "f32[s97, 8]", primals_2: "Sym(s97)", primals_3: "Sym(s5)"):
    relu: "f32[s97, 8]" = torch.ops.aten.relu.default(primals_1)
    sum_1: "f32[]" = torch.ops.aten.sum.default(relu)
    return [sum_1, relu, primals_2, primals_3]
)FX";
  Annotated bwd(R"FX(def forward(self, relu: "f32[s97, 8]", primals_2: "Sym(s97)", $primals_3[primals_3$]: "Sym(s5)", tangents_1: "f32[]"):
    expand: "f32[s97, 8]" = torch.ops.aten.expand.default(tangents_1, [8, 8])
    threshold_backward: "f32[s97, 8]" = torch.ops.aten.threshold_backward.default(expand, relu, 0)
    return [threshold_backward, None, None]
)FX");
  fx::Analysis a = fx::analyze({{"f.txt", fwd}, {"b.txt", bwd.text()}});
  REQUIRE(a.pairs.size() == 1);
  REQUIRE(a.pairs[0].backward >= 0);
  // `s97` is in the backward's shapes; `s5` is nowhere but in the SymInt's own annotation.
  auto unused = withCode(a, "unused-saved-tensor");
  REQUIRE(unused.size() == 1);
  CHECK(unused[0]->range.begin == bwd.range("primals_3").begin);
}

TEST_CASE("a backward that recomputes a forward view as reshape (compiled autograd) is marked recomputed",
          "[diagnostics][recompute]") {
  const std::string fwd = R"FX(def forward(self, primals_1: "f32[4, 8]"):
    view: "f32[32]" = torch.ops.aten.view.default(primals_1, [32])
    relu: "f32[32]" = torch.ops.aten.relu.default(view)
    return [relu, primals_1, relu]
)FX";
  const auto analyzeWith = [&](const std::string& recompute) {
    return fx::analyze({{"f.txt", fwd},
                        {"b.txt", "def forward(self, primals_1: \"f32[4, 8]\", relu: \"f32[32]\", tangents_1: \"f32[32]\"):\n" +
                                      recompute +
                                      "    threshold_backward: \"f32[32]\" = torch.ops.aten.threshold_backward.default("
                                      "tangents_1, relu, 0)\n"
                                      "    mul: \"f32[32]\" = torch.ops.aten.mul.Tensor(threshold_backward, view)\n"
                                      "    return [mul]\n"}});
  };
  const auto recomputedView = [](const fx::Analysis& a) {
    for (const auto& as : a.associations)
      if (as.kind == fx::AssocKind::Recomputed && a.node(as.backward)->name == "view") return a.node(as.forward);
    return static_cast<const fx::Node*>(nullptr);
  };
  for (const std::string op : {"reshape.default", "_unsafe_view.default", "view.default"}) {
    INFO(op);
    const fx::Analysis a =
        analyzeWith("    view: \"f32[32]\" = torch.ops.aten." + op + "(primals_1, [32])\n");
    REQUIRE(a.pairs.size() == 1);
    const fx::Node* from = recomputedView(a);
    REQUIRE(from);
    CHECK(from->opNameView() == "view");
    const fx::Graph& b = a.graphs[a.pairs[0].backward];
    CHECK(b.nodes[b.find("view")].recomputed);
  }
  SECTION("another shape, or another op, is not the forward's value made again") {
    for (const std::string line : {"    view: \"f32[8, 4]\" = torch.ops.aten.reshape.default(primals_1, [8, 4])\n",
                                   "    view: \"f32[32]\" = torch.ops.aten.flatten.using_ints(primals_1)\n"}) {
      INFO(line);
      const fx::Analysis a = analyzeWith(line);
      CHECK_FALSE(recomputedView(a));
      const fx::Graph& b = a.graphs[a.pairs.at(0).backward];
      CHECK_FALSE(b.nodes[b.find("view")].recomputed);
    }
  }
}
