// The evidence pairing weighs (pairing_evidence.h): what two graphs' names, types, shapes, notes and files say
// about whether they are one compile's. Each function compares; pairing.cpp chooses.
#include "pairing_evidence.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <unordered_set>

#include "dump_names.h"

namespace fx {

namespace pairing {

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

// A node's name without its `_N` counter: `view_3` → `view`.
std::string_view nameStem(std::string_view name) {
  size_t end = name.size();
  while (end > 0 && std::isdigit(static_cast<unsigned char>(name[end - 1]))) --end;
  return end > 0 && end < name.size() && name[end - 1] == '_' ? name.substr(0, end - 1) : name;
}

uint64_t nameSetHash(std::string_view name) { return std::hash<std::string_view>{}(name) * 0x9e3779b97f4a7c15ull + 1; }

const std::vector<std::string_view>& Names::outputs() const {
  if (!haveOutputs_) outputs_ = outputNames(*g_), haveOutputs_ = true;
  return outputs_;
}

const std::vector<std::string_view>& Names::namesOf(const std::vector<int>& nodes, std::vector<std::string_view>& list,
                                                    bool& made) const {
  if (!made) {
    list.reserve(nodes.size());
    for (int p : nodes) list.push_back(g_->nodes[p].name);
    made = true;
  }
  return list;
}

const std::vector<std::string_view>& Names::saved() const { return namesOf(facts_->saved, saved_, haveSaved_); }
const std::vector<std::string_view>& Names::savedSorted() const {
  return namesOf(facts_->savedByName, savedSorted_, haveSorted_);
}

// How alike two graphs' op vocabularies are (Jaccard, 0..1).
double vocabularySimilarity(const Names& x, const Names& y) {
  size_t common = 0;
  const auto &xo = x.ops(), &yo = y.ops();
  for (auto i = xo.begin(), j = yo.begin(); i != xo.end() && j != yo.end();) {
    if (*i < *j) ++i;
    else if (*j < *i) ++j;
    else ++common, ++i, ++j;
  }
  const size_t all = xo.size() + yo.size() - common;
  return all == 0 ? 0.0 : static_cast<double>(common) / static_cast<double>(all);
}

// Whether two graphs were printed at the same stage (0..999), the last tie-breaker between backwards that fit a
// forward equally. A dump folder holds each compile's graphs twice, as AOTAutograd printed them and after
// Inductor's post-grad passes, and a post-grad backward still takes the forward's saved names. The passes
// change ops (`view` becomes `reshape`; `alias` chains and no-op conversions go) but keep the node names, so a
// post-grad graph has nodes named after another op, and a vocabulary of its own.
int sameStage(const Names& x, const Names& y) {
  const int vocabulary = static_cast<int>(99 * vocabularySimilarity(x, y));
  const int renamed = static_cast<int>(9 * (1.0 - std::min(1.0, std::abs(x.renamed() - y.renamed()))));
  return vocabulary * 10 + renamed;  // the vocabulary first; the share of renamed nodes when it ties
}

// How well the backward's saved inputs fit the forward's trailing outputs: 2 by name, 1 by count, 0 not at all.
int signatureFit(const Graph& f, const Names& fn, const Names& bn) {
  if (bn.makeFx()) return fn.outputCount() == 1 ? 1 : 0;
  if (bn.savedCount() > fn.outputCount()) return 0;
  const auto& outs = fn.outputs();
  const auto& saved = bn.saved();
  if (std::equal(saved.begin(), saved.end(), outs.end() - static_cast<long>(saved.size()))) return 2;
  // Same saved values in another order (newer AOTAutograd moves saved SymInts to the front of the backward).
  if (sortedTail(outs, saved.size()) == bn.savedSorted()) return 2;
  // Renamed placeholders (rare): every saved name at least exists in the forward.
  for (auto& x : saved)
    if (f.find(x) < 0) return 0;
  return 1;
}

// Inductor's post-grad passes drop no-op nodes from a forward (a `clone` of a value it also returns), so one of
// its outputs takes another name, while its backward, printed after the same passes, still reads the old one. Such
// a backward fits when its saved inputs are the forward's trailing outputs position by position but for a few
// names (at most a quarter, and 2 or a tenth) the forward no longer has at all.
bool nearSignature(const Graph& f, const Names& fn, const Names& bn) {
  if (bn.makeFx() || bn.savedCount() > fn.outputCount()) return false;
  const auto& saved = bn.saved();
  const size_t allowed = std::min(saved.size() / 4, std::max<size_t>(2, saved.size() / 10));
  const auto tail = fn.outputs().end() - static_cast<long>(saved.size());
  size_t renamed = 0;
  for (size_t i = 0; i < saved.size(); ++i) {
    if (saved[i] == tail[i]) continue;
    if (++renamed > allowed || f.find(saved[i]) >= 0) return false;
  }
  return renamed > 0;
}

// How well the two graphs' arities agree, the tie-breaker when several forwards fit a backward's saved inputs (a
// backward that saves nothing fits every forward; repeated layers print identical graphs): AOTAutograd's backward
// returns one gradient (or None) per forward input, and takes one tangent per user output of the forward.
int arityFit(const Names& fn, const Names& bn) {
  int score = 0;
  const size_t tangents = bn.inputs() - bn.savedCount();
  if (bn.outputCount() == fn.inputs()) score += 30;
  if (fn.outputCount() >= bn.savedCount() && fn.outputCount() - bn.savedCount() == tangents) score += 20;
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

// How much of a joint a pair holds (its compute nodes named in the forward or the backward): a tiny compile's
// forward (one `div`) is contained in any big joint with a node of that name, but covers almost none of it.
double coverage(const Graph& joint, const Graph& fwd, const Graph& bwd) {
  int total = 0, found = 0;
  for (const auto& n : joint.nodes) {
    if (n.op == OpKind::Placeholder || n.op == OpKind::Output) continue;
    ++total;
    if (fwd.find(n.name) >= 0 || bwd.find(n.name) >= 0) ++found;
  }
  return total == 0 ? 0.0 : static_cast<double>(found) / total;
}

// How many of a partitioned graph's nodes carry the comment the joint's node of the same name carries, of those
// both comment (0..1; -1 when none): activation checkpointing writes its policy there (`# ac_graph_id: 2 -
// MUST_SAVE File: ...`), so the joints of whole and selective checkpointing, with the same node names, differ in it.
double commentFit(const Graph& part, const Graph& joint) {
  int compared = 0, same = 0;
  for (const Node& n : part.nodes) {
    if (n.source < 0) continue;
    const int k = joint.find(n.name);
    if (k < 0 || joint.nodes[k].source < 0) continue;
    ++compared;
    same += part.sources[n.source].text == joint.sources[joint.nodes[k].source].text;
  }
  return compared ? static_cast<double>(same) / compared : -1;
}

// Whether a partitioned graph's nodes have the types of the joint's nodes of the same names: 1 all that both print
// agree, -1 one does not (a compile of the same model at another input size), 0 none is printed on both sides.
int jointTypesFit(const Graph& part, const Graph& joint) {
  std::vector<std::string_view> typed;
  for (const Node& n : part.nodes)
    if (n.type.known()) typed.push_back(n.name);
  return compareTypes(part, joint, typed).fit();
}

// Documents that belong together: the user's explicit pairing, else the file stem.
std::string groupKey(const Document& d) { return d.pairKey.empty() ? dumps::pairingStem(d.path) : "\x01pair:" + d.pairKey; }

// A file group without its last word when that is a number: `test_view.0.txt` and `test_view.1.txt`, a numbered
// series of one test's graphs (`graph_3.txt`, `graph_4.txt`), are closer than any two files of their folder.
std::string seriesKey(const std::string& group) {
  if (group.size() < 2 || group.back() != '.') return group;
  size_t w = group.find_last_of("./", group.size() - 2);
  w = w == std::string::npos ? 0 : w + 1;
  const std::string_view last(group.data() + w, group.size() - 1 - w);
  const bool number = !last.empty() && std::all_of(last.begin(), last.end(), [](char c) { return c >= '0' && c <= '9'; });
  return number ? group.substr(0, w) : group;
}

DocKeys::DocKeys(const Analysis& a) {
  for (const auto& d : a.docs) {
    group.push_back(groupKey(d));
    series.push_back(seriesKey(group.back()));
    folder.push_back(std::string(d.path.substr(0, d.path.size() - dumps::baseName(d.path).size())));
  }
}

int contextScore(const Analysis& a, const DocKeys& k, const Graph& x, const Graph& y) {
  int s = 0;
  if (!x.compileId.empty() && !y.compileId.empty()) s += x.compileId == y.compileId ? 50 : -60;
  if (x.graphNumber >= 0 && y.graphNumber >= 0) s += x.graphNumber == y.graphNumber ? 10 : -10;
  if (x.doc == y.doc) s += 5;
  else if (k.group[x.doc] == k.group[y.doc]) s += a.docs[x.doc].pairKey.empty() ? 40 : 80;
  else if (k.series[x.doc] == k.series[y.doc]) s += 30;
  else if (k.folder[x.doc] == k.folder[y.doc]) s += 10;  // a tlparse compile's folder, a depyf dump
  return s;
}


}  // namespace pairing

using namespace pairing;

PairingFacts pairingFactsOf(const Graph& g) {
  PairingFacts f;
  f.makeFx = g.hasSavedConstants();
  f.placeholders = g.placeholders();
  for (int p : f.placeholders)
    if (!isTangentName(g.nodes[p].name)) f.saved.push_back(p);
  f.savedByName = f.saved;
  std::sort(f.savedByName.begin(), f.savedByName.end(),
            [&](int x, int y) { return g.nodes[x].name.view() < g.nodes[y].name.view(); });
  size_t renamed = 0, compute = 0;
  std::unordered_set<std::string_view> ops;  // a graph of a million nodes calls a few dozen ops
  std::hash<std::string_view> h;
  for (const auto& node : g.nodes) {
    f.namesHash = (f.namesHash * 1099511628211ull) ^ h(node.name);
    if (!node.isCompute()) continue;
    ++compute;
    ops.insert(node.opNameView());
    renamed += nameStem(node.name.view()) != node.opNameView() ? 1 : 0;
  }
  if (int o = g.output(); o >= 0) {
    const auto& outs = g.nodes[o].args;
    for (const auto& arg : outs) f.namesHash = (f.namesHash * 1099511628211ull) ^ h(arg.text);
    f.outputTails.resize(outs.size() + 1);
    for (size_t k = 1; k <= outs.size(); ++k) f.outputTails[k] = f.outputTails[k - 1] + nameSetHash(outs[outs.size() - k].text);
  } else {
    f.outputTails.assign(1, 0);
  }
  uint64_t saved = 0;
  for (int p : f.saved) saved += nameSetHash(g.nodes[p].name);
  f.savedSignature = signatureKey(saved, f.saved.size());
  if (compute) f.renamed = static_cast<double>(renamed) / static_cast<double>(compute);
  f.ops.assign(ops.begin(), ops.end());
  std::sort(f.ops.begin(), f.ops.end());
  return f;
}

// Two compiles of one model at two input sizes print the same names; only the shapes tell their graphs apart.
TypeComparison compareTypes(const Graph& x, const Graph& y, std::span<const std::string_view> names) {
  TypeComparison c;
  for (std::string_view name : names) {
    const int xi = x.find(name), yi = y.find(name);
    if (xi < 0 || yi < 0 || !x.nodes[xi].type.known() || !y.nodes[yi].type.known()) continue;
    if (!sameType(x.nodes[xi].type, y.nodes[yi].type)) {
      c.differsX = xi, c.differsY = yi;
      break;
    }
    ++c.compared;
  }
  return c;
}

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

}  // namespace fx
