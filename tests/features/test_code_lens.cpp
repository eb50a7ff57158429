#include <catch2/catch.hpp>

#include <set>

#include "corpus.h"
#include "features/code_lens.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

std::vector<std::string> titles(const std::vector<fxl::CodeLens>& ls) {
  std::vector<std::string> out;
  for (const auto& l : ls) out.push_back(l.title);
  return out;
}

}  // namespace

TEST_CASE("code lens: role, partner, what the pair saves and recomputes", "[codelens]") {
  auto f = aot();
  // Saved for backward: div (f32[10], 40 B) and the input primals_1 (f32[10], 40 B); abs_1 and add are recomputed.
  // Memory (by hand): abs_1, add, div 40 B each, sum_1 4 B, lt 1 B; abs_1 and add live together (80 B), then add
  // and div; div is held for the backward. The backward's peak: div, tangents_1, add, neg and div_2 (5 × 40 B).
  auto fwd = fxl::codeLenses(f.snap, kFwdDoc);
  CHECK(titles(fwd) == std::vector<std::string>{"forward · pairs with bwd.py#1",
                                                "memory: peak 80 B at add · holds 40 B for backward",
                                                "saves 2 tensors · 80 B", "recomputes 2 nodes"});
  for (const auto& l : fwd) {
    CHECK(l.range.begin == f.fwd.point("def"));
    CHECK(l.range.end == l.range.begin);
  }
  auto bwd = fxl::codeLenses(f.snap, kBwdDoc);
  CHECK(titles(bwd) == std::vector<std::string>{"backward · pairs with fwd.py#1", "memory: backward peak 200 B at div_2",
                                                "saves 2 tensors · 80 B", "recomputes 2 nodes"});
  REQUIRE(!bwd.empty());
  CHECK(bwd[0].range.begin == f.bwd.point("def"));
}

TEST_CASE("code lens: each lens shows what it speaks of", "[codelens]") {
  auto f = aot();
  auto bwd = fxl::codeLenses(f.snap, kBwdDoc);
  REQUIRE(bwd.size() == 4);
  // pairs with: the forward graph (its first node, primals_1).
  CHECK(bwd[0].places == std::vector<fxl::Target>{at(kFwdDoc, f.fwd.range("primals_1"))});
  // memory: opens the memory plot.
  CHECK(bwd[1].action == fxl::CodeLens::Action::OpenMemory);
  // saves 2 tensors: where the forward makes them, in print order.
  CHECK(bwd[2].places == (std::vector<fxl::Target>{at(kFwdDoc, f.fwd.range("primals_1")), at(kFwdDoc, f.fwd.range("div"))}));
  // recomputes 2 nodes: abs_1 and add in the backward.
  REQUIRE(bwd[3].places.size() == 2);
  CHECK(bwd[3].places[0] == at(kBwdDoc, f.bwd.range("abs_1")));
  for (int i : {0, 2, 3}) CHECK(bwd[i].action == fxl::CodeLens::Action::ShowPlaces);
  // A graph without a partner offers to pair it; its memory is its own.
  const fxl::Snapshot lone(fx::analyze({{"fwd.py", f.fwd.text()}}));
  auto alone = fxl::codeLenses(lone, 0);
  REQUIRE(alone.size() == 2);
  CHECK(alone[0].title == "forward · no partner");
  CHECK(alone[0].action == fxl::CodeLens::Action::PairWith);
  CHECK(alone[1].title == "memory: peak 80 B at add");
}

TEST_CASE("code lens: unprinted and symbolic sizes are counted apart", "[codelens]") {
  // make_fx (1.13, no types): view, relu, t_1, _log_softmax, getitem_1 and the input labels_1 are saved.
  auto m = makeFx();
  CHECK(titles(fxl::codeLenses(m.snap, kFwdDoc)) ==
        std::vector<std::string>{"forward · pairs with bwd.py#1", "memory: sizes unknown (untyped printout)",
                                 "saves 6 tensors · 6 unsized"});
  // Dynamic shapes: div f32[s0] and primals_2 f32[s0] are tensors; primals_1 Sym(s0) is a saved size, no tensor.
  auto s = symbolic();
  auto t = titles(fxl::codeLenses(s.snap, kFwdDoc));
  REQUIRE(t.size() == 4);
  CHECK(t[1].starts_with("memory: "));
  CHECK(t[2] == "saves 2 tensors · 2 symbolic · 1 size");
  CHECK(t[3] == "recomputes 2 nodes");
}

