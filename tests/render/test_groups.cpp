// The groups of an overview (render/plan_groups.h): how hidden nodes are grouped, how a group opens, that ids are
// stable, and that every node is a few expansions away.
#include <catch2/catch.hpp>
#include <string>
#include <unordered_set>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"
#include "render/dot.h"
#include "render/plan_graphs.h"
#include "render/plan_groups.h"

using namespace testsupport;

namespace {

struct Fixture {
  fx::Analysis a;
  fxr::Picture p;
  explicit Fixture(std::vector<fx::SourceFile> files) : a(fx::analyze(std::move(files))) {
    std::string error;
    p = fxr::chooseGraphs(a, -1, error);
    REQUIRE(error.empty());
  }
  // The overview's groups with `expand` opened (every node hidden at first, as in an overview).
  fxr::Grouping group(const std::unordered_set<std::string>& expand, const std::vector<int>& reveal = {}) const {
    std::vector<char> hidden(p.total, 1);
    return fxr::groupHidden(p, hidden, false, expand, reveal);
  }
};

Fixture corpusFile(const std::string& rel) { return Fixture({{corpusPath(rel), readText(corpusPath(rel))}}); }

// A forward of `layers` layers, each with two source lines of `perLine` chained relus: the same two `# File:`
// lines repeated, as the layers of a model print.
std::string layeredForward(int layers, int perLine) {
  std::string s = "def forward(self, primals_1: \"f32[4]\"):\n";
  std::string last = "primals_1";
  int n = 0;
  for (int l = 0; l < layers; ++l)
    for (int line : {10, 11}) {
      s += "    # File: /m/model.py:" + std::to_string(line) + " in forward, code: x = self.f" + std::to_string(line) +
           "(x)\n";
      for (int i = 0; i < perLine; ++i, ++n) {
        const std::string name = "relu_" + std::to_string(n);
        s += "    " + name + ": \"f32[4]\" = torch.ops.aten.relu.default(" + last + ");  " + last + " = None\n";
        last = name;
      }
    }
  return s + "    return (" + last + ",)\n";
}

// How many groups must be opened, one click at a time from the overview, until node k is drawn.
int clicksToReach(const Fixture& f, int k) {
  std::unordered_set<std::string> expand;
  for (int clicks = 0; clicks < 10; ++clicks) {
    const fxr::Grouping g = f.group(expand);
    if (g.groupOf[k] < 0) return clicks;
    expand.insert(g.groups[g.groupOf[k]].id);
  }
  return 99;
}

}  // namespace

TEST_CASE("groups: a printout without source lines is grouped into its inputs and a few blocks that never mix sides") {
  Fixture f = corpusFile("torch113/big_transformer/aot_default/joint.code.txt");
  REQUIRE(f.p.total > 4000);
  const fxr::Grouping g = f.group({});
  CHECK(g.groups.size() <= static_cast<size_t>(fxr::kMaxTopGroups));
  CHECK(g.groups.size() >= 6);
  size_t hidden = 0, inputGroups = 0, inputs = 0;
  for (int k = 0; k < f.p.total; ++k) inputs += f.p.node(k).category == fx::Category::Input;
  for (const fxr::Group& grp : g.groups) {
    // the joint's inputs (its 386 parameters and user inputs, printed first) are one box, not the first blocks
    const bool inputGroup = grp.kind == fxr::GroupKind::Category;
    if (inputGroup) {
      ++inputGroups;
      CHECK(grp.members.size() == inputs);
      for (int k : grp.members) CHECK(f.p.node(k).category == fx::Category::Input);
    } else {
      CHECK(grp.kind == fxr::GroupKind::Block);
      for (int k : grp.members) CHECK(f.p.node(k).category != fx::Category::Input);
    }
    hidden += grp.members.size();
    for (int k : grp.members) {
      CHECK(f.p.side(k) == f.p.side(grp.members.front()));
      CHECK(g.groupOf[k] == &grp - g.groups.data());
    }
  }
  int shown = 0;
  for (int k = 0; k < f.p.total; ++k) shown += g.groupOf[k] < 0;
  CHECK(hidden + shown == static_cast<size_t>(f.p.total));
  CHECK(shown <= fxr::kSmallestGroup * fxr::kMaxTopGroups);  // only groups too small to be worth a box
  CHECK(inputGroups == 1);
}

