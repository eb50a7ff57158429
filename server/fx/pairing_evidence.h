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

// Names a graph's pairing looks at, computed once per graph.
struct Names {
  // Views into the graph's text and arena, which outlive the pairing.
  std::vector<std::string_view> outputs;      // the returned values, in order
  std::vector<std::string_view> saved;        // backward: non-tangent inputs, in order
  std::vector<std::string_view> savedSorted;
  size_t inputs = 0;                          // placeholders
  bool makeFx = false;
  std::vector<std::string_view> ops;          // the ops it calls, sorted, each once (see vocabularySimilarity)
  double renamed = 0;                         // share of its ops whose node is named after another op (sameStage)
  uint64_t namesHash = 0;                     // PairingFacts::namesHash
};

Names namesOf(const Graph& g, const PairingFacts& facts);
std::vector<std::string_view> outputNames(const Graph& g);
// The last `n` of `outs`, sorted.
std::vector<std::string_view> sortedTail(const std::vector<std::string_view>& outs, size_t n);
std::string_view nameStem(std::string_view name);  // `view_3` → `view`

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
