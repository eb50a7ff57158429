// Matching two graphs' nodes (graph_diff.h). Evidence is taken strongest first and each match is final: outputs,
// placeholders, then structure from both ends (a node is its op applied to its inputs; an input is what feeds the
// same argument of a matched user), names where the structure says nothing, and the printed order last.
#include "graph_diff.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <unordered_map>

#include "lines.h"
#include "recompute_advice.h"

namespace fx {

const char* toString(MatchHow h) {
  switch (h) {
    case MatchHow::Output: return "output";
    case MatchHow::Input: return "input";
    case MatchHow::Inputs: return "inputs";
    case MatchHow::Users: return "users";
    case MatchHow::Name: return "name";
    case MatchHow::Order: return "order";
  }
  return "?";
}

std::string_view opLabel(const Node& n) {
  return n.op == OpKind::Placeholder ? "input" : n.op == OpKind::Output ? "output" : n.opNameView();
}

int GraphDiff::changed() const {
  return static_cast<int>(std::count_if(matches.begin(), matches.end(), [](const NodeMatch& m) { return !m.changes.empty(); }));
}

int GraphDiff::renamed() const {
  return static_cast<int>(std::count_if(matches.begin(), matches.end(), [](const NodeMatch& m) { return m.renamed; }));
}

namespace {

// The most cells an alignment table may have (placeholders, or one stretch of unmatched nodes): beyond it the nodes
// are taken in order instead, so that a diff of two 1M-node graphs stays linear.
constexpr size_t kMaxAlignCells = size_t{4} << 20;

// The nodes a node reads, in text order (its args', kwargs' and inner names'), as node indices.
std::vector<int> inputsOf(const Node& n) {
  std::vector<int> out;
  for (const Use& u : n.uses())
    if (u.node >= 0) out.push_back(u.node);
  return out;
}

bool sameOp(const Node& x, const Node& y) { return x.op == y.op && x.opNameView() == y.opNameView(); }

bool isSym(const Node& n) { return n.type.dtype() == "Sym"; }

// How alike two placeholders are, 0 when they cannot be the same input (a tangent and a primal, a size and a
// tensor, two dtypes).
int placeholderScore(const Node& x, const Node& y) {
  if (isTangentName(x.name) != isTangentName(y.name) || isSym(x) != isSym(y)) return 0;
  const bool typed = x.type.known() && y.type.known();
  if (typed && x.type.dtype() != y.type.dtype()) return 0;
  return 1 + (x.name == y.name ? 2 : 0) + (typed && sameType(x.type, y.type) ? 2 : 0);
}

// Aligns xs with ys (in order, crossing none) to the most total `score`; pairs of score 0 are never aligned. Returns
// the aligned pairs. Tables past kMaxAlignCells give up the order: each x takes the first free y it scores with.
template <class Score>
std::vector<std::pair<int, int>> align(const std::vector<int>& xs, const std::vector<int>& ys, Score score) {
  std::vector<std::pair<int, int>> out;
  const size_t n = xs.size(), m = ys.size();
  if (n == 0 || m == 0) return out;
  if (n * m > kMaxAlignCells) {
    size_t j = 0;
    for (size_t i = 0; i < n && j < m; ++i)
      for (size_t k = j; k < m && k < j + 64; ++k)
        if (score(xs[i], ys[k]) > 0) {
          out.push_back({xs[i], ys[k]});
          j = k + 1;
          break;
        }
    return out;
  }
  std::vector<int> best((n + 1) * (m + 1), 0);
  auto at = [&](size_t i, size_t j) -> int& { return best[i * (m + 1) + j]; };
  for (size_t i = n; i-- > 0;)
    for (size_t j = m; j-- > 0;) {
      const int s = score(xs[i], ys[j]);
      at(i, j) = std::max({at(i + 1, j), at(i, j + 1), s > 0 ? s + at(i + 1, j + 1) : 0});
    }
  for (size_t i = 0, j = 0; i < n && j < m;) {
    const int s = score(xs[i], ys[j]);
    if (s > 0 && at(i, j) == s + at(i + 1, j + 1)) out.push_back({xs[i++], ys[j++]});
    else if (at(i, j) == at(i + 1, j)) ++i;
    else ++j;
  }
  return out;
}

class Matcher {
 public:
  Matcher(const Graph& a, const Graph& b, const DiffSeeds* seeds) : a_(a), b_(b), seeds_(seeds) {
    d_.aToB.assign(a.nodes.size(), -1);
    d_.bToA.assign(b.nodes.size(), -1);
    how_.assign(b.nodes.size(), MatchHow::Order);
  }

