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
#include "features/check.h"
#include "fx/analysis.h"
#include "fx/graph_diff.h"
#include "fx/run_tree.h"
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
  // The diff (fx/graph_diff.h) of the first graph against one picked by `size`, and of each recompile against the
  // compile before it: every node of each graph matched once or listed as removed or added.
  if (!a.graphs.empty()) {
    auto check = [&](int x, int y) {
      const fx::GraphDiff d = fx::diffGraphs(a, x, a, y);
      const size_t nx = a.graphs[x].nodes.size(), ny = a.graphs[y].nodes.size();
      if (d.matches.size() + d.removed.size() != nx || d.matches.size() + d.added.size() != ny) __builtin_trap();
      null << fx::diffCosts(a, x, a, y, d).savedBytesA;
    };
    check(0, static_cast<int>(size % a.graphs.size()));
    for (auto [x, y] : fx::recompiledGraphs(a)) check(x, y);
    // The run tree: every top-level graph under one rank and compile, each divergence's nodes in its graphs.
    const fx::RunTree t = fx::runTree(a);
    size_t placed = 0;
    for (const fx::RunRank& r : t.ranks)
      for (const fx::RunCompile& c : r.compiles) placed += c.graphs.size();
    if (placed != static_cast<size_t>(std::count_if(a.graphs.begin(), a.graphs.end(), [](const fx::Graph& g) { return g.parent < 0; })))
      __builtin_trap();
    for (const fx::RankDivergence& d : t.divergences)
      if (d.nodeA >= static_cast<int>(a.graphs[d.graphA].nodes.size()) || d.nodeB >= static_cast<int>(a.graphs[d.graphB].nodes.size()))
        __builtin_trap();
  }
  // The editor features (server/editor/features: what the language server answers, before any LSP conversion) on
  // every document: the whole-document ones, and the position ones at about 12 names (`size` shifts which), with
  // `fxlens check`'s checks of each answer; a failed check is a bug like a crash.
  const fxl::Snapshot snap(std::move(a));
  if (!fxl::checkFeatures(snap, {12, size}).failures.empty()) __builtin_trap();
  return 0;
}

}  // namespace fxfuzz
