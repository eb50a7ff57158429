// fxlens: the command line. `fxlens analyze [--json] FILE|DIR...`, `fxlens render ...`, `fxlens diff ...`, `fxlens lsp`
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "analyze_output.h"
#include "check_command.h"
#include "diff_command.h"
#include "run_command.h"
#include "command_line.h"
#include "memory_command.h"
#include "inputs.h"
#include "fx/analysis.h"
#include "fx/dump_names.h"
#include "fx/read_file.h"
#include "platform/files.h"
#include "platform/heap.h"
#include "platform/sync.h"
#include "render/dot.h"
#include "render/kernel_fills.h"
#include "render/render.h"
#include "server.h"

namespace {

constexpr const char* kUsage =
    "usage: fxlens analyze [--json] FILE|DIR...\n"
    "  Analyze PyTorch FX graph printouts together: parse every graph, give each node a category,\n"
    "  pair forward/backward/joint graphs and tie backward values to their forward producers.\n"
    "  A directory stands for the text files in it and its subfolders.\n"
    "  --json   machine-readable output (docs/JSON.md)\n"
    "usage: fxlens check FILE|DIR...\n"
    "  Run every editor feature at every name of the files and report what failed (a smoke test to attach\n"
    "  to a bug report; `fxlens check --help` says more).\n"
    "usage: fxlens memory FILE|DIR... [--json] [--points] [--plot OUT.svg] [--graph ID]\n"
    "  Activation memory over the printed schedule: peaks, what is held for backward (`fxlens memory --help`).\n"
    "usage: fxlens diff A [B] [--json]\n"
    "  What changed between two compiles (a recompile, two partitioners, two torch versions, two ranks): their\n"
    "  graphs matched node by node, added/removed/changed nodes, what each saves and recomputes (`fxlens diff --help`).\n"
    "usage: fxlens run PATH... [--json]\n"
    "  A compile run as a tree: ranks → compile ids → graphs, recompile reasons, ranks whose graphs differ\n"
    "  (`fxlens run --help`).\n"
    "usage: fxlens lsp [--stdio]\n"
    "  Run the language server (LSP 3.17, JSON-RPC over stdin/stdout).\n"
    "usage: fxlens render FILE|DIR... [--graph ID] [--focus NAME] [--depth N] [--max-nodes N] [--expand GROUP]...\n"
    "                     [--reveal NAME] [--max-edges N] [--layout auto|dot|layered] [--format svg|dot|pdf|png]\n"
    "                     [--theme light|dark] [--color-by category|kernel] [--timeout SECONDS] -o OUT\n"
    "  Draw a joint graph (or a forward/backward pair) with Graphviz, each node coloured by its category\n"
    "  (input, tangent, fwd, bwd, save_tensor, fwd_output, bwd_output).\n"
    "  --graph ID      a graph id as printed by `fxlens analyze` (default: the first joint, else the first pair)\n"
    "  --focus NAME    only the neighbourhood of node NAME (and its forward/backward partners)\n"
    "  --depth N       neighbourhood depth around the focus (default 2)\n"
    "  --max-nodes N   node budget (default 300): a bigger graph is drawn as an overview of groups\n"
    "  --expand GROUP  open a group of the overview; may be repeated (each group box carries its id:\n"
    "                  `comment=\"group ID\"` in --format dot, `<!-- group ID -->` in SVG; e.g. joint.txt#1:b3)\n"
    "  --reveal NAME   open the groups that hold node NAME\n"
    "  --max-edges N   edge budget (default 50,000, or twice the drawn nodes if more; 0: every edge)\n"
    "  --layout L      auto (default: dot for small pictures, fxlens's layered layout for bigger ones), dot, layered\n"
    "  --format F      svg (default), dot, pdf or png\n"
    "  --theme T       light (default) or dark\n"
    "  --color-by C    category (default), or kernel: each node filled with the colour of the Inductor kernel that\n"
    "                  computes it, when the inputs hold the output code (docs/KERNELS.md)\n"
    "  --timeout S     stop a layout that takes longer than S seconds (default 60; 0: no limit)\n"
    "  -o OUT          output file, `-` for stdout\n";

// Standard output flushed and checked: a report that could not be written (a full disk, a closed pipe) is an
// error that says so, not a silent success. The caller clears errno before writing, so that it names the failure.
int reportWritten(const char* command) {
  std::cout.flush();
  if (std::cout) return 0;
  std::cerr << command << ": cannot write the report to standard output"
            << (errno != 0 ? std::string(": ") + std::strerror(errno) : std::string()) << "\n";
  return 1;
}

int analyzeCommand(const std::vector<std::string>& args) {
  // The report is written in many small pieces; unsynchronized, std::cout buffers them instead of handing each to
  // stdio (a tenth of the whole run on a 0.75 MB printout). Called before any I/O, as the standard asks.
  std::ios::sync_with_stdio(false);
  bool json = false;
  std::vector<std::string> paths;
  for (const auto& a : args) {
    if (a == "--json") json = true;
    else if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (!a.empty() && a[0] == '-' && a != "-") {
      std::cerr << "fxlens analyze: unknown option " << a << "\n" << kUsage;
      return 2;
    } else paths.push_back(a);
  }
  if (paths.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  // The input's size decides the heap's set-up, which must come before the texts are read into it.
  const std::vector<std::string> names = cli::inputFiles(paths);
  sys::prepareBatchHeap(cli::inputBytes(names));
  std::vector<fx::SourceFile> files = cli::readInputs(names);
  if (files.empty()) {
    std::cerr << "fxlens analyze: nothing could be read\n";
    return 1;
  }
  // The analysis is deliberately never destroyed: the process ends right after the report, and handing a big
  // analysis's hundreds of thousands of nodes back to the allocator page by page cost more than the OS's own
  // reclaim (about 5% of a 100k-node run). It stays reachable, so leak checkers do not count it.
  static fx::Analysis* kept = nullptr;
  kept = new fx::Analysis(fx::analyze(std::move(files)));
  errno = 0;
  if (json) cli::writeJson(*kept, std::cout);
  else cli::writeText(*kept, std::cout);
  return reportWritten("fxlens analyze");
}

// Writes the picture to `out` (`-`: standard output) with write(2), every write checked: a full disk or a missing
// folder must not end in exit status 0 with nothing said. Returns false after saying why on stderr.
// --timeout: seconds, a fraction allowed; 0 means no limit.
// Numbers of the command line are read with strtod/strtol, not std::stod/std::stoi: those throw from inside the C++
// library, which WebAssembly's (built without exceptions) turns into an abort.
bool parseTimeout(const std::string& v, std::chrono::milliseconds& to) {
  char* end = nullptr;
  errno = 0;
  const double seconds = std::strtod(v.c_str(), &end);
  if (end == v.c_str() || *end || errno == ERANGE || !(seconds >= 0) || seconds > 1e6) return false;
  to = std::chrono::milliseconds(static_cast<long long>(std::ceil(seconds * 1000)));  // 1e-9 is not "no limit"
  return true;
}

// What `fxlens render`'s command line asks for.
struct RenderCli {
  fxr::RenderOptions opts;
  std::string graphId, format = "svg", out;
  fxr::RenderLimits limits;
  bool haveOut = false;
  std::vector<std::string> paths;
  bool byKernel = false;  // --color-by kernel
  RenderCli() {
    limits.timeout = std::chrono::seconds(60);
    limits.hint = "lower --max-nodes, draw one node's neighbourhood with --focus NAME, or raise --timeout";
  }
};

// Reads the options into `c`. Returns -1 to go on, else the exit status (0 after --help, 2 on a usage error,
// said on stderr).
int readRenderCli(const std::vector<std::string>& args, RenderCli& c) {
  auto& [opts, graphId, format, out, limits, haveOut, paths, byKernel] = c;
  auto number = [](const std::string& v, int& to) {
    char* end = nullptr;
    errno = 0;
    const long n = std::strtol(v.c_str(), &end, 10);
    if (end == v.c_str() || *end || errno == ERANGE || n < 0 || n > INT_MAX) return false;
    to = static_cast<int>(n);
    return true;
  };
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](std::string& to) {
      if (i + 1 >= args.size()) return false;
      to = args[++i];
      return true;
    };
    std::string v;
    if (a == "-h" || a == "--help") {
      std::cout << kUsage;
      return 0;
    } else if (a == "--graph") {
      if (!value(graphId)) return std::cerr << "fxlens render: --graph needs an id\n", 2;
    } else if (a == "--focus") {
      if (!value(v)) return std::cerr << "fxlens render: --focus needs a node name\n", 2;
      opts.focus = v;
    } else if (a == "--expand") {
      if (!value(v)) return std::cerr << "fxlens render: --expand needs a group id\n", 2;
      opts.expand.push_back(v);
    } else if (a == "--reveal") {
      if (!value(v)) return std::cerr << "fxlens render: --reveal needs a node name\n", 2;
      opts.reveal = v;
    } else if (a == "--depth") {
      if (!value(v) || !number(v, opts.depth)) return std::cerr << "fxlens render: --depth needs a number\n", 2;
    } else if (a == "--max-nodes") {
      if (!value(v) || !number(v, opts.maxNodes) || opts.maxNodes < 1)
        return std::cerr << "fxlens render: --max-nodes needs a positive number\n", 2;
    } else if (a == "--max-edges") {
      if (!value(v) || !number(v, opts.maxEdges))
        return std::cerr << "fxlens render: --max-edges needs a number (0: every edge)\n", 2;
    } else if (a == "--layout") {
      static const std::map<std::string, fxr::LayoutChoice, std::less<>> layouts = {
          {"auto", fxr::LayoutChoice::Auto}, {"dot", fxr::LayoutChoice::Dot}, {"layered", fxr::LayoutChoice::Layered}};
      auto it = value(v) ? layouts.find(v) : layouts.end();
      if (it == layouts.end()) return std::cerr << "fxlens render: --layout is auto, dot or layered\n", 2;
      opts.layout = it->second;
    } else if (a == "--format") {
      if (!value(format) || (format != "svg" && format != "dot" && format != "pdf" && format != "png"))
        return std::cerr << "fxlens render: --format is svg, dot, pdf or png\n", 2;
    } else if (a == "--theme") {
      if (!value(v) || (v != "light" && v != "dark")) return std::cerr << "fxlens render: --theme is light or dark\n", 2;
      opts.dark = v == "dark";
    } else if (a == "--color-by") {
      if (!value(v) || (v != "category" && v != "kernel"))
        return std::cerr << "fxlens render: --color-by is category or kernel\n", 2;
      byKernel = v == "kernel";
    } else if (a == "--timeout") {
      if (!value(v) || !parseTimeout(v, limits.timeout))
        return std::cerr << "fxlens render: --timeout needs a number of seconds (0: no limit)\n", 2;
    } else if (a == "-o" || a == "--output") {
      if (!value(out)) return std::cerr << "fxlens render: -o needs a file (or -)\n", 2;
      haveOut = true;
    } else if (!a.empty() && a[0] == '-') {
      std::cerr << "fxlens render: unknown option " << a << "\n" << kUsage;
      return 2;
    } else paths.push_back(a);
  }
  return -1;
}