  GraphDiff run() {
    if (a_.output() >= 0 && b_.output() >= 0) link(a_.output(), b_.output(), MatchHow::Output);
    if (seeds_)
      for (auto [x, y] : seeds_->pinned)
        if (x >= 0 && y >= 0 && x < static_cast<int>(a_.nodes.size()) && y < static_cast<int>(b_.nodes.size()) &&
            freeA(x) && freeB(y))
          link(x, y, MatchHow::Input);
    matchPlaceholders();
    for (int round = 0; round < 8; ++round) {
      const size_t before = matched_;
      byInputs();
      byUsers();
      if (matched_ == before) byName();
      if (matched_ == before) break;
    }
    byOrder();
    byInputs();
    byUsers();
    return finish();
  }

 private:
  void link(int x, int y, MatchHow how) {
    d_.aToB[x] = y;
    d_.bToA[y] = x;
    how_[y] = how;
    ++matched_;
  }
  bool freeA(int x) const { return x >= 0 && d_.aToB[x] < 0; }
  bool freeB(int y) const { return y >= 0 && d_.bToA[y] < 0; }

  void matchPlaceholders() {
    std::vector<int> xs = a_.placeholders(), ys = b_.placeholders();
    auto drop = [](std::vector<int>& v, const std::vector<int>& alone, const std::vector<int>& to) {
      std::erase_if(v, [&](int i) { return to[i] >= 0 || std::find(alone.begin(), alone.end(), i) != alone.end(); });
    };
    drop(xs, seeds_ ? seeds_->aloneA : std::vector<int>{}, d_.aToB);
    drop(ys, seeds_ ? seeds_->aloneB : std::vector<int>{}, d_.bToA);
    for (auto [x, y] : align(xs, ys, [&](int x, int y) { return placeholderScore(a_.nodes[x], b_.nodes[y]); }))
      link(x, y, MatchHow::Input);
  }

  // The same op on the matched counterparts of the same inputs (in the same argument places).
  void byInputs() {
    for (int y = 0; y < static_cast<int>(b_.nodes.size()); ++y) {
      const Node& bn = b_.nodes[y];
      if (!freeB(y) || !bn.isCompute()) continue;
      std::vector<int> want = inputsOf(bn);
      if (want.empty()) continue;
      bool known = true;
      for (int& i : want) known = known && (i = d_.bToA[i]) >= 0;
      if (!known) continue;
      int best = -1, bestScore = -1;
      for (int x : a_.usersOf(want.front())) {
        const Node& an = a_.nodes[x];
        if (!freeA(x) || !sameOp(an, bn) || an.args.size() != bn.args.size() || inputsOf(an) != want) continue;
        const int score = (an.target == bn.target ? 4 : 0) + (sameArgTexts(an, bn) ? 2 : 0) + (an.name == bn.name ? 1 : 0);
        if (score > bestScore) best = x, bestScore = score;
      }
      if (best >= 0) link(best, y, MatchHow::Inputs);
    }
  }

  // Nodes that are not a name (`[4, 16]`, `1`) print alike.
  static bool sameArgTexts(const Node& x, const Node& y) {
    for (size_t k = 0; k < x.args.size() && k < y.args.size(); ++k)
      if (!x.args[k].single() && !y.args[k].single() && x.args[k].text != y.args[k].text) return false;
    return true;
  }

