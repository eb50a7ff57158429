#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "features/source_lines.h"
#include "fixtures.h"
#include "fx/source_refs.h"

using namespace fixtures;

namespace {

// The aot fixture's dumps name /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py.
constexpr const char* kModel = "/work/checkout/depyf/tests/test_pytorch/test_pytorch.py";

std::vector<std::string> names(const fxl::SourceLine& l) {
  std::vector<std::string> out;
  for (const auto& n : l.nodes) out.push_back(n.name);
  return out;
}

// A forward graph whose two node groups come from `pathA`:3 and `pathB`:7.
std::string twoSources(const std::string& pathA, const std::string& pathB) {
  return "def forward(self, primals_1: \"f32[4]\"):\n"
         "    # File: " + pathA + ":3 in forward, code: y = x.sin()\n"
         "    sin: \"f32[4]\" = torch.ops.aten.sin.default(primals_1)\n"
         "    \n"
         "    # File: " + pathB + ":7 in forward, code: z = y.cos()\n"
         "    cos: \"f32[4]\" = torch.ops.aten.cos.default(sin)\n"
         "    return [cos]\n";
}

}  // namespace

TEST_CASE("source refs: path, line, function and code of a comment", "[source]") {
  auto r = fx::parseSourceRef("File: /m/model.py:42 in forward, code: x = f(x)");
  REQUIRE(r);
  CHECK(r->path == "/m/model.py");
  CHECK(r->line == 42);
  CHECK(r->function == "forward");
  CHECK(r->code == "x = f(x)");
  CHECK(!r->backwardOf);
  auto b = fx::parseSourceRef("Backward of forward node: File: C:\\m\\model.py:9, code: a = s(h)");
  REQUIRE(b);
  CHECK(b->backwardOf);
  CHECK(b->path == "C:\\m\\model.py");
  CHECK(b->line == 9);
  CHECK(b->function.empty());
  CHECK(!fx::parseSourceRef("No file here"));
  CHECK(fx::sharedSuffix("/home/u/proj/model.py", "/work/proj/model.py") == 2);
  CHECK(fx::sharedSuffix("C:\\u\\proj\\model.py", "/work/proj/model.py") == 2);
  CHECK(fx::sharedSuffix("/home/u/mymodel.py", "/work/model.py") == 0);  // components compare whole
}

TEST_CASE("source lines: counts per line of the model file", "[source]") {
  auto f = aot();
  auto lines = fxl::sourceLines(f.snap, kModel, 10);
  REQUIRE(lines.size() == 2);
  // Line 4: abs_1, add, div in the forward (div saved, 40 B); the backward's 9 nodes, abs_1 and add recomputed.
  CHECK(lines[0].line == 3);
  CHECK(lines[0].title() == "3 fwd · 9 bwd · saves 1 (40 B) · recomputes 2");
  CHECK(names(lines[0]) == std::vector<std::string>{"abs_1", "add", "div", "abs_1", "add", "neg", "div_2", "mul",
                                                    "div_3", "sgn", "mul_1", "add_1"});
  CHECK(lines[0].nodes[0].place == at(kFwdDoc, f.fwd.range("abs_1")));
  CHECK(lines[0].nodes[3].place == at(kBwdDoc, f.bwd.range("abs_1")));
  CHECK(lines[0].nodes[3].backward);
  // Line 5: sum_1 and lt.
  CHECK(lines[1].line == 4);
  CHECK(lines[1].title() == "2 fwd");
}

TEST_CASE("source lines: the nodes listed are bounded", "[source]") {
  auto f = aot();
  auto lines = fxl::sourceLines(f.snap, kModel, 10, {}, 2);
  REQUIRE(!lines.empty());
  CHECK(names(lines[0]) == std::vector<std::string>{"abs_1", "add"});
  CHECK(lines[0].moreNodes == 10);
  CHECK(lines[0].forward == 3);  // the counts are whole
}

TEST_CASE("source lines: lines past the file's end are left out", "[source]") {
  auto f = aot();
  auto lines = fxl::sourceLines(f.snap, kModel, 4);  // the file has 4 lines now: line 5 is gone
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].line == 3);
}

