// The joint-graph renderer: DOT plan (seed 000's styles, clusters, ranks, legend), pairs with cross edges,
// focus/collapse on a big real joint (by source line, by blocks of consecutive nodes), escaping of hostile
// printouts, SVG rendered in-process by Graphviz and by the cancellable layout helper. Exact DOT: test_golden.cpp.
#include <graphviz/cgraph.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "corpus.h"
#include "fx/analysis.h"
#include "render/dot.h"
#include "render/plan_groups.h"
#include "render/graphviz.h"
#include "render/kernel_fills.h"
#include "render/render.h"
#include "render/svg.h"

using namespace testsupport;

namespace {

// A planned node's DOT id.
std::string nid(int graph, int node) { return "n" + std::to_string(graph) + "_" + std::to_string(node); }

fx::Analysis analyzeFiles(const std::vector<std::string>& rels) {
  std::vector<fx::SourceFile> files;
  for (const auto& r : rels) files.push_back({corpusPath(r), readText(corpusPath(r))});
  return fx::analyze(std::move(files));
}

size_t count(const std::string& hay, const std::string& needle) {
  size_t n = 0;
  for (size_t at = hay.find(needle); at != std::string::npos; at = hay.find(needle, at + needle.size())) ++n;
  return n;
}

// The DOT statement that defines node `id` (one line).
std::string nodeLine(const std::string& dot, const std::string& id) {
  size_t at = dot.find("\"" + id + "\" [id=");
  if (at == std::string::npos) return {};
  return dot.substr(at, dot.find('\n', at) - at);
}

int realNodes(const fxr::RenderPlan& p) {
  int n = 0;
  for (const auto& pn : p.nodes) n += pn.node.valid() ? 1 : 0;
  return n;
}
int summaryHides(const fxr::RenderPlan& p) {
  int n = 0;
  for (const auto& pn : p.nodes) n += pn.hides;
  return n;
}

bool parses(const std::string& dot) {
  Agraph_t* g = agmemread(dot.c_str());
  if (!g) return false;
  agclose(g);
  return true;
}

const std::string kMlp = "torch113/mlp_nll/aot_default/";
const std::string kBig = "torch113/big_transformer/aot_default/";

}  // namespace

TEST_CASE("default graph: the first joint, else the first pair, else the first graph; one rule for every caller") {
  // A log whose first graph is Dynamo's, then AOT's forward and backward: the pair is drawn, not the first graph.
  fx::Analysis log = analyzeFiles({"torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt"});
  REQUIRE(log.graphs.size() == 3);
  REQUIRE(log.pairs.size() == 1);
  CHECK(fxr::defaultGraph(log) == log.pairs[0].backward);
  CHECK(fxr::planDot(log, {}).graphs == std::vector<int>{log.pairs[0].forward, log.pairs[0].backward});
  // Among some graphs only (the editor: one document's): half of the pair brings the pair, else the first.
  CHECK(fxr::defaultGraph(log, std::vector<int>{0, log.pairs[0].forward}) == log.pairs[0].backward);
  CHECK(fxr::defaultGraph(log, std::vector<int>{0}) == 0);
  CHECK(fxr::defaultGraph(log, std::vector<int>{}) == -1);
  CHECK(fxr::defaultGraph(fx::Analysis{}) == -1);
  CHECK(fxr::planDot(fx::Analysis{}, {}).error == "no graph to render");

  // Forward, backward and joint: the joint.
  fx::Analysis all = analyzeFiles({kMlp + "fwd.code.txt", kMlp + "bwd.code.txt", kMlp + "joint.code.txt"});
  const int joint = fxr::defaultGraph(all);
  REQUIRE(joint >= 0);
  CHECK(all.graphs[joint].role == fx::Role::Joint);
  fxr::RenderOptions o;
  o.graph = joint;
  CHECK(fxr::planDot(all, o).dot == fxr::planDot(all, {}).dot);
  CHECK(fxr::graphWithId(all, all.graphs[1].id) == 1);
  CHECK(fxr::graphWithId(all, "nope#1") == -1);
}

