// The graph model's compact storage: what it derives instead of storing, and its name index.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "annotated.h"
#include "fx/parse.h"
#include "fx/scan.h"
#include "parsing.h"

using testsupport::Annotated;

namespace {

fx::ParseResult parse(const std::string& text, fx::Document& doc) { return testsupport::parseText(text, doc, "t.py"); }

const fx::Node& node(const fx::Graph& g, const std::string& name) { return testsupport::nodeNamed(g, name); }

// `v12` (appended, not `"v" + ...`: GCC 12 warns wrongly about that in optimized builds).
std::string v(int i, const char* prefix = "v") {
  std::string s = prefix;
  s += std::to_string(i);
  return s;
}

std::vector<fx::Node> namedNodes(fx::Graph& g, int count, const char* prefix) {
  std::vector<fx::Node> nodes(static_cast<size_t>(count));
  for (int i = 0; i < count; ++i) nodes[i].name = g.keep(v(i, prefix));
  return nodes;
}

}  // namespace

TEST_CASE("model: a node's name range and line come from where its name is written", "[model]") {
  // A multi-line signature (each placeholder on its own line), a placeholder printed again under a new name
  // (dynamo's `l_x_ = L_x_`), an op, and the output node, whose name is written `return`.
  Annotated src(R"FX(class GraphModule(torch.nn.Module):
    def forward(
        self,
        $L_x_[L_x_$]: "f32[4][1]cpu",
        $L_y_[L_y_$]: "f32[4][1]cpu",
    ):
        $l_x_[l_x_$] = L_x_
        $add[add$] = torch.add(l_x_, L_y_);  l_x_ = None
        $output[return$] (add,)
)FX");
  fx::Document doc;
  auto r = parse(src.text(), doc);
  const fx::Graph& g = testsupport::onlyGraph(r);
  struct Want {
    const char* name;
    uint32_t line;
  };
  for (const Want& w : {Want{"l_x_", 6}, Want{"L_y_", 4}, Want{"add", 7}, Want{"output", 8}}) {
    INFO(w.name);
    const fx::Node& n = node(g, w.name);
    CHECK(g.nameRange(n).begin == src.range(w.name).begin);
    CHECK(g.nameRange(n).end == src.range(w.name).end);
    CHECK(g.lineOf(n) == w.line);
  }
  // The renamed placeholder keeps its definition in the signature; its line is where its new name is.
  const fx::Node& x = node(g, "l_x_");
  CHECK(doc.lineOf(x.defRange.begin) == 3);
}

TEST_CASE("model: a name written nowhere has no range; its line is its definition's", "[model]") {
  fx::Document doc("t.py", "a\nbb\nccc\n");
  doc.index();
  fx::Graph g = testsupport::graphOver(doc);
  fx::Node n;
  n.name = g.keep(std::string("made_up"));  // not in the document: a copy in the arena
  n.defRange = {5, 8};                      // "ccc"
  CHECK(g.nameRange(n).empty());
  CHECK(g.lineOf(n) == 2);
  n.name = fx::Str(std::string_view(doc.text).substr(2, 2));  // "bb", a view into the document
  CHECK(g.nameRange(n).begin == 2);
  CHECK(g.nameRange(n).end == 4);
  CHECK(g.lineOf(n) == 1);
  // An output node whose definition does not start with `return` (a table's row) has no range either.
  n.name = "output";
  n.op = fx::OpKind::Output;
  CHECK(g.nameRange(n).empty());
}

TEST_CASE("model: a node's uses inside arguments lie after its arguments and survive linking", "[model]") {
  fx::Document doc("t.py", "x, [x, y, nope]\n");
  doc.index();
  fx::Graph g = testsupport::graphOver(doc);
  g.nodes = namedNodes(g, 2, "n");
  g.nodes[0].name = fx::Str(std::string_view(doc.text).substr(0, 1));  // x
  g.nodes[1].name = "y";
  std::vector<fx::Arg> args(2);
  args[0].text = fx::Str(std::string_view(doc.text).substr(0, 1));
  args[0].at = 0;
  args[0].setSingle(true);
  args[1].text = fx::Str(std::string_view(doc.text).substr(3, 12));
  args[1].at = 3;
  std::vector<fx::Use> more = {{{4, 5}, -1, 1}, {{7, 8}, -1, 1}, {{10, 14}, -1, 1}};
  fx::Node user;
  user.name = "user";
  g.keepArgs(user, args, more);
  REQUIRE(user.args.size() == 2);
  CHECK(user.args[1].text == "[x, y, nope]");
  REQUIRE(user.moreUses().size() == 3);
  CHECK(user.moreUses()[2].range.begin == 10);
  g.nodes.push_back(user);
  g.link();
  // `nope` names no node: linking keeps only the uses it resolved, in text order after the single name.
  const fx::Node& u = g.nodes[2];
  REQUIRE(u.moreUses().size() == 2);
  std::vector<fx::Use> uses = u.uses().toVector();
  REQUIRE(uses.size() == 3);
  CHECK(uses[0].node == 0);
  CHECK(uses[1].node == 0);
  CHECK(uses[2].node == 1);
  CHECK(uses[2].range.begin == 7);

  // Only uses, no arguments: the block holds just the uses.
  fx::Node only;
  g.keepArgs(only, {}, std::vector<fx::Use>{{{4, 5}, -1, 0}});
  CHECK(only.args.empty());
  REQUIRE(only.moreUses().size() == 1);
  CHECK(only.moreUses()[0].range.end == 5);
  fx::Node none;
  g.keepArgs(none, {}, {});
  CHECK(none.args.empty());
  CHECK(none.moreUses().empty());
}

