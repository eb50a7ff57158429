// What dump file and folder names say (dump_names.h): supporting evidence for pairing, and graph ids.
#include <catch2/catch.hpp>

#include "fx/dump_names.h"

using namespace fx::dumps;

namespace {
const std::string kTimeline = "/x/magi_depyf/run_20260322_192147/model_1_TwoLayerTransformer_rank_0/timeline_events/files/";
}

TEST_CASE("dump names: a forward and its backward share a pairing stem, other forms and folders do not", "[dumps]") {
  CHECK(pairingStem("/d/model.fwd.code.txt") == pairingStem("/d/model.bwd.code.txt"));
  CHECK(pairingStem("/d/model.fwd.code.txt") != pairingStem("/d/model.bwd.graph.txt"));
  CHECK(pairingStem("/d/model.fwd.txt") != pairingStem("/e/model.bwd.txt"));
  CHECK(pairingStem("/d/__compiled_fn_1 Forward graph 0.py") == pairingStem("/d/__compiled_fn_1 Backward graph 0.py"));
  // magi_depyf: the same submodule and pass under two events (the forward, then the backward).
  const std::string f = kTimeline + "0003_subgraph_0_before_postcleanuppass/submod_0/before_postcleanuppass_graph.txt";
  const std::string b = kTimeline + "0009_subgraph_0_before_postcleanuppass/submod_0/before_postcleanuppass_graph.txt";
  const std::string otherSub = kTimeline + "0005_subgraph_1_before_postcleanuppass/submod_1/before_postcleanuppass_graph.txt";
  const std::string otherPass = kTimeline + "0004_subgraph_0_after_postcleanuppass/submod_0/after_lifecycle_graph.txt";
  CHECK(pairingStem(f) == pairingStem(b));
  CHECK(pairingStem(f) != pairingStem(otherSub));
  CHECK(pairingStem(f) != pairingStem(otherPass));
}

TEST_CASE("dump names: magi_depyf timeline files are named by submodule, pass and event", "[dumps]") {
  const std::string f = kTimeline + "0003_subgraph_0_before_postcleanuppass/submod_0/before_postcleanuppass_graph.txt";
  MagiTimelineFile m;
  REQUIRE(parseMagiTimelineFile(f, m));
  CHECK(m.eventNumber == "0003");
  CHECK(m.event == "subgraph_0_before_postcleanuppass");
  CHECK(m.submodule == "submod_0");
  CHECK(graphIdBase(f) == "submod_0/before_postcleanuppass@0003");
  CHECK(graphIdBase(kTimeline + "0004_subgraph_0_after_postcleanuppass/submod_0/after_lifecycle_graph.txt") ==
        "submod_0/after_postcleanuppass@0004");
  CHECK(graphIdBase("/d/fwd.code.txt") == "fwd.code.txt");
  CHECK_FALSE(parseMagiTimelineFile("/d/files/0003_x/submod_0/g.txt", m));  // not under timeline_events

  MagiPartnerPlaces places;
  REQUIRE(magiPartnerPlaces(f, places));
  CHECK(places.filesDir + "/" == kTimeline.substr(0, kTimeline.size()));
  CHECK(places.holds("0009_subgraph_0_before_postcleanuppass"));
  CHECK_FALSE(places.holds("0004_subgraph_0_after_postcleanuppass"));
  CHECK_FALSE(places.holds("subgraph_0_before_postcleanuppass"));
}

TEST_CASE("dump names: ids of same-named files keep just enough of their path", "[dumps]") {
  std::vector<std::string_view> paths = {"/r/compiled_fns/__compiled_fn_1/submod_0/graph_module.py",
                                         "/r/compiled_fns/__compiled_fn_1/submod_1/graph_module.py"};
  CHECK(uniqueSuffix(paths[0], paths) == "submod_0/graph_module.py");
  CHECK(uniqueSuffix(paths[1], paths) == "submod_1/graph_module.py");
}

