// The recompute advisor on small hand-written forward/backward pairs (docs/RECOMPUTE.md).
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

#include "advice_report.h"
#include "fx/recompute_advice.h"

namespace {

// A forward saving `saved` (comma-separated names) and a backward reading them, each once, with a tangent.
fx::Analysis pair(const std::string& params, const std::string& body, const std::string& saved,
                  const std::string& bwdParams, const std::string& bwdBody, const std::string& bwdOut) {
  return fx::analyze({{"fwd.txt", "def forward(self, " + params + "):\n" + body + "    return [out, " + saved + "]\n"},
                      {"bwd.txt", "def forward(self, " + bwdParams + ", tangents_1):\n" + bwdBody + "    return [" +
                                      bwdOut + "]\n"}});
}

const fx::SavedTensorAdvice& adviceFor(const fx::Analysis& a, const fx::PairAdvice& p, std::string_view name) {
  for (const auto& s : p.saved)
    if (a.node(s.producer)->name == name) return s;
  FAIL("no advice for " << name);
  return p.saved.front();
}

std::string nameOf(const fx::Analysis& a, fx::NodeRef r) { return std::string(a.node(r)->name.view()); }

}  // namespace

TEST_CASE("a pointwise chain is recomputable from a saved tensor; a matmul is not", "[advice]") {
  fx::Analysis a = pair(
      "primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"",
      "    mm: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, primals_2)\n"
      "    relu: \"f32[4, 8]\" = torch.ops.aten.relu.default(mm)\n"
      "    mul: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(relu, 2)\n"
      "    out: \"f32[]\" = torch.ops.aten.sum.default(mul)\n",
      "mm, mul",
      "mm: \"f32[4, 8]\", mul: \"f32[4, 8]\"",
      "    mul_1: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(tangents_1, mul)\n"
      "    threshold_backward: \"f32[4, 8]\" = torch.ops.aten.threshold_backward.default(mul_1, mm, 0)\n",
      "threshold_backward, None");
  REQUIRE(a.pairs.size() == 1);
  const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
  REQUIRE(p.saved.size() == 2);
  const auto& mm = adviceFor(a, p, "mm");
  CHECK_FALSE(mm.candidate);
  CHECK(mm.reason == "needs mm (not cheap)");
  REQUIRE(mm.backwardUsers.size() == 1);
  CHECK(nameOf(a, mm.backwardUsers[0]) == "threshold_backward");
  const auto& mul = adviceFor(a, p, "mul");
  REQUIRE(mul.candidate);
  REQUIRE(mul.sources.size() == 1);
  CHECK(nameOf(a, mul.sources[0].node) == "mm");
  CHECK(mul.sources[0].kind == fx::SourceKind::Saved);
  REQUIRE(mul.ops.size() == 2);
  CHECK(nameOf(a, mul.ops[0]) == "relu");
  CHECK(nameOf(a, mul.ops[1]) == "mul");
  CHECK(fx::describeAdvice(a, mul) == "could be recomputed from `mm` (saved) by 2 pointwise ops");
  CHECK(p.candidates == 1);
  CHECK(p.bytesFreed == 4 * 8 * 4);
  CHECK(p.unknownFreed == 0);
}

TEST_CASE("a view of an input is recomputable from the input; a saved input itself is not a candidate", "[advice]") {
  fx::Analysis a = pair("primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"",
                        "    t: \"f32[8, 8]\" = torch.ops.aten.t.default(primals_2)\n"
                        "    out: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, t)\n",
                        "primals_1, t", "primals_1: \"f32[4, 8]\", t: \"f32[8, 8]\"",
                        "    mm_1: \"f32[8, 8]\" = torch.ops.aten.mm.default(t, tangents_1)\n"
                        "    mm_2: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, tangents_1)\n",
                        "mm_1, mm_2");
  REQUIRE(a.pairs.size() == 1);
  const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
  const auto& t = adviceFor(a, p, "t");
  REQUIRE(t.candidate);
  CHECK(fx::describeAdvice(a, t) ==
        "could be recomputed from `primals_2` (input) by 1 view op (a view of it: frees no memory)");
  CHECK(t.viewOnly);
  CHECK(p.bytesFreed == 0);  // t shares primals_2's storage
  const auto& in = adviceFor(a, p, "primals_1");
  CHECK_FALSE(in.candidate);
  CHECK(in.reason.find("forward input") != std::string::npos);
}

