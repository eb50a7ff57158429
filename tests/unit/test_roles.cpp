// Roles from what a graph's text says (inputs, outputs, body), with headers and names as supporting evidence.
// The printouts are real: PyTorch's own test expectations (torch 2.6, tests/conformance/pytorch) unless noted.
#include <catch2/catch.hpp>

#include "fx/analysis.h"

namespace {

const fx::Graph& only(const fx::Analysis& a) {
  REQUIRE(a.graphs.size() >= 1);
  return a.graphs[0];
}

std::vector<const fx::Diagnostic*> withCode(const fx::Analysis& a, const std::string& code) {
  std::vector<const fx::Diagnostic*> r;
  for (const auto& d : a.diagnostics)
    if (d.code == code) r.push_back(&d);
  return r;
}

// test_with_effects.py, test_regular_effectful_op_only_in_backward: the forward saves its inputs only.
const char* kForwardSavingInputs =
    "def forward(self, primals_1, primals_2):\n"
    "    sin = torch.ops.aten.sin.default(primals_1)\n"
    "    sin_1 = torch.ops.aten.sin.default(primals_2)\n"
    "    return (sin, sin_1, primals_1, primals_2)\n";
// ... and its backward: primals and tangents as inputs like a joint, but every output is a gradient (or the
// effect token, which comes from the tangent token).
const char* kBackwardOfPrimals =
    "def forward(self, primals_1, primals_2, tangents_1, tangents_2, tangents_token):\n"
    "    with_effects = torch.ops.higher_order.with_effects(tangents_token, torch.ops.aten.cos.default, primals_1);  tangents_token = primals_1 = None\n"
    "    getitem = with_effects[0]\n"
    "    getitem_1 = with_effects[1];  with_effects = None\n"
    "    with_effects_1 = torch.ops.higher_order.with_effects(getitem, torch.ops.aten.cos.default, primals_2);  getitem = primals_2 = None\n"
    "    getitem_2 = with_effects_1[0]\n"
    "    getitem_3 = with_effects_1[1];  with_effects_1 = None\n"
    "    mul = torch.ops.aten.mul.Tensor(tangents_1, getitem_1);  tangents_1 = getitem_1 = None\n"
    "    mul_1 = torch.ops.aten.mul.Tensor(tangents_2, getitem_3);  tangents_2 = getitem_3 = None\n"
    "    return (mul, mul_1, getitem_2)\n";

}  // namespace

TEST_CASE("a backward that saves only primals is a backward, paired, with saved categories", "[roles]") {
  fx::Analysis a = fx::analyze({{"a.txt", kForwardSavingInputs}, {"b.txt", kBackwardOfPrimals}});
  REQUIRE(a.graphs.size() == 2);
  const fx::Graph& b = a.graphs[1];
  CHECK(b.role == fx::Role::Backward);
  CHECK(b.roleEvidence.find("every output is a gradient") != std::string::npos);
  CHECK(b.roleEvidence.find("2 of them primals") != std::string::npos);
  REQUIRE(a.pairs.size() == 1);
  CHECK(a.pairs[0].forward == 0);
  CHECK(a.pairs[0].backward == 1);
  CHECK(b.nodes[b.find("primals_1")].category == fx::Category::SaveTensor);
  CHECK(b.nodes[b.find("tangents_1")].category == fx::Category::Tangent);
  CHECK(b.nodes[b.find("mul")].category == fx::Category::Bwd);
  for (const auto& as : a.associations)
    if (as.backward.graph == 1 && as.kind == fx::AssocKind::Saved) CHECK(as.status == fx::AssocStatus::Matched);
}

TEST_CASE("a joint returns tangent-free user outputs first", "[roles]") {
  // torch 1.13's joint graph of the mlp (tests/corpus/torch113/mlp_nll/aot_default/joint.code.txt), cut down.
  fx::Analysis a = fx::analyze({{"g.txt",
                                 "def forward(self, primals_1, primals_2, tangents_1):\n"
                                 "    mm = torch.ops.aten.mm.default(primals_2, primals_1)\n"
                                 "    relu = torch.ops.aten.relu.default(mm);  mm = None\n"
                                 "    threshold_backward = torch.ops.aten.threshold_backward.default(tangents_1, relu, 0)\n"
                                 "    t = torch.ops.aten.t.default(primals_2)\n"
                                 "    mm_1 = torch.ops.aten.mm.default(t, threshold_backward)\n"
                                 "    return [relu, mm_1, None]\n"}});
  CHECK(only(a).role == fx::Role::Joint);
  CHECK(only(a).roleEvidence.find("1 user output") != std::string::npos);
}

