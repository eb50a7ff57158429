// Pairing when signatures cannot tell compiles apart: file names (depyf, TORCH_COMPILE_DEBUG, corpus forms),
// compile ids in logs, and a folder holding every print form of the same graphs.
#include <catch2/catch.hpp>
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "corpus.h"

using namespace testsupport;

namespace {

const std::string kDir = "torch113/mlp_nll/aot_mincut/";

std::map<std::string, std::string> pairsByPath(const fx::Analysis& a) {
  std::map<std::string, std::string> r;
  for (const auto& p : a.pairs)
    if (p.forward >= 0 && p.backward >= 0)
      r[a.docs[a.graphs[p.forward].doc].path] = a.docs[a.graphs[p.backward].doc].path;
  return r;
}

}  // namespace

TEST_CASE("pairing: identical compiles are told apart by depyf / debug-dump file names", "[pairing]") {
  std::string fwd = readText(corpusPath(kDir + "fwd.code.txt"));
  std::string bwd = readText(corpusPath(kDir + "bwd.code.txt"));
  for (auto [f1, b1, f2, b2] : std::vector<std::array<std::string, 4>>{
           {"d/__compiled_fn_1 Forward graph 0.py", "d/__compiled_fn_1 Backward graph 0.py",
            "d/__compiled_fn_2 Forward graph 0.py", "d/__compiled_fn_2 Backward graph 0.py"},
           {"d/aot_forward_graph_1.txt", "d/aot_backward_graph_1.txt", "d/aot_forward_graph_2.txt",
            "d/aot_backward_graph_2.txt"},
           {"d/__compiled_fn_3.Forward_graph.0.py", "d/__compiled_fn_3.Backward_graph.0.py",
            "d/__compiled_fn_4.Forward_graph.0.py", "d/__compiled_fn_4.Backward_graph.0.py"}}) {
    // Given in an order that a naive "first fit" would get wrong.
    fx::Analysis a = fx::analyze({{f2, fwd}, {b1, bwd}, {f1, fwd}, {b2, bwd}});
    auto pairs = pairsByPath(a);
    INFO(f1);
    REQUIRE(pairs.size() == 2);
    CHECK(pairs[f1] == b1);
    CHECK(pairs[f2] == b2);
    for (const auto& g : a.graphs) CHECK((g.role == fx::Role::Forward || g.role == fx::Role::Backward));
  }
}

TEST_CASE("pairing: a log with two identical compiles pairs by compile id", "[pairing]") {
  std::string fwd = readText(corpusPath(kDir + "fwd.readable.txt"));
  std::string bwd = readText(corpusPath(kDir + "bwd.readable.txt"));
  auto prefixed = [](const std::string& text, const std::string& id) {
    std::string out, line;
    for (char c : text) {
      if (c == '\n') {
        out += "I0101 00:00:00.000000 1 graph_compile.py:1] [" + id + "] [__aot_graphs] " + line + "\n";
        line.clear();
      } else {
        line += c;
      }
    }
    return out;
  };
  std::string log = prefixed(" ===== Forward graph 0 =====\n" + fwd, "0/0") + prefixed(" ===== Forward graph 1 =====\n" + fwd, "1/0") +
                    "unrelated line\n" + prefixed(" ===== Backward graph 1 =====\n" + bwd, "1/0") +
                    prefixed(" ===== Backward graph 0 =====\n" + bwd, "0/0");
  fx::Analysis a = fx::analyze({{"run.log", log}});
  REQUIRE(a.graphs.size() == 4);
  REQUIRE(a.pairs.size() == 2);
  for (const auto& p : a.pairs) {
    INFO(a.graphs[p.forward].header << " / " << a.graphs[p.backward].header);
    CHECK(a.graphs[p.forward].compileId == a.graphs[p.backward].compileId);
    CHECK(a.graphs[p.forward].graphNumber == a.graphs[p.backward].graphNumber);
  }
}

TEST_CASE("pairing: a folder with every print form pairs each form with its own", "[pairing]") {
  std::vector<fx::SourceFile> files;
  for (std::string part : {"fwd", "bwd", "joint"})
    for (std::string form : {"code", "readable", "graph", "tabular"}) {
      std::string p = corpusPath(kDir + part + "." + form + ".txt");
      files.push_back({p, readText(p)});
    }
  fx::Analysis a = fx::analyze(std::move(files));
  REQUIRE(a.pairs.size() == 4);
  for (const auto& p : a.pairs) {
    REQUIRE(p.joint >= 0);
    std::string f = a.docs[a.graphs[p.forward].doc].path, b = a.docs[a.graphs[p.backward].doc].path,
                j = a.docs[a.graphs[p.joint].doc].path;
    auto form = [](const std::string& path) { return path.substr(path.find('.', path.rfind('/'))); };
    CHECK(form(f) == form(b));
    CHECK(form(f) == form(j));
  }
}