TEST_CASE("the depth limit counts pointwise ops back to a source", "[advice]") {
  const std::string body =
      "    e1: \"f32[4]\" = torch.ops.aten.exp.default(primals_1)\n"
      "    e2: \"f32[4]\" = torch.ops.aten.neg.default(e1)\n"
      "    e3: \"f32[4]\" = torch.ops.aten.sin.default(e2)\n"
      "    v: \"f32[2, 2]\" = torch.ops.aten.view.default(e3, [2, 2])\n"
      "    e4: \"f32[2, 2]\" = torch.ops.aten.cos.default(v)\n"
      "    e5: \"f32[2, 2]\" = torch.ops.aten.tanh.default(e4)\n"
      "    out: \"f32[]\" = torch.ops.aten.sum.default(e5)\n";
  fx::Analysis a = pair("primals_1: \"f32[4]\"", body, "e5", "e5: \"f32[2, 2]\"",
                        "    mul: \"f32[2, 2]\" = torch.ops.aten.mul.Tensor(tangents_1, e5)\n", "mul");
  REQUIRE(a.pairs.size() == 1);
  const auto& deep = fx::adviseRecompute(a, a.pairs[0]).saved;
  REQUIRE(deep.size() == 1);
  CHECK_FALSE(deep[0].candidate);
  CHECK(deep[0].reason == "depth > 4");
  const auto& ok = fx::adviseRecompute(a, a.pairs[0], {5, 16}).saved;  // 5 pointwise ops; the view is free
  REQUIRE(ok.size() == 1);
  CHECK(ok[0].candidate);
  CHECK(ok[0].ops.size() == 6);
  CHECK(fx::describeAdvice(a, ok[0]) == "could be recomputed from `primals_1` (input) by 5 pointwise, 1 view ops");
}

TEST_CASE("two saved tensors are never each recomputed from the other: a source stays saved", "[advice]") {
  // b (bigger, chosen first) is recomputed from a; a could be recomputed from mm, but b reads it: a stays.
  fx::Analysis a = pair("primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"",
                        "    mm: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, primals_2)\n"
                        "    ea: \"f32[4, 8]\" = torch.ops.aten.exp.default(mm)\n"
                        "    b: \"f32[16, 8]\" = torch.ops.aten.neg.default(ea)\n"
                        "    out: \"f32[]\" = torch.ops.aten.sum.default(b)\n",
                        "mm, ea, b", "mm: \"f32[4, 8]\", ea: \"f32[4, 8]\", b: \"f32[16, 8]\"",
                        "    m1: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(mm, ea)\n"
                        "    m2: \"f32[16, 8]\" = torch.ops.aten.mul.Tensor(b, tangents_1)\n",
                        "m1, m2");
  REQUIRE(a.pairs.size() == 1);
  const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
  const auto& b = adviceFor(a, p, "b");
  REQUIRE(b.candidate);
  REQUIRE(b.sources.size() == 1);
  CHECK(nameOf(a, b.sources[0].node) == "ea");
  const auto& ea = adviceFor(a, p, "ea");
  CHECK_FALSE(ea.candidate);
  CHECK(ea.reason.find("read by the recomputation") != std::string::npos);
  CHECK(p.bytesFreed == 16 * 8 * 4);
  // Alone (the hover's view), ea is recomputable from mm: every other saved tensor counts as saved.
  CHECK(fx::adviseOne(a, ea.producer, {}).candidate);
}

