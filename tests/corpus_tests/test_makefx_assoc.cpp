// make_fx association against the torch 1.13 corpus truth (make_fx/truth.json `constant_to_fwd_node`), for the
// forum scenario (forward (a) + backward (b)) and with the forward-and-backward graph (c), plus hand-made printouts.
#include <catch2/catch.hpp>

#include <deque>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fx/makefx/makefx.h"
#include "fx/parse.h"

namespace {

std::string readFile(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

// Parse a printout holding one graph; an empty graph when nothing was read. Graphs view their document's
// text, so the documents live as long as the test program (a deque does not move its elements).
fx::Graph parseOne(const std::string& text, const std::string& path, int docIndex) {
  static std::deque<fx::Document> docs;
  fx::Document& d = docs.emplace_back(path, text);
  d.index();
  fx::ParseResult r = fx::parseDocument(d, docIndex);
  if (r.graphs.empty()) return {};
  return r.graphs.front();
}

std::string attrOf(const fx::Node& n) {
  std::string t = n.target.empty() ? n.name : n.target;
  if (t.rfind("self.", 0) == 0) t = t.substr(5);
  return t;
}

struct Tally {
  int total = 0, matched = 0, ambiguous = 0, unmatched = 0, wrong = 0;
  int truthMissingFromCandidates = 0;
  std::vector<std::string> wrongDetails, notMatchedDetails;
};

// Score one run of associateMakeFx against truth.json.
Tally score(const std::vector<fx::Graph>& graphs, const std::vector<fx::Association>& assoc, const nlohmann::json& truth) {
  const fx::Graph& fwd = graphs[0];
  const fx::Graph& bwd = graphs[1];
  const auto& c2f = truth.at("constant_to_fwd_node");
  const auto& node2c = truth.at("backward_get_attr_node_to_constant");
  // constant → status of each of its get_attr nodes
  std::map<std::string, std::vector<const fx::Association*>> byConstant;
  for (const auto& a : assoc) {
    REQUIRE(a.kind == fx::AssocKind::Constant);
    REQUIRE(a.backward.graph == 1);
    REQUIRE(a.backward.node >= 0);
    REQUIRE(a.backward.node < static_cast<int>(bwd.nodes.size()));
    const fx::Node& n = bwd.nodes[a.backward.node];
    REQUIRE(n.op == fx::OpKind::GetAttr);
    std::string attr = attrOf(n);
    // the parser's target is the attribute the truth names
    if (node2c.contains(n.name)) CHECK(node2c.at(n.name).get<std::string>() == attr);
    byConstant[attr].push_back(&a);
  }
  Tally t;
  for (auto it = c2f.begin(); it != c2f.end(); ++it) {
    const std::string& constant = it.key();
    const std::string want = it.value().get<std::string>();
    ++t.total;
    auto bc = byConstant.find(constant);
    if (bc == byConstant.end()) {
      ++t.unmatched;
      t.notMatchedDetails.push_back(constant + ": no association");
      continue;
    }
    bool allMatched = true, anyWrong = false, anyAmbiguous = false;
    std::string detail;
    for (const fx::Association* a : bc->second) {
      const fx::Node& gn = bwd.nodes[a->backward.node];
      std::string cands;
      bool truthIn = false;
      for (const auto& c : a->candidates) {
        std::string nm = (c.node >= 0 && c.node < static_cast<int>(fwd.nodes.size())) ? fwd.nodes[c.node].name : "?";
        cands += nm + " ";
        truthIn |= nm == want;
      }
      std::string ev;
      for (const auto& e : a->evidence) ev += e + " ";
      if (a->status == fx::AssocStatus::Matched) {
        std::string got = (a->forward.node >= 0 && a->forward.node < static_cast<int>(fwd.nodes.size()))
                              ? fwd.nodes[a->forward.node].name
                              : "?";
        if (got != want) {
          anyWrong = true;
          detail += gn.name + " -> " + got + " (truth " + want + ") [" + ev + "]; ";
        }
      } else {
        allMatched = false;
        if (a->status == fx::AssocStatus::Ambiguous) anyAmbiguous = true;
        if (!a->candidates.empty() && !truthIn) ++t.truthMissingFromCandidates;
        detail += gn.name + " " + fx::toString(a->status) + " {" + cands + "} truth " + want + " [" + ev + "]; ";
      }
    }
    if (anyWrong) {
      ++t.wrong;
      t.wrongDetails.push_back(constant + ": " + detail);
    } else if (allMatched) {
      ++t.matched;
    } else if (anyAmbiguous) {
      ++t.ambiguous;
      t.notMatchedDetails.push_back(constant + ": " + detail);
    } else {
      ++t.unmatched;
      t.notMatchedDetails.push_back(constant + ": " + detail);
    }
  }
  return t;
}

// The six cases of the brief must be there; any other case with a make_fx/truth.json is tested too.
const std::vector<std::string> kRequiredCases = {"mlp_nll", "cnn", "transformer_block", "dup_operands",
                                                 "embedding_lstm_free", "dup_inputs"};

std::vector<std::string> makeFxCases() {
  std::set<std::string> names(kRequiredCases.begin(), kRequiredCases.end());
  std::error_code ec;
  std::filesystem::path root = std::filesystem::path(FXLENS_CORPUS_DIR) / "torch113";
  for (const auto& e : std::filesystem::directory_iterator(root, ec))
    if (e.is_directory(ec) && std::filesystem::exists(e.path() / "make_fx" / "truth.json", ec))
      names.insert(e.path().filename().string());
  return {names.begin(), names.end()};
}

void runCase(const std::string& caseName, const std::string& form, bool withJoint) {
  std::string dir = std::string(FXLENS_CORPUS_DIR) + "/torch113/" + caseName + "/make_fx/";
  std::string ext = "." + form + ".txt";
  std::string ta = readFile(dir + "forward" + ext);
  std::string tb = readFile(dir + "backward" + ext);
  std::string tc = readFile(dir + "forward_and_backward" + ext);
  std::string tj = readFile(dir + "truth.json");
  REQUIRE(!ta.empty());
  REQUIRE(!tb.empty());
  REQUIRE(!tj.empty());
  nlohmann::json truth = nlohmann::json::parse(tj, nullptr, false);
  REQUIRE(!truth.is_discarded());

  std::vector<fx::Graph> graphs;
  graphs.push_back(parseOne(ta, dir + "forward" + ext, 0));
  graphs.push_back(parseOne(tb, dir + "backward" + ext, 1));
  REQUIRE(!graphs[0].nodes.empty());
  REQUIRE(!graphs[1].nodes.empty());
  // the parser sees every node the truth lists
  CHECK(graphs[0].nodes.size() == truth.at("forward_nodes").size());
  CHECK(graphs[1].nodes.size() == truth.at("backward_nodes").size());
  int joint = -1;
  if (withJoint) {
    graphs.push_back(parseOne(tc, dir + "forward_and_backward" + ext, 2));
    REQUIRE(!graphs[2].nodes.empty());
    CHECK(graphs[2].nodes.size() == truth.at("forward_and_backward_nodes").size());
    joint = 2;
  }

  std::vector<fx::Association> assoc = fx::associateMakeFx(graphs, 0, 1, joint);
  int getAttrs = 0;
  for (const auto& n : graphs[1].nodes) getAttrs += n.op == fx::OpKind::GetAttr;
  CHECK(static_cast<int>(assoc.size()) == getAttrs);

  Tally t = score(graphs, assoc, truth);
  std::ostringstream summary;
  summary << caseName << " [" << form << ", " << (withJoint ? "a+b+c" : "a+b") << "]: " << t.total << " constants, "
          << t.matched << " matched, " << t.ambiguous << " ambiguous, " << t.unmatched << " unmatched, " << t.wrong
          << " wrong";
  for (const auto& d : t.wrongDetails) summary << "\n  WRONG " << d;
  for (const auto& d : t.notMatchedDetails) summary << "\n  open  " << d;
  WARN(summary.str());
  CHECK(t.wrong == 0);
  CHECK(t.truthMissingFromCandidates == 0);
  REQUIRE(t.total > 0);
  CHECK(static_cast<double>(t.matched) >= 0.95 * t.total);
}

}  // namespace

TEST_CASE("make_fx constants: forward + backward (the forum scenario)", "[makefx][corpus]") {
  for (const auto& c : makeFxCases()) {
    SECTION(c) {
      for (const char* form : {"code", "readable", "graph"}) runCase(c, form, false);
    }
  }
}

TEST_CASE("make_fx constants: forward + backward + forward_and_backward", "[makefx][corpus]") {
  for (const auto& c : makeFxCases()) {
    SECTION(c) {
      for (const char* form : {"code", "readable", "graph"}) runCase(c, form, true);
    }
  }
}

namespace {

const char* kTwoReluForward = R"(


def forward(self, x_1, y_1):
    relu = torch.ops.aten.relu.default(x_1);  x_1 = None
    detach = torch.ops.aten.detach.default(relu)
    relu_1 = torch.ops.aten.relu.default(y_1);  y_1 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    add = torch.ops.aten.add.Tensor(relu, relu_1);  relu = relu_1 = None
    sum_1 = torch.ops.aten.sum.default(add);  add = None
    return sum_1
    )";

// Only one of the two relus is differentiated: nothing tells which one saved the constant.
const char* kOneThresholdBackward = R"(


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [4]);  ones_like = None
    _tensor_constant0 = self._tensor_constant0
    detach = torch.ops.aten.detach.default(_tensor_constant0);  _tensor_constant0 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(expand, detach, 0);  expand = detach = None
    return (threshold_backward,)
    )";

