// The evidence pairing weighs (pairing.cpp chooses the pairs): what two graphs' names, types and shapes, source
// notes and files say about whether they are one compile's forward, backward and joint. Each function compares
// two graphs (or what was read of them once) and knows nothing of the other graphs. Internal to the engine.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "analysis.h"
#include "memo.h"

namespace fx::pairing {

// Names a graph's pairing looks at: what the memo read of it (PairingFacts) and the graph, with the lists of names
// built on first use. Most graphs of an edited log are in pairs the memo knows the scores of, and building every
// list for every graph per edit was a tenth of an edit's time in a log of a million nodes.
class Names {
 public:
  Names() = default;
  Names(const Graph& g, const PairingFacts& facts) : g_(&g), facts_(&facts) {}
  // Views into the graph's text and arena, which outlive the pairing.
  const std::vector<std::string_view>& outputs() const;      // the returned values, in order
  const std::vector<std::string_view>& saved() const;        // backward: non-tangent inputs, in order
  const std::vector<std::string_view>& savedSorted() const;  // the same, sorted
  size_t outputCount() const { return facts_->outputTails.size() - 1; }
  size_t savedCount() const { return facts_->saved.size(); }
  size_t inputs() const { return facts_->placeholders.size(); }  // placeholders
  bool makeFx() const { return facts_->makeFx; }
  const std::vector<std::string>& ops() const { return facts_->ops; }  // sorted, each once (vocabularySimilarity)
  double renamed() const { return facts_->renamed; }  // share of its ops named after another op (sameStage)
  uint64_t namesHash() const { return facts_->namesHash; }
  const std::vector<uint64_t>& outputTails() const { return facts_->outputTails; }
  uint64_t savedSignature() const { return facts_->savedSignature; }

 private:
  // `list` made once: the names of `nodes`.
  const std::vector<std::string_view>& namesOf(const std::vector<int>& nodes, std::vector<std::string_view>& list,
                                               bool& made) const;
  const Graph* g_ = nullptr;
  const PairingFacts* facts_ = nullptr;  // the memo's, alive for the pairing
  mutable std::vector<std::string_view> outputs_, saved_, savedSorted_;
  mutable bool haveOutputs_ = false, haveSaved_ = false, haveSorted_ = false;
};

std::vector<std::string_view> outputNames(const Graph& g);
// The last `n` of `outs`, sorted.
std::vector<std::string_view> sortedTail(const std::vector<std::string_view>& outs, size_t n);
std::string_view nameStem(std::string_view name);  // `view_3` → `view`

// A hash of a set of names (in any order: a sum) and how many they are: what a backward's saved inputs must equal
// the forward's trailing outputs in for the signature to fit.
uint64_t nameSetHash(std::string_view name);
inline uint64_t signatureKey(uint64_t sumOfNameHashes, size_t count) {
  return sumOfNameHashes ^ (static_cast<uint64_t>(count) << 48);
}


// Forward ↔ backward.
int signatureFit(const Graph& f, const Names& fn, const Names& bn);    // 2 by name, 1 by count, 0 not at all
bool nearSignature(const Graph& f, const Names& fn, const Names& bn);  // a few renamed outputs (post-grad)
int arityFit(const Names& fn, const Names& bn);                        // 0..50
int sameStage(const Names& x, const Names& y);                         // 0..999, the last tie-breaker

// A partitioned graph ↔ a joint.
double containment(const Graph& part, const Graph& joint);                   // 0..1 of part's nodes in joint
double coverage(const Graph& joint, const Graph& fwd, const Graph& bwd);     // 0..1 of joint's nodes in the pair
double commentFit(const Graph& part, const Graph& joint);                    // 0..1, -1 nothing to compare
int jointTypesFit(const Graph& part, const Graph& joint);                    // 1 agree, -1 disagree, 0 unknown

// What each document's name and place say, computed once per analysis.
struct DocKeys {
  std::vector<std::string> group;   // groupKey
  std::vector<std::string> series;  // seriesKey
  std::vector<std::string> folder;  // the folder it is in
  explicit DocKeys(const Analysis& a);
};

// Compile ids, graph numbers, the same document, file group, numbered series or folder: how much the two graphs'
// context says they belong together (negative: different compile ids).
int contextScore(const Analysis& a, const DocKeys& k, const Graph& x, const Graph& y);

}  // namespace fx::pairing
