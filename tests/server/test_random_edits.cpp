// Randomized edits: thousands of insertions / deletions / replacements with multi-byte characters, emoji, "\r\n",
// "\n" and lone "\r", applied to a reference model (a code point vector, with its own line and unit counting) and
// to TextStore through LSP ranges computed from the reference. The texts must agree after every step.
//
// Reproduce a failure with the seed in the test name (or set FXLENS_SEED to try other seeds).
#include <catch2/catch.hpp>

#include <cstdlib>
#include <random>
#include <vector>

#include "text_store.h"
#include "utf.h"

namespace {

constexpr uint32_t kDefaultSeed = 20240611;

uint32_t seed() {
  const char* env = std::getenv("FXLENS_SEED");
  return env ? static_cast<uint32_t>(std::strtoul(env, nullptr, 10)) : kDefaultSeed;
}

// The reference: code points, and LSP positions computed from them directly.
struct Model {
  std::vector<char32_t> cps;
  lsp::Encoding enc;

  uint32_t units(char32_t cp) const {
    return enc == lsp::Encoding::Utf16 ? testutf::utf16Units(cp) : testutf::utf8Bytes(cp);
  }

  // Indices that a position can name: not between the "\r" and "\n" of a CRLF.
  bool isBoundary(size_t i) const { return !(i > 0 && i < cps.size() && cps[i - 1] == U'\r' && cps[i] == U'\n'); }

  lsp::Position positionOf(size_t index) const {
    lsp::Position p;
    for (size_t i = 0; i < index; ++i) {
      const char32_t c = cps[i];
      if (c == U'\n' || (c == U'\r' && !(i + 1 < cps.size() && cps[i + 1] == U'\n'))) {
        ++p.line;
        p.character = 0;
      } else if (c != U'\r') {  // the "\r" of a CRLF: the "\n" ends the line
        p.character += units(c);
      }
    }
    return p;
  }

  bool isLineEnd(size_t i) const { return i == cps.size() || cps[i] == U'\n' || cps[i] == U'\r'; }
};

// The position of `index` as a client might send it: at a line end, sometimes with a character past it; at the
// document end, sometimes on a line past the last. Both must clamp back to `index`.
lsp::Position clientPosition(std::mt19937& rng, const Model& m, size_t index) {
  lsp::Position p = m.positionOf(index);
  auto chance = [&rng](int percent) { return std::uniform_int_distribution<int>(0, 99)(rng) < percent; };
  if (m.isLineEnd(index) && chance(20)) p.character += std::uniform_int_distribution<uint32_t>(1, 5)(rng);
  if (index == m.cps.size() && chance(30)) {
    p.line += std::uniform_int_distribution<uint32_t>(1, 3)(rng);
    p.character = std::uniform_int_distribution<uint32_t>(0, 10)(rng);
  }
  return p;
}

// What edits are made of, weighted towards the interesting cases.
const std::vector<std::vector<char32_t>> kPieces = {
    {U'a'}, {U'b'}, {U'z'}, {U' '}, {U'_'}, {U'\n'}, {U'\r', U'\n'}, {U'\r'},
    {U'\u00e9'}, {U'\u0080'}, {U'\u07ff'},                      // 2 bytes
    {U'\u20ac'}, {U'\u4e2d'}, {U'\u0800'}, {U'\uffff'},         // 3 bytes
    {U'\U0001F600'}, {U'\U0001D538'}, {U'\U00010000'}, {U'\U0010FFFF'},  // 4 bytes, surrogate pairs in UTF-16
    {U'\U0001F468', U'\u200D', U'\U0001F469'},                  // a ZWJ sequence
};

std::vector<char32_t> randomText(std::mt19937& rng, size_t maxPieces) {
  std::vector<char32_t> out;
  const size_t n = std::uniform_int_distribution<size_t>(0, maxPieces)(rng);
  for (size_t i = 0; i < n; ++i) {
    const auto& piece = kPieces[std::uniform_int_distribution<size_t>(0, kPieces.size() - 1)(rng)];
    out.insert(out.end(), piece.begin(), piece.end());
  }
  return out;
}

size_t randomBoundary(std::mt19937& rng, const Model& m, size_t lo, size_t hi) {
  size_t i = std::uniform_int_distribution<size_t>(lo, hi)(rng);
  if (!m.isBoundary(i)) --i;  // i - 1 is then the "\r", which is a boundary
  return i;
}

// One change against the model's current text: applied to the model, returned for the document.
lsp::TextDocumentContentChangeEvent randomChange(std::mt19937& rng, Model& m) {
  const int kind = std::uniform_int_distribution<int>(0, 99)(rng);
  // Keep the document from growing without bound: deletions win when it is long.
  const bool shrink = m.cps.size() > 3000;
  if (kind < 2) {  // a full replacement now and then
    m.cps = randomText(rng, 200);
    return {std::nullopt, testutf::encode(m.cps)};
  }
  const size_t a = randomBoundary(rng, m, 0, m.cps.size());
  size_t b = a;
  if (kind < 40 || shrink) {  // deletion or replacement
    const size_t span = shrink ? 400 : 20;
    b = randomBoundary(rng, m, a, std::min(m.cps.size(), a + span));
    if (b < a) b = a;
  }
  const std::vector<char32_t> inserted = (kind < 25 || shrink) ? std::vector<char32_t>{} : randomText(rng, 8);
  const lsp::Range range{clientPosition(rng, m, a), clientPosition(rng, m, b)};
  m.cps.erase(m.cps.begin() + static_cast<std::ptrdiff_t>(a), m.cps.begin() + static_cast<std::ptrdiff_t>(b));
  m.cps.insert(m.cps.begin() + static_cast<std::ptrdiff_t>(a), inserted.begin(), inserted.end());
  return {range, testutf::encode(inserted)};
}

void runRandomEdits(lsp::Encoding enc, uint32_t s) {
  INFO("seed " << s << ", encoding " << lsp::encodingName(enc) << " (rerun with FXLENS_SEED=" << s << ")");
  std::mt19937 rng(s);
  Model m{randomText(rng, 300), enc};
  lsp::TextStore store;
  const std::string uri = "file:///random.txt";
  store.open({uri, "fxgraph", 0, testutf::encode(m.cps)});

  constexpr int kSteps = 4000;
  size_t changesApplied = 0;
  for (int step = 1; step <= kSteps; ++step) {
    // Several changes per notification sometimes: each range refers to the text after the previous change.
    const int n = std::uniform_int_distribution<int>(1, 10)(rng) <= 8 ? 1 : 3;
    lsp::DidChangeTextDocumentParams params{{uri, step}, {}};
    for (int k = 0; k < n; ++k) params.contentChanges.push_back(randomChange(rng, m));
    REQUIRE(store.change(params, enc));
    changesApplied += params.contentChanges.size();
    const lsp::TextDocument* doc = store.find(uri);
    REQUIRE(doc != nullptr);
    if (doc->text() != testutf::encode(m.cps)) {
      INFO("step " << step << ", last change " << lsp::Json(params.contentChanges.back()).dump());
      REQUIRE(doc->text() == testutf::encode(m.cps));
    }
    REQUIRE(doc->version == step);
  }
  CHECK(changesApplied >= kSteps);
}

}  // namespace

TEST_CASE("random edits agree with a code point model, UTF-16 (seed 20240611)", "[textstore][random]") {
  runRandomEdits(lsp::Encoding::Utf16, seed());
}

TEST_CASE("random edits agree with a code point model, UTF-8 (seed 20240611)", "[textstore][random]") {
  runRandomEdits(lsp::Encoding::Utf8, seed() + 1);
}
