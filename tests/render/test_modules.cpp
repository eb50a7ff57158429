// The model's modules in a picture (render/plan_modules.h, fx/module_names.h): Dynamo's input names decoded, AOT
// graphs tied to their Dynamo graph, and every node of real torch 2.15 models given the module it computes for.
#include <catch2/catch.hpp>
#include <map>
#include <unordered_set>
#include <string>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"
#include "fx/module_names.h"
#include "render/dot.h"
#include "render/plan_graphs.h"
#include "render/plan_groups.h"
#include "render/plan_modules.h"

using namespace testsupport;

namespace {

fx::Analysis analyzeRel(const std::vector<std::string>& rels) {
  std::vector<fx::SourceFile> files;
  for (const auto& r : rels) files.push_back({corpusPath(r), readText(corpusPath(r))});
  return fx::analyze(std::move(files));
}

}  // namespace

TEST_CASE("module paths from Dynamo's input names") {
  using fx::modulePathOfInput;
  CHECK(modulePathOfInput("L_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_") ==
        "model.layers.0.self_attn.q_proj");
  CHECK(modulePathOfInput("l_self_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_") ==
        "model.layers.0.self_attn.q_proj");
  CHECK(modulePathOfInput("L_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_") == "model.rotary_emb");
  CHECK(modulePathOfInput("L_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_") == "blocks.3.mlp.0");
  CHECK(modulePathOfInput("L_self_parameters_scale_") == "");
  CHECK_FALSE(modulePathOfInput("L_x_").has_value());
  CHECK_FALSE(modulePathOfInput("primals_3").has_value());
  CHECK_FALSE(modulePathOfInput("l__self___layers_0_self_attn_q_proj_weight").has_value());  // older names: not read
  // Older Dynamo graphs name a called module by its path joined with `_`: only indices are told apart.
  using fx::modulePathOfCallTarget;
  CHECK(modulePathOfCallTarget("L__self___layers_0_self_attn_q_proj") == "layers.0.self_attn_q_proj");
  CHECK(modulePathOfCallTarget("L__self___blocks_11_mlp_0") == "blocks.11.mlp.0");
  CHECK(modulePathOfCallTarget("L__self___fc1") == "fc1");
  CHECK(modulePathOfCallTarget("l__self___encoder_layer_2") == "encoder_layer.2");
  CHECK_FALSE(modulePathOfCallTarget("linear").has_value());
  CHECK_FALSE(modulePathOfCallTarget("L__self___").has_value());
  CHECK(fx::commonModule("a.b.c", "a.b.d") == "a.b");
  CHECK(fx::commonModule("a.bc", "a.bd") == "a");
  CHECK(fx::commonModule("a.b", "a.b.c") == "a.b");
  CHECK(fx::commonModule("x", "y") == "");
  CHECK(fx::parentModule("model.layers.0") == "model.layers");
  CHECK(fx::parentModule("model") == "");
}

// Per module path, the nodes of one side of the picture.
std::map<std::string, int> countBySide(const fxr::Picture& p, const fxr::Modules& m, fxr::Side side) {
  std::map<std::string, int> out;
  for (int k = 0; k < p.total; ++k)
    if (m.of[k] >= 0 && p.side(k) == side) ++out[m.paths[m.of[k]]];
  return out;
}

fxr::Picture pictureOf(const fx::Analysis& a, const std::string& graphId = "") {
  std::string error;
  fxr::Picture p = fxr::chooseGraphs(a, graphId.empty() ? -1 : fxr::graphWithId(a, graphId), error);
  REQUIRE(error.empty());
  return p;
}

TEST_CASE("modules of a real llama joint (torch 2.15 log): layers, attention and MLP on both sides") {
  fx::Analysis a = analyzeRel({"torch2gen/2.15.0/models/llama/torch_logs.txt"});
  const fxr::Picture p = pictureOf(a);
  REQUIRE(p.mode == fxr::Picture::Mode::Joint);
  const fxr::Modules m = fxr::modulesOf(p);
  // Every node but the tangents and the gradient outputs has a module, most of them below the model itself.
  CHECK(m.known > p.total * 3 / 4);
  const auto fwd = countBySide(p, m, fxr::kFwdSide), bwd = countBySide(p, m, fxr::kBwdSide);
  for (const auto* side : {&fwd, &bwd})
    for (const char* sub : {"self_attn", "self_attn.q_proj", "self_attn.k_proj", "self_attn.v_proj", "self_attn.o_proj",
                            "mlp", "mlp.gate_proj", "mlp.up_proj", "mlp.down_proj", "input_layernorm",
                            "post_attention_layernorm"}) {
      INFO(sub);
      // The two layers compute alike: each submodule has as many nodes in layer 0 as in layer 1.
      const std::string l0 = std::string("model.layers.0.") + sub, l1 = std::string("model.layers.1.") + sub;
      REQUIRE(side->count(l0));
      CHECK(side->at(l0) == side->at(l1));
    }
  // A projection's forward reads its weight: q_proj's matmul is q_proj's, and so is its weight, primals_5 (the
  // Dynamo graph's fifth input, layers.0.self_attn.q_proj.weight).
  const fx::Graph& joint = p.graph(0);
  CHECK(m.paths[m.of[joint.find("primals_5")]] == "model.layers.0.self_attn.q_proj");
  int qMatmuls = 0;
  for (int k = 0; k < p.total; ++k)
    if (p.side(k) == fxr::kFwdSide && p.node(k).opNameView() == "mm" && m.paths[m.of[k]] == "model.layers.0.self_attn.q_proj")
      ++qMatmuls;
  CHECK(qMatmuls == 1);
  CHECK(fwd.count("lm_head"));
  CHECK(fwd.count("model.embed_tokens"));
}