TEST_CASE("a tensor the backward recomputes anyway is a source for the next one, past the depth limit", "[advice]") {
  // e4 is 4 pointwise ops from the saved mm (the limit); e5 = sin(e4) is 5 ops from mm, but 1 from e4, which the
  // backward recomputes anyway (same sizes: graph order, so e4 is chosen first).
  fx::Analysis a = pair("primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"",
                        "    mm: \"f32[4, 8]\" = torch.ops.aten.mm.default(primals_1, primals_2)\n"
                        "    e1: \"f32[4, 8]\" = torch.ops.aten.exp.default(mm)\n"
                        "    e2: \"f32[4, 8]\" = torch.ops.aten.neg.default(e1)\n"
                        "    e3: \"f32[4, 8]\" = torch.ops.aten.cos.default(e2)\n"
                        "    e4: \"f32[4, 8]\" = torch.ops.aten.tanh.default(e3)\n"
                        "    e5: \"f32[4, 8]\" = torch.ops.aten.sin.default(e4)\n"
                        "    out: \"f32[]\" = torch.ops.aten.sum.default(e5)\n",
                        "mm, e4, e5", "mm: \"f32[4, 8]\", e4: \"f32[4, 8]\", e5: \"f32[4, 8]\"",
                        "    m1: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(e4, e5)\n"
                        "    m2: \"f32[4, 8]\" = torch.ops.aten.mul.Tensor(m1, mm)\n",
                        "m2, None");
  REQUIRE(a.pairs.size() == 1);
  const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
  const auto& e4 = adviceFor(a, p, "e4");
  REQUIRE(e4.candidate);
  CHECK(e4.ops.size() == 4);
  const auto& e5 = adviceFor(a, p, "e5");
  REQUIRE(e5.candidate);
  REQUIRE(e5.sources.size() == 1);
  CHECK(nameOf(a, e5.sources[0].node) == "e4");
  CHECK(e5.sources[0].kind == fx::SourceKind::Recomputed);
  CHECK(fx::describeAdvice(a, e5) == "could be recomputed from `e4` (recomputed) by 1 pointwise op");
  CHECK_FALSE(adviceFor(a, p, "mm").candidate);  // read by e4's recomputation
  CHECK(p.candidates == 2);
  CHECK(p.bytesFreed == 2 * 4 * 8 * 4);
  // Alone (the hover), every other saved tensor counts as saved: e5 from e4 (saved).
  CHECK(fx::describeAdvice(a, fx::adviseOne(a, e5.producer, {})) == "could be recomputed from `e4` (saved) by 1 pointwise op");
}

namespace {
// A forward whose saved `x` = pointwise(y), y made by an op that is not cheap; `xUser` reads x in the forward.
fx::Analysis swapCase(const std::string& yType, const std::string& yOp, const std::string& xType,
                      const std::string& xOp, const std::string& xUser,
                      const std::string& bwdUse = "mul.Tensor(tangents_1, x)") {
  return pair("primals_1: \"f32[4, 8]\", primals_2: \"f32[8, 8]\"",
              "    y: \"" + yType + "\" = torch.ops.aten." + yOp + "\n"
              "    x: \"" + xType + "\" = torch.ops.aten." + xOp + "\n"
              "    z: \"f32[4, 8]\" = torch.ops.aten." + xUser + "\n"
              "    out: \"f32[]\" = torch.ops.aten.sum.default(z)\n",
              "x", "x: \"" + xType + "\"", "    m: \"" + xType + "\" = torch.ops.aten." + bwdUse + "\n", "m, None");
}
}  // namespace

