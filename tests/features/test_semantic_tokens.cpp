#include <algorithm>
#include <catch2/catch.hpp>
#include <set>

#include "corpus.h"
#include "features/semantic_tokens.h"
#include "fixtures.h"

using namespace fixtures;

namespace {

uint32_t typeNamed(std::string_view name) {
  const auto& ts = fxl::tokenTypes();
  auto it = std::find(ts.begin(), ts.end(), name);
  REQUIRE(it != ts.end());
  return static_cast<uint32_t>(it - ts.begin());
}

uint32_t modNamed(std::string_view name) {
  const auto& ms = fxl::tokenModifiers();
  auto it = std::find(ms.begin(), ms.end(), name);
  REQUIRE(it != ms.end());
  return 1u << (it - ms.begin());
}

const fxl::Token* tokenAt(const std::vector<fxl::Token>& ts, fx::Range r) {
  for (const auto& t : ts)
    if (t.range.begin == r.begin && t.range.end == r.end) return &t;
  return nullptr;
}

void checkWellFormed(const std::vector<fxl::Token>& ts) {
  for (size_t i = 0; i < ts.size(); ++i) {
    CHECK(ts[i].range.begin < ts[i].range.end);
    CHECK(ts[i].type < fxl::tokenTypes().size());
    CHECK(ts[i].modifiers < (1u << fxl::tokenModifiers().size()));
    if (i) CHECK(ts[i - 1].range.end <= ts[i].range.begin);  // sorted, no overlaps
  }
}

}  // namespace

TEST_CASE("semantic tokens: the legend has one type per category and the five modifiers", "[tokens]") {
  CHECK(fxl::tokenTypes() == std::vector<std::string>{"fxNode", "fxInput", "fxTangent", "fxForward", "fxBackward",
                                                      "fxSavedTensor", "fxForwardOutput", "fxBackwardOutput"});
  CHECK(fxl::tokenModifiers() ==
        std::vector<std::string>{"declaration", "recomputed", "unmatched", "ambiguous", "saved"});
  std::set<uint32_t> seen;
  for (auto c : {fx::Category::None, fx::Category::Input, fx::Category::Tangent, fx::Category::Fwd, fx::Category::Bwd,
                 fx::Category::SaveTensor, fx::Category::FwdOutput, fx::Category::BwdOutput})
    seen.insert(fxl::tokenTypeOf(c));
  CHECK(seen.size() == 8);
  CHECK(fxl::tokenTypeOf(fx::Category::SaveTensor) == typeNamed("fxSavedTensor"));
  CHECK(fxl::mod::Unmatched == modNamed("unmatched"));
  CHECK(fxl::mod::Saved == modNamed("saved"));
}

