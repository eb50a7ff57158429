// make_fx association: which forward node of (a) is each saved constant of the separately traced backward (b).
//
// The backward graph is autograd's trace: one derivative formula per forward op that needs one, run in decreasing
// autograd sequence number, i.e. in reverse order of the forward ops. A saved constant reaches some argument of a
// backward op; the op table (op_table.cpp, read off derivatives.yaml) says which forward op(s) save a value there
// and which of their inputs / outputs it is. Every such use is an "anchor" whose unknown is the forward call
// (instance) whose formula it belongs to. The instances are found by constraint propagation, each constraint a
// consequence of how autograd builds the trace:
//   order          anchors in backward order belong to forward calls in non-increasing forward order, and a
//                  non-repeatable saved slot of one forward call is read by at most one anchor;
//   same node      the arguments of one backward op belong to one forward call;
//   same constant  every fetch of a constant is the same tensor, so the same forward node;
//   distinct       two different constants saved as inputs are different tensors (different forward nodes);
//   gradient flow  what one formula computes is consumed by its own formula or by formulas of ancestors of the
//                  node it is the gradient of (values computed from saved tensors alone are private to their
//                  formula); the gradient of a sum / view / transpose / slice ... enters that op's known formula,
//                  and the gradient of piece k of a split enters its cat at position k (op_table.h);
// The answer for a constant is matched only when every remaining possibility gives the same forward node;
// otherwise it is ambiguous with all candidates. When propagation contradicts itself (an op the table does not
// know, a custom autograd.Function, a trace that does not follow the model), the constants whose anchors ran out
// of candidates are left out and the rest solved again; a left-out constant keeps the table's candidates but is
// never matched on them. If that does not help, everything is solved again with fewer assumptions.
//
// Values are reported at the start of in-place chains (`x.sigmoid_()` is the same tensor as `x`); an in-place op
// that needs its original input saves autograd's `clone` of it, which is what its saved input is.
//
// With the forward-and-backward graph (c), (b) is aligned with (c)'s backward part and (c)'s forward part with
// (a) (same op sequences, detach nodes aside, each pair checked argument by argument); the argument slot of each
// constant in (c) names the forward node directly. Both answers are combined; disagreement makes the constant
// ambiguous.
#include "makefx_assoc.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "op_table.h"
#include "scan.h"

namespace fx {

namespace {

constexpr int kNone = INT_MIN;
constexpr size_t kMaxCands = 4096;        // candidates of one anchor before it is left unresolved
constexpr int kFlowBfsBudget = 4000;      // backward nodes visited when following a gradient
constexpr int kAncestorBudget = 4096;     // forward nodes visited by one ancestor query (then: unknown)
constexpr int kReachBudget = 512;         // backward nodes visited looking for the formulas fed by one anchor
constexpr size_t kReachMax = 32;          // formulas kept per anchor (the nearest ones)
constexpr int kMaxRounds = 200;
constexpr size_t kPairCap = 200000;       // candidate pairs examined at once by the ancestor rule

// ---------- small text helpers ----------

std::string_view trimView(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::string_view attrName(const Node& n) {
  std::string_view t = n.target.empty() ? std::string_view(n.name) : std::string_view(n.target);
  if (t.substr(0, 5) == "self.") t.remove_prefix(5);
  return t;
}

// Short op name, in-place variant folded onto the functional one (`relu_` → `relu`).
std::string normOp(const Node& n) {
  std::string s = n.opName();
  if (s.size() > 2 && s.back() == '_' && s[s.size() - 2] != '_') s.pop_back();
  return s;
}

std::string compact(std::string_view s) {
  std::string r;
  r.reserve(s.size());
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '%') r.push_back(c);
  return r;
}

bool parseNumber(const std::string& s, double& v) {
  if (s.empty()) return false;
  char* end = nullptr;
  v = std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

bool literalEqual(std::string_view a, std::string_view b) {
  std::string x = compact(a), y = compact(b);
  if (x == y) return true;
  double dx = 0, dy = 0;
  if (parseNumber(x, dx) && parseNumber(y, dy)) return dx == dy;
  return false;
}

// Top-level elements of a printed list / tuple argument: "[None, _tensor_constant0]" → {"None", "_tensor_constant0"}.
std::vector<std::string_view> listElements(std::string_view text) {
  std::vector<std::string_view> out;
  text = trimView(text);
  if (text.size() < 2 || !((text.front() == '[' && text.back() == ']') || (text.front() == '(' && text.back() == ')')))
    return out;
  text = text.substr(1, text.size() - 2);
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i) {
    char c = i < text.size() ? text[i] : ',';
    if (c == '[' || c == '(' || c == '{') ++depth;
    else if (c == ']' || c == ')' || c == '}') --depth;
    else if (c == ',' && depth <= 0) {
      std::string_view e = trimView(text.substr(start, i - start));
      if (!e.empty() && e.front() == '%') e.remove_prefix(1);
      if (!e.empty() || i < text.size()) out.push_back(e);
      start = i + 1;
    }
  }
  return out;
}

bool validNode(const Graph& g, int i) { return i >= 0 && i < static_cast<int>(g.nodes.size()); }

// A positional argument printed as a literal (no node reference in it).
bool literalArg(const Node& n, int k, std::string_view& text) {
  if (k < 0 || k >= static_cast<int>(n.args.size())) return false;
  const Arg& a = n.args[k];
  if (a.ref >= 0) return false;
  for (const Use& u : n.uses())
    if (u.arg == k && u.node >= 0) return false;
  text = a.text;
  return true;
}

// ---------- the op table, parsed once ----------

struct RowInfo {
  const SavedArg* row = nullptr;
  std::string bwdOp;
  std::vector<std::string> via;                        // empty: direct
  std::vector<int> tArgs;                              // t@K
  std::vector<std::pair<int, std::string>> lits;       // lit@K=V
  std::vector<std::pair<int, int>> eqs;                // eq@B=F
  std::vector<std::pair<int, std::string>> flits;      // flit@F=V
  std::vector<std::pair<int, std::string>> fnots;      // fnot@F=V
  std::vector<int> fnones;                             // fnone@F
  std::vector<std::string> fwdOps;
  bool list = false, multi = false;
};

std::vector<std::string> splitBar(std::string_view s) {
  std::vector<std::string> r;
  for (std::string_view part : scan::split(s, '|')) r.emplace_back(part);
  return r;
}

int smallInt(std::string_view s) {
  int v = 0;
  if (s.empty() || s.size() > 6) return -1;
  for (char c : s) {
    if (c < '0' || c > '9') return -1;
    v = v * 10 + (c - '0');
  }
  return v;
}

struct Table {
  std::vector<RowInfo> rows;
  std::unordered_map<std::string, std::vector<int>> byBwdOp;
};

const Table& table() {
  static const Table t = [] {
    Table tb;
    const auto& src = savedArgTable();
    tb.rows.reserve(src.size());
    for (const SavedArg& r : src) {
      RowInfo ri;
      ri.row = &r;
      ri.bwdOp = std::string(r.backwardOp);
      ri.via = splitBar(r.via);
      ri.fwdOps = splitBar(r.forwardOps);
      std::string_view c = r.condition;
      size_t p = 0;
      while (p < c.size()) {
        size_t e = c.find(' ', p);
        if (e == std::string_view::npos) e = c.size();
        std::string_view cl = c.substr(p, e - p);
        p = e + 1;
        if (cl.empty()) continue;
        if (cl == "list") ri.list = true;
        else if (cl == "multi") ri.multi = true;
        else if (cl.substr(0, 2) == "t@") {
          int k = smallInt(cl.substr(2));
          if (k >= 0) ri.tArgs.push_back(k);
        } else if (cl.substr(0, 4) == "lit@") {
          size_t eq = cl.find('=');
          int k = eq == std::string_view::npos ? -1 : smallInt(cl.substr(4, eq - 4));
          if (k >= 0) ri.lits.emplace_back(k, std::string(cl.substr(eq + 1)));
        } else if (cl.substr(0, 5) == "flit@" || cl.substr(0, 5) == "fnot@") {
          size_t eq = cl.find('=');
          int k = eq == std::string_view::npos ? -1 : smallInt(cl.substr(5, eq - 5));
          if (k >= 0) (cl[1] == 'l' ? ri.flits : ri.fnots).emplace_back(k, std::string(cl.substr(eq + 1)));
        } else if (cl.substr(0, 6) == "fnone@") {
          int k = smallInt(cl.substr(6));
          if (k >= 0) ri.fnones.push_back(k);
        } else if (cl.substr(0, 3) == "eq@") {
          size_t eq = cl.find('=');
          int b = eq == std::string_view::npos ? -1 : smallInt(cl.substr(3, eq - 3));
          int f = eq == std::string_view::npos ? -1 : smallInt(cl.substr(eq + 1));
          if (b >= 0 && f >= 0) ri.eqs.emplace_back(b, f);
        }
      }
      tb.byBwdOp[ri.bwdOp].push_back(static_cast<int>(tb.rows.size()));
      tb.rows.push_back(std::move(ri));
    }
    return tb;
  }();
  return t;
}

// ---------- the forward graph ----------

// An in-place op (`sigmoid_`, `add_`, `bernoulli_`, ...) returns its first argument: the tensor is the node
// that first held it. Values are reported at the start of such chains.
bool isInPlaceOp(const Node& n) {
  if (!n.isCompute() || n.getitemOf() >= 0) return false;
  std::string s = n.opName();
  return s.size() > 1 && s.back() == '_' && s[s.size() - 2] != '_' && !isAliasOp(s);
}

int canonicalValue(const Graph& g, int v) {
  for (int guard = 0; guard < 1000 && validNode(g, v); ++guard) {
    const Node& n = g.nodes[v];
    if (!isInPlaceOp(n) || n.args.empty() || !validNode(g, n.args[0].ref)) break;
    v = n.args[0].ref;
  }
  return v;
}

struct Forward {
  const Graph* g = nullptr;
  std::vector<std::string> op;                              // normOp of call nodes, "" otherwise
  std::unordered_map<std::string, std::vector<int>> byOp;   // call nodes by op, in graph order
  std::vector<std::vector<std::pair<int, int>>> getitems;   // per node: (output index, getitem node)
  std::vector<int> uses;                                    // argument occurrences in call nodes
  std::vector<char> nonDiff;                                // no gradient flows through it to its inputs
  std::unordered_map<uint64_t, bool> ancMemo;
  long long ancWork = 0, ancWorkLimit = 0;                  // total ancestry search, bounded (then: unknown)
  std::vector<int> mark;                                    // visit stamps of the ancestry search
  std::vector<int> stackBuf;
  int stamp = 0;

