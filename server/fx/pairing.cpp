// Pairing: forward ↔ backward ↔ joint of the same compile, from the graphs given together. What two graphs say
// about each other is weighed in pairing_evidence.cpp (signature, types and shapes, compile ids, file names, the
// printing stage, a joint's node names and notes); here each backward's candidates are found (by tier and by
// signature, near it in print order), and the pairs chosen: types first, best score first, then improved where
// that left a backward out, every tie in an order that does not depend on the order of the files.
#include <algorithm>
#include <array>
#include <deque>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <set>
#include <tuple>

#include "analysis.h"
#include "memo.h"
#include "pairing_evidence.h"

namespace fx {

using namespace pairing;

namespace {

// Graphs that pairing cannot tell apart: the same nodes and outputs, compile id, graph number and document. A
// log that prints one compile a thousand times, or repeated layers compiled apart, gives classes of many members;
// a backward is compared with one member per class and takes the class's first member still free, so that
// pairing such logs stays linear (comparing every backward with every forward did not: 4,000 copies took 11 s).
class Classes {
 public:
  Classes(const Analysis& a, const std::vector<int>& pool, const std::vector<Names>& names) {
    std::unordered_map<uint64_t, std::vector<int>> byHash;  // hash → classes
    for (int g : pool) {
      std::vector<int>& same = byHash[hashOf(a.graphs[g], names[g].namesHash())];
      auto it = std::find_if(same.begin(), same.end(),
                             [&](int c) { return alike(a.graphs[members_[c][0]], a.graphs[g]); });
      if (it != same.end()) {
        members_[*it].push_back(g);
        continue;
      }
      same.push_back(static_cast<int>(members_.size()));
      members_.push_back({g});
    }
    next_.assign(members_.size(), 0);
  }
  int size() const { return static_cast<int>(members_.size()); }
  int representative(int c) const { return members_[c][0]; }
  bool anyBefore(int c, const Graph& later, const Analysis& a) const {
    const Graph& first = a.graphs[members_[c][0]];
    return first.doc == later.doc && first.firstLine < later.firstLine;
  }
  // The class's first member not taken yet (-1 when all are), which is then taken.
  int take(int c) { return next_[c] < members_[c].size() ? members_[c][next_[c]++] : -1; }
  const std::vector<int>& members(int c) const { return members_[c]; }

 private:
  static uint64_t hashOf(const Graph& g, uint64_t namesHash) {
    std::hash<std::string_view> h;
    return h(g.compileId) ^ (static_cast<uint64_t>(g.graphNumber) * 0x9e3779b97f4a7c15ull) ^
           (static_cast<uint64_t>(g.doc) << 32) ^ static_cast<uint64_t>(g.role) ^ namesHash * 0xff51afd7ed558ccdull;
  }
  static bool alike(const Graph& x, const Graph& y) {
    if (x.doc != y.doc || x.role != y.role || x.graphNumber != y.graphNumber || x.compileId != y.compileId ||
        x.nodes.size() != y.nodes.size())
      return false;
    for (size_t i = 0; i < x.nodes.size(); ++i)
      if (x.nodes[i].name != y.nodes[i].name) return false;
    return outputNames(x) == outputNames(y);
  }
  std::vector<std::vector<int>> members_;
  std::vector<size_t> next_;
};

using Keys = std::array<std::string, 3>;  // compile id, document + graph number, file group: the pairing tiers

// The classes a pool's graphs fall into, by tier key and by signature, so that a backward looks only at
// forwards whose trailing outputs are its saved inputs. Among equally fitting classes, the kNear nearest in print
// order on each side are scored: repeated compiles that print the same names stay linear, and the partner of a
// graph is printed near it.
class CandidateIndex {
 public:
  static constexpr size_t kNear = 16;
  struct Query {
    const Keys* keys;
    int graph;          // the graph looking (print order)
    bool bySignature;   // else every class of the tier, nearest first
    uint64_t signature = 0;
    bool singleOutput = false;  // a make_fx backward: forwards returning one value
  };