TEST_CASE("the text beats a file name, and the disagreement is said", "[roles]") {
  fx::Analysis a = fx::analyze({{"model.joint.txt", kForwardSavingInputs}});
  CHECK(only(a).role == fx::Role::Forward);
  auto notes = withCode(a, "role-conflict");
  REQUIRE(notes.size() == 1);
  CHECK(notes[0]->severity == fx::Severity::Information);
  CHECK(notes[0]->message.find("file name says joint") != std::string::npos);

  // A name that agrees, or says nothing, is no conflict.
  CHECK(withCode(fx::analyze({{"model.fwd.txt", kForwardSavingInputs}}), "role-conflict").empty());
  CHECK(withCode(fx::analyze({{"dump.txt", kForwardSavingInputs}}), "role-conflict").empty());
}

TEST_CASE("a file name with forward and backward words apart names the last; side by side, a joint", "[roles]") {
  // A test named after the backward's partitioning, whose forward is `.fwd.txt` (a real file name of a corpus).
  const fx::Analysis fwd = fx::analyze({{"pt2025_invoke_subgraph_bwd_partitioning.fwd.txt", kForwardSavingInputs}});
  CHECK(only(fwd).role == fx::Role::Forward);
  CHECK(withCode(fwd, "role-conflict").empty());
  const fx::Analysis bwd = fx::analyze({{"fwd_pass_check.bwd.txt", kBackwardOfPrimals}});
  CHECK(only(bwd).role == fx::Role::Backward);
  CHECK(withCode(bwd, "role-conflict").empty());
  // Side by side they still say joint, and the forward's text still beats them (and says so).
  for (const char* name : {"model.fwd_bwd.txt", "forward_and_backward.txt", "fw_bw.txt"}) {
    INFO(name);
    const fx::Analysis a = fx::analyze({{name, kForwardSavingInputs}});
    CHECK(only(a).role == fx::Role::Forward);
    REQUIRE(withCode(a, "role-conflict").size() == 1);
    CHECK(withCode(a, "role-conflict")[0]->message.find("file name says joint") != std::string::npos);
  }
}

TEST_CASE("Dynamo, AOT inference and export graphs by their inputs and calls", "[roles]") {
  // A Dynamo graph in a file named like a forward: L_x_ inputs and torch-level calls.
  fx::Analysis dyn = fx::analyze({{"fwd.txt",
                                   "class GraphModule(torch.nn.Module):\n"
                                   "    def forward(self, L_x_: \"f32[3]\"):\n"
                                   "        l_x_ = L_x_\n"
                                   "        sin: \"f32[3]\" = torch.sin(l_x_);  l_x_ = None\n"
                                   "        return (sin,)\n"}});
  CHECK(only(dyn).role == fx::Role::Dynamo);
  // `L_flat_tangents_1_` is a Dynamo input named after its source, not a tangent (test_higher_order_ops.py,
  // test_linearize_jvp_fn).
  fx::Analysis lin = fx::analyze({{"g.txt",
                                   "class GraphModule(torch.nn.Module):\n"
                                   "    def forward(self, L_self_modules_FX_CONST_FOLDED_ATTRS_parameters_1_: \"f32[3, 3, 3]\", L_flat_tangents_1_: \"f32[3, 3, 3]\"):\n"
                                   "        l_flat_tangents_1_ = L_flat_tangents_1_\n"
                                   "        p = L_self_modules_FX_CONST_FOLDED_ATTRS_parameters_1_\n"
                                   "        mul_tensor: \"f32[3, 3, 3]\" = torch.ops.aten.mul.Tensor(l_flat_tangents_1_, p)\n"
                                   "        return (mul_tensor,)\n"}});
  CHECK(only(lin).role == fx::Role::Dynamo);
  // AOT inference under a depyf "Forward graph" file name: argN_M inputs.
  fx::Analysis inf = fx::analyze({{"__compiled_fn_1 Forward graph 0.py",
                                   "def forward(self, arg0_1: \"f32[3]\"):\n"
                                   "    sin: \"f32[3]\" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n"
                                   "    return (sin,)\n"}});
  CHECK(only(inf).role == fx::Role::Inference);
  CHECK(withCode(inf, "role-conflict").empty());  // depyf's naming convention, not a conflict
  // torch.export: lifted buffers and a HOP (test_export.py, test_predispatch_cond).
  fx::Analysis ep = fx::analyze({{"g.txt",
                                  "def forward(self, b_pred, b_t, x, y):\n"
                                  "    true_graph_0 = self.true_graph_0\n"
                                  "    false_graph_0 = self.false_graph_0\n"
                                  "    cond = torch.ops.higher_order.cond(b_pred, true_graph_0, false_graph_0, [b_t, x, y]);  b_pred = true_graph_0 = false_graph_0 = b_t = x = y = None\n"
                                  "    getitem = cond[0];  cond = None\n"
                                  "    return (getitem,)\n"}});
  CHECK(only(ep).role == fx::Role::Inference);
  // torch 2.9's ep.module(): a guards module call and submodule attributes beside the ATen op (test_export.py,
  // test_simple_export_for_training, printed by torch 2.9.1).
  fx::Analysis mod = fx::analyze({{"g.txt",
                                   "def forward(self, x):\n"
                                   "    x, = fx_pytree.tree_flatten_spec(([x], {}), self._in_spec)\n"
                                   "    linear_weight = self.linear.weight\n"
                                   "    linear_bias = self.linear.bias\n"
                                   "    _guards_fn = self._guards_fn(x);  _guards_fn = None\n"
                                   "    linear = torch.ops.aten.linear.default(x, linear_weight, linear_bias);  x = linear_weight = linear_bias = None\n"
                                   "    return pytree.tree_unflatten((linear,), self._out_spec)\n"}});
  CHECK(only(mod).role == fx::Role::Inference);
  CHECK(only(mod).nodes[only(mod).find("linear_weight")].op == fx::OpKind::GetAttr);
}