int renderCommand(const std::vector<std::string>& args) {
  std::ios::sync_with_stdio(false);  // as in analyze: no stdio call per piece of output
  RenderCli c;
  if (int status = readRenderCli(args, c); status >= 0) return status;
  auto& [opts, graphId, format, out, limits, haveOut, paths, byKernel] = c;
  if (paths.empty() || !haveOut) {
    std::cerr << "fxlens render: " << (paths.empty() ? "no input file" : "no output (-o OUT)") << "\n" << kUsage;
    return 2;
  }
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles(paths));
  if (files.empty()) {
    std::cerr << "fxlens render: nothing could be read\n";
    return 1;
  }
  fx::Analysis an = fx::analyze(std::move(files));
  // No --graph: the renderer's one rule (render/dot.h), the one the editor's preview uses too.
  opts.graph = graphId.empty() ? fxr::defaultGraph(an) : fxr::graphWithId(an, graphId);
  if (!graphId.empty() && opts.graph < 0) {
    std::cerr << "fxlens render: no graph " << graphId << "; the graphs are:";
    for (const auto& g : an.graphs) std::cerr << " " << g.id;
    std::cerr << "\n";
    return 1;
  }
  if (byKernel) opts.kernels = fxr::kernelFills(an, fx::compiledGraphs(an));
  fxr::RenderPlan plan = fxr::planDot(an, opts);
  if (!plan.error.empty()) {
    std::cerr << "fxlens render: " << plan.error << "\n";
    return 1;
  }
  if (plan.kernelsDrawn == 0)
    std::cerr << "fxlens render: no drawn node is computed by a kernel of the inputs' output code (docs/KERNELS.md)\n";
  std::string error;
  auto data = fxr::renderDotCancellable(plan.dot, format, error, {}, limits);
  if (!data) {
    std::cerr << "fxlens render: " << error << "\n";
    return 1;
  }
  if (!cli::writeOutput(out, *data, "fxlens render")) return 1;
  if (plan.truncated)
    std::cerr << "fxlens render: showing " << (plan.total - plan.hidden) << " of " << plan.total << " nodes; "
              << plan.hidden << " collapsed into groups (open one with --expand GROUP or --reveal NAME, or raise --max-nodes N)\n";
  if (plan.hiddenEdges > 0)
    std::cerr << "fxlens render: drawing " << (plan.edges - plan.hiddenEdges) << " of " << plan.edges
              << " edges (raise --max-edges N, 0 for every edge); each node says how many of its inputs are not drawn\n";
  return 0;
}

}  // namespace

