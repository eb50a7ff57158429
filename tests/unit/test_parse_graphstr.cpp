// The str(graph) and print_tabular forms, parsed directly by their form parsers (no segmenter).
#include <catch2/catch.hpp>

#include <memory>

#include "fx/parse.h"
#include "parsing.h"
#include "fx/parse_forms.h"

namespace {

// A document, its logical lines, and what a form parser made of it.
struct Parsed {
  fx::Document doc;
  std::vector<fx::LogicalLine> lines;
  std::vector<fx::Graph> graphs;
  std::vector<fx::Diagnostic> diags;
  std::vector<size_t> ends;  // `i` after each parser call

  std::string_view at(fx::Range r) const { return std::string_view(doc.text).substr(r.begin, r.end - r.begin); }
  const fx::Graph& graph(size_t k = 0) const {
    REQUIRE(k < graphs.size());
    return graphs[k];
  }
};

enum class Which { GraphStr, Tabular };

bool startsForm(std::string_view t, Which w) {
  t = fx::trim(t);
  if (w == Which::GraphStr) return t == "graph():";
  return t.substr(0, 6) == "opcode" && t.find("kwargs") != std::string_view::npos;
}

// Call the form parser at every line that starts a form, like the segmenter would.
std::unique_ptr<Parsed> parse(std::string text, Which w) {
  auto p = std::make_unique<Parsed>();
  p->doc = fx::Document("t", std::move(text));
  p->doc.index();
  p->lines = fx::logicalLines(p->doc);
  fx::FormContext ctx{p->doc, 0, p->diags};
  for (size_t i = 0; i < p->lines.size();) {
    if (!startsForm(p->lines[i].text, w)) {
      ++i;
      continue;
    }
    size_t before = i;
    if (w == Which::GraphStr) fx::parseGraphStrForm(ctx, p->lines, i, p->graphs);
    else fx::parseTabularForm(ctx, p->lines, i, p->graphs);
    p->ends.push_back(i);
    if (i <= before) i = before + 1;  // a parser must always make progress; checked below
  }
  return p;
}

const fx::Node& node(const fx::Graph& g, const std::string& name) { return testsupport::nodeNamed(g, name); }

std::vector<std::string> argTexts(std::span<const fx::Arg> args) {
  std::vector<std::string> r;
  for (const auto& a : args) r.emplace_back(a.text.view());
  return r;
}

std::vector<std::string> userNames(const fx::Graph& g, const fx::Node& n) {
  std::vector<std::string> r;
  for (int u : g.usersOf(static_cast<int>(&n - g.nodes.data()))) r.push_back(g.nodes[static_cast<size_t>(u)].name);
  return r;
}

// Every use's range covers exactly its name; every nameRange covers the node's name.
void checkRanges(const Parsed& p, const fx::Graph& g) {
  for (const auto& n : g.nodes) {
    INFO("node " << n.name);
    // The output node is written `return` in str(graph), `output` in a table.
    const bool isReturn = n.op == fx::OpKind::Output && g.form == fx::Form::GraphStr;
    CHECK(p.at(g.nameRange(n)) == (isReturn ? std::string_view("return") : n.name.view()));
    CHECK(p.doc.lineOf(n.defRange.begin) == g.lineOf(n));
    for (const auto& u : n.uses()) {
      CHECK(u.node >= 0);
      CHECK(p.at(u.range) == g.nodes[static_cast<size_t>(u.node)].name);
      CHECK(g.nameAt(u.range) == g.nodes[static_cast<size_t>(u.node)].name);
    }
    auto textAt = [&](const fx::Arg& a) { return p.at({a.at, a.at + static_cast<uint32_t>(a.text.size())}); };
    for (const auto& a : n.args) CHECK(textAt(a) == a.text);
    for (const auto& a : n.kwargs) CHECK(textAt(a) == a.text);
  }
}

// From tests/corpus/torch113/mlp_nll/aot_default (bwd.graph.txt, fwd.graph.txt), shortened.
const std::string kGraphStr =
    "graph():\n"
    "    %getitem_1 : [#users=1] = placeholder[target=getitem_1]\n"
    "    %relu : [#users=2] = placeholder[target=relu]\n"
    "    %_log_softmax : [#users=2] = placeholder[target=_log_softmax]\n"
    "    %primals_6 : [#users=1] = placeholder[target=primals_6]\n"
    "    %tangents_1 : [#users=1] = placeholder[target=tangents_1]\n"
    "    %detach_1 : [#users=1] = call_function[target=torch.ops.aten.detach.default](args = (%relu,), kwargs = {})\n"
    "    %nll_loss_backward : [#users=1] = call_function[target=torch.ops.aten.nll_loss_backward.default](args = "
    "(%tangents_1, %_log_softmax, %primals_6, None, 1, -100, %getitem_1), kwargs = {})\n"
    "    %nll_loss_forward : [#users=2] = call_function[target=torch.ops.aten.nll_loss_forward.default](args = "
    "(%_log_softmax, %primals_6, None, 1, -100), kwargs = {})\n"
    "    %getitem : [#users=1] = call_function[target=operator.getitem](args = (%nll_loss_forward, 0), kwargs = {})\n"
    "    %getitem_2 : [#users=1] = call_function[target=operator.getitem](args = (%nll_loss_forward, 1), kwargs = {})\n"
    "    %ones_like : [#users=1] = call_function[target=torch.ops.aten.ones_like.default](args = (%getitem,), kwargs = "
    "{dtype: torch.float32, layout: torch.strided, device: cpu, pin_memory: False, memory_format: "
    "torch.preserve_format})\n"
    "    %sin : [#users=1] = call_method[target=sin](args = (%relu,), kwargs = {})\n"
    "    %sum_1 : [#users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%detach_1, [0], True), "
    "kwargs = {})\n"
    "    return [nll_loss_backward, sum_1, ones_like, sin, getitem_2, None, None]\n"
    "after the graph\n";

}  // namespace

