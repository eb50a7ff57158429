// fx::detectPrintout: real torch 2.x printouts of every kind are printouts (the forms the VS Code extension's old
// regex detector missed first), ordinary PyTorch source, text, empty and binary files are not, and "almost" is kept
// for texts with FX markers the engine reads no graph in.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "corpus.h"
#include "fx/detect.h"

namespace {

using fx::Verdict;
using testsupport::corpusPath;
using testsupport::readText;

fx::Detection detectFile(const std::string& rel) {
  INFO(rel);
  const std::string path = corpusPath(rel);
  REQUIRE(testsupport::exists(path));
  return fx::detectPrintout(readText(path), path);
}

// Top-level graphs the engine finds in the whole text.
int engineGraphs(const std::string& text) {
  auto p = fx::parseFile({"t.txt", text});
  int n = 0;
  for (const auto& g : p->result.graphs) n += g.parent < 0;
  return n;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("detect: depyf dumps that start with `from __future__ import annotations`", "[detect]") {
  for (const char* f : {"torch2x/depyf_2025oct_fn3_dynamic.fwd.txt", "torch2x/depyf_2025oct_fn3_dynamic.bwd.txt",
                        "torch2x/depyf_2024nov_resume_dyn_fn11.fwd.txt", "torch2x/depyf_2023nov_fn0_graphbreak.bwd.txt",
                        "torch2x/ltc2023_bart_causallm_cuda_fn8.dynamo.txt"}) {
    INFO(f);
    REQUIRE(readText(corpusPath(f)).rfind("from __future__ import annotations", 0) == 0);
    fx::Detection d = detectFile(f);
    CHECK(d.verdict == Verdict::Printout);
    CHECK(d.graphs == 1);
  }
}

TEST_CASE("detect: joint graphs named inner_f, and class <lambda>", "[detect]") {
  fx::Detection j = detectFile("torch2x/depyf_2025oct_fn3_dynamic.joint.txt");
  CHECK(j.verdict == Verdict::Printout);
  CHECK(contains(j.reason, "(inner_f)"));
  CHECK(contains(j.reason, "line 4"));
  fx::Detection l = detectFile("torch2x/pt_graph_dedup_input_mutation.inference.txt");
  CHECK(l.verdict == Verdict::Printout);
  CHECK(contains(l.reason, "<lambda>"));
}

TEST_CASE("detect: the minifier's `class Repro`, and str(graph) behind any log prefix", "[detect]") {
  const std::string repro = "import torch\nfrom torch import tensor, device\nimport torch.fx as fx\n\n"
                            "class Repro(torch.nn.Module):\n    def __init__(self):\n        super().__init__()\n\n"
                            "    def forward(self, primals_1, primals_2):\n"
                            "        mm = torch.ops.aten.mm.default(primals_2, primals_1)\n"
                            "        relu = torch.ops.aten.relu.default(mm);  mm = None\n        return [relu]\n\n"
                            "mod = Repro()\n";
  fx::Detection r = fx::detectPrintout(repro, "repro.py");
  CHECK(r.verdict == Verdict::Printout);
  CHECK(r.graphs == 1);
  // TorchAir's log line; a printout once the segmenter reads graphs behind any prefix, "almost" until then: never
  // silently "no".
  const std::string torchair =
      "[INFO] TORCHAIR(1632429,python):2025-11-07-10:11:12.123.456 [npu_fx_compiler.py:454]1632429   graph: graph():\n"
      "    %arg0_1 : [num_users=1] = placeholder[target=arg0_1]\n"
      "    %sin : [num_users=1] = call_function[target=torch.ops.aten.sin.default](args = (%arg0_1,), kwargs = {})\n"
      "    return (sin,)\n";
  CHECK(fx::detectPrintout(torchair, "npu.log").verdict != Verdict::No);
}

TEST_CASE("detect: a `def forward(` whose signature spans lines", "[detect]") {
  const std::string text = "class GraphModule(torch.nn.Module):\n    def forward(\n        self,\n"
                           "        primals_1: \"f32[4]\",\n        primals_2: \"f32[4]\",\n    ):\n"
                           "        mul: \"f32[4]\" = torch.ops.aten.mul.Tensor(primals_1, primals_2)\n"
                           "        return (mul, primals_1)\n";
  fx::Detection d = fx::detectPrintout(text, "dump.txt");
  CHECK(d.verdict == Verdict::Printout);
  CHECK(d.graphs == 1);
  // The real one: tlparse's TORCH_TRACE records, fwd and bwd signatures over several lines, TAB-indented payloads.
  fx::Detection t = detectFile("torch2x/tlparse_provenance_jit_2025aug.rawtrace.txt");
  CHECK(t.verdict == Verdict::Printout);
  CHECK(t.graphs == 4);
}

TEST_CASE("detect: glog logs, str(graph) and print_tabular", "[detect]") {
  fx::Detection log = detectFile("torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt");
  CHECK(log.verdict == Verdict::Printout);
  CHECK(log.graphs == 3);  // the Dynamo graph, the forward and the backward
  fx::Detection str = detectFile("torch2x/unk_strgraph_gmcode_bwd_recompute.txt");
  CHECK(str.verdict == Verdict::Printout);
  CHECK(contains(str.reason, "str(graph) form"));
  fx::Detection old = detectFile("torch2x/old1x_colossalai_linear_joint_strgraph.txt");
  CHECK(old.verdict == Verdict::Printout);
  fx::Detection tab = detectFile("torch2x/blog2026_print_tabular_aot_fwdbwd.txt");
  CHECK(tab.verdict == Verdict::Printout);
  CHECK(tab.graphs == 2);
  CHECK(contains(tab.reason, "print_tabular form"));
}

TEST_CASE("detect: every printout of the corpus is one, and never counts more graphs than the engine finds",
          "[detect]") {
  namespace fs = std::filesystem;
  int files = 0;
  for (const char* dir : {"torch2x", "torch113/mlp_nll/aot_default", "torch113/cnn/make_fx"}) {
    for (const auto& e : fs::directory_iterator(corpusPath(dir))) {
      if (e.path().extension() != ".txt") continue;
      INFO(e.path().string());
      const std::string text = readText(e.path().string());
      fx::Detection d = fx::detectPrintout(text, e.path().string());
      CHECK(d.verdict == Verdict::Printout);
      CHECK(d.graphs >= 1);
      CHECK(d.graphs <= engineGraphs(text));
      ++files;
    }
  }
  CHECK(files > 60);
}

TEST_CASE("detect: ordinary PyTorch source is not a printout, even one that mentions FX", "[detect]") {
  fx::Detection extra = detectFile("torch113_extra/extra.py");  // the script that made part of the corpus
  CHECK(extra.verdict == Verdict::No);
  CHECK(contains(extra.reason, "ordinary PyTorch source"));
  const std::string net = "import torch\nfrom torch import nn\n\nclass Net(nn.Module):\n    def __init__(self):\n"
                          "        super().__init__()\n        self.fc = nn.Linear(4, 4)\n\n"
                          "    def forward(self, x):\n        y = self.fc(x)\n        return torch.relu(y)\n";
  fx::Detection d = fx::detectPrintout(net, "/src/net.py");
  CHECK(d.verdict == Verdict::No);
  CHECK(d.graphs == 0);
  // An FX pass: markers in ordinary source give no "almost" (no hint on every pass file opened).
  fx::Detection pass = detectFile("torch113/gen.py");
  CHECK(pass.verdict == Verdict::No);
  CHECK(contains(pass.reason, "it mentions `torch.ops.aten.`"));
}

TEST_CASE("detect: plain text, empty and binary files", "[detect]") {
  fx::Detection text = fx::detectPrintout("Meeting notes\nthe graph was slow on forward\n", "notes.txt");
  CHECK(text.verdict == Verdict::No);
  CHECK(text.reason == "no graph and no FX marker in 2 lines");
  fx::Detection empty = fx::detectPrintout("", "empty.txt");
  CHECK(empty.verdict == Verdict::No);
  CHECK(empty.reason == "empty");
  std::string junk;
  for (uint32_t x = 12345, i = 0; i < 4096; ++i) junk.push_back(static_cast<char>((x = x * 1103515245 + 12345) >> 16));
  junk[100] = '\0';
  fx::Detection bin = fx::detectPrintout(junk, "blob.bin");
  CHECK(bin.verdict == Verdict::No);
  CHECK(bin.reason == "binary data: NUL byte at offset " + std::to_string(junk.find('\0')));
}

TEST_CASE("detect: almost — FX markers but no graph the engine reads", "[detect]") {
  // A log cut right after the graph's header: the markers are there, the graph is not.
  const std::string cut =
      "I0121 00:08:39.321000 2403842 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs] TRACED GRAPH\n"
      "I0121 00:08:39.321000 2403842 torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]  ===== Forward graph 0 =====\n";
  fx::Detection d = fx::detectPrintout(cut, "run.log");
  CHECK(d.verdict == Verdict::Almost);
  CHECK(d.graphs == 0);
  REQUIRE(d.seen.size() == 3);
  CHECK(d.seen[0] == "`===== ... graph` (line 2)");
  CHECK(d.seen[1] == "`[__aot_graphs]` (line 1)");
  CHECK(d.seen[2] == "`TRACED GRAPH` (line 1)");
  CHECK(contains(d.reason, "no graph the engine can read in 2 lines"));
  // `graph` must come after the `=====` (the log tag before it does not count).
  fx::Detection tag = fx::detectPrintout(
      "V0121 00:08:38.912000 2403842 output_graph.py:1983] [0/0] [__graph_code] TRACED GRAPH\n"
      "V0121 00:08:38.912000 2403842 output_graph.py:1983] [0/0] [__graph_code]  ===== __compiled_fn_1 =====\n",
      "run.log");
  CHECK(tag.verdict == Verdict::Almost);
  CHECK(tag.seen == std::vector<std::string>{"`[__graph_code]` (line 1)", "`TRACED GRAPH` (line 1)"});
  fx::Detection prose = fx::detectPrintout("Why is tangents_1 unused here?\n  mm = torch.ops.aten.mm.default(a, b)\n", "q.txt");
  CHECK(prose.verdict == Verdict::Almost);
}

TEST_CASE("detect: a dump file name is supporting evidence only", "[detect]") {
  // gm.code of a graph with nothing FX-specific printed: the name decides.
  const std::string bare = "def forward(self, x):\n    y = self.fc(x)\n    return y\n";
  CHECK(fx::detectPrintout(bare, "/d/__compiled_fn_1 Forward graph 0.py").verdict == Verdict::Printout);
  CHECK(fx::detectPrintout(bare, "/d/__compiled_fn_3.Backward_graph.0.py").verdict == Verdict::Printout);
  CHECK(fx::detectPrintout(bare, "/d/x.fxgraph").verdict == Verdict::Printout);
  CHECK(fx::detectPrintout(bare, "C:\\dumps\\__compiled_fn_1 Forward graph 0.py").verdict == Verdict::Printout);
  CHECK(fx::detectPrintout(bare, "/d/model_forward.py").verdict == Verdict::No);  // a loose name is not enough
  CHECK(fx::detectPrintout(bare, "/d/model.py").verdict == Verdict::No);
  // No graph: the name alone never makes a printout.
  CHECK(fx::detectPrintout("nothing here\n", "/d/aot_forward_graph_1.txt").verdict == Verdict::No);
  // FX's `;  x = None` trailers tell symbolic_trace's gm.code from source without a dump name.
  const std::string traced = "def forward(self, x):\n    fc = self.fc(x);  x = None\n    relu = torch.relu(fc);  fc = None\n"
                             "    return relu\n";
  CHECK(fx::detectPrintout(traced, "/d/model.py").verdict == Verdict::Printout);
}

TEST_CASE("detect: only the head of a big text is read", "[detect]") {
  const std::string graph = readText(corpusPath("torch2x/depyf_2025oct_fn3_dynamic.fwd.txt"));
  REQUIRE(fx::detectPrintout(graph, "big.log").verdict == Verdict::Printout);
  const std::string filler(1024, 'x');
  std::string tail = graph;
  for (int i = 0; i < 400; ++i) tail += "# " + filler + "\n";  // 400 KiB after the graph
  fx::Detection first = fx::detectPrintout(tail, "big.log");
  CHECK(first.verdict == Verdict::Printout);
  CHECK(contains(first.reason, "in the first 256 KiB"));
  std::string late;
  for (int i = 0; i < 400; ++i) late += "# " + filler + "\n";
  late += graph;  // the graph starts after the head
  fx::Detection d = fx::detectPrintout(late, "big.log");
  CHECK(d.verdict == Verdict::No);
  CHECK(d.reason == "no graph and no FX marker in the first 256 KiB");
}

TEST_CASE("detect: the head is cut at a line end", "[detect]") {
  CHECK(fx::detectionHead("abc\ndef\n", 100) == "abc\ndef\n");
  CHECK(fx::detectionHead("abc\ndef\nghi", 9) == "abc\ndef\n");
  CHECK(fx::detectionHead("abc\ndef\nghi", 8) == "abc\ndef\n");
  CHECK(fx::detectionHead("abc\ndef\nghi", 7) == "abc\n");
  CHECK(fx::detectionHead("abcdefgh", 4) == "abcd");  // one line longer than the limit: its start
  CHECK(fx::toString(Verdict::Printout) == std::string("printout"));
  CHECK(fx::toString(Verdict::Almost) == std::string("almost"));
  CHECK(fx::toString(Verdict::No) == std::string("no"));
}