TEST_CASE("pairing: many identical compiles in one log, with and without compile ids", "[pairing]") {
  std::string fwd = readText(corpusPath(kDir + "fwd.readable.txt"));
  std::string bwd = readText(corpusPath(kDir + "bwd.readable.txt"));
  std::string joint = readText(corpusPath(kDir + "joint.readable.txt"));
  for (bool ids : {true, false}) {
    std::string log;
    const int n = 30;
    // Forwards in order, backwards in reverse order (as lazy backward compiles often are), joints in between.
    for (int i = 0; i < n; ++i) {
      std::string pre = ids ? "I0101 00:00:00.000000 1 x.py:1] [" + std::to_string(i) + "/0] [__aot_graphs] " : "";
      log += pre + " ===== Joint graph " + std::to_string(i) + " =====\n" + joint;
      log += pre + " ===== Forward graph " + std::to_string(i) + " =====\n" + fwd;
    }
    for (int i = n - 1; i >= 0; --i) {
      std::string pre = ids ? "I0101 00:00:00.000000 1 x.py:1] [" + std::to_string(i) + "/0] [__aot_graphs] " : "";
      log += pre + " ===== Backward graph " + std::to_string(i) + " =====\n" + bwd;
    }
    fx::Analysis a = fx::analyze({{"run.log", log}});
    INFO((ids ? "with" : "without") << " compile ids");
    REQUIRE(a.graphs.size() == 3 * n);
    REQUIRE(a.pairs.size() == static_cast<size_t>(n));
    for (const auto& p : a.pairs) {
      REQUIRE(p.joint >= 0);
      CHECK(a.graphs[p.forward].graphNumber == a.graphs[p.backward].graphNumber);
      CHECK(a.graphs[p.forward].graphNumber == a.graphs[p.joint].graphNumber);
      if (ids) CHECK(a.graphs[p.forward].compileId == a.graphs[p.backward].compileId);
    }
  }
}

TEST_CASE("pairing: a backward that saves nothing goes to the forward whose arity fits", "[pairing]") {
  // The shape of timm's loss scaling compile in learn_torch.compile (`pred / 1000.0`): its backward saves nothing,
  // so every forward "returns its saved inputs"; with neutral file names only the arities tell: one gradient per
  // forward input, one tangent per forward output. The mlp's compile is given first, as a trap.
  std::string fwd = readText(corpusPath(kDir + "fwd.code.txt"));
  std::string bwd = readText(corpusPath(kDir + "bwd.code.txt"));
  const std::string scaleFwd = "def forward(self, primals_1: \"f32[]\"):\n"
                               "    div: \"f32[]\" = torch.ops.aten.div.Tensor(primals_1, 1000.0);  primals_1 = None\n"
                               "    return [div]\n";
  const std::string scaleBwd = "def forward(self, tangents_1: \"f32[]\"):\n"
                               "    div_1: \"f32[]\" = torch.ops.aten.div.Tensor(tangents_1, 1000.0);  tangents_1 = None\n"
                               "    return [div_1]\n";
  fx::Analysis a = fx::analyze({{"g1.txt", fwd}, {"g2.txt", scaleBwd}, {"g3.txt", bwd}, {"g4.txt", scaleFwd}});
  auto pairs = pairsByPath(a);
  REQUIRE(pairs.size() == 2);
  CHECK(pairs["g4.txt"] == "g2.txt");
  CHECK(pairs["g1.txt"] == "g3.txt");
}

TEST_CASE("pairing: identical compiles in tlparse's per-compile folders pair within their folder", "[pairing]") {
  // tlparse numbers its files with one counter across compiles, so the names do not match; the folder (the compile
  // id) does.
  std::string fwd = readText(corpusPath(kDir + "fwd.code.txt"));
  std::string bwd = readText(corpusPath(kDir + "bwd.code.txt"));
  const std::string f0 = "out/-_0_0_0/aot_forward_graph_3.txt", b0 = "out/-_0_0_0/aot_backward_graph_4.txt";
  const std::string f1 = "out/-_1_0_0/aot_forward_graph_8.txt", b1 = "out/-_1_0_0/aot_backward_graph_9.txt";
  fx::Analysis a = fx::analyze({{f1, fwd}, {b0, bwd}, {f0, fwd}, {b1, bwd}});
  auto pairs = pairsByPath(a);
  REQUIRE(pairs.size() == 2);
  CHECK(pairs[f0] == b0);
  CHECK(pairs[f1] == b1);
}