TEST_CASE("graphstr: nodes, ops and targets", "[graphstr]") {
  auto p = parse(kGraphStr, Which::GraphStr);
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->diags.empty());
  const auto& g = p->graph();
  CHECK(g.form == fx::Form::GraphStr);
  CHECK(g.title == "graph");
  CHECK(g.doc == 0);
  CHECK(g.firstLine == 0);
  CHECK(g.lastLine == 14);
  CHECK(p->ends[0] == 15);  // left on the first line after `return`
  CHECK(p->at(g.range).substr(0, 8) == "graph():");
  CHECK(p->at(g.range).substr(p->at(g.range).size() - 11) == "None, None]");
  REQUIRE(g.nodes.size() == 14);
  CHECK(g.placeholders().size() == 5);

  const auto& ph = node(g, "relu");
  CHECK(ph.op == fx::OpKind::Placeholder);
  CHECK(ph.target == "relu");
  CHECK(ph.printedUsers == 2);
  CHECK(ph.args.empty());
  CHECK(g.lineOf(ph) == 2);
  CHECK(p->at(ph.defRange) == "%relu : [#users=2] = placeholder[target=relu]");
  CHECK(userNames(g, ph) == std::vector<std::string>{"detach_1", "sin"});

  const auto& nll = node(g, "nll_loss_backward");
  CHECK(nll.op == fx::OpKind::CallFunction);
  CHECK(nll.target == "torch.ops.aten.nll_loss_backward.default");
  CHECK(nll.opName() == "nll_loss_backward");
  CHECK(argTexts(nll.args) ==
        std::vector<std::string>{"%tangents_1", "%_log_softmax", "%primals_6", "None", "1", "-100", "%getitem_1"});
  REQUIRE(nll.uses().size() == 4);
  CHECK(g.nodes[nll.uses().toVector()[0].node].name == "tangents_1");
  CHECK(g.nodes[nll.uses().toVector()[3].node].name == "getitem_1");
  CHECK(nll.uses().toVector()[3].arg == 6);
  CHECK(nll.args[0].ref == g.find("tangents_1"));
  CHECK(nll.args[3].ref == -1);

  const auto& sin = node(g, "sin");
  CHECK(sin.op == fx::OpKind::CallMethod);
  CHECK(sin.target == "sin");
  CHECK(sin.opName() == "sin");

  const auto& sum = node(g, "sum_1");
  CHECK(argTexts(sum.args) == std::vector<std::string>{"%detach_1", "[0]", "True"});

  checkRanges(*p, g);
}

TEST_CASE("graphstr: kwargs dict", "[graphstr]") {
  auto p = parse(kGraphStr, Which::GraphStr);
  const auto& g = p->graph();
  const auto& ones = node(g, "ones_like");
  REQUIRE(ones.kwargs.size() == 5);
  CHECK(ones.kwargs[0].keyword == "dtype");
  CHECK(ones.kwargs[0].text == "torch.float32");
  CHECK(ones.kwargs[2].keyword == "device");
  CHECK(ones.kwargs[2].text == "cpu");
  CHECK(ones.kwargs[4].keyword == "memory_format");
  REQUIRE(ones.uses().size() == 1);  // `cpu` and `torch.float32` are not references
  CHECK(g.nodes[ones.uses().toVector()[0].node].name == "getitem");
}