  void build(const Graph& graph) {
    g = &graph;
    int n = static_cast<int>(graph.nodes.size());
    op.assign(n, {});
    getitems.assign(n, {});
    uses.assign(n, 0);
    nonDiff.assign(n, 0);
    ancWorkLimit = 64LL * n + 1000000;
    mark.assign(n, 0);
    for (int i = 0; i < n; ++i) {
      const Node& nd = graph.nodes[i];
      if (!nd.isCompute()) continue;
      op[i] = normOp(nd);
      nonDiff[i] = isNonDifferentiableOp(op[i]);
      byOp[op[i]].push_back(i);
      if (nd.getitemOf() >= 0 && nd.getitemOf() < n && nd.getitemIndex() >= 0)
        getitems[nd.getitemOf()].emplace_back(nd.getitemIndex(), i);
      for (const Use& u : nd.uses())
        if (u.node >= 0 && u.node < n) ++uses[u.node];
    }
  }

  int listElement(const Node& nd, int k, int pos) const {
    if (k < 0 || k >= static_cast<int>(nd.args.size()) || pos < 0) return -1;
    auto els = listElements(nd.args[k].text);
    if (pos >= static_cast<int>(els.size())) return -1;
    return g->find(els[pos]);
  }

  // The forward node holding input/output `index` of call `f` (at the start of an in-place chain).
  int slotValue(int f, const RowInfo& ri, int listPos) const {
    int v = rawSlotValue(f, ri, listPos);
    return v >= 0 ? canonicalValue(*g, v) : v;
  }
  int rawSlotValue(int f, const RowInfo& ri, int listPos) const {
    if (!validNode(*g, f)) return -1;
    const Node& nd = g->nodes[f];
    const SavedArg& r = *ri.row;
    if (r.role == SavedRole::Input) {
      if (r.index < 0 || r.index >= static_cast<int>(nd.args.size())) return -1;
      const Arg& a = nd.args[r.index];
      if (ri.list) return listElement(nd, r.index, listPos);
      if (listPos >= 0) return -1;
      if (!validNode(*g, a.ref)) return -1;
      if (r.index == 0 && isInPlaceOp(nd)) {
        // An in-place op that needs its original self saves a copy: autograd's `clone(self)` just before it.
        int best = -1;
        for (int u : g->usersOf(a.ref))
          if (u < f && u > best && validNode(*g, u) && op[u] == "clone" && !g->nodes[u].args.empty() &&
              g->nodes[u].args[0].ref == a.ref)
            best = u;
        if (best >= 0) return best;
      }
      return a.ref;
    }
    if (listPos >= 0) return -1;
    const auto& gi = getitems[f];
    if (!gi.empty()) {
      for (auto [idx, node] : gi)
        if (idx == r.index) return node;
      return -1;
    }
    return r.index == 0 ? f : -1;
  }

  // Is `a` an ancestor of (or equal to) `y`? Unknown (budget exhausted) counts as yes.
  bool ancestorOrSelf(int a, int y) {
    if (a == y) return true;
    if (!validNode(*g, a) || !validNode(*g, y) || a > y) return false;
    uint64_t key = (static_cast<uint64_t>(static_cast<uint32_t>(a)) << 32) | static_cast<uint32_t>(y);
    auto it = ancMemo.find(key);
    if (it != ancMemo.end()) return it->second;
    if (ancWork > ancWorkLimit) return true;  // out of budget: cannot tell, so no pruning
    if (++stamp == INT_MAX) {
      std::fill(mark.begin(), mark.end(), 0);
      stamp = 1;
    }
    std::vector<int>& stack = stackBuf;
    stack.assign(1, y);
    mark[y] = stamp;
    bool found = false;
    int budget = kAncestorBudget;
    while (!stack.empty() && !found) {
      int x = stack.back();
      stack.pop_back();
      ++ancWork;
      if (--budget < 0) {
        found = true;
        break;
      }
      if (nonDiff[x]) continue;  // no gradient flows through it to its inputs
      for (const Use& u : g->nodes[x].uses()) {
        int p = u.node;
        if (!validNode(*g, p) || p < a || mark[p] == stamp) continue;
        mark[p] = stamp;
        if (p == a) {
          found = true;
          break;
        }
        stack.push_back(p);
      }
    }
    ancMemo.emplace(key, found);
    return found;
  }
};

// ---------- anchors: uses of constants in the backward graph that the table explains ----------

struct UseSite {
  int consumer = -1;
  int arg = -1;
  int listPos = -1;
  std::string via;
  bool detached = false;
};

struct Cand {
  int inst;   // forward call
  int row;    // table row
  int value;  // forward node holding the saved value
  bool shared = false;  // value reached through an in-place chain: one node for several tensors (before/after)
};

enum Flag : unsigned { kOrder = 1, kFlow = 2, kExcl = 4, kSame = 8 };

struct Anchor {
  int bnode = -1;     // backward consumer
  int getattr = -1;   // get_attr node
  int constant = -1;  // constant id
  int arg = -1;
  int listPos = -1;
  bool detached = false;
  std::vector<int> rows;
  // domain
  int lb = INT_MIN, ub = INT_MAX;
  bool materialized = false, wide = false;
  std::vector<Cand> cands;  // sorted by (inst, row)
  unsigned flags = 0;
  bool uniqueByTable = false;
};

bool isTransposeOp(std::string_view op) { return op == "t" || op == "transpose" || op == "permute"; }

void collectUses(const Graph& b, int node, bool detached, const std::string& via, int depth, std::vector<UseSite>& out) {
  if (!validNode(b, node) || depth > 6) return;
  std::string_view name = b.nodes[node].name;
  for (int u : b.usersOf(node)) {
    if (!validNode(b, u)) continue;
    const Node& un = b.nodes[u];
    if (!un.isCompute()) continue;
    std::string op = normOp(un);
    std::vector<int> argsSeen;
    for (const Use& us : un.uses()) {
      if (us.node != node || us.arg < 0 || us.arg >= static_cast<int>(un.args.size())) continue;
      int k = us.arg;
      int lp = -1;
      if (un.args[k].ref != node) {
        auto els = listElements(un.args[k].text);
        for (int e = 0; e < static_cast<int>(els.size()); ++e)
          if (els[e] == name) {
            lp = e;
            break;
          }
        if (lp < 0) continue;  // inside an expression: not a saved-tensor slot
      }
      if (std::find(argsSeen.begin(), argsSeen.end(), k) != argsSeen.end()) continue;
      argsSeen.push_back(k);
      if (isAliasOp(op) && k == 0 && lp < 0) {
        collectUses(b, u, true, via, depth + 1, out);
        continue;
      }
      out.push_back({u, k, lp, via, detached});
      if (via.empty() && lp < 0 && k == 0 && (isTransposeOp(op) || isReshapeOp(op)))
        collectUses(b, u, detached, op, depth + 1, out);
    }
  }
}

bool rowMatchesSite(const RowInfo& ri, const Graph& b, const UseSite& s) {
  const SavedArg& r = *ri.row;
  if (r.argIndex != s.arg) return false;
  if (s.via.empty() != ri.via.empty()) return false;
  if (!s.via.empty() && std::find(ri.via.begin(), ri.via.end(), s.via) == ri.via.end()) return false;
  if (s.detached && r.role != SavedRole::Output) return false;
  if (ri.list != (s.listPos >= 0)) return false;
  const Node& c = b.nodes[s.consumer];
  for (int k : ri.tArgs) {
    if (k >= static_cast<int>(c.args.size())) return false;
    int ref = c.args[k].ref;
    if (!validNode(b, ref) || !isTransposeOp(normOp(b.nodes[ref]))) return false;
  }
  for (const auto& [k, v] : ri.lits) {
    std::string_view t;
    if (!literalArg(c, k, t) || !literalEqual(t, v)) return false;
  }
  return true;
}

// ---------- the solver ----------

enum class Stage { Full, NoFlow, NoOrder, TableOnly };

struct Solver {
  const Graph& fwdG;
  const Graph& bwdG;
  Forward F;
  const Table& T = table();
  std::vector<Anchor> anchors;
  std::vector<std::string> constantNames;
  std::vector<int> constantOfNode;                // bwd node → constant id (get_attr), -1
  std::vector<std::vector<int>> anchorsOfConstant;
  std::unordered_map<int, std::vector<int>> anchorsOfNode;  // bwd consumer → anchors
  std::vector<int> globalOrder;                   // anchors in backward order
  std::vector<std::vector<int>> chains;           // capacity chains
  std::vector<std::unordered_map<std::string, int>> chainCap;
  std::unordered_map<int, std::vector<int>> rowInst;  // row → forward calls of its ops (sorted)
  std::unordered_map<int, std::vector<int>> reachedCache;  // bwd node → first anchor nodes downstream
  bool contradiction = false;
  std::vector<char> disabled;   // anchors left out (their constant contradicted the others)
  int culprit = -1;             // an anchor whose domain ran empty
  std::vector<int> pureOwner;   // bwd node computed from saved tensors only → anchor node of its formula, -1

