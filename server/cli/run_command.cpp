#include "run_command.h"

#include <iostream>

#include "fx/graph_diff.h"
#include "fx/run_tree.h"
#include "inputs.h"
#include "json_writer.h"

namespace {

constexpr const char* kRunUsage =
    "usage: fxlens run PATH... [--json]\n"
    "  A compile run as a tree: ranks → compile ids → the graphs each compile printed (Dynamo, AOT joint, forward,\n"
    "  backward, post-grad), with the reasons Dynamo recompiled, and the ranks whose graphs differ for one compile\n"
    "  id, at the first differing node (docs/RUN.md). PATH: a TORCH_TRACE folder or log (one per rank), a\n"
    "  TORCH_LOGS log, a tlparse or depyf folder.\n"
    "  --json  machine-readable output (docs/RUN.md)\n";

std::string rankName(int rank) { return rank < 0 ? std::string("one process") : "rank " + std::to_string(rank); }

std::string nodeText(const fx::Analysis& a, int graph, int node) {
  if (node < 0) return "(the graph ends)";
  const fx::Node& n = a.graphs[graph].nodes[node];
  return "`" + std::string(n.name) + "` (" + std::string(fx::opLabel(n)) +
         ", line " + std::to_string(a.graphs[graph].lineOf(n) + 1) + ")";
}

void writeText(const fx::Analysis& a, const fx::RunTree& t, std::ostream& out) {
  for (const fx::RunRank& r : t.ranks) {
    out << rankName(r.rank) << "\n";
    for (const fx::RunCompile& c : r.compiles) {
      out << "  [" << (c.id.empty() ? "no compile id" : c.id) << "]  " << c.graphs.size() << " graphs\n";
      for (const std::string& why : c.reasons) out << "    recompiled: " << why << "\n";
      for (int g : c.graphs) {
        const fx::Graph& gr = a.graphs[g];
        out << "    " << gr.id << "  " << (gr.header.empty() ? gr.title : gr.header) << "  (" << fx::toString(gr.role)
            << ", " << gr.nodes.size() << " nodes)  " << a.docs[gr.doc].path << ":" << gr.firstLine + 1 << "\n";
      }
      for (const fx::RunOutputCode& oc : c.outputCodes)
        out << "    output code" << (oc.aotId.empty() ? "" : " " + oc.aotId) << "  (" << oc.kernels << " kernels, " << oc.calls
            << " calls; graph " << (oc.graph >= 0 ? a.graphs[oc.graph].id : std::string("?")) << ")  " << a.docs[oc.doc].path
            << ":" << oc.line + 1 << "\n";
    }
  }
  if (t.divergences.empty()) return;
  out << "\nRanks whose graphs differ (" << t.divergences.size() << ")\n";
  for (const fx::RankDivergence& d : t.divergences) {
    const fx::Graph& ga = a.graphs[d.graphA];
    out << "  [" << d.compileId << "] " << (ga.header.empty() ? ga.title : ga.header) << ": " << rankName(d.rankA) << " "
        << ga.id << " and " << rankName(d.rankB) << " " << a.graphs[d.graphB].id << " differ first at "
        << nodeText(a, d.graphA, d.nodeA) << " / " << nodeText(a, d.graphB, d.nodeB) << "\n";
  }
}

void nodeJson(cli::JsonWriter& w, const fx::Analysis& a, const char* key, int graph, int node) {
  w.key(key);
  if (node < 0) return w.null();
  const fx::Node& n = a.graphs[graph].nodes[node];
  w.beginObject();
  w.field("name", std::string_view(n.name));
  w.field("op", fx::opLabel(n));
  w.field("line", a.graphs[graph].lineOf(n) + 1);
  w.endObject();
}

void writeJson(const fx::Analysis& a, const fx::RunTree& t, std::ostream& out) {
  cli::JsonWriter w(out);
  w.beginObject();
  w.key("ranks");
  w.beginArray();
  for (const fx::RunRank& r : t.ranks) {
    w.beginObject();
    w.key("rank");
    r.rank < 0 ? w.null() : w.num(r.rank);
    w.key("compiles");
    w.beginArray();
    for (const fx::RunCompile& c : r.compiles) {
      w.beginObject();
      w.field("id", c.id);
      w.key("reasons");
      w.beginArray();
      for (const std::string& why : c.reasons) w.str(why);
      w.endArray();
      w.key("graphs");
      w.beginArray();
      for (int g : c.graphs) {
        const fx::Graph& gr = a.graphs[g];
        w.beginObject();
        w.field("id", gr.id);
        w.field("header", gr.header);
        w.field("role", std::string_view(fx::toString(gr.role)));
        w.field("nodes", gr.nodes.size());
        w.field("file", a.docs[gr.doc].path);
        w.field("line", gr.firstLine + 1);
        w.endObject();
      }
      w.endArray();
      w.key("outputCodes");
      w.beginArray();
      for (const fx::RunOutputCode& oc : c.outputCodes) {
        w.beginObject();
        w.field("file", a.docs[oc.doc].path);
        w.field("line", oc.line + 1);
        w.field("aotId", oc.aotId);
        w.key("graph");
        oc.graph >= 0 ? w.str(a.graphs[oc.graph].id) : w.null();
        w.field("kernels", oc.kernels);
        w.field("calls", oc.calls);
        w.endObject();
      }
      w.endArray();
      w.endObject();
    }
    w.endArray();
    w.endObject();
  }
  w.endArray();
  w.key("divergences");
  w.beginArray();
  for (const fx::RankDivergence& d : t.divergences) {
    w.beginObject();
    w.field("compileId", d.compileId);
    w.field("rankA", d.rankA);
    w.field("rankB", d.rankB);
    w.field("graphA", a.graphs[d.graphA].id);
    w.field("graphB", a.graphs[d.graphB].id);
    nodeJson(w, a, "nodeA", d.graphA, d.nodeA);
    nodeJson(w, a, "nodeB", d.graphB, d.nodeB);
    w.endObject();
  }
  w.endArray();
  w.endObject();
  w.newline();
}

}  // namespace

int runCommand(const std::vector<std::string>& args) {
  std::ios::sync_with_stdio(false);
  bool json = false;
  std::vector<std::string> paths;
  for (const auto& arg : args) {
    if (arg == "-h" || arg == "--help") return std::cout << kRunUsage, 0;
    if (arg == "--json") json = true;
    else if (!arg.empty() && arg[0] == '-' && arg != "-") return std::cerr << "fxlens run: unknown option " << arg << "\n" << kRunUsage, 2;
    else paths.push_back(arg);
  }
  if (paths.empty()) return std::cerr << "fxlens run: no input\n" << kRunUsage, 2;
  std::vector<fx::SourceFile> files = cli::readInputs(cli::inputFiles(paths));
  if (files.empty()) return std::cerr << "fxlens run: nothing could be read\n", 1;
  const fx::Analysis a = fx::analyze(std::move(files));
  if (a.graphs.empty()) return std::cerr << "fxlens run: no FX graph in the inputs\n", 1;
  const fx::RunTree t = fx::runTree(a);
  if (json) writeJson(a, t, std::cout);
  else writeText(a, t, std::cout);
  std::cout.flush();
  return std::cout ? 0 : (std::cerr << "fxlens run: cannot write standard output\n", 1);
}
