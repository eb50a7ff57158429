#include "plan_visible.h"

#include <algorithm>
#include <deque>
#include <unordered_set>

#include "edge_budget.h"

namespace fxr {

namespace {

// At most this many blocks of consecutive nodes when a whole graph without `# File:` lines is collapsed.
constexpr int kMaxBlocks = 48;

// `torch.ops.aten.convolution_backward.default` → `convolution_backward`.
std::string_view shortTarget(std::string_view t) {
  constexpr std::string_view aten = "torch.ops.aten.";
  if (t.starts_with(aten)) t.remove_prefix(aten.size());
  if (size_t dot = t.rfind('.'); dot != std::string_view::npos && t.find('.') == dot) t = t.substr(0, dot);
  return t;
}

// The key of a node's (slot, side): collapsed groups never mix graphs, nor the two clusters of a joint.
std::string slotAndSide(const Picture& p, int k) {
  return std::to_string(p.slotOf(k)) + "/" + std::to_string(p.side(k)) + "/";
}

bool hasNode(const Picture& p, const std::string& name) {
  for (size_t s = 0; s < p.slots.size(); ++s)
    if (p.graph(static_cast<int>(s)).find(name) >= 0) return true;
  return false;
}

std::string noSuchNode(const Picture& p, const std::string& name) {
  return "no node named '" + name + "' in " + p.graph(0).id + (p.slots.size() > 1 ? " or " + p.graph(1).id : "");
}

// The focus, its association partners whatever the depth, and what lies within `depth` steps of them, nearest
// first, until the budget is spent. Empty (and `error` set) when no graph of the picture has a node so named.
// A name both graphs of a pair define (`add`, `mul`) is the node of the graph asked for (`graph`), else of both.
std::vector<char> keepNeighbourhood(const Picture& p, const std::string& focus, int graph, int depth, int budget,
                                    std::string& error) {
  std::vector<int> seeds;
  for (size_t s = 0; s < p.slots.size(); ++s)
    if (int i = p.graph(static_cast<int>(s)).find(focus); i >= 0 && p.slots[s] == graph)
      seeds.push_back(p.offset[s] + i);
  if (seeds.empty())
    for (size_t s = 0; s < p.slots.size(); ++s)
      if (int i = p.graph(static_cast<int>(s)).find(focus); i >= 0) seeds.push_back(p.offset[s] + i);
  if (seeds.empty()) {
    error = noSuchNode(p, focus);
    return {};
  }
  std::vector<char> kept(p.total, 0);
  std::vector<int> dist(p.total, -1);
  std::deque<int> queue;
  int keptCount = 0;
  auto keep = [&](int k, int d) {
    if (dist[k] >= 0 || keptCount >= budget) return;
    dist[k] = d;
    kept[k] = 1;
    ++keptCount;
    queue.push_back(k);
  };
  for (int s : seeds) keep(s, 0);
  for (int s : seeds)
    if (auto it = p.partners.find(s); it != p.partners.end())
      for (int partner : it->second) keep(partner, 0);
  while (!queue.empty()) {
    const int k = queue.front();
    queue.pop_front();
    if (dist[k] < depth) p.forNeighbours(k, [&](int next) { keep(next, dist[k] + 1); });
  }
  return kept;
}

// A whole graph above the budget, when the printout has `# File:` lines: the nodes of the biggest groups (same
// slot, side and source line) are hidden until what is left fits the budget. Empty when no such cut fits.
std::vector<char> collapseBySource(const Picture& p, int budget) {
  std::map<std::string, int> groupIndex;
  std::vector<std::vector<int>> groups;
  for (int k = 0; k < p.total; ++k) {
    std::string_view src = p.graph(p.slotOf(k)).sourceOf(p.node(k));
    if (src.empty()) continue;
    auto [it, added] = groupIndex.emplace(slotAndSide(p, k) + std::string(src), static_cast<int>(groups.size()));
    if (added) groups.emplace_back();
    groups[it->second].push_back(k);
  }
  std::vector<int> order(groups.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return groups[x].size() > groups[y].size(); });
  long long shown = p.total;
  size_t collapse = 0;
  while (shown > budget && collapse < order.size() && groups[order[collapse]].size() > 1)
    shown -= static_cast<long long>(groups[order[collapse++]].size()) - 1;
  if (groups.empty() || shown > budget) return {};
  std::vector<char> kept(p.total, 1);
  for (size_t i = 0; i < collapse; ++i)
    for (int k : groups[order[i]]) kept[k] = 0;
  return kept;
}

// No source lines to collapse by: runs of consecutive nodes (print order, one graph and one side at a time; a
// joint interleaves its sides) are cut into blocks, so that the picture keeps the flow from inputs to outputs at a
// coarser grain. Each (graph, side) gets blocks in proportion to its size, at least one. Few blocks in all:
// Graphviz's layered layout slows down steeply with the long edges between blocks (300 blocks of the 4,420-node
// big_transformer joint took over 30 s; 48 take about a second). Returns each node's block.
std::vector<int> consecutiveBlocks(const Picture& p, int budget) {
  const int blocks = std::min(budget, kMaxBlocks);
  std::vector<int> keyOf(p.total);
  std::map<int, int> perKey;  // (slot, side) → nodes
  for (int k = 0; k < p.total; ++k) ++perKey[keyOf[k] = p.slotOf(k) * 4 + static_cast<int>(p.side(k))];
  struct Run {
    int perBlock, block = -1, filled = 0;
  };
  std::map<int, Run> runs;
  for (auto [key, n] : perKey) {
    long long share = std::max<long long>(1, static_cast<long long>(blocks) * n / std::max(1, p.total));
    runs.emplace(key, Run{static_cast<int>((n + share - 1) / share)});
  }
  std::vector<int> blockOf(p.total);
  int next = 0;
  for (int k = 0; k < p.total; ++k) {
    Run& r = runs.at(keyOf[k]);
    if (r.block < 0 || r.filled >= r.perBlock) r.block = next++, r.filled = 0;
    blockOf[k] = r.block;
    ++r.filled;
  }
  return blockOf;
}

// Counts hidden node k into its summary: what a block's label lists (lines, ops) and what every summary counts.
void countInto(Summary& sm, const Picture& p, int k) {
  const fx::Node& n = p.node(k);
  if (sm.first < 0) sm.first = k;
  if (sm.block) {
    const uint32_t line = p.graph(p.slotOf(k)).lineOf(n);
    sm.firstLine = std::min(sm.firstLine, line);
    sm.lastLine = std::max(sm.lastLine, line);
    bool call = n.op == fx::OpKind::CallFunction || n.op == fx::OpKind::CallMethod || n.op == fx::OpKind::CallModule;
    std::string_view t = call && !n.target.empty() ? std::string_view(n.target) : std::string_view(fx::toString(n.op));
    ++sm.ops[std::string(shortTarget(t))];
  }
  ++sm.count;
  ++sm.perCategory[static_cast<int>(n.category) & 7];
}

// The summary a hidden node joins: the same slot and side, and the same block, else source line, else category.
std::string summaryKey(const Picture& p, int k, int block, const std::string& source) {
  const std::string slot = slotAndSide(p, k);
  if (block >= 0) return slot + "b" + std::to_string(block);
  if (source.empty()) return slot + "c" + std::to_string(static_cast<int>(p.node(k).category));
  return slot + "f" + source;
}

// Every hidden node into a summary: per slot and side, by its block, else its source line (when collapsed by
// source), else its category. Summaries are numbered in the order of their first node.
void summarizeHidden(const Picture& p, bool bySource, const std::vector<int>& blockOf, Visible& v) {
  std::map<std::string, int> summaryByKey;
  v.summaryOf.assign(p.total, -1);
  for (int k = 0; k < p.total; ++k) {
    if (v.kept[k]) continue;
    const fx::Node& n = p.node(k);
    const int block = blockOf.empty() ? -1 : blockOf[k];
    const std::string source = bySource ? std::string(p.graph(p.slotOf(k)).sourceOf(n)) : std::string();
    auto [it, added] = summaryByKey.emplace(summaryKey(p, k, block, source), static_cast<int>(v.summaries.size()));
    if (added) {
      Summary& sm = v.summaries.emplace_back();
      sm.slot = p.slotOf(k);
      sm.side = p.side(k);
      sm.category = n.category;
      sm.source = source;
      sm.block = block >= 0;
    }
    countInto(v.summaries[it->second], p, k);
    v.summaryOf[k] = it->second;
    ++v.hidden;
  }
}

// Which nodes are kept, with the note the title shows: all of them when the picture fits the node budget and has
// no focus; else the focus's neighbourhood, or a cut by source line, or blocks of consecutive nodes.
void chooseNodes(const Picture& p, const RenderOptions& opts, Visible& v, std::string& error) {
  const int budget = std::max(1, opts.maxNodes);
  v.kept.assign(p.total, 1);
  if (p.total <= budget && (!opts.focus || !opts.focusCuts)) {
    if (opts.focus && !hasNode(p, *opts.focus)) error = noSuchNode(p, *opts.focus);
    return;
  }
  std::vector<int> blockOf;
  bool bySource = false;
  if (opts.focus) {
    v.kept = keepNeighbourhood(p, *opts.focus, opts.graph, opts.depth, budget, error);
    if (!error.empty()) return;
    v.note = "focus: " + *opts.focus + ", depth " + std::to_string(opts.depth);
  } else if (std::vector<char> kept = collapseBySource(p, budget); !kept.empty()) {
    v.kept = std::move(kept);
    bySource = true;
    v.note = "collapsed by source line";
  } else {
    v.kept.assign(p.total, 0);
    blockOf = consecutiveBlocks(p, budget);
    v.note = "collapsed into blocks of consecutive nodes";
  }
  summarizeHidden(p, bySource, blockOf, v);
}

// Data edges, each once, then a pair's cross edges, each once, between drawn ends; with the candidates the edge
// budget ranks: the nearer the producer (in print order), the sooner its edge is drawn.
std::vector<CandidateEdge> collectEdges(const Picture& p, Visible& v) {
  std::vector<CandidateEdge> candidates;
  std::unordered_set<long long> seenData, seenCross;
  auto once = [&](std::unordered_set<long long>& seen, int from, int to) {
    return seen.insert(static_cast<long long>(from) * v.ends() + to).second;
  };
  for (int k = 0; k < p.total; ++k) {
    const int offset = p.offset[p.slotOf(k)];
    for (const auto& u : p.node(k).uses()) {
      if (u.node < 0) continue;
      const int from = v.end(offset + u.node), to = v.end(k);
      if (from == to || !once(seenData, from, to)) continue;
      v.edges.push_back({from, to});
      candidates.push_back({to, offset + u.node});
    }
  }
  for (const CrossEdge& c : p.cross) {
    const int from = v.end(c.forward), to = v.end(c.backward);
    if (!once(seenCross, from, to)) continue;
    v.edges.push_back({from, to, c.association});
    candidates.push_back({to, c.forward});
  }
  return candidates;
}

// The edge budget (edge_budget.h): by default twice the drawn nodes plus 100, which every picture of a real
// printout fits; a dense one (every node reading all before it) does not, and is what the budget is for.
void chooseEdgesDrawn(const std::vector<CandidateEdge>& candidates, const RenderOptions& opts, Visible& v) {
  const int total = opts.maxEdges >= 0 ? opts.maxEdges : 2 * v.drawnNodes() + 100;
  const EdgeChoice choice = chooseEdges(candidates, v.ends(), std::max(1, opts.maxInputs), total);
  for (size_t i = 0; i < v.edges.size(); ++i) v.edges[i].drawn = choice.drawn[i];
  v.droppedInto = choice.droppedInto;
  v.droppedEdges = choice.dropped;
}

}  // namespace

Visible chooseVisible(const Picture& p, const RenderOptions& opts, std::string& error) {
  Visible v;
  chooseNodes(p, opts, v, error);
  if (!error.empty()) return v;
  chooseEdgesDrawn(collectEdges(p, v), opts, v);
  return v;
}

}  // namespace fxr
