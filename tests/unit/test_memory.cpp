// The activation-memory timeline (fx/memory.h) on small printouts whose numbers are checked by hand, and on real
// torch 2.15 printouts against the saved bytes the run measured.
#include <catch2/catch.hpp>

#include "corpus.h"
#include "fx/memory.h"

namespace {

std::string nameAt(const fx::Analysis& a, const fx::MemoryTimeline& t, int point) {
  return std::string(a.node(t.points[point].node)->name);
}

}  // namespace

TEST_CASE("memory: a pair's schedule, views sharing storage, saved tensors and tangents", "[memory]") {
  fx::Analysis a = fx::analyze(
      {{"f.txt",
        "def forward(self, primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"):\n"
        "    mm: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, primals_2)\n"
        "    relu: \"f32[4, 8]\" = torch.ops.aten.relu.default(mm);  mm = None\n"
        "    view: \"f32[32]\" = torch.ops.aten.view.default(relu, [32])\n"
        "    sum_1: \"f32[]\" = torch.ops.aten.sum.default(view);  view = None\n"
        "    return [sum_1, relu]\n"},
       {"b.txt",
        "def forward(self, relu: \"f32[4, 8]\", tangents_1: \"f32[]\"):\n"
        "    expand: \"f32[4, 8]\" = torch.ops.aten.expand.default(tangents_1, [4, 8]);  tangents_1 = None\n"
        "    threshold_backward: \"f32[4, 8]\" = torch.ops.aten.threshold_backward.default(expand, relu, 0);  expand = relu = None\n"
        "    return [None, threshold_backward]\n"}});
  REQUIRE(a.pairs.size() == 1);
  const fx::MemoryTimeline t = fx::memoryTimeline(a, a.pairs[0]);
  REQUIRE(t.points.size() == 6);  // mm relu view sum_1 | expand threshold_backward
  CHECK(t.forwardPoints == 4);
  // mm 128 B; relu 128 B (mm freed after relu read it); view shares relu's storage; sum_1 4 B
  std::vector<uint64_t> live;
  for (const auto& p : t.points) live.push_back(p.live);
  // backward: the tangent (4 B, expand a view of it) arrives; threshold_backward 128 B; relu held until then
  CHECK(live == std::vector<uint64_t>{128, 256, 128, 132, 132, 260});
  CHECK(t.points[1].saved == 128);
  CHECK(t.points[5].saved == 128);
  CHECK(t.forward.bytes == 256);
  CHECK(nameAt(a, t, t.forward.at) == "relu");
  CHECK(t.backward.bytes == 260);
  CHECK(nameAt(a, t, t.backward.at) == "threshold_backward");
  CHECK(t.heldForBackward == 128);
  CHECK(t.heldTensors == 1);
  CHECK(t.inputBytes == 128 + 256);
  CHECK(t.inputs == 2);
  // at the forward peak: mm and relu, 128 B each; relu lives from its node to threshold_backward, held
  REQUIRE(t.forward.top.size() == 2);
  bool sawRelu = false;
  for (const auto& c : t.forward.top)
    if (a.node(c.producer)->name == "relu") {
      sawRelu = true;
      CHECK(c.saved);
      CHECK(nameAt(a, t, c.from) == "relu");
      CHECK(nameAt(a, t, c.to) == "threshold_backward");
    }
  CHECK(sawRelu);
}

