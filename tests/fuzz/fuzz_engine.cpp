// fuzz_engine: printout parser + full analysis + everything the CLI, the renderer and the editor features read
// from the result.
// See harness.h for the input format.
#include <algorithm>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>
#include <vector>

#include "analyze_output.h"
#include "features/associations.h"
#include "features/code_lens.h"
#include "features/folding.h"
#include "features/hover.h"
#include "features/inlay_hints.h"
#include "features/navigation.h"
#include "features/preview.h"
#include "features/semantic_tokens.h"
#include "features/symbols.h"
#include "fx/analysis.h"
#include "harness.h"
#include "render/dot.h"
#include "snapshot.h"

namespace fxfuzz {

namespace {

// Discards what is written (but the writer still formats every value).
class NullBuf : public std::streambuf {
 protected:
  int overflow(int c) override { return traits_type::not_eof(c); }
  std::streamsize xsputn(const char*, std::streamsize n) override { return n; }
};

// The editor features (server/lsp/features: what the language server answers, before any LSP conversion) on
// every document: the whole-document ones, and the position ones at up to 12 names spread over the document
// plus its first and last byte. `salt` shifts which names.
void features(fx::Analysis a, size_t salt) {
  const fxl::Snapshot snap(std::move(a));
  for (int d = 0; d < snap.docCount(); ++d) {
    const auto n = static_cast<uint32_t>(snap.analysis().docs[d].text.size());
    fxl::documentSymbols(snap, d);
    fxl::semanticTokens(snap, d, std::nullopt);
    fxl::semanticTokens(snap, d, fx::Range{n / 3, n - n / 3});
    fxl::foldingRanges(snap, d);
    fxl::codeLenses(snap, d);
    fxl::inlayHints(snap, d, fx::Range{0, n}, {true, true});
    fxl::associationTable(snap, d);
    std::vector<uint32_t> offsets = {0, n};
    const auto occ = snap.occurrences(d);
    const size_t step = std::max<size_t>(1, occ.size() / 12);
    for (size_t i = occ.empty() ? 0 : salt % step; i < occ.size(); i += step) offsets.push_back(occ[i].range.begin);
    auto link = [](int doc, uint32_t line) { return std::to_string(doc) + "#L" + std::to_string(line); };
    for (uint32_t off : offsets) {
      fxl::hover(snap, d, off, link);
      fxl::definition(snap, d, off);
      fxl::declaration(snap, d, off);
      fxl::implementation(snap, d, off);
      fxl::references(snap, d, off, (off & 1) != 0);
      fxl::highlights(snap, d, off);
    }
    fxl::PreviewRequest req;
    req.doc = d;
    if (!occ.empty()) req.offset = occ[salt % occ.size()].range.begin;
    req.depth = 1;
    req.maxNodes = 8;
    fxl::planPreview(snap, req);
  }
  fxl::workspaceSymbols(snap, "a", 50);
  fxl::associationTable(snap, std::nullopt);
}

}  // namespace

int fuzzEngineOne(const uint8_t* data, size_t size) {
  std::string_view in(reinterpret_cast<const char*>(data), size);
  std::vector<fx::SourceFile> files;
  bool incremental = false;
  while (files.size() < 3) {
    const size_t sep = files.size() < 2 ? in.find(kDocSeparator) : std::string_view::npos;
    std::string_view part = in.substr(0, sep);
    const unsigned char selector = part.empty() ? 0 : static_cast<unsigned char>(part[0]);
    if (!part.empty()) part.remove_prefix(1);
    if (files.empty()) incremental = (selector & 0x40) != 0;
    fx::SourceFile f{kFileNames[selector & 15], std::string(part)};
    if (selector & 0x80) f.pairKey = "fuzz-pair";
    files.push_back(std::move(f));
    if (sep == std::string_view::npos) break;
    in.remove_prefix(sep + kDocSeparator.size());
  }

  fx::Analysis a;
  if (incremental) {
    std::vector<fx::ParsedInput> inputs;
    for (auto& f : files) {
      std::string key = f.pairKey;
      inputs.push_back({fx::parseFile(std::move(f)), std::move(key)});
    }
    a = fx::analyze(inputs);
  } else {
    a = fx::analyze(std::move(files));
  }

  NullBuf nb;
  std::ostream null(&nb);
  cli::writeJson(a, null);
  cli::writeText(a, null);

  // The renderer's plan (DOT text; no Graphviz): the default picture, a collapsed one and a focused one.
  if (!a.graphs.empty()) {
    null << fxr::planDot(a, {}).dot;
    fxr::RenderOptions collapsed;
    collapsed.maxNodes = 4;
    null << fxr::planDot(a, collapsed).dot;
    const fx::Graph& g = a.graphs[size % a.graphs.size()];
    if (!g.nodes.empty()) {
      fxr::RenderOptions focused;
      focused.graph = static_cast<int>(size % a.graphs.size());
      focused.focus = std::string(g.nodes[size % g.nodes.size()].name);
      focused.depth = 1;
      focused.maxNodes = 6;
      focused.dark = true;
      null << fxr::planDot(a, focused).dot;
    }
  }
  features(std::move(a), size);
  return 0;
}

}  // namespace fxfuzz