TEST_CASE("code lens: a graph without partner", "[codelens]") {
  auto f = aot();
  fxl::Snapshot alone(fx::analyze({{"fwd.py", f.fwd.text()}}));
  CHECK(titles(fxl::codeLenses(alone, 0)) ==
        std::vector<std::string>{"forward · no partner", "memory: peak 80 B at add"});
}

TEST_CASE("code lens: unknown documents give nothing", "[codelens][robust]") {
  auto f = aot();
  CHECK(fxl::codeLenses(f.snap, -1).empty());
  CHECK(fxl::codeLenses(f.snap, 2).empty());
  fxl::Snapshot noGraph(fx::analyze({{"notes.txt", "\x01\x02 binary-ish\n"}}));
  CHECK(fxl::codeLenses(noGraph, 0).empty());
}

// A pair that saves hundreds of tensors (torch 1.13's big_transformer, min-cut: 626) does not list them with the lens
// (a log of a hundred such compiles sent 2 s of JSON per request); placesOf gives them when the client asks.
TEST_CASE("code lens: a pair that saves many tensors lists them only when asked", "[codelens]") {
  const std::string dir = "torch113/big_transformer/aot_mincut/";
  std::vector<fx::SourceFile> files;
  for (const char* f : {"fwd.code.txt", "bwd.code.txt"})
    files.push_back({dir + f, testsupport::readText(testsupport::corpusPath(dir + f))});
  const fxl::Snapshot snap(fx::analyze(std::move(files)));
  const auto lenses = fxl::codeLenses(snap, 1);
  const auto saves = std::find_if(lenses.begin(), lenses.end(), [](const fxl::CodeLens& l) { return l.title.starts_with("saves 626 tensors"); });
  REQUIRE(saves != lenses.end());
  CHECK(saves->about == fxl::CodeLens::About::Saved);
  CHECK(saves->places.empty());
  const std::vector<fxl::Target> places = fxl::placesOf(snap, saves->graph, saves->about);
  CHECK(places.size() == 626);
  std::set<uint32_t> at;
  for (const fxl::Target& t : places) {
    CHECK(t.doc == 0);  // where the forward makes them
    at.insert(t.range.begin);
  }
  CHECK(at.size() == places.size());
  CHECK(std::is_sorted(places.begin(), places.end(), [](const fxl::Target& x, const fxl::Target& y) { return x.range.begin < y.range.begin; }));
  // The partner lens still lists its one place; a graph in no pair has nothing to find.
  CHECK(lenses.front().about == fxl::CodeLens::About::Listed);
  CHECK(lenses.front().places.size() == 1);
  CHECK(fxl::placesOf(snap, -1, fxl::CodeLens::About::Saved).empty());
}

// A reply holds at most maxLenses lenses, graphs in document order; the first graph left without lenses gets one that
// says how many are and shows where they begin.
TEST_CASE("code lens: a reply is bounded and says how many graphs were left without lenses", "[codelens]") {
  std::string text;
  for (int i = 0; i < 30; ++i) text += "def forward(self, x):\n    y = torch.ops.aten.relu.default(x)\n    return [y]\n\n";
  fxl::Snapshot snap(fx::analyze({{"tiny.py", text}}));
  REQUIRE(snap.graphsOf(0).size() == 30);
  const std::vector<fxl::CodeLens> all = fxl::codeLenses(snap, 0, 1000);
  const size_t perGraph = all.size() / 30;
  REQUIRE(perGraph >= 1);
  REQUIRE(all.size() == perGraph * 30);
  for (size_t limit : {size_t{1}, size_t{7}, perGraph * 10, all.size() - 1}) {
    CAPTURE(limit);
    const std::vector<fxl::CodeLens> some = fxl::codeLenses(snap, 0, limit);
    const size_t graphs = limit / perGraph;  // the graphs whose lenses all fit
    REQUIRE(some.size() == graphs * perGraph + 1);
    CHECK(std::equal(some.begin(), some.end() - 1, all.begin(),
                     [](const fxl::CodeLens& a, const fxl::CodeLens& b) { return a.title == b.title && a.range.begin == b.range.begin; }));
    const fxl::CodeLens& more = some.back();
    const fx::Range next = snap.analysis().graphs[snap.graphsOf(0)[graphs]].range;
    CHECK(more.range.begin == next.begin);
    CHECK(more.title == "… " + std::to_string(30 - graphs) + (30 - graphs == 1 ? " graph" : " graphs") +
                            " from here without lenses (a reply holds " + std::to_string(limit) + ")");
    CHECK(more.places.size() == 30 - graphs);  // the first node of each, fewer than kListedPlaces here
  }
  CHECK(fxl::codeLenses(snap, 0, all.size()).size() == all.size());  // everything fits: no such lens
}
