// Association: for every backward value that stands for a forward value, the forward node that produced it.
//   AOTAutograd pairs: saved inputs (position in the forward's trailing outputs, and name), tangents (the
//   forward's user outputs), gradient outputs (the forward's inputs), recomputed nodes (same name and op).
//   make_fx pairs: saved constants, see makefx/associate.cpp.
#include <string_view>
#include <unordered_map>

#include "analysis.h"
#include "memo.h"
#include "makefx/makefx.h"
#include "op_class.h"

namespace fx {

namespace {

// The same shape given to the same value: both printed types agree, or (unannotated) the same size arguments.
bool reshapeTwins(const Node& x, const Node& y) {
  if (!isReshapeLike(x.opNameView()) || !isReshapeLike(y.opNameView()) || x.args.empty() || y.args.empty() ||
      x.args[0].text != y.args[0].text)
    return false;
  if (x.type.known() && y.type.known()) return sameType(x.type, y.type);
  return x.args.size() > 1 && y.args.size() > 1 && x.args[1].text == y.args[1].text;
}

}  // namespace

int recomputedFrom(const Graph& f, const Node& bn) {
  if (!bn.isCompute()) return -1;
  const int k = f.find(bn.name);
  if (k < 0 || !f.nodes[k].isCompute()) return -1;
  return f.nodes[k].target == bn.target || reshapeTwins(f.nodes[k], bn) ? k : -1;
}

namespace {

// The forward node a backward node recomputes (same name, same op), else -1.

// At least as many associations as associateAot makes for the pair.
void associateAot(const Analysis& a, const Pair& p, std::vector<Association>& out) {
  const Graph& f = a.graphs[p.forward];
  const Graph& b = a.graphs[p.backward];
  int fo = f.output();
  if (fo < 0) return;
  const auto& fouts = f.nodes[fo].args;
  int users = userOutputCount(f, b);
  // The forward's saved outputs by name (the last one wins, as the name appears once in practice).
  std::unordered_map<std::string_view, int> savedOutputs;
  for (int q = users < 0 ? 0 : users; q < static_cast<int>(fouts.size()); ++q)
    if (fouts[q].ref >= 0) savedOutputs[fouts[q].text] = fouts[q].ref;
  // Names of the backward's own saved inputs: a forward output of one of these names at some other input's
  // position means the lists are shifted (an output is missing), not that the two are the same value.
  std::unordered_map<std::string_view, int> backwardNames;
  for (int pi : b.placeholders())
    if (!isTangentName(b.nodes[pi].name)) backwardNames[b.nodes[pi].name] = pi;
  int savedIdx = 0, tangentIdx = 0;
  for (int pi : b.placeholders()) {
    const Node& bn = b.nodes[pi];
    Association as;
    as.backward = {p.backward, pi};
    if (isTangentName(bn.name)) {
      // tangents_k is the gradient of the k-th user output.
      as.kind = AssocKind::Tangent;
      int k = tangentIdx++;
      if (users >= 0 && k < users && fouts[k].ref >= 0) {
        as.forward = {p.forward, fouts[k].ref};
        as.status = AssocStatus::Matched;
        as.evidence = {"position"};
      } else {
        as.status = AssocStatus::Unmatched;
        as.evidence = {"no user output at this position"};
      }
      out.push_back(std::move(as));
      continue;
    }
    as.kind = AssocKind::Saved;
    int k = users >= 0 ? users + savedIdx : -1;
    ++savedIdx;
    int byPos = k >= 0 && k < static_cast<int>(fouts.size()) ? fouts[k].ref : -1;
    // The partitioner names each saved input after its forward node. Newer AOTAutograd puts saved SymInts
    // first in the backward but last in the forward, so a name found among the saved outputs wins over
    // the exact position.
    auto named = savedOutputs.find(bn.name);
    int byName = named != savedOutputs.end() ? named->second : -1;
    if (byName < 0 && users < 0) byName = f.find(bn.name);
    if (byName >= 0) {
      as.forward = {p.forward, byName};
      as.status = AssocStatus::Matched;
      as.evidence = byPos == byName ? std::vector<std::string>{"name", "position"}
                                    : std::vector<std::string>{"name", "saved-set"};
    } else if (byPos >= 0 && backwardNames.count(fouts[k].text) && fouts[k].text != bn.name) {
      as.status = AssocStatus::Unmatched;
      as.evidence = {"the forward output at this position is `" + std::string(fouts[k].text) +
                     "`, another saved input of the backward"};
    } else if (byPos >= 0 && f.find(bn.name) >= 0) {
      as.status = AssocStatus::Unmatched;
      as.evidence = {"the forward has a node `" + std::string(bn.name) + "` but does not return it"};
    } else if (byPos >= 0) {
      as.forward = {p.forward, byPos};
      as.status = AssocStatus::Matched;
      as.evidence = {"position"};
    } else {
      as.status = AssocStatus::Unmatched;
      as.evidence = {"no forward output at this position and no forward node of this name"};
    }
    out.push_back(std::move(as));
  }
  // Gradient outputs: the backward's k-th returned value is the gradient of the forward's k-th input.
  int bo = b.output();
  std::vector<int> fin = f.placeholders();
  if (bo >= 0) {
    const auto& bouts = b.nodes[bo].args;
    for (int k = 0; k < static_cast<int>(bouts.size()); ++k) {
      if (bouts[k].ref < 0) continue;
      Association as;
      as.kind = AssocKind::GradOutput;
      as.backward = {p.backward, bouts[k].ref};
      if (bouts.size() == fin.size()) {
        as.forward = {p.forward, fin[k]};
        as.status = AssocStatus::Matched;
        as.evidence = {"position"};
      } else {
        as.status = AssocStatus::Unmatched;
        as.evidence = {"gradient count differs from the forward's input count"};
      }
      out.push_back(std::move(as));
    }
  }
  // Recomputed: the partitioner copies forward ops into the backward under their forward names.
  for (int i = 0; i < static_cast<int>(b.nodes.size()); ++i) {
    int k = recomputedFrom(f, b.nodes[i]);
    if (k < 0) continue;
    Association as;
    as.kind = AssocKind::Recomputed;
    as.backward = {p.backward, i};
    as.forward = {p.forward, k};
    as.status = AssocStatus::Matched;
    as.evidence = {"name", "op"};
    out.push_back(std::move(as));
  }
}

// make_fx: the backward was traced from the loss, its only input; that input is the forward's returned loss.
void associateMakeFxSeed(const Analysis& a, const Pair& p, std::vector<Association>& out) {
  const Graph& f = a.graphs[p.forward];
  const Graph& b = a.graphs[p.backward];
  std::vector<int> ins = b.placeholders();
  int fo = f.output();
  if (ins.size() != 1 || fo < 0) return;
  Association as;
  as.kind = AssocKind::Tangent;
  as.backward = {p.backward, ins[0]};
  const auto& outs = f.nodes[fo].args;
  if (outs.size() == 1 && outs[0].ref >= 0) {
    as.forward = {p.forward, outs[0].ref};
    as.status = AssocStatus::Matched;
    as.evidence = {"position"};
  } else {
    as.status = AssocStatus::Unmatched;
    as.evidence = {"the forward does not return a single loss"};
  }
  out.push_back(std::move(as));
}

// A backward whose forward is not among the graphs, only the joint it was partitioned from: its saved inputs and
// tangents are the joint's nodes of the same names, its k-th gradient the gradient of the joint's k-th primal.
void associateWithJoint(const Analysis& a, const Pair& p, std::vector<Association>& out) {
  const Graph& j = a.graphs[p.joint];
  const Graph& b = a.graphs[p.backward];
  const auto tie = [&](AssocKind kind, int bNode, int jNode, Evidence evidence) {
    Association as;
    as.kind = kind;
    as.backward = {p.backward, bNode};
    if (jNode >= 0) as.forward = {p.joint, jNode};
    as.status = jNode >= 0 ? AssocStatus::Matched : AssocStatus::Unmatched;
    as.evidence = std::move(evidence);
    out.push_back(std::move(as));
  };
  for (int pi : b.placeholders()) {
    const int k = j.find(b.nodes[pi].name);
    const bool tangent = isTangentName(b.nodes[pi].name);
    tie(tangent ? AssocKind::Tangent : AssocKind::Saved, pi, k,
        k >= 0 ? std::vector<std::string>{"name", "joint"} : std::vector<std::string>{"the joint has no node of this name"});
  }
  std::vector<int> primals;
  for (int pi : j.placeholders())
    if (!isTangentName(j.nodes[pi].name)) primals.push_back(pi);
  if (const int bo = b.output(); bo >= 0 && b.nodes[bo].args.size() == primals.size())
    for (size_t k = 0; k < primals.size(); ++k)
      if (const int ref = b.nodes[bo].args[k].ref; ref >= 0) tie(AssocKind::GradOutput, ref, primals[k], {"position", "joint"});
}

// Every association of one pair, in the order the steps after read them.
std::vector<Association> associatePair(const Analysis& a, const Pair& p) {
  std::vector<Association> out;
  if (p.forward < 0) {
    associateWithJoint(a, p, out);
  } else if (a.graphs[p.backward].hasSavedConstants()) {
    associateMakeFxSeed(a, p, out);
    std::vector<Association> made = associateMakeFx(a.graphs, p.forward, p.backward, p.joint);
    out.insert(out.end(), std::make_move_iterator(made.begin()), std::make_move_iterator(made.end()));
  } else {
    associateAot(a, p, out);
  }
  return out;
}

// Associations kept by the memo name the pair's graphs by slot (0 forward, 1 backward, 2 joint) instead of index.
NodeRef toSlot(NodeRef r, const Pair& p) {
  if (!r.valid()) return r;
  return {r.graph == p.forward ? 0 : r.graph == p.backward ? 1 : r.graph == p.joint ? 2 : -1, r.node};
}
NodeRef fromSlot(NodeRef r, const Pair& p) {
  if (!r.valid()) return r;
  return {r.graph == 0 ? p.forward : r.graph == 1 ? p.backward : r.graph == 2 ? p.joint : -1, r.node};
}
template <class Map>
void remap(Association& as, const Pair& p, Map map) {
  as.backward = map(as.backward, p);
  as.forward = map(as.forward, p);
  for (NodeRef& c : as.candidates) c = map(c, p);
}
void placeFromSlots(Association& as, const Pair& p) { remap(as, p, fromSlot); }
template <class Map>
std::vector<Association> remapped(const std::vector<Association>& in, const Pair& p, Map map) {
  std::vector<Association> out = in;
  for (Association& as : out) remap(as, p, map);
  return out;
}
std::vector<Association> bySlot(const std::vector<Association>& in, const Pair& p) { return remapped(in, p, toSlot); }

}  // namespace

void associate(Analysis& a) {
  // Each pair's associations, then all of them in one vector reserved once: doubling a big analysis's vector
  // would hold the old and the new copy at once (the peak of a 100k-node run). The memo's are copied straight to
  // their place (an edit of a big log keeps most pairs: their copy is most of this step).
  std::vector<const std::vector<Association>*> known(a.pairs.size(), nullptr);
  std::vector<std::vector<Association>> made(a.pairs.size());
  size_t total = a.associations.size();
  for (size_t i = 0; i < a.pairs.size(); ++i) {
    const Pair& p = a.pairs[i];
    if (p.backward < 0 || (p.forward < 0 && p.joint < 0)) continue;
    // A pair of graphs the memo has seen together is tied the same way again (the ties depend on them alone).
    const PairSerials key = serialsOf(a.graphs, p);
    known[i] = a.memo && key.memoizable ? a.memo->pairAssociations(key.f, key.b, key.j) : nullptr;
    if (!known[i]) {
      made[i] = associatePair(a, p);
      if (a.memo && key.memoizable) a.memo->keepPairAssociations(key.f, key.b, key.j, bySlot(made[i], p));
    }
    total += known[i] ? known[i]->size() : made[i].size();
  }
  a.associations.reserve(total);
  for (size_t i = 0; i < a.pairs.size(); ++i) {
    if (known[i]) {
      for (const Association& as : *known[i]) placeFromSlots(a.associations.emplace_back(as), a.pairs[i]);
      continue;
    }
    for (auto& as : made[i]) a.associations.push_back(std::move(as));
    std::vector<Association>().swap(made[i]);
  }
}

}  // namespace fx