  // What feeds the same single-name argument of two matched nodes, when it is the same op.
  void byUsers() {
    for (int y = static_cast<int>(b_.nodes.size()); y-- > 0;) {
      const int x = d_.bToA[y];
      if (x < 0) continue;
      const Node &an = a_.nodes[x], &bn = b_.nodes[y];
      for (size_t k = 0; k < an.args.size() && k < bn.args.size(); ++k) {
        const int ia = an.args[k].ref, ib = bn.args[k].ref;
        if (freeA(ia) && freeB(ib) && (sameOp(a_.nodes[ia], b_.nodes[ib]) || savedAndRecomputed(ia, ib)))
          link(ia, ib, MatchHow::Users);
      }
      for (const KwArg& kb : bn.kwargs)
        for (const KwArg& ka : an.kwargs)
          if (ka.keyword == kb.keyword && freeA(ka.ref) && freeB(kb.ref) && sameOp(a_.nodes[ka.ref], b_.nodes[kb.ref]))
            link(ka.ref, kb.ref, MatchHow::Users);
    }
  }

  // One side saves a value (a backward's input) that the other recomputes under the same name (min-cut does).
  bool savedAndRecomputed(int x, int y) const {
    const Node &an = a_.nodes[x], &bn = b_.nodes[y];
    return an.name == bn.name && ((an.op == OpKind::Placeholder && bn.isCompute()) || (bn.op == OpKind::Placeholder && an.isCompute()));
  }

  void byName() {
    for (int y = 0; y < static_cast<int>(b_.nodes.size()); ++y) {
      if (!freeB(y)) continue;
      const int x = a_.find(b_.nodes[y].name);
      if (freeA(x) && sameOp(a_.nodes[x], b_.nodes[y])) link(x, y, MatchHow::Name);
    }
  }

  // Each stretch of unmatched nodes of B between two matched ones against the unmatched nodes of A between their
  // matches (when those come in the same order), aligned by op.
  void byOrder() {
    int prevB = -1, prevA = -1;
    const int nb = static_cast<int>(b_.nodes.size());
    for (int y = 0; y <= nb; ++y) {
      if (y < nb && d_.bToA[y] < 0) continue;
      const int nextA = y < nb ? d_.bToA[y] : static_cast<int>(a_.nodes.size());
      if (nextA > prevA && y - prevB > 1) alignStretch(prevA, nextA, prevB, y);
      if (nextA > prevA) prevA = nextA;
      prevB = y;
    }
  }
  void alignStretch(int fromA, int toA, int fromB, int toB) {
    std::vector<int> xs, ys;
    for (int x = fromA + 1; x < toA; ++x)
      if (freeA(x) && a_.nodes[x].op != OpKind::Placeholder) xs.push_back(x);
    for (int y = fromB + 1; y < toB; ++y)
      if (freeB(y) && b_.nodes[y].op != OpKind::Placeholder) ys.push_back(y);
    auto score = [&](int x, int y) {
      const Node &an = a_.nodes[x], &bn = b_.nodes[y];
      return sameOp(an, bn) ? 1 + (an.name == bn.name ? 1 : 0) : 0;
    };
    for (auto [x, y] : align(xs, ys, score)) link(x, y, MatchHow::Order);
  }

  GraphDiff finish() {
    for (int y = 0; y < static_cast<int>(b_.nodes.size()); ++y) {
      const int x = d_.bToA[y];
      if (x < 0) d_.added.push_back(y);
      else d_.matches.push_back({x, y, how_[y], changesOf(x, y), a_.nodes[x].name != b_.nodes[y].name});
    }
    for (int x = 0; x < static_cast<int>(a_.nodes.size()); ++x)
      if (d_.aToB[x] < 0) d_.removed.push_back(x);
    return std::move(d_);
  }

  std::vector<std::string> changesOf(int x, int y) const;
  void outputChanges(const Node& an, const Node& bn, std::vector<std::string>& out) const;
  static std::string shown(const Graph& g, const Arg& arg) {
    return arg.ref >= 0 ? std::string(g.nodes[arg.ref].name) : std::string(arg.text);
  }
  std::string argText(const Graph& g, const Node& n, const Arg& arg, int k, bool fromB) const;

