// The Python forms (gm.code, print_readable, depyf, logs): annotated fixtures taken from real printouts.
#include <catch2/catch.hpp>

#include "annotated.h"
#include "fx/parse.h"
#include "parsing.h"

using testsupport::Annotated;

namespace {

fx::ParseResult parse(const std::string& text, fx::Document& doc) { return testsupport::parseText(text, doc); }

const fx::Node& node(const fx::Graph& g, const std::string& name) { return testsupport::nodeNamed(g, name); }

std::string_view at(const fx::Document& d, fx::Range r) { return std::string_view(d.text).substr(r.begin, r.end - r.begin); }

}  // namespace

TEST_CASE("print_readable with quoted annotations, source comments and liveness trailers", "[parse][code]") {
  Annotated src(R"FX(class GraphModule(torch.nn.Module):
    def forward(self, $primals_1[primals_1$]: "Sym(s52)", primals_2: "f32[s52]", primals_3: "f32[8, 16][16, 1]cuda:0"):
         # File: /x/test_pytorch.py:4 in toy_function, code: x = a / (torch.abs(a) + 1)
        $abs_1[abs_1$]: "f32[s52]" = torch.ops.aten.abs.default($primals_2_use[primals_2$])
        add_2: "f32[s52]" = torch.ops.aten.add.Tensor($abs_1_use[abs_1$], 1);  abs_1 = None
        expand: "f32[s52]" = torch.ops.aten.expand.default(add_2, [$primals_1_in_list[primals_1$]]);  add_2 = primals_1 = None
        mm: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(primals_3, primals_3)
        return (expand, $mm_returned[mm$], None)
)FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  CHECK(g.title == "GraphModule");
  CHECK(g.form == fx::Form::Code);
  REQUIRE(g.nodes.size() == 8);  // 3 placeholders, 4 ops, output

  const fx::Node& p1 = node(g, "primals_1");
  CHECK(p1.op == fx::OpKind::Placeholder);
  CHECK(g.nameRange(p1).begin == src.range("primals_1").begin);
  CHECK(g.nameRange(p1).end == src.range("primals_1").end);

  const fx::Node& abs1 = node(g, "abs_1");
  CHECK(abs1.op == fx::OpKind::CallFunction);
  CHECK(abs1.target == "torch.ops.aten.abs.default");
  CHECK(abs1.opName() == "abs");
  CHECK(g.nameRange(abs1).begin == src.range("abs_1").begin);
  CHECK(g.lineOf(abs1) == 3);
  CHECK(g.sourceOf(abs1) == "File: /x/test_pytorch.py:4 in toy_function, code: x = a / (torch.abs(a) + 1)");
  REQUIRE(abs1.uses().size() == 1);
  CHECK(abs1.uses().toVector()[0].range.begin == src.range("primals_2_use").begin);
  CHECK(abs1.uses().toVector()[0].range.end == src.range("primals_2_use").end);
  auto abs1Users = g.usersOf(g.find("abs_1"));
  CHECK(std::vector<int>(abs1Users.begin(), abs1Users.end()) == std::vector<int>{g.find("add_2")});

  const fx::Node& add2 = node(g, "add_2");
  REQUIRE(add2.args.size() == 2);
  CHECK(add2.args[0].ref == g.find("abs_1"));
  CHECK(add2.uses().toVector()[0].range.begin == src.range("abs_1_use").begin);
  CHECK(add2.args[1].text == "1");
  CHECK(add2.args[1].ref == -1);

  // A SymInt used inside a list argument is still a use, with its own range.
  const fx::Node& expand = node(g, "expand");
  REQUIRE(expand.uses().size() == 2);
  CHECK(at(doc, expand.uses().toVector()[1].range) == "primals_1");
  CHECK(expand.uses().toVector()[1].range.begin == src.range("primals_1_in_list").begin);
  CHECK(expand.args[1].ref == -1);  // the argument is a list, not the node itself

  const fx::Node& mm = node(g, "mm");
  CHECK(mm.type.text == "f32[8, 16][16, 1]cuda:0");

  const fx::Node& out = g.nodes.back();
  CHECK(out.op == fx::OpKind::Output);
  CHECK(out.name == "output");
  REQUIRE(out.args.size() == 3);
  CHECK(out.args[0].ref == g.find("expand"));
  CHECK(out.args[1].ref == g.find("mm"));
  CHECK(out.args[2].text == "None");
  CHECK(out.uses().toVector()[1].range.begin == src.range("mm_returned").begin);
}

