// Issue 28, part 3: careless edits never drop a graph. A line pasted twice or a name renamed onto another is a
// `duplicate-name` error on the second binding, pointing at the first; the rest of the graph is still analysed.
// Ordinary Python that rebinds names (a module's own forward) is still no graph and says nothing.
#include <catch2/catch.hpp>

#include <string>

#include "annotated.h"
#include "fx/analysis.h"
#include "parsing.h"

namespace {

using testsupport::Annotated;

// examples/aot_mlp/fwd.code.txt with its line 7 (`addmm = ...`) pasted again after `getitem = ...`.
const char* const kFwdPasted = R"FX(


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6):
    view = torch.ops.aten.view.default(primals_5, [32, 784]);  primals_5 = None
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    $first[addmm$] = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, primals_6, None, 1, -100)
    getitem = nll_loss_forward[0]
    $second[addmm$] = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    return [getitem, getitem_1, relu, t_1, primals_6, view, _log_softmax]
    )FX";

// examples/aot_mlp/bwd.code.txt, cut down to what pairs and associates.
const char* const kBwd = R"FX(


def forward(self, getitem_1, relu, t_1, primals_6, view, _log_softmax, tangents_1):
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(tangents_1, _log_softmax, primals_6, None, 1, -100, getitem_1);  tangents_1 = _log_softmax = primals_6 = getitem_1 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, _log_softmax, 1, torch.float32);  nll_loss_backward = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, relu);  t_3 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, relu, 0);  mm = relu = None
    t_6 = torch.ops.aten.t.default(threshold_backward)
    mm_2 = torch.ops.aten.mm.default(t_6, view);  t_6 = view = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return [t_8, view_2, t_5, view_1, None, None]
    )FX";

bool same(fx::Range a, fx::Range b) { return a.begin == b.begin && a.end == b.end; }

std::vector<const fx::Diagnostic*> withCode(const fx::Analysis& a, std::string_view code) {
  std::vector<const fx::Diagnostic*> out;
  for (const auto& d : a.diagnostics)
    if (d.code == code) out.push_back(&d);
  return out;
}

}  // namespace

TEST_CASE("a line pasted twice: duplicate-name on the second binding, the graph still pairs and associates",
          "[parse][code][careless]") {
  const Annotated fwd(kFwdPasted);
  fx::Analysis a = fx::analyze({{"fwd.code.txt", fwd.text()}, {"bwd.code.txt", kBwd}});
  REQUIRE(a.graphs.size() == 2);
  const fx::Graph& g = a.graphs[0];
  CHECK(g.role == fx::Role::Forward);
  CHECK(g.nodes.size() == 17);  // 6 inputs, 10 ops, output: the pasted line is no node
  // Uses after the second binding refer to the first, the one node of that name.
  const int addmm = g.find("addmm");
  REQUIRE(addmm >= 0);
  CHECK(same(g.nameRange(g.nodes[addmm]), fwd.range("first")));

  auto dups = withCode(a, "duplicate-name");
  REQUIRE(dups.size() == 1);
  CHECK(dups[0]->severity == fx::Severity::Error);
  CHECK(dups[0]->doc == 0);
  CHECK(same(dups[0]->range, fwd.range("second")));
  REQUIRE(dups[0]->related.size() == 1);
  CHECK(dups[0]->related[0].doc == 0);
  CHECK(same(dups[0]->related[0].range, fwd.range("first")));

  REQUIRE(a.pairs.size() == 1);
  CHECK(a.pairs[0].forward == 0);
  CHECK(a.pairs[0].backward == 1);
  int matched = 0;
  for (const auto& as : a.associations) matched += as.status == fx::AssocStatus::Matched;
  CHECK(matched >= 6);
}

TEST_CASE("a name renamed onto another: duplicate-name, the graph stays", "[parse][code][careless]") {
  const Annotated src(R"FX(
def forward(self, primals_1, primals_2):
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(primals_1, primals_2, None, 1, -100);  primals_1 = None
    $first[getitem$] = nll_loss_forward[0]
    $second[getitem$] = nll_loss_forward[1];  nll_loss_forward = None
    return [getitem, getitem_1, primals_2]
)FX");
  fx::Document doc;
  auto r = testsupport::parseText(src.text(), doc);
  REQUIRE(r.graphs.size() == 1);
  CHECK(r.graphs[0].nodes.size() == 5);
  const fx::Diagnostic* dup = nullptr;
  for (const auto& d : r.diagnostics)
    if (d.code == "duplicate-name") dup = &d;
  REQUIRE(dup);
  CHECK(same(dup->range, src.range("second")));
  REQUIRE(dup->related.size() == 1);
  CHECK(same(dup->related[0].range, src.range("first")));
}

TEST_CASE("a graph cut mid-call keeps the nodes before the cut and says where it was cut", "[parse][code][careless]") {
  const Annotated src(R"FX(
def forward(self, primals_1, primals_2):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, t, t);  primals_2 = t = None
$cut^    relu = torch.ops.aten.relu.default(add)FX");
  fx::Document doc;
  auto r = testsupport::parseText(src.text(), doc);
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  CHECK(g.find("t") >= 0);
  CHECK(g.find("addmm") >= 0);
  bool atCut = false;
  for (const auto& d : r.diagnostics) atCut = atCut || (d.range.begin == src.point("cut") && d.severity == fx::Severity::Error);
  CHECK(atCut);
}

TEST_CASE("a module's own forward that rebinds names is ordinary Python: no graph, nothing said",
          "[parse][code][careless]") {
  fx::Document doc;
  auto r = testsupport::parseText("class MLP(torch.nn.Module):\n"
                                  "    def forward(self, x):\n"
                                  "        x = x.view(-1, 784)\n"
                                  "        x = self.fc1(x)\n"
                                  "        x = torch.relu(x)\n"
                                  "        x = self.fc2(x)\n"
                                  "        return F.log_softmax(x, dim=1)\n",
                                  doc, "model.py");
  CHECK(r.graphs.empty());
  CHECK(r.diagnostics.empty());
}