  // `lengths`: the saved-input counts queries will ask signatures of (a class is indexed under its trailing
  // outputs of those lengths only: a forward returns thousands of values, and most lengths nobody asks).
  // `rank`: each graph's place in print order (printOrder).
  CandidateIndex(const Classes& cls, const std::vector<int>& rank, const std::vector<Keys>& keys,
                 const std::vector<Names>& names, const std::set<size_t>& lengths = {})
      : cls_(cls), rank_(rank) {
    std::vector<int> inPrintOrder(static_cast<size_t>(cls.size()));
    std::iota(inPrintOrder.begin(), inPrintOrder.end(), 0);
    std::sort(inPrintOrder.begin(), inPrintOrder.end(),
              [&](int x, int y) { return rank[cls.representative(x)] < rank[cls.representative(y)]; });
    std::vector<uint64_t> signatures;
    for (int c : inPrintOrder) {
      const int g = cls.representative(c);
      signatures.clear();
      const std::vector<uint64_t>& tails = names[g].outputTails();
      for (size_t k : lengths) {
        if (k >= tails.size()) break;
        signatures.push_back(signatureKey(tails[k], k));
      }
      add(everywhere_, c, names[g], signatures);
      for (int t = 0; t < 3; ++t)
        if (const std::string& k = keys[g][t]; !k.empty()) add(byKey_[t][k], c, names[g], signatures);
    }
  }

  // Calls visit(class) tier by tier — same compile id, then same document and graph number, then same file
  // group, then everywhere — and stops after the first tier in which visit returned true at least once. The best
  // pair is always in that tier (the context score prefers it), and a log of a thousand compiles does not cost a
  // million signature checks. Within a tier, the classes fitting the signature are tried, else all of them.
  template <class Visit>
  void visit(const Query& q, Visit v) const {
    for (int t = 0; t < 3; ++t) {
      if ((*q.keys)[t].empty()) continue;
      auto it = byKey_[t].find((*q.keys)[t]);
      if (it != byKey_[t].end() && visitBucket(it->second, q, v)) return;
    }
    visitBucket(everywhere_, q, v);
  }