  const Graph &a_, &b_;
  const DiffSeeds* seeds_;
  GraphDiff d_;
  std::vector<MatchHow> how_;
  size_t matched_ = 0;
};

std::string shortTarget(std::string_view t) {
  if (t.starts_with("torch.ops.")) t.remove_prefix(10);
  return std::string(t);
}

// An argument as the report compares it: the names in it written as the node of graph A they are (a B name
// through its match), so that two arguments naming matched nodes read alike however the nodes are named.
std::string Matcher::argText(const Graph& g, const Node& n, const Arg& arg, int k, bool fromB) const {
  auto nameOfRef = [&](int ref) {
    const int inA = fromB ? d_.bToA[ref] : ref;
    return inA >= 0 ? "%" + std::to_string(inA) : "?" + std::string(g.nodes[ref].name);
  };
  if (arg.ref >= 0) return nameOfRef(arg.ref);
  std::string text(arg.text);
  if (!g.inDoc(arg.text.view())) return text;
  // Inner names, right to left so that earlier offsets stay put.
  std::vector<Use> inner;
  for (const Use& u : n.moreUses())
    if (u.arg == k && u.node >= 0 && u.range.begin >= arg.at && u.range.end <= arg.at + arg.text.size()) inner.push_back(u);
  std::sort(inner.begin(), inner.end(), [](const Use& p, const Use& q) { return p.range.begin > q.range.begin; });
  for (const Use& u : inner) text.replace(u.range.begin - arg.at, u.range.end - u.range.begin, nameOfRef(u.node));
  return text;
}

// A graph's outputs are a list that grows and shrinks (a recompile returns a size too, a backward a None for it):
// aligned as sequences, so that one output added does not read as every later one changed.
void Matcher::outputChanges(const Node& an, const Node& bn, std::vector<std::string>& out) const {
  std::vector<std::string> ta, tb;
  std::vector<int> ia, ib;
  for (size_t k = 0; k < an.args.size(); ++k) ta.push_back(argText(a_, an, an.args[k], static_cast<int>(k), false)), ia.push_back(static_cast<int>(k));
  for (size_t k = 0; k < bn.args.size(); ++k) tb.push_back(argText(b_, bn, bn.args[k], static_cast<int>(k), true)), ib.push_back(static_cast<int>(k));
  std::vector<char> keptA(ta.size(), 0), keptB(tb.size(), 0);
  for (auto [x, y] : align(ia, ib, [&](int x, int y) { return ta[x] == tb[y] ? 1 : 0; })) keptA[x] = keptB[y] = 1;
  for (size_t k = 0; k < ta.size(); ++k)
    if (!keptA[k]) out.push_back("output " + std::to_string(k + 1) + " `" + shown(a_, an.args[k]) + "` removed");
  for (size_t k = 0; k < tb.size(); ++k)
    if (!keptB[k]) out.push_back("output " + std::to_string(k + 1) + " `" + shown(b_, bn.args[k]) + "` added");
}

std::vector<std::string> Matcher::changesOf(int x, int y) const {
  std::vector<std::string> out;
  const Node &an = a_.nodes[x], &bn = b_.nodes[y];
  if ((an.op == OpKind::Placeholder) != (bn.op == OpKind::Placeholder))
    out.push_back(an.op == OpKind::Placeholder ? "an input → computed by `" + shortTarget(bn.target) + "`"
                                               : "computed by `" + shortTarget(an.target) + "` → an input");
  else if (an.target != bn.target && an.op != OpKind::Output && an.op != OpKind::Placeholder)
    out.push_back("op `" + shortTarget(an.target) + "` → `" + shortTarget(bn.target) + "`");
  if (!an.type.text.empty() && !bn.type.text.empty() && !sameType(an.type, bn.type))
    out.push_back("type `" + std::string(an.type.text) + "` → `" + std::string(bn.type.text) + "`");
  const bool output = an.op == OpKind::Output;
  if (output) {
    outputChanges(an, bn, out);
    return out;
  }
  if (an.args.size() != bn.args.size())
    out.push_back(std::to_string(an.args.size()) + " arguments → " + std::to_string(bn.args.size()));
  for (size_t k = 0; k < an.args.size() && k < bn.args.size(); ++k) {
    const int kk = static_cast<int>(k);
    if (argText(a_, an, an.args[k], kk, false) == argText(b_, bn, bn.args[k], kk, true)) continue;
    out.push_back("argument " + std::to_string(k + 1) + " `" + shown(a_, an.args[k]) + "` → `" + shown(b_, bn.args[k]) + "`");
  }
  std::map<std::string, std::pair<std::string, std::string>, std::less<>> kw;  // keyword → texts in A, B
  for (size_t k = 0; k < an.kwargs.size(); ++k)
    kw[std::string(an.kwargs[k].keyword)].first = argText(a_, an, an.kwargs[k], -1 - static_cast<int>(k), false);
  for (size_t k = 0; k < bn.kwargs.size(); ++k)
    kw[std::string(bn.kwargs[k].keyword)].second = argText(b_, bn, bn.kwargs[k], -1 - static_cast<int>(k), true);
  for (const auto& [key, texts] : kw)
    if (texts.first != texts.second)
      out.push_back(texts.first.empty() ? "`" + key + "` added" : texts.second.empty() ? "`" + key + "` removed"
                                                                                       : "`" + key + "` differs");
  return out;
}

// The graph holding a pair's backward part: its backward, else its joint.
int backwardOf(const Analysis& an, int graph) {
  for (const Pair& p : an.pairs)
    if (p.forward == graph || p.backward == graph || p.joint == graph) return p.backward >= 0 ? p.backward : p.joint;
  const Role r = an.graphs[graph].role;
  return r == Role::Backward || r == Role::Joint ? graph : -1;
}

std::set<std::string> recomputedNames(const Analysis& an, int graph) {
  std::set<std::string> out;
  const int bwd = backwardOf(an, graph);
  if (bwd >= 0)
    for (const Node& n : an.graphs[bwd].nodes)
      if (n.recomputed) out.emplace(n.name.view());
  return out;
}

void addBytes(const Node& n, uint64_t& bytes, int& unknown) {
  if (auto b = n.type.bytes()) bytes += *b;
  else ++unknown;
}

bool partitioned(Role r) { return r == Role::Forward || r == Role::Backward || r == Role::Joint; }

}  // namespace

GraphDiff diffGraphs(const Graph& a, const Graph& b, const DiffSeeds* seeds) { return Matcher(a, b, seeds).run(); }

namespace {

int forwardOf(const Analysis& an, int backward) {
  for (const Pair& p : an.pairs)
    if (p.backward == backward) return p.forward;
  return -1;
}

}  // namespace

GraphDiff diffGraphs(const Analysis& analysisA, int graphA, const Analysis& analysisB, int graphB) {
  const Graph &a = analysisA.graphs[graphA], &b = analysisB.graphs[graphB];
  const int fa = forwardOf(analysisA, graphA), fb = forwardOf(analysisB, graphB);
  if (fa < 0 || fb < 0) return diffGraphs(a, b);
  const Graph &fwdA = analysisA.graphs[fa], &fwdB = analysisB.graphs[fb];
  const GraphDiff forwards = diffGraphs(fwdA, fwdB);
  DiffSeeds seeds;
  // A saved input is the forward value of its name; its counterpart, the other backward's node of the name its
  // forward match has (a saved input, or a node recomputing it).
  for (int x : a.placeholders()) {
    const int f = fwdA.find(a.nodes[x].name);
    if (f < 0 || isTangentName(a.nodes[x].name)) continue;
    const int g = forwards.aToB[f];
    const int y = g >= 0 ? b.find(fwdB.nodes[g].name) : -1;
    if (y >= 0) seeds.pinned.push_back({x, y});
    else seeds.aloneA.push_back(x);
  }
  for (int y : b.placeholders()) {
    const int g = fwdB.find(b.nodes[y].name);
    if (g >= 0 && !isTangentName(b.nodes[y].name) && forwards.bToA[g] < 0) seeds.aloneB.push_back(y);
  }
  return diffGraphs(a, b, &seeds);
}

CostDiff diffCosts(const Analysis& analysisA, int graphA, const Analysis& analysisB, int graphB, const GraphDiff& d) {
  CostDiff c;
  const Graph &ga = analysisA.graphs[graphA], &gb = analysisB.graphs[graphB];
  c.hasPartition = partitioned(ga.role) || partitioned(gb.role);
  for (const NodeMatch& m : d.matches)
    if (isSaved(ga.nodes[m.a]) && isSaved(gb.nodes[m.b])) c.savedBoth.push_back(m);
  for (int x = 0; x < static_cast<int>(ga.nodes.size()); ++x) {
    if (!isSaved(ga.nodes[x])) continue;
    addBytes(ga.nodes[x], c.savedBytesA, c.unknownA);
    if (d.aToB[x] < 0 || !isSaved(gb.nodes[d.aToB[x]])) c.savedOnlyA.push_back(x);
  }
  for (int y = 0; y < static_cast<int>(gb.nodes.size()); ++y) {
    if (!isSaved(gb.nodes[y])) continue;
    addBytes(gb.nodes[y], c.savedBytesB, c.unknownB);
    if (d.bToA[y] < 0 || !isSaved(ga.nodes[d.bToA[y]])) c.savedOnlyB.push_back(y);
  }
  const std::set<std::string> ra = recomputedNames(analysisA, graphA), rb = recomputedNames(analysisB, graphB);
  for (const std::string& n : ra) (rb.count(n) ? c.recomputedBoth : c.recomputedOnlyA).push_back(n);
  for (const std::string& n : rb)
    if (!ra.count(n)) c.recomputedOnlyB.push_back(n);
  return c;
}

int counterpartGraph(const Analysis& a, int graph, const Analysis& b, const std::vector<int>& candidates) {
  const Graph& g = a.graphs[graph];
  std::map<std::string_view, int> ops;
  for (const Node& n : g.nodes) ++ops[n.opNameView()];
  int best = -1;
  long bestScore = -1;
  for (int c : candidates) {
    const Graph& h = b.graphs[c];
    if (h.role != g.role || &h == &g) continue;
    std::map<std::string_view, int> left = ops;
    long score = 0;
    for (const Node& n : h.nodes) {
      const int x = g.find(n.name);
      if (x >= 0 && g.nodes[x].opNameView() == n.opNameView()) score += 2;
      if (auto it = left.find(n.opNameView()); it != left.end() && it->second > 0) --it->second, ++score;
    }
    if (score > bestScore) best = c, bestScore = score;
  }
  return best;
}

std::vector<std::pair<int, int>> recompiledGraphs(const Analysis& a) {
  // Top-level graphs by frame, then compile (attempts aside; compiled autograd keeps its own numbering).
  std::map<long, std::map<long, std::vector<int>>> byFrame;
  for (int g = 0; g < static_cast<int>(a.graphs.size()); ++g) {
    const CompileIdParts id = compileIdParts(a.graphs[g].compileId);
    if (id.valid && !id.compiledAutograd && a.graphs[g].parent < 0) byFrame[id.frame][id.compile].push_back(g);
  }
  std::vector<std::pair<int, int>> out;
  for (const auto& [frame, compiles] : byFrame)
    for (auto later = compiles.begin(); later != compiles.end(); ++later)
      for (int g : later->second) {
        // The latest earlier compile of the frame that printed a graph of this role.
        for (auto earlier = std::make_reverse_iterator(later); earlier != compiles.rend(); ++earlier) {
          const bool hasRole = std::any_of(earlier->second.begin(), earlier->second.end(),
                                           [&](int h) { return a.graphs[h].role == a.graphs[g].role; });
          if (!hasRole) continue;
          if (const int c = counterpartGraph(a, g, a, earlier->second); c >= 0) out.push_back({c, g});
          break;
        }
      }
  std::sort(out.begin(), out.end(), [](auto x, auto y) { return x.second < y.second; });
  return out;
}

namespace {

// A graph's content: its role and its nodes' names and ops in order (two printouts of one graph have the same).
uint64_t contentKey(const Graph& g) {
  std::hash<std::string_view> h;
  uint64_t k = static_cast<uint64_t>(g.role) * 0x9e3779b97f4a7c15ull + g.nodes.size();
  for (const Node& n : g.nodes) k = (k * 1099511628211ull) ^ h(n.name) ^ (h(n.opNameView()) << 1);
  return k;
}

bool sameContent(const Graph& x, const Graph& y) {
  if (x.role != y.role || x.nodes.size() != y.nodes.size()) return false;
  for (size_t i = 0; i < x.nodes.size(); ++i)
    if (x.nodes[i].name != y.nodes[i].name || x.nodes[i].opNameView() != y.nodes[i].opNameView()) return false;
  return true;
}

}  // namespace

namespace {

// The top-level graphs of an analysis in print order, with their content keys.
struct Printed {
  std::vector<int> graphs;
  std::vector<uint64_t> keys;
  std::unordered_map<uint64_t, std::vector<size_t>> at;  // key → its places in `graphs`, ascending
  explicit Printed(const Analysis& x) {
    for (int g = 0; g < static_cast<int>(x.graphs.size()); ++g)
      if (x.graphs[g].parent < 0) graphs.push_back(g), keys.push_back(contentKey(x.graphs[g]));
    for (size_t i = 0; i < keys.size(); ++i) at[keys[i]].push_back(i);
  }
  // How far after place `from` the next graph with `key` is (SIZE_MAX: none).
  size_t distanceTo(uint64_t key, size_t from) const {
    auto it = at.find(key);
    if (it == at.end()) return SIZE_MAX;
    auto next = std::lower_bound(it->second.begin(), it->second.end(), from);
    return next == it->second.end() ? SIZE_MAX : *next - from;
  }
};

}  // namespace

std::vector<std::pair<int, int>> counterpartGraphs(const Analysis& a, const Analysis& b) {
  // The two print orders aligned by content, as a text diff aligns lines: equal graphs (role, names and ops) are
  // twins; at a difference, the side whose graph comes again sooner on the other side waits. Two runs of one model
  // print mostly the same graphs, so this is linear; scoring each graph against all the other's was quadratic.
  const Printed pa(a), pb(b);
  std::vector<std::pair<int, int>> out;
  std::vector<std::pair<int, size_t>> unmatched;  // a graph of a with no twin, and where b's order was then
  std::vector<char> taken(pb.graphs.size(), 0);
  size_t i = 0, j = 0;
  while (i < pa.graphs.size()) {
    if (j < pb.graphs.size() && pa.keys[i] == pb.keys[j] && sameContent(a.graphs[pa.graphs[i]], b.graphs[pb.graphs[j]])) {
      out.push_back({pa.graphs[i++], pb.graphs[j]});
      taken[j++] = 1;
      continue;
    }
    const size_t inB = j < pb.graphs.size() ? pb.distanceTo(pa.keys[i], j) : SIZE_MAX;  // a's graph comes again in b
    const size_t inA = j < pb.graphs.size() ? pa.distanceTo(pb.keys[j], i) : SIZE_MAX;  // b's graph comes again in a
    // Left without a twin: a's graph when it is not ahead in b or b's comes in a no later; b's when it is not ahead
    // in a or a's comes in b sooner (both when neither is ahead).
    const bool skipA = inB == SIZE_MAX || (inA != SIZE_MAX && inA <= inB);
    const bool skipB = inA == SIZE_MAX || (inB != SIZE_MAX && inB < inA);
    if (skipA) unmatched.push_back({pa.graphs[i++], j});
    if (skipB && j < pb.graphs.size()) ++j;
  }
  // The others by most names and ops in common, among the kNear graphs of their role without a twin around the place
  // b's order was at (bounded, like pairing's candidates).
  constexpr size_t kNear = 64;
  std::map<Role, std::vector<size_t>> pool;  // b's places without a twin, by role, ascending
  for (size_t k = 0; k < pb.graphs.size(); ++k)
    if (!taken[k]) pool[b.graphs[pb.graphs[k]].role].push_back(k);
  for (auto [g, place] : unmatched) {
    std::vector<size_t>& p = pool[a.graphs[g].role];
    if (p.empty()) continue;
    const size_t centre = static_cast<size_t>(std::lower_bound(p.begin(), p.end(), place) - p.begin());
    const size_t from = std::min(centre > kNear / 2 ? centre - kNear / 2 : 0, p.size() > kNear ? p.size() - kNear : 0);
    std::vector<int> near;
    for (size_t k = from; k < std::min(p.size(), from + kNear); ++k) near.push_back(pb.graphs[p[k]]);
    const int c = counterpartGraph(a, g, b, near);
    if (c < 0) continue;
    out.push_back({g, c});
    p.erase(p.begin() + static_cast<long>(from) + (std::find(near.begin(), near.end(), c) - near.begin()));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace fx
