// The segmenter (parse_document.cpp): graphs found wherever a line's tail starts one, behind prefixes no rule knows.
#include <catch2/catch.hpp>

#include "fx/lines.h"
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

TEST_CASE("a printout pasted into a source file's comments is read; the file's own Python is not", "[segmenter]") {
  // The shape of a benchmark file that documents its graph in comments (a real printout, cut down), next to an
  // nn.Module of its own whose forward rebinds names and branches.
  const std::string text =
      "class CrossEntropyLossBase:\n"
      "    # ===== Backward graph 0 =====\n"
      "    # <eval_with_key>.3 class GraphModule(torch.nn.Module):\n"
      "    # def forward(self, primals_1: \"i64[8192][1]cuda:0\", primals_2: \"f32[8192, 3024][3024, 1]cuda:0\",\n"
      "    #        amax: \"f32[8192, 1][1, 1]cuda:0\", log: \"f32[8192, 1][1, 1]cuda:0\", convert_element_type: \"f32[][]cuda:0\", tangents_1: \"f32[][]cuda:0\"):\n"
      "    #     # File: /opt/pytorch/nvfuser/test.py:6 in fn, code: return torch.nn.functional.cross_entropy(input, target)\n"
      "    #    div_1: \"f32[][]cuda:0\" = torch.ops.aten.div.Tensor(tangents_1, convert_element_type);  tangents_1 = convert_element_type = None\n"
      "    #    sub: \"f32[8192, 3024][3024, 1]cuda:0\" = torch.ops.aten.sub.Tensor(primals_2, amax);  primals_2 = amax = None\n"
      "    #    sub_1: \"f32[8192, 3024][3024, 1]cuda:0\" = torch.ops.aten.sub.Tensor(sub, log);  sub = log = None\n"
      "    #    mul: \"f32[8192, 3024][3024, 1]cuda:0\" = torch.ops.aten.mul.Tensor(sub_1, div_1);  sub_1 = div_1 = None\n"
      "    #    return (None, mul)\n"
      "\n"
      "    # We account for inputs primals_1, primals_2, amax, log\n"
      "    def grad_iobytes(self):\n"
      "        return 0\n"
      "\n"
      "class MyModel(torch.nn.Module):\n"
      "    def forward(self, hidden_states, labels):\n"
      "        logits = self.lm_head(hidden_states)\n"
      "        if labels is None:\n"
      "            return logits\n"
      "        logits = logits.float()\n"
      "        return (logits,)\n";
  fx::Document doc;
  auto r = parse(text, doc);
  const fx::Graph& g = testsupport::onlyGraph(r);  // and no diagnostic
  CHECK(g.form == fx::Form::Code);
  CHECK(g.nodes.size() == 11);  // 6 placeholders, 4 ops, output
  CHECK(testsupport::nodeNamed(g, "tangents_1").type.text == "f32[][]cuda:0");
  CHECK(doc.lineOf(g.nameRange(testsupport::nodeNamed(g, "mul")).begin) == 9);
  REQUIRE(g.output() >= 0);
  CHECK(g.nodes[g.output()].args.size() == 2);
}

TEST_CASE("depyf's decompiled source is not a graph", "[segmenter]") {
  // depyf's full_code_for_forward_*.py: decompiled bytecode around the compiled graphs (learn_torch.compile).
  fx::Document doc;
  auto r = parse("# Note: if there is a transformed version below, this function might well not be executed directly.\n"
                 "def forward(self, input_ids, attention_mask, labels, return_dict):\n"
                 "    'Failed to decompile.'\n"
                 "\n"
                 "def forward(self, input_ids, past_key_values_length):\n"
                 "    nonlocal __class__\n"
                 "    bsz = input_ids.shape[slice(None, 2)][0]\n"
                 "    return super().forward(bsz + self.offset)\n",
                 doc);
  CHECK(r.graphs.empty());
  CHECK(r.diagnostics.empty());
}

TEST_CASE("compile ids read in parts and torchrun rank tags", "[lines]") {
  const fx::CompileIdParts p = fx::compileIdParts("2/1_3");
  CHECK(p.valid);
  CHECK(p.frame == 2);
  CHECK(p.compile == 1);
  CHECK(p.attempt == 3);
  CHECK(fx::compileIdParts("!0/1/2").compiledAutograd);
  CHECK(fx::compileIdParts("!0/1/2").frame == 1);
  CHECK_FALSE(fx::compileIdParts("__compiled_fn_1").valid);
  CHECK_FALSE(fx::compileIdParts("0/x").valid);
  CHECK(fx::compileIdParts("0/2").key() < fx::compileIdParts("0/10").key());    // by number, not text
  CHECK(fx::compileIdParts("9/9").key() < fx::compileIdParts("__compiled_fn_1").key());  // invalid ones last
  CHECK(fx::torchrunRank("[rank3]:V1207 13:39:11.380000 1 a.py:1] [0/1] x") == 3);
  CHECK(fx::torchrunRank("2024-01-21T00:08:39.3210000Z [default12]:I0121 x") == 12);
  CHECK(fx::torchrunRank("V1207 13:39:11.380000 1 a.py:1] [0/1] x") == -1);
  CHECK(fx::torchrunRank("[rankx]: y") == -1);
}