TEST_CASE("pairing: a partitioner's saved_output log line is evidence for the pair and for a forward alone", "[pairing]") {
  // tests/corpus/magi: MagiCompiler logs `MagiCompiler: saved_output = OrderedSet([...])` per submodule.
  const std::string run = "magi/magi_depyf/run_20261204_080000/model_0_TwoBlockModel_rank_0/";
  const std::string fwd = run + "timeline_events/files/0003_subgraph_0_before_postcleanuppass/submod_0/before_postcleanuppass_graph.txt";
  const std::string bwd = run + "timeline_events/files/0009_subgraph_0_before_postcleanuppass/submod_0/before_postcleanuppass_graph.txt";
  const std::string log = run + "run.log";
  fx::Analysis a = fx::analyze({{fwd, readText(corpusPath(fwd))}, {bwd, readText(corpusPath(bwd))},
                                {log, readText(corpusPath(log))}});
  REQUIRE(a.savedOutputs.size() == 2);
  REQUIRE(a.pairs.size() == 1);
  CHECK(a.pairs[0].how.find("+saved_output") != std::string::npos);
  CHECK(std::none_of(a.diagnostics.begin(), a.diagnostics.end(), [](const auto& d) { return d.code == "no-graph"; }));

  // The forward alone: its saved outputs are the ones the log names.
  fx::Analysis alone = fx::analyze({{fwd, readText(corpusPath(fwd))}, {log, readText(corpusPath(log))}});
  const fx::Graph& f = alone.graphs[0];
  for (const auto& name : alone.savedOutputs[0].names) {
    INFO(name);
    REQUIRE(f.find(name) >= 0);
    CHECK(f.nodes[f.find(name)].category == (f.nodes[f.find(name)].op == fx::OpKind::Placeholder
                                                 ? fx::Category::Input : fx::Category::SaveTensor));
  }
}

TEST_CASE("pairing: a file repeating one compile many times, with nothing telling them apart, pairs each backward "
          "with the forward printed before it", "[pairing]") {
  const std::string fwd = readText(corpusPath(kDir + "fwd.code.txt"));
  const std::string bwd = readText(corpusPath(kDir + "bwd.code.txt"));
  // Identical copies fall into one class of graphs; copies whose inner names differ (`addmm_1` renamed per copy, not
  // saved) into one class each, found through the saved-input signature index.
  for (bool distinct : {false, true}) {
    std::string text;
    const int copies = 300;
    for (int i = 0; i < copies; ++i) {
      std::string f = fwd;
      if (distinct)
        for (size_t at = f.find("addmm_1"); at != std::string::npos; at = f.find("addmm_1", at + 1))
          f.replace(at, 7, "addmm_1" + std::string("_c") + std::to_string(i));
      text += f + bwd;
    }
    fx::Analysis a = fx::analyze({{"repeated.txt", text}});
    INFO("distinct inner names: " << distinct);
    REQUIRE(a.graphs.size() == 2 * copies);
    REQUIRE(a.pairs.size() == static_cast<size_t>(copies));
    for (const auto& p : a.pairs) {
      REQUIRE(p.forward >= 0);
      CHECK(p.backward == p.forward + 1);
    }
  }
}

namespace {

// The same model's printouts at another batch size: every `[5, ...]` / `[5]` shape with 7 rows.
std::string atBatch7(std::string s) {
  for (const std::string from : {"[5, ", "[5]"}) {
    const std::string to = from == "[5]" ? "[7]" : "[7, ";
    for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  }
  return s;
}

}  // namespace