TEST_CASE("source lines: a file no dump mentions gets nothing", "[source]") {
  auto f = aot();
  CHECK(fxl::sourceLines(f.snap, "/work/model.py", 10).empty());
  CHECK(fxl::sourceLines(f.snap, "/work/my_test_pytorch.py", 10).empty());  // the base name must match whole
  CHECK(fxl::sourceLines(f.snap, "", 10).empty());
  CHECK(fxl::sourceLines(f.snap, kModel, 0).empty());
}

TEST_CASE("source lines: the longest matching suffix wins", "[source]") {
  const fxl::Snapshot snap(fx::analyze({{"gm.py", twoSources("/home/u/proj/a/model.py", "/home/u/proj/b/model.py")}}));
  // Both dump paths end in model.py; for proj/a/model.py only /home/u/proj/a/model.py counts.
  auto a = fxl::sourceLines(snap, "/ws/proj/a/model.py", 10);
  REQUIRE(a.size() == 1);
  CHECK(a[0].line == 2);
  CHECK(names(a[0]) == std::vector<std::string>{"sin"});
  auto b = fxl::sourceLines(snap, "/ws/proj/b/model.py", 10);
  REQUIRE(b.size() == 1);
  CHECK(b[0].line == 6);
  // A bare model.py cannot tell them apart: both count.
  CHECK(fxl::sourceLines(snap, "/elsewhere/model.py", 10).size() == 2);
}

TEST_CASE("source lines: a dump path closer to another open file is that file's", "[source]") {
  const fxl::Snapshot snap(fx::analyze({{"gm.py", twoSources("/home/u/proj/a/model.py", "/home/u/proj/a/model.py")}}));
  const std::vector<std::string> open{"/ws/proj/a/model.py", "/ws/other/model.py"};
  CHECK(fxl::sourceLines(snap, "/ws/other/model.py", 10, open).empty());
  CHECK(fxl::sourceLines(snap, "/ws/proj/a/model.py", 10, open).size() == 2);
  // Alone, the other model.py still matches by its base name.
  CHECK(fxl::sourceLines(snap, "/ws/other/model.py", 10).size() == 2);
}

TEST_CASE("source lines: the source comment under the cursor in a dump", "[source]") {
  auto f = aot();
  auto ref = fxl::sourceRefAt(f.snap, kFwdDoc, f.fwd.point("file2") + 5);
  REQUIRE(ref);
  CHECK(ref->path == "/Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py");
  CHECK(ref->line == 5);
  CHECK(ref->range.begin <= f.fwd.point("file2"));
  CHECK(!fxl::sourceRefAt(f.snap, kFwdDoc, f.fwd.range("abs_1").begin));
  CHECK(!fxl::sourceRefAt(f.snap, 7, 0));
}

TEST_CASE("source lines: a real aot_graphs log and the model file it names", "[source]") {
  // examples/aot_graphs_log.txt names .../sandbox/scripts/example_compile_lowerings.py:33 before the Dynamo graph
  // (mul, sin), the AOT forward (mul, sin) and the backward (mul recomputed, cos, mul_1, mul_2, mul_3, sum_1, view).
  std::ifstream in(std::string(FXLENS_CORPUS_DIR) + "/../../examples/aot_graphs_log.txt", std::ios::binary);
  REQUIRE(in);
  const std::string log((std::istreambuf_iterator<char>(in)), {});
  const fxl::Snapshot snap(fx::analyze({{"aot_graphs_log.txt", log}}));
  auto lines = fxl::sourceLines(snap, "/ws/sandbox/scripts/example_compile_lowerings.py", 40);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].line == 32);
  CHECK(lines[0].title() == "4 fwd · 7 bwd · recomputes 1");
  CHECK(fxl::sourceLines(snap, "/ws/sandbox/scripts/example_compile_lowerings.py", 32).empty());
}

TEST_CASE("source lines: documents to skip are not counted", "[source]") {
  auto f = aot();
  const std::vector<char> skipBackward{0, 1};
  auto lines = fxl::sourceLines(f.snap, kModel, 10, {}, 50, skipBackward);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].title() == "3 fwd · saves 1 (40 B)");  // the backward's nodes (and its recomputations) gone
}
