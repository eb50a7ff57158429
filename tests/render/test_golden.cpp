// Golden DOT: the exact DOT text fxlens plans for small real graphs (the DOT is ours, so it is stable across
// Graphviz versions; the layout is not and is checked elsewhere by structure). A change to the picture shows up
// here as a diff to review. To accept new output: FXLENS_UPDATE_GOLDEN=1 build/tests/fxlens_render_tests
// "[golden]", then look at `git diff tests/render/golden`.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"
#include "render/dot.h"

using namespace testsupport;

namespace {

// Files are given by corpus-relative paths, so that nothing of the machine's folders reaches the DOT.
fx::Analysis analyzeRel(const std::vector<std::string>& rels) {
  std::vector<fx::SourceFile> files;
  for (const auto& r : rels) files.push_back({r, readText(corpusPath(r))});
  return fx::analyze(std::move(files));
}

void checkGolden(const std::string& name, const std::string& actual) {
  std::string path = std::string(FXLENS_GOLDEN_DIR) + "/" + name;
  const char* update = std::getenv("FXLENS_UPDATE_GOLDEN");
  if (update && std::string(update) == "1") {
    std::ofstream(path, std::ios::binary) << actual;
    WARN("updated " << path);
    return;
  }
  REQUIRE(exists(path));
  std::string expected = readText(path);
  if (expected != actual) {
    // Point at the first difference: the whole DOT is long.
    size_t i = 0;
    while (i < expected.size() && i < actual.size() && expected[i] == actual[i]) ++i;
    size_t from = expected.rfind('\n', i == 0 ? 0 : i - 1);
    from = from == std::string::npos ? 0 : from + 1;
    INFO("golden " << name << " differs at byte " << i << "\nexpected: "
                   << expected.substr(from, expected.find('\n', i) - from) << "\nactual:   "
                   << actual.substr(from, actual.find('\n', i) - from)
                   << "\n(FXLENS_UPDATE_GOLDEN=1 rewrites the golden files)");
    CHECK(expected == actual);
  }
}

const std::string kMlp = "torch113/mlp_nll/aot_default/";

}  // namespace

TEST_CASE("golden DOT: mlp_nll joint, whole", "[golden]") {
  fx::Analysis a = analyzeRel({kMlp + "joint.code.txt", kMlp + "fwd.code.txt", kMlp + "bwd.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  checkGolden("mlp_nll_joint.dot", p.dot);
}

TEST_CASE("golden DOT: mlp_nll forward/backward pair focused on a saved tensor, dark", "[golden]") {
  fx::Analysis a = analyzeRel({kMlp + "fwd.code.txt", kMlp + "bwd.code.txt"});
  fxr::RenderOptions o;
  o.focus = "relu";
  o.depth = 1;
  o.dark = true;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  checkGolden("mlp_nll_pair_focus_relu_dark.dot", p.dot);
}

TEST_CASE("golden DOT: torch 2.x log graph over the budget, an overview by source line", "[golden]") {
  fx::Analysis a = analyzeRel({"torch2x/vkuzo_graphviz_input_aot_graphs.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  checkGolden("torch2x_overview_by_source.dot", p.dot);
}

TEST_CASE("golden DOT: torch 2.15 transformer joint (4 layers), an overview by modules", "[golden]") {
  // TORCH_LOGS=aot_graphs of tests/corpus/torch2gen/gen.py's `transformer`: its Dynamo graph names the blocks'
  // parameters (`L_self_modules_blocks_modules_0_...`), so the joint's overview is by module, the four blocks
  // folded into one box (×4) on either side (before issue 30: by function and repeated `# File:` lines).
  fx::Analysis a = analyzeRel({"torch2gen/2.15.0/transformer/torch_logs.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  checkGolden("torch215_transformer_overview.dot", p.dot);
}

TEST_CASE("golden DOT: big_transformer joint, an overview of blocks with one opened", "[golden]") {
  fx::Analysis a = analyzeRel({"torch113/big_transformer/aot_default/joint.code.txt"});
  fxr::RenderOptions o;
  o.expand = {"joint.code.txt#1:b1"};
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  checkGolden("big_transformer_overview_b1_opened.dot", p.dot);
}

namespace {

// The ids of the overview's groups whose label starts with `module` and a line break (`comment="group ID"`).
std::vector<std::string> groupsLabelled(const std::string& dot, const std::string& module) {
  std::vector<std::string> ids;
  for (size_t at = dot.find("label=\"" + module + "\\n"); at != std::string::npos;
       at = dot.find("label=\"" + module + "\\n", at + 1)) {
    const size_t id = dot.find("comment=\"group ", at), end = dot.find('"', id + 15);
    if (id != std::string::npos && end != std::string::npos) ids.push_back(dot.substr(id + 15, end - id - 15));
  }
  return ids;
}

}  // namespace

TEST_CASE("golden DOT: real models under torch 2.15, overviews by the model's modules", "[golden]") {
  // TORCH_LOGS logs of tests/corpus/torch2gen/gen.py's `models` (Hugging Face's resnet18, llama, gpt2 and vit):
  // the joint's overview groups by module, the repeated layers folded into one box each, on both sides of the
  // joint. ResNet's overview keeps its encoder whole (opened, its 12 boxes would not read at fit): the stages
  // fold once the encoder is opened.
  struct Model {
    std::string name, opened, folded;
  };
  const std::vector<Model> models = {{"resnet18", "resnet.encoder", "resnet.encoder.stages.1\xE2\x80\x93" "3 \xC3\x97" "3"},
                                     {"llama", "", "model.layers.0\xE2\x80\x93" "1 \xC3\x97" "2"},
                                     {"gpt2", "", "transformer.h.0\xE2\x80\x93" "3 \xC3\x97" "4"},
                                     {"vit", "", "vit.layers.0\xE2\x80\x93" "2 \xC3\x97" "3"}};
  for (const Model& model : models) {
    INFO(model.name);
    fx::Analysis a = analyzeRel({"torch2gen/2.15.0/models/" + model.name + "/torch_logs.txt"});
    fxr::RenderPlan p = fxr::planDot(a, {});
    REQUIRE(p.error.empty());
    CHECK(p.truncated);
    checkGolden("torch215_" + model.name + "_modules.dot", p.dot);
    if (!model.opened.empty()) {
      fxr::RenderOptions o;
      o.expand = groupsLabelled(p.dot, model.opened);
      CHECK(o.expand.size() == 2);
      p = fxr::planDot(a, o);
      REQUIRE(p.error.empty());
    }
    size_t at = p.dot.find(model.folded), again = at == std::string::npos ? at : p.dot.find(model.folded, at + 1);
    CHECK(at != std::string::npos);
    CHECK(again != std::string::npos);
  }
}