TEST_CASE("model: the name index finds, replaces and erases names as the table grows", "[model][index]") {
  // The last section switches to whole-word slots after node 40, as a graph of 16 million nodes would.
  const uint32_t limit = GENERATE(1u << 30, 40u);
  INFO("narrow limit " << limit);
  fx::Graph g;
  std::vector<fx::Node> nodes = namedNodes(g, 300, "v");
  fx::NameIndex index(limit);
  for (int i = 0; i < 300; ++i) index.insert(i, nodes);
  CHECK(index.size() == 300);
  CHECK(index.wide() == (limit < 300));
  for (int i = 0; i < 300; ++i) CHECK(index.find(v(i), nodes) == i);
  CHECK(index.find("v300", nodes) == -1);
  CHECK(index.find("", nodes) == -1);
  // A second node of the same name replaces the first.
  nodes.push_back(fx::Node{});
  nodes.back().name = g.keep(std::string("v7"));
  index.insert(300, nodes);
  CHECK(index.size() == 300);
  CHECK(index.find("v7", nodes) == 300);
  // Erased names are gone; the others are still found past their tombstones.
  for (int i = 0; i < 300; i += 3) index.erase(v(i), nodes);
  CHECK(index.size() == 200);
  for (int i = 0; i < 300; ++i) CHECK(index.find(v(i), nodes) == (i % 3 == 0 ? -1 : i == 7 ? 300 : i));
  index.reserve(5000, nodes);
  for (int i = 1; i < 300; i += 3) CHECK(index.find(v(i), nodes) == (i == 7 ? 300 : i));
  index.clear();
  CHECK(index.size() == 0);
  CHECK(index.find("v1", nodes) == -1);
}

TEST_CASE("model: evidence is shared by an association's copies and copied before one of them changes", "[model]") {
  fx::Association a;
  CHECK(a.evidence.empty());
  a.evidence = {"name", "position"};
  fx::Association copy = a;
  REQUIRE(copy.evidence.size() == 2);
  CHECK(copy.evidence.begin() == a.evidence.begin());  // one list, not one per copy
  copy.evidence.push_back("shape");
  CHECK(a.evidence.list() == std::vector<std::string>{"name", "position"});
  CHECK(copy.evidence.list() == std::vector<std::string>{"name", "position", "shape"});
  CHECK(copy.evidence.begin() != a.evidence.begin());
  CHECK_FALSE(copy.evidence == a.evidence);
  fx::Evidence grown;
  grown.push_back("op-table");
  CHECK(grown.front() == "op-table");
  CHECK(grown == fx::Evidence{"op-table"});
  // Lists of words are held once however often they are made (associations made apart share them); sentences not.
  CHECK(fx::Evidence{"name", "position"}.begin() == a.evidence.begin());
  const fx::Evidence sentence{"the forward has a node `x` but does not return it"};
  CHECK(fx::Evidence{"the forward has a node `x` but does not return it"}.begin() != sentence.begin());
}

TEST_CASE("scan: contains finds a word anywhere in a text, and only what is there", "[scan]") {
  std::string text(3000, 'a');
  text += "async_compile = AsyncCompile()";
  CHECK(fx::scan::contains(text, "async_compile"));
  CHECK(fx::scan::contains(text, "AsyncCompile()"));
  CHECK_FALSE(fx::scan::contains(text, "async_compiled"));
  CHECK_FALSE(fx::scan::contains(std::string_view(text).substr(0, 3005), "async_compile"));  // cut inside it
  CHECK(fx::scan::contains(text, ""));
  CHECK_FALSE(fx::scan::contains("", "a"));
}