TEST_CASE("pairing: two compiles of one model at two input sizes pair by the saved inputs' shapes, in any order",
          "[pairing]") {
  const std::string fwd5 = readText(corpusPath("torch2gen/2.15.0/mlp/gm/fwd.readable.txt"));
  const std::string bwd5 = readText(corpusPath("torch2gen/2.15.0/mlp/gm/bwd.readable.txt"));
  const std::string fwd7 = atBatch7(fwd5), bwd7 = atBatch7(bwd5);
  REQUIRE(fwd7 != fwd5);
  REQUIRE(bwd7 != bwd5);
  SECTION("file names say nothing: every order of the four files") {
    std::vector<std::pair<std::string, std::string>> files = {
        {"d/m1.txt", fwd5}, {"d/m2.txt", bwd7}, {"d/m3.txt", fwd7}, {"d/m4.txt", bwd5}};
    std::sort(files.begin(), files.end());
    int orders = 0;
    do {
      std::vector<fx::SourceFile> in;
      for (const auto& [path, text] : files) in.push_back({path, text});
      const fx::Analysis a = fx::analyze(std::move(in));
      const auto pairs = pairsByPath(a);
      INFO("order " << orders);
      CHECK(pairs == std::map<std::string, std::string>{{"d/m1.txt", "d/m4.txt"}, {"d/m3.txt", "d/m2.txt"}});
      for (const auto& p : a.pairs) CHECK(p.how.find("+types") != std::string::npos);
      for (const auto& d : a.diagnostics) CHECK(d.code != "saved-type-mismatch");
      ++orders;
    } while (std::next_permutation(files.begin(), files.end()));
    CHECK(orders == 24);
  }
  SECTION("types outweigh file names: each folder holds one size's forward and the other size's backward") {
    const fx::Analysis a = fx::analyze({{"a/fwd.txt", fwd7}, {"a/bwd.txt", bwd5}, {"b/fwd.txt", fwd5}, {"b/bwd.txt", bwd7}});
    CHECK(pairsByPath(a) == std::map<std::string, std::string>{{"a/fwd.txt", "b/bwd.txt"}, {"b/fwd.txt", "a/bwd.txt"}});
  }
  SECTION("a forward left alone says why the backward that fits its names was not taken") {
    const fx::Analysis a = fx::analyze({{"a/fwd.txt", fwd7}, {"b/fwd.txt", fwd5}, {"a/bwd.txt", bwd5}});
    REQUIRE(pairsByPath(a) == std::map<std::string, std::string>{{"b/fwd.txt", "a/bwd.txt"}});
    const fx::Diagnostic* lone = nullptr;
    for (const auto& d : a.diagnostics)
      if (d.code == "no-partner") lone = &d;
    REQUIRE(lone);
    CHECK(a.docs[lone->doc].path == "a/fwd.txt");
    CHECK_THAT(lone->message, Catch::Contains("is f32[5, 8] where the forward's is f32[7, 8]") &&
                                  Catch::Contains("it is paired with `b/fwd.txt#1`, whose types agree"));
  }
}

TEST_CASE("a backward whose forward is missing ties its saved inputs to the joint it was partitioned from",
          "[pairing]") {
  const std::string dir = "torch2gen/2.15.0/";
  const std::string joint = readText(corpusPath(dir + "mlp/gm/joint.readable.txt"));
  const std::string bwd = readText(corpusPath(dir + "mlp/gm/bwd.readable.txt"));
  // Another model's joint and backward in the same folder must not take it.
  const std::string otherJoint = readText(corpusPath(dir + "transformer/gm/joint.readable.txt"));
  const std::string otherBwd = readText(corpusPath(dir + "transformer/gm/bwd.readable.txt"));
  for (bool others : {false, true}) {
    INFO("other model's graphs too: " << others);
    std::vector<fx::SourceFile> files = {{"d/bwd.txt", bwd}, {"d/joint.txt", joint}};
    if (others) files.insert(files.begin(), {{"d/t_joint.txt", otherJoint}, {"d/t_bwd.txt", otherBwd}});
    const fx::Analysis a = fx::analyze(std::move(files));
    const fx::Pair* pair = nullptr;
    for (const auto& p : a.pairs)
      if (p.backward >= 0 && a.docs[a.graphs[p.backward].doc].path == "d/bwd.txt") pair = &p;
    REQUIRE(pair);
    CHECK(pair->forward < 0);
    REQUIRE(pair->joint >= 0);
    CHECK(a.docs[a.graphs[pair->joint].doc].path == "d/joint.txt");
    CHECK(pair->how == "joint+backward");
    int saved = 0;
    for (const auto& as : a.associations) {
      if (as.backward.graph != pair->backward || as.kind != fx::AssocKind::Saved) continue;
      ++saved;
      CHECK(as.status == fx::AssocStatus::Matched);
      CHECK(as.forward.graph == pair->joint);
      CHECK(a.node(as.forward)->name == a.node(as.backward)->name);
    }
    CHECK(saved == 6);
    for (const auto& d : a.diagnostics) CHECK(d.code != "no-partner");
  }
}