TEST_CASE("groups: an opened group shows its children, ids are stable, and every node is three clicks away") {
  Fixture f = corpusFile("torch113/big_transformer/aot_default/joint.code.txt");
  const fxr::Grouping top = f.group({});
  const fxr::Group& first = top.groups.front();
  REQUIRE(first.members.size() > static_cast<size_t>(fxr::kFanout));
  const fxr::Grouping opened = f.group({first.id});
  std::vector<const fxr::Group*> children;
  for (const fxr::Group& c : opened.groups)
    if (c.id.rfind(first.id + ".", 0) == 0) children.push_back(&c);
  CHECK(children.size() > 1);
  CHECK(children.size() <= static_cast<size_t>(fxr::kFanout));
  size_t inChildren = 0;
  for (const fxr::Group* c : children) inChildren += c->members.size();
  int drawn = 0;
  for (int k : first.members) drawn += opened.groupOf[k] < 0;
  CHECK(inChildren + drawn == first.members.size());
  // The same request gives the same ids (the editor sends them back).
  const fxr::Grouping again = f.group({first.id});
  REQUIRE(again.groups.size() == opened.groups.size());
  for (size_t i = 0; i < again.groups.size(); ++i) CHECK(again.groups[i].id == opened.groups[i].id);
  // An unknown id opens nothing.
  CHECK(f.group({"no-such-group"}).groups.size() == top.groups.size());
  int worst = 0;
  for (int k = 0; k < f.p.total; k += 37) worst = std::max(worst, clicksToReach(f, k));
  CHECK(worst <= 3);
}

TEST_CASE("groups: a node to reveal opens every group on its way, and only those") {
  Fixture f = corpusFile("torch113/big_transformer/aot_default/joint.code.txt");
  const int target = f.p.total / 2;
  const fxr::Grouping g = f.group({}, {target});
  CHECK(g.groupOf[target] < 0);
  int drawn = 0;
  for (int k = 0; k < f.p.total; ++k) drawn += g.groupOf[k] < 0;
  CHECK(drawn <= fxr::kFanout + fxr::kSmallestGroup * fxr::kMaxTopGroups);
}

TEST_CASE("groups: a source line repeated by layers is one group ×N that opens into its runs") {
  Fixture f({{"fwd.py", layeredForward(20, 4)}});  // 20 runs a line: too many to show in the overview itself
  REQUIRE(f.p.total == 20 * 2 * 4 + 2);
  const fxr::Grouping g = f.group({});
  std::vector<const fxr::Group*> lines;
  for (const fxr::Group& grp : g.groups)
    if (grp.kind == fxr::GroupKind::Source) lines.push_back(&grp);
  REQUIRE(lines.size() == 2);  // model.py:10 and model.py:11, each over twenty layers
  CHECK(lines[0]->runs == 20);
  CHECK(lines[0]->members.size() == 80);
  const fxr::Grouping opened = f.group({lines[0]->id});
  int runs = 0;
  for (const fxr::Group& grp : opened.groups)
    if (grp.kind == fxr::GroupKind::Run) {
      ++runs;
      CHECK(grp.members.size() == 4);
    }
  CHECK(runs == 20);
  // Its label says so.
  fxr::RenderOptions o;
  o.maxNodes = 10;
  const fxr::RenderPlan plan = fxr::planDot(f.a, o);
  REQUIRE(plan.error.empty());
  CHECK(plan.dot.find("+80 nodes \xC3\x97" "20 from") != std::string::npos);
}

TEST_CASE("groups: a long chain of 30,000 nodes keeps every node within three clicks") {
  std::string s = "def forward(self, x_0: \"f32[4]\"):\n";
  constexpr int kNodes = 30000;
  for (int i = 1; i < kNodes; ++i)
    s += "    x_" + std::to_string(i) + ": \"f32[4]\" = torch.ops.aten.relu.default(x_" + std::to_string(i - 1) + ")\n";
  s += "    return (x_" + std::to_string(kNodes - 1) + ",)\n";
  Fixture f({{"chain.py", s}});
  REQUIRE(f.p.total == kNodes + 1);
  int worst = 0;
  for (int k = 0; k < f.p.total; k += 1499) worst = std::max(worst, clicksToReach(f, k));
  CHECK(worst <= 3);
}

