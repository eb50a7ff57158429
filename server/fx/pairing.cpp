// Pairing: forward ↔ backward ↔ joint of the same compile, from the graphs given together.
// Evidence: the backward's saved inputs are the forward's trailing outputs (signature), compile ids, graph
// numbers, file naming conventions (dump_names.h: `x.fwd.txt`, a magi_depyf submodule under two events),
// and for joints, how many of the partitioned graphs' node names the joint holds.
#include <algorithm>
#include <array>
#include <unordered_map>
#include <cctype>
#include <set>
#include <tuple>

#include "analysis.h"
#include "dump_names.h"
#include "scan.h"

namespace fx {

namespace {

// The last `n` of `outs`, sorted: what a backward's saved inputs are compared with when their order differs.
std::vector<std::string_view> sortedTail(const std::vector<std::string_view>& outs, size_t n) {
  std::vector<std::string_view> tail(outs.end() - static_cast<long>(n), outs.end());
  std::sort(tail.begin(), tail.end());
  return tail;
}

std::vector<std::string_view> outputNames(const Graph& g) {
  std::vector<std::string_view> r;
  int o = g.output();
  if (o < 0) return r;
  for (const auto& a : g.nodes[o].args) r.push_back(a.text);
  return r;
}

// Names a graph's pairing looks at, computed once per graph.
struct Names {
  // Views into the graph's text and arena, which outlive the pairing.
  std::vector<std::string_view> outputs;      // the returned values, in order
  std::vector<std::string_view> saved;        // backward: non-tangent inputs, in order
  std::vector<std::string_view> savedSorted;
  size_t inputs = 0;                          // placeholders
  bool makeFx = false;
};

Names namesOf(const Graph& g) {
  Names n;
  n.outputs = outputNames(g);
  for (int p : g.placeholders()) {
    ++n.inputs;
    if (!isTangentName(g.nodes[p].name)) n.saved.push_back(g.nodes[p].name);
  }
  n.savedSorted = n.saved;
  std::sort(n.savedSorted.begin(), n.savedSorted.end());
  n.makeFx = g.hasSavedConstants();
  return n;
}

// How well the backward's saved inputs fit the forward's trailing outputs: 2 by name, 1 by count, 0 not at all.
int signatureFit(const Graph& f, const Names& fn, const Names& bn) {
  const auto& outs = fn.outputs;
  const auto& saved = bn.saved;
  if (bn.makeFx) return outs.size() == 1 ? 1 : 0;
  if (saved.size() > outs.size()) return 0;
  if (std::equal(saved.begin(), saved.end(), outs.end() - static_cast<long>(saved.size()))) return 2;
  // Same saved values in another order (newer AOTAutograd moves saved SymInts to the front of the backward).
  if (sortedTail(outs, saved.size()) == bn.savedSorted) return 2;
  // Renamed placeholders (rare): every saved name at least exists in the forward.
  for (auto& x : saved)
    if (f.find(x) < 0) return 0;
  return 1;
}

// How well the two graphs' arities agree, the tie-breaker when several forwards fit a backward's saved inputs (a
// backward that saves nothing fits every forward; repeated layers print identical graphs): AOTAutograd's backward
// returns one gradient (or None) per forward input, and takes one tangent per user output of the forward.
int arityFit(const Names& fn, const Names& bn) {
  int score = 0;
  const size_t tangents = bn.inputs - bn.saved.size();
  if (bn.outputs.size() == fn.inputs) score += 30;
  if (fn.outputs.size() >= bn.saved.size() && fn.outputs.size() - bn.saved.size() == tangents) score += 20;
  return score;
}

double containment(const Graph& part, const Graph& joint) {
  int total = 0, found = 0;
  for (const auto& n : part.nodes) {
    if (n.op == OpKind::Placeholder || n.op == OpKind::Output) continue;
    ++total;
    if (joint.find(n.name) >= 0) ++found;
  }
  return total == 0 ? 0.0 : static_cast<double>(found) / total;
}

// Documents that belong together: the user's explicit pairing, else the file stem.
std::string groupKey(const Document& d) { return d.pairKey.empty() ? dumps::pairingStem(d.path) : "\x01pair:" + d.pairKey; }

// What each document's name says, computed once.
struct DocKeys {
  std::vector<std::string> group;   // groupKey
  std::vector<std::string> folder;  // the folder it is in
  explicit DocKeys(const Analysis& a) {
    for (const auto& d : a.docs) {
      group.push_back(groupKey(d));
      folder.push_back(std::string(d.path.substr(0, d.path.size() - dumps::baseName(d.path).size())));
    }
  }
};

int contextScore(const Analysis& a, const DocKeys& k, const Graph& x, const Graph& y) {
  int s = 0;
  if (!x.compileId.empty() && !y.compileId.empty()) s += x.compileId == y.compileId ? 50 : -60;
  if (x.graphNumber >= 0 && y.graphNumber >= 0) s += x.graphNumber == y.graphNumber ? 10 : -10;
  if (x.doc == y.doc) s += 5;
  else if (k.group[x.doc] == k.group[y.doc]) s += a.docs[x.doc].pairKey.empty() ? 40 : 80;
  else if (k.folder[x.doc] == k.folder[y.doc]) s += 10;  // a tlparse compile's folder, a depyf dump
  return s;
}

}  // namespace

const SavedOutputNote* savedOutputNoteFor(const Analysis& a, const Graph& fwd) {
  if (a.savedOutputs.empty()) return nullptr;
  const std::vector<std::string_view> outs = outputNames(fwd);
  for (const auto& note : a.savedOutputs) {
    if (note.names.empty() || note.names.size() > outs.size()) continue;
    std::vector<std::string_view> noted(note.names.begin(), note.names.end());
    std::sort(noted.begin(), noted.end());
    if (sortedTail(outs, noted.size()) == noted) return &note;
  }
  return nullptr;
}

void pairGraphs(Analysis& a) {
  std::vector<int> F, B, J;
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    const Graph& g = a.graphs[i];
    if (g.parent >= 0) continue;
    if (g.role == Role::Forward) F.push_back(i);
    else if (g.role == Role::Backward) B.push_back(i);
    else if (g.role == Role::Joint) J.push_back(i);
  }
  // A make_fx backward's forward may look like an inference or unknown graph (no primals); allow those.
  std::vector<int> Fx = F;
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    const Graph& g = a.graphs[i];
    if (g.parent < 0 && (g.role == Role::Unknown || g.role == Role::Inference)) Fx.push_back(i);
  }

  // Candidates are looked for in tiers — same compile id, then same document and graph number, then same file
  // stem, then everywhere — and the first tier holding any fit is kept. The best pair is always in that tier (the
  // context score prefers it), and a log of a thousand compiles does not cost a million signature checks.
  const DocKeys docKeys(a);
  std::vector<Names> names(a.graphs.size());
  std::vector<std::array<std::string, 3>> keys(a.graphs.size());
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    const Graph& g = a.graphs[i];
    if (g.parent >= 0 || (g.role != Role::Forward && g.role != Role::Backward && g.role != Role::Joint &&
                          g.role != Role::Unknown && g.role != Role::Inference))
      continue;
    names[i] = namesOf(g);
    if (!g.compileId.empty()) keys[i][0] = "c" + g.compileId;
    if (g.graphNumber >= 0) keys[i][1] = "d" + std::to_string(g.doc) + "#" + std::to_string(g.graphNumber);
    keys[i][2] = docKeys.group[g.doc];
  }
  auto tiers = [&](const std::vector<int>& pool) {
    std::array<std::unordered_map<std::string, std::vector<int>>, 3> byKey;
    for (int g : pool)
      for (int t = 0; t < 3; ++t)
        if (!keys[g][t].empty()) byKey[t][keys[g][t]].push_back(g);
    return byKey;
  };
  const auto fTiers = tiers(F), fxTiers = tiers(Fx), jTiers = tiers(J);
  // Calls visit(candidate) tier by tier; stops after the first tier in which visit returned true at least once.
  auto inTiers = [&](int g, const std::array<std::unordered_map<std::string, std::vector<int>>, 3>& byKey,
                     const std::vector<int>& all, auto visit) {
    for (int t = 0; t < 3; ++t) {
      if (keys[g][t].empty()) continue;
      auto it = byKey[t].find(keys[g][t]);
      if (it == byKey[t].end()) continue;
      bool any = false;
      for (int c : it->second) any = visit(c) || any;
      if (any) return;
    }
    for (int c : all) visit(c);
  };

  std::vector<std::tuple<int, int, int, std::string>> cand;  // score, f, b, how
  for (int b : B) {
    const Graph& gb = a.graphs[b];
    bool makeFx = names[b].makeFx;
    std::set<int> seen;
    inTiers(b, makeFx ? fxTiers : fTiers, makeFx ? Fx : F, [&](int f) {
      if (!seen.insert(f).second) return false;
      const Graph& gf = a.graphs[f];
      int fit = signatureFit(gf, names[f], names[b]);
      if (fit == 0) return false;
      int sc = fit * 100 + arityFit(names[f], names[b]) + contextScore(a, docKeys, gf, gb);
      if (gf.doc == gb.doc && gf.firstLine < gb.firstLine) sc += 5;
      std::string how = fit == 2 ? "signature" : (makeFx ? "make_fx" : "names");
      if (!gf.compileId.empty() && gf.compileId == gb.compileId) how += "+compile-id";
      else if (gf.doc != gb.doc && keys[f][2] == keys[b][2])
        how += a.docs[gf.doc].pairKey.empty() ? "+file-name" : "+paired";
      cand.emplace_back(sc, f, b, how);
      return true;
    });
  }
  std::stable_sort(cand.begin(), cand.end(), [](const auto& x, const auto& y) { return std::get<0>(x) > std::get<0>(y); });
  std::set<int> usedF, usedB, usedJ;
  for (auto& [s, f, b, how] : cand) {
    if (usedF.count(f) || usedB.count(b)) continue;
    usedF.insert(f);
    usedB.insert(b);
    Pair p;
    p.forward = f;
    p.backward = b;
    p.how = how;
    // The partitioner's own log says it saved exactly what the backward reads.
    if (const SavedOutputNote* note = savedOutputNoteFor(a, a.graphs[f]);
        note && note->names.size() == names[b].saved.size())
      p.how += "+saved_output";
    a.pairs.push_back(p);
  }
  // Joints: the one holding most of the pair's node names, with compile id and file name as tie-breakers.
  std::vector<std::tuple<double, int, int>> jc;  // score, pair index, joint
  for (int pi = 0; pi < static_cast<int>(a.pairs.size()); ++pi) {
    const Pair& p = a.pairs[pi];
    std::set<int> seen;
    inTiers(p.forward, jTiers, J, [&](int j) {
      if (!seen.insert(j).second) return false;
      const Graph& gj = a.graphs[j];
      double cf = containment(a.graphs[p.forward], gj);
      if (cf < 0.8) return false;
      double cb = containment(a.graphs[p.backward], gj);
      double sc = cf * 100 + cb * 20 + contextScore(a, docKeys, a.graphs[p.forward], gj);
      jc.emplace_back(sc, pi, j);
      return true;
    });
  }
  std::stable_sort(jc.begin(), jc.end(), [](const auto& x, const auto& y) { return std::get<0>(x) > std::get<0>(y); });
  std::set<int> pairHasJoint;
  for (auto& [s, pi, j] : jc) {
    if (usedJ.count(j) || pairHasJoint.count(pi)) continue;
    usedJ.insert(j);
    pairHasJoint.insert(pi);
    a.pairs[pi].joint = j;
  }
  for (int j : J) {
    if (usedJ.count(j)) continue;
    Pair p;
    p.joint = j;
    p.how = "joint only";
    a.pairs.push_back(p);
  }
}

}  // namespace fx
