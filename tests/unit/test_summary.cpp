// Pair summary: what the forward saves for backward, its size, what the backward recomputes.
#include <catch2/catch.hpp>

#include "fx/summary.h"

TEST_CASE("summary counts saved outputs and saved inputs, sums known sizes, lists symbolic ones", "[summary]") {
  fx::Analysis a = fx::analyze(
      {{"f.txt",
        "def forward(self, primals_1: \"f32[4, 8]\", primals_2: \"Sym(s0)\", primals_3: \"f32[s0]\"):\n"
        "    relu: \"f32[4, 8]\" = torch.ops.aten.relu.default(primals_1)\n"
        "    neg: \"f32[s0]\" = torch.ops.aten.neg.default(primals_3)\n"
        "    sum_1: \"f32[]\" = torch.ops.aten.sum.default(relu)\n"
        "    return [sum_1, neg, relu, primals_1, neg]\n"},
       {"b.txt",
        "def forward(self, relu: \"f32[4, 8]\", primals_1: \"f32[4, 8]\", neg: \"f32[s0]\", tangents_1: \"f32[]\"):\n"
        "    sum_1: \"f32[]\" = torch.ops.aten.sum.default(relu)\n"
        "    mul: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(primals_1, tangents_1)\n"
        "    threshold_backward: \"f32[4, 8]\" = torch.ops.aten.threshold_backward.default(mul, relu, 0)\n"
        "    return [threshold_backward, None, neg]\n"}});
  REQUIRE(a.pairs.size() == 1);
  fx::PairSummary s = fx::summarize(a, a.pairs[0]);
  CHECK(s.saved == 3);  // relu and neg (outputs), primals_1 (an input)
  CHECK(s.savedKnownSize == 2);
  CHECK(s.savedBytes == 2 * 4 * 8 * 4);
  REQUIRE(s.symbolic.size() == 1);
  CHECK(a.graphs[a.pairs[0].forward].nodes[s.symbolic[0]].name == "neg");
  CHECK(s.recomputed == 1);  // sum_1 is computed again in the backward
}

TEST_CASE("summary keeps saved symbolic sizes (SymInt) apart from saved tensors", "[summary]") {
  // torch 2.x dynamic shapes: the forward returns s0 for the backward; autograd saves it, but not as a tensor.
  fx::Analysis a = fx::analyze(
      {{"f.txt",
        "def forward(self, primals_1: \"Sym(s0)\", primals_2: \"f32[s0, 4]\"):\n"
        "    relu: \"f32[s0, 4]\" = torch.ops.aten.relu.default(primals_2)\n"
        "    sum_1: \"f32[]\" = torch.ops.aten.sum.default(relu)\n"
        "    return [sum_1, relu, primals_1]\n"},
       {"b.txt",
        "def forward(self, primals_1: \"Sym(s0)\", relu: \"f32[s0, 4]\", tangents_1: \"f32[]\"):\n"
        "    expand: \"f32[s0, 4]\" = torch.ops.aten.expand.default(tangents_1, [primals_1, 4])\n"
        "    threshold_backward: \"f32[s0, 4]\" = torch.ops.aten.threshold_backward.default(expand, relu, 0)\n"
        "    return [None, threshold_backward]\n"}});
  REQUIRE(a.pairs.size() == 1);
  fx::PairSummary s = fx::summarize(a, a.pairs[0]);
  CHECK(s.saved == 1);       // relu
  CHECK(s.savedSizes == 1);  // s0
  CHECK(s.symbolic.size() == 1);
}
