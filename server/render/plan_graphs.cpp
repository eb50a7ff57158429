#include "plan_graphs.h"

#include <numeric>

#include "dot.h"

namespace fxr {

namespace {

const fx::Pair* pairOf(const fx::Analysis& a, int g) {
  for (const auto& p : a.pairs)
    if (p.forward == g || p.backward == g || p.joint == g) return &p;
  return nullptr;
}

bool complete(const fx::Pair& p) { return p.forward >= 0 && p.backward >= 0; }

// A joint is drawn alone (it holds both passes), half of a complete pair with its other half, any other graph alone.
void chooseMode(const fx::Analysis& a, int g, Picture& p) {
  p.pair = pairOf(a, g);
  if (a.graphs[g].role == fx::Role::Joint) {
    p.mode = Picture::Mode::Joint;
    p.slots = {g};
  } else if (p.pair && complete(*p.pair) && (g == p.pair->forward || g == p.pair->backward)) {
    p.mode = Picture::Mode::Pair;
    p.slots = {p.pair->forward, p.pair->backward};
  } else {
    p.mode = Picture::Mode::Single;
    p.slots = {g};
  }
}

void numberNodes(Picture& p) {
  for (int g : p.slots) {
    p.offset.push_back(p.total);
    p.total += static_cast<int>(p.analysis->graphs[g].nodes.size());
  }
}

// Cross edges of a pair: forward producer → backward node, matched associations only (saved values, constants,
// tangents, recomputed ops). A gradient output is not produced by the forward input it is the gradient of: no edge.
void findCrossEdges(Picture& p) {
  if (p.mode != Picture::Mode::Pair) return;
  for (const auto& as : p.analysis->associations) {
    if (as.status != fx::AssocStatus::Matched || as.forward.graph != p.slots[0] || as.backward.graph != p.slots[1])
      continue;
    if (as.kind == fx::AssocKind::GradOutput || as.forward.node < 0 || as.backward.node < 0) continue;
    if (as.forward.node >= p.offset[1] || p.offset[1] + as.backward.node >= p.total) continue;
    const int f = as.forward.node, b = p.offset[1] + as.backward.node;
    p.cross.push_back({f, b, &as});
    p.partners[f].push_back(b);
    p.partners[b].push_back(f);
  }
}

}  // namespace

int defaultGraph(const fx::Analysis& a, std::span<const int> among) {
  for (int g : among)
    if (a.graphs[g].role == fx::Role::Joint && a.graphs[g].parent < 0) return g;
  std::vector<char> isAmong(a.graphs.size(), 0);
  for (int g : among) isAmong[g] = 1;
  for (const auto& p : a.pairs)
    if (complete(p) && (isAmong[p.forward] || isAmong[p.backward])) return p.backward;
  return among.empty() ? -1 : among.front();
}

int defaultGraph(const fx::Analysis& a) {
  std::vector<int> all(a.graphs.size());
  std::iota(all.begin(), all.end(), 0);
  return defaultGraph(a, all);
}

int graphWithId(const fx::Analysis& a, std::string_view id) {
  for (int g = static_cast<int>(a.graphs.size()) - 1; g >= 0; --g)  // the last of equal ids, as before
    if (a.graphs[g].id == id) return g;
  return -1;
}

int Picture::slotOf(int k) const {
  int s = static_cast<int>(slots.size()) - 1;
  while (s > 0 && k < offset[s]) --s;
  return s;
}

Side Picture::side(int k) const {
  const fx::Category c = node(k).category;
  if (c == fx::Category::Tangent || c == fx::Category::BwdOutput) return kOutside;
  if (mode == Mode::Joint) return c == fx::Category::Bwd ? kBwdSide : kFwdSide;
  // A pair's or a single graph's nodes are on the side of their graph.
  const bool backward = mode == Mode::Pair ? slotOf(k) == 1 : graph(slotOf(k)).role == fx::Role::Backward;
  return backward ? kBwdSide : kFwdSide;
}

Picture chooseGraphs(const fx::Analysis& a, int graph, std::string& error) {
  Picture p;
  p.analysis = &a;
  if (graph >= static_cast<int>(a.graphs.size())) {
    error = "no graph " + std::to_string(graph);
    return p;
  }
  if (graph < 0) graph = defaultGraph(a);
  if (graph < 0) {
    error = "no graph to render";
    return p;
  }
  chooseMode(a, graph, p);
  numberNodes(p);
  findCrossEdges(p);
  return p;
}

bool isSaved(const fx::Node& n) { return n.category == fx::Category::SaveTensor || n.savedInput; }

std::optional<uint64_t> savedBytes(const Picture& p, int k) {
  const fx::Node& n = p.node(k);
  if (auto b = n.type.bytes()) return b;
  const fx::Pair* pair = p.pair;
  if (p.mode == Picture::Mode::Joint && pair && pair->joint == p.slots[0] && pair->forward >= 0) {
    const fx::Graph& forward = p.analysis->graphs[pair->forward];
    if (int i = forward.find(n.name); i >= 0) return forward.nodes[i].type.bytes();
  }
  return std::nullopt;
}

}  // namespace fxr