  Solver(const Graph& f, const Graph& b) : fwdG(f), bwdG(b) { F.build(f); }

  // ----- setup -----
  // Some forward call of the row's ops can hold the value (else the row cannot explain this use).
  bool viable(int r, const UseSite& s) {
    const RowInfo& ri = T.rows[r];
    const Node& bn = bwdG.nodes[s.consumer];
    std::string key = std::to_string(r);  // built in steps: `a + "|" + b` trips GCC 12's -Wrestrict false positive
    key += '|';
    key += std::to_string(s.listPos);
    for (const auto& [bk, fk] : ri.eqs) {
      std::string_view t;
      key += '|';
      key += literalArg(bn, bk, t) ? compact(t) : std::string("?");
    }
    auto c = viableCache.find(key);
    if (c != viableCache.end()) return c->second;
    bool ok = false;
    for (const auto& op : ri.fwdOps) {
      auto it = F.byOp.find(op);
      if (it == F.byOp.end()) continue;
      for (int inst : it->second)
        if (eqConditionsHold(ri, bn, inst) && F.slotValue(inst, ri, s.listPos) >= 0) {
          ok = true;
          break;
        }
      if (ok) break;
    }
    viableCache.emplace(std::move(key), ok);
    return ok;
  }
  std::unordered_map<std::string, bool> viableCache;

  void buildAnchors() {
    int n = static_cast<int>(bwdG.nodes.size());
    constantOfNode.assign(n, -1);
    std::unordered_map<std::string, int> ids;
    for (int i = 0; i < n; ++i) {
      const Node& nd = bwdG.nodes[i];
      if (nd.op != OpKind::GetAttr) continue;
      std::string key(attrName(nd));
      auto [it, fresh] = ids.emplace(key, static_cast<int>(constantNames.size()));
      if (fresh) {
        constantNames.push_back(key);
        anchorsOfConstant.emplace_back();
      }
      constantOfNode[i] = it->second;
      std::vector<UseSite> sites;
      collectUses(bwdG, i, false, std::string(), 0, sites);
      for (const UseSite& s : sites) {
        auto rit = T.byBwdOp.find(normOp(bwdG.nodes[s.consumer]));
        if (rit == T.byBwdOp.end()) continue;
        Anchor a;
        a.bnode = s.consumer;
        a.getattr = i;
        a.constant = it->second;
        a.arg = s.arg;
        a.listPos = s.listPos;
        a.detached = s.detached;
        for (int r : rit->second)
          if (rowMatchesSite(T.rows[r], bwdG, s) && viable(r, s)) a.rows.push_back(r);
        if (a.rows.empty()) continue;
        anchors.push_back(std::move(a));
      }
    }
    disabled.assign(anchors.size(), 0);
    for (const Anchor& a : anchors)
      for (int r : a.rows) {
        if (rowInst.count(r)) continue;
        std::vector<int> v;
        for (const auto& op : T.rows[r].fwdOps) {
          auto it = F.byOp.find(op);
          if (it != F.byOp.end()) v.insert(v.end(), it->second.begin(), it->second.end());
        }
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        rowInst.emplace(r, std::move(v));
      }
    buildIndex();
  }

  // Orders, chains and lookups over the anchors in play.
  void buildIndex() {
    anchorsOfConstant.assign(constantNames.size(), {});
    anchorsOfNode.clear();
    reachedCache.clear();
    globalOrder.clear();
    chains.clear();
    chainCap.clear();
    for (size_t i = 0; i < anchors.size(); ++i) {
      if (disabled[i]) continue;
      int id = static_cast<int>(i);
      anchorsOfConstant[anchors[i].constant].push_back(id);
      anchorsOfNode[anchors[i].bnode].push_back(id);
      globalOrder.push_back(id);
    }
    // Backward values computed from saved tensors only, and the anchor node whose formula computed them.
    int n = static_cast<int>(bwdG.nodes.size());
    std::vector<char> pure(n, 0);
    pureOwner.assign(n, -1);
    for (int i = 0; i < n; ++i) {
      const Node& nd = bwdG.nodes[i];
      if (nd.op == OpKind::GetAttr) {
        pure[i] = 1;
        continue;
      }
      if (!nd.isCompute()) continue;
      bool all = true;
      int owner = -1;
      for (const Use& u : nd.uses()) {
        if (!validNode(bwdG, u.node) || u.node >= i || !pure[u.node]) {
          all = false;
          break;
        }
        if (owner < 0) owner = pureOwner[u.node];
      }
      if (!all) continue;
      pure[i] = 1;
      pureOwner[i] = anchorsOfNode.count(i) ? i : owner;
    }
    std::stable_sort(globalOrder.begin(), globalOrder.end(), [&](int x, int y) {
      if (anchors[x].bnode != anchors[y].bnode) return anchors[x].bnode < anchors[y].bnode;
      return anchors[x].arg < anchors[y].arg;
    });
    // Capacity chains: anchors with the same set of (non-repeatable) rows.
    std::unordered_map<std::string, int> chainIds;
    for (int a : globalOrder) {
      const Anchor& an = anchors[a];
      bool ok = true;
      std::string sig;
      for (int r : an.rows) {
        if (T.rows[r].multi) ok = false;
        sig += std::to_string(r) + ",";
      }
      if (!ok) continue;
      auto [it, fresh] = chainIds.emplace(sig, static_cast<int>(chains.size()));
      if (fresh) {
        chains.emplace_back();
        std::unordered_map<std::string, int> cap;
        for (int r : an.rows)
          for (const auto& op : T.rows[r].fwdOps) ++cap[op];
        chainCap.push_back(std::move(cap));
      }
      chains[it->second].push_back(a);
    }
  }

