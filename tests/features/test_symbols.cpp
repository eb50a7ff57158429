#include <algorithm>
#include <catch2/catch.hpp>

#include "features/symbols.h"
#include "fixtures.h"

using namespace fixtures;
using fxl::SymKind;

namespace {

const fxl::NodeSymbol* child(const fxl::GraphSymbol& g, std::string_view name) {
  for (const auto& c : g.children)
    if (c.name == name) return &c;
  return nullptr;
}

bool inside(fx::Range inner, fx::Range outer) { return inner.begin >= outer.begin && inner.end <= outer.end; }

}  // namespace

TEST_CASE("document symbols: one graph with its nodes, kinds and details", "[symbols]") {
  auto f = aot();
  auto gs = fxl::documentSymbols(f.snap, kFwdDoc);
  REQUIRE(gs.size() == 1);
  const auto& g = gs[0];
  CHECK(g.name == "forward");
  CHECK(g.detail == "forward · fwd.py#1 · pairs with bwd.py#1");
  CHECK(g.range.begin == f.fwd.point("def"));  // starts at `def forward`
  CHECK(g.selectionRange.begin == g.range.begin);
  CHECK(f.fwd.text().substr(g.selectionRange.begin, g.selectionRange.end - g.selectionRange.begin) ==
        R"(def forward(self, primals_1: "f32[10]", primals_2: "f32[10]"):)");

  std::vector<std::string> names;
  for (const auto& c : g.children) names.push_back(c.name);
  CHECK(names == std::vector<std::string>{"primals_1", "primals_2", "abs_1", "add", "div", "sum_1", "lt", "output"});

  const auto* div = child(g, "div");
  REQUIRE(div);
  CHECK(div->kind == SymKind::Op);
  CHECK(div->detail == "save_tensor · div · f32[10]");
  CHECK(div->selectionRange.begin == f.fwd.range("div").begin);
  CHECK(div->selectionRange.end == f.fwd.range("div").end);
  CHECK(f.fwd.text().substr(div->range.begin, div->range.end - div->range.begin) ==
        R"(div: "f32[10]" = torch.ops.aten.div.Tensor(primals_1, add))");

  const auto* p1 = child(g, "primals_1");
  REQUIRE(p1);
  CHECK(p1->kind == SymKind::Input);
  CHECK(p1->detail == "input · f32[10]");
  const auto* out = child(g, "output");
  REQUIRE(out);
  CHECK(out->kind == SymKind::Output);
  CHECK(out->range.begin == f.fwd.point("return"));

  for (const auto& c : g.children) {
    INFO(c.name);
    CHECK(inside(c.selectionRange, c.range));
    CHECK(inside(c.range, g.range));
  }
}

TEST_CASE("document symbols: tangents and make_fx constants get their own kinds", "[symbols]") {
  auto a = aot();
  auto bwd = fxl::documentSymbols(a.snap, kBwdDoc);
  REQUIRE(bwd.size() == 1);
  CHECK(bwd[0].detail == "backward · bwd.py#1 · pairs with fwd.py#1");
  REQUIRE(child(bwd[0], "tangents_1"));
  CHECK(child(bwd[0], "tangents_1")->kind == SymKind::Tangent);
  CHECK(child(bwd[0], "div")->kind == SymKind::Input);
  CHECK(child(bwd[0], "div")->detail == "save_tensor · f32[10]");

  auto m = makeFx();
  auto mb = fxl::documentSymbols(m.snap, kBwdDoc);
  REQUIRE(mb.size() == 1);
  const auto* c5 = child(mb[0], "_tensor_constant5");
  REQUIRE(c5);
  CHECK(c5->kind == SymKind::Constant);
  CHECK(c5->detail == "save_tensor");  // 1.13: no type printed
  CHECK(c5->selectionRange.begin == m.bwd.range("tensor_constant5").begin);

  fxl::Snapshot alone(fx::analyze({{"fwd.py", a.fwd.text()}}));
  auto solo = fxl::documentSymbols(alone, 0);
  REQUIRE(solo.size() == 1);
  CHECK(solo[0].detail == "forward · fwd.py#1 · no partner");
}

