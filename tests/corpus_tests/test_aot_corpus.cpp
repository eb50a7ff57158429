// AOTAutograd printouts made by PyTorch 1.13 (tests/corpus/torch113), checked against truth.json:
// saved_map, joint/fwd/bwd categories, roles and pairing, in every print form, with real and with
// meaningless file names, and the joint alone (default partitioner inferred).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>
#include <nlohmann/json.hpp>

#include "corpus.h"
#include "fx/lines.h"

using nlohmann::json;
using namespace testsupport;

namespace {

// Every case folder of the corpus (gen.py may add models): the tests hold for models they were not tuned on.
std::vector<std::string> cases() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(corpusPath("torch113")))
    if (e.is_directory() && exists(e.path().string() + "/aot_default/truth.json")) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}
const std::vector<std::string> kCases = cases();
const std::vector<std::string> kForms = {"code", "readable", "graph", "tabular"};

struct Loaded {
  fx::Analysis a;
  int fwd = -1, bwd = -1, joint = -1;
};

// Load joint/fwd/bwd of one case and form; `renamed` gives them names that say nothing, in shuffled order.
bool load(const std::string& dir, const std::string& form, bool renamed, bool withJoint, Loaded& out) {
  std::vector<std::pair<std::string, std::string>> parts = {{"bwd", "graph_c.txt"}, {"fwd", "graph_a.txt"}};
  if (withJoint) parts.insert(parts.begin() + 1, {"joint", "graph_b.txt"});
  std::vector<fx::SourceFile> files;
  std::map<std::string, std::string> pathOf;
  for (auto& [part, alias] : parts) {
    std::string p = dir + "/" + part + "." + form + ".txt";
    if (!exists(p)) return false;
    std::string shown = renamed ? "x/" + alias : p;
    pathOf[part] = shown;
    files.push_back({shown, readText(p)});
  }
  out.a = fx::analyze(std::move(files));
  out.fwd = graphOfFile(out.a, pathOf["fwd"]);
  out.bwd = graphOfFile(out.a, pathOf["bwd"]);
  out.joint = withJoint ? graphOfFile(out.a, pathOf["joint"]) : -1;
  return true;
}

void checkCategories(const fx::Analysis& a, int g, const json& truth, int& total, int& wrong, std::string& firstWrong) {
  for (auto& [name, cat] : truth.items()) {
    ++total;
    const fx::Node* n = findNode(a, g, name);
    std::string got = n ? fx::toString(n->category) : "<missing>";
    if (got != cat.get<std::string>()) {
      if (firstWrong.empty()) firstWrong = name + ": got " + got + ", want " + cat.get<std::string>();
      ++wrong;
    }
  }
}

}  // namespace

TEST_CASE("AOT corpus: saved_map and categories with joint + fwd + bwd", "[corpus][aot]") {
  for (const auto& c : kCases)
    for (std::string part : {"aot_default", "aot_mincut"})
      for (const auto& form : kForms)
        for (bool renamed : {false, true}) {
          std::string dir = corpusPath("torch113/" + c + "/" + part);
          Loaded L;
          if (!load(dir, form, renamed, true, L)) continue;
          json truth = json::parse(readText(dir + "/truth.json"));
          INFO(c << "/" << part << " form=" << form << (renamed ? " renamed" : ""));
          REQUIRE(L.fwd >= 0);
          REQUIRE(L.bwd >= 0);
          REQUIRE(L.joint >= 0);
          CHECK(L.a.graphs[L.fwd].role == fx::Role::Forward);
          CHECK(L.a.graphs[L.bwd].role == fx::Role::Backward);
          CHECK(L.a.graphs[L.joint].role == fx::Role::Joint);
          REQUIRE(L.a.pairs.size() == 1);
          CHECK(L.a.pairs[0].forward == L.fwd);
          CHECK(L.a.pairs[0].backward == L.bwd);
          CHECK(L.a.pairs[0].joint == L.joint);

          // saved_map: every saved backward input tied to the right forward node.
          std::map<std::string, std::string> got;
          for (const auto& as : L.a.associations)
            if (as.kind == fx::AssocKind::Saved && as.status == fx::AssocStatus::Matched)
              got[L.a.node(as.backward)->name] = L.a.node(as.forward)->name;
          for (auto& [b, f] : truth["saved_map"].items()) {
            INFO("saved " << b);
            CHECK(got[b] == f.get<std::string>());
          }
          CHECK(got.size() == truth["saved_map"].size());

          int total = 0, wrong = 0;
          std::string firstWrong;
          checkCategories(L.a, L.joint, truth["joint_categories"], total, wrong, firstWrong);
          checkCategories(L.a, L.fwd, truth["fwd_categories"], total, wrong, firstWrong);
          checkCategories(L.a, L.bwd, truth["bwd_categories"], total, wrong, firstWrong);
          INFO("first wrong category: " << firstWrong);
          CHECK(total > 0);
          CHECK(wrong == 0);
        }
}

