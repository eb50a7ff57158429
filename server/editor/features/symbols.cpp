#include "features/symbols.h"

#include <algorithm>
#include <optional>
#include <span>
#include <tuple>

#include "features/common.h"

namespace fxl {

namespace {

using namespace feat;

SymKind kindOf(const fx::Node& n) {
  switch (n.op) {
    case fx::OpKind::Placeholder: return n.category == fx::Category::Tangent ? SymKind::Tangent : SymKind::Input;
    case fx::OpKind::Output: return SymKind::Output;
    case fx::OpKind::GetAttr: return SymKind::Constant;
    default: return SymKind::Op;
  }
}

std::string nodeDetail(const fx::Node& n) {
  std::string out;
  auto add = [&](std::string_view part) {
    if (part.empty()) return;
    if (!out.empty()) out += " · ";
    out += part;
  };
  add(fx::toString(n.category));
  if (n.isCompute()) add(n.opName());
  add(n.type.text);
  return out;
}

std::string graphDetail(const Snapshot& s, int gi) {
  const fx::Graph& g = s.analysis().graphs[gi];
  std::string out = std::string(fx::toString(g.role)) + " · " + g.id;
  std::string partner = partnerLabel(s, gi);
  out += partner.empty() ? std::string(" · no partner") : " · pairs with " + partner;
  return out;
}

fx::Range hull(fx::Range a, fx::Range b) { return {std::min(a.begin, b.begin), std::max(a.end, b.end)}; }

// The first line of a graph's printout, within the printout.
fx::Range firstLineOf(const fx::Document& d, const fx::Graph& g) {
  uint32_t l = d.lineOf(g.range.begin);
  uint32_t end = l < d.lineStarts.size() ? d.lineStarts[l] + static_cast<uint32_t>(d.line(l).size()) : g.range.end;
  end = std::clamp(end, g.range.begin, g.range.end);
  return {g.range.begin, end};
}

// Match classes, best first.
enum Match : int { Exact = 0, Prefix = 1, Substring = 2, Subsequence = 3 };

struct Score {
  int match = Subsequence;
  size_t spread = 0;  // for subsequences: the length of text the query's characters are spread over
};

// `q` is the lower-cased query; `n` a buffer reused for the lower-cased name (no allocation per node).
std::optional<Score> score(std::string_view name, const std::string& q, std::string& n) {
  if (q.empty()) return Score{Exact, 0};
  if (name.size() < q.size()) return std::nullopt;
  n.assign(name);
  std::transform(n.begin(), n.end(), n.begin(), lower);
  if (n == q) return Score{Exact, 0};
  if (n.compare(0, q.size(), q) == 0) return Score{Prefix, 0};
  if (n.find(q) != std::string::npos) return Score{Substring, 0};
  // Subsequence: the tightest window that holds the query in order, from each start of its first character.
  std::optional<size_t> best;
  for (size_t start = n.find(q[0]); start != std::string::npos; start = n.find(q[0], start + 1)) {
    size_t at = start, k = 0;
    for (; at < n.size() && k < q.size(); ++at)
      if (n[at] == q[k]) ++k;
    if (k < q.size()) break;  // later starts cannot do better
    size_t spread = at - start;
    if (!best || spread < *best) best = spread;
  }
  if (!best) return std::nullopt;
  return Score{Subsequence, *best};
}

// What the outline calls a graph: the header the printout gives it (`Backward graph 0 [0/0]` in a log), else its
// class or file name, else its id; `file.txt#3` says nothing a reader of the log can find.
std::string graphName(const fx::Graph& g) {
  std::string name = !g.header.empty() ? g.header : !g.title.empty() ? g.title : g.id;
  if (!g.header.empty() && !g.compileId.empty() && g.header.find(g.compileId) == std::string::npos)
    name += " [" + g.compileId + "]";
  return name;
}

}  // namespace

namespace {

// The node symbols of a graph, at most `budget` of them (taken from it); when some are left out, one more child
// says how many, over the rest of the graph's printout (or the graph's detail, when none fitted).
void addNodes(const fx::Graph& g, GraphSymbol& gs, size_t& budget) {
  size_t left = 0;
  fx::Range rest{};
  for (const fx::Node& n : g.nodes) {
    const fx::Range nr = g.nameRange(n);
    if (nr.empty() && n.defRange.empty()) continue;
    NodeSymbol ns;
    ns.selectionRange = nr.empty() ? n.defRange : nr;
    ns.range = n.defRange.empty() ? ns.selectionRange : hull(n.defRange, ns.selectionRange);
    // A symbol lies inside its parent's range (clients rely on it).
    if (ns.range.begin < gs.range.begin || ns.range.end > gs.range.end) gs.range = hull(gs.range, ns.range);
    if (budget == 0) {
      rest = left++ ? hull(rest, ns.range) : ns.range;
      continue;
    }
    --budget;
    ns.name = n.name;
    ns.detail = nodeDetail(n);
    ns.kind = kindOf(n);
    gs.children.push_back(std::move(ns));
  }
  if (left == 0) return;
  if (gs.children.empty()) {
    // No node fitted: a child per graph would double a reply of many tiny graphs, so the graph's detail says it.
    gs.detail += " · " + feat::withCommas(left) + " nodes not listed (at most " + feat::withCommas(kMaxDocumentSymbols) +
                 " symbols per document)";
    return;
  }
  NodeSymbol more;
  more.name = "… " + feat::withCommas(left) + " more nodes";
  more.detail = "not listed: at most " + feat::withCommas(kMaxDocumentSymbols) + " symbols per document";
  more.range = rest;
  more.selectionRange = {rest.begin, rest.begin};
  gs.children.push_back(std::move(more));
}

}  // namespace

std::vector<GraphSymbol> documentSymbols(const Snapshot& snap, int doc) {
  std::vector<GraphSymbol> out;
  if (!validDoc(snap, doc)) return out;
  const fx::Analysis& a = snap.analysis();
  const fx::Document& d = a.docs[doc];
  const std::span<const int> graphs = snap.graphsOf(doc);
  // Every graph is listed while they fit (the outline's top level is how one finds a graph), then nodes in
  // document order with what is left.
  const size_t listed = std::min(graphs.size(), kMaxDocumentSymbols);
  size_t budget = kMaxDocumentSymbols - listed;
  for (size_t i = 0; i < listed; ++i) {
    const int gi = graphs[i];
    const fx::Graph& g = a.graphs[gi];
    GraphSymbol gs;
    gs.name = graphName(g);
    gs.detail = graphDetail(snap, gi);
    gs.range = g.range;
    gs.selectionRange = firstLineOf(d, g);
    addNodes(g, gs, budget);
    out.push_back(std::move(gs));
  }
  if (listed < graphs.size()) {
    GraphSymbol more;
    more.name = "… " + feat::withCommas(graphs.size() - listed) + " more graphs";
    more.detail = "not listed: at most " + feat::withCommas(kMaxDocumentSymbols) + " symbols per document";
    more.range = a.graphs[graphs[listed]].range;
    for (size_t i = listed; i < graphs.size(); ++i) more.range = hull(more.range, a.graphs[graphs[i]].range);
    more.selectionRange = {more.range.begin, more.range.begin};
    out.push_back(std::move(more));
  }
  return out;
}

std::vector<WorkspaceSymbol> workspaceSymbols(const Snapshot& snap, std::string_view query, size_t limit) {
  struct Hit {
    Score s;
    size_t len;
    size_t order;
    WorkspaceSymbol sym;
  };
  std::vector<Hit> hits;
  if (limit == 0) return {};
  const fx::Analysis& a = snap.analysis();
  std::string q(query), buf;
  std::transform(q.begin(), q.end(), q.begin(), lower);
  size_t order = 0;
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi) {
    const fx::Graph& g = a.graphs[gi];
    if (!validDoc(snap, g.doc)) continue;
    if (auto sc = score(g.id, q, buf)) {
      WorkspaceSymbol w{g.id, g.title, fx::toString(g.role), SymKind::Graph, g.doc, firstLineOf(a.docs[g.doc], g)};
      hits.push_back({*sc, query.empty() ? 0 : g.id.size(), order, std::move(w)});
    }
    ++order;
    for (const fx::Node& n : g.nodes) {
      ++order;
      if (n.op == fx::OpKind::Output) continue;
      const fx::Range nr = g.nameRange(n);
      if (nr.empty()) continue;
      auto sc = score(n.name, q, buf);
      if (!sc) continue;
      WorkspaceSymbol w{std::string(n.name), g.id, nodeDetail(n), kindOf(n), g.doc, nr};
      hits.push_back({*sc, query.empty() ? 0 : n.name.size(), order, std::move(w)});
    }
  }
  auto key = [](const Hit& h) { return std::make_tuple(h.s.match, h.s.spread, h.len, h.order); };
  auto better = [&](const Hit& x, const Hit& y) { return key(x) < key(y); };
  if (hits.size() > limit) {
    std::partial_sort(hits.begin(), hits.begin() + static_cast<std::ptrdiff_t>(limit), hits.end(), better);
    hits.resize(limit);
  } else {
    std::sort(hits.begin(), hits.end(), better);
  }
  std::vector<WorkspaceSymbol> out;
  out.reserve(hits.size());
  for (auto& h : hits) out.push_back(std::move(h.sym));
  return out;
}

}  // namespace fxl