  // After a failed attempt: leave out every anchor of the constants whose anchors ran empty. False when there
  // is nothing to leave out.
  bool dropCulprits() {
    std::unordered_set<int> bad;
    for (size_t i = 0; i < anchors.size(); ++i)
      if (!disabled[i] && anchors[i].materialized && !anchors[i].wide && anchors[i].cands.empty())
        bad.insert(anchors[i].constant);
    if (bad.empty() && culprit >= 0 && !disabled[culprit]) bad.insert(anchors[culprit].constant);
    if (bad.empty()) return false;
    for (size_t i = 0; i < anchors.size(); ++i)
      if (bad.count(anchors[i].constant)) disabled[i] = 1;
    buildIndex();
    return true;
  }
  void enableAll() {
    disabled.assign(anchors.size(), 0);
    buildIndex();
  }

  // ----- domain access: bounds (implicit) or materialized candidates -----
  int maxLE(const Anchor& a, int x) const {
    int hi = std::min(x, a.ub);
    int best = kNone;
    if (a.materialized) {
      auto it = std::upper_bound(a.cands.begin(), a.cands.end(), hi, [](int v, const Cand& c) { return v < c.inst; });
      if (it != a.cands.begin()) best = std::prev(it)->inst;
    } else {
      for (int r : a.rows) {
        const auto& v = rowInst.at(r);
        auto it = std::upper_bound(v.begin(), v.end(), hi);
        if (it != v.begin()) best = std::max(best, *std::prev(it));
      }
    }
    return best != kNone && best >= a.lb ? best : kNone;
  }
  int minGE(const Anchor& a, int x) const {
    int lo = std::max(x, a.lb);
    int best = INT_MAX;
    bool found = false;
    if (a.materialized) {
      auto it = std::lower_bound(a.cands.begin(), a.cands.end(), lo, [](const Cand& c, int v) { return c.inst < v; });
      if (it != a.cands.end()) {
        best = it->inst;
        found = true;
      }
    } else {
      for (int r : a.rows) {
        const auto& v = rowInst.at(r);
        auto it = std::lower_bound(v.begin(), v.end(), lo);
        if (it != v.end()) {
          best = std::min(best, *it);
          found = true;
        }
      }
    }
    return found && best <= a.ub ? best : kNone;
  }
  bool setUb(Anchor& a, int v) {
    if (v == kNone) {
      contradiction = true;
      culprit = static_cast<int>(&a - anchors.data());
      return false;
    }
    if (v >= a.ub) return false;
    a.ub = v;
    if (a.materialized) {
      size_t before = a.cands.size();
      a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(), [&](const Cand& c) { return c.inst > v; }),
                    a.cands.end());
      if (a.cands.empty()) contradiction = true;
      if (a.cands.size() == before) return false;
    }
    a.flags |= kOrder;
    return true;
  }
  bool setLb(Anchor& a, int v) {
    if (v == kNone) {
      contradiction = true;
      culprit = static_cast<int>(&a - anchors.data());
      return false;
    }
    if (v <= a.lb) return false;
    a.lb = v;
    if (a.materialized) {
      size_t before = a.cands.size();
      a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(), [&](const Cand& c) { return c.inst < v; }),
                    a.cands.end());
      if (a.cands.empty()) contradiction = true;
      if (a.cands.size() == before) return false;
    }
    a.flags |= kOrder;
    return true;
  }

  // Non-increasing instances along `chain`, at most cap(v) anchors on forward call v (capOf < 0: unlimited).
  template <class CapOf>
  bool chainPass(const std::vector<int>& chain, CapOf capOf) {
    bool changed = false;
    int prev = INT_MAX, run = 0;
    for (int id : chain) {
      Anchor& a = anchors[id];
      if (a.wide) continue;
      int x = maxLE(a, prev);
      if (x != kNone && x == prev) {
        int cap = capOf(x);
        if (cap >= 0 && run >= cap) x = maxLE(a, prev - 1);
      }
      if (x == kNone) {
        contradiction = true;
        culprit = id;
        return changed;
      }
      changed |= setUb(a, x);
      run = (x == prev) ? run + 1 : 1;
      prev = x;
    }
    prev = INT_MIN;
    run = 0;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
      Anchor& a = anchors[*it];
      if (a.wide) continue;
      int x = minGE(a, prev);
      if (x != kNone && x == prev) {
        int cap = capOf(x);
        if (cap >= 0 && run >= cap) x = minGE(a, prev + 1);
      }
      if (x == kNone) {
        contradiction = true;
        culprit = *it;
        return changed;
      }
      changed |= setLb(a, x);
      run = (x == prev) ? run + 1 : 1;
      prev = x;
    }
    return changed;
  }

  bool orderRules() {
    bool changed = chainPass(globalOrder, [](int) { return -1; });
    for (size_t c = 0; c < chains.size() && !contradiction; ++c) {
      const auto& cap = chainCap[c];
      changed |= chainPass(chains[c], [&](int v) {
        auto it = cap.find(F.op[v]);
        return it == cap.end() ? 0 : it->second;
      });
    }
    return changed;
  }

  // Anchors of one backward op belong to one forward call.
  bool sameNodeRule() {
    bool changed = false;
    for (auto& [node, ids] : anchorsOfNode) {
      if (ids.size() < 2) continue;
      int lb = INT_MIN, ub = INT_MAX;
      for (int id : ids) {
        lb = std::max(lb, anchors[id].lb);
        ub = std::min(ub, anchors[id].ub);
      }
      std::unordered_set<int> common;
      bool first = true, allMat = true;
      for (int id : ids) {
        const Anchor& a = anchors[id];
        if (!a.materialized || a.wide) {
          allMat = false;
          continue;
        }
        std::unordered_set<int> s;
        for (const Cand& c : a.cands) s.insert(c.inst);
        if (first) common = std::move(s);
        else
          for (auto it = common.begin(); it != common.end();) it = s.count(*it) ? std::next(it) : common.erase(it);
        first = false;
      }
      for (int id : ids) {
        Anchor& a = anchors[id];
        if (a.wide) continue;
        if (lb > a.lb) changed |= setLb(a, minGE(a, lb));
        if (ub < a.ub) changed |= setUb(a, maxLE(a, ub));
        if (allMat && !first) {
          size_t before = a.cands.size();
          a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(), [&](const Cand& c) { return !common.count(c.inst); }),
                        a.cands.end());
          if (a.cands.size() != before) {
            changed = true;
            a.flags |= kOrder;
          }
          if (a.cands.empty()) contradiction = true;
        }
      }
    }
    return changed;
  }

  // ----- materialization -----
  bool eqConditionsHold(const RowInfo& ri, const Node& bnode, int inst) const {
    const Node& fn = fwdG.nodes[inst];
    for (const auto& [bk, fk] : ri.eqs) {
      std::string_view bt, ft;
      if (!literalArg(bnode, bk, bt) || !literalArg(fn, fk, ft)) continue;
      if (!literalEqual(bt, ft)) return false;
    }
    for (const auto& [fk, v] : ri.flits) {
      std::string_view ft;
      if (!literalArg(fn, fk, ft) || !literalEqual(ft, v)) return false;
    }
    for (const auto& [fk, v] : ri.fnots) {
      std::string_view ft;
      if (literalArg(fn, fk, ft) && literalEqual(ft, v)) return false;
    }
    for (int fk : ri.fnones)
      if (fk < static_cast<int>(fn.args.size())) return false;
    return true;
  }

  // Candidates materialized so far in this attempt, against a budget linear in the graph sizes.
  size_t candTotal = 0;
  size_t candBudget() const { return 64 * (fwdG.nodes.size() + bwdG.nodes.size()) + 100000; }

  void materialize(Anchor& a) {
    a.cands.clear();
    size_t cap = std::min(kMaxCands, candBudget() > candTotal ? candBudget() - candTotal : size_t(0));
    const Node& bn = bwdG.nodes[a.bnode];
    std::unordered_set<int> allValues;
    bool cut = false;
    for (int r : a.rows) {
      const auto& v = rowInst.at(r);
      // values over the whole table (before order): is the table alone enough?
      for (int inst : v) {
        if (allValues.size() > 1) break;
        if (!eqConditionsHold(T.rows[r], bn, inst)) continue;
        int val = F.slotValue(inst, T.rows[r], a.listPos);
        if (val >= 0) allValues.insert(val);
      }
      auto lo = std::lower_bound(v.begin(), v.end(), a.lb);
      auto hi = std::upper_bound(v.begin(), v.end(), a.ub);
      if (lo != v.begin() || hi != v.end()) cut = true;
      for (auto it = lo; it != hi; ++it) {
        if (!eqConditionsHold(T.rows[r], bn, *it)) continue;
        int raw = F.rawSlotValue(*it, T.rows[r], a.listPos);
        if (raw < 0) continue;
        int val = canonicalValue(fwdG, raw);
        a.cands.push_back({*it, r, val, val != raw || isInPlaceUser(raw)});
        if (a.cands.size() > cap) break;
      }
      if (a.cands.size() > cap) break;
    }
    a.uniqueByTable = allValues.size() == 1;
    if (cut) a.flags |= kOrder;
    std::sort(a.cands.begin(), a.cands.end(),
              [](const Cand& x, const Cand& y) { return x.inst != y.inst ? x.inst < y.inst : x.row < y.row; });
    a.materialized = true;
    if (a.cands.size() > cap) {
      a.wide = true;
      a.cands.clear();
      a.cands.shrink_to_fit();
    } else if (a.cands.empty()) {
      contradiction = true;
    }
    candTotal += a.cands.size();
  }

  // Node whose tensor an in-place op later mutates (so the node stands for more than one value).
  bool isInPlaceUser(int v) const {
    for (int u : fwdG.usersOf(v))
      if (validNode(fwdG, u) && isInPlaceOp(fwdG.nodes[u]) && !fwdG.nodes[u].args.empty() && fwdG.nodes[u].args[0].ref == v)
        return true;
    return false;
  }

  // ----- gradient flow -----
  int gradTarget(const Cand& c) const {
    int k = T.rows[c.row].row->gradOf;
    if (k < 0 || !validNode(fwdG, c.inst)) return -1;
    const Node& n = fwdG.nodes[c.inst];
    if (k >= static_cast<int>(n.args.size())) return -1;
    return validNode(fwdG, n.args[k].ref) ? n.args[k].ref : -1;
  }

  // What the values computed by an anchor's backward op are derived from: the gradient of forward node Y when the
  // table says so, else at least the gradient of some input of its forward call (so of the call itself).
  int flowTarget(const Cand& c) const {
    int y = gradTarget(c);
    return y >= 0 ? y : c.inst;
  }

  // Where a gradient computed by backward node u goes: the ops met following it through post-ops (and through
  // accumulation when allowed), and the list positions at which it enters a `cat` / `stack`.
  struct Flow {
    std::unordered_set<std::string> ops;
    std::vector<int> nodes;  // compute nodes met
    std::unordered_set<int> catPositions;
    bool complete = true;
  };
  Flow flowFrom(int u, bool throughAdd) const {
    Flow f;
    std::vector<std::pair<int, int>> stack;  // (node, predecessor)
    std::unordered_set<int> seen;
    for (int w : bwdG.usersOf(u)) stack.emplace_back(w, u);
    int budget = kFlowBfsBudget;
    while (!stack.empty()) {
      auto [x, from] = stack.back();
      stack.pop_back();
      if (!validNode(bwdG, x)) continue;
      const Node& n = bwdG.nodes[x];
      std::string op = n.isCompute() ? normOp(n) : std::string();
      if ((op == "cat" || op == "stack") && !n.args.empty()) {
        auto els = listElements(n.args[0].text);
        for (int e = 0; e < static_cast<int>(els.size()); ++e)
          if (els[e] == bwdG.nodes[from].name) f.catPositions.insert(e);
      }
      if (!seen.insert(x).second) continue;
      if (--budget < 0) {
        f.complete = false;
        return f;
      }
      if (op.empty()) continue;
      f.ops.insert(op);
      f.nodes.push_back(x);
      if (isGradPostOp(op) || (throughAdd && op == "add"))
        for (int w : bwdG.usersOf(x)) stack.emplace_back(w, x);
    }
    return f;
  }

  // The entry op's printed literals against the forward op's (an argument printed on one side only is not compared).
  static bool entryLiteralsMatch(const GradEntry& ge, const Node& entryNode, const Node& fwdNode) {
    std::string_view l = ge.literals;
    size_t p = 0;
    while (p < l.size()) {
      size_t e = l.find(' ', p);
      if (e == std::string_view::npos) e = l.size();
      std::string_view cl = l.substr(p, e - p);
      p = e + 1;
      size_t eq = cl.find('=');
      if (eq == std::string_view::npos) continue;
      int b = smallInt(cl.substr(0, eq)), f = smallInt(cl.substr(eq + 1));
      std::string_view bt, ft;
      if (b < 0 || f < 0 || !literalArg(entryNode, b, bt) || !literalArg(fwdNode, f, ft)) continue;
      if (!literalEqual(bt, ft)) return false;
    }
    return true;
  }

  // Entry rule: the gradient of a forward sum / view / transpose ... must enter that op's formula; the gradient of
  // piece k of a split enters its formula's cat at position k.
  bool entryRule(Anchor& a) {
    bool changed = false;
    Flow flows[2];
    bool done[2] = {false, false};
    size_t before = a.cands.size();
    a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(),
                                 [&](const Cand& c) {
                                   int y = gradTarget(c);
                                   if (y < 0) return false;
                                   const GradEntry* ge = gradEntry(F.op[y]);
                                   std::string_view entry = ge ? ge->entryOps : std::string_view();
                                   const Node& yn = fwdG.nodes[y];
                                   bool piece = validNode(fwdG, yn.getitemOf()) && yn.getitemIndex() >= 0 &&
                                                isSplitOp(F.op[yn.getitemOf()]);
                                   if (entry.empty() && !piece) return false;
                                   int multi = F.uses[y] >= 2 ? 1 : 0;
                                   if (!done[multi]) {
                                     flows[multi] = flowFrom(a.bnode, multi == 1);
                                     done[multi] = true;
                                   }
                                   const Flow& fl = flows[multi];
                                   if (!fl.complete) return false;
                                   if (piece && !fl.catPositions.empty() && !fl.catPositions.count(yn.getitemIndex()))
                                     return true;
                                   if (entry.empty()) return false;
                                   if (ge->literals.empty()) {
                                     for (const auto& op : fl.ops)
                                       if (opListHas(entry, op)) return false;
                                     return true;
                                   }
                                   for (int x : fl.nodes)
                                     if (opListHas(entry, normOp(bwdG.nodes[x])) && entryLiteralsMatch(*ge, bwdG.nodes[x], yn))
                                       return false;
                                   return true;
                                 }),
                  a.cands.end());
    if (a.cands.size() != before) {
      changed = true;
      a.flags |= kFlow;
    }
    if (a.cands.empty()) contradiction = true;
    return changed;
  }

  // Anchor nodes whose formulas consume what backward node u computes, first ones met downstream. A node that
  // combines u's result with a value computed from saved tensors only (`cos(saved)`, `2 * saved`) is part of the
  // formula of the anchor that computed that value: such values are private to their formula.
  const std::vector<int>& reachedAnchorNodes(int u) {
    auto it = reachedCache.find(u);
    if (it != reachedCache.end()) return it->second;
    std::vector<int> out;
    // breadth first, so that the nearest formulas are the ones kept
    std::span<const int> firstUsers = bwdG.usersOf(u);
    std::vector<int> queue(firstUsers.begin(), firstUsers.end());
    std::unordered_set<int> seen;
    int budget = kReachBudget;
    for (size_t qi = 0; qi < queue.size() && --budget >= 0 && out.size() < kReachMax; ++qi) {
      int x = queue[qi];
      if (!validNode(bwdG, x) || x == u || !seen.insert(x).second) continue;
      if (anchorsOfNode.count(x)) {
        out.push_back(x);
        continue;
      }
      bool owned = false;
      for (const Use& us : bwdG.nodes[x].uses()) {
        int p = us.node;
        if (validNode(bwdG, p) && pureOwner[p] >= 0 && pureOwner[p] != u) {
          out.push_back(pureOwner[p]);
          owned = true;
        }
      }
      if (owned) continue;
      for (int w : bwdG.usersOf(x)) queue.push_back(w);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return reachedCache.emplace(u, std::move(out)).first->second;
  }

  // Ancestor rule: a gradient of forward node Y only feeds formulas of Y's ancestors (or the formula computing it);
  // so whatever one formula computes is consumed by its own formula or by formulas of its forward call's ancestors.
  bool ancestorRule() {
    bool changed = false;
    if (ancKey.size() != anchors.size()) ancKey.assign(anchors.size(), 0);
    std::vector<int> insts, keep;
    for (size_t ai = 0; ai < anchors.size() && !contradiction; ++ai) {
      Anchor& a = anchors[ai];
      if (a.wide || disabled[ai]) continue;
      const auto& reached = reachedAnchorNodes(a.bnode);
      if (reached.empty()) continue;
      // Domains only shrink: when neither this domain nor the reached ones changed, nothing new can follow.
      size_t key = a.cands.size() * 1000003u + 1;
      for (int node : reached)
        for (int id : anchorsOfNode[node]) key = key * 31u + anchors[id].cands.size() + (anchors[id].wide ? 7u : 0u);
      if (ancKey[ai] == key) continue;
      for (int node : reached) {
        if (contradiction) break;
        const auto& ids = anchorsOfNode[node];
        insts.clear();
        bool usable = true;
        for (int id : ids) {
          if (anchors[id].wide) usable = false;
          for (const Cand& c : anchors[id].cands) insts.push_back(c.inst);
        }
        std::sort(insts.begin(), insts.end());
        insts.erase(std::unique(insts.begin(), insts.end()), insts.end());
        if (!usable || insts.empty()) continue;
        if (a.cands.size() * insts.size() > kPairCap) continue;  // too wide to be worth it yet
        // forward direction: prune candidates of a
        size_t before = a.cands.size();
        a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(),
                                     [&](const Cand& c) {
                                       int y = flowTarget(c);
                                       for (int f2 : insts)
                                         if (f2 == c.inst || F.ancestorOrSelf(f2, y)) return false;
                                       return true;
                                     }),
                      a.cands.end());
        if (a.cands.size() != before) {
          changed = true;
          a.flags |= kFlow;
        }
        if (a.cands.empty()) {
          contradiction = true;
          break;
        }
        // reverse direction: prune the reached anchors
        keep.clear();
        for (int f2 : insts) {
          for (const Cand& c : a.cands) {
            int y = flowTarget(c);
            if (f2 == c.inst || F.ancestorOrSelf(f2, y)) {
              keep.push_back(f2);
              break;
            }
          }
        }
        if (keep.size() == insts.size()) continue;
        for (int id : ids) {
          Anchor& b = anchors[id];
          size_t bb = b.cands.size();
          b.cands.erase(std::remove_if(b.cands.begin(), b.cands.end(),
                                       [&](const Cand& c) { return !std::binary_search(keep.begin(), keep.end(), c.inst); }),
                        b.cands.end());
          if (b.cands.size() != bb) {
            changed = true;
            b.flags |= kFlow;
          }
          if (b.cands.empty()) contradiction = true;
        }
      }
      size_t after = a.cands.size() * 1000003u + 1;
      for (int node : reached)
        for (int id : anchorsOfNode[node]) after = after * 31u + anchors[id].cands.size() + (anchors[id].wide ? 7u : 0u);
      ancKey[ai] = after;
    }
    return changed;
  }
  std::vector<size_t> ancKey;  // domain sizes at the last ancestor check of each anchor

  // ----- value constraints -----
  // All fetches of one constant are one tensor: intersect their value sets.
  bool sameConstantRule() {
    bool changed = false;
    for (auto& ids : anchorsOfConstant) {
      if (ids.size() < 2) continue;
      std::unordered_set<int> common;
      bool first = true;
      for (int id : ids) {
        const Anchor& a = anchors[id];
        if (a.wide) continue;
        std::unordered_set<int> s;
        for (const Cand& c : a.cands) s.insert(c.value);
        if (first) common = std::move(s);
        else
          for (auto it = common.begin(); it != common.end();) it = s.count(*it) ? std::next(it) : common.erase(it);
        first = false;
      }
      if (first) continue;
      for (int id : ids) {
        Anchor& a = anchors[id];
        if (a.wide) continue;
        size_t before = a.cands.size();
        a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(), [&](const Cand& c) { return !common.count(c.value); }),
                      a.cands.end());
        if (a.cands.size() != before) {
          changed = true;
          a.flags |= kSame;
        }
        if (a.cands.empty()) contradiction = true;
      }
    }
    return changed;
  }

  // A non-repeatable saved slot of one forward call is read by one anchor only.
  bool exclusiveSlotRule() {
    bool changed = false;
    std::unordered_map<uint64_t, std::vector<int>> holders;
    auto key = [](int inst, int row) {
      return (static_cast<uint64_t>(static_cast<uint32_t>(inst)) << 32) | static_cast<uint32_t>(row);
    };
    for (size_t i = 0; i < anchors.size(); ++i)
      for (const Cand& c : anchors[i].cands)
        if (!T.rows[c.row].multi) holders[key(c.inst, c.row)].push_back(static_cast<int>(i));
    for (size_t i = 0; i < anchors.size(); ++i) {
      const Anchor& a = anchors[i];
      if (a.wide || a.cands.size() != 1 || T.rows[a.cands[0].row].multi) continue;
      Cand fixed = a.cands[0];
      for (int j : holders[key(fixed.inst, fixed.row)]) {
        if (j == static_cast<int>(i)) continue;
        Anchor& b = anchors[j];
        size_t before = b.cands.size();
        b.cands.erase(std::remove_if(b.cands.begin(), b.cands.end(),
                                     [&](const Cand& c) { return c.inst == fixed.inst && c.row == fixed.row; }),
                      b.cands.end());
        if (b.cands.size() != before) {
          changed = true;
          b.flags |= kExcl;
        }
        if (b.cands.empty()) contradiction = true;
      }
    }
    return changed;
  }

  // Two constants saved as inputs are two tensors: a node taken by one is not the other's.
  bool distinctInputsRule() {
    bool changed = false;
    std::vector<char> eligible(constantNames.size(), 0);
    std::vector<int> fixedValue(constantNames.size(), -1);
    for (size_t k = 0; k < constantNames.size(); ++k) {
      const auto& ids = anchorsOfConstant[k];
      if (ids.empty()) continue;
      bool ok = true;
      std::unordered_set<int> vals;
      for (int id : ids) {
        const Anchor& a = anchors[id];
        if (a.wide || a.detached) ok = false;
        for (const Cand& c : a.cands) {
          if (T.rows[c.row].row->role != SavedRole::Input || c.shared) ok = false;
          vals.insert(c.value);
        }
      }
      if (!ok) continue;
      eligible[k] = 1;
      if (vals.size() == 1) fixedValue[k] = *vals.begin();
    }
    std::unordered_map<int, int> taken;  // value → constant
    for (size_t k = 0; k < constantNames.size(); ++k)
      if (fixedValue[k] >= 0) {
        auto [it, fresh] = taken.emplace(fixedValue[k], static_cast<int>(k));
        if (!fresh && it->second != static_cast<int>(k)) contradiction = true;
      }
    if (taken.empty() || contradiction) return false;
    for (size_t k = 0; k < constantNames.size(); ++k) {
      if (!eligible[k] || fixedValue[k] >= 0) continue;
      for (int id : anchorsOfConstant[k]) {
        Anchor& a = anchors[id];
        size_t before = a.cands.size();
        a.cands.erase(std::remove_if(a.cands.begin(), a.cands.end(),
                                     [&](const Cand& c) { return !c.shared && taken.count(c.value) > 0; }),
                      a.cands.end());
        if (a.cands.size() != before) {
          changed = true;
          a.flags |= kExcl;
        }
        if (a.cands.empty()) contradiction = true;
      }
    }
    return changed;
  }

  // ----- one attempt -----
  bool run(Stage stage) {
    contradiction = false;
    culprit = -1;
    candTotal = 0;
    reachedCache.clear();
    ancKey.assign(anchors.size(), 0);
    for (Anchor& a : anchors) {
      a.lb = INT_MIN;
      a.ub = INT_MAX;
      a.materialized = a.wide = false;
      a.cands.clear();
      a.flags = 0;
    }
    bool order = stage == Stage::Full || stage == Stage::NoFlow;
    bool flow = stage == Stage::Full;
    if (order) {
      for (int round = 0; round < kMaxRounds && !contradiction; ++round) {
        bool ch = orderRules();
        if (!contradiction) ch |= sameNodeRule();
        if (!ch) break;
      }
      if (contradiction) return false;
    }
    for (size_t i = 0; i < anchors.size(); ++i) {
      Anchor& a = anchors[i];
      if (disabled[i]) continue;
      unsigned keep = a.flags;
      materialize(a);
      a.flags |= keep;
      if (!order) a.flags &= ~static_cast<unsigned>(kOrder);
    }
    if (contradiction) return false;
    if (stage == Stage::TableOnly) return true;
    if (flow)
      for (size_t i = 0; i < anchors.size(); ++i)
        if (!disabled[i] && !anchors[i].wide) entryRule(anchors[i]);
    if (contradiction) return false;
    for (int round = 0; round < kMaxRounds && !contradiction; ++round) {
      bool ch = false;
      if (order) ch |= orderRules();
      if (!contradiction) ch |= sameNodeRule();
      if (!contradiction) ch |= sameConstantRule();
      if (!contradiction) ch |= exclusiveSlotRule();
      if (!contradiction) ch |= distinctInputsRule();
      if (flow && !contradiction) ch |= ancestorRule();
      if (!ch) break;
    }
    return !contradiction;
  }
};

