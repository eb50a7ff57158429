// What the analysis learns from one graph's content alone (its nodes and names, not where it lies or what is
// around it), kept from one analysis to the next: the language server re-analyses on every edit, and an edit
// reads a few graphs again (reparse.cpp) while the others keep their serial (Graph::serial). Holds no view into
// any text, so it outlives the texts it was learned from. Used by one thread at a time.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <unordered_map>
#include <vector>

#include "model.h"

namespace fx {

// The role a graph's text alone says (roles.cpp), and whether it is decisive (beats a file or class name).
struct ContentRole {
  Role role = Role::Unknown;
  bool decisive = false;
  std::string why;
};

// What pairing reads of a graph (pairing.cpp).
struct PairingFacts {
  uint64_t namesHash = 0;          // of its node names and returned values, in order
  std::vector<std::string> ops;    // the ops it calls, sorted, each once
  double renamed = 0;              // share of its ops whose node is named after another op
  bool makeFx = false;             // a make_fx backward traced from the loss (saved tensors as constants)
  std::vector<int> placeholders;   // Graph::placeholders()
  std::vector<int> saved;          // the placeholders not named as tangents, in order
  std::vector<int> savedByName;    // the same, sorted by name
  // What pairing looks a backward's forward up by (pairing.cpp): a hash of the set of its last k returned names for
  // each k = 0..outputs, and the same hash of all its saved inputs. Hashing every name again per analysis was a
  // tenth of an edit's time in a log of a million nodes.
  std::vector<uint64_t> outputTails;
  uint64_t savedSignature = 0;
};

// What categorize gave the nodes of one pair's graphs (forward, backward, joint; a missing one empty): each node's
// category and flags, packed (see categories.cpp).
struct PairMarks {
  std::vector<uint16_t> forward, backward, joint;
};

class AnalysisMemo {
 public:
  // Each computes on first use of the graph's serial (every time for serial 0).
  const ContentRole& contentRole(const Graph& g);
  const PairingFacts& pairingFacts(const Graph& g);
  // Does any argument of the graph name no node (diagnostics.cpp reports those)? Most graphs have none, and
  // looking costs a walk over every argument.
  bool hasUnresolved(const Graph& g);
  // What pairing.cpp scores of two or three graphs' contents, by serials: how a backward's saved inputs fit a
  // forward's outputs, how much of a joint a partitioned graph's names are in, how much of a joint a pair covers.
  enum class Score : uint8_t { Fit, Types, Containment, Coverage, Comments, JointTypes };
  template <class F>
  double pairScore(Score kind, const Graph& a, const Graph& b, const Graph* c, F compute) {
    if (!a.serial || !b.serial || (c && !c->serial)) return compute();
    auto [it, fresh] = scores_.try_emplace(Key{a.serial, b.serial, c ? c->serial : 0, kind}, Entry<double>{});
    if (fresh) it->second.value = compute();
    it->second.used = analyses_;
    return it->second.value;
  }
  // The marks of a pair whose graphs have these serials (0 for a missing one), null when not known yet.
  const PairMarks* pairMarks(uint64_t f, uint64_t b, uint64_t j);
  void keepPairMarks(uint64_t f, uint64_t b, uint64_t j, PairMarks marks);
  // A pair's associations (associate.cpp), their graphs named by slot: 0 forward, 1 backward, 2 joint.
  const std::vector<Association>* pairAssociations(uint64_t f, uint64_t b, uint64_t j);
  void keepPairAssociations(uint64_t f, uint64_t b, uint64_t j, std::vector<Association> bySlot);
  // Ends one analysis: what it did not use is dropped (the graphs are gone, or their serials are new).
  void sweep();
  size_t size() const {
    return roles_.size() + facts_.size() + scores_.size() + marks_.size() + associations_.size() + unresolved_.size();
  }

 private:
  template <class T>
  struct Entry {
    T value{};
    uint64_t used = 0;  // the last analysis that used it
  };
  struct Key {
    uint64_t a, b, c;
    Score kind = Score::Fit;
    bool operator==(const Key&) const = default;
  };
  struct KeyHash {
    size_t operator()(const Key& k) const {
      return k.a * 0x9e3779b97f4a7c15ull ^ k.b * 0xc2b2ae3d27d4eb4full ^ k.c ^ static_cast<uint64_t>(k.kind) << 56;
    }
  };
  template <class T, class F>
  const T& get(std::unordered_map<uint64_t, Entry<T>>& m, const Graph& g, std::deque<T>& scratch, F compute);
  std::unordered_map<uint64_t, Entry<ContentRole>> roles_;
  std::unordered_map<uint64_t, Entry<PairingFacts>> facts_;
  std::unordered_map<Key, Entry<double>, KeyHash> scores_;
  std::unordered_map<Key, Entry<PairMarks>, KeyHash> marks_;
  std::unordered_map<Key, Entry<std::vector<Association>>, KeyHash> associations_;
  std::unordered_map<uint64_t, Entry<char>> unresolved_;
  // Graphs made by hand (serial 0): computed each time, kept until the analysis ends (callers hold references).
  std::deque<ContentRole> roleScratch_;
  std::deque<PairingFacts> factsScratch_;
  std::deque<char> unresolvedScratch_;
  uint64_t analyses_ = 1;
};

// A pair's graphs by serial (0 for a missing one): the memo's key for what it keeps of a pair.
struct PairSerials {
  uint64_t f = 0, b = 0, j = 0;
  bool memoizable = true;  // every graph of the pair has a serial (graphs made by hand have none)
};
PairSerials serialsOf(const std::vector<Graph>& graphs, const Pair& p);

// Defined with the steps that use them.
ContentRole roleFromContent(const Graph& g);  // roles.cpp
PairingFacts pairingFactsOf(const Graph& g);  // pairing.cpp
bool hasUnresolvedArgs(const Graph& g);       // diagnostics.cpp

}  // namespace fx