TEST_CASE("memory: a multi-output op's getitems and an in-place op", "[memory]") {
  fx::Analysis a = fx::analyze(
      {{"f.txt",
        "def forward(self, primals_1: \"f32[2, 4]\"):\n"
        "    native_layer_norm = torch.ops.aten.native_layer_norm.default(primals_1, [4], None, None, 1e-05)\n"
        "    getitem: \"f32[2, 4]\" = native_layer_norm[0]\n"
        "    getitem_1: \"f32[2, 1]\" = native_layer_norm[1];  native_layer_norm = None\n"
        "    add_: \"f32[2, 4]\" = torch.ops.aten.add_.Tensor(getitem, 1)\n"
        "    neg: \"f32[2, 4]\" = torch.ops.aten.neg.default(add_)\n"
        "    return [neg, getitem_1]\n"}});
  fx::Pair lone;
  lone.forward = 0;
  const fx::MemoryTimeline t = fx::memoryTimeline(a, lone);
  REQUIRE(t.points.size() == 5);
  std::vector<uint64_t> live;
  for (const auto& p : t.points) live.push_back(p.live);
  // the tuple holds nothing itself; getitem 32 B, getitem_1 8 B; add_ writes into getitem; neg 32 B
  CHECK(live == std::vector<uint64_t>{0, 32, 40, 40, 72});
  CHECK(t.forward.bytes == 72);
  CHECK(t.backward.at == -1);
  CHECK(t.unknownSize.empty());
}

TEST_CASE("memory: symbolic and unprinted sizes are counted apart, never as 0 bytes", "[memory]") {
  fx::Analysis a = fx::analyze(
      {{"f.txt",
        "def forward(self, primals_1: \"Sym(s0)\", primals_2: \"f32[s0, 4]\", primals_3: \"f32[4, 4]\"):\n"
        "    mm: \"f32[s0, 4]\" = torch.ops.aten.mm.default(primals_2, primals_3)\n"
        "    t: \"f32[4, 4]\" = torch.ops.aten.t.default(primals_3)\n"
        "    clone: \"f32[4, 4]\" = torch.ops.aten.clone.default(t)\n"
        "    return [mm, clone]\n"}});
  fx::Pair lone;
  lone.forward = 0;
  const fx::MemoryTimeline t = fx::memoryTimeline(a, lone);
  REQUIRE(t.unknownSize.size() == 1);
  CHECK(a.node(t.unknownSize[0])->name == "mm");
  CHECK(t.points[0].live == 0);
  CHECK(t.points[0].unknownLive == 1);
  CHECK(t.points[2].live == 64);  // clone; t is a view of an input (counted apart)
  CHECK(t.forward.unknownLive == 1);
  CHECK(t.inputsUnknown == 2);  // the SymInt and the f32[s0, 4] input
  CHECK(t.inputs == 1);
}

TEST_CASE("memory: real torch 2.15 pairs hold the bytes the run saved; a joint split by its partition agrees", "[memory]") {
  using testsupport::corpusPath;
  using testsupport::readText;
  auto load = [](std::vector<std::string> rel) {
    std::vector<fx::SourceFile> files;
    for (const auto& r : rel) files.push_back({r, readText(corpusPath(r))});
    return fx::analyze(std::move(files));
  };
  // mlp: 3 activations (404 B) and 3 saved parameters (456 B) = the 860 B saved_tensors_hooks measured
  fx::Analysis mlp = load({"torch2gen/2.15.0/mlp/gm/fwd.readable.txt", "torch2gen/2.15.0/mlp/gm/bwd.readable.txt"});
  REQUIRE(mlp.pairs.size() == 1);
  const fx::MemoryTimeline m = fx::memoryTimeline(mlp, mlp.pairs[0]);
  CHECK(m.heldForBackward + m.savedInputBytes == 860);
  CHECK(m.heldTensors + m.savedInputs == 6);
  // the transformer's joint, split by its partition, peaks where its partitioned forward does
  fx::Analysis pair = load({"torch2gen/2.15.0/transformer/gm/fwd.readable.txt", "torch2gen/2.15.0/transformer/gm/bwd.readable.txt"});
  fx::Analysis joint = load({"torch2gen/2.15.0/transformer/gm/joint.readable.txt"});
  REQUIRE(pair.pairs.size() == 1);
  fx::Pair j;
  j.joint = 0;
  const fx::MemoryTimeline tp = fx::memoryTimeline(pair, pair.pairs[0]), tj = fx::memoryTimeline(joint, j);
  CHECK(tj.forward.bytes == tp.forward.bytes);
  CHECK(tj.heldForBackward > 0);
  CHECK(tp.backward.bytes >= tp.forward.bytes / 2);
}