// ---------- alignment with the forward-and-backward graph (c) ----------

struct Alignment {
  std::vector<int> bToJ;  // bwd node → joint node (verified pairs), -1
  std::vector<int> jToA;  // joint node → fwd node (verified pairs, placeholders), -1
  int seed = -1;          // first node of the joint's backward part
  bool ok = false;
};

bool isPlainCall(const Node& n) { return n.isCompute() && !isAliasOp(normOp(n)); }

// Pair two node sequences with equal targets, in order, resynchronising over short insertions.
std::vector<std::pair<int, int>> pairSequences(const Graph& x, const std::vector<int>& sx, const Graph& y,
                                               const std::vector<int>& sy) {
  std::vector<std::pair<int, int>> out;
  size_t i = 0, j = 0;
  constexpr size_t kWindow = 16;
  auto same = [&](int a, int b) {
    const Node& na = x.nodes[a];
    const Node& nb = y.nodes[b];
    if (na.op != nb.op) return false;
    if (na.op == OpKind::GetAttr) return attrName(na) == attrName(nb);
    return na.target == nb.target;
  };
  while (i < sx.size() && j < sy.size()) {
    if (same(sx[i], sy[j])) {
      out.emplace_back(sx[i], sy[j]);
      ++i;
      ++j;
      continue;
    }
    bool moved = false;
    for (size_t d = 1; d <= kWindow && !moved; ++d) {
      if (j + d < sy.size() && same(sx[i], sy[j + d])) {
        j += d;
        moved = true;
      } else if (i + d < sx.size() && same(sx[i + d], sy[j])) {
        i += d;
        moved = true;
      }
    }
    if (!moved) {
      ++i;
      ++j;
    }
  }
  return out;
}

