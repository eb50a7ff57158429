// The segmenter (parse_document.cpp): graphs found wherever a line's tail starts one, behind prefixes no rule knows.
#include <catch2/catch.hpp>

#include "fx/parse.h"
#include "parsing.h"

namespace {

fx::ParseResult parse(const std::string& text, fx::Document& doc) { return testsupport::parseText(text, doc); }

}  // namespace

TEST_CASE("a str(graph) printed after a vendor's log prefix, its lines unprefixed", "[segmenter]") {
  // A TORCHAIR (Ascend NPU) log as published in a markdown file (4-space indented); the last line is ours: the
  // excerpt we have stops inside the graph.
  const std::string text =
      "    [INFO] TORCHAIR(1630010,python):2025-11-07 15:35:39.503.269 [npu_fx_compiler.py:453]1630010   input 3: FakeTensor(..., device='npu:0', size=(64,))\n"
      "    [INFO] TORCHAIR(1630010,python):2025-11-07 15:35:39.503.589 [npu_fx_compiler.py:454]1630010   graph: graph():\n"
      "        %primals_1 : [num_users=1] = placeholder[target=primals_1]\n"
      "        %primals_2 : [num_users=1] = placeholder[target=primals_2]\n"
      "        %primals_3 : [num_users=2] = placeholder[target=primals_3]\n"
      "        %primals_4 : [num_users=1] = placeholder[target=primals_4]\n"
      "        %t : [num_users=1] = call_function[target=torch.ops.aten.t.default](args = (%primals_1,), kwargs = {})\n"
      "        %addmm : [num_users=1] = call_function[target=torch.ops.aten.addmm.default](args = (%primals_2, %primals_3, %t), kwargs = {})\n"
      "        return (addmm, primals_3, primals_4)\n";
  fx::Document doc;
  auto r = parse(text, doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  CHECK(g.form == fx::Form::GraphStr);
  CHECK(g.firstLine == 1);
  CHECK(g.nodes.size() == 7);
  const fx::Node& addmm = testsupport::nodeNamed(g, "addmm");
  CHECK(addmm.target == "torch.ops.aten.addmm.default");
  CHECK(doc.lineOf(g.nameRange(addmm).begin) == 7);
  // The graph's range starts at `graph():`, not at the prefix.
  CHECK(std::string_view(doc.text).substr(g.range.begin, 8) == "graph():");
}

TEST_CASE("a gm.code printed with an unknown prefix repeated on every line", "[segmenter]") {
  const std::string p = "worker-7 | 12:00:01.123 | ";
  const std::string text = p + "compiled code: def forward(self, primals_1):\n" +
                           p + "    relu = torch.ops.aten.relu.default(primals_1)\n" +
                           p + "\n" +
                           "worker-7 | 12:00:02.456 | " + "    return (relu, primals_1)\n" +
                           "other tool output\n";
  fx::Document doc;
  auto r = parse(text, doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  CHECK(g.form == fx::Form::Code);
  CHECK(g.nodes.size() == 3);
  CHECK(g.output() >= 0);
  CHECK(doc.lineOf(g.nameRange(testsupport::nodeNamed(g, "relu")).begin) == 1);
  CHECK(g.lastLine == 3);
}

TEST_CASE("a `def forward(self` in prose or a comment starts no graph", "[segmenter]") {
  fx::Document doc;
  auto r = parse("# see def forward(self, x) in model.py\n"
                 "The printout we wanted to show is the graph():\n"
                 "but it was not printed.\n",
                 doc);
  CHECK(r.graphs.empty());
  CHECK(r.diagnostics.empty());
}