TEST_CASE("modules: a forward/backward pair gets its backward's modules through the saved tensors") {
  fx::Analysis a = analyzeRel({"torch2gen/2.15.0/models/gpt2/torch_logs.txt"});
  std::string fwdId;
  for (const fx::Graph& g : a.graphs)
    if (g.role == fx::Role::Forward) fwdId = g.id;
  REQUIRE(!fwdId.empty());
  const fxr::Picture p = pictureOf(a, fwdId);
  REQUIRE(p.mode == fxr::Picture::Mode::Pair);
  const fxr::Modules m = fxr::modulesOf(p);
  CHECK(m.known > p.total * 3 / 4);
  const auto bwd = countBySide(p, m, fxr::kBwdSide);
  for (int layer = 0; layer < 4; ++layer) CHECK(bwd.count("transformer.h." + std::to_string(layer) + ".attn"));
}

TEST_CASE("modules: printouts without Dynamo's names, or without their Dynamo graph, say nothing") {
  // The joint alone: its primals are not named after modules anywhere.
  fx::Analysis alone = analyzeRel({"torch2gen/2.15.0/models/llama/gm/joint.readable.txt"});
  CHECK(fxr::modulesOf(pictureOf(alone)).known == 0);
  // With its Dynamo graph beside it (a folder of gm printouts, no compile ids): tied by inputs and types.
  fx::Analysis folder = analyzeRel({"torch2gen/2.15.0/models/llama/gm/joint.readable.txt",
                                    "torch2gen/2.15.0/models/llama/gm/dynamo.readable.txt"});
  const fxr::Picture p = pictureOf(folder, "joint.readable.txt#1");
  CHECK(fxr::modulesOf(p).known > p.total * 3 / 4);
  // torch 1.13's printouts (no Dynamo): nothing.
  fx::Analysis old = analyzeRel({"torch113/big_transformer/aot_default/joint.code.txt"});
  CHECK(fxr::modulesOf(pictureOf(old)).known == 0);
}

namespace {

const fxr::Group* groupWith(const fxr::Grouping& g, fxr::GroupKind kind, const std::string& module) {
  for (const fxr::Group& x : g.groups)
    if (x.kind == kind && x.module == module) return &x;
  return nullptr;
}

}  // namespace

TEST_CASE("module overview: repeated layers fold, open in place into layers, a layer into its submodules") {
  fx::Analysis a = analyzeRel({"torch2gen/2.15.0/models/llama/torch_logs.txt"});
  const fxr::Picture p = pictureOf(a);
  auto group = [&](const std::unordered_set<std::string>& expand, const std::vector<int>& reveal = {}) {
    std::vector<char> hidden(p.total, 1);
    return fxr::groupHidden(p, hidden, false, expand, reveal);
  };
  const fxr::Grouping top = group({});
  CHECK(top.groups.size() <= static_cast<size_t>(fxr::kMaxTopGroups));
  const fxr::Group* layers = groupWith(top, fxr::GroupKind::ModuleRepeat, "model.layers.0\xE2\x80\x93" "1");
  REQUIRE(layers);
  CHECK(layers->runs == 2);
  // Opened: the two layers, each a module box.
  const fxr::Grouping opened = group({layers->id});
  const fxr::Group* l0 = groupWith(opened, fxr::GroupKind::Module, "model.layers.0");
  const fxr::Group* l1 = groupWith(opened, fxr::GroupKind::Module, "model.layers.1");
  REQUIRE(l0);
  REQUIRE(l1);
  CHECK(l0->members.size() == l1->members.size());
  CHECK(l0->members.size() + l1->members.size() == layers->members.size());
  // A layer opens into attention, MLP and the norms (the norms' two nodes drawn as nodes).
  const fxr::Grouping inLayer = group({layers->id, l1->id});
  CHECK(groupWith(inLayer, fxr::GroupKind::Module, "model.layers.1.self_attn"));
  CHECK(groupWith(inLayer, fxr::GroupKind::Module, "model.layers.1.mlp"));
  CHECK(groupWith(inLayer, fxr::GroupKind::Module, "model.layers.0") != nullptr);  // the other layer stays shut
  // Ids are stable across renders, and a node revealed opens every group on its way.
  CHECK(group({}).groups.front().id == top.groups.front().id);
  const fxr::Modules m = fxr::modulesOf(p);
  int inMlp = -1;
  for (int k = 0; k < p.total && inMlp < 0; ++k)
    if (p.side(k) == fxr::kBwdSide && m.of[k] >= 0 && m.paths[m.of[k]] == "model.layers.1.mlp.down_proj") inMlp = k;
  REQUIRE(inMlp >= 0);
  std::vector<char> hidden(p.total, 1);
  fxr::groupHidden(p, hidden, false, {}, {inMlp});
  CHECK_FALSE(hidden[inMlp]);
}

TEST_CASE("modules: an older Dynamo graph's module calls (torch 2.1-2.4 names) mark their modules") {
  // BART's decoder layer as Dynamo printed it in 2023 (tests/corpus/torch2x): `self.L__self___fc1(...)` and so on.
  fx::Analysis a = analyzeRel({"torch2x/ltc2023_bart_causallm_cuda_fn8.dynamo.txt"});
  const fxr::Picture p = pictureOf(a);
  const fxr::Modules m = fxr::modulesOf(p);
  std::map<std::string, int> called;
  for (int k = 0; k < p.total; ++k)
    if (p.node(k).op == fx::OpKind::CallModule) ++called[m.paths[m.of[k]]];
  CHECK(called.count("fc1"));
  CHECK(called.count("self_attn_q_proj"));
  CHECK(called.count("final_layer_norm"));
}
