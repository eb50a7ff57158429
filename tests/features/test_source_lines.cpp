#include <catch2/catch.hpp>
#include <algorithm>
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
  // One compile: the Dynamo graph's nodes are the forward's code before AOTAutograd, counted there.
  std::ifstream in(std::string(FXLENS_CORPUS_DIR) + "/../../examples/aot_graphs_log.txt", std::ios::binary);
  REQUIRE(in);
  const std::string log((std::istreambuf_iterator<char>(in)), {});
  const fxl::Snapshot snap(fx::analyze({{"aot_graphs_log.txt", log}}));
  auto lines = fxl::sourceLines(snap, "/ws/sandbox/scripts/example_compile_lowerings.py", 40);
  REQUIRE(lines.size() == 1);
  CHECK(lines[0].line == 32);
  CHECK(lines[0].title() == "2 fwd · 7 bwd · recomputes 1");
  CHECK(fxl::sourceLines(snap, "/ws/sandbox/scripts/example_compile_lowerings.py", 32).empty());
}

TEST_CASE("source lines: documents to skip are not counted", "[source]") {
  auto f = aot();
  const std::vector<char> skipBackward{0, 1};
  auto lines = fxl::sourceLines(f.snap, kModel, 10, {}, 50, skipBackward);
  REQUIRE(lines.size() == 2);
  CHECK(lines[0].title() == "3 fwd · saves 1 (40 B)");  // the backward's nodes (and its recomputations) gone
}

TEST_CASE("source lines: a depyf folder's copies of one compile count each node once, as its log does", "[source]") {
  // torch2gen's mlp under torch 2.15: the depyf folder holds compile __compiled_fn_1 as Dynamo's graph (twice,
  // before and after a pass), the joint, the forward and the backward; the TORCH_LOGS log of the same run prints
  // Dynamo's graph, the joint, the forward and the backward once each.
  const std::string dir = std::string(FXLENS_CORPUS_DIR) + "/torch2gen/2.15.0/mlp/";
  const auto read = [](const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    REQUIRE(in);
    return std::string((std::istreambuf_iterator<char>(in)), {});
  };
  std::vector<fx::SourceFile> depyf;
  for (const char* f : {"__compiled_fn_1.Forward_graph.0.py", "__compiled_fn_1.Backward_graph.0.py",
                        "__compiled_fn_1.Joint_graph.0.py", "__compiled_fn_1.tensorify_python_scalars.0.py",
                        "__compiled_fn_1.__compiled_fn_1_c186e113_5e20_44d9_acc5_5323e0287b7c.0.py"})
    depyf.push_back({"depyf/" + std::string(f), read(dir + "depyf/" + f)});
  const fxl::Snapshot fromDepyf(fx::analyze(std::move(depyf)));
  const fxl::Snapshot fromLog(fx::analyze({{"torch_logs.txt", read(dir + "torch_logs.txt")}}));
  const std::string model = "/work/main/tests/corpus/torch2gen/gen.py";
  const auto byDepyf = fxl::sourceLines(fromDepyf, model, 2000), byLog = fxl::sourceLines(fromLog, model, 2000);
  REQUIRE(!byLog.empty());
  REQUIRE(byDepyf.size() == byLog.size());
  for (size_t k = 0; k < byLog.size(); ++k) {
    INFO("line " << byLog[k].line + 1);
    CHECK(byDepyf[k].line == byLog[k].line);
    CHECK(byDepyf[k].title() == byLog[k].title());
  }
  // The log's counts are those of its forward and backward alone (each node once): the cross_entropy line (85).
  const auto line85 = std::find_if(byLog.begin(), byLog.end(), [](const fxl::SourceLine& l) { return l.line == 84; });
  REQUIRE(line85 != byLog.end());
  CHECK(line85->saves == 3);
}