TEST_CASE("gm.code with getitem, get_attr constants and kwargs", "[parse][code]") {
  Annotated src(R"FX(


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(ones_like, _tensor_constant0, None, 1, -100)
    getitem = nll_loss_forward[0]
    $getitem_1[getitem_1$] = $subscripted[nll_loss_forward$][1];  nll_loss_forward = None
    return (getitem, getitem_1)
    )FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  const fx::Node& ones = node(g, "ones_like");
  REQUIRE(ones.kwargs.size() == 4);
  CHECK(ones.kwargs[0].keyword == "dtype");
  CHECK(ones.kwargs[0].text == "torch.float32");
  CHECK(ones.kwargs[2].text == "device(type='cpu')");
  CHECK(ones.uses().size() == 1);  // dtype/layout/device names are not node references
  const fx::Node& c0 = node(g, "_tensor_constant0");
  CHECK(c0.op == fx::OpKind::GetAttr);
  CHECK(c0.target == "_tensor_constant0");
  const fx::Node& g1 = node(g, "getitem_1");
  CHECK(g1.target == "operator.getitem");
  CHECK(g1.getitemOf() == g.find("nll_loss_forward"));
  CHECK(g1.getitemIndex() == 1);
  CHECK(g.nameRange(g1).begin == src.range("getitem_1").begin);
  CHECK(g1.uses().toVector()[0].range.begin == src.range("subscripted").begin);
  CHECK(g1.uses().toVector()[0].range.end == src.range("subscripted").end);
  CHECK(g.usersOf(g.find("nll_loss_forward")).size() == 2);
}

TEST_CASE("multi-line signature and return with descriptor comments", "[parse][code]") {
  const std::string text = R"FX(class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[8, 16][16, 1]cuda:0",  # PlainAOTInput(idx=0)
        primals_2: "f32[8][1]cuda:0",  # PlainAOTInput(idx=1)
    ):
        relu: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.relu.default(primals_1);  primals_1 = None
        return (
            relu,  # PlainAOTOutput(idx=0)
            primals_2,  # SavedForBackwardsAOTOutput(idx=0)
        )
)FX";
  fx::Document doc;
  auto r = parse(text, doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  REQUIRE(g.placeholders().size() == 2);
  CHECK(node(g, "primals_2").type.text == "f32[8][1]cuda:0");
  CHECK(g.lineOf(node(g, "primals_2")) == 4);
  const fx::Node& out = g.nodes.back();
  REQUIRE(out.args.size() == 2);
  CHECK(out.args[0].ref == g.find("relu"));
  CHECK(out.args[1].ref == g.find("primals_2"));
  CHECK(at(doc, out.uses().toVector()[1].range) == "primals_2");
  CHECK(doc.lineOf(out.uses().toVector()[1].range.begin) == 9);
}

TEST_CASE("joint form: pytree signature, declarations and tree_unflatten", "[parse][code]") {
  const std::string text = R"FX(class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[10]"; tangents_1: "f32[10]"; 
    
        primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        mul: "f32[10]" = torch.ops.aten.mul.Tensor(primals_1, primals_1)
        mul_1: "f32[10]" = torch.ops.aten.mul.Tensor(tangents_1, primals_1);  tangents_1 = primals_1 = None
        return pytree.tree_unflatten([mul, mul_1], self._out_spec)
)FX";
  fx::Document doc;
  auto r = parse(text, doc);
  REQUIRE(r.diagnostics.empty());
  const fx::Graph& g = r.graphs.at(0);
  auto ph = g.placeholders();
  REQUIRE(ph.size() == 2);
  CHECK(g.nodes[ph[0]].name == "primals_1");
  CHECK(g.nodes[ph[1]].name == "tangents_1");
  CHECK(g.nodes[ph[1]].type.text == "f32[10]");
  const fx::Node& out = g.nodes.back();
  REQUIRE(out.args.size() == 2);
  CHECK(out.args[1].ref == g.find("mul_1"));
}