TEST_CASE("AOT corpus: joint alone is partitioned like the default partitioner", "[corpus][aot]") {
  int total = 0, wrong = 0;
  REQUIRE(kCases.size() >= 7);
  for (const auto& c : kCases)
    for (const auto& form : kForms) {
      std::string dir = corpusPath("torch113/" + c + "/aot_default");
      std::string p = dir + "/joint." + form + ".txt";
      if (!exists(p)) continue;
      fx::Analysis a = fx::analyze({{p, readText(p)}});
      json truth = json::parse(readText(dir + "/truth.json"));
      int g = graphOfFile(a, p);
      INFO(c << " form=" << form);
      REQUIRE(g >= 0);
      CHECK(a.graphs[g].role == fx::Role::Joint);
      int t = 0, w = 0;
      std::string firstWrong;
      checkCategories(a, g, truth["joint_categories"], t, w, firstWrong);
      INFO("first wrong: " << firstWrong);
      CHECK(w * 100 <= t);  // ≥ 99% per case
      total += t;
      wrong += w;
    }
  CHECK(total > 0);
  CHECK(wrong * 100 <= total);
}

TEST_CASE("AOT corpus: fwd + bwd without the joint still pair and categorize", "[corpus][aot]") {
  for (const auto& c : kCases) {
    std::string dir = corpusPath("torch113/" + c + "/aot_mincut");
    Loaded L;
    REQUIRE(load(dir, "code", true, false, L));
    json truth = json::parse(readText(dir + "/truth.json"));
    INFO(c);
    REQUIRE(L.a.pairs.size() == 1);
    int total = 0, wrong = 0;
    std::string firstWrong;
    checkCategories(L.a, L.fwd, truth["fwd_categories"], total, wrong, firstWrong);
    checkCategories(L.a, L.bwd, truth["bwd_categories"], total, wrong, firstWrong);
    INFO(firstWrong);
    CHECK(wrong == 0);
    // min-cut recomputes: every recomputed node is flagged and tied to its forward twin by name.
    for (const auto& r : truth["recomputed_in_bwd"]) {
      const fx::Node* n = findNode(L.a, L.bwd, r.get<std::string>());
      REQUIRE(n);
      CHECK(n->recomputed);
    }
  }
}

TEST_CASE("AOT corpus: a joint read with its fwd and bwd marks recomputed exactly what the backward recomputes",
          "[corpus][aot]") {
  // The backward's saved-tensor placeholders carry the forward's names; they are not recomputations (the preview
  // drew every saved tensor of mlp_nll dashed "(recomputed)" while its title said "recomputes 0 nodes").
  int recomputedSeen = 0;
  for (const char* partition : {"aot_default", "aot_mincut"})
    for (const auto& c : kCases) {
      std::string dir = corpusPath("torch113/" + c + "/" + partition);
      Loaded L;
      REQUIRE(load(dir, "code", false, true, L));
      REQUIRE(L.joint >= 0);
      json truth = json::parse(readText(dir + "/truth.json"));
      std::set<std::string> expected;
      if (truth.contains("recomputed_in_bwd"))
        for (const auto& r : truth["recomputed_in_bwd"]) expected.insert(r.get<std::string>());
      std::set<std::string> marked;
      for (const fx::Node& n : L.a.graphs[L.joint].nodes)
        if (n.recomputed) marked.insert(std::string(n.name));
      INFO(c << " " << partition);
      CHECK(marked == expected);
      recomputedSeen += static_cast<int>(marked.size());
    }
  CHECK(recomputedSeen > 0);  // min-cut recomputes something in the corpus: the check above is not vacuous
}