TEST_CASE("compiled autograd's graph is a backward with its inputs categorized", "[roles]") {
  // The shape test_compiled_autograd.py documents: `===== Compiled autograd graph =====`.
  fx::Analysis a = fx::analyze({{"log.txt",
                                 "===== Compiled autograd graph =====\n"
                                 "def forward(self, inputs, sizes, scalars, hooks):\n"
                                 "    getitem = inputs[0]\n"
                                 "    getitem_1 = inputs[1];  inputs = None\n"
                                 "    mul = torch.ops.aten.mul.Tensor(getitem, getitem_1);  getitem = getitem_1 = None\n"
                                 "    return [mul]\n"}});
  const fx::Graph& g = only(a);
  CHECK(g.role == fx::Role::Backward);
  CHECK(g.nodes[g.find("inputs")].category == fx::Category::Input);
  CHECK(g.nodes[g.find("mul")].category == fx::Category::Bwd);
  CHECK(withCode(a, "no-partner").empty());  // it has no AOT forward to pair with
  // Without the header, its inputs say the same.
  CHECK(fx::analyze({{"g.txt", "def forward(self, inputs, sizes, scalars, hooks):\n    getitem = inputs[0]\n    return [getitem]\n"}})
            .graphs[0]
            .role == fx::Role::Backward);
}

TEST_CASE("HOP subgraphs take the role of the graph that calls them", "[roles]") {
  // test_flex_attention.py, test_fw_bw_graph_correctness: the backward with its score_mod subgraphs (cut down).
  fx::Analysis a = fx::analyze({{"g.txt",
                                 "class GraphModule(torch.nn.Module):\n"
                                 "    def forward(self, primals_1: \"f64[2, 2, 128, 4]\", getitem_2: \"f64[2, 2, 128, 4]\", tangents_1: \"f64[2, 2, 128, 4]\"):\n"
                                 "        fw_graph0 = self.fw_graph0\n"
                                 "        joint_graph0 = self.joint_graph0\n"
                                 "        flex_attention_backward = torch.ops.higher_order.flex_attention_backward(primals_1, getitem_2, tangents_1, fw_graph0, joint_graph0);  primals_1 = getitem_2 = tangents_1 = fw_graph0 = joint_graph0 = None\n"
                                 "        getitem_4: \"f64[2, 2, 128, 4]\" = flex_attention_backward[0];  flex_attention_backward = None\n"
                                 "        return (getitem_4,)\n"
                                 "\n"
                                 "    class fw_graph0(torch.nn.Module):\n"
                                 "        def forward(self, arg0_1: \"f64[]\", arg1_1: \"i32[]\"):\n"
                                 "            mul: \"f64[]\" = torch.ops.aten.mul.Tensor(arg0_1, arg0_1);  arg0_1 = None\n"
                                 "            return mul\n"
                                 "\n"
                                 "    class joint_graph0(torch.nn.Module):\n"
                                 "        def forward(self, arg0_1: \"f64[]\", arg1_1: \"i32[]\", arg5_1: \"f64[]\"):\n"
                                 "            mul_1: \"f64[]\" = torch.ops.aten.mul.Tensor(arg5_1, arg0_1);  arg5_1 = arg0_1 = None\n"
                                 "            return [mul_1, None]\n"}});
  REQUIRE(a.graphs.size() == 3);
  CHECK(a.graphs[0].role == fx::Role::Backward);
  for (int k : {1, 2}) {
    const fx::Graph& sub = a.graphs[k];
    INFO(sub.title);
    CHECK(sub.parent == 0);
    CHECK(sub.role == fx::Role::Backward);
    CHECK(sub.roleEvidence.find("subgraph of") != std::string::npos);
    CHECK(sub.nodes[sub.find("arg0_1")].category == fx::Category::Input);  // an argument, not a saved tensor
    CHECK(sub.nodes[sub.output()].category == fx::Category::BwdOutput);
  }
  CHECK(a.graphs[2].nodes[a.graphs[2].find("mul_1")].category == fx::Category::Bwd);
}