TEST_CASE("glog-prefixed log: prefixes stripped, offsets still point into the original text", "[parse][log]") {
  const std::string pre = "I0121 00:08:39.321000 2403842 site-packages/torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs] ";
  const std::string text = pre + "TRACED GRAPH\n" + pre + " ===== Forward graph 0 =====\n" + pre +
                           " /opt/fx/_lazy_graph_module.py class GraphModule(torch.nn.Module):\n" + pre +
                           "    def forward(self, primals_1: \"f32[1][1]cpu\", primals_2: \"f32[8, 256][256, 1]cpu\"):\n" + pre +
                           "        mul: \"f32[8, 256][256, 1]cpu\" = torch.ops.aten.mul.Tensor(primals_1, primals_2)\n" + pre +
                           "        return (mul, primals_1)\n" + pre + "\n" +
                           "I0121 00:08:39.322000 2403842 x.py:1] [0/0] [__aot_graphs] aot_config id: 0\n";
  fx::Document doc;
  auto r = parse(text, doc);
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  CHECK(g.header == "Forward graph 0");
  CHECK(g.compileId == "0/0");
  CHECK(g.graphNumber == 0);
  const fx::Node& mul = node(g, "mul");
  CHECK(at(doc, g.nameRange(mul)) == "mul");
  CHECK(g.lineOf(mul) == 4);
  REQUIRE(mul.uses().size() == 2);
  CHECK(at(doc, mul.uses().toVector()[1].range) == "primals_2");
  CHECK(g.nodes.back().args.size() == 2);
}

TEST_CASE("nested submodule classes become graphs of their own", "[parse][code]") {
  const std::string text = R"FX(class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_
        wrap_body_0 = self.wrap_body_0
        wrap = torch.ops.higher_order.wrap(wrap_body_0, l_x_);  wrap_body_0 = l_x_ = None
        getitem = wrap[0];  wrap = None
        return (getitem,)

    class GraphModule(torch.nn.Module):
        def forward(self, l_x_):
            sin = l_x_.sin();  l_x_ = None
            mul = sin * 2
            return (mul,)
)FX";
  fx::Document doc;
  auto r = parse(text, doc);
  REQUIRE(r.diagnostics.empty());
  REQUIRE(r.graphs.size() == 2);
  const fx::Graph& outer = r.graphs[0];
  CHECK(outer.parent == -1);
  // `l_x_ = L_x_` renames the placeholder; it is not a node of its own.
  const fx::Node& x = node(outer, "l_x_");
  CHECK(x.op == fx::OpKind::Placeholder);
  CHECK(x.target == "L_x_");
  CHECK(node(outer, "wrap").uses().size() == 2);
  const fx::Graph& inner = r.graphs[1];
  CHECK(inner.parent == 0);
  const fx::Node& sin = node(inner, "sin");
  CHECK(sin.op == fx::OpKind::CallMethod);
  CHECK(sin.target == "sin");
  CHECK(sin.args[0].ref == inner.find("l_x_"));
  CHECK(node(inner, "mul").target == "operator.mul");
}

TEST_CASE("bad lines are reported with their line and parsing goes on", "[parse][robust]") {
  const std::string text =
      "def forward(self, x):\n"
      "    a = torch.ops.aten.relu.default(x)\n"
      "    this is not python at all (\n"
      "    b = torch.ops.aten.neg.default(a)\n"
      "    return (b,)\n";
  fx::Document doc;
  auto r = parse(text, doc);
  REQUIRE(r.graphs.size() == 1);
  CHECK(r.graphs[0].find("a") >= 0);
  CHECK(r.graphs[0].find("b") < 0);  // swallowed by the unbalanced bracket, reported below
  REQUIRE(!r.diagnostics.empty());
  CHECK(r.diagnostics[0].code == "unparseable-line");
  CHECK(doc.lineOf(r.diagnostics[0].range.begin) == 2);

  const std::string text2 =
      "def forward(self, x):\n"
      "    a = torch.ops.aten.relu.default(x)\n"
      "    1 + 2 = 3\n"
      "    b = torch.ops.aten.neg.default(a)\n";
  auto r2 = parse(text2, doc);
  REQUIRE(r2.graphs.size() == 1);
  CHECK(r2.graphs[0].find("b") >= 0);
  REQUIRE(r2.diagnostics.size() == 2);
  CHECK(r2.diagnostics[0].code == "unparseable-line");
  CHECK(doc.lineOf(r2.diagnostics[0].range.begin) == 2);
  CHECK(r2.diagnostics[1].code == "truncated-graph");
}

