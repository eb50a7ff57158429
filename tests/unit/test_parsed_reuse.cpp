// analyze() over reused parses (what the language server does on every edit) must give exactly what a fresh
// analysis of the same texts gives, in any document order, and a reused parse must survive the analyses that
// used it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"

namespace {

// Everything analysis decides, as comparable text: graph roles, node categories and flags, pairs,
// associations, diagnostics (by path, not by document index, since the order may differ).
std::vector<std::string> summary(const fx::Analysis& a) {
  std::vector<std::string> out;
  auto gname = [&](int g) { return g < 0 ? std::string("-") : a.docs[a.graphs[g].doc].path + "#" + a.graphs[g].title; };
  for (const auto& g : a.graphs) {
    std::string s = a.docs[g.doc].path + " " + fx::toString(g.role) + ":";
    for (const auto& n : g.nodes) {
      s += ' ';
      s.append(n.name).append("=").append(fx::toString(n.category));
      s += n.recomputed ? "r" : "";
      s += n.savedInput ? "s" : "";
    }
    out.push_back(s);
  }
  for (const auto& p : a.pairs) out.push_back("pair " + gname(p.forward) + " " + gname(p.backward) + " " + gname(p.joint));
  for (const auto& as : a.associations) {
    const fx::Node* b = a.node(as.backward);
    const fx::Node* f = a.node(as.forward);
    out.push_back("assoc " + gname(as.backward.graph) + ":" + std::string(b ? b->name.view() : std::string_view("?")) + " -> " +
                  (f ? gname(as.forward.graph) + ":" + std::string(f->name) : std::string("-")) + " " +
                  fx::toString(as.status));
  }
  for (const auto& d : a.diagnostics)
    out.push_back("diag " + a.docs[d.doc].path + " " + std::to_string(d.range.begin) + " " + d.code);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("analysis over reused parses equals a fresh analysis", "[analysis][reuse]") {
  const std::string dir = testsupport::corpusPath("torch113/mlp_nll/aot_default/");
  std::vector<std::string> names = {"fwd.code.txt", "bwd.code.txt", "joint.code.txt"};
  std::vector<fx::SourceFile> files;
  for (const auto& n : names) files.push_back({dir + n, testsupport::readText(dir + n)});
  REQUIRE(!files[0].text.empty());

  fx::Analysis fresh = fx::analyze(files);
  REQUIRE(!fresh.associations.empty());

  std::vector<std::shared_ptr<const fx::ParsedDocument>> parsed;
  for (const auto& f : files) parsed.push_back(fx::parseFile(f));

  // Same order, then reversed: the reused parses are renumbered, the result is the same.
  fx::Analysis again = fx::analyze(std::vector<fx::ParsedInput>{{parsed[0]}, {parsed[1]}, {parsed[2]}});
  CHECK(summary(again) == summary(fresh));
  fx::Analysis reversed = fx::analyze(std::vector<fx::ParsedInput>{{parsed[2]}, {parsed[1]}, {parsed[0]}});
  CHECK(summary(reversed) == summary(fresh));
  // Graph ids follow the renumbered documents (the id starts with its own document's file name).
  for (const auto& g : reversed.graphs) CHECK(g.id.find(reversed.docs[g.doc].path.substr(dir.size())) == 0);

  // Analysis marks nodes (categories, flags); the shared parse must not carry those marks into the next one.
  for (const auto& g : parsed[0]->result.graphs)
    for (const auto& n : g.nodes) CHECK(n.category == fx::Category::None);

  // Names and uses of the reused graphs still read the parsed text after the analyses are gone.
  { fx::Analysis tmp = fx::analyze(std::vector<fx::ParsedInput>{{parsed[1]}}); }
  const fx::Graph& bwd = parsed[1]->result.graphs.at(0);
  for (const auto& n : bwd.nodes)
    for (const auto& u : n.uses()) CHECK(bwd.nameAt(u.range) == bwd.nodes[u.node].name);
}

TEST_CASE("a pair key from the input outranks file names", "[analysis][reuse]") {
  const std::string dir = testsupport::corpusPath("torch113/mlp_nll/aot_default/");
  // Names that say nothing, and two candidate forwards with the same signature: only the key decides.
  auto fwd = fx::parseFile({"/x/a.txt", testsupport::readText(dir + "fwd.code.txt")});
  auto fwd2 = fx::parseFile({"/x/b.txt", testsupport::readText(dir + "fwd.code.txt")});
  auto bwd = fx::parseFile({"/x/c.txt", testsupport::readText(dir + "bwd.code.txt")});
  for (const char* which : {"a", "b"}) {
    std::vector<fx::ParsedInput> in = {{fwd, which == std::string("a") ? "k" : ""},
                                       {fwd2, which == std::string("b") ? "k" : ""},
                                       {bwd, "k"}};
    fx::Analysis a = fx::analyze(in);
    REQUIRE(a.pairs.size() == 1);
    CHECK(a.docs[a.graphs[a.pairs[0].forward].doc].path == std::string("/x/") + which + ".txt");
    CHECK(a.pairs[0].how.find("paired") != std::string::npos);
  }
}