TEST_CASE("document symbols: unknown documents give nothing", "[symbols][robust]") {
  auto f = aot();
  CHECK(fxl::documentSymbols(f.snap, -1).empty());
  CHECK(fxl::documentSymbols(f.snap, 2).empty());
  fxl::Snapshot noGraph(fx::analyze({{"notes.txt", "just some text\nno graph here\n"}}));
  CHECK(fxl::documentSymbols(noGraph, 0).empty());
}

TEST_CASE("workspace symbols: exact, then prefix, then substring matches", "[symbols]") {
  auto f = makeFx();
  auto hits = fxl::workspaceSymbols(f.snap, "mm", 100);
  std::vector<std::string> names;
  for (const auto& h : hits) names.push_back(h.name);
  // Exact `mm`, prefixes `mm_1`/`mm_2`, then `addmm`/`addmm_1` (substrings), all from both graphs.
  CHECK(names == std::vector<std::string>{"mm", "mm_1", "mm_2", "addmm", "addmm_1"});
  REQUIRE(!hits.empty());
  CHECK(hits[0].container == "bwd.py#1");
  CHECK(hits[0].doc == kBwdDoc);
  CHECK(hits[0].kind == SymKind::Op);
  CHECK(f.bwd.text().substr(hits[0].range.begin, hits[0].range.end - hits[0].range.begin) == "mm");

  auto two = fxl::workspaceSymbols(f.snap, "MM", 2);  // case-insensitive, limited
  REQUIRE(two.size() == 2);
  CHECK(two[0].name == "mm");
  CHECK(two[1].name == "mm_1");
}

TEST_CASE("workspace symbols: fuzzy subsequences, tighter first", "[symbols]") {
  auto f = makeFx();
  auto hits = fxl::workspaceSymbols(f.snap, "tc5", 50);
  REQUIRE(hits.size() == 1);
  CHECK(hits[0].name == "_tensor_constant5");
  CHECK(hits[0].kind == SymKind::Constant);
  CHECK(hits[0].range.begin == f.bwd.range("tensor_constant5").begin);

  // `lsb` is spread over 7 characters of nll_loss_backward ("loss_ba") and 13 of _log_softmax_backward_data.
  auto lsb = fxl::workspaceSymbols(f.snap, "lsb", 50);
  auto pos = [&](std::string_view n) {
    return std::find_if(lsb.begin(), lsb.end(), [&](const fxl::WorkspaceSymbol& s) { return s.name == n; }) - lsb.begin();
  };
  REQUIRE(pos("nll_loss_backward") < static_cast<long>(lsb.size()));
  REQUIRE(pos("_log_softmax_backward_data") < static_cast<long>(lsb.size()));
  CHECK(pos("nll_loss_backward") < pos("_log_softmax_backward_data"));
  for (const auto& s : lsb) {
    INFO(s.name);
    // Every hit holds l, s, b in order.
    size_t l = s.name.find_first_of("lL");
    size_t sp = l == std::string::npos ? l : s.name.find_first_of("sS", l + 1);
    CHECK((sp != std::string::npos && s.name.find_first_of("bB", sp + 1) != std::string::npos));
  }

  // Tightness beats length: `tb` spans 6 characters of _log_softmax_backward_data ("tmax_b") but all 11 of
  // threshold_backward's "threshold_b".
  auto tb = fxl::workspaceSymbols(f.snap, "tb", 50);
  std::vector<std::string> tbNames;
  for (const auto& s : tb) tbNames.push_back(s.name);
  CHECK(tbNames == std::vector<std::string>{"_log_softmax_backward_data", "threshold_backward"});

  CHECK(fxl::workspaceSymbols(f.snap, "zzz", 50).empty());
  CHECK(fxl::workspaceSymbols(f.snap, "mm", 0).empty());
}