TEST_CASE("swap advice: a kept tensor recomputable from one more tensor the forward writes anyway", "[advice]") {
  SECTION("the same size: dropout's scaled mask from bernoulli_") {
    fx::Analysis a = swapCase("f32[4, 8]", "bernoulli_.float(primals_1, 0.9)", "f32[4, 8]", "div.Scalar(y, 0.9)",
                              "mul.Tensor(primals_1, x)");
    REQUIRE(a.pairs.size() == 1);
    const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
    const auto& x = adviceFor(a, p, "x");
    CHECK_FALSE(x.candidate);
    REQUIRE(x.swap.has_value());
    CHECK(nameOf(a, x.swap->instead) == "y");
    CHECK(x.swap->insteadBytes == std::optional<uint64_t>(128));
    CHECK(fx::describeAdvice(a, x) ==
          "kept: needs bernoulli_ (not cheap); if `y` (the same size) were saved instead, it could be recomputed "
          "from it by 1 pointwise op");
    CHECK(p.swaps == 1);
    CHECK(p.bytesFreed == 0);  // a swap is advice, not a candidate: nothing counted as freed
    // The hover says the same (it finds the backward users through the backward's placeholder).
    const fx::NodeRef placeholder{a.pairs[0].backward, a.graphs[a.pairs[0].backward].find("x")};
    CHECK(fx::describeAdvice(a, fx::adviseOne(a, x.producer, {placeholder})) == fx::describeAdvice(a, x));
    CHECK_FALSE(fx::adviseOne(a, x.producer, {}).swap.has_value());  // no backward user known: no advice
    std::ostringstream json, text;
    cli::writeAdviceJson(json, a, p);
    const auto j = nlohmann::json::parse(json.str());
    CHECK(j["swaps"] == 1);
    CHECK(j["saved"][0]["swap"]["instead"] == "y");
    CHECK(j["saved"][0]["swap"]["instead_bytes"] == 128);
    CHECK(j["saved"][0]["swap"]["ops"][0]["name"] == "x");
    cli::writeAdviceText(text, a, p);
    CHECK(text.str().find("; 1 more if another tensor were saved instead") != std::string::npos);
  }
  SECTION("a smaller tensor to save instead frees the difference") {
    fx::Analysis a = swapCase("bf16[4, 8]", "mm.default(primals_1, primals_2)", "f32[4, 8]",
                              "_to_copy.default(y, dtype = torch.float32)", "mul.Tensor(primals_1, x)");
    const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
    const auto& x = adviceFor(a, p, "x");
    REQUIRE(x.swap.has_value());
    CHECK(fx::describeAdvice(a, x).find("if `y` (64 B: frees 64 B) were saved instead") != std::string::npos);
  }
  SECTION("no swap when the other tensor is bigger") {
    fx::Analysis a = swapCase("f32[4, 8]", "mm.default(primals_1, primals_2)", "bf16[4, 8]",
                              "_to_copy.default(y, dtype = torch.bfloat16)", "mul.Tensor(primals_1, x)");
    CHECK_FALSE(adviceFor(a, fx::adviseRecompute(a, a.pairs[0]), "x").swap.has_value());
  }
  SECTION("no swap when the forward writes the saved tensor anyway (a matmul reads it)") {
    fx::Analysis a = swapCase("f32[4, 8]", "mm.default(primals_1, primals_2)", "f32[4, 8]", "relu.default(y)",
                              "mm.default(x, primals_2)");
    const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
    CHECK_FALSE(adviceFor(a, p, "x").swap.has_value());
    CHECK(p.swaps == 0);
  }
  SECTION("no swap when the backward writes the saved tensor anyway (a matmul reads it)") {
    fx::Analysis a = swapCase("f32[4, 8]", "bernoulli_.float(primals_1, 0.9)", "f32[4, 8]", "div.Scalar(y, 0.9)",
                              "mul.Tensor(primals_1, x)", "mm.default(x, tangents_1)");
    CHECK_FALSE(adviceFor(a, fx::adviseRecompute(a, a.pairs[0]), "x").swap.has_value());
  }
  SECTION("no swap for a view: it is the other tensor's storage") {
    fx::Analysis a = swapCase("f32[4, 8]", "mm.default(primals_1, primals_2)", "f32[32]", "view.default(y, [32])",
                              "mul.Tensor(primals_1, x)");
    CHECK_FALSE(adviceFor(a, fx::adviseRecompute(a, a.pairs[0]), "x").swap.has_value());
  }
}