TEST_CASE("fx_graph_runnable's Repro and a printed ExportedProgram", "[roles]") {
  // The layout of tlparse's fx_graph_runnable: an `__init__` before the forward, load_args after it.
  fx::Analysis repro = fx::analyze({{"fx_graph_runnable_5.txt",
                                     "from torch.nn import *\n"
                                     "class Repro(torch.nn.Module):\n"
                                     "    def __init__(self) -> None:\n"
                                     "        super().__init__()\n"
                                     "\n"
                                     "    def forward(self, x_1):\n"
                                     "        sin = torch.ops.aten.sin.default(x_1);  x_1 = None\n"
                                     "        return (sin,)\n"
                                     "\n"
                                     "def load_args(reader):\n"
                                     "    buf0 = reader.storage(None, 16)\n"
                                     "    reader.tensor(buf0, (4,), is_leaf=True)  # x_1\n"
                                     "load_args._version = 0\n"
                                     "mod = Repro()\n"}});
  REQUIRE(repro.graphs.size() == 1);
  CHECK(repro.graphs[0].title == "Repro");
  CHECK(repro.graphs[0].role == fx::Role::Inference);
  CHECK(repro.graphs[0].nodes.size() == 3);

  // print(ep) of torch.export (its text as torch 2.x prints it).
  fx::Analysis ep = fx::analyze({{"ep.txt",
                                  "ExportedProgram:\n"
                                  "    class GraphModule(torch.nn.Module):\n"
                                  "        def forward(self, x: \"f32[3, 3]\"):\n"
                                  "            sin: \"f32[3, 3]\" = torch.ops.aten.sin.default(x);  x = None\n"
                                  "            return (sin,)\n"
                                  "\n"
                                  "Graph signature: \n"
                                  "    # inputs\n"
                                  "    x: USER_INPUT\n"
                                  "\n"
                                  "    # outputs\n"
                                  "    sin: USER_OUTPUT\n"
                                  "\n"
                                  "Range constraints: {}\n"}});
  REQUIRE(ep.graphs.size() == 1);
  CHECK(ep.graphs[0].role == fx::Role::Inference);
  CHECK(ep.graphs[0].roleEvidence.find("ExportedProgram") != std::string::npos);
}

TEST_CASE("an AOT-named Forward graph without primals is an inference graph", "[roles]") {
  // learn_torch.compile, BartForCausalLM: the causal mask compiled once, nothing requiring grad, no inputs at all.
  const std::string text =
      "def forward(self):\n"
      "    full: \"f32[1024, 1024]\" = torch.ops.aten.full.default([1024, 1024], -3.4028234663852886e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)\n"
      "    iota: \"i64[1024]\" = torch.ops.prims.iota.default(1024, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)\n"
      "    return (full, iota)\n";
  CHECK(only(fx::analyze({{"d/__compiled_fn_6 Forward graph 0.py", text}})).role == fx::Role::Inference);
  CHECK(only(fx::analyze({{"log.txt", "===== Forward graph 3 =====\n" + text}})).role == fx::Role::Inference);
  // A user's own file named forward (a make_fx trace) keeps the name's role: no AOT naming says otherwise.
  CHECK(only(fx::analyze({{"model_forward.txt", text}})).role == fx::Role::Forward);
}
