#include <algorithm>
#include <catch2/catch.hpp>

#include "features/associations.h"
#include "fixtures.h"

using namespace fixtures;
using fxl::AssociationRow;

namespace {

const AssociationRow* row(const std::vector<AssociationRow>& rows, std::string_view backward) {
  for (const auto& r : rows)
    if (r.backward == backward) return &r;
  return nullptr;
}

size_t lines(const std::string& s) { return static_cast<size_t>(std::count(s.begin(), s.end(), '\n')); }

}  // namespace

TEST_CASE("association table: every backward value with its producer, status and evidence", "[associations]") {
  auto f = aot();
  auto rows = fxl::associationTable(f.snap, std::nullopt);
  // Saved primals_1 and div, tangents_1, the gradient add_1, recomputed abs_1 and add.
  CHECK(rows.size() == 6);
  const auto* div = row(rows, "div");
  REQUIRE(div);
  CHECK(div->backwardGraph == "bwd.py#1");
  CHECK(div->kind == "saved");
  CHECK(div->forwardGraph == "fwd.py#1");
  CHECK(div->forward == "div");
  CHECK(div->status == "matched");
  CHECK(div->evidence == "name, position");
  CHECK(div->backwardAt == at(kBwdDoc, f.bwd.range("div")));
  REQUIRE(div->forwardAt);
  CHECK(*div->forwardAt == at(kFwdDoc, f.fwd.range("div")));

  const auto* grad = row(rows, "add_1");
  REQUIRE(grad);
  CHECK(grad->kind == "grad_output");
  CHECK(grad->forward == "primals_1");
  const auto* abs = row(rows, "abs_1");
  REQUIRE(abs);
  CHECK(abs->kind == "recomputed");
  CHECK(abs->backwardAt == at(kBwdDoc, f.bwd.range("abs_1")));
  CHECK(*abs->forwardAt == at(kFwdDoc, f.fwd.range("abs_1")));
}

TEST_CASE("association table: ambiguous and unmatched rows", "[associations]") {
  auto a = ambiguous();
  auto rows = fxl::associationTable(a.snap, std::nullopt);
  const auto* c0 = row(rows, "_tensor_constant0");
  REQUIRE(c0);
  CHECK(c0->status == "ambiguous");
  CHECK(c0->kind == "constant");
  CHECK(c0->forward.empty());
  CHECK_FALSE(c0->forwardAt);
  CHECK(c0->forwardGraph == "fwd.py#1");
  CHECK(c0->candidates == std::vector<std::string>{"relu", "relu_1"});
  std::string md = fxl::associationTableMarkdown(rows);
  INFO(md);
  CHECK(md.rfind("| backward | kind | forward | status | evidence |\n|---|---|---|---|---|\n", 0) == 0);
  CHECK(lines(md) == rows.size() + 2);
  CHECK(md.find("| `_tensor_constant0` (bwd.py#1) | constant | `relu` \\| `relu_1` ? (fwd.py#1) | ambiguous | op-table, order |") !=
        std::string::npos);

  auto u = unmatched();
  auto urows = fxl::associationTable(u.snap, std::nullopt);
  const auto* t = row(urows, "tangents_1");
  REQUIRE(t);
  CHECK(t->status == "unmatched");
  CHECK(t->kind == "tangent");
  CHECK(t->forward.empty());
  CHECK(t->candidates.empty());
  CHECK(t->evidence == "no user output at this position");
  CHECK(t->backwardAt == at(kBwdDoc, u.bwd.range("tangents_1")));
  std::string umd = fxl::associationTableMarkdown(urows);
  CHECK(umd.find("| `tangents_1` (bwd.py#1) | tangent | — | unmatched | no user output at this position |") !=
        std::string::npos);
}

TEST_CASE("association table: filtered by document", "[associations]") {
  auto f = aot();
  auto a = ambiguous();
  fxl::Snapshot snap(fx::analyze({{"aot/fwd.py", f.fwd.text()},
                                  {"aot/bwd.py", f.bwd.text()},
                                  {"makefx/fwd.py", a.fwd.text()},
                                  {"makefx/bwd.py", a.bwd.text()}}));
  auto all = fxl::associationTable(snap, std::nullopt);
  auto aotRows = fxl::associationTable(snap, 1);
  auto mfRows = fxl::associationTable(snap, 2);  // the make_fx forward: rows whose candidates live there
  CHECK(aotRows.size() == 6);
  CHECK(mfRows.size() == 2);  // loss_1 (tangent of sum_1) and _tensor_constant0
  CHECK(all.size() == aotRows.size() + mfRows.size());
  for (const auto& r : aotRows) CHECK(r.backwardGraph == "aot/bwd.py#1");  // graph ids keep the path as given
  for (const auto& r : mfRows) CHECK(r.forwardGraph == "makefx/fwd.py#1");
  CHECK(fxl::associationTable(snap, 4).empty());
  CHECK(fxl::associationTable(snap, -1).empty());
}

// A reply holds at most kMaxAssociationRows: when there are more, the unmatched and ambiguous rows are kept first,
// every kept row in its place in the order, and the markdown says how many are not listed.
TEST_CASE("associations: a table is bounded and keeps the unmatched and ambiguous rows first", "[associations]") {
  auto f = unmatched();
  const std::vector<fxl::AssociationRow> all = fxl::associationTable(f.snap, std::nullopt);
  size_t problems = 0;
  for (const auto& r : all) problems += r.status != "matched";
  REQUIRE(problems > 0);
  REQUIRE(all.size() > problems + 1);
  auto key = [](const fxl::AssociationRow& r) { return r.backwardGraph + "/" + r.backward + "/" + r.kind; };
  for (size_t max : {problems, problems + 1, all.size() - 1}) {
    CAPTURE(max);
    std::vector<fxl::AssociationRow> rows = all;
    const size_t left = fxl::keepAtMost(rows, max);
    CHECK(rows.size() == max);
    CHECK(left == all.size() - max);
    size_t keptProblems = 0, at = 0;
    for (const auto& r : rows) {
      keptProblems += r.status != "matched";
      while (at < all.size() && key(all[at]) != key(r)) ++at;  // a subsequence of the table, in its order
      CHECK(at < all.size());
      ++at;
    }
    CHECK(keptProblems == problems);
    const std::string md = fxl::associationTableMarkdown(rows, left);
    CHECK(md.find("… " + std::to_string(left) + " more associations not listed") != std::string::npos);
  }
  std::vector<fxl::AssociationRow> rows = all;
  CHECK(fxl::keepAtMost(rows, all.size()) == 0);
  CHECK(rows.size() == all.size());
  CHECK(fxl::associationTableMarkdown(rows).find("more associations") == std::string::npos);
}
