#include "features/semantic_tokens.h"

#include <algorithm>
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

std::vector<Token> semanticTokens(const Snapshot& snap, int doc, std::optional<fx::Range> within) {
  std::vector<Token> out;
  if (!feat::validDoc(snap, doc)) return out;
  std::unordered_map<uint64_t, uint32_t> mods;  // per node, computed once
  auto modsOf = [&](fx::NodeRef r, const fx::Node& n) {
    uint64_t k = (static_cast<uint64_t>(static_cast<uint32_t>(r.graph)) << 32) | static_cast<uint32_t>(r.node);
    auto it = mods.find(k);
    if (it == mods.end()) it = mods.emplace(k, nodeModifiers(snap, r, n)).first;
    return it->second;
  };
  auto overlaps = [&](fx::Range r) { return !within || (r.begin < within->end && r.end > within->begin); };

  // Only the graphs a range request reaches are looked into (their occurrences are indexed on first use).
  for (int gi : snap.graphsOf(doc)) {
    const fx::Range gr = snap.analysis().graphs[gi].range;
    if (within && (gr.end < within->begin || gr.begin > within->end)) continue;
    for (const Occurrence& o : snap.occurrencesIn(gi)) {
      if (o.range.empty() || !overlaps(o.range)) continue;
      const fx::Node* n = snap.node(o.node);
      if (!n) continue;
      out.push_back({o.range, tokenTypeOf(n->category), modsOf(o.node, *n) | (o.definition ? mod::Declaration : 0u)});
    }
  }
  // The output node is not an occurrence (it has no name in the text); its `return` carries the output category.
  const auto& graphs = snap.analysis().graphs;
  for (int gi = 0; gi < static_cast<int>(graphs.size()); ++gi) {
    const fx::Graph& g = graphs[gi];
    if (g.doc != doc) continue;
    int o = g.output();
    if (o < 0) continue;
    const fx::Node& n = g.nodes[o];
    const fx::Range nr = g.nameRange(n);
    if (nr.empty() || !overlaps(nr)) continue;
    out.push_back({nr, tokenTypeOf(n.category), mod::Declaration});
  }

  std::stable_sort(out.begin(), out.end(), [](const Token& x, const Token& y) { return x.range.begin < y.range.begin; });
  // No overlaps: a token starting inside the previous one is dropped.
  std::vector<Token> kept;
  kept.reserve(out.size());
  for (const Token& t : out) {
    if (!kept.empty() && t.range.begin < kept.back().range.end) continue;
    kept.push_back(t);
  }
  if (within)
    for (Token& t : kept) t.range = {std::max(t.range.begin, within->begin), std::min(t.range.end, within->end)};
  return kept;
}

}  // namespace fxl
