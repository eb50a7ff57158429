// Every feature on real printouts of every form (code, print_readable, str(graph), tabular, logs, joint graphs,
// make_fx), checked for properties that must hold everywhere: a hover and a definition on every name, a name's
// references and highlights include it, tokens sorted and never overlapping, ranges inside their document.
#include <catch2/catch.hpp>
#include <filesystem>

#include "corpus.h"
#include "features/associations.h"
#include "features/code_lens.h"
#include "features/folding.h"
#include "features/hover.h"
#include "features/inlay_hints.h"
#include "features/navigation.h"
#include "features/semantic_tokens.h"
#include "features/symbols.h"
#include "snapshot.h"

namespace {

std::vector<fx::SourceFile> filesUnder(const std::string& dir, bool recursive) {
  std::vector<std::string> paths;
  auto take = [&](const std::filesystem::directory_entry& e) {
    std::string ext = e.path().extension().string();
    if (e.is_regular_file() && ext == ".txt") paths.push_back(e.path().string());
  };
  if (recursive)
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir)) take(e);
  else
    for (const auto& e : std::filesystem::directory_iterator(dir)) take(e);
  std::sort(paths.begin(), paths.end());
  std::vector<fx::SourceFile> files;
  for (const auto& p : paths) files.push_back({p, testsupport::readText(p)});
  return files;
}

bool inDoc(const fxl::Snapshot& s, const fxl::Target& t) {
  return t.doc >= 0 && t.doc < s.docCount() && t.range.begin <= t.range.end &&
         t.range.end <= s.analysis().docs[t.doc].text.size();
}

void checkSnapshot(const fxl::Snapshot& s) {
  auto link = [](int doc, uint32_t line0) { return std::to_string(doc) + "#L" + std::to_string(line0 + 1); };
  size_t names = 0;
  for (int doc = 0; doc < s.docCount(); ++doc) {
    const fx::Document& d = s.analysis().docs[doc];
    INFO(d.path);
    const uint32_t size = static_cast<uint32_t>(d.text.size());

    for (const fxl::Occurrence& o : s.occurrences(doc)) {
      ++names;
      INFO("at " << o.range.begin);
      auto h = fxl::hover(s, doc, o.range.begin, link);
      REQUIRE(h);
      CHECK(h->range.begin == o.range.begin);
      CHECK(h->range.end == o.range.end);
      auto defs = fxl::definition(s, doc, o.range.begin);
      CHECK(!defs.empty());
      for (const auto& t : defs) CHECK(inDoc(s, t));
      auto refs = fxl::references(s, doc, o.range.begin, true);
      CHECK(std::find(refs.begin(), refs.end(), fxl::Target{doc, o.range}) != refs.end());
      for (const auto& t : refs) CHECK(inDoc(s, t));
      auto hs = fxl::highlights(s, doc, o.range.begin);
      CHECK(std::any_of(hs.begin(), hs.end(), [&](const fxl::Highlight& x) {
        return x.range.begin == o.range.begin && x.range.end == o.range.end && x.write == o.definition;
      }));
      for (const auto& t : fxl::implementation(s, doc, o.range.begin)) CHECK(inDoc(s, t));
    }

    auto tokens = fxl::semanticTokens(s, doc, std::nullopt);
    CHECK(tokens.size() >= s.occurrences(doc).size());
    for (size_t i = 0; i < tokens.size(); ++i) {
      CHECK(tokens[i].range.begin < tokens[i].range.end);
      CHECK(tokens[i].range.end <= size);
      CHECK(tokens[i].type < fxl::tokenTypes().size());
      if (i) CHECK(tokens[i - 1].range.end <= tokens[i].range.begin);
    }

    for (const auto& g : fxl::documentSymbols(s, doc)) {
      CHECK(g.range.end <= size);
      CHECK((g.selectionRange.begin >= g.range.begin && g.selectionRange.end <= g.range.end));
      for (const auto& c : g.children) {
        CHECK((c.range.begin >= g.range.begin && c.range.end <= g.range.end));
        CHECK((c.selectionRange.begin >= c.range.begin && c.selectionRange.end <= c.range.end));
      }
    }
    for (const auto& f : fxl::foldingRanges(s, doc)) {
      CHECK(f.begin < f.end);
      CHECK(f.end <= d.text.size());
    }
    for (const auto& h : fxl::inlayHints(s, doc, {0, size}, {true, true})) {
      CHECK(h.offset <= size);
      CHECK(!h.label.empty());
    }
    for (const auto& l : fxl::codeLenses(s, doc)) CHECK(!l.title.empty());

    // graphAt is the innermost graph containing the offset (the last in order of beginning), at every line start
    // and every graph's edges: checked against that definition read off the graphs directly.
    std::vector<uint32_t> offsets(d.lineStarts.begin(), d.lineStarts.end());
    for (int gi : s.graphsOf(doc)) {
      const fx::Range r = s.analysis().graphs[gi].range;
      for (uint32_t o : {r.begin, r.end, r.begin > 0 ? r.begin - 1 : 0u, r.end + 1}) offsets.push_back(o);
    }
    for (uint32_t o : offsets) {
      int want = -1;
      for (int gi : s.graphsOf(doc))
        if (const fx::Range r = s.analysis().graphs[gi].range; r.begin <= o && o <= r.end) want = gi;
      INFO("graphAt " << o);
      CHECK(s.graphAt(doc, o) == want);
    }

    // Occurrences are indexed a graph at a time: each lies in its graph's printout, and `at` (which looks only in
    // the graphs containing the offset) is the document-wide definition: the last occurrence starting at or
    // before the offset, when it reaches the offset.
    const std::vector<fxl::Occurrence> all = s.occurrences(doc);
    for (int gi : s.graphsOf(doc)) {
      const fx::Range r = s.analysis().graphs[gi].range;
      for (const fxl::Occurrence& o : s.occurrencesIn(gi)) {
        CHECK(o.node.graph == gi);
        CHECK((r.begin <= o.range.begin && o.range.end <= r.end));
      }
    }
    std::vector<uint32_t> probes(offsets);
    for (const fxl::Occurrence& o : all) probes.insert(probes.end(), {o.range.begin, o.range.end, o.range.end + 1});
    for (uint32_t o : probes) {
      auto it = std::upper_bound(all.begin(), all.end(), o,
                                 [](uint32_t off, const fxl::Occurrence& x) { return off < x.range.begin; });
      const bool hit = it != all.begin() && o <= (it - 1)->range.end;
      const auto got = s.at(doc, o);
      INFO("at " << o);
      REQUIRE(got.has_value() == hit);
      if (hit) CHECK((got->node == (it - 1)->node && got->range.begin == (it - 1)->range.begin));
    }
  }
  for (const auto& r : fxl::associationTable(s, std::nullopt)) {
    CHECK(inDoc(s, r.backwardAt));
    if (r.status == "matched") CHECK(r.forwardAt);
  }
  CHECK(names > 0);
}

}  // namespace

TEST_CASE("features hold on every torch2x printout analyzed together", "[corpus][robust]") {
  fxl::Snapshot s(fx::analyze(filesUnder(testsupport::corpusPath("torch2x"), false)));
  REQUIRE(s.docCount() > 40);
  checkSnapshot(s);
}

TEST_CASE("features hold on every form of the mlp_nll case (AOT, min-cut, joint, make_fx)", "[corpus][robust]") {
  fxl::Snapshot s(fx::analyze(filesUnder(testsupport::corpusPath("torch113/mlp_nll"), true)));
  REQUIRE(s.docCount() > 30);
  checkSnapshot(s);
}
