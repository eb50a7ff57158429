#include "features/semantic_tokens.h"

#include <algorithm>
#include <cstdint>
#include <span>
#include <unordered_map>

#include "features/common.h"

namespace fxl {

const std::vector<std::string>& tokenTypes() {
  static const std::vector<std::string> types = {"fxNode",        "fxInput",         "fxTangent",
                                                 "fxForward",     "fxBackward",      "fxSavedTensor",
                                                 "fxForwardOutput", "fxBackwardOutput"};
  return types;
}

const std::vector<std::string>& tokenModifiers() {
  static const std::vector<std::string> mods = {"declaration", "recomputed", "unmatched", "ambiguous", "saved"};
  return mods;
}

uint32_t tokenTypeOf(fx::Category c) {
  switch (c) {
    case fx::Category::None: return 0;
    case fx::Category::Input: return 1;
    case fx::Category::Tangent: return 2;
    case fx::Category::Fwd: return 3;
    case fx::Category::Bwd: return 4;
    case fx::Category::SaveTensor: return 5;
    case fx::Category::FwdOutput: return 6;
    case fx::Category::BwdOutput: return 7;
  }
  return 0;
}

namespace {

// What a node's tokens carry besides the declaration bit.
uint32_t nodeModifiers(const Snapshot& s, fx::NodeRef r, const fx::Node& n) {
  uint32_t m = 0;
  if (n.recomputed) m |= mod::Recomputed;
  if (n.category == fx::Category::SaveTensor || n.savedInput) m |= mod::Saved;
  if (const fx::Association* as = s.associationOf(r)) {
    if (as->status == fx::AssocStatus::Unmatched) m |= mod::Unmatched;
    if (as->status == fx::AssocStatus::Ambiguous) m |= mod::Ambiguous;
  }
  // A forward node the backward recomputes.
  for (const fx::Association* as : s.consumersOf(r))
    if (as->kind == fx::AssocKind::Recomputed && as->status == fx::AssocStatus::Matched && as->forward == r)
      m |= mod::Recomputed;
  return m;
}

}  // namespace

namespace {

// The tokens of one graph's printout: its nodes' occurrences, and its output node's `return`, which is not an
// occurrence (it has no name in the text) but carries the output category.
class Collector {
 public:
  Collector(const Snapshot& snap, std::optional<fx::Range> within) : snap_(snap), within_(within) {}

  void graph(int gi, std::vector<Token>& out) {
    const fx::Graph& g = snap_.analysis().graphs[gi];
    if (within_ && (g.range.end < within_->begin || g.range.begin > within_->end)) return;
    for (const Occurrence& o : snap_.occurrencesIn(gi)) {
      if (o.range.empty() || !overlaps(o.range)) continue;
      const fx::Node* n = snap_.node(o.node);
      if (!n) continue;
      out.push_back({o.range, tokenTypeOf(n->category), modsOf(o.node, *n) | (o.definition ? mod::Declaration : 0u)});
    }
    if (int o = g.output(); o >= 0) {
      const fx::Node& n = g.nodes[o];
      if (const fx::Range nr = g.nameRange(n); !nr.empty() && overlaps(nr))
        out.push_back({nr, tokenTypeOf(n.category), mod::Declaration});
    }
  }

  // Sorted by position; a token starting inside the previous one is dropped (nested graphs); clipped to `within`.
  std::vector<Token> finish(std::vector<Token>& out) const {
    std::stable_sort(out.begin(), out.end(),
                     [](const Token& x, const Token& y) { return x.range.begin < y.range.begin; });
    std::vector<Token> kept;
    kept.reserve(out.size());
    for (const Token& t : out) {
      if (!kept.empty() && t.range.begin < kept.back().range.end) continue;
      kept.push_back(t);
    }
    if (within_)
      for (Token& t : kept) t.range = {std::max(t.range.begin, within_->begin), std::min(t.range.end, within_->end)};
    return kept;
  }

 private:
  bool overlaps(fx::Range r) const { return !within_ || (r.begin < within_->end && r.end > within_->begin); }

  uint32_t modsOf(fx::NodeRef r, const fx::Node& n) {  // per node, computed once
    uint64_t k = (static_cast<uint64_t>(static_cast<uint32_t>(r.graph)) << 32) | static_cast<uint32_t>(r.node);
    auto it = mods_.find(k);
    if (it == mods_.end()) it = mods_.emplace(k, nodeModifiers(snap_, r, n)).first;
    return it->second;
  }

  const Snapshot& snap_;
  const std::optional<fx::Range> within_;
  std::unordered_map<uint64_t, uint32_t> mods_;
};

}  // namespace

FirstTokens firstSemanticTokens(const Snapshot& snap, int doc, std::optional<fx::Range> within, size_t limit) {
  FirstTokens r;
  if (!feat::validDoc(snap, doc)) return r;
  Collector c(snap, within);
  std::vector<Token> out;
  // graphsOf lists the graphs by position, so the graphs looked at are the first ones; only those a range
  // request reaches are looked into (their occurrences are indexed on first use).
  // Stops only where the next graph begins after every graph looked at ends (a graph holding nested ones may go on
  // after them): the tokens are then a prefix of all of them.
  const std::span<const int> graphs = snap.graphsOf(doc);
  uint32_t reach = 0;
  for (size_t i = 0; i < graphs.size(); ++i) {
    c.graph(graphs[i], out);
    reach = std::max(reach, snap.analysis().graphs[graphs[i]].range.end);
    if (out.size() > limit && i + 1 < graphs.size() && snap.analysis().graphs[graphs[i + 1]].range.begin >= reach) {
      r.complete = false;
      break;
    }
  }
  r.tokens = c.finish(out);
  if (r.tokens.size() > limit) {
    r.complete = false;
    r.tokens.resize(limit + 1);
  }
  return r;
}

std::vector<Token> semanticTokens(const Snapshot& snap, int doc, std::optional<fx::Range> within) {
  return firstSemanticTokens(snap, doc, within, SIZE_MAX).tokens;
}

}  // namespace fxl
