#include "plan_visible.h"

#include <algorithm>
#include <climits>
#include <deque>
#include <unordered_map>
#include <unordered_set>

#include "edge_budget.h"
#include "plan_groups.h"

namespace fxr {

namespace {

std::string noSuchNode(const Picture& p, const std::string& name) {
  return "no node named '" + name + "' in " + p.graph(0).id + (p.slots.size() > 1 ? " or " + p.graph(1).id : "");
}

// The focus, its association partners whatever the depth, and what lies within `depth` steps of them, nearest
// first, until the budget is spent.
std::vector<char> keepNeighbourhood(const Picture& p, const std::vector<int>& seeds, int depth, int budget) {
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

// Counts node k into the summary of its group: what the label lists (lines, ops, categories, saved bytes).
void countInto(Summary& sm, const Picture& p, int k) {
  const fx::Node& n = p.node(k);
  if (sm.first < 0) sm.first = k;
  const uint32_t line = p.graph(p.slotOf(k)).lineOf(n);
  sm.firstLine = std::min(sm.firstLine, line);
  sm.lastLine = std::max(sm.lastLine, line);
  // The op's short name as everywhere else (Node::opNameView: `getitem`, `mm`), else what the node is (placeholder).
  std::string_view t = n.isCompute() && !n.target.empty() ? n.opNameView() : std::string_view(fx::toString(n.op));
  ++sm.ops[std::string(t)];
  ++sm.count;
  ++sm.perCategory[static_cast<int>(n.category) & 7];
  if (!isSaved(n)) return;
  ++sm.saved;
  if (auto b = savedBytes(p, k)) ++sm.savedKnown, sm.savedBytes += *b;
}

// One summary per group (plan_groups.h), in the groups' order.
void summarize(const Picture& p, const Grouping& grouping, Visible& v) {
  v.summaryOf = grouping.groupOf;
  for (const Group& g : grouping.groups) {
    Summary& sm = v.summaries.emplace_back();
    const int k0 = g.members.front();
    sm.id = g.id;
    sm.kind = g.kind;
    sm.runs = g.runs;
    sm.slot = p.slotOf(k0);
    sm.side = p.side(k0);
    sm.category = p.node(k0).category;
    if (g.kind == GroupKind::Source || g.kind == GroupKind::Run) sm.source = p.graph(sm.slot).sourceOf(p.node(k0));
    if (g.kind == GroupKind::Function) sm.source = functionOf(p.graph(sm.slot).sourceOf(p.node(k0)));
    if (g.kind == GroupKind::Module || g.kind == GroupKind::ModuleOwn || g.kind == GroupKind::ModuleRepeat)
      sm.source = g.module;
    for (int k : g.members) countInto(sm, p, k);
    v.hidden += sm.count;
  }
}

// Which nodes are kept, with the note the title shows: all of them when the picture fits the node budget and has
// no focus; else the focus's neighbourhood, the rest by category;
// else an overview of groups (plan_groups.h). Groups asked to be expanded, and those holding the node to reveal,
// are opened in either case.
void chooseNodes(const Picture& p, const RenderOptions& opts, Visible& v, std::string& error) {
  const int budget = std::max(1, opts.maxNodes);
  v.kept.assign(p.total, 1);
  std::vector<int> seeds, reveal;
  if (opts.focus && (seeds = nodesNamed(p, *opts.focus, opts.graph)).empty()) error = noSuchNode(p, *opts.focus);
  if (opts.reveal && (reveal = nodesNamed(p, *opts.reveal, opts.graph)).empty()) error = noSuchNode(p, *opts.reveal);
  if (!error.empty() || (p.total <= budget && !opts.focus)) return;
  const bool focused = opts.focus.has_value();
  if (focused) {
    v.kept = keepNeighbourhood(p, seeds, opts.depth, budget);
    v.note = "focus: " + *opts.focus + ", depth " + std::to_string(opts.depth);
  } else {
    v.kept.assign(p.total, 0);
    v.note = "an overview: click a group to open it";
    v.overview = true;
  }
  std::vector<char> hidden(p.total);
  for (int k = 0; k < p.total; ++k) hidden[k] = !v.kept[k];
  const std::unordered_set<std::string> expand(opts.expand.begin(), opts.expand.end());
  const Grouping grouping = groupHidden(p, hidden, focused, expand, reveal);
  for (int k = 0; k < p.total; ++k) v.kept[k] = !hidden[k];
  summarize(p, grouping, v);
}

// Whether the edge from node `from` to node `to` carries a saved tensor across from the forward to the backward.
bool carriesSaved(const Picture& p, int from, int to) {
  return isSaved(p.node(from)) && p.side(from) != kBwdSide && p.side(to) == kBwdSide;
}

// Data edges, each once, then a pair's cross edges, each once, between drawn ends; with the candidates the edge
// budget ranks: the nearer the producer (in print order), the sooner its edge is drawn. An edge touching a summary
// counts the saved tensors it carries from the forward to the backward (each producer once).
std::vector<CandidateEdge> collectEdges(const Picture& p, Visible& v) {
  std::vector<CandidateEdge> candidates;
  std::unordered_map<long long, int> dataEdge;
  std::unordered_set<long long> seenCross, savedOn;
  auto key = [&](long long a, long long b) { return a * v.ends() + b; };
  auto countSaved = [&](int edge, int producer) {
    if (!savedOn.insert(key(edge, producer)).second) return;
    VisibleEdge& e = v.edges[edge];
    ++e.saved;
    if (auto b = savedBytes(p, producer)) ++e.savedKnown, e.savedBytes += *b;
  };
  for (int k = 0; k < p.total; ++k) {
    const int offset = p.offset[p.slotOf(k)];
    for (const auto& u : p.node(k).uses()) {
      if (u.node < 0) continue;
      const int producer = offset + u.node, from = v.end(producer), to = v.end(k);
      if (from == to) continue;
      auto [it, added] = dataEdge.emplace(key(from, to), static_cast<int>(v.edges.size()));
      if (added) {
        v.edges.push_back({from, to});
        candidates.push_back({to, producer});
      }
      if ((from >= p.total || to >= p.total) && carriesSaved(p, producer, k)) countSaved(it->second, producer);
    }
  }
  for (const CrossEdge& c : p.cross) {
    const int from = v.end(c.forward), to = v.end(c.backward);
    if (!seenCross.insert(key(from, to)).second) continue;
    v.edges.push_back({from, to, c.association});
    candidates.push_back({to, c.forward});
  }
  return candidates;
}

// The edge budget (edge_budget.h): by default kDefaultEdgeBudget, or twice the drawn nodes plus 100 when that is
// more, which every picture of a real printout fits (its edges are drawn whole); past it, a picture of 100k nodes
// or a dense one (every node reading all before it) is bounded, and says so.
void chooseEdgesDrawn(const std::vector<CandidateEdge>& candidates, const RenderOptions& opts, Visible& v) {
  const int automatic = std::max(kDefaultEdgeBudget, 2 * v.drawnNodes() + 100);
  const int total = opts.maxEdges < 0 ? automatic : opts.maxEdges == 0 ? INT_MAX : opts.maxEdges;
  const int perNode = opts.maxInputs <= 0 ? INT_MAX : opts.maxInputs;
  const EdgeChoice choice = chooseEdges(candidates, v.ends(), perNode, total);
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