// Does node `a` of graph X correspond to node `b` of graph Y, given the pairs so far (map X→Y)?
// Node arguments must map onto each other (unknown ones are skipped); literal arguments must be equal.
bool verifyPair(const Graph& x, int a, const Graph& y, int b, const std::vector<int>& xToY,
                const std::vector<char>& skipX) {
  const Node& na = x.nodes[a];
  const Node& nb = y.nodes[b];
  if (na.args.size() != nb.args.size()) return false;
  for (size_t k = 0; k < na.args.size(); ++k) {
    const Arg& aa = na.args[k];
    const Arg& ab = nb.args[k];
    if (aa.ref >= 0) {
      if (!validNode(x, aa.ref)) return false;
      if (skipX[aa.ref]) continue;
      int m = xToY[aa.ref];
      if (m < 0) continue;
      if (ab.ref != m) return false;
      continue;
    }
    if (ab.ref >= 0) return false;
    bool hasUseA = false, hasUseB = false;
    for (const Use& u : na.uses()) hasUseA |= (u.arg == static_cast<int>(k) && u.node >= 0);
    for (const Use& u : nb.uses()) hasUseB |= (u.arg == static_cast<int>(k) && u.node >= 0);
    if (hasUseA || hasUseB) continue;  // lists of nodes: not compared
    if (!literalEqual(aa.text, ab.text)) return false;
  }
  return true;
}