TEST_CASE("graphstr: getitem links and the output node", "[graphstr]") {
  auto p = parse(kGraphStr, Which::GraphStr);
  const auto& g = p->graph();
  const auto& gi = node(g, "getitem_2");
  CHECK(gi.target == "operator.getitem");
  CHECK(gi.opName() == "getitem");
  CHECK(gi.getitemIndex() == 1);
  CHECK(gi.getitemOf() == g.find("nll_loss_forward"));
  CHECK(node(g, "getitem").getitemIndex() == 0);

  REQUIRE(g.output() == static_cast<int>(g.nodes.size()) - 1);
  const auto& out = g.nodes.back();
  CHECK(out.name == "output");
  CHECK(out.op == fx::OpKind::Output);
  CHECK(out.target == "output");
  CHECK(g.lineOf(out) == 14);
  CHECK(argTexts(out.args) ==
        std::vector<std::string>{"nll_loss_backward", "sum_1", "ones_like", "sin", "getitem_2", "None", "None"});
  REQUIRE(out.uses().size() == 5);
  CHECK(g.nodes[out.uses().toVector()[4].node].name == "getitem_2");
  CHECK(out.uses().toVector()[4].arg == 4);
  CHECK(out.args[1].ref == g.find("sum_1"));
  CHECK(out.args[5].ref == -1);
  CHECK(userNames(g, node(g, "sin")) == std::vector<std::string>{"output"});
  checkRanges(*p, g);
}

TEST_CASE("graphstr: return forms are flattened", "[graphstr]") {
  auto outArgs = [](const std::string& ret) {
    std::string text = "graph():\n    %a : [#users=1] = placeholder[target=a]\n"
                       "    %b : [#users=1] = placeholder[target=b]\n    %c : [#users=1] = placeholder[target=c]\n" +
                       ret + "\n";
    auto p = parse(text, Which::GraphStr);
    REQUIRE(p->graphs.size() == 1);
    const auto& g = p->graph();
    REQUIRE(g.output() >= 0);
    checkRanges(*p, g);
    return argTexts(g.nodes[static_cast<size_t>(g.output())].args);
  };
  using V = std::vector<std::string>;
  CHECK(outArgs("    return [a, b]") == V{"a", "b"});
  CHECK(outArgs("    return (a, b)") == V{"a", "b"});
  CHECK(outArgs("    return a") == V{"a"});
  CHECK(outArgs("    return (a,)") == V{"a"});
  CHECK(outArgs("    return (a, (b, c))") == V{"a", "b", "c"});
  CHECK(outArgs("    return (a, [b, (c, None)], None)") == V{"a", "b", "c", "None", "None"});
  CHECK(outArgs("    return ()") == V{});
  CHECK(outArgs("    return None") == V{"None"});
}

TEST_CASE("graphstr: num_users, types before the users bracket, TAB indent, defaults", "[graphstr]") {
  // torch2x/unk_strgraph_gmcode_bwd_saved.txt, with types added as newer torch prints them.
  const std::string text =
      "graph():\n"
      "\t%primals_1 : f32[8, 16] [num_users=1] = placeholder[target=primals_1]\n"
      "\t%s0 : Sym(s0) [num_users=0] = placeholder[target=s0]\n"
      "\t%x : [#users=1] = placeholder[target=x](default=None)\n"
      "\t%_tensor_constant0 : [num_users=1] = get_attr[target=_tensor_constant0]\n"
      "\t%expand : f32[8, 8][8, 1]cuda:0 [num_users=2] = call_function[target=torch.ops.aten.expand.default](args "
      "= (%primals_1, [8, 8]), kwargs = {})\n"
      "\t%mul : [num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%expand, %x), kwargs = {})\n"
      "\t%lin : [num_users=1] = call_module[target=layers.0.linear](args = (%mul, %_tensor_constant0), kwargs = {})\n"
      "\treturn (lin, expand)\n";
  auto p = parse(text, Which::GraphStr);
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->diags.empty());
  const auto& g = p->graph();
  REQUIRE(g.nodes.size() == 8);

  const auto& p1 = node(g, "primals_1");
  CHECK(p1.printedUsers == 1);
  CHECK(p1.type.text == "f32[8, 16]");
  CHECK(p1.type.bytes() == 512u);
  CHECK(node(g, "s0").type.dtype() == "Sym");
  CHECK(node(g, "s0").printedUsers == 0);
  const auto& x = node(g, "x");
  CHECK(x.op == fx::OpKind::Placeholder);
  CHECK(x.target == "x");
  CHECK_FALSE(x.type.known());
  CHECK(x.type.text.empty());
  CHECK(node(g, "_tensor_constant0").op == fx::OpKind::GetAttr);
  CHECK(node(g, "_tensor_constant0").target == "_tensor_constant0");

  const auto& ex = node(g, "expand");
  CHECK(ex.type.parsed().device == "cuda:0");
  CHECK(ex.type.parsed().strides == std::vector<std::string>{"8", "1"});
  CHECK(ex.printedUsers == 2);
  CHECK(userNames(g, ex) == std::vector<std::string>{"mul", "output"});

  const auto& lin = node(g, "lin");
  CHECK(lin.op == fx::OpKind::CallModule);
  CHECK(lin.target == "layers.0.linear");
  CHECK(argTexts(g.nodes.back().args) == std::vector<std::string>{"lin", "expand"});
  checkRanges(*p, g);
}

