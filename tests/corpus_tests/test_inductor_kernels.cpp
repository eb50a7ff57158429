// Inductor's kernels tied to post-grad nodes (fx/kernels.h), against Inductor's own table for the same run:
// tests/corpus/inductor/gen.py's truth.json (its provenance table, kernel:debug handle → post-grad node names,
// per compiled graph). The logs alone (TORCH_LOGS, no TORCH_TRACE record) must give every kernel's nodes from
// the code's data flow; with the trace beside them, the forward's kernels come
// from Inductor's record itself.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "corpus.h"
#include "fx/kernels.h"
#include "inputs.h"

using nlohmann::json;
using namespace testsupport;

namespace {

std::vector<std::string> inductorCases() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(corpusPath("inductor/2.15.0")))
    if (e.is_directory() && exists(e.path().string() + "/truth.json")) out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::set<std::string> namesOf(const fx::Graph& g, const std::vector<int>& nodes) {
  std::set<std::string> out;
  for (int k : nodes) out.insert(std::string(g.nodes[k].name));
  return out;
}

}  // namespace

TEST_CASE("Inductor output code: every kernel tied to the post-grad nodes Inductor says it computes", "[corpus][kernels]") {
  int checked = 0;
  for (const std::string& dir : inductorCases()) {
    INFO(dir);
    const json truth = json::parse(readText(dir + "/truth.json"));
    const fx::Analysis a = fx::analyze({{dir + "/torch_logs.txt", readText(dir + "/torch_logs.txt")}});
    const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
    REQUIRE(compiled.size() == truth["output_codes"].size());
    for (size_t c = 0; c < compiled.size(); ++c) {
      const fx::CompiledGraph& cg = compiled[c];
      REQUIRE(cg.graph >= 0);
      CHECK(a.graphs[cg.graph].header == "AFTER POST GRAD");
      const json& kernels = truth["output_codes"][c]["kernels"];
      size_t handled = 0;
      for (size_t i = 0; i < cg.code.calls.size(); ++i) {
        const std::string& handle = cg.code.calls[i].handle;
        INFO(cg.code.calls[i].kernel << " " << handle);
        if (handle.empty()) {  // a fallback Inductor writes as part of a kernel's work (the pool's scatter_reduce_)
          CHECK(cg.code.calls[i].definition < 0);
          continue;
        }
        ++handled;
        REQUIRE(kernels.contains(handle));
        std::vector<std::string> want = kernels[handle].get<std::vector<std::string>>();
        CHECK(namesOf(a.graphs[cg.graph], cg.calls[i].nodes) == std::set<std::string>(want.begin(), want.end()));
        ++checked;
      }
      CHECK(handled == kernels.size());  // every kernel Inductor ran is read
    }
  }
  CHECK(checked == 99);  // the corpus's kernels (seven runs), every one checked
}

TEST_CASE("Inductor output code: with the TORCH_TRACE log a forward's kernels come from Inductor's record", "[corpus][kernels]") {
  const std::string dir = corpusPath("inductor/2.15.0/mlp");
  const fx::Analysis a = fx::analyze({{dir + "/torch_logs.txt", readText(dir + "/torch_logs.txt")},
                                      {dir + "/trace.log", readText(dir + "/trace.log")}});
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 4);  // forward and backward, in the log and in the trace
  for (const fx::CompiledGraph& cg : compiled) {
    INFO(cg.code.aotId);
    REQUIRE(cg.graph >= 0);
    CHECK(a.graphs[cg.graph].doc == cg.code.doc);  // each code tied to its own document's post-grad graph
    const bool forward = cg.code.aotId == "0_forward";
    for (const auto& call : cg.calls)
      CHECK(call.evidence == (forward ? fx::KernelEvidence::Provenance : fx::KernelEvidence::DataFlow));
  }
}

// The same MLP run under TORCH_COMPILE_DEBUG=1 (gen.py --debug-folder): a folder per compiled graph with its
// output_code.py, the graph before Inductor's post-grad passes (fx_graph_readable.py) and after them
// (fx_graph_transformed.py), and for the forward Inductor's provenance table as a JSON file of its own.
TEST_CASE("Inductor output code: a TORCH_COMPILE_DEBUG folder ties each code to its post-grad graph file and reads its provenance table", "[corpus][kernels]") {
  const std::string dir = corpusPath("inductor/2.15.0/mlp");
  const json truth = json::parse(readText(dir + "/truth.json"));
  const fx::Analysis a = fx::analyze(cli::readInputs(cli::inputFiles({dir + "/debug"})));
  const std::vector<fx::CompiledGraph> compiled = fx::compiledGraphs(a);
  REQUIRE(compiled.size() == 2);
  for (const fx::CompiledGraph& cg : compiled) {
    INFO(cg.code.aotId);
    REQUIRE(cg.graph >= 0);
    const std::string& path = a.docs[a.graphs[cg.graph].doc].path;
    CHECK(path.ends_with("/fx_graph_transformed.py"));
    CHECK(path.substr(0, path.rfind('/')) == a.docs[cg.code.doc].path.substr(0, a.docs[cg.code.doc].path.rfind('/')));
    const bool forward = cg.code.aotId == "0_forward";
    const json& kernels = truth["output_codes"][forward ? 0 : 1]["kernels"];
    REQUIRE(cg.calls.size() == kernels.size());
    for (size_t i = 0; i < cg.calls.size(); ++i) {
      INFO(cg.code.calls[i].handle);
      CHECK(cg.calls[i].evidence == (forward ? fx::KernelEvidence::Provenance : fx::KernelEvidence::DataFlow));
      std::vector<std::string> want = kernels[cg.code.calls[i].handle].get<std::vector<std::string>>();
      CHECK(namesOf(a.graphs[cg.graph], cg.calls[i].nodes) == std::set<std::string>(want.begin(), want.end()));
    }
  }
  for (const fx::Diagnostic& d : a.diagnostics) {  // the code and the table are read: no "no graph here" for them
    INFO(a.docs[d.doc].path);
    if (d.code == "no-graph") CHECK(a.docs[d.doc].path.find("output_code") == std::string::npos);
    if (d.code == "no-graph") CHECK(a.docs[d.doc].path.find("provenance") == std::string::npos);
  }
}