Alignment alignWithJoint(const Graph& fwd, const Graph& bwd, const Graph& joint) {
  Alignment al;
  al.bToJ.assign(bwd.nodes.size(), -1);
  al.jToA.assign(joint.nodes.size(), -1);
  int seed = -1;
  for (int i = 0; i < static_cast<int>(joint.nodes.size()); ++i)
    if (joint.nodes[i].isCompute() && normOp(joint.nodes[i]) == "ones_like") {
      seed = i;
      break;
    }
  if (seed < 0) return al;
  al.seed = seed;
  int bseed = -1;
  for (int i = 0; i < static_cast<int>(bwd.nodes.size()); ++i)
    if (bwd.nodes[i].isCompute() && normOp(bwd.nodes[i]) == "ones_like") {
      bseed = i;
      break;
    }
  if (bseed < 0) return al;

  // forward: (a) ↔ (c)[0, seed)
  {
    std::vector<int> pa, pj, sa, sj;
    for (int i = 0; i < static_cast<int>(fwd.nodes.size()); ++i) {
      const Node& n = fwd.nodes[i];
      if (n.op == OpKind::Placeholder) pa.push_back(i);
      else if (n.op == OpKind::GetAttr || isPlainCall(n)) sa.push_back(i);
    }
    for (int i = 0; i < seed; ++i) {
      const Node& n = joint.nodes[i];
      if (n.op == OpKind::Placeholder) pj.push_back(i);
      else if (n.op == OpKind::GetAttr || isPlainCall(n)) sj.push_back(i);
    }
    std::vector<int> jToA(joint.nodes.size(), -1);
    std::vector<char> skipJ(joint.nodes.size(), 0);
    for (int i = 0; i < static_cast<int>(joint.nodes.size()); ++i)
      if (joint.nodes[i].isCompute() && isAliasOp(normOp(joint.nodes[i]))) skipJ[i] = 1;
    std::vector<int> aToJ(fwd.nodes.size(), -1);
    if (pa.size() == pj.size())
      for (size_t k = 0; k < pa.size(); ++k) {
        jToA[pj[k]] = pa[k];
        aToJ[pa[k]] = pj[k];
      }
    std::vector<char> skipA(fwd.nodes.size(), 0);
    for (int i = 0; i < static_cast<int>(fwd.nodes.size()); ++i)
      if (fwd.nodes[i].isCompute() && isAliasOp(normOp(fwd.nodes[i]))) skipA[i] = 1;
    for (auto [a, j] : pairSequences(fwd, sa, joint, sj)) {
      if (fwd.nodes[a].op == OpKind::GetAttr || verifyPair(fwd, a, joint, j, aToJ, skipA)) {
        aToJ[a] = j;
        jToA[j] = a;
      }
    }
    // alias nodes of the joint's forward part: map through to what they alias in (a) only via roots (see use)
    al.jToA = std::move(jToA);
  }
  // backward: (b)[bseed..] ↔ (c)[seed..]
  {
    std::vector<int> sb, sj;
    for (int i = bseed; i < static_cast<int>(bwd.nodes.size()); ++i)
      if (isPlainCall(bwd.nodes[i])) sb.push_back(i);
    for (int i = seed; i < static_cast<int>(joint.nodes.size()); ++i)
      if (isPlainCall(joint.nodes[i])) sj.push_back(i);
    std::vector<char> skipB(bwd.nodes.size(), 0);
    for (int i = 0; i < static_cast<int>(bwd.nodes.size()); ++i) {
      const Node& n = bwd.nodes[i];
      if (n.op != OpKind::CallFunction && n.op != OpKind::CallMethod && n.op != OpKind::CallModule) skipB[i] = 1;
      else if (isAliasOp(normOp(n))) skipB[i] = 1;
    }
    for (auto [b, j] : pairSequences(bwd, sb, joint, sj))
      if (verifyPair(bwd, b, joint, j, al.bToJ, skipB)) al.bToJ[b] = j;
  }
  al.ok = true;
  return al;
}