TEST_CASE("graphstr: graph without return ends at a non-node line", "[graphstr]") {
  // torch2x/old1x_colossalai_linear_joint_strgraph.txt: indented `graph():`, no return line.
  const std::string text =
      "    graph():\n"
      "    %input_2 : [#users=2] = placeholder[target=placeholder](default=)\n"
      "    %addmm_default : [#users=1] = call_function[target=torch.ops.aten.addmm.default](args = (None, "
      "%input_2, None), kwargs = {})\n"
      "    %zeros_like_default : [#users=3] = call_function[target=torch.ops.aten.zeros_like.default](args = "
      "(%addmm_default,), kwargs = {dtype: None, layout: None, device: None, pin_memory: None})\n"
      "    %detach_default : [#users=1] = call_function[target=torch.ops.aten.detach.default](args = (%input_2,), "
      "kwargs = {})\n"
      "Some prose after the graph.\n"
      "graph():\n"
      "    %y : [#users=1] = placeholder[target=y]\n"
      "    return (y,)\n";
  auto p = parse(text, Which::GraphStr);
  REQUIRE(p->graphs.size() == 2);
  CHECK(p->diags.empty());
  const auto& g = p->graph(0);
  REQUIRE(g.nodes.size() == 4);
  CHECK(g.output() == -1);
  CHECK(g.lastLine == 4);
  CHECK(p->ends[0] == 5);
  CHECK(node(g, "input_2").target == "placeholder");
  CHECK(userNames(g, node(g, "input_2")) == std::vector<std::string>{"addmm_default", "detach_default"});
  CHECK(node(g, "zeros_like_default").kwargs.size() == 4);
  checkRanges(*p, g);
  CHECK(p->graph(1).nodes.size() == 2);
  CHECK(p->graph(1).firstLine == 6);
}

TEST_CASE("graphstr: a broken node line gives a diagnostic and the lines after it are still read", "[graphstr]") {
  const std::string text =
      "graph():\n"
      "    %a : [#users=1] = placeholder[target=a]\n"
      "    %b : [#users=1] = call_function[target=torch.ops.aten.relu.default](args = (%a,\n"
      "    %c : [#users=1] = call_function[target=torch.ops.aten.relu.default](args = (%a,), kwargs = {})\n"
      "    return (c,)\n";
  auto p = parse(text, Which::GraphStr);
  REQUIRE(p->diags.size() == 1);
  const auto& d = p->diags[0];
  CHECK(d.code == "unparseable-line");
  CHECK(d.severity == fx::Severity::Error);
  CHECK(d.doc == 0);
  CHECK(p->doc.lineOf(d.range.begin) == 2);
  CHECK(p->at(d.range) == fx::trim(p->doc.line(2)));
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->graph().nodes.size() == 3);  // a, c and the output
  CHECK(p->ends[0] == 5);
}

TEST_CASE("graphstr: a node line pasted twice is duplicate-name on the second, pointing at the first", "[graphstr]") {
  const std::string text =
      "graph():\n"
      "    %a : [num_users=1] = placeholder[target=a]\n"
      "    %relu : [num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%a,), kwargs = {})\n"
      "    %relu : [num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%a,), kwargs = {})\n"
      "    %neg : [num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%relu,), kwargs = {})\n"
      "    return (neg,)\n";
  auto p = parse(text, Which::GraphStr);
  REQUIRE(p->diags.size() == 1);
  const auto& d = p->diags[0];
  CHECK(d.code == "duplicate-name");
  CHECK(d.severity == fx::Severity::Error);
  CHECK(p->doc.lineOf(d.range.begin) == 3);
  CHECK(p->at(d.range) == "relu");
  REQUIRE(d.related.size() == 1);
  CHECK(p->doc.lineOf(d.related[0].range.begin) == 2);
  CHECK(p->at(d.related[0].range) == "relu");
  REQUIRE(p->graphs.size() == 1);
  const auto& g = p->graph();
  CHECK(g.nodes.size() == 4);  // a, relu, neg, output
  CHECK(g.lineOf(node(g, "relu")) == 2);
  CHECK(userNames(g, node(g, "relu")) == std::vector<std::string>{"neg"});
}

