// A make_fx forward-and-backward trace given alone: split at the gradient seed ones_like(loss), saved =
// forward values the backward part reads (truth: joint_forward_part / joint_backward_part /
// joint_saved_structural of every make_fx case).
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "corpus.h"

using nlohmann::json;
using namespace testsupport;

TEST_CASE("make_fx forward_and_backward alone: categories split at the gradient seed", "[corpus][makefx]") {
  int cases = 0;
  for (const std::string& dir : caseDirs("make_fx")) {
    ++cases;
    json truth = json::parse(readText(dir + "/truth.json"));
    std::set<std::string> fwdPart = truth["joint_forward_part"], bwdPart = truth["joint_backward_part"],
                          saved = truth["joint_saved_structural"];
    for (std::string form : {"code", "readable", "graph"}) {
      std::string p = dir + "/forward_and_backward." + form + ".txt";
      fx::Analysis a = fx::analyze({{p, readText(p)}});
      INFO(p);
      REQUIRE(a.graphs.size() == 1);
      const fx::Graph& g = a.graphs[0];
      CHECK(g.role == fx::Role::Joint);
      int s = fx::gradientSeed(g);
      REQUIRE(s >= 0);
      CHECK(g.nodes[s].name == truth["joint_first_backward_node"].get<std::string>());
      for (const auto& n : g.nodes) {
        INFO(n.name);
        if (n.op == fx::OpKind::Placeholder) {
          CHECK(n.category == fx::Category::Input);
          CHECK(n.savedInput == (saved.count(n.name) > 0));
        } else if (n.op == fx::OpKind::Output) {
          CHECK(n.category == fx::Category::BwdOutput);
        } else if (fwdPart.count(n.name)) {
          CHECK(n.category == (saved.count(n.name) ? fx::Category::SaveTensor : fx::Category::Fwd));
        } else {
          CHECK(bwdPart.count(n.name) == 1);
          CHECK(n.category == fx::Category::Bwd);
        }
      }
    }
  }
  CHECK(cases >= 6);
}

TEST_CASE("make_fx backward's loss input is tied to the forward's loss", "[corpus][makefx]") {
  int cases = 0;
  for (const std::string& dir : caseDirs("make_fx")) {
    ++cases;
    json truth = json::parse(readText(dir + "/truth.json"));
    fx::Analysis a = fx::analyze({{dir + "/forward.code.txt", readText(dir + "/forward.code.txt")},
                                  {dir + "/backward.code.txt", readText(dir + "/backward.code.txt")}});
    INFO(dir);
    int tangents = 0;
    for (const auto& as : a.associations) {
      if (as.kind != fx::AssocKind::Tangent) continue;
      ++tangents;
      REQUIRE(as.status == fx::AssocStatus::Matched);
      CHECK(a.node(as.forward)->name == truth["forward_loss_node"].get<std::string>());
      CHECK(a.node(as.backward)->op == fx::OpKind::Placeholder);
    }
    CHECK(tangents == 1);
  }
  CHECK(cases >= 6);
}