TEST_CASE("semantic tokens: types by category, modifiers for saved, recomputed, declarations", "[tokens]") {
  auto f = aot();
  auto bwd = fxl::semanticTokens(f.snap, kBwdDoc, std::nullopt);
  checkWellFormed(bwd);
  const uint32_t decl = modNamed("declaration"), saved = modNamed("saved"), recomputed = modNamed("recomputed");

  const auto* div = tokenAt(bwd, f.bwd.range("div"));
  REQUIRE(div);
  CHECK(div->type == typeNamed("fxSavedTensor"));
  CHECK(div->modifiers == (decl | saved));
  const auto* divUse = tokenAt(bwd, f.bwd.range("div_use"));
  REQUIRE(divUse);
  CHECK(divUse->type == typeNamed("fxSavedTensor"));
  CHECK(divUse->modifiers == saved);

  const auto* tangent = tokenAt(bwd, f.bwd.range("tangents_1"));
  REQUIRE(tangent);
  CHECK(tangent->type == typeNamed("fxTangent"));
  CHECK(tangent->modifiers == decl);

  const auto* abs = tokenAt(bwd, f.bwd.range("abs_1_use"));
  REQUIRE(abs);
  CHECK(abs->type == typeNamed("fxBackward"));
  CHECK(abs->modifiers == recomputed);

  const auto* neg = tokenAt(bwd, f.bwd.range("neg_use"));
  REQUIRE(neg);
  CHECK(neg->type == typeNamed("fxBackward"));
  CHECK(neg->modifiers == 0);

  // `return` carries the output node's category.
  uint32_t ret = f.bwd.point("return");
  const auto* out = tokenAt(bwd, {ret, ret + 6});
  REQUIRE(out);
  CHECK(out->type == typeNamed("fxBackwardOutput"));

  auto fwd = fxl::semanticTokens(f.snap, kFwdDoc, std::nullopt);
  checkWellFormed(fwd);
  const auto* primals = tokenAt(fwd, f.fwd.range("primals_1"));
  REQUIRE(primals);
  CHECK(primals->type == typeNamed("fxInput"));
  CHECK(primals->modifiers == (decl | saved));  // an input also saved for backward
  const auto* fabs = tokenAt(fwd, f.fwd.range("abs_1"));
  REQUIRE(fabs);
  CHECK(fabs->type == typeNamed("fxForward"));
  CHECK(fabs->modifiers == (decl | recomputed));  // the backward recomputes it
  const auto* fdiv = tokenAt(fwd, f.fwd.range("div_ret2"));
  REQUIRE(fdiv);
  CHECK(fdiv->type == typeNamed("fxSavedTensor"));
  uint32_t fret = f.fwd.point("return");
  REQUIRE(tokenAt(fwd, {fret, fret + 6}));
  CHECK(tokenAt(fwd, {fret, fret + 6})->type == typeNamed("fxForwardOutput"));

  // One token per occurrence, plus `return`: every name the snapshot knows in the document.
  CHECK(bwd.size() == f.snap.occurrences(kBwdDoc).size() + 1);
}

TEST_CASE("semantic tokens: unmatched and ambiguous backward reads are marked", "[tokens]") {
  const uint32_t unmatchedBit = modNamed("unmatched"), ambiguousBit = modNamed("ambiguous");
  auto u = unmatched();
  auto ts = fxl::semanticTokens(u.snap, kBwdDoc, std::nullopt);
  checkWellFormed(ts);
  for (const auto& r : {u.bwd.range("tangents_1"), u.bwd.range("tangents_1_use")}) {
    const auto* t = tokenAt(ts, r);
    REQUIRE(t);
    CHECK(t->type == typeNamed("fxTangent"));
    CHECK((t->modifiers & unmatchedBit) != 0);
  }
  // Marked: tangents_1 (its user output is gone) and getitem_1 (the forward computes it but no longer returns it,
  // so the output at its position, the loss `getitem`, must not be taken for it). Every other read has its producer.
  std::set<std::string> markedNames;
  for (const auto& t : ts)
    if (t.modifiers & unmatchedBit) markedNames.insert(std::string(u.bwd.slice(t.range)));
  CHECK(markedNames == std::set<std::string>{"tangents_1", "getitem_1"});
  // The complete pair has none.
  auto full = aot();
  for (const auto& t : fxl::semanticTokens(full.snap, kBwdDoc, std::nullopt)) CHECK((t.modifiers & unmatchedBit) == 0);

  auto a = ambiguous();
  auto toks = fxl::semanticTokens(a.snap, kBwdDoc, std::nullopt);
  for (const auto& r : {a.bwd.range("tensor_constant0"), a.bwd.range("tensor_constant0_use")}) {
    const auto* t = tokenAt(toks, r);
    REQUIRE(t);
    CHECK(t->type == typeNamed("fxSavedTensor"));
    CHECK((t->modifiers & ambiguousBit) != 0);
    CHECK((t->modifiers & unmatchedBit) == 0);
  }
}

TEST_CASE("semantic tokens: a range request is clipped", "[tokens]") {
  auto f = aot();
  // From the middle of `div` (the signature) to the middle of `tangents_1`.
  fx::Range within{mid(f.bwd.range("div")), mid(f.bwd.range("tangents_1"))};
  auto ts = fxl::semanticTokens(f.snap, kBwdDoc, within);
  REQUIRE(ts.size() == 2);
  CHECK(ts[0].range.begin == within.begin);
  CHECK(ts[0].range.end == f.bwd.range("div").end);
  CHECK(ts[0].type == typeNamed("fxSavedTensor"));
  CHECK(ts[1].range.begin == f.bwd.range("tangents_1").begin);
  CHECK(ts[1].range.end == within.end);
  CHECK(ts[1].type == typeNamed("fxTangent"));
  CHECK(fxl::semanticTokens(f.snap, kBwdDoc, fx::Range{0, f.bwd.point("def")}).empty());  // before the graph
}