// Both are: autograd runs relu_1's formula first (reverse forward order), which tells them apart.
const char* kTwoThresholdBackward = R"(


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [4]);  ones_like = None
    _tensor_constant0 = self._tensor_constant0
    detach = torch.ops.aten.detach.default(_tensor_constant0);  _tensor_constant0 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(expand, detach, 0);  detach = None
    _tensor_constant1 = self._tensor_constant1
    detach_1 = torch.ops.aten.detach.default(_tensor_constant1);  _tensor_constant1 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(expand, detach_1, 0);  expand = detach_1 = None
    return (threshold_backward, threshold_backward_1)
    )";

std::vector<fx::Graph> parsePair(const char* a, const char* b) {
  std::vector<fx::Graph> g;
  g.push_back(parseOne(a, "fwd.txt", 0));
  g.push_back(parseOne(b, "bwd.txt", 1));
  return g;
}

std::set<std::string> candidateNames(const fx::Graph& fwd, const fx::Association& a) {
  std::set<std::string> s;
  for (const auto& c : a.candidates)
    if (c.node >= 0 && c.node < static_cast<int>(fwd.nodes.size())) s.insert(fwd.nodes[c.node].name);
  return s;
}

}  // namespace

TEST_CASE("make_fx constants: two identical forward candidates stay ambiguous", "[makefx][unit]") {
  auto g = parsePair(kTwoReluForward, kOneThresholdBackward);
  REQUIRE(!g[0].nodes.empty());
  REQUIRE(!g[1].nodes.empty());
  auto assoc = fx::associateMakeFx(g, 0, 1, -1);
  REQUIRE(assoc.size() == 1);
  CHECK(assoc[0].status == fx::AssocStatus::Ambiguous);
  CHECK(assoc[0].forward.node < 0);
  CHECK(candidateNames(g[0], assoc[0]) == std::set<std::string>{"relu", "relu_1"});
}