TEST_CASE("graphstr: an unrelated indented line ends the graph quietly", "[graphstr]") {
  const std::string text =
      "graph():\n"
      "    %a : [#users=1] = placeholder[target=a]\n"
      "    print(a)\n"
      "    return (a,)\n";
  auto p = parse(text, Which::GraphStr);
  CHECK(p->diags.empty());
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->graph().nodes.size() == 1);
  CHECK(p->ends[0] == 2);
}

TEST_CASE("graphstr: log prefixes keep offsets right", "[graphstr]") {
  const std::string text =
      "I0121 00:08:39.321000 2403842 torch/_functorch/aot.py:1581] [0/0] [__aot_graphs] graph():\n"
      "I0121 00:08:39.321000 2403842 torch/_functorch/aot.py:1581] [0/0] [__aot_graphs]     %x : [#users=1] = "
      "placeholder[target=x]\n"
      "I0121 00:08:39.321000 2403842 torch/_functorch/aot.py:1581] [0/0] [__aot_graphs]     %neg : [#users=1] = "
      "call_function[target=torch.ops.aten.neg.default](args = (%x,), kwargs = {})\n"
      "I0121 00:08:39.321000 2403842 torch/_functorch/aot.py:1581] [0/0] [__aot_graphs]     return (neg,)\n";
  auto p = parse(text, Which::GraphStr);
  REQUIRE(p->graphs.size() == 1);
  const auto& g = p->graph();
  CHECK(g.compileId == "0/0");
  REQUIRE(g.nodes.size() == 3);
  checkRanges(*p, g);
  CHECK(p->at(g.nodes[1].defRange).substr(0, 4) == "%neg");
}

TEST_CASE("graphstr: garbage never crashes", "[graphstr][fuzz]") {
  const std::vector<std::string> bodies = {
      "%",
      "%a",
      "%a :",
      "%a : [#users=",
      "%a : [#users=x] = placeholder[target=a]",
      "%a : [#users=99999999999999] = placeholder[target=a]",
      "%a : = placeholder[",
      "%a : [#users=1] = placeholder[target=a](",
      "%a : [#users=1] = get_attr[target=a]junk",
      "%a : [#users=1] = call_function[target=f](args = ",
      "%a : [#users=1] = call_function[target=f](args = (%b, kwargs = {})",
      "%a : [#users=1] = call_function[target=f](args = (%b,), kwargs = {",
      "%a : [#users=1] = call_function[target=f](args = ((((((((, kwargs = {}))",
      "%a : [#users=1] = call_function[target=f](args = (\"%b,), kwargs = {})",
      "%a : [#users=1] = call_function[target=f](args = ('\\'), kwargs = {})",
      "%a : [#users=1] = call_function[target=f](args = (%b,), kwargs = {})trailing",
      "%a : \xff\xfe[#users=1] = call_method[target=\x01](args = (%\xff,), kwargs = {:})",
      "return (((((((((((((((((((((((((((((((((((((((((((((((((((((((a,)))))))))))))))))))))))))))))))))))))))",
      "return ((((((",
      "return ))))",
      "return [a, (b, {c: d}), 'x)']",
      "return \"",
      "= placeholder[target=x]",
  };
  for (const auto& b : bodies) {
    INFO(b);
    for (const std::string& tail : {std::string(), std::string("\n    return (a,)\n")}) {
      auto p = parse("graph():\n    %b : [#users=1] = placeholder[target=b]\n    " + b + tail, Which::GraphStr);
      REQUIRE(p->graphs.size() <= 2);
      for (const auto& g : p->graphs) checkRanges(*p, g);
      for (const auto& d : p->diags) CHECK(d.range.end <= p->doc.text.size());
    }
  }
  // The header alone, at the end of the document.
  auto p = parse("graph():", Which::GraphStr);
  CHECK(p->graphs.empty());
  CHECK(p->ends == std::vector<size_t>{1});
}

// ---------------------------------------------------------------------------------------------------------------
// print_tabular

