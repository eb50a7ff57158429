#include "find_nodes.h"

#include <re2/re2.h>

#include <algorithm>

namespace fxl {

namespace {

constexpr size_t kMaxPatternBytes = 1000;
constexpr int64_t kMaxPatternMemory = 1 << 20;  // RE2's budget for one compiled pattern

// The document's graphs and every graph paired with one of them, in index order.
std::vector<int> searchedGraphs(const Snapshot& snap, int doc) {
  const std::span<const int> own = snap.graphsOf(doc);
  std::vector<int> graphs(own.begin(), own.end());
  auto isOwn = [&](int g) { return std::find(own.begin(), own.end(), g) != own.end(); };
  for (const fx::Pair& p : snap.analysis().pairs) {
    const int members[] = {p.forward, p.backward, p.joint};
    if (std::none_of(std::begin(members), std::end(members), isOwn)) continue;
    for (int m : members)
      if (m >= 0) graphs.push_back(m);
  }
  std::sort(graphs.begin(), graphs.end());
  graphs.erase(std::unique(graphs.begin(), graphs.end()), graphs.end());
  return graphs;
}

}  // namespace

FoundNodes findNodes(const Snapshot& snap, int doc, std::string_view pattern, const std::vector<int>& graphs,
                     size_t limit) {
  FoundNodes out;
  if (doc < 0 || doc >= snap.docCount()) return out;
  if (pattern.empty() || pattern.size() > kMaxPatternBytes) {
    out.error = pattern.empty() ? "an empty pattern" : "a pattern of more than 1000 bytes";
    return out;
  }
  RE2::Options options;
  options.set_log_errors(false);
  options.set_max_mem(kMaxPatternMemory);
  const RE2 re(re2::StringPiece(pattern.data(), pattern.size()), options);
  if (!re.ok()) {
    out.error = "not a pattern: " + re.error();
    return out;
  }
  std::vector<FoundNode> exact, partial;
  for (int g : graphs.empty() ? searchedGraphs(snap, doc) : graphs) {
    if (g < 0 || g >= static_cast<int>(snap.analysis().graphs.size())) continue;
    const fx::Graph& graph = snap.analysis().graphs[g];
    for (int i = 0; i < static_cast<int>(graph.nodes.size()); ++i) {
      const std::string_view name = graph.nodes[i].name;
      if (!RE2::PartialMatch(re2::StringPiece(name.data(), name.size()), re)) continue;
      const fx::NodeRef ref{g, i};
      (name == pattern ? exact : partial).push_back({ref, snap.definitionOf(ref)});
    }
  }
  out.nodes = std::move(exact);
  out.nodes.insert(out.nodes.end(), partial.begin(), partial.end());
  if (out.nodes.size() > limit) {
    out.nodes.resize(limit);
    out.more = true;
  }
  return out;
}

}  // namespace fxl