TEST_CASE("semantic tokens: unknown documents give nothing", "[tokens][robust]") {
  auto f = aot();
  CHECK(fxl::semanticTokens(f.snap, -1, std::nullopt).empty());
  CHECK(fxl::semanticTokens(f.snap, 2, std::nullopt).empty());
  CHECK(fxl::semanticTokens(f.snap, kFwdDoc, fx::Range{UINT32_MAX - 1, UINT32_MAX}).empty());
}

// A reply about a huge document holds the first tokens only: a prefix of all of them, at most one past the limit
// (where the cut falls), and says whether anything was left out. Two graphs: the second is not needed for a small
// limit.
TEST_CASE("semantic tokens: the first tokens up to a limit are a prefix of all of them", "[tokens]") {
  const Annotated twice(std::string(kAotFwd) + "\n" + kAotFwd);
  fxl::Snapshot snap(fx::analyze({{"log.py", twice.text()}}));
  REQUIRE(snap.graphsOf(0).size() == 2);
  const std::vector<fxl::Token> all = fxl::semanticTokens(snap, 0, std::nullopt);
  REQUIRE(all.size() > 20);
  for (size_t limit : {size_t{0}, size_t{1}, size_t{5}, all.size() / 2, all.size() - 1, all.size(), all.size() + 7}) {
    CAPTURE(limit);
    const fxl::FirstTokens first = fxl::firstSemanticTokens(snap, 0, std::nullopt, limit);
    CHECK(first.complete == (limit >= all.size()));
    CHECK(first.tokens.size() == std::min(limit + 1, all.size()));
    CHECK(std::equal(first.tokens.begin(), first.tokens.end(), all.begin()));
  }
  // Within a range, the same rule from the range's start.
  const fx::Range second = snap.analysis().graphs[snap.graphsOf(0)[1]].range;
  const std::vector<fxl::Token> inSecond = fxl::semanticTokens(snap, 0, second);
  REQUIRE(inSecond.size() > 3);
  const fxl::FirstTokens firstInSecond = fxl::firstSemanticTokens(snap, 0, second, 3);
  CHECK_FALSE(firstInSecond.complete);
  CHECK(std::equal(firstInSecond.tokens.begin(), firstInSecond.tokens.end(), inSecond.begin()));
  CHECK(firstInSecond.tokens.front().range.begin >= second.begin);
}

// A graph that holds nested ones may go on after them: wherever the limit falls, the first tokens are a prefix of all.
TEST_CASE("semantic tokens: the first tokens of a printout with nested graphs are a prefix", "[tokens]") {
  const std::string path = testsupport::corpusPath("torch2x/pt_invoke_subgraph_auto_functionalize.fwd.txt");
  fxl::Snapshot snap(fx::analyze({{path, testsupport::readText(path)}}));
  const auto graphs = snap.graphsOf(0);
  REQUIRE(graphs.size() >= 2);
  REQUIRE(snap.analysis().graphs[graphs[1]].parent >= 0);  // the second graph is nested in the first
  const std::vector<fxl::Token> all = fxl::semanticTokens(snap, 0, std::nullopt);
  REQUIRE(all.size() > 10);
  for (size_t limit = 0; limit <= all.size() + 1; ++limit) {
    CAPTURE(limit);
    const fxl::FirstTokens first = fxl::firstSemanticTokens(snap, 0, std::nullopt, limit);
    CHECK(first.complete == (limit >= all.size()));
    CHECK(first.tokens.size() == std::min(limit + 1, all.size()));
    CHECK(std::equal(first.tokens.begin(), first.tokens.end(), all.begin()));
  }
}