TEST_CASE("tabular: torch 1.13 bwd table", "[tabular]") {
  // torch113/mlp_nll/aot_default/bwd.tabular.txt + getitem rows from fwd.tabular.txt, shortened.
  const std::string text =
      "opcode         name                        target                                   args                    "
      "                                         kwargs\n"
      "-------------  --------------------------  ---------------------------------------  ------------------------"
      "---------------------------------------  --------\n"
      "placeholder    getitem_1                   getitem_1                                ()                      "
      "                                         {}\n"
      "placeholder    relu                        relu                                     ()                      "
      "                                         {}\n"
      "placeholder    tangents_1                  tangents_1                               ()                      "
      "                                         {}\n"
      "call_function  nll_loss_forward            aten.nll_loss_forward.default            (relu, tangents_1, None, "
      "1, -100)                                 {}\n"
      "call_function  getitem                     <built-in function getitem>              (nll_loss_forward, 0)   "
      "                                         {}\n"
      "call_function  nll_loss_backward           aten.nll_loss_backward.default           (tangents_1, relu, None, 1, "
      "-100, getitem_1)                      {}\n"
      "call_function  sum_2                       aten.sum.dim_IntList                     (relu, [0], True)       "
      "                                         {}\n"
      "call_function  view_2                      aten.view.default                        (sum_2, [64])           "
      "                                         {}\n"
      "call_function  clone_4                     aten.clone.default                       (view_2,)               "
      "                                         {'memory_format': torch.contiguous_format}\n"
      "output         output                      output                                   ([getitem, clone_4, "
      "nll_loss_backward, None, None],)          {}\n"
      "\n"
      "not part of it\n";
  auto p = parse(text, Which::Tabular);
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->diags.empty());
  const auto& g = p->graph();
  CHECK(g.form == fx::Form::Tabular);
  CHECK(g.firstLine == 0);
  CHECK(g.lastLine == 11);
  CHECK(p->ends[0] == 12);
  REQUIRE(g.nodes.size() == 10);
  CHECK(g.placeholders().size() == 3);

  const auto& ph = node(g, "relu");
  CHECK(ph.op == fx::OpKind::Placeholder);
  CHECK(ph.target == "relu");
  CHECK(ph.args.empty());
  CHECK(g.lineOf(ph) == 3);
  CHECK(userNames(g, ph) == std::vector<std::string>{"nll_loss_forward", "nll_loss_backward", "sum_2"});

  const auto& nll = node(g, "nll_loss_backward");
  CHECK(nll.target == "aten.nll_loss_backward.default");
  CHECK(nll.opName() == "nll_loss_backward");
  CHECK(argTexts(nll.args) == std::vector<std::string>{"tangents_1", "relu", "None", "1", "-100", "getitem_1"});
  REQUIRE(nll.uses().size() == 3);
  CHECK(g.nodes[nll.uses().toVector()[2].node].name == "getitem_1");
  CHECK(nll.uses().toVector()[2].arg == 5);

  const auto& gi = node(g, "getitem");
  CHECK(gi.target == "operator.getitem");
  CHECK(gi.opName() == "getitem");
  CHECK(gi.getitemIndex() == 0);
  CHECK(gi.getitemOf() == g.find("nll_loss_forward"));

  const auto& cl = node(g, "clone_4");
  REQUIRE(cl.kwargs.size() == 1);
  CHECK(cl.kwargs[0].keyword == "memory_format");
  CHECK(cl.kwargs[0].text == "torch.contiguous_format");
  CHECK(cl.uses().size() == 1);

  const auto& out = g.nodes.back();
  CHECK(out.op == fx::OpKind::Output);
  CHECK(out.name == "output");
  CHECK(out.target == "output");
  CHECK(argTexts(out.args) == std::vector<std::string>{"getitem", "clone_4", "nll_loss_backward", "None", "None"});
  CHECK(out.args[1].ref == g.find("clone_4"));
  CHECK(p->at(out.defRange).substr(0, 6) == "output");
  checkRanges(*p, g);
}