TEST_CASE("CRLF, tabs, binary and invalid UTF-8 never crash", "[parse][robust]") {
  fx::Document doc;
  auto r = parse("def forward(self, x):\r\n\ta = torch.ops.aten.relu.default(x)\r\n\treturn a\r\n", doc);
  REQUIRE(r.graphs.size() == 1);
  CHECK(r.graphs[0].find("a") >= 0);
  CHECK(r.graphs[0].nodes.back().args[0].ref == r.graphs[0].find("a"));

  std::string junk;
  for (int i = 0; i < 4096; ++i) junk.push_back(static_cast<char>((i * 7919) & 0xff));
  auto r2 = parse(junk, doc);
  CHECK(r2.graphs.empty());

  auto r3 = parse("def forward(self, \xff\xfe):\n    \xc3( = 1\n    return \xff\n", doc);
  CHECK(r3.graphs.size() == 1);

  for (std::string cut : {"def forward(", "def forward(self, x", "class A(torch.nn.Module):\n", "graph():\n    %x : [#users=1",
                          "opcode  name  target  args  kwargs\n---  ---"}) {
    auto r4 = parse(cut, doc);
    CHECK(r4.graphs.size() <= 1);
  }
}

TEST_CASE("torchrun rank tags and CI timestamps in front of log prefixes are stripped too", "[parse][log]") {
  for (std::string outer : {"[rank0]:", "[default3]:", "2024-01-21T00:08:39.3210000Z ", "2024-01-21T00:08:39.3210000Z [rank1]:"}) {
    const std::string pre = outer + "V0121 00:08:39.321000 2403842 torch/_functorch/_aot_autograd/graph_compile.py:1592] [1/0] [__aot_graphs] ";
    const std::string text = pre + "TRACED GRAPH\n" + pre + " ===== Backward graph 1 =====\n" + pre +
                             " <eval_with_key>.2 class GraphModule(torch.nn.Module):\n" + pre +
                             "    def forward(self, primals_1: \"f32[4]\", tangents_1: \"f32[4]\"):\n" + outer +
                             "        mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(tangents_1, primals_1)\n" + pre +
                             "        return (mul,)\n";
    fx::Document doc;
    auto r = parse(text, doc);
    INFO(outer);
    REQUIRE(r.diagnostics.empty());
    REQUIRE(r.graphs.size() == 1);
    CHECK(r.graphs[0].header == "Backward graph 1");
    CHECK(r.graphs[0].compileId == "1/0");
    const fx::Node& mul = node(r.graphs[0], "mul");
    CHECK(at(doc, r.graphs[0].nameRange(mul)) == "mul");
    CHECK(at(doc, mul.uses().toVector()[1].range) == "primals_1");
  }
}