TEST_CASE("real printouts of one model at two input sizes and of whole vs selective checkpointing, under neutral "
          "names in one folder, pair and join right in every order",
          "[pairing]") {
  // tests/corpus/torch2gen/gen.py, cases two_sizes (a conv net at 32x32 and 48x48) and checkpoint_vs_sac.
  for (const std::string model : {"two_sizes/side32|two_sizes/side48", "checkpoint_vs_sac/checkpoint|checkpoint_vs_sac/selective"}) {
    INFO(model);
    const std::string a = model.substr(0, model.find('|')), b = model.substr(model.find('|') + 1);
    std::vector<std::pair<std::string, std::string>> files;  // neutral name, text
    std::map<std::string, std::string> truth;                 // neutral name → which compile and graph
    // Named so that neither the names' order nor the order given puts each joint next to its own compile.
    const std::pair<std::string, std::string> named[] = {{a, "fwd"}, {a, "bwd"}, {b, "joint"},
                                                         {b, "fwd"}, {b, "bwd"}, {a, "joint"}};
    int n = 0;
    for (const auto& [variant, graph] : named) {
      const std::string name = "d/g" + std::to_string(n++) + ".txt";
      files.emplace_back(name, readText(corpusPath("torch2gen/2.15.0/" + variant + "/gm/" + graph + ".readable.txt")));
      truth[name] = variant + ":" + graph;
    }
    // Six files: every rotation and its reverse (12 orders).
    for (int order = 0; order < 12; ++order) {
      std::vector<fx::SourceFile> in;
      for (size_t k = 0; k < files.size(); ++k) {
        const auto& f = files[(k + order) % files.size()];
        in.push_back({f.first, f.second});
      }
      if (order >= 6) std::reverse(in.begin(), in.end());
      const fx::Analysis an = fx::analyze(std::move(in));
      INFO("order " << order);
      const auto at = [&](int g) { return g < 0 ? std::string("-") : truth.at(an.docs[an.graphs[g].doc].path); };
      std::set<std::string> pairs;
      for (const auto& p : an.pairs) pairs.insert(at(p.forward) + " " + at(p.backward) + " " + at(p.joint));
      CHECK(pairs == std::set<std::string>{a + ":fwd " + a + ":bwd " + a + ":joint", b + ":fwd " + b + ":bwd " + b + ":joint"});
      for (const auto& d : an.diagnostics) CHECK(d.code != "saved-type-mismatch");
    }
  }
}

TEST_CASE("pairing: a backward that fits everything does not take the only forward another backward fits",
          "[pairing]") {
  // m.bwd.txt saves nothing: it fits both forwards, and m.fwd.txt a little better (same file group). b2.txt
  // saves `relu`, which only m.fwd.txt returns. Taking the best score first gave m.fwd.txt to m.bwd.txt and left
  // b2.txt alone; the assignment with the larger total pairs each with its own.
  const std::string f1 = "def forward(self, primals_1):\n    sin = torch.ops.aten.sin.default(primals_1)\n    return [sin]\n";
  const std::string f2 = "def forward(self, primals_1):\n    relu = torch.ops.aten.relu.default(primals_1)\n"
                         "    return [relu, relu]\n";
  const std::string b1 = "def forward(self, tangents_1):\n    neg = torch.ops.aten.neg.default(tangents_1)\n"
                         "    return [neg]\n";
  const std::string b2 = "def forward(self, relu, tangents_1):\n"
                         "    threshold_backward = torch.ops.aten.threshold_backward.default(tangents_1, relu, 0)\n"
                         "    return [threshold_backward]\n";
  std::vector<std::pair<std::string, std::string>> files = {
      {"d/other.txt", f1}, {"d/m.fwd.txt", f2}, {"d/m.bwd.txt", b1}, {"d/b2.txt", b2}};
  std::sort(files.begin(), files.end());
  do {
    std::vector<fx::SourceFile> in;
    for (const auto& [p, t] : files) in.push_back({p, t});
    const fx::Analysis a = fx::analyze(std::move(in));
    CHECK(pairsByPath(a) == std::map<std::string, std::string>{{"d/m.fwd.txt", "d/b2.txt"}, {"d/other.txt", "d/m.bwd.txt"}});
  } while (std::next_permutation(files.begin(), files.end()));
}