TEST_CASE("tabular: two tables, tuple outputs", "[tabular]") {
  // torch2x/pt2023_test_aotdispatch_mincut_print_tabular_fwdbwd.txt
  const std::string text =
      "opcode         name       target           args                        kwargs\n"
      "-------------  ---------  ---------------  --------------------------  --------\n"
      "placeholder    primals_1  primals_1        ()                          {}\n"
      "call_function  mul        aten.mul.Tensor  (primals_1, primals_1)      {}\n"
      "call_function  mul_1      aten.mul.Tensor  (mul, primals_1)            {}\n"
      "output         output     output           ([mul_1, primals_1, mul],)  {}\n"
      "\n"
      "opcode         name        target           args                     kwargs\n"
      "-------------  ----------  ---------------  -----------------------  --------\n"
      "placeholder    primals_1   primals_1        ()                       {}\n"
      "placeholder    mul         mul              ()                       {}\n"
      "placeholder    tangents_1  tangents_1       ()                       {}\n"
      "call_function  mul_2       aten.mul.Tensor  (tangents_1, mul)        {}\n"
      "call_function  add         aten.add.Tensor  (mul_2, primals_1)       {}\n"
      "output         output      output           ([add],)                 {}\n";
  auto p = parse(text, Which::Tabular);
  REQUIRE(p->graphs.size() == 2);
  CHECK(p->diags.empty());
  const auto& f = p->graph(0);
  REQUIRE(f.nodes.size() == 4);
  CHECK(argTexts(f.nodes.back().args) == std::vector<std::string>{"mul_1", "primals_1", "mul"});
  // `(primals_1, primals_1)` uses primals_1 twice, but the user is listed once.
  CHECK(node(f, "mul").uses().size() == 2);
  CHECK(userNames(f, node(f, "primals_1")) == std::vector<std::string>{"mul", "mul_1", "output"});
  const auto& b = p->graph(1);
  CHECK(b.firstLine == 7);
  REQUIRE(b.nodes.size() == 6);
  CHECK(argTexts(b.nodes.back().args) == std::vector<std::string>{"add"});
  checkRanges(*p, f);
  checkRanges(*p, b);
}

TEST_CASE("tabular: dynamo tables with built-in targets and overflowing cells", "[tabular]") {
  // torch2x/old1x_torchdynamo_readme_print_tabular_3graphs.txt and blog2026_print_tabular_dynamo_graphbreak.txt
  const std::string text =
      "my_compiler() called with FX graph:\n"
      "opcode         name     target                                                  args              kwargs\n"
      "-------------  -------  ------------------------------------------------------  ----------------  --------\n"
      "placeholder    a        a                                                       ()                {}\n"
      "placeholder    b        b                                                       ()                {}\n"
      "call_function  abs_1    <built-in method abs of type object at 0x7f8d259298a0>  (a,)              {}\n"
      "call_function  add      <built-in function add>                                 (abs_1, 1)        {}\n"
      "call_function  truediv  <built-in function truediv>                             (a, add)          {}\n"
      "call_method    sum_1    sum                                                     (b,)              {}\n"
      "call_function  y        <built-in function linear>  (truediv, sum_1, (1, 2))  {'bias': None, 'x': (a)}\n"
      "output         output   output                                                  ((y, sum_1),)  {}\n";
  auto p = parse(text, Which::Tabular);
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->diags.empty());
  const auto& g = p->graph();
  CHECK(g.firstLine == 1);
  REQUIRE(g.nodes.size() == 8);
  CHECK(node(g, "abs_1").target == "<built-in method abs of type object at 0x7f8d259298a0>");
  CHECK(node(g, "add").target == "<built-in function add>");
  CHECK(node(g, "sum_1").op == fx::OpKind::CallMethod);
  CHECK(node(g, "sum_1").target == "sum");
  const auto& y = node(g, "y");
  CHECK(y.target == "<built-in function linear>");
  CHECK(argTexts(y.args) == std::vector<std::string>{"truediv", "sum_1", "(1, 2)"});
  REQUIRE(y.kwargs.size() == 2);
  CHECK(y.kwargs[1].keyword == "x");
  REQUIRE(y.uses().size() == 3);
  CHECK(g.nodes[y.uses().toVector()[2].node].name == "a");
  CHECK(y.uses().toVector()[2].arg == -2);
  CHECK(argTexts(g.nodes.back().args) == std::vector<std::string>{"y", "sum_1"});
  CHECK(userNames(g, node(g, "a")) == std::vector<std::string>{"abs_1", "truediv", "y"});
  checkRanges(*p, g);
}

TEST_CASE("tabular: a malformed row gives a diagnostic", "[tabular]") {
  const std::string text =
      "opcode         name   target           args        kwargs\n"
      "-------------  -----  ---------------  ----------  --------\n"
      "placeholder    x      x                ()          {}\n"
      "call_function  neg    aten.neg.default (x,\n"
      "output         output output           ((neg,),)   {}\n";
  auto p = parse(text, Which::Tabular);
  REQUIRE(p->diags.size() == 1);
  const auto& d = p->diags[0];
  CHECK(d.code == "unparseable-line");
  CHECK(d.severity == fx::Severity::Error);
  CHECK(p->doc.lineOf(d.range.begin) == 3);
  CHECK(p->at(d.range) == p->doc.line(3));
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->graph().nodes.size() == 1);
  CHECK(p->ends[0] == 4);
}