TEST_CASE("workspace symbols: graphs are symbols too; an empty query lists in order", "[symbols]") {
  auto f = aot();
  auto g = fxl::workspaceSymbols(f.snap, "bwd.py", 10);
  REQUIRE(!g.empty());
  CHECK(g[0].name == "bwd.py#1");
  CHECK(g[0].kind == SymKind::Graph);
  auto all = fxl::workspaceSymbols(f.snap, "", 3);
  REQUIRE(all.size() == 3);
  CHECK(all[0].name == "fwd.py#1");
  CHECK(all[1].name == "primals_1");
  CHECK(all[2].name == "primals_2");
  fxl::Snapshot empty(fx::analyze(std::vector<fx::SourceFile>{}));
  CHECK(fxl::workspaceSymbols(empty, "a", 10).empty());
}

TEST_CASE("document symbols: a log's graphs are named by their header, with the compile id", "[symbols]") {
  const std::string log =
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs] "
      "TRACED GRAPH\n"
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]  "
      "===== Forward graph 0 =====\n"
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]  "
      "class GraphModule(torch.nn.Module):\n"
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]     "
      "def forward(self, primals_1: \"f32[4]\"):\n"
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]         "
      "relu: \"f32[4]\" = torch.ops.aten.relu.default(primals_1)\n"
      "I0121 00:08:39.321000 7 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]         "
      "return (relu,)\n";
  const fxl::Snapshot snap(fx::analyze({{"run.log", log}}));
  auto syms = fxl::documentSymbols(snap, 0);
  REQUIRE(syms.size() == 1);
  CHECK(syms[0].name == "Forward graph 0 [0/0]");
}

namespace {

size_t symbolCount(const std::vector<fxl::GraphSymbol>& gs) {
  size_t n = gs.size();
  for (const auto& g : gs) n += g.children.size();
  return n;
}

}  // namespace

TEST_CASE("document symbols: a reply is bounded, what is left out said by one symbol", "[symbols][bounds]") {
  // One chain of 25,000 nodes: the first graph lists what fits, then "… N more nodes".
  std::string chain = "def forward(self, x):\n";
  std::string prev = "x";
  for (int i = 0; i < 25000; ++i) {
    chain += "    r_" + std::to_string(i) + " = torch.ops.aten.relu.default(" + prev + ")\n";
    prev = "r_" + std::to_string(i);
  }
  chain += "    return [" + prev + "]\n";
  fxl::Snapshot one(fx::analyze({{"chain.py", chain}}));
  auto gs = fxl::documentSymbols(one, 0);
  REQUIRE(gs.size() == 1);
  CHECK(symbolCount(gs) <= fxl::kMaxDocumentSymbols + 1);
  // 25,002 nodes (the input, the chain, the output): the graph and 9,999 of them fit.
  CHECK(gs[0].children.back().name == "… 15,003 more nodes");
  for (const auto& c : gs[0].children) CHECK(inside(c.range, gs[0].range));
  // 12,000 tiny graphs: every graph that fits, then "… N more graphs".
  std::string tiny;
  for (int i = 0; i < 12000; ++i) tiny += "def forward(self, x):\n    y = torch.ops.aten.relu.default(x)\n    return [y]\n\n";
  fxl::Snapshot many(fx::analyze({{"tiny.py", tiny}}));
  auto ms = fxl::documentSymbols(many, 0);
  REQUIRE(ms.size() == fxl::kMaxDocumentSymbols + 1);
  CHECK(ms.back().name == "… 2,000 more graphs");
  CHECK(ms[0].children.empty());
  CHECK(ms[0].detail.find("3 nodes not listed") != std::string::npos);
  CHECK(symbolCount(ms) <= fxl::kMaxDocumentSymbols + 1);
}