TEST_CASE("dump names: which files of a folder are read", "[dumps]") {
  for (const char* yes : {"fwd.txt", "__compiled_fn_1 Forward graph 0.py", "aot_graphs.log", "graph", "x.fxgraph"})
    CHECK(isTextDumpName(yes));
  for (const char* no : {"index.html", "attributes.json", "timeline.jsonl", ".hidden.txt", "decompiled_code.py",
                         "guards.txt", "README.txt", "inductor_output.py", "full_code_for_forward_0.py",
                         "__transformed_code_0_for_forward.py", "__compiled_fn_10 kernel 0.py"})
    CHECK_FALSE(isTextDumpName(no));
  CHECK(looksLikeDumpName("bwd.code.txt"));
  CHECK_FALSE(looksLikeDumpName("notes.txt"));
  // A TORCH_COMPILE_DEBUG folder's output code and provenance table: an open graph's neighbours that name its kernels.
  CHECK(looksLikeDumpName("output_code.py"));
  CHECK(looksLikeDumpName("inductor_provenance_tracking_node_mappings.json"));
  CHECK_FALSE(isTextDumpName("other_mappings.json"));
}

TEST_CASE("dump names: the post-grad graph's files and the provenance table", "[dumps]") {
  CHECK(fx::dumps::namesPostGradGraph("run/torchinductor/model__0_forward_1.0/fx_graph_transformed.py"));
  CHECK(fx::dumps::namesPostGradGraph("out\\-_0_0_0\\inductor_post_grad_graph_3.txt"));
  CHECK_FALSE(fx::dumps::namesPostGradGraph("run/torchinductor/model__0_forward_1.0/fx_graph_readable.py"));
  CHECK(fx::dumps::namesProvenanceTable("d/inductor_provenance_tracking_node_mappings.json"));
  CHECK_FALSE(fx::dumps::namesProvenanceTable("d/provenance.json"));
}

TEST_CASE("tlparse folders name the compile id of their graph files", "[dumps]") {
  CHECK(fx::dumps::tlparseCompileId("out/-_0_1_0/aot_forward_graph_5.txt") == "0/1");
  CHECK(fx::dumps::tlparseCompileId("rank_1/-_2_0_1/dynamo_output_graph_1.txt") == "2/0_1");
  CHECK(fx::dumps::tlparseCompileId("out/0_1_0_0/aot_backward_graph_3.txt") == "!0/1/0");  // compiled autograd's
  CHECK(fx::dumps::tlparseCompileId("tlparse\\-_3_0_0\\aot_joint_graph_2.txt") == "3/0");
  CHECK(fx::dumps::tlparseCompileId("out/aot_forward_graph_5.txt").empty());
  CHECK(fx::dumps::tlparseCompileId("aot_forward_graph_5.txt").empty());
  CHECK(fx::dumps::tlparseCompileId("out/my_model_1_2/fwd.txt").empty());  // a name with numbers is not one
  CHECK(fx::dumps::tlparseCompileId("out/-_1_x_0/fwd.txt").empty());
}

TEST_CASE("tlparse numbers a run's graph files in the order they were printed", "[dumps]") {
  CHECK(fx::dumps::tlparseSequence("out/-_0_1_0/aot_forward_graph_5.txt") == 5);
  CHECK(fx::dumps::tlparseSequence("out\\-_0_0_0\\dynamo_output_graph_0.txt") == 0);
  CHECK(fx::dumps::tlparseSequence("out/-_0_0_0/inductor_post_grad_graph_12.txt") == 12);
  CHECK(fx::dumps::tlparseSequence("out/-_-_-_-/aot_joint_graph_0.txt") == 0);  // traced outside Dynamo
  CHECK(fx::dumps::tlparseSequence("out/-_0_0_0/notes.txt") == -1);            // no number
  CHECK(fx::dumps::tlparseSequence("out/aot_forward_graph_5.txt") == -1);      // not a compile folder
  CHECK(fx::dumps::tlparseSequence("out/model_1_2/fwd_graph_3.txt") == -1);
}