TEST_CASE("a log whose prefix is glog's file:line only reads as the full glog log: headers and compile ids",
          "[corpus][prefix]") {
  const std::string full = readText(corpusPath("torch2gen/2.15.0/mlp/torch_logs.txt"));
  // `V1204 08:03:37.994000 25672 torch/_dynamo/output_graph.py:2987] [0/0] [__graph_code] ...` without the level,
  // date, time and thread: `torch/_dynamo/output_graph.py:2987] [0/0] [__graph_code] ...`.
  std::string shortened;
  size_t lines = 0;
  for (size_t at = 0; at < full.size();) {
    size_t end = full.find('\n', at);
    end = end == std::string::npos ? full.size() : end + 1;
    std::string_view line(full.data() + at, end - at);
    size_t thread = 0;
    for (int spaces = 0; thread < line.size() && spaces < 3; ++thread) spaces += line[thread] == ' ';
    if (line.find(".py:") != std::string_view::npos && thread < line.size()) line.remove_prefix(thread), ++lines;
    shortened += line;
    at = end;
  }
  REQUIRE(lines > 50);
  const fx::Analysis a = fx::analyze({{"full.log", full}}), b = fx::analyze({{"short.log", shortened}});
  REQUIRE(a.graphs.size() == 4);
  REQUIRE(b.graphs.size() == a.graphs.size());
  for (size_t g = 0; g < a.graphs.size(); ++g) {
    INFO(g);
    CHECK(b.graphs[g].role == a.graphs[g].role);
    CHECK(b.graphs[g].header == a.graphs[g].header);
    CHECK(b.graphs[g].compileId == a.graphs[g].compileId);
    CHECK(b.graphs[g].compileId == "0/0");
    CHECK(b.graphs[g].nodes.size() == a.graphs[g].nodes.size());
  }
  // A line of ordinary text that only looks like one (no compile id or `[__tag]` after it) keeps its bytes.
  CHECK(fx::logPrefixLength("model.py:12] is where it breaks") == 0);
  CHECK(fx::logPrefixLength("torch/_inductor/compile_fx.py:910] [0/1] [__post_grad_graphs] x") == 62);
}

TEST_CASE("a raw TORCH_TRACE log gives each graph the compile id its record carries, as the TORCH_LOGS log does",
          "[corpus][prefix]") {
  for (const std::string model : {"graph_break", "mlp"}) {
    INFO(model);
    const std::string dir = "torch2gen/2.15.0/" + model + "/";
    const fx::Analysis trace = fx::analyze({{"trace.log", readText(corpusPath(dir + "trace.log"))}});
    const fx::Analysis logs = fx::analyze({{"torch_logs.txt", readText(corpusPath(dir + "torch_logs.txt"))}});
    std::vector<std::pair<fx::Role, std::string>> fromTrace, fromLogs;
    for (const auto& g : trace.graphs)
      if (g.role == fx::Role::Forward || g.role == fx::Role::Backward || g.role == fx::Role::Joint)
        fromTrace.emplace_back(g.role, g.compileId);
    for (const auto& g : logs.graphs)
      if (g.role == fx::Role::Forward || g.role == fx::Role::Backward || g.role == fx::Role::Joint)
        fromLogs.emplace_back(g.role, g.compileId);
    REQUIRE(fromTrace.size() >= 3);
    CHECK(fromTrace == fromLogs);
    for (const auto& [role, id] : fromTrace) CHECK_FALSE(id.empty());
  }
  CHECK(fx::traceRecordCompileId(R"({"aot_forward_graph": {}, "frame_id": 3, "frame_compile_id": 1, "attempt": 2})") ==
        "3/1_2");
  CHECK(fx::traceRecordCompileId(R"({"artifact": {"name": "torch_version"}, "has_payload": "e8e8"})").empty());
}