TEST_CASE("unknown sizes are reported as unknown, never as 0", "[advice]") {
  fx::Analysis a = pair("primals_1", "    relu = torch.ops.aten.relu.default(primals_1)\n"
                                     "    out = torch.ops.aten.sum.default(relu)\n",
                        "relu", "relu", "    mul = torch.ops.aten.mul.Tensor(tangents_1, relu)\n", "mul");
  REQUIRE(a.pairs.size() == 1);
  const fx::PairAdvice p = fx::adviseRecompute(a, a.pairs[0]);
  REQUIRE(p.saved.size() == 1);
  CHECK_FALSE(p.saved[0].bytes.has_value());
  CHECK(p.saved[0].candidate);
  CHECK(p.bytesFreed == 0);
  CHECK(p.unknownFreed == 1);
  std::ostringstream text, json;
  cli::writeAdviceText(text, a, p);
  CHECK(text.str().find("relu  size unknown  needed by mul") != std::string::npos);
  CHECK(text.str().find("+ 1 tensors of unknown size") != std::string::npos);
  cli::writeAdviceJson(json, a, p);
  const auto j = nlohmann::json::parse(json.str());
  CHECK(j["saved"][0]["bytes"].is_null());
  CHECK(j["saved"][0]["candidate"] == true);
  CHECK(j["saved"][0]["ops"][0]["class"] == "pointwise");
  CHECK(j["freed_of_unknown_size"] == 1);
}

TEST_CASE("a pair without a backward graph says so", "[advice]") {
  fx::Analysis a;
  fx::Pair p;
  p.joint = 0;
  const fx::PairAdvice adv = fx::adviseRecompute(a, p);
  CHECK(adv.saved.empty());
  CHECK_FALSE(adv.note.empty());
  // Indices past the analysis's graphs are no graphs either.
  fx::Pair bad;
  bad.forward = 3;
  bad.backward = 4;
  CHECK_FALSE(fx::adviseRecompute(a, bad).note.empty());
  CHECK(fx::comparePartitions(a, bad, p).savedBoth.empty());
  CHECK_FALSE(fx::adviseOne(a, {0, 0}, {{1, 1}}).candidate);
}