int cli::run(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "-h" || args[0] == "--help") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::cout << "fxlens " FXLENS_VERSION "\n";
    return 0;
  }
  if (args[0] == "analyze") return analyzeCommand({args.begin() + 1, args.end()});
  if (args[0] == "render") return renderCommand({args.begin() + 1, args.end()});
  if (args[0] == "check") return checkCommand({args.begin() + 1, args.end()});
  if (args[0] == "memory") return memoryCommand({args.begin() + 1, args.end()});
  if (args[0] == "diff") return diffCommand({args.begin() + 1, args.end()});
  if (args[0] == "run") return runCommand({args.begin() + 1, args.end()});
  if (args[0] == "lsp") {
    if (!sys::kThreads) {
      std::cerr << "fxlens lsp: in the WebAssembly build the host drives the server (fxlens_lsp_start, docs/WASM.md)\n";
      return 2;
    }
    // `--stdio` is what VS Code's client passes; stdio is the only transport, so it is accepted and ignored.
    for (size_t i = 1; i < args.size(); ++i)
      if (args[i] != "--stdio") {
        std::cerr << "fxlens lsp: unknown option " << args[i] << "\n";
        return 2;
      }
    sys::widenPipe(0);  // the client's messages, and our replies (a preview's SVG, a big document's symbols)
    sys::widenPipe(1);
    return fxl::runLanguageServer(std::cin, std::cout);
  }
  std::cerr << "fxlens: unknown command " << args[0] << "\n" << kUsage;
  return 2;
}