 private:
  struct Bucket {
    std::vector<int> classes;                                 // in print order
    std::unordered_map<uint64_t, std::vector<int>> bySignature;  // trailing-output hash → classes
    std::vector<int> singleOutput;                            // classes returning one value
  };
  static void add(Bucket& b, int c, const Names& n, const std::vector<uint64_t>& signatures) {
    b.classes.push_back(c);
    if (n.outputCount() == 1) b.singleOutput.push_back(c);
    for (uint64_t s : signatures) b.bySignature[s].push_back(c);
  }
  template <class Visit>
  bool visitBucket(const Bucket& b, const Query& q, Visit& v) const {
    if (q.singleOutput) return visitNear(b.singleOutput, q.graph, v);
    if (q.bySignature) {
      auto it = b.bySignature.find(q.signature);
      // The classes that fit exactly, and then the nearest of all: one of those may be the partner printed at the
      // same stage whose outputs a post-grad pass renamed (nearSignature), the exact fit taken by another.
      if (it != b.bySignature.end() && visitNear(it->second, q.graph, v)) return visitNear(b.classes, q.graph, v), true;
    }
    return visitNear(b.classes, q.graph, v);
  }
  // The kNear classes printed before `graph` and the kNear after it.
  template <class Visit>
  bool visitNear(const std::vector<int>& list, int graph, Visit& v) const {
    auto mid = std::lower_bound(list.begin(), list.end(), graph,
                                [&](int c, int g) { return rank_[cls_.representative(c)] < rank_[g]; });
    auto from = mid - std::min(mid - list.begin(), static_cast<long>(kNear));
    auto to = mid + std::min(list.end() - mid, static_cast<long>(kNear));
    bool any = false;
    for (auto it = from; it != to; ++it) any = v(*it) || any;
    return any;
  }
  const Classes& cls_;
  const std::vector<int>& rank_;
  std::array<std::unordered_map<std::string, Bucket>, 3> byKey_;
  Bucket everywhere_;
};

bool pairable(const Graph& g) {
  return g.parent < 0 && (g.role == Role::Forward || g.role == Role::Backward || g.role == Role::Joint ||
                          g.role == Role::Unknown || g.role == Role::Inference);
}

struct Candidate {
  int score, cls, other;  // other: the backward (forward candidates) or the pair (joint candidates)
  std::string how;
};

constexpr int kTypesAgree = 1 << 24;

// Each graph's place in print order, the same in whatever order the documents were given: by its file's path,
// then its line. Which candidates are near a graph, and which of equal scores is taken first, follow it, so that
// the pairs do not depend on the order of files or graphs.
std::vector<int> printOrder(const Analysis& a) {
  std::vector<int> docs(a.docs.size()), docRank(a.docs.size());
  std::iota(docs.begin(), docs.end(), 0);
  std::stable_sort(docs.begin(), docs.end(), [&](int x, int y) { return a.docs[x].path < a.docs[y].path; });
  for (size_t r = 0; r < docs.size(); ++r) docRank[docs[r]] = static_cast<int>(r);
  std::vector<int> graphs(a.graphs.size()), rank(a.graphs.size());
  std::iota(graphs.begin(), graphs.end(), 0);
  std::sort(graphs.begin(), graphs.end(), [&](int x, int y) {
    const Graph &gx = a.graphs[x], &gy = a.graphs[y];
    return std::tie(docRank[gx.doc], gx.firstLine, x) < std::tie(docRank[gy.doc], gy.firstLine, y);
  });
  for (size_t r = 0; r < graphs.size(); ++r) rank[graphs[r]] = static_cast<int>(r);
  return rank;
}

}  // namespace

namespace {

struct Pools {
  std::vector<int> forwards, backwards, joints;
  std::vector<int> makeFxForwards;  // a make_fx backward's forward may look like an inference or unknown graph
  std::vector<Names> names;         // per graph
  std::vector<Keys> keys;           // per graph
  std::vector<int> rank;            // per graph: its place in print order (printOrder)

  AnalysisMemo& memo;               // what earlier analyses scored of the same graphs

