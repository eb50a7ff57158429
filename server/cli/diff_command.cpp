#include "diff_command.h"

#include <iostream>
#include <memory>
#include <optional>

#include "diff_report.h"
#include "inputs.h"
#include "platform/files.h"

namespace {

constexpr const char* kDiffUsage =
    "usage: fxlens diff A [B] [--json]\n"
    "  What changed between two compiles: their graphs matched node by node (by structure, names, ops and\n"
    "  order), with the nodes added, removed and changed, what each side saves for the backward and recomputes,\n"
    "  and the bytes saved on each side (docs/DIFF.md).\n"
    "  A, B    a file or folder (analyzed on its own), or one graph of it: FILE#N, N as in the graph ids that\n"
    "          `fxlens analyze FILE` prints (e.g. log.txt#3)\n"
    "          two inputs: each graph of A against its counterpart in B (the same role, the most names and\n"
    "          ops in common); one input: each recompile ([0/1]) against the compile before it ([0/0])\n"
    "  --json  machine-readable output (docs/JSON.md)\n";

// One side of the command line: what to read, and which graph of it when one is named.
struct Side {
  std::string path;
  std::string graph;  // "#N", or empty for every graph
  std::unique_ptr<fx::Analysis> analysis;
};

// `log.txt#3` names graph 3 of log.txt when no file is called that.
Side sideOf(const std::string& arg) {
  const size_t hash = arg.rfind('#');
  if (hash != std::string::npos && hash > 0 && !sys::fileStatus(arg) && sys::fileStatus(arg.substr(0, hash)))
    return {arg.substr(0, hash), arg.substr(hash), nullptr};
  return {arg, {}, nullptr};
}

// The graph a side names, -1 when it names none (said on stderr).
int namedGraph(const Side& s) {
  const fx::Analysis& an = *s.analysis;
  for (int g = 0; g < static_cast<int>(an.graphs.size()); ++g)
    if (an.graphs[g].id.ends_with(s.graph)) return g;
  std::cerr << "fxlens diff: no graph " << s.graph << " in " << s.path << "; the graphs are:";
  for (const auto& g : an.graphs) std::cerr << " " << g.id;
  std::cerr << "\n";
  return -1;
}

bool readSide(Side& s) {
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles({s.path}));
  if (files.empty()) return std::cerr << "fxlens diff: nothing could be read from " << s.path << "\n", false;
  s.analysis = std::make_unique<fx::Analysis>(fx::analyze(std::move(files)));
  if (s.analysis->graphs.empty()) return std::cerr << "fxlens diff: no FX graph in " << s.path << "\n", false;
  return true;
}

// The pairs of graphs to compare, [(graph of A, graph of B)]; empty after saying why.
std::vector<std::pair<int, int>> graphPairs(const Side& a, const Side* b) {
  const fx::Analysis& other = b ? *b->analysis : *a.analysis;
  const int ga = a.graph.empty() ? -1 : namedGraph(a), gb = !b || b->graph.empty() ? -1 : namedGraph(*b);
  if ((!a.graph.empty() && ga < 0) || (b && !b->graph.empty() && gb < 0)) return {};
  auto all = [](const fx::Analysis& an) {
    std::vector<int> v(an.graphs.size());
    for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int>(i);
    return v;
  };
  if (ga >= 0 && gb >= 0) return {{ga, gb}};
  if (ga >= 0 || gb >= 0) {
    const int c = ga >= 0 ? fx::counterpartGraph(*a.analysis, ga, other, all(other))
                          : fx::counterpartGraph(other, gb, *a.analysis, all(*a.analysis));
    if (c >= 0) return {ga >= 0 ? std::pair{ga, c} : std::pair{c, gb}};
    std::cerr << "fxlens diff: no graph of the same role to compare with; name both (FILE#N)\n";
    return {};
  }
  std::vector<std::pair<int, int>> pairs = b ? fx::counterpartGraphs(*a.analysis, other) : fx::recompiledGraphs(other);
  if (pairs.empty())
    std::cerr << (b ? "fxlens diff: no graph of A has a graph of the same role in B\n"
                    : "fxlens diff: no recompile in " + a.path + " ([0/1] after [0/0]); give two inputs, or two graphs FILE#N\n");
  return pairs;
}

}  // namespace

int diffCommand(const std::vector<std::string>& args) {
  std::ios::sync_with_stdio(false);
  bool json = false;
  std::vector<Side> sides;
  for (const auto& arg : args) {
    if (arg == "-h" || arg == "--help") return std::cout << kDiffUsage, 0;
    if (arg == "--json") json = true;
    else if (!arg.empty() && arg[0] == '-' && arg != "-") return std::cerr << "fxlens diff: unknown option " << arg << "\n" << kDiffUsage, 2;
    else sides.push_back(sideOf(arg));
  }
  if (sides.empty() || sides.size() > 2) return std::cerr << "fxlens diff: give one or two inputs\n" << kDiffUsage, 2;
  for (Side& s : sides)
    if (!readSide(s)) return 1;
  const Side* b = sides.size() == 2 ? &sides[1] : nullptr;
  if (!b && !sides[0].graph.empty()) return std::cerr << "fxlens diff: one graph needs another to compare with\n", 2;
  const std::vector<std::pair<int, int>> pairs = graphPairs(sides[0], b);
  if (pairs.empty()) return 1;
  const fx::Analysis& analysisB = b ? *b->analysis : *sides[0].analysis;
  std::vector<cli::DiffItem> items;
  for (auto [ga, gb] : pairs) items.push_back(cli::diffItem(*sides[0].analysis, ga, analysisB, gb));
  if (json) cli::writeDiffJson(items, std::cout);
  else cli::writeDiffText(items, std::cout);
  std::cout.flush();
  return std::cout ? 0 : (std::cerr << "fxlens diff: cannot write standard output\n", 1);
}