TEST_CASE("joint: one styled node per graph node, clusters, ranks, legend") {
  fx::Analysis a = analyzeFiles({kMlp + "joint.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  REQUIRE(p.graphs.size() == 1);
  const fx::Graph& g = a.graphs[p.graphs[0]];
  REQUIRE(g.role == fx::Role::Joint);
  CHECK(p.hidden == 0);
  CHECK_FALSE(p.truncated);
  CHECK(realNodes(p) == static_cast<int>(g.nodes.size()));
  CHECK(p.nodes.size() == g.nodes.size() + 1);  // + the legend
  CHECK(p.dot.find("rankdir=\"BT\"") != std::string::npos);
  CHECK(p.dot.find("subgraph \"cluster_fwd\"") != std::string::npos);
  CHECK(p.dot.find("label=\"Forward Pass\"") != std::string::npos);
  CHECK(p.dot.find("subgraph \"cluster_bwd\"") != std::string::npos);
  CHECK(p.dot.find("label=\"Backward Pass\"") != std::string::npos);
  CHECK(p.dot.find("\"legend\" [id=\"legend\"") != std::string::npos);
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    std::string id = "n" + std::to_string(p.graphs[0]) + "_" + std::to_string(i);
    std::string line = nodeLine(p.dot, id);
    INFO(g.nodes[i].name << " " << line);
    REQUIRE_FALSE(line.empty());
    CHECK(count(p.dot, "\"" + id + "\" [id=") == 1);
    const auto& st = fxr::categoryStyle(g.nodes[i].category, false);
    CHECK(line.find("shape=\"" + std::string(st.shape) + "\"") != std::string::npos);
    CHECK(line.find("fillcolor=\"" + std::string(st.fill) + "\"") != std::string::npos);
    CHECK(line.find("color=\"" + std::string(st.border) + "\"") != std::string::npos);
    CHECK(line.find("label=\"" + std::string(g.nodes[i].name)) != std::string::npos);
  }
  // Seed 000's picture: save_tensor yellow hexagon with a red border, tangent cyan box, output at the top.
  auto idOf = [&](const char* name) { return nid(p.graphs[0], g.find(name)); };
  REQUIRE(g.find("relu") >= 0);
  CHECK(g.nodes[g.find("relu")].category == fx::Category::SaveTensor);
  CHECK(nodeLine(p.dot, idOf("relu")).find("shape=\"hexagon\", style=\"filled,bold\", fillcolor=\"#FFEB3B\", color=\"#D32F2F\"") !=
        std::string::npos);
  CHECK(nodeLine(p.dot, idOf("tangents_1")).find("shape=\"box\", style=\"filled,bold\", fillcolor=\"#B3E5FC\"") !=
        std::string::npos);
  CHECK(nodeLine(p.dot, idOf("mm")).find("shape=\"ellipse\", style=\"filled\", fillcolor=\"#FFF3E0\"") != std::string::npos);
  size_t minRank = p.dot.find("{ rank=\"min\";"), maxRank = p.dot.find("{ rank=\"max\";");
  REQUIRE(minRank != std::string::npos);
  REQUIRE(maxRank != std::string::npos);
  std::string minLine = p.dot.substr(minRank, p.dot.find('\n', minRank) - minRank);
  std::string maxLine = p.dot.substr(maxRank, p.dot.find('\n', maxRank) - maxRank);
  CHECK(minLine.find("\"" + idOf("tangents_1") + "\"") != std::string::npos);
  CHECK(minLine.find("\"" + idOf("relu") + "\"") != std::string::npos);
  CHECK(maxLine.find("\"" + idOf("output") + "\"") != std::string::npos);
  // Deterministic.
  CHECK(fxr::planDot(a, {}).dot == p.dot);
  CHECK(parses(p.dot));
}

TEST_CASE("joint: SVG rendered in-process, one node group per planned node") {
  fx::Analysis a = analyzeFiles({kMlp + "joint.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  std::string error;
  auto svg = fxr::renderDot(p.dot, "svg", error);
  INFO(error);
  REQUIRE(svg);
  CHECK((svg->rfind("<?xml", 0) == 0 || svg->rfind("<svg", 0) == 0));
  CHECK(svg->find("</svg>") != std::string::npos);
  CHECK(count(*svg, "class=\"node\"") == p.nodes.size());
  CHECK(count(*svg, "class=\"cluster\"") == 2);
  CHECK(svg->find("<script") == std::string::npos);
  for (const auto& pn : p.nodes) CHECK(svg->find("id=\"" + pn.id + "\"") != std::string::npos);
  // No cairo in the helper's Graphviz: PNG is the machine's own `dot`'s job (render.h), and the helper says so.
  CHECK_FALSE(fxr::renderDot(p.dot, "png", error));
  CHECK(error == "graphviz: fxlens-layout draws svg, not png (fxlens renders png with Graphviz's own `dot`)");
  CHECK(fxr::renderDot(p.dot, "dot", error) == p.dot);
  CHECK_FALSE(fxr::renderDot("digraph { a -> ", "svg", error));
  CHECK_FALSE(error.empty());
  CHECK_FALSE(fxr::renderDot(p.dot, "gif", error));
}

TEST_CASE("title: graphs named by their file name, never the document's folders") {
  // The editor analyzes documents by absolute path; the picture's title must not carry it.
  const std::string text = readText(corpusPath("torch113/mlp_nll/aot_default/joint.code.txt"));
  fx::Analysis a = fx::analyze({{"/home/someone/experiments/run 7/joint.code.txt", text}});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  CHECK(p.dot.find("(joint.code.txt#1)") != std::string::npos);
  CHECK(p.dot.find("/home") == std::string::npos);
  CHECK(p.dot.find("experiments") == std::string::npos);
}

TEST_CASE("dark palette") {
  fx::Analysis a = analyzeFiles({kMlp + "joint.code.txt"});
  fxr::RenderOptions o;
  o.dark = true;
  fxr::RenderPlan p = fxr::planDot(a, o);
  CHECK(p.dot.find("bgcolor=\"#1E1E1E\"") != std::string::npos);
  CHECK(p.dot.find(fxr::categoryStyle(fx::Category::SaveTensor, true).fill) != std::string::npos);
  CHECK(p.dot.find("#FFEB3B\", color") == std::string::npos);
}

TEST_CASE("pair without a joint: both clusters and dashed cross edges from the forward producers") {
  fx::Analysis a = analyzeFiles({kMlp + "fwd.code.txt", kMlp + "bwd.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  REQUIRE(p.graphs.size() == 2);
  int fwd = p.graphs[0], bwd = p.graphs[1];
  CHECK(a.graphs[fwd].role == fx::Role::Forward);
  CHECK(a.graphs[bwd].role == fx::Role::Backward);
  CHECK(realNodes(p) == static_cast<int>(a.graphs[fwd].nodes.size() + a.graphs[bwd].nodes.size()));
  CHECK(p.dot.find("label=\"Forward Pass\"") != std::string::npos);
  CHECK(p.dot.find("label=\"Backward Pass\"") != std::string::npos);
  size_t matched = 0;
  for (const auto& as : a.associations)
    if (as.status == fx::AssocStatus::Matched && as.forward.graph == fwd && as.backward.graph == bwd &&
        as.kind != fx::AssocKind::GradOutput) {
      ++matched;
      std::string edge = "\"n" + std::to_string(fwd) + "_" + std::to_string(as.forward.node) + "\" -> \"n" +
                         std::to_string(bwd) + "_" + std::to_string(as.backward.node) + "\" [class=\"cross\", style=\"dashed\"";
      INFO(edge);
      CHECK(p.dot.find(edge) != std::string::npos);
    }
  CHECK(matched >= 6);
  CHECK(count(p.dot, "class=\"cross\"") == matched);
  CHECK(p.dot.find("saves 6 tensors") != std::string::npos);
  std::string error;
  auto svg = fxr::renderDot(p.dot, "svg", error);
  INFO(error);
  REQUIRE(svg);
  CHECK(count(*svg, "class=\"node\"") == p.nodes.size());
}

TEST_CASE("saved tensors carry their byte size, the title the total") {
  // The forward printout with annotations: the saved outputs have known sizes.
  fx::Analysis a = analyzeFiles({kMlp + "fwd.readable.txt", kMlp + "bwd.readable.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  REQUIRE(p.graphs.size() == 2);
  const fx::Graph& f = a.graphs[p.graphs[0]];
  int sized = 0;
  for (int i = 0; i < static_cast<int>(f.nodes.size()); ++i)
    if ((f.nodes[i].category == fx::Category::SaveTensor || f.nodes[i].savedInput) && f.nodes[i].type.bytes()) {
      ++sized;
      std::string line = nodeLine(p.dot, "n" + std::to_string(p.graphs[0]) + "_" + std::to_string(i));
      INFO(line);
      CHECK((line.find(" KiB") != std::string::npos || line.find(" MiB") != std::string::npos ||
             line.find(" B\"") != std::string::npos || line.find(" B\\n") != std::string::npos));
    }
  if (sized > 0) {
    size_t title = p.dot.find("label=\"Forward/Backward");
    REQUIRE(title != std::string::npos);
    std::string t = p.dot.substr(title, p.dot.find('\n', title) - title);
    CHECK((t.find("KiB") != std::string::npos || t.find("MiB") != std::string::npos || t.find(" B ") != std::string::npos));
  }
}

TEST_CASE("big joint: collapse above the budget, never silently") {
  fx::Analysis a = analyzeFiles({kBig + "joint.code.txt"});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  const fx::Graph& g = a.graphs[p.graphs[0]];
  REQUIRE(g.nodes.size() > 300);
  CHECK(p.total == static_cast<int>(g.nodes.size()));
  CHECK(p.truncated);
  CHECK(p.hidden > 0);
  CHECK(realNodes(p) <= 300);
  CHECK(realNodes(p) + p.hidden == p.total);
  CHECK(summaryHides(p) == p.hidden);
  CHECK(p.dot.find("label=\"+") != std::string::npos);
  CHECK(parses(p.dot));
}

TEST_CASE("big joint: focus keeps the neighbourhood, summaries say what they hide") {
  fx::Analysis a = analyzeFiles({kBig + "joint.code.txt"});
  int g = -1;
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i)
    if (a.graphs[i].role == fx::Role::Joint) g = i;
  REQUIRE(g >= 0);
  const fx::Graph& jg = a.graphs[g];
  // A compute node in the middle of the graph.
  int mid = static_cast<int>(jg.nodes.size()) / 2;
  while (!jg.nodes[mid].isCompute()) ++mid;
  fxr::RenderOptions o;
  o.focus = std::string(jg.nodes[mid].name);
  o.depth = 2;
  o.maxNodes = 40;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  CHECK(p.truncated);
  CHECK(realNodes(p) <= 40);
  CHECK(realNodes(p) + p.hidden == p.total);
  CHECK(summaryHides(p) == p.hidden);
  CHECK(nodeLine(p.dot, "n" + std::to_string(g) + "_" + std::to_string(mid)).size() > 0);
  // Every direct neighbour of the focus is kept (the budget allows it).
  for (const auto& u : jg.nodes[mid].uses())
    if (u.node >= 0) CHECK(nodeLine(p.dot, nid(g, u.node)).size() > 0);
  for (int u : jg.usersOf(mid)) CHECK(nodeLine(p.dot, nid(g, u)).size() > 0);
  CHECK(p.dot.find("showing ") != std::string::npos);
  std::string error;
  auto svg = fxr::renderDot(p.dot, "svg", error);
  INFO(error);
  REQUIRE(svg);
  CHECK(count(*svg, "class=\"node\"") == p.nodes.size());

  o.focus = "no_such_node";
  CHECK_FALSE(fxr::planDot(a, o).error.empty());
}

namespace {

// The plan laid out as SVG: one node group per planned node, no script, and the SVG guard leaves it as it is.
std::string safeSvg(const fxr::RenderPlan& p) {
  std::string error;
  auto svg = fxr::renderDot(p.dot, "svg", error);
  INFO(error);
  REQUIRE(svg);
  CHECK(svg->find("<script") == std::string::npos);
  CHECK(count(*svg, "class=\"node\"") == p.nodes.size());
  CHECK(fxr::sanitizeSvg(*svg, error));
  return *svg;
}

// A joint graph whose target, kwargs, id and title hold DOT and markup breakers.
fx::Analysis hostile() {
  fx::Analysis a;
  a.docs.emplace_back("evil\".txt", "");
  fx::Graph g;
  g.id = "evil\"<script>alert(0)</script>.txt#1";
  g.title = "<script>alert(\"title\")</script> \\\" \n & <b>";
  g.role = fx::Role::Joint;
  g.doc = 0;
  auto add = [&](const char* name, std::string_view target, fx::OpKind op, fx::Category c) {
    fx::Node n;
    n.name = g.keep(name);
    n.target = g.keep(target);
    n.op = op;
    n.category = c;
    g.nodes.push_back(n);
  };
  add("primals_1", "primals_1", fx::OpKind::Placeholder, fx::Category::Input);
  add("tangents_1", "tangents_1", fx::OpKind::Placeholder, fx::Category::Tangent);
  add("evil", "torch.ops.\"evil\"<script>alert(1)</script>\\\"\n&amp;\\l\\N<b>x</b>", fx::OpKind::CallFunction,
      fx::Category::SaveTensor);
  add("mul", "torch.ops.aten.mul.Tensor", fx::OpKind::CallFunction, fx::Category::Bwd);
  add("output", "output", fx::OpKind::Output, fx::Category::BwdOutput);
  std::vector<fx::KwArg> kwargs(1);
  kwargs[0].keyword = g.keep("note");
  kwargs[0].text = g.keep("\"</text><script>alert(2)</script>\\\\n\n&lt; \x01 \xff end");
  g.nodes[2].kwargs = g.keep(kwargs);
  g.nodes[2].type = g.keepType("f32[8, 16]");
  auto uses = [&](int node, std::vector<int> from) {
    std::vector<fx::Use> us;
    for (int f : from) us.push_back({{}, f, 0});
    g.keepArgs(g.nodes[node], {}, us);
  };
  uses(2, {0});
  uses(3, {2, 1});
  uses(4, {3});
  g.setUsers({{2}, {3}, {3}, {4}, {}});
  a.graphs.push_back(std::move(g));
  return a;
}

}  // namespace

TEST_CASE("escaping: hostile targets, kwargs, ids and titles neither break the DOT nor reach the SVG as markup") {
  fx::Analysis a = hostile();
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  CHECK(realNodes(p) == 5);
  CHECK(p.dot.find("<script") == std::string::npos);
  CHECK(p.dot.find("&lt;script&gt;") != std::string::npos);
  CHECK(p.dot.find("\\\"evil\\\"") != std::string::npos);
  CHECK(p.dot.find("\xff") == std::string::npos);
  CHECK(p.dot.find('\x01') == std::string::npos);
  CHECK(p.dot.find("\\n512 B") != std::string::npos);  // f32[8, 16] saved
  REQUIRE(parses(p.dot));
  std::string svg = safeSvg(p);
  CHECK(svg.find("</text><script") == std::string::npos);
  CHECK(svg.find("<b>") == std::string::npos);
  CHECK(svg.find("&lt;script&gt;") != std::string::npos);
}

TEST_CASE("escaping: very long names and targets make bounded labels and a safe SVG") {
  // A printout whose node name and op target are tens of thousands of characters (markup in names is the
  // hostile test's, above: a printout cannot put it in an identifier).
  std::string name = "x", target = "torch.ops.aten.";
  for (int i = 0; i < 5000; ++i) name += "_long_name";
  for (int i = 0; i < 3000; ++i) target += "very_long_op_";
  target += ".default";
  std::string text = "def forward(self, primals_1):\n    " + name + " = " + "torch.ops.aten.relu.default(primals_1)\n" +
                     "    mm = " + target + "(" + name + ")\n    return (mm,)\n";
  fx::Analysis a = fx::analyze(std::vector<fx::SourceFile>{{"long.code.txt", text}});
  REQUIRE(a.graphs.size() == 1);
  REQUIRE(a.graphs[0].nodes.size() == 4);
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  CHECK(realNodes(p) == 4);
  // Every label stays small: at most three wrapped lines of the name and three of the target.
  // A scan, not std::regex: libstdc++'s regex recurses per character and overflows the stack on long matches.
  size_t labels = 0;
  for (size_t at = p.dot.find("label=\""); at != std::string::npos; at = p.dot.find("label=\"", at)) {
    size_t i = at + 7, len = 0;
    while (i < p.dot.size() && p.dot[i] != '"') {
      i += p.dot[i] == '\\' ? 2 : 1;
      ++len;
    }
    ++labels;
    CHECK(len < 800);
    at = i;
  }
  CHECK(labels >= 4);
  CHECK(p.dot.find("\xE2\x80\xA6") != std::string::npos);  // the cut is shown
  CHECK(p.dot.find("<script") == std::string::npos);
  safeSvg(p);
}

TEST_CASE("escapeDot and the SVG guard") {
  CHECK(fxr::escapeDot("a\"b\\c\nd<e>&f") == "a\\\"b\\\\c\\nd&lt;e&gt;&amp;f");
  CHECK(fxr::escapeDot("\xc3\xa9") == "\xc3\xa9");
  CHECK(fxr::escapeDot("\xc3") == "?");
}

TEST_CASE("SVG check: markup Graphviz does not write is refused, read structurally") {
  std::string error;
  auto refused = [&](const std::string& svg, const std::string& why) {
    INFO(svg);
    CHECK_FALSE(fxr::sanitizeSvg(svg, error));
    CHECK(error.find(why) != std::string::npos);
  };
  refused("<svg><g><script>alert(1)</script></g></svg>", "unexpected element <script>");
  refused("<svg><SCRIPT>alert(1)</SCRIPT></svg>", "unexpected element <script>");
  refused("<svg><foreignObject>x</foreignObject></svg>", "unexpected element <foreignobject>");
  refused("<svg><style>@import url(http://x/a.css);</style></svg>", "unexpected element <style>");
  refused("<svg onload=\"alert(1)\"></svg>", "event handler attribute onload");
  refused("<svg><g id='a' ONCLICK = 'x()'></g></svg>", "event handler attribute onclick");
  refused("<svg><a xlink:href=\"javascript:alert(1)\"><text>x</text></a></svg>", "link with a script");
  refused("<svg><a href=\" &#106;ava&#x09;script&#58;alert(1)\"></a></svg>", "link with a script");
  refused("<svg><a xlink:href=\"data:text/html,x\"></a></svg>", "link with a script");
  refused("<svg><image xlink:href=\"file:///etc/passwd\"/></svg>", "link with a script or local URL");
  refused("<?xml-stylesheet href=\"a.css\"?><svg></svg>", "processing instruction");
  refused("<!DOCTYPE svg [<!ENTITY x \"y\">]><svg></svg>", "internal subset");
  refused("<svg><g id=unquoted></g></svg>", "malformed attribute");
  refused("<svg><g id=\"open></g></svg>", "unterminated attribute value");
  refused("<svg><!-- open", "unterminated markup");
  refused("<svg>< g></svg>", "starts no element");
  // Text, attribute values, comments and CDATA are inert; http(s), relative and fragment links are allowed.
  const std::string fine =
      "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"x.dtd\">\n"
      "<!-- <script>alert(1)</script> --><svg width=\"8pt\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">"
      "<g id=\"a_n0\"><a xlink:title=\"stft(x, onesided=True, onload=1) javascript:void(0) &lt;script&gt;\" "
      "xlink:href=\"#n0\"><text>javascript: onclick=&quot;x&quot; <![CDATA[<script>]]></text></a></g>"
      "<a href='https://pytorch.org/x'/><a href=\"docs/a:b\"/><line x1=\"0\"/></svg>";
  CHECK(fxr::sanitizeSvg(fine, error));
  INFO(error);
}

TEST_CASE("SVG check: a torch.stft call (onesided = True) and javascript: in a label render") {
  // A Dynamo graph: the tooltip holds the call with its keywords, ` onesided=True`, which the old check read as an
  // event handler attribute.
  const std::string text =
      "class GraphModule(torch.nn.Module):\n"
      "    def forward(self, L_x_: \"f32[4000]\"):\n"
      "        l_x_ = L_x_\n"
      "        stft: \"c64[201, 21]\" = torch.stft(l_x_, n_fft = 400, hop_length = 200, return_complex = True, "
      "onesided = True);  l_x_ = None\n"
      "        javascript_alert = torch.ops.aten.relu.default(stft, note = 'javascript:alert(1)')\n"
      "        return (javascript_alert,)\n";
  fx::Analysis a = fx::analyze(std::vector<fx::SourceFile>{{"dynamo.txt", text}});
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  REQUIRE(p.dot.find("onesided=True") != std::string::npos);
  REQUIRE(p.dot.find("javascript:alert(1)") != std::string::npos);
  std::string error;
  auto svg = fxr::renderDotCancellable(p.dot, "svg", error, {});
  INFO(error);
  REQUIRE(svg);
  CHECK(svg->find("onesided=True") != std::string::npos);
  CHECK(svg->find("javascript:alert(1)") != std::string::npos);
}

TEST_CASE("whole graph above the budget with `# File:` comments: an overview by source line") {
  std::string rel = "torch2x/vkuzo_graphviz_input_aot_graphs.txt";
  fx::Analysis a = analyzeFiles({rel});
  fxr::RenderOptions o;
  o.maxNodes = 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  REQUIRE(p.total > 30);
  CHECK(p.truncated);
  CHECK(realNodes(p) + p.hidden == p.total);
  CHECK(summaryHides(p) == p.hidden);
  int summaries = 0;
  for (const auto& pn : p.nodes) summaries += pn.hides > 0 ? 1 : 0;
  CHECK(summaries <= fxr::kMaxTopGroups);
  CHECK(p.dot.find("nodes from\\nFile: .../") != std::string::npos);
  CHECK(p.dot.find("an overview") != std::string::npos);
  // The saved tensors crossing from a forward group to a backward group are labelled with their bytes.
  CHECK(p.dot.find("xlabel=\"saves 1 \xC2\xB7 64.00 MiB\"") != std::string::npos);
  CHECK(parses(p.dot));
}

TEST_CASE("whole graph above the budget without `# File:` comments: an overview of blocks of consecutive nodes") {
  // torch 1.13 printouts have no source comments: the structure left is the order of the nodes.
  fx::Analysis a = analyzeFiles({"torch113/big_transformer/aot_default/joint.code.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 60;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  REQUIRE(p.total > 1000);
  CHECK(p.truncated);
  int summaries = 0, hides = 0;
  for (const auto& pn : p.nodes) {
    if (pn.hides == 0) continue;
    ++summaries;
    hides += pn.hides;
    REQUIRE(pn.sample.valid());
    CHECK(p.dot.find("comment=\"group " + pn.group + "\"") != std::string::npos);
  }
  CHECK(hides == p.hidden);
  CHECK(summaries > 6);
  CHECK(summaries <= fxr::kMaxTopGroups);
  // A block says its lines and its most frequent ops (`mm ×12`), and what it saves.
  CHECK(p.dot.find(", lines ") != std::string::npos);
  CHECK(p.dot.find(" \xC3\x97") != std::string::npos);
  CHECK(p.dot.find("\\nsaves ") != std::string::npos);
  // Blocks are linked by the data edges that cross them.
  CHECK(std::regex_search(p.dot, std::regex("\"s[0-9]+\" -> \"s[0-9]+\"")));
  // The joint's inputs are one box of their own ("+386 input nodes"), not spread over the first blocks.
  CHECK(std::regex_search(p.dot, std::regex("label=\"\\+[0-9]+ input nodes")));
  // Blocks never mix sides: there are forward and backward ones.
  int firstBwd = -1;
  for (size_t i = 0; i < p.nodes.size(); ++i)
    if (p.nodes[i].hides > 0 && a.graphs[p.nodes[i].sample.graph].nodes[p.nodes[i].sample.node].category ==
                                    fx::Category::Bwd) {
      firstBwd = static_cast<int>(i);
      break;
    }
  CHECK(firstBwd > 0);
}

namespace {

// A layout that takes Graphviz minutes: every node of the big joint given to dot. fxlens plans that picture with
// pinned positions (it draws in a second); without the `layout="nop2"` line dot lays it out itself.
std::string dotEngineOnBigJoint() {
  fx::Analysis a = analyzeFiles({kBig + "joint.code.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 1 << 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE_FALSE(p.truncated);
  REQUIRE(p.pinnedLayout);
  const std::string pinned = "layout=\"nop2\", ";
  const size_t at = p.dot.find(pinned);
  REQUIRE(at != std::string::npos);
  return p.dot.erase(at, pinned.size());
}

}  // namespace

TEST_CASE("layout helper: same picture as in-process, errors carried over, cancellation stops the layout") {
  const std::string dot = "digraph G { a -> b; b -> c; }";
  std::string e1, e2;
  auto direct = fxr::renderDot(dot, "svg", e1);
  auto child = fxr::renderDotCancellable(dot, "svg", e2, [] { return false; });
  REQUIRE(direct);
  REQUIRE(child);
  CHECK(*direct == *child);

  std::string e3;
  CHECK_FALSE(fxr::renderDotCancellable("digraph { a -> ", "svg", e3, [] { return false; }));
  CHECK(e3.find("does not parse") != std::string::npos);

  // dot on every node of the big joint takes minutes; asked to stop after a few polls, it stops at once.
  const std::string slow = dotEngineOnBigJoint();
  int polls = 0;
  std::string e4;
  auto started = std::chrono::steady_clock::now();
  auto out = fxr::renderDotCancellable(slow, "svg", e4, [&] { return ++polls > 5; });
  auto took = std::chrono::steady_clock::now() - started;
  CHECK_FALSE(out);
  CHECK(e4 == "cancelled");
  CHECK(polls > 5);
  // Not a timing test: a bound far above the few polls (20 ms each) only proves the child did not run to the end.
  CHECK(took < std::chrono::seconds(20));
}

TEST_CASE("layout helper: missing, silent or talking nonsense, it is an error that names it, never a crash") {
  // ctest names the real helper in FXLENS_LAYOUT (it is not beside this binary): put it back afterwards.
  struct Env {
    explicit Env(const char* value) : old(std::getenv("FXLENS_LAYOUT") ? std::getenv("FXLENS_LAYOUT") : "") {
      ::setenv("FXLENS_LAYOUT", value, 1);
    }
    ~Env() { old.empty() ? ::unsetenv("FXLENS_LAYOUT") : ::setenv("FXLENS_LAYOUT", old.c_str(), 1); }
    std::string old;
  };
  // A DOT far bigger than a pipe's buffer: the helper below exits without reading it, so the writer meets a
  // closed pipe (EPIPE, and a SIGPIPE that must not end this process).
  std::string dot = "digraph G {\n";
  for (int i = 0; i < 60000; ++i) dot += "  n" + std::to_string(i) + " -> n" + std::to_string(i + 1) + ";\n";
  dot += "}\n";
  REQUIRE(dot.size() > (1u << 20));
  std::string error;
  {
    Env env("/nonexistent/fxlens-layout");
    CHECK_FALSE(fxr::renderDotCancellable(dot, "svg", error, {}));
    CHECK(error.find("cannot run the layout helper /nonexistent/fxlens-layout") != std::string::npos);
    CHECK(fxr::renderDotCancellable(dot, "dot", error, {}) == dot);  // DOT needs no helper
  }
  {
    Env env("/bin/true");
    CHECK_FALSE(fxr::renderDotCancellable(dot, "svg", error, {}));
    CHECK(error == "graphviz: the layout helper /bin/true ended without output");
  }
  {
    Env env("/bin/echo");  // prints its argument: not a status byte and a picture
    CHECK_FALSE(fxr::renderDotCancellable("digraph { a }", "svg", error, {}));
    CHECK(error == "graphviz: the layout helper /bin/echo did not answer with a picture");
  }
  {
    // An executable file the kernel cannot run (a helper built for another architecture): exec's reason, named.
    const std::string notAProgram =
        std::filesystem::temp_directory_path() / ("fxlens-test-not-a-program-" + std::to_string(::getpid()));
    std::ofstream(notAProgram) << "\x7f" "ELF but not really";
    std::filesystem::permissions(notAProgram, std::filesystem::perms::owner_all);
    Env env(notAProgram.c_str());
    CHECK_FALSE(fxr::renderDotCancellable("digraph { a }", "svg", error, {}));
    CHECK(error == "cannot start the layout helper " + notAProgram +
                       ": Exec format error (not a program for this machine: built for another architecture?)");
    std::filesystem::remove(notAProgram);
  }
  // And the real helper still answers afterwards.
  CHECK(fxr::renderDotCancellable("digraph { a -> b }", "svg", error, {}));
}

namespace {

// A dense forward in gm.code form: node k concatenates every node before it (n nodes, n(n-1)/2 data edges).
// tests/render/dense_graph.cmake writes the same text for the CLI test.
// The DOT text of a plain edge between two graph nodes (appended, as in nid()).
std::string edge(int graph, int from, int to) {
  std::string e = "\"";
  e += nid(graph, from);
  e += "\" -> \"";
  e += nid(graph, to);
  return e += "\"";
}

fx::Analysis denseForward(int n) {
  std::string text = "def forward(self, x0):\n", args = "x0";
  for (int k = 1; k < n; ++k) {
    text += "    x" + std::to_string(k) + " = torch.ops.aten.cat.default([" + args + "])\n";
    args += ", x" + std::to_string(k);
  }
  text += "    return (x" + std::to_string(n - 1) + ",)\n";
  return fx::analyze({fx::SourceFile{"dense.code.txt", std::move(text)}});
}

}  // namespace

TEST_CASE("dense fan-in: every edge is drawn by default with the layered layout and a budget bounds them and says so") {
  fx::Analysis a = denseForward(100);
  fxr::RenderPlan p = fxr::planDot(a, {});
  REQUIRE(p.error.empty());
  CHECK_FALSE(p.truncated);  // every node is drawn: the nodes were not the problem
  CHECK(p.edges == 100 * 99 / 2 + 1);  // and the output node's one input
  CHECK(p.hiddenEdges == 0);
  CHECK(count(p.dot, "\" -> \"") == static_cast<size_t>(p.edges));
  CHECK(p.dot.find(edge(0, 0, 99)) != std::string::npos);
  // 100 nodes and 4,951 edges: too much work for dot, so fxlens places them.
  CHECK(p.pinnedLayout);
  CHECK(p.dot.find("layout=\"nop2\"") != std::string::npos);
  CHECK(parses(p.dot));

  // At most 8 inputs into one node: x99 has 99, the nearest 8 are drawn (x98 is, x0 is not), and it says so.
  fxr::RenderOptions perNode;
  perNode.maxInputs = 8;
  fxr::RenderPlan e = fxr::planDot(a, perNode);
  const int drawn = static_cast<int>(count(e.dot, "\" -> \""));
  CHECK(drawn == e.edges - e.hiddenEdges);
  REQUIRE(drawn < 1000);  // written without a thousands separator below
  CHECK(e.dot.find("drawing " + std::to_string(drawn) + " of 4,951 edges (at most 8 inputs per node") != std::string::npos);
  const std::string x99 = nodeLine(e.dot, nid(0, 99));
  CHECK(std::regex_search(x99, std::regex("\\+91 inputs not drawn")));
  CHECK(e.dot.find(edge(0, 98, 99)) != std::string::npos);
  CHECK(e.dot.find(edge(0, 0, 99)) == std::string::npos);

  // A total budget binds fairly: every node keeps its nearest input before any keeps a second.
  fxr::RenderOptions tight;
  tight.maxEdges = 100;
  fxr::RenderPlan q = fxr::planDot(a, tight);
  CHECK(count(q.dot, "\" -> \"") == 100);
  for (int k = 1; k < 100; ++k)
    CHECK(q.dot.find(edge(0, k - 1, k)) != std::string::npos);
  CHECK(q.dot.find("drawing 100 of 4,951 edges (an edge budget: raise it") != std::string::npos);
  // A graph of ordinary fan-in loses nothing and gets dot's ordinary layout.
  fxr::RenderPlan mlp = fxr::planDot(analyzeFiles({kMlp + "joint.code.txt"}), {});
  CHECK(mlp.hiddenEdges == 0);
  CHECK_FALSE(mlp.quickLayout);
  CHECK_FALSE(mlp.pinnedLayout);
  CHECK(mlp.dot.find("splines=\"true\"") != std::string::npos);
}

TEST_CASE("dense fan-in: past the default budget the edges left out are counted and dot asked for is told to work less") {
  fx::Analysis a = denseForward(500);  // 124,751 edges
  fxr::RenderOptions o;
  o.maxNodes = 1000;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  CHECK(p.edges - p.hiddenEdges == fxr::kDefaultEdgeBudget);
  CHECK(p.dot.find("drawing 50,000 of 124,751 edges") != std::string::npos);
  CHECK(p.pinnedLayout);
  o.maxEdges = 0;  // every edge
  CHECK(fxr::planDot(a, o).hiddenEdges == 0);
  o.maxEdges = 2000;
  o.layout = fxr::LayoutChoice::Dot;
  fxr::RenderPlan d = fxr::planDot(a, o);
  CHECK_FALSE(d.pinnedLayout);
  CHECK(d.quickLayout);
  CHECK(d.dot.find("splines=\"line\", nslimit=") != std::string::npos);
  CHECK(d.dot.find("quick layout (straight edges)") != std::string::npos);
  CHECK(parses(d.dot));
}

TEST_CASE("layout helper: a deadline and an output bound stop it, with a message that says what to do") {
  // dot on the full big joint takes minutes: stopped at the deadline.
  const std::string dot = dotEngineOnBigJoint();
  fxr::RenderLimits slow;
  slow.timeout = std::chrono::milliseconds(300);
  slow.hint = "lower the node budget";
  std::string error;
  auto started = std::chrono::steady_clock::now();
  CHECK_FALSE(fxr::renderDotCancellable(dot, "svg", error, {}, slow));
  auto took = std::chrono::steady_clock::now() - started;
  CHECK(error == "the layout took longer than 0.3 s and was stopped; lower the node budget");
  CHECK(took < std::chrono::seconds(20));  // a hang guard, not a timing test
  // A picture above the output bound is dropped, whatever its size below any real limit.
  fxr::RenderLimits small;
  small.maxOutput = 1000;
  CHECK_FALSE(fxr::renderDotCancellable("digraph { a -> b -> c -> d }", "svg", error, {}, small));
  CHECK(error == "the picture is larger than 1000 bytes and was dropped");
  CHECK(fxr::renderDotCancellable("digraph { a -> b -> c -> d }", "svg", error, {}, {}));
  // PNG, drawn by the machine's own `dot` (Debian's graphviz, which .ci/setup installs), under the same bounds.
  auto png = fxr::renderDotCancellable("digraph { a -> b -> c -> d }", "png", error, {}, {});
  INFO(error);
  REQUIRE(png);
  CHECK(png->rfind("\x89PNG", 0) == 0);
  CHECK_FALSE(fxr::renderDotCancellable("digraph { a -> b -> c -> d }", "png", error, {}, small));
  CHECK(error == "the picture is larger than 1000 bytes and was dropped");
  CHECK_FALSE(fxr::renderDotCancellable(dot, "png", error, {}, slow));
  CHECK(error == "the layout took longer than 0.3 s and was stopped; lower the node budget");
}

namespace {

// A joint in gm.code form built here: an MLP of `layers` layers (t, mm, relu each), a sum as the loss, and its
// backward (threshold_backward, two mm and a t per layer), every weight's gradient returned. About 9 nodes a layer.
fx::Analysis mlpJoint(int layers) {
  std::string params, text = "def forward(self, primals, tangents):\n";
  for (int i = 1; i <= layers + 1; ++i) params += "primals_" + std::to_string(i) + ", ";
  text += "    " + params + "tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)\n";
  auto line = [&](const std::string& name, const std::string& call) { text += "    " + name + " = " + call + "\n"; };
  auto h = [&](int i) { return i == 0 ? "primals_" + std::to_string(layers + 1) : "relu_" + std::to_string(i); };
  for (int i = 1; i <= layers; ++i) {
    const std::string n = std::to_string(i);
    line("t_" + n, "torch.ops.aten.t.default(primals_" + n + ")");
    line("mm_" + n, "torch.ops.aten.mm.default(" + h(i - 1) + ", t_" + n + ")");
    line("relu_" + n, "torch.ops.aten.relu.default(mm_" + n + ")");
  }
  line("sum_1", "torch.ops.aten.sum.default(" + h(layers) + ")");
  line("expand", "torch.ops.aten.expand.default(tangents_1, [8, 8])");
  std::string grad = "expand", grads;
  for (int i = layers; i >= 1; --i) {
    const std::string n = std::to_string(i);
    line("tb_" + n, "torch.ops.aten.threshold_backward.default(" + grad + ", relu_" + n + ", 0)");
    line("tt_" + n, "torch.ops.aten.t.default(tb_" + n + ")");
    line("gw_" + n, "torch.ops.aten.mm.default(tt_" + n + ", " + h(i - 1) + ")");
    line("gh_" + n, "torch.ops.aten.mm.default(tb_" + n + ", primals_" + n + ")");
    line("gwt_" + n, "torch.ops.aten.t.default(gw_" + n + ")");
    grad = "gh_" + n;
  }
  for (int i = 1; i <= layers; ++i) grads += "gwt_" + std::to_string(i) + ", ";
  text += "    return pytree.tree_unflatten([sum_1, " + grads + "None], self._out_spec)\n";
  return fx::analyze({fx::SourceFile{"mlp_joint.code.txt", std::move(text)}});
}

// The `pos="x,y!"` of node `id` in a pinned DOT: its y (points, upwards).
double posY(const std::string& dot, const std::string& id) {
  const std::string line = nodeLine(dot, id);
  const size_t at = line.find("pos=\"");
  REQUIRE(at != std::string::npos);
  return std::stod(line.substr(line.find(',', at) + 1));
}

}  // namespace

TEST_CASE("big picture: fxlens places the nodes, Graphviz draws them where they are (pinned, nop2)") {
  fx::Analysis a = mlpJoint(370);
  REQUIRE(a.graphs.size() == 1);
  const fx::Graph& g = a.graphs[0];
  REQUIRE(g.role == fx::Role::Joint);
  REQUIRE(g.nodes.size() > 3000);
  fxr::RenderOptions o;
  o.maxNodes = 1 << 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  CHECK_FALSE(p.truncated);
  CHECK(p.pinnedLayout);
  CHECK_FALSE(p.quickLayout);
  CHECK(p.dot.find("layout=\"nop2\", splines=\"line\"") != std::string::npos);
  CHECK(p.dot.find("layered layout by fxlens") != std::string::npos);  // the title says so
  CHECK(p.dot.find("rank=") == std::string::npos);                    // positions, not rank constraints
  CHECK(count(p.dot, "pos=\"") == g.nodes.size() + 1);               // every node and the legend
  CHECK(count(p.dot, ", bb=\"") == 2);                                // both clusters drawn in their boxes
  CHECK(parses(p.dot));

  // Bottom to top: the forward, its saved tensors, the backward; the gradient outputs above everything.
  double fwdTop = -1e300, savedBottom = 1e300, savedTop = -1e300, bwdBottom = 1e300, bwdTop = -1e300;
  double gradBottom = 1e300;
  int saved = 0;
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    const double y = posY(p.dot, nid(0, i));
    switch (g.nodes[i].category) {
      case fx::Category::Input:
      case fx::Category::Fwd:
      case fx::Category::FwdOutput: fwdTop = std::max(fwdTop, y); break;
      case fx::Category::SaveTensor:
        ++saved;
        savedBottom = std::min(savedBottom, y), savedTop = std::max(savedTop, y);
        break;
      case fx::Category::Bwd: bwdBottom = std::min(bwdBottom, y), bwdTop = std::max(bwdTop, y); break;
      case fx::Category::BwdOutput: gradBottom = std::min(gradBottom, y); break;
      default: break;
    }
  }
  CHECK(saved >= 370);  // every layer's activation is saved for the backward
  CHECK(fwdTop < savedBottom);
  CHECK(savedTop < bwdBottom);
  CHECK(bwdTop < gradBottom);

  // Graphviz draws it (straight edges, nodes where they were put), through the helper.
  std::string error;
  auto svg = fxr::renderDotCancellable(p.dot, "svg", error, {});
  INFO(error);
  REQUIRE(svg);
  CHECK(count(*svg, "class=\"node\"") == g.nodes.size() + 1);
  CHECK(count(*svg, "class=\"cluster\"") == 2);
  CHECK(svg->find("id=\"" + nid(0, 0) + "\"") != std::string::npos);

  // A picture below the threshold keeps dot, its ranks and its curved edges.
  fxr::RenderPlan small = fxr::planDot(mlpJoint(20), o);
  CHECK_FALSE(small.pinnedLayout);
  CHECK(small.dot.find("layout=") == std::string::npos);
  CHECK(small.dot.find("pos=") == std::string::npos);
  CHECK(small.dot.find("rank=\"min\"") != std::string::npos);
}

TEST_CASE("layout helper: only dot and the pinned engine, whatever the DOT's layout attribute says") {
  std::string error;
  // neato would place these nodes anywhere; the helper runs dot instead (rankdir=BT: b above a).
  auto svg = fxr::renderDot("digraph { graph [layout=\"neato\", rankdir=\"BT\"]; a -> b }", "svg", error);
  REQUIRE(svg);
  std::smatch ya, yb;
  REQUIRE(std::regex_search(*svg, ya, std::regex("<title>a</title>\\s*<ellipse[^>]* cy=\"([-0-9.]+)\"")));
  REQUIRE(std::regex_search(*svg, yb, std::regex("<title>b</title>\\s*<ellipse[^>]* cy=\"([-0-9.]+)\"")));
  CHECK(std::stod(yb[1]) < std::stod(ya[1]));  // SVG y grows downwards
  // nop2 keeps the given positions (points, Graphviz's y upwards).
  auto pinned = fxr::renderDot(
      "digraph { graph [layout=\"nop2\", splines=\"line\"]; a [pos=\"0,300!\"]; b [pos=\"500,0!\"]; a -> b }", "svg",
      error);
  REQUIRE(pinned);
  REQUIRE(std::regex_search(*pinned, ya, std::regex("<title>a</title>\\s*<ellipse[^>]* cx=\"([-0-9.]+)\" cy=\"([-0-9.]+)\"")));
  REQUIRE(std::regex_search(*pinned, yb, std::regex("<title>b</title>\\s*<ellipse[^>]* cx=\"([-0-9.]+)\" cy=\"([-0-9.]+)\"")));
  CHECK(std::stod(yb[1]) - std::stod(ya[1]) == Approx(500));
  CHECK(std::stod(yb[2]) - std::stod(ya[2]) == Approx(300));
}

TEST_CASE("big pair without a joint: pinned too, the backward graph above the forward, cross edges kept") {
  fx::Analysis a = analyzeFiles({kBig + "fwd.code.txt", kBig + "bwd.code.txt"});
  fxr::RenderOptions o;
  o.maxNodes = 1 << 30;
  fxr::RenderPlan p = fxr::planDot(a, o);
  REQUIRE(p.error.empty());
  REQUIRE(p.graphs.size() == 2);
  CHECK(p.pinnedLayout);
  CHECK(count(p.dot, ", bb=\"") == 2);
  CHECK(count(p.dot, "class=\"cross\"") > 100);  // forward producers to their backward users
  CHECK(parses(p.dot));
  // Every node of the forward graph below every node of the backward one, but for the backward's tangents and
  // gradient outputs (drawn outside both boxes: the tangents' band sits between the two passes too).
  double fwdTop = -1e300, bwdBottom = 1e300;
  for (int s = 0; s < 2; ++s) {
    const int gi = p.graphs[s];
    const fx::Graph& g = a.graphs[gi];
    for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
      const double y = posY(p.dot, nid(gi, i));
      if (s == 0) fwdTop = std::max(fwdTop, y);
      else if (g.nodes[i].category != fx::Category::Tangent && g.nodes[i].category != fx::Category::BwdOutput)
        bwdBottom = std::min(bwdBottom, y);
    }
  }
  CHECK(fwdTop < bwdBottom);
}

TEST_CASE("real joints of resnet18 and llama (torch 2.15): every node and every edge drawn by the layered layout") {
  // Issue 30: dot took 16.7 s and 8.8 s on these (and dropped edges); the layered layout draws them whole.
  for (const char* model : {"resnet18", "llama"}) {
    INFO(model);
    fx::Analysis a = analyzeFiles({std::string("torch2gen/2.15.0/models/") + model + "/gm/joint.readable.txt"});
    fxr::RenderOptions all;
    all.maxNodes = 100000;
    fxr::RenderPlan p = fxr::planDot(a, all);
    REQUIRE(p.error.empty());
    CHECK_FALSE(p.truncated);
    CHECK(p.total > 500);
    CHECK(p.hiddenEdges == 0);
    CHECK(p.pinnedLayout);
    CHECK(count(p.dot, "\" -> \"") == static_cast<size_t>(p.edges));
    CHECK(p.dot.find("inputs not drawn") == std::string::npos);
    CHECK(parses(p.dot));
  }
}

namespace {

// The smallest text of an SVG in px when fitted to an 800 x 900 px side panel as the preview fits it (preview.js's
// fit(): the whole picture, 95 % of the panel, never above 200 %). Graphviz writes sizes in points (4/3 px).
double smallestTextAtFit(const std::string& svg) {
  std::smatch size;
  REQUIRE(std::regex_search(svg, size, std::regex("<svg width=\"([\\d.]+)pt\" height=\"([\\d.]+)pt\"")));
  const double w = std::stod(size[1]) * 4 / 3, h = std::stod(size[2]) * 4 / 3;
  const double scale = std::min({800 / w, 900 / h, 2.0}) * 0.95;
  double smallest = 1e9;
  const std::regex font("font-size=\"([\\d.]+)\"");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), font); it != std::sregex_iterator(); ++it)
    smallest = std::min(smallest, std::stod((*it)[1]));
  return smallest * 4 / 3 * scale;
}

}  // namespace

TEST_CASE("overviews of real models read at fit in a side panel: no text under 8 px") {
  // Issue 30: the overview's smallest label at fit in 800 x 900 px was 4.7 px; module boxes, one text size and a
  // module's forward and backward side by side bring every one of these to 8 px or more.
  for (const char* model : {"resnet18", "llama", "gpt2", "vit"}) {
    INFO(model);
    fx::Analysis a = analyzeFiles({std::string("torch2gen/2.15.0/models/") + model + "/torch_logs.txt"});
    fxr::RenderPlan p = fxr::planDot(a, {});
    REQUIRE(p.truncated);
    std::string error;
    auto svg = fxr::renderDotCancellable(p.dot, "svg", error, {}, {});
    INFO(error);
    REQUIRE(svg);
    CHECK(smallestTextAtFit(*svg) >= 8.0);
  }
}

// Coloured by kernel (real torch 2.15 output code of an MLP): every node a kernel call computes, in the post-grad
// graph and by name in the AOT graph it was made from, gets that call's colour, the legend names the calls the
// picture shows, and nodes of no kernel are drawn without fill; the title says what the fill means.
TEST_CASE("kernels: nodes filled by the kernel call that computes them", "[kernels]") {
  const fx::Analysis a = analyzeFiles({"inductor/2.15.0/mlp/torch_logs.txt"});
  const std::vector<fx::CompiledGraph> codes = fx::compiledGraphs(a);
  REQUIRE(!codes.empty());
  const auto fills = fxr::kernelFills(a, codes);
  size_t number = 0;  // calls are numbered across codes, those that compute no node left out
  for (const fx::CompiledGraph& cg : codes) {
    REQUIRE(cg.graph >= 0);
    REQUIRE(cg.aotGraph >= 0);
    for (size_t i = 0; i < cg.calls.size(); ++i) {
      if (cg.calls[i].nodes.empty()) continue;
      const int call = static_cast<int>(number++);
      REQUIRE(static_cast<size_t>(call) < fills->names.size());
      CHECK(fills->names[static_cast<size_t>(call)] == cg.code.calls[i].kernel);
      for (int k : cg.calls[i].nodes) {
        CAPTURE(cg.code.calls[i].kernel, k);
        // The first call that computes the node: this one or an earlier one; the AOT graph's node of its name too.
        REQUIRE(fills->kernelOf.count({cg.graph, k}));
        const int first = fills->kernelOf.at({cg.graph, k});
        CHECK(first <= call);
        const int same = a.graphs[cg.aotGraph].find(a.graphs[cg.graph].nodes[k].name);
        if (same >= 0) CHECK(fills->kernelOf.at({cg.aotGraph, same}) == first);
      }
    }
  }
  CHECK(number == fills->names.size());
  // The post-grad forward drawn by kernel: each node's fill is its call's, the legend lists the calls drawn.
  const fx::CompiledGraph& forward = codes.front();
  fxr::RenderOptions o;
  o.graph = forward.graph;
  o.kernels = fills;
  const fxr::RenderPlan plan = fxr::planDot(a, o);
  REQUIRE(plan.error.empty());
  CHECK(plan.dot.find("Fill: the Inductor kernel") != std::string::npos);
  CHECK(plan.dot.find("Blue: Input") == std::string::npos);
  std::set<int> calls;
  for (int gi : plan.graphs) {  // the post-grad forward and the backward it pairs with
    const fx::Graph& g = a.graphs[gi];
    for (int k = 0; k < static_cast<int>(g.nodes.size()); ++k) {
      const std::string line = plan.dot.substr(plan.dot.find("\"" + nid(gi, k) + "\" ["));
      const std::string fill = line.substr(line.find("fillcolor=\"") + 11, 7);
      auto it = fills->kernelOf.find({gi, k});
      CAPTURE(g.nodes[k].name);
      if (it == fills->kernelOf.end()) {
        CHECK(fill == "#FFFFFF");
        continue;
      }
      calls.insert(it->second);
      CHECK(fill != "#FFFFFF");
      CHECK(plan.dot.find(fills->names[static_cast<size_t>(it->second)] + " (") != std::string::npos);
    }
  }
  CHECK(plan.kernelsDrawn == static_cast<int>(calls.size()));
  CHECK(plan.kernelsDrawn >= 2);
  // By category, as always.
  o.kernels = nullptr;
  const fxr::RenderPlan byCategory = fxr::planDot(a, o);
  CHECK(byCategory.kernelsDrawn == -1);
  CHECK(byCategory.dot.find("Blue: Input") != std::string::npos);
}
