// Real PyTorch 2.x printouts from public repositories (tests/corpus/torch2x, see its MANIFEST.md):
// roles, pairing, and every forward/backward pair fully associated.
#include <catch2/catch.hpp>
#include <filesystem>

#include "corpus.h"

using namespace testsupport;

namespace {

fx::Analysis analyzeFiles(const std::vector<std::string>& names) {
  std::vector<fx::SourceFile> files;
  for (const auto& n : names) {
    std::string p = corpusPath("torch2x/" + n);
    REQUIRE(exists(p));
    files.push_back({p, readText(p)});
  }
  return fx::analyze(std::move(files));
}

// The role a corpus file name promises: `x.fwd.txt`, `x.bwd_postgrad.txt`, `x.dynamo.txt`, ...
fx::Role roleFromSuffix(const std::string& name) {
  std::string kind = name.substr(0, name.size() - 4);
  kind = kind.substr(kind.rfind('.') + 1);
  kind = kind.substr(0, kind.find('_'));
  if (kind == "fwd") return fx::Role::Forward;
  if (kind == "bwd") return fx::Role::Backward;
  if (kind == "joint") return fx::Role::Joint;
  if (kind == "dynamo") return fx::Role::Dynamo;
  if (kind == "inference") return fx::Role::Inference;
  return fx::Role::Unknown;
}

}  // namespace

TEST_CASE("torch2x: every single-graph dump gets the role its source says", "[corpus][torch2x]") {
  int checked = 0;
  for (const auto& e : std::filesystem::directory_iterator(corpusPath("torch2x"))) {
    std::string name = e.path().filename().string();
    fx::Role want = roleFromSuffix(name);
    if (want == fx::Role::Unknown) continue;
    fx::Analysis a = analyzeFiles({name});
    INFO(name);
    REQUIRE(!a.graphs.empty());
    CHECK(std::string(fx::toString(a.graphs[0].role)) == fx::toString(want));
    ++checked;
  }
  CHECK(checked >= 30);
}

TEST_CASE("torch2x: forward/backward pairs are found and fully associated", "[corpus][torch2x]") {
  struct Group {
    std::vector<std::string> files;
    size_t pairs;
    bool joint;
  };
  const std::vector<Group> groups = {
      {{"depyf_2023nov_fn0_graphbreak.fwd.txt", "depyf_2023nov_fn0_graphbreak.bwd.txt", "depyf_2023nov_fn0_graphbreak.joint.txt"}, 1, true},
      {{"depyf_2023nov_fn4_dynamic.fwd.txt", "depyf_2023nov_fn4_dynamic.bwd.txt", "depyf_2023nov_fn4_dynamic.joint.txt"}, 1, true},
      {{"depyf_2024nov_resume_dyn_fn11.dynamo.txt", "depyf_2024nov_resume_dyn_fn11.fwd.txt", "depyf_2024nov_resume_dyn_fn11.bwd.txt",
        "depyf_2024nov_resume_dyn_fn11.joint.txt"}, 1, true},
      {{"depyf_2025oct_fn3_dynamic.fwd.txt", "depyf_2025oct_fn3_dynamic.bwd.txt", "depyf_2025oct_fn3_dynamic.joint.txt"}, 1, true},
      {{"ltc2023_bart_causallm_cuda_fn7.fwd.txt", "ltc2023_bart_causallm_cuda_fn7.bwd.txt", "ltc2023_bart_causallm_cuda_fn7.joint.txt"}, 1, true},
      {{"ltc2023_bart_causallm_cuda_fn8.fwd.txt", "ltc2023_bart_causallm_cuda_fn8.bwd.txt", "ltc2023_bart_causallm_cuda_fn8.joint.txt",
        "ltc2023_bart_causallm_cuda_fn8.dynamo.txt"}, 1, true},
      {{"ltc2023_dcgan_cpu_fn3.fwd.txt", "ltc2023_dcgan_cpu_fn3.bwd.txt", "ltc2023_dcgan_cpu_fn3.joint.txt"}, 1, true},
      // depyf files the post-grad backward under another compiled fn: only the signature can pair them.
      {{"ltc2023_dcgan_cpu_fn3.fwd_postgrad.txt", "ltc2023_dcgan_cpu_fn6.bwd_postgrad.txt"}, 1, false},
      {{"ltc2023_deeprecommender_cuda_fn3.fwd.txt", "ltc2023_deeprecommender_cuda_fn3.bwd.txt", "ltc2023_deeprecommender_cuda_fn3.joint.txt"}, 1, true},
      {{"pt_invoke_subgraph_auto_functionalize.fwd.txt", "pt_invoke_subgraph_auto_functionalize.bwd.txt"}, 1, false},
      {{"pt2023_test_aotdispatch_mincut_print_tabular_fwdbwd.txt"}, 1, false},
      {{"blog2026_print_tabular_aot_fwdbwd.txt"}, 1, false},
      {{"log_yaoshiang_2026jan_module_fwdbwd.txt"}, 1, false},
      {{"vkuzo_graphviz_multiple_graphs_toy_example.txt"}, 2, true},
      {{"vkuzo_graphviz_input_aot_joint_graph_aot_graphs_output_code.txt"}, 1, true},
      {{"tlparse_provenance_jit_2025aug.rawtrace.txt"}, 1, true},
      {{"old1x_functorch_nb_default_partition_fwdbwd_gmcode.txt"}, 1, false},
      {{"old1x_functorch_nb_mincut_fwdbwd_gmcode.txt"}, 1, false},
  };
  for (const auto& grp : groups) {
    fx::Analysis a = analyzeFiles(grp.files);
    INFO(grp.files[0]);
    size_t fb = 0;
    for (const auto& p : a.pairs) {
      if (p.forward < 0 || p.backward < 0) continue;
      ++fb;
      CHECK((p.joint >= 0) == grp.joint);
      const fx::Graph& f = a.graphs[p.forward];
      const fx::Graph& b = a.graphs[p.backward];
      // Every non-tangent backward input is a saved value tied to the forward node of the same name.
      int saved = 0;
      for (int ph : b.placeholders()) {
        const fx::Node& bn = b.nodes[ph];
        bool found = false;
        for (const auto& as : a.associations) {
          if (!(as.backward == fx::NodeRef{p.backward, ph})) continue;
          found = true;
          INFO("backward input " << bn.name);
          CHECK(as.status == fx::AssocStatus::Matched);
          if (as.kind == fx::AssocKind::Saved) {
            ++saved;
            REQUIRE(as.forward.graph == p.forward);
            CHECK(f.nodes[as.forward.node].name == bn.name);
          }
        }
        CHECK(found);
      }
      CHECK(saved > 0);
    }
    CHECK(fb == grp.pairs);
  }
}
