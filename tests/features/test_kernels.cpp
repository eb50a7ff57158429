// Kernels in the editor (features/kernels.h) on a real TORCH_LOGS=aot_graphs,post_grad_graphs,output_code log
// of torch 2.15 (tests/corpus/inductor/gen.py's mlp: Linear → relu → ×2 → Linear → gelu → sum, trained one step).
#include <catch2/catch.hpp>
#include <fstream>
#include <iterator>

#include "features/hover.h"
#include "features/kernels.h"
#include "features/navigation.h"
#include "fixtures.h"

namespace {

std::string readCorpus(const std::string& rel) {
  std::ifstream in(std::string(FXLENS_CORPUS_DIR) + "/" + rel, std::ios::binary);
  REQUIRE(in);
  return std::string((std::istreambuf_iterator<char>(in)), {});
}

std::string linkFor(int doc, uint32_t line0) { return "doc" + std::to_string(doc) + "#L" + std::to_string(line0 + 1); }

bool has(const std::string& md, std::string_view part) { return md.find(part) != std::string::npos; }

// Byte offset of the `n`th (0-based) occurrence of `what` in `text`.
uint32_t nth(const std::string& text, std::string_view what, int n = 0) {
  size_t at = text.find(what);
  while (n-- > 0 && at != std::string::npos) at = text.find(what, at + 1);
  REQUIRE(at != std::string::npos);
  return static_cast<uint32_t>(at);
}

uint32_t lineOf(const std::string& text, uint32_t at) {
  return static_cast<uint32_t>(std::count(text.begin(), text.begin() + at, '\n'));
}

}  // namespace

TEST_CASE("kernels: hover on a fused kernel's call lists the post-grad nodes it computes with links", "[kernels]") {
  const std::string text = readCorpus("inductor/2.15.0/mlp/torch_logs.txt");
  const fxl::Snapshot snap(fx::analyze({{"torch_logs.txt", text}}));
  const uint32_t call = nth(text, "        cpp_fused_gelu_sum_1(buf2, buf3)") + 8;  // the call in `call()`
  auto h = fxl::hover(snap, 0, call + 3, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(h->range.begin == call);
  CHECK(h->range.end == call + 20);
  CHECK(h->markdown.rfind("**cpp\\_fused\\_gelu\\_sum\\_1** · kernel (`cpp_pybinding`) · `0_forward` · [0/0]", 0) == 0);
  CHECK(has(h->markdown, "computes 6 nodes of `torch_logs.txt#3` (forward, AFTER POST GRAD)"));
  for (const char* node : {"mul_1", "mul_2", "erf", "add", "mul_3", "sum_1"}) CHECK(has(h->markdown, "[`" + std::string(node) + "`](doc0#L"));
  CHECK(has(h->markdown, "from the buffers `call()` passes"));
  CHECK(has(h->markdown, "in the AOT graph `torch_logs.txt#1` (forward), 6 of them by name: [`mul_1`](doc0#L"));
  CHECK(has(h->markdown, "called at [torch_logs.txt:" + std::to_string(lineOf(text, call) + 1) + "]"));
  // The definition's name says the same.
  const uint32_t def = nth(text, "] cpp_fused_gelu_sum_1 = async_compile") + 2;
  auto d = fxl::hover(snap, 0, def + 1, linkFor);
  REQUIRE(d);
  CHECK(has(d->markdown, "computes 6 nodes"));
}

TEST_CASE("kernels: go to definition from a call reaches the kernel and from the kernel the nodes", "[kernels]") {
  const std::string text = readCorpus("inductor/2.15.0/mlp/torch_logs.txt");
  const fxl::Snapshot snap(fx::analyze({{"torch_logs.txt", text}}));
  const uint32_t call = nth(text, "        cpp_fused_mul_relu_threshold_backward_0(") + 8;
  const uint32_t def = nth(text, "] cpp_fused_mul_relu_threshold_backward_0 = async_compile") + 2;
  auto toDef = fxl::definition(snap, 0, call + 1);
  REQUIRE(toDef.size() == 1);
  CHECK(toDef[0].range.begin == def);
  auto toNodes = fxl::definition(snap, 0, def + 1);
  REQUIRE(toNodes.size() == 3);  // relu, mul, le
  for (const fxl::Target& t : toNodes) {
    const std::string name = text.substr(t.range.begin, t.range.end - t.range.begin);
    CHECK((name == "relu" || name == "mul" || name == "le"));
    CHECK(t.range.begin > nth(text, "AFTER POST GRAD"));  // in the post-grad graph, not the AOT forward
  }
}

TEST_CASE("kernels: a node's hover names the kernel that computes it in the post-grad graph and in the AOT graph", "[kernels]") {
  const std::string text = readCorpus("inductor/2.15.0/mlp/torch_logs.txt");
  const fxl::Snapshot snap(fx::analyze({{"torch_logs.txt", text}}));
  // `erf: "f32[4, 8][8, 1]cpu" = ...` in the post-grad forward (after the first AFTER POST GRAD header).
  const uint32_t postGrad = nth(text, "AFTER POST GRAD");
  const uint32_t erf = static_cast<uint32_t>(text.find("] [__post_grad_graphs]         erf: ", postGrad)) + 32;
  auto h = fxl::hover(snap, 0, erf + 1, linkFor);
  REQUIRE(h);
  INFO(h->markdown);
  CHECK(has(h->markdown, "computed by `cpp_fused_gelu_sum_1` ([torch_logs.txt:"));
  const uint32_t aotErf = static_cast<uint32_t>(text.find("] [__aot_graphs]         erf: ")) + 27;
  auto a = fxl::hover(snap, 0, aotErf + 1, linkFor);  // the AOT forward's erf: the same value, by name
  REQUIRE(a);
  CHECK(has(a->markdown, "computed by `cpp_fused_gelu_sum_1` ([torch_logs.txt:"));
  // A node no kernel computes (the forward's `permute` of a weight: a reinterpret_tensor in the code) says nothing.
  const uint32_t permute = static_cast<uint32_t>(text.find("] [__post_grad_graphs]         permute: ", postGrad)) + 32;
  auto p = fxl::hover(snap, 0, permute + 1, linkFor);
  REQUIRE(p);
  CHECK_FALSE(has(p->markdown, "computed by"));
}

TEST_CASE("kernels: a lens over each call says what it fuses and which saved tensors it reads", "[kernels]") {
  const std::string text = readCorpus("inductor/2.15.0/mlp/torch_logs.txt");
  const fxl::Snapshot snap(fx::analyze({{"torch_logs.txt", text}}));
  std::vector<std::string> titles;
  for (const fxl::CodeLens& l : fxl::codeLenses(snap, 0))
    if (l.title.rfind("fuses ", 0) == 0 || l.title.rfind("runs ", 0) == 0) titles.push_back(l.title);
  // The forward's four calls, then the backward's six; the graphs' own lenses are the others.
  REQUIRE(titles.size() == 10);
  CHECK(titles[0] == "runs addmm");
  CHECK(titles[1] == "fuses 3 nodes");
  CHECK(titles[3] == "fuses 6 nodes");
  // cpp_fused_mul_sum_threshold_backward_1(buf4, buf0, le, buf3): `le` is saved by the forward.
  CHECK(titles[7] == "fuses 4 nodes · reads 1 saved tensor");
  // extern_kernels.mm(reinterpret_tensor(buf0, ...), mul, out=buf2): `mul` is saved.
  CHECK(titles[6] == "runs mm_1 · reads 1 saved tensor");
}