  Pools(const Analysis& a, const DocKeys& docKeys, AnalysisMemo& m)
      : names(a.graphs.size()), keys(a.graphs.size()), rank(printOrder(a)), memo(m) {
    for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
      const Graph& g = a.graphs[i];
      if (!pairable(g)) continue;
      if (g.role == Role::Forward) forwards.push_back(i);
      else if (g.role == Role::Backward) backwards.push_back(i);
      else if (g.role == Role::Joint) joints.push_back(i);
      if (g.role == Role::Forward || g.role == Role::Unknown || g.role == Role::Inference) makeFxForwards.push_back(i);
      names[i] = Names(g, memo.pairingFacts(g));
      if (!g.compileId.empty()) keys[i][0] = "c" + g.compileId;
      if (g.graphNumber >= 0) keys[i][1] = "d" + std::to_string(g.doc) + "#" + std::to_string(g.graphNumber);
      keys[i][2] = docKeys.group[g.doc];
    }
  }
};

// A forward class for backward `b`: its score and how it was found (compile id, file name, ...).
std::optional<Candidate> scoreForward(const Analysis& a, const DocKeys& docKeys, const Pools& pools,
                                      const Classes& cls, int c, int b) {
  const int f = cls.representative(c);
  const Graph &gf = a.graphs[f], &gb = a.graphs[b];
  const bool makeFx = pools.names[b].makeFx();
  // How the saved inputs fit the outputs: 2 and 1 as signatureFit says, 3 a near signature (fit 1).
  const int fitOrNear = static_cast<int>(pools.memo.pairScore(AnalysisMemo::Score::Fit, gf, gb, nullptr, [&] {
    const int fit = signatureFit(gf, pools.names[f], pools.names[b]);
    return fit == 0 && nearSignature(gf, pools.names[f], pools.names[b]) ? 3 : fit;
  }));
  const bool near = fitOrNear == 3;
  int fit = near ? 1 : fitOrNear;
  if (fit == 0) return std::nullopt;
  const int types = static_cast<int>(
      pools.memo.pairScore(AnalysisMemo::Score::Types, gf, gb, nullptr, [&] { return compareTypes(gf, gb, pools.names[b].saved()).fit(); }));
  int sc = fit * 100 + arityFit(pools.names[f], pools.names[b]) + contextScore(a, docKeys, gf, gb);
  if (cls.anyBefore(c, gb, a)) sc += 5;
  if (types > 0) sc += 30;
  // The stage (0..999, under one point of the score above) only breaks ties.
  sc = sc * 1000 + sameStage(pools.names[f], pools.names[b]);
  // Above all the rest (which stays under kTypesAgree): a forward whose values have other types than the
  // backward reads is never chosen over one whose types agree or are not printed.
  if (types >= 0) sc += kTypesAgree;
  std::string how = fit == 2 ? "signature" : near ? "near-signature" : (makeFx ? "make_fx" : "names");
  if (types > 0) how += "+types";
  if (!gf.compileId.empty() && gf.compileId == gb.compileId) how += "+compile-id";
  else if (gf.doc != gb.doc && pools.keys[f][2] == pools.keys[b][2])
    how += a.docs[gf.doc].pairKey.empty() ? "+file-name" : "+paired";
  return Candidate{sc, c, b, std::move(how)};
}

// Which forward each backward has, and by which candidate; which backward each forward has.
struct Assignment {
  struct Choice {
    int forward = -1;
    const Candidate* candidate = nullptr;
  };
  std::vector<Choice> byBackward;  // per graph
  std::vector<int> owner;          // per graph: the backward a forward is given to, or -1
  explicit Assignment(size_t graphs) : byBackward(graphs), owner(graphs, -1) {}
  void assign(int b, int f, const Candidate* c) {
    if (const int was = byBackward[b].forward; was >= 0) owner[was] = -1;
    byBackward[b] = {f, c};
    owner[f] = b;
  }
};

// Taking the best-scored candidates first can leave a backward without a forward that another backward took
// although a free forward fitted that one too (a backward that saves nothing fits every forward, and takes the
// one it scores a little higher): the assignment is then improved by moving that other backward to the free
// forward, when the total score grows. Lists are in `order` (best first); members of a class are interchangeable.
template <class ClassesOf, class AlternativesOf>
void improve(Assignment& chosen, const std::vector<std::pair<int, Candidate*>>& order, ClassesOf classesOf,
             AlternativesOf alternativesOf) {
  constexpr int kOwnersTried = 64;  // per backward left out: repeated compiles give classes of thousands
  std::unordered_map<int, std::vector<std::pair<int, const Candidate*>>> candidatesOf;  // backward → (list, candidate)
  for (const auto& [l, c] : order) candidatesOf[c->other].emplace_back(l, c);
  const auto freeMember = [&](int l, const Candidate* c) {
    for (int f : classesOf(l).members(c->cls))
      if (chosen.owner[f] < 0) return f;
    return -1;
  };
  std::vector<int> leftOut;  // in the order of their best candidates (not of the graphs: that follows the files')
  std::vector<char> listed(chosen.owner.size(), 0);
  for (const auto& [l, c] : order)
    if (!chosen.byBackward[c->other].candidate && !listed[c->other]) listed[c->other] = 1, leftOut.push_back(c->other);
  for (int b2 : leftOut) {
    long bestGain = 0;
    int bestF1 = -1, bestF2 = -1, bestB1 = -1;
    const Candidate *bestC1 = nullptr, *bestC2 = nullptr;
    int tried = 0;
    for (const auto& [l2, c2] : candidatesOf[b2]) {
      for (int f2 : classesOf(l2).members(c2->cls)) {
        const int b1 = chosen.owner[f2];
        if (b1 < 0 || ++tried > kOwnersTried) continue;
        for (const auto& [l1, c1] : alternativesOf(b1)) {
          const int f1 = freeMember(l1, c1);
          const long gain = static_cast<long>(c2->score) + c1->score - chosen.byBackward[b1].candidate->score;
          if (f1 >= 0 && gain > bestGain) bestGain = gain, bestF1 = f1, bestF2 = f2, bestB1 = b1, bestC1 = c1, bestC2 = c2;
        }
      }
    }
    if (bestGain <= 0) continue;
    chosen.assign(bestB1, bestF1, bestC1);
    chosen.assign(b2, bestF2, bestC2);
  }
}

// Forward ↔ backward: every backward's candidate classes scored, then taken best first, each backward and each
// forward once. Both candidate lists (forwards, make_fx forwards) draw on the same forwards.
void pairForwardsWithBackwards(Analysis& a, const DocKeys& docKeys, const Pools& pools) {
  Classes fClasses(a, pools.forwards, pools.names), fxClasses(a, pools.makeFxForwards, pools.names);
  std::set<size_t> savedCounts;  // what the backwards' signatures are asked by
  for (int b : pools.backwards)
    if (!pools.names[b].makeFx()) savedCounts.insert(pools.names[b].savedCount());
  const CandidateIndex fIndex(fClasses, pools.rank, pools.keys, pools.names, savedCounts),
      fxIndex(fxClasses, pools.rank, pools.keys, pools.names);
  // Backward b's candidates, into `out` (list 1: make_fx forwards). `everyTier`: past the first tier that has a
  // fit too (the alternatives improve() looks for), else the search ends there.
  const auto collect = [&](int b, bool everyTier, auto& out) {
    const bool makeFx = pools.names[b].makeFx();
    const Classes& cls = makeFx ? fxClasses : fClasses;
    const CandidateIndex::Query q{&pools.keys[b], b, !makeFx, makeFx ? 0 : pools.names[b].savedSignature(), makeFx};
    // A class fitting exactly is visited again among the nearest of all (and a tier's classes in the next tier):
    // scored once, its fit remembered.
    // A tier whose only fits have other types than the backward reads does not end the search.
    std::unordered_map<int, bool> scored;  // class → fits, types not disagreeing
    (makeFx ? fxIndex : fIndex).visit(q, [&](int c) {
      if (auto seen = scored.find(c); seen != scored.end()) return seen->second && !everyTier;
      std::optional<Candidate> found = scoreForward(a, docKeys, pools, cls, c, b);
      const bool fits = found && found->score >= kTypesAgree;
      scored.emplace(c, fits);
      if (found) out[makeFx].push_back(std::move(*found));
      return fits && !everyTier;
    });
  };
  std::vector<Candidate> cand[2];
  for (int b : pools.backwards) collect(b, false, cand);
  std::deque<Candidate> more[2];  // alternatives, asked for by improve(): kept where they are
  std::unordered_map<int, std::vector<std::pair<int, const Candidate*>>> alternatives;
  const auto alternativesOf = [&](int b) -> const std::vector<std::pair<int, const Candidate*>>& {
    auto [it, fresh] = alternatives.try_emplace(b);
    if (!fresh) return it->second;
    const size_t from[2] = {more[0].size(), more[1].size()};
    collect(b, true, more);
    for (int l = 0; l < 2; ++l)
      for (size_t k = from[l]; k < more[l].size(); ++k) it->second.emplace_back(l, &more[l][k]);
    return it->second;
  };
  std::vector<std::pair<int, Candidate*>> order;  // (which list, candidate)
  for (int l = 0; l < 2; ++l)
    for (auto& c : cand[l]) order.emplace_back(l, &c);
  std::sort(order.begin(), order.end(), [&](const auto& x, const auto& y) {
    const Candidate &cx = *x.second, &cy = *y.second;
    if (cx.score != cy.score) return cx.score > cy.score;
    if (cx.other != cy.other) return pools.rank[cx.other] < pools.rank[cy.other];
    const int fx = (x.first ? fxClasses : fClasses).representative(cx.cls);
    const int fy = (y.first ? fxClasses : fClasses).representative(cy.cls);
    return fx != fy ? pools.rank[fx] < pools.rank[fy] : x.first < y.first;
  });
  Assignment chosen(a.graphs.size());
  for (auto& [l, c] : order) {
    if (chosen.byBackward[c->other].candidate) continue;
    Classes& cls = l ? fxClasses : fClasses;
    int f = cls.take(c->cls);
    while (f >= 0 && chosen.owner[f] >= 0) f = cls.take(c->cls);  // taken through the other list
    if (f >= 0) chosen.assign(c->other, f, c);
  }
  improve(chosen, order, [&](int l) -> const Classes& { return l ? fxClasses : fClasses; }, alternativesOf);
  // In the order of each backward's best candidate (an alternative improve() chose is in no list).
  std::vector<char> emitted(a.graphs.size(), 0);
  for (auto& [l, c] : order) {
    const Assignment::Choice& ch = chosen.byBackward[c->other];
    if (!ch.candidate || emitted[c->other]) continue;
    emitted[c->other] = 1;
    Pair p;
    p.forward = ch.forward;
    p.backward = c->other;
    p.how = ch.candidate->how;
    // The partitioner's own log says it saved exactly what the backward reads.
    if (const SavedOutputNote* note = savedOutputNoteFor(a, a.graphs[ch.forward]);
        note && note->names.size() == pools.names[c->other].savedCount())
      p.how += "+saved_output";
    a.pairs.push_back(p);
  }
}

// Joints: for each pair, the one holding most of the pair's node names and covered most by them, with compile
// id and file name as tie-breakers; a joint no pair takes stands alone.
void attachJoints(Analysis& a, const DocKeys& docKeys, const Pools& pools, AnalysisMemo& memo) {
  Classes jClasses(a, pools.joints, pools.names);
  const CandidateIndex jIndex(jClasses, pools.rank, pools.keys, pools.names);
  std::vector<Candidate> jc;
  for (int pi = 0; pi < static_cast<int>(a.pairs.size()); ++pi) {
    const Pair& p = a.pairs[pi];
    jIndex.visit({&pools.keys[p.forward], p.forward, false}, [&](int c) {
      const Graph& gj = a.graphs[jClasses.representative(c)];
      const Graph &gf = a.graphs[p.forward], &gb = a.graphs[p.backward];
      double cf = memo.pairScore(AnalysisMemo::Score::Containment, gf, gj, nullptr, [&] { return containment(gf, gj); });
      if (cf < 0.8) return false;
      double cb = memo.pairScore(AnalysisMemo::Score::Containment, gb, gj, nullptr, [&] { return containment(gb, gj); });
      double cover = memo.pairScore(AnalysisMemo::Score::Coverage, gj, gf, &gb, [&] { return coverage(gj, gf, gb); });
      double comments = memo.pairScore(AnalysisMemo::Score::Comments, gf, gj, nullptr, [&] { return commentFit(gf, gj); });
      const bool typesAgree =
          memo.pairScore(AnalysisMemo::Score::JointTypes, gf, gj, nullptr, [&] { return jointTypesFit(gf, gj); }) >= 0 &&
          memo.pairScore(AnalysisMemo::Score::JointTypes, gb, gj, nullptr, [&] { return jointTypesFit(gb, gj); }) >= 0;
      double sc = cf * 100 + cb * 20 + cover * 20 + std::max(0.0, comments) * 30 +
                  contextScore(a, docKeys, a.graphs[p.forward], gj);
      // As for forward and backward: a joint whose types disagree with the pair's is never chosen over one whose
      // types agree, and a tier that has only such joints does not end the search.
      jc.push_back({static_cast<int>(sc * 1000) + (typesAgree ? kTypesAgree : 0), c, pi, {}});
      return typesAgree;
    });
  }
  std::sort(jc.begin(), jc.end(), [&](const Candidate& x, const Candidate& y) {
    if (x.score != y.score) return x.score > y.score;
    const int fx = a.pairs[x.other].forward, fy = a.pairs[y.other].forward;
    if (fx != fy) return pools.rank[fx] < pools.rank[fy];
    return pools.rank[jClasses.representative(x.cls)] < pools.rank[jClasses.representative(y.cls)];
  });
  std::vector<char> usedJ(a.graphs.size(), 0);
  for (const Candidate& c : jc) {
    if (a.pairs[c.other].joint >= 0) continue;
    int j = jClasses.take(c.cls);
    if (j < 0) continue;
    usedJ[j] = 1;
    a.pairs[c.other].joint = j;
  }
  for (int j : pools.joints) {
    if (usedJ[j]) continue;
    Pair p;
    p.joint = j;
    p.how = "joint only";
    a.pairs.push_back(p);
  }
}

// A backward with no forward among the graphs (a capture that printed the joint and the partitioned backward):
// it joins the joint left alone that holds every one of its saved inputs and most of its own nodes, so that its
// saved inputs are tied to the joint's nodes (associate.cpp).
void attachBackwardsToJoints(Analysis& a, const DocKeys& docKeys, const Pools& pools, AnalysisMemo& memo) {
  std::vector<char> paired(a.graphs.size(), 0);
  std::vector<int> alone;  // pairs of a joint only
  for (int pi = 0; pi < static_cast<int>(a.pairs.size()); ++pi) {
    const Pair& p = a.pairs[pi];
    if (p.backward >= 0) paired[p.backward] = 1;
    if (p.forward < 0 && p.backward < 0 && p.joint >= 0) alone.push_back(pi);
  }
  if (alone.empty()) return;
  std::vector<Candidate> cand;
  for (int b : pools.backwards) {
    const Names& bn = pools.names[b];
    if (paired[b] || bn.makeFx() || bn.savedCount() == 0) continue;
    const Graph& gb = a.graphs[b];
    for (int pi : alone) {
      const Graph& gj = a.graphs[a.pairs[pi].joint];
      if (!std::all_of(bn.saved().begin(), bn.saved().end(), [&](std::string_view n) { return gj.find(n) >= 0; })) continue;
      const double held = memo.pairScore(AnalysisMemo::Score::Containment, gb, gj, nullptr, [&] { return containment(gb, gj); });
      if (held < 0.8) continue;
      if (memo.pairScore(AnalysisMemo::Score::JointTypes, gb, gj, nullptr, [&] { return jointTypesFit(gb, gj); }) < 0)
        continue;  // another compile of the same model (another input size)
      cand.push_back({static_cast<int>((held * 100 + contextScore(a, docKeys, gb, gj)) * 1000), pi, b, {}});
    }
  }
  std::sort(cand.begin(), cand.end(), [&](const Candidate& x, const Candidate& y) {
    if (x.score != y.score) return x.score > y.score;
    if (x.other != y.other) return pools.rank[x.other] < pools.rank[y.other];
    return pools.rank[a.pairs[x.cls].joint] < pools.rank[a.pairs[y.cls].joint];
  });
  for (const Candidate& c : cand) {
    Pair& p = a.pairs[c.cls];
    if (paired[c.other] || p.backward >= 0) continue;
    paired[c.other] = 1;
    p.backward = c.other;
    p.how = "joint+backward";
  }
}

}  // namespace

void pairGraphs(Analysis& a) {
  const DocKeys docKeys(a);
  AnalysisMemo local;
  AnalysisMemo& memo = a.memo ? *a.memo : local;
  const Pools pools(a, docKeys, memo);
  pairForwardsWithBackwards(a, docKeys, pools);
  attachJoints(a, docKeys, pools, memo);
  attachBackwardsToJoints(a, docKeys, pools, memo);
}

}  // namespace fx