TEST_CASE("uses(): single-name arguments, names inside lists and keyword values, in text order, each once",
          "[parse][code]") {
  // A single-name argument keeps its reference once (Arg::ref); names inside other arguments are kept apart
  // (Node::moreUses()). uses() gives both, merged by position, and leaves out names that are no node here.
  Annotated src(R"FX(def forward(self, a, b, c):
    cat = torch.ops.aten.cat.default([$cat_0[a$], $cat_1[b$]], 1)
    x = torch.ops.aten.index_put.default($x_0[cat$], [$x_1[c$], None], $x_2[b$], accumulate = $x_3[a$])
    y = torch.ops.aten.add.Tensor(torch.float32, $y_0[x$], alpha = [$y_1[c$]])
    return (x, y)
)FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  // The uses of node `name` are the marks `name_0`, `name_1`, ... in order.
  auto expect = [&](const std::string& name, size_t marks, std::vector<int> argOf) {
    std::vector<fx::Use> us = node(g, name).uses().toVector();
    REQUIRE(us.size() == marks);
    CHECK(node(g, name).uses().size() == marks);
    for (size_t k = 0; k < us.size(); ++k) {
      const fx::Range mark = src.range(name + "_" + std::to_string(k));
      CHECK(us[k].range.begin == mark.begin);
      CHECK(us[k].range.end == mark.end);
      CHECK(g.nodes[us[k].node].name == at(doc, us[k].range));
      CHECK(us[k].arg == argOf[k]);
    }
  };
  expect("cat", 2, {0, 0});
  expect("x", 4, {0, 1, 2, -1});
  expect("y", 2, {1, -1});
  const fx::Node& x = node(g, "x");
  auto it = x.uses().begin();  // used after the temporary view it came from is gone
  REQUIRE_FALSE(it == x.uses().end());
  CHECK(it->node == g.find("cat"));
  ++it;
  CHECK((*it).node == g.find("c"));
  CHECK(x.args[0].ref == g.find("cat"));
  CHECK(x.args[2].ref == g.find("b"));
  CHECK(x.kwargs[0].ref == g.find("a"));
  CHECK(x.moreUses().size() == 1);  // only `c` inside the list is stored apart
  CHECK(node(g, "y").args[0].ref < 0);  // torch.float32 is not a node
  auto bUsers = g.usersOf(g.find("b"));
  CHECK(std::vector<int>(bUsers.begin(), bUsers.end()) == std::vector<int>{g.find("cat"), g.find("x")});
}

