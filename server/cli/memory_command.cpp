#include "memory_command.h"

#include <iostream>

#include "inputs.h"
#include "memory_report.h"
#include "render/memory_plot.h"

namespace {

constexpr const char* kMemoryUsage =
    "usage: fxlens memory FILE|DIR... [--json] [--points] [--plot OUT.svg] [--graph ID] [--theme light|dark]\n"
    "                     [--advise] [--compare]\n"
    "  The activation-memory timeline of each forward/backward pair (or joint, or lone forward): live bytes at\n"
    "  every node of the printed schedule, each side's peak and what is alive there, the bytes held for the\n"
    "  backward; inputs/parameters and sizes the printout does not give are counted apart (docs/MEMORY.md).\n"
    "  --json        machine-readable output (docs/JSON.md); --points adds the live bytes at every node\n"
    "  --plot OUT    an SVG plot of the timeline (of the first pair, or of --graph ID's); `-` for stdout\n"
    "  --graph ID    only the pair holding this graph (ids as printed by `fxlens analyze`)\n"
    "  --advise      also, for each saved tensor: its size, the backward nodes that need it, and whether cheap ops\n"
    "                could recompute it from tensors saved anyway or inputs, with the bytes that would free\n"
    "                (docs/RECOMPUTE.md)\n"
    "  --compare     the first two pairs are two partitions of one model (e.g. an aot_default and an aot_mincut\n"
    "                folder): what each saves and recomputes, their peaks and the bytes difference\n";

struct MemoryCli {
  bool json = false, points = false, dark = false, advise = false, compare = false;
  std::string plot, graphId;
  std::vector<std::string> paths;
};

// Returns -1 to go on, else the exit status.
int readMemoryCli(const std::vector<std::string>& args, MemoryCli& c) {
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string& to) { return i + 1 < args.size() ? (to = args[++i], true) : false; };
    std::string v;
    if (a == "-h" || a == "--help") return std::cout << kMemoryUsage, 0;
    if (a == "--json") c.json = true;
    else if (a == "--points") c.points = true;
    else if (a == "--advise") c.advise = true;
    else if (a == "--compare") c.compare = true;
    else if (a == "--plot") {
      if (!value(c.plot)) return std::cerr << "fxlens memory: --plot needs a file (or -)\n", 2;
    } else if (a == "--graph") {
      if (!value(c.graphId)) return std::cerr << "fxlens memory: --graph needs an id\n", 2;
    } else if (a == "--theme") {
      if (!value(v) || (v != "light" && v != "dark")) return std::cerr << "fxlens memory: --theme is light or dark\n", 2;
      c.dark = v == "dark";
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      return std::cerr << "fxlens memory: unknown option " << a << "\n" << kMemoryUsage, 2;
    } else c.paths.push_back(a);
  }
  if (c.paths.empty()) return std::cerr << "fxlens memory: no input file\n" << kMemoryUsage, 2;
  return -1;
}

}  // namespace

int memoryCommand(const std::vector<std::string>& args) {
  MemoryCli c;
  if (int status = readMemoryCli(args, c); status >= 0) return status;
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles(c.paths));
  if (files.empty()) return std::cerr << "fxlens memory: nothing could be read\n", 1;
  const fx::Analysis an = fx::analyze(std::move(files));
  std::vector<cli::MemoryItem> items;
  for (const fx::Pair& p : cli::memorySubjects(an, c.graphId)) {
    items.push_back({p, fx::memoryTimeline(an, p), std::nullopt});
    if (c.advise) items.back().advice = fx::adviseRecompute(an, p);
  }
  if (!c.graphId.empty() && items.empty()) {
    std::cerr << "fxlens memory: no graph " << c.graphId << " in a pair or alone; the graphs are:";
    for (const auto& g : an.graphs) std::cerr << " " << g.id;
    return std::cerr << "\n", 1;
  }
  if (!c.plot.empty()) {
    if (items.empty()) return std::cerr << "fxlens memory: no forward, backward or joint graph to plot\n", 1;
    fxr::MemoryPlotOptions o;
    o.dark = c.dark;
    if (!cli::writeOutput(c.plot, fxr::memoryPlotSvg(an, items.front().timeline, o), "fxlens memory")) return 1;
    if (c.plot == "-") return 0;
  }
  std::optional<cli::MemoryComparison> comparison;
  if (c.compare) {
    if (items.size() < 2) return std::cerr << "fxlens memory: --compare needs two pairs (two partitions of one model); found " << items.size() << "\n", 1;
    auto name = [&](const fx::Pair& p) { return an.graphs[p.forward >= 0 ? p.forward : p.joint].id; };
    comparison = cli::MemoryComparison{fx::comparePartitions(an, items[0].pair, items[1].pair), name(items[0].pair),
                                       name(items[1].pair), &items[0], &items[1]};
  }
  const cli::MemoryComparison* cmp = comparison ? &*comparison : nullptr;
  if (c.json) cli::writeMemoryJson(an, items, cmp, c.points, std::cout);
  else cli::writeMemoryText(an, items, cmp, std::cout);
  std::cout.flush();
  return std::cout ? 0 : (std::cerr << "fxlens memory: cannot write standard output\n", 1);
}