// The forward node of (a) that (c) puts where (b) uses get_attr node g; -1 unknown, -2 inconsistent.
int alignedValue(const Graph& fwd, const Graph& bwd, const Graph& joint, const Alignment& al, int g) {
  if (!al.ok) return -1;
  int answer = -1;
  bool conflict = false;
  std::string gname = bwd.nodes[g].name;
  auto resolveJoint = [&](int v, bool detached) -> int {
    // strip aliases: always those of the backward part, all of them for a detached saved output
    for (int guard = 0; guard < 64 && validNode(joint, v); ++guard) {
      const Node& n = joint.nodes[v];
      if (!(n.isCompute() && isAliasOp(normOp(n)))) break;
      if (!detached && v < al.seed) break;
      if (n.args.empty() || !validNode(joint, n.args[0].ref)) return -1;
      v = n.args[0].ref;
    }
    if (!validNode(joint, v)) return -1;
    const Node& n = joint.nodes[v];
    if (n.op == OpKind::GetAttr && v >= al.seed) {
      std::string_view t = attrName(n);
      for (int i = 0; i < al.seed; ++i)
        if (joint.nodes[i].op == OpKind::GetAttr && attrName(joint.nodes[i]) == t) {
          v = i;
          break;
        }
    }
    if (v >= al.seed) return -1;
    int a = al.jToA[v];
    return validNode(fwd, a) ? canonicalValue(fwd, a) : -1;
  };
  // Uses of g (through detach) with their argument slots.
  struct Slot {
    int node, arg, listPos;
    bool detached;
  };
  std::vector<Slot> slots;
  std::vector<std::pair<int, bool>> frontier{{g, false}};
  for (int guard = 0; guard < 64 && !frontier.empty(); ++guard) {
    auto [x, det] = frontier.back();
    frontier.pop_back();
    std::string_view xname = bwd.nodes[x].name;
    for (int u : bwd.usersOf(x)) {
      if (!validNode(bwd, u)) continue;
      const Node& un = bwd.nodes[u];
      if (!un.isCompute()) continue;
      if (isAliasOp(normOp(un))) {
        frontier.emplace_back(u, true);
        continue;
      }
      for (size_t k = 0; k < un.args.size(); ++k) {
        if (un.args[k].ref == x) {
          slots.push_back({u, static_cast<int>(k), -1, det});
        } else {
          auto els = listElements(un.args[k].text);
          for (size_t e = 0; e < els.size(); ++e)
            if (els[e] == xname) slots.push_back({u, static_cast<int>(k), static_cast<int>(e), det});
        }
      }
    }
  }
  for (const Slot& s : slots) {
    int j = al.bToJ[s.node];
    if (!validNode(joint, j)) continue;
    const Node& jn = joint.nodes[j];
    if (s.arg >= static_cast<int>(jn.args.size())) continue;
    int v = -1;
    if (s.listPos < 0) v = jn.args[s.arg].ref;
    else {
      auto els = listElements(jn.args[s.arg].text);
      if (s.listPos < static_cast<int>(els.size())) v = joint.find(els[s.listPos]);
    }
    if (!validNode(joint, v)) continue;
    int a = resolveJoint(v, s.detached);
    if (a < 0) continue;
    if (answer < 0) answer = a;
    else if (answer != a) conflict = true;
  }
  return conflict ? -2 : answer;
}

}  // namespace

std::vector<Association> associateMakeFx(const std::vector<Graph>& graphs, int fwd, int bwd, int joint) {
  std::vector<Association> out;
  int ng = static_cast<int>(graphs.size());
  if (fwd < 0 || fwd >= ng || bwd < 0 || bwd >= ng || fwd == bwd) return out;
  const Graph& fg = graphs[fwd];
  const Graph& bg = graphs[bwd];
  const Graph* jg = (joint >= 0 && joint < ng && joint != fwd && joint != bwd) ? &graphs[joint] : nullptr;
  try {
    Solver S(fg, bg);
    S.buildAnchors();
    const char* stageName = nullptr;
    constexpr int kMaxDrops = 16;
    for (Stage st : {Stage::Full, Stage::NoFlow, Stage::NoOrder, Stage::TableOnly}) {
      S.enableAll();
      bool ok = S.run(st);
      for (int d = 0; !ok && d < kMaxDrops && S.dropCulprits(); ++d) ok = S.run(st);
      if (ok || st == Stage::TableOnly) {
        if (st != Stage::Full) stageName = "fallback";
        break;
      }
    }
    // Constants left out of the solution: what the table alone allows (never narrowed by the others).
    std::vector<char> inconsistent(S.constantNames.size(), 0);
    for (size_t i = 0; i < S.anchors.size(); ++i) {
      if (!S.disabled[i]) continue;
      Anchor& a = S.anchors[i];
      inconsistent[a.constant] = 1;
      a.lb = INT_MIN;
      a.ub = INT_MAX;
      S.materialize(a);
      a.flags = 0;
    }

    // Per constant: candidate values (the intersection over its anchors, or their union when that is empty).
    size_t nc = S.constantNames.size();
    std::vector<std::vector<int>> anchorsOf(nc);  // every anchor, dropped or not, by constant
    for (size_t i = 0; i < S.anchors.size(); ++i) anchorsOf[S.anchors[i].constant].push_back(static_cast<int>(i));
    std::vector<std::vector<int>> values(nc);
    std::vector<unsigned> flags(nc, 0);
    std::vector<char> anchored(nc, 0), uniqueByTable(nc, 0);
    for (size_t k = 0; k < nc; ++k) {
      std::vector<int> inter, uni;
      bool first = true;
      bool uniq = false;
      std::vector<int> ids;
      for (int i : anchorsOf[k])
        if (inconsistent[k] ? S.disabled[i] : !S.disabled[i]) ids.push_back(i);
      for (int id : ids) {
        const Anchor& a = S.anchors[id];
        if (a.wide) continue;
        anchored[k] = 1;
        flags[k] |= a.flags;
        uniq |= a.uniqueByTable;
        std::vector<int> v;
        for (const Cand& c : a.cands) v.push_back(c.value);
        std::sort(v.begin(), v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
        uni.insert(uni.end(), v.begin(), v.end());
        if (first) inter = v;
        else {
          std::vector<int> t;
          std::set_intersection(inter.begin(), inter.end(), v.begin(), v.end(), std::back_inserter(t));
          inter.swap(t);
        }
        first = false;
      }
      std::sort(uni.begin(), uni.end());
      uni.erase(std::unique(uni.begin(), uni.end()), uni.end());
      values[k] = inter.empty() ? uni : inter;
      uniqueByTable[k] = uniq;
    }

    Alignment al;
    if (jg) al = alignWithJoint(fg, bg, *jg);
    // alignment answers per constant (all its fetches must agree)
    std::vector<int> aligned(nc, -1);
    std::vector<char> alignConflict(nc, 0);
    if (jg && al.ok)
      for (int i = 0; i < static_cast<int>(bg.nodes.size()); ++i) {
        int k = S.constantOfNode[i];
        if (k < 0) continue;
        int v = alignedValue(fg, bg, *jg, al, i);
        if (v == -2) alignConflict[k] = 1;
        else if (v >= 0) {
          if (aligned[k] >= 0 && aligned[k] != v) alignConflict[k] = 1;
          else aligned[k] = v;
        }
      }

    for (int i = 0; i < static_cast<int>(bg.nodes.size()); ++i) {
      int k = S.constantOfNode[i];
      if (k < 0) continue;
      Association as;
      as.backward = {bwd, i};
      as.kind = AssocKind::Constant;
      std::vector<int> cand = values[k];
      if (anchored[k]) {
        as.evidence.push_back("op-table");
        if (uniqueByTable[k]) as.evidence.push_back("unique");
        if ((flags[k] & kOrder) && !uniqueByTable[k]) as.evidence.push_back("order");
        if (flags[k] & kFlow) as.evidence.push_back("gradient-flow");
        if (flags[k] & kSame) as.evidence.push_back("same-constant");
        if (flags[k] & kExcl) as.evidence.push_back("exclusion");
        if (stageName) as.evidence.push_back(stageName);
        if (inconsistent[k]) as.evidence.push_back("inconsistent");
      }
      // A constant that contradicted the others only keeps the table's word as candidates, never as an answer;
      // the alignment with (c), checked node by node, outranks it.
      bool weak = inconsistent[k];
      bool byAlignment = false;
      int al1 = alignConflict[k] ? -1 : aligned[k];
      if (alignConflict[k]) as.evidence.push_back("alignment-conflict");
      if (al1 >= 0) {
        if (cand.empty() || weak || std::find(cand.begin(), cand.end(), al1) != cand.end()) {
          cand = {al1};
          byAlignment = true;
          as.evidence.push_back("alignment");
        } else {
          cand.push_back(al1);
          std::sort(cand.begin(), cand.end());
          as.evidence.push_back("conflict");
        }
      }
      for (int v : cand) as.candidates.push_back({fwd, v});
      if (cand.size() == 1 && !alignConflict[k] && (!weak || byAlignment)) {
        as.status = AssocStatus::Matched;
        as.forward = {fwd, cand[0]};
      } else if (!cand.empty()) {
        as.status = AssocStatus::Ambiguous;
      } else {
        as.status = AssocStatus::Unmatched;
      }
      out.push_back(std::move(as));
    }
  } catch (...) {
    // Never let an exception escape: what was produced so far stands, the rest is unmatched.
    for (int i = static_cast<int>(out.size() ? out.back().backward.node + 1 : 0); i < static_cast<int>(bg.nodes.size()); ++i) {
      if (bg.nodes[i].op != OpKind::GetAttr) continue;
      Association as;
      as.backward = {bwd, i};
      as.kind = AssocKind::Constant;
      out.push_back(std::move(as));
    }
  }
  return out;
}

}  // namespace fx