TEST_CASE("uses() in str(graph) form: the `%` sigil is not part of the use", "[parse][graphstr]") {
  Annotated src(R"FX(graph():
    %a : [#users=1] = placeholder[target=a]
    %b : [#users=1] = call_function[target=torch.ops.aten.relu.default](args = (%$a_use[a$],), kwargs = {})
    return $b_use[b$]
)FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  std::vector<fx::Use> us = node(g, "b").uses().toVector();
  REQUIRE(us.size() == 1);
  CHECK(us[0].range.begin == src.range("a_use").begin);
  CHECK(us[0].range.end == src.range("a_use").end);
  CHECK(us[0].node == g.find("a"));
  std::vector<fx::Use> outs = g.nodes[g.output()].uses().toVector();
  REQUIRE(outs.size() == 1);
  CHECK(at(doc, outs[0].range) == "b");
}

TEST_CASE("operator.setitem and in-place operators parse as nodes named by their binding", "[parse][code]") {
  // torch 2.6, test/dynamo/test_export.py, test_export_masking_with_no_grad (gm.code of torch._dynamo.export).
  Annotated src(R"FX(def forward(self, x, b, y):
    arg0, arg1, arg2, = fx_pytree.tree_flatten_spec(([x, b, y], {}), self._in_spec)
    l_x_ = arg0
    l_b_ = arg1
    l_y_ = arg2
    _set_grad_enabled = torch._C._set_grad_enabled(False);  _set_grad_enabled = None
    x = l_x_.clone();  l_x_ = None
    $x_target[x$][$l_b_key[l_b_$]] = $l_y_value[l_y_$];  $setitem[setitem$] = x;  l_b_ = l_y_ = setitem = None
    _set_grad_enabled_1 = torch._C._set_grad_enabled(True);  _set_grad_enabled_1 = None
    return pytree.tree_unflatten([x], self._out_spec))FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  const fx::Node& si = node(g, "setitem");
  CHECK(si.op == fx::OpKind::CallFunction);
  CHECK(si.target == "operator.setitem");
  CHECK(g.nameRange(si).begin == src.range("setitem").begin);
  REQUIRE(si.args.size() == 3);
  CHECK(si.args[0].ref == g.find("x"));
  CHECK(si.args[1].ref == g.find("l_b_"));
  CHECK(si.args[2].ref == g.find("l_y_"));
  CHECK(si.args[0].at == src.range("x_target").begin);  // the operands are where they are written
  CHECK(si.args[2].at == src.range("l_y_value").begin);

  // The other in-place operators FX prints the same way (`{} += {}`, ...), with an annotated binding.
  auto r2 = parse("def forward(self, a, b):\n"
                  "    c = torch.ops.aten.clone.default(a)\n"
                  "    c //= b;  ifloordiv: \"f32[3]\" = c;  b = None\n"
                  "    return (ifloordiv,)\n",
                  doc);
  const fx::Graph& g2 = testsupport::onlyGraph(r2);
  const fx::Node& fd = node(g2, "ifloordiv");
  CHECK(fd.target == "operator.ifloordiv");
  CHECK(fd.type.text == "f32[3]");
  REQUIRE(fd.args.size() == 2);
  CHECK(fd.args[0].ref == g2.find("c"));
  CHECK(fd.args[1].ref == g2.find("b"));
}

TEST_CASE("valid Python that FX graphs do not hold is a warning, not an error", "[parse][code][robust]") {
  fx::Document doc;
  auto r = parse("def forward(self, x):\n"
                 "    a, b = torch.ops.aten.split.Tensor(x, 2)\n"
                 "    self.cache = x\n"
                 "    return (x,)\n",
                 doc);
  REQUIRE(r.graphs.size() == 1);
  REQUIRE(r.diagnostics.size() == 2);
  for (const auto& d : r.diagnostics) {
    CHECK(d.code == "unmodelled-statement");
    CHECK(d.severity == fx::Severity::Warning);
  }
  CHECK(doc.lineOf(r.diagnostics[1].range.begin) == 2);
}

TEST_CASE("torch 2.1's joint: the flattened placeholders carry their types, commas in them are not names", "[parse][code]") {
  // torch 2.1.2's print_readable of a joint (tests/corpus/torch2gen/2.1.2/mlp, cut down).
  Annotated src(R"FX(class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        $primals_1[primals_1$]: f32[16, 8], primals_2: f32[16], primals_5: f32[5, 8], tangents_1: f32[5, 16], = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        t: f32[8, 16] = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: f32[5, 16] = torch.ops.aten.addmm.default(primals_2, primals_5, t);  primals_2 = t = None
        mm: f32[5, 8] = torch.ops.aten.mm.default(tangents_1, t)
        return pytree.tree_unflatten([addmm, mm, None, None], self._out_spec)
)FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  std::vector<std::string> inputs;
  for (int p : g.placeholders()) inputs.emplace_back(g.nodes[p].name);
  CHECK(inputs == std::vector<std::string>{"primals_1", "primals_2", "primals_5", "tangents_1"});
  CHECK(node(g, "primals_1").type.text == "f32[16, 8]");
  CHECK(node(g, "tangents_1").type.text == "f32[5, 16]");
  CHECK(g.nameRange(node(g, "primals_1")).begin == src.range("primals_1").begin);
}

TEST_CASE("a graph reformatted by black (GraphNet's model.py files) still parses: wrapped aliases and liveness "
          "lines of their own are no nodes", "[parse][code]") {
  // The shape of PaddlePaddle/GraphNet's samples: Dynamo's gm.code run through black, which splits the
  // `;  a = b = None` trailers onto their own lines and wraps long names (and even `None`) in parentheses.
  const std::string text = R"FX(import torch


class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: torch.Tensor,
        L_self_modules_linear_parameters_weight_: torch.nn.parameter.Parameter,
    ):
        l_x_ = L_x_
        l_self_modules_linear_parameters_weight_ = (
            L_self_modules_linear_parameters_weight_
        )
        linear = torch._C._nn.linear(l_x_, l_self_modules_linear_parameters_weight_, None)
        l_x_ = (
            l_self_modules_linear_parameters_weight_
        ) = None
        relu = torch.nn.functional.relu(linear, inplace=False)
        linear = (None)
        return (relu,)
)FX";
  fx::Document doc;
  auto r = parse(text, doc);
  CHECK(r.diagnostics.empty());
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  CHECK(g.nodes.size() == 5);  // two placeholders, linear, relu, output
  CHECK(node(g, "l_self_modules_linear_parameters_weight_").op == fx::OpKind::Placeholder);
  CHECK(node(g, "linear").args[1].ref == g.find("l_self_modules_linear_parameters_weight_"));
  CHECK(node(g, "relu").args[0].ref == g.find("linear"));
}