TEST_CASE("make_fx constants: backward order separates identical forward ops", "[makefx][unit]") {
  auto g = parsePair(kTwoReluForward, kTwoThresholdBackward);
  auto assoc = fx::associateMakeFx(g, 0, 1, -1);
  REQUIRE(assoc.size() == 2);
  for (const auto& a : assoc) REQUIRE(a.status == fx::AssocStatus::Matched);
  CHECK(g[0].nodes[assoc[0].forward.node].name == "relu_1");
  CHECK(g[0].nodes[assoc[1].forward.node].name == "relu");
}

TEST_CASE("make_fx constants: bad indices and empty graphs do not crash", "[makefx][unit]") {
  std::vector<fx::Graph> none;
  CHECK(fx::associateMakeFx(none, 0, 1, -1).empty());
  auto g = parsePair(kTwoReluForward, kOneThresholdBackward);
  CHECK(fx::associateMakeFx(g, 0, 0, -1).empty());
  CHECK(fx::associateMakeFx(g, 5, 1, 7).empty());
  auto assoc = fx::associateMakeFx(g, 0, 1, 9);  // joint index out of range: ignored
  CHECK(assoc.size() == 1);
  std::vector<fx::Graph> empties(2);
  CHECK(fx::associateMakeFx(empties, 0, 1, -1).empty());
}