TEST_CASE("groups: a function's file and name from a `# File:` line") {
  CHECK(fxr::functionOf("File: /m/model.py:42 in forward, code: x = f(x)") == "/m/model.py in forward");
  CHECK(fxr::functionOf("File: /m/model.py:42 in forward") == "/m/model.py in forward");
  CHECK(fxr::functionOf("File: /m/model.py:42, code: x = f(x)") == "/m/model.py");  // torch 2.1: no function
  CHECK(fxr::functionOf("File: C:\\m\\model.py:7 in f, code: y") == "C:\\m\\model.py in f");
  CHECK(fxr::functionOf("Not a source line") == "");
  CHECK(fxr::functionOf("Backward of forward node: File: /m/model.py:9 in forward, code: a = s.attn(h)") ==
        "/m/model.py in forward");
}

namespace {

// A forward of three functions (attention, mlp, norm), each of `lines` source lines of `perLine` chained relus.
std::string functionsForward(int lines, int perLine) {
  std::string s = "def forward(self, x_0: \"f32[4]\"):\n";
  int n = 0;
  for (const char* fn : {"attention", "mlp", "norm"})
    for (int line = 1; line <= lines; ++line) {
      s += "    # File: /m/model.py:" + std::to_string(line) + " in " + fn + ", code: y = f(y)\n";
      for (int i = 0; i < perLine; ++i, ++n)
        s += "    x_" + std::to_string(n + 1) + ": \"f32[4]\" = torch.ops.aten.relu.default(x_" + std::to_string(n) +
             ")\n";
    }
  return s + "    return (x_" + std::to_string(n) + ",)\n";
}

// Pointers into `g`: it must outlive them (so a temporary does not compile).
std::vector<const fxr::Group*> ofKind(fxr::Grouping&& g, fxr::GroupKind kind) = delete;
std::vector<const fxr::Group*> ofKind(const fxr::Grouping& g, fxr::GroupKind kind) {
  std::vector<const fxr::Group*> out;
  for (const fxr::Group& grp : g.groups)
    if (grp.kind == kind) out.push_back(&grp);
  return out;
}

}  // namespace

TEST_CASE("groups: too many source lines for an overview are grouped by function, which opens into its lines") {
  // 3 functions of 13 lines: 39 lines are more than an overview shows, and one function's 13 lines would be too.
  Fixture f({{"fwd.py", functionsForward(13, 4)}});
  const fxr::Grouping g = f.group({});
  const auto functions = ofKind(g, fxr::GroupKind::Function);
  REQUIRE(functions.size() == 3);
  CHECK(functions[0]->members.size() == 52);
  const fxr::Grouping opened = f.group({functions[1]->id});  // kept: ofKind points into it
  const auto lines = ofKind(opened, fxr::GroupKind::Source);
  CHECK(lines.size() == 13);
  for (const fxr::Group* line : lines) CHECK(line->members.size() == 4);
  fxr::RenderOptions o;
  o.maxNodes = 50;
  const fxr::RenderPlan plan = fxr::planDot(f.a, o);
  REQUIRE(plan.error.empty());
  CHECK(plan.dot.find("+52 nodes in\\nmodel.py in mlp") != std::string::npos);
}

TEST_CASE("groups: an overview with room to spare opens its biggest groups along the structure, up to 12 boxes") {
  // 3 functions of 6 lines (18 lines: by function); one function's 6 lines fit beside the other two, two do not.
  Fixture f({{"fwd.py", functionsForward(6, 10)}});
  const fxr::Grouping g = f.group({});
  CHECK(g.groups.size() <= static_cast<size_t>(fxr::kMaxTopGroups));
  CHECK(ofKind(g, fxr::GroupKind::Function).size() == 2);
  CHECK(ofKind(g, fxr::GroupKind::Source).size() == 6);
}