namespace {
std::string readCorpus(const std::string& rel) {
  std::ifstream in(std::string(FXLENS_CORPUS_DIR) + "/" + rel, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
// Two partitions of one model, each a forward and a backward file under `base`: the pairs, default first.
struct TwoPartitions {
  fx::Analysis a;
  fx::Pair def, cut;
};
TwoPartitions loadPartitions(const std::string& base, const std::string& defDir, const std::string& cutDir,
                             const std::string& suffix) {
  std::vector<fx::SourceFile> files;
  for (const std::string& part : {defDir + "/fwd", defDir + "/bwd", cutDir + "/fwd", cutDir + "/bwd"})
    files.push_back({base + part + suffix, readCorpus(base + part + suffix)});
  for (const auto& f : files) REQUIRE_FALSE(f.text.empty());
  TwoPartitions out{fx::analyze(std::move(files)), {}, {}};
  REQUIRE(out.a.pairs.size() == 2);
  const bool firstIsDefault = out.a.graphs[out.a.pairs[0].forward].id.starts_with(defDir);
  out.def = out.a.pairs[firstIsDefault ? 0 : 1];
  out.cut = out.a.pairs[firstIsDefault ? 1 : 0];
  REQUIRE(out.a.graphs[out.cut.forward].id.starts_with(cutDir));
  return out;
}

}  // namespace

TEST_CASE("the writers on a corpus pair: advice for default, default compared with min-cut", "[advice]") {
  const std::string base = "torch113/elementwise_zoo/";
  const TwoPartitions parts = loadPartitions(base, "aot_default", "aot_mincut", ".code.txt");
  const fx::Analysis& a = parts.a;
  const fx::Pair &def = parts.def, &cut = parts.cut;
  std::ostringstream text, json;
  const fx::PairAdvice adv = fx::adviseRecompute(a, def);
  cli::writeAdviceText(text, a, adv);
  INFO(text.str());
  CHECK(text.str().find("`exp`") == std::string::npos);  // exp itself is what is recomputed, not a source
  CHECK(text.str().find("could be recomputed from") != std::string::npos);
  const fx::PartitionComparison c = fx::comparePartitions(a, def, cut);
  cli::writeComparisonText(text, c, "aot_default", "aot_mincut");
  cli::writeComparisonJson(json, c, "aot_default", "aot_mincut");
  const auto j = nlohmann::json::parse(json.str());
  // min-cut saves 8 of default's 13 and recomputes exp, log, sqrt, rsqrt and add_1 instead (truth.json).
  CHECK(j["saved_both"].size() == 8);
  CHECK(j["saved_only_a"].size() == 5);
  CHECK(j["saved_only_b"].empty());
  CHECK(j["recomputed_a"].empty());
  CHECK(j["recomputed_b"].size() == 10);
  CHECK(text.str().find("saved tensors of unknown size: A 13, B 8") != std::string::npos);
  std::cout << text.str();
}

TEST_CASE("a joint graph alone is split by its partition: the same advice as its forward/backward pair", "[advice]") {
  const std::string base = "torch113/gated_mlp/aot_default/";
  fx::Analysis joint = fx::analyze({{"joint.code.txt", readCorpus(base + "joint.code.txt")}});
  fx::Analysis split = fx::analyze({{"fwd.code.txt", readCorpus(base + "fwd.code.txt")},
                                    {"bwd.code.txt", readCorpus(base + "bwd.code.txt")}});
  REQUIRE(joint.pairs.size() == 1);
  REQUIRE(split.pairs.size() == 1);
  auto candidates = [](const fx::Analysis& a, const fx::PairAdvice& p) {
    std::set<std::string> out;
    for (const auto& s : p.saved)
      if (s.candidate && !a.node(s.producer)->savedInput) out.insert(std::string(a.node(s.producer)->name.view()));
    return out;
  };
  const fx::PairAdvice j = fx::adviseRecompute(joint, joint.pairs[0]);
  const fx::PairAdvice f = fx::adviseRecompute(split, split.pairs[0]);
  CHECK(j.note.empty());
  CHECK_FALSE(candidates(joint, j).empty());
  CHECK(candidates(joint, j) == candidates(split, f));
  for (const auto& s : j.saved) {
    INFO(joint.node(s.producer)->name);
    CHECK_FALSE(s.backwardUsers.empty());
  }
}

TEST_CASE("typed torch 2.15 printouts: real sizes in the advice and in the default/min-cut comparison", "[advice]") {
  const std::string base = "torch2gen/2.15.0/mincut_vs_default/";
  const TwoPartitions parts = loadPartitions(base, "default/gm", "mincut/gm", ".readable.txt");
  const fx::Analysis& a = parts.a;
  const fx::Pair &def = parts.def, &cut = parts.cut;
  const fx::PairAdvice adv = fx::adviseRecompute(a, def);
  std::ostringstream text;
  cli::writeAdviceText(text, a, adv);
  const fx::PartitionComparison c = fx::comparePartitions(a, def, cut);
  cli::writeComparisonText(text, c, "default", "mincut");
  std::cout << text.str();
  for (const auto& s : adv.saved) CHECK(s.bytes.has_value());  // typed: every size known
  CHECK(adv.candidates > 0);
  // sin, cos, detach_1 and exp with its detach (one storage): 4 × f32[4, 5].
  CHECK(adv.bytesFreed == 4 * 80);
  CHECK(c.unknownA == 0);
  CHECK(c.savedBytesA > c.savedBytesB);  // min-cut saves less than the default partition
}