TEST_CASE("tabular: a non-row line ends the table quietly", "[tabular]") {
  const std::string text =
      "opcode         name   target           args        kwargs\n"
      "-------------  -----  ---------------  ----------  --------\n"
      "placeholder    x      x                ()          {}\n"
      "Backward pass:\n";
  auto p = parse(text, Which::Tabular);
  CHECK(p->diags.empty());
  REQUIRE(p->graphs.size() == 1);
  CHECK(p->graph().nodes.size() == 1);
  CHECK(p->ends[0] == 3);
}

TEST_CASE("tabular: garbage rows never crash", "[tabular][fuzz]") {
  const std::vector<std::string> rows = {
      "placeholder",
      "placeholder x",
      "placeholder x x",
      "placeholder x x () ",
      "placeholder x x {}",
      "placeholder x () {}",
      "call_function y f (x,) }",
      "call_function y f (x,)) {}",
      "call_function y f x,) {}",
      "call_function y f ((((x,) {}",
      "call_function y f (x,) {'a': '}",
      "call_function y f (x, '\\') {}",
      "call_function y f (x, \"(\") {\"k\": \"}\"}",
      "call_function y \xff\xfe (\xff,) {\x01: \x02}",
      "output output output ((((((((((((((((((((((((((((((((((((((((((((((((((x,))))))))))))))))))))))))))))))))))) {}",
      "output output output ()) {}",
      "output output output (x {}",
      "output output output )( {}",
      "get_attr",
      "call_module\t\t\t",
  };
  for (const auto& r : rows) {
    INFO(r);
    auto p = parse("opcode name target args kwargs\n---- ---- ---- ---- ----\nplaceholder x x () {}\n" + r +
                       "\noutput output output ((x,),) {}\n",
                   Which::Tabular);
    REQUIRE(p->graphs.size() <= 1);
    for (const auto& g : p->graphs) checkRanges(*p, g);
    for (const auto& d : p->diags) CHECK(d.range.end <= p->doc.text.size());
  }
  auto p = parse("opcode name target args kwargs", Which::Tabular);
  CHECK(p->graphs.empty());
}

TEST_CASE("tabular: TORCH_LOGS=graph puts the graph's name before the header row", "[parse][tabular][log]") {
  const std::string pre = "[2024-05-01 10:00:00,000] [0/0] torch._dynamo.output_graph.__graph: [DEBUG] ";
  const std::string text = pre + "TRACED GRAPH\n" + pre +
                           " __compiled_fn_3 <eval_with_key>.7 opcode         name    target                   args       kwargs\n" +
                           pre + "-------------  ------  -----------------------  ---------  --------\n" + pre +
                           "placeholder    l_a_    L_a_                     ()         {}\n" + pre +
                           "call_function  cos     <built-in method cos of type object at 0x7f00>  (l_a_,)    {}\n" + pre +
                           "output         output  output                   ((cos,),)  {}\n";
  fx::Document doc;
  doc = fx::Document("log.txt", text);
  doc.index();
  fx::ParseResult r = fx::parseDocument(doc, 0);
  REQUIRE(r.diagnostics.empty());
  REQUIRE(r.graphs.size() == 1);
  const fx::Graph& g = r.graphs[0];
  CHECK(g.form == fx::Form::Tabular);
  CHECK(g.compileId == "0/0");
  REQUIRE(g.nodes.size() == 3);
  CHECK(g.nodes[1].name == "cos");
  CHECK(g.nodes[2].args[0].ref == 1);
}

TEST_CASE("tabular: a row pasted twice is duplicate-name on the second, pointing at the first", "[tabular]") {
  const std::string text =
      "opcode         name    target             args       kwargs\n"
      "-------------  ------  -----------------  ---------  --------\n"
      "placeholder    x       x                  ()         {}\n"
      "call_function  relu    aten.relu.default  (x,)       {}\n"
      "call_function  relu    aten.relu.default  (x,)       {}\n"
      "call_function  neg     aten.neg.default   (relu,)    {}\n"
      "output         output  output             ([neg],)   {}\n";
  auto p = parse(text, Which::Tabular);
  REQUIRE(p->diags.size() == 1);
  const auto& d = p->diags[0];
  CHECK(d.code == "duplicate-name");
  CHECK(p->doc.lineOf(d.range.begin) == 4);
  CHECK(p->at(d.range) == "relu");
  REQUIRE(d.related.size() == 1);
  CHECK(p->doc.lineOf(d.related[0].range.begin) == 3);
  REQUIRE(p->graphs.size() == 1);
  const auto& g = p->graph();
  CHECK(g.nodes.size() == 4);  // x, relu, neg, output
  CHECK(userNames(g, node(g, "relu")) == std::vector<std::string>{"neg"});
}
