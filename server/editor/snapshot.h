// One analysis of a set of documents, with the lookups the editor features need: what is at a byte offset,
// every occurrence of a node, the association of a backward node, the backward consumers of a forward node.
// Byte offsets only; nothing here knows LSP positions or JSON (the dispatcher converts at the edge).
// Immutable once built, so the server can hand it to any thread.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "fx/analysis.h"
#include "fx/kernels.h"
#include "fx/memory.h"
#include "platform/sync.h"

namespace fxl {

// One written occurrence of a node name: its definition or a use.
struct Occurrence {
  fx::NodeRef node;
  fx::Range range;
  bool definition = false;
};

// A place in some document of the snapshot.
struct Target {
  int doc = -1;
  fx::Range range;
  // fx::Range has no operator==, so a defaulted one would be deleted.
  bool operator==(const Target& o) const {
    return doc == o.doc && range.begin == o.range.begin && range.end == o.range.end;
  }
};

class Snapshot {
 public:
  explicit Snapshot(fx::Analysis analysis);

  const fx::Analysis& analysis() const { return a_; }
  const fx::Node* node(fx::NodeRef r) const { return a_.node(r); }
  int docCount() const { return static_cast<int>(a_.docs.size()); }
  int docByPath(std::string_view path) const;  // -1 when not part of the snapshot

  // The occurrence whose range contains `offset` (or ends at it: a cursor just after a name still means it).
  std::optional<Occurrence> at(int doc, uint32_t offset) const;
  // Every occurrence of one graph's nodes (each lies in the graph's printout), by position.
  std::span<const Occurrence> occurrencesIn(int graph) const;
  // Every occurrence in a document, by position (made on each call: for whole-document walks such as `check`).
  std::vector<Occurrence> occurrences(int doc) const;
  // The definition and every use of a node, definition first.
  std::vector<Occurrence> occurrencesOf(fx::NodeRef node) const;
  // The graphs printed in a document, by position.
  std::span<const int> graphsOf(int doc) const;
  // The graph whose printout contains `offset`, -1 if none.
  int graphAt(int doc, uint32_t offset) const;
  // Where a node is defined.
  Target definitionOf(fx::NodeRef node) const;

  // The association whose backward node is `node`, or null.
  const fx::Association* associationOf(fx::NodeRef backward) const;
  // Associations whose forward node is `node` (matched), and those naming it as a candidate (ambiguous).
  std::vector<const fx::Association*> consumersOf(fx::NodeRef forward) const;
  // The pair a graph belongs to (as forward, backward or joint), or null.
  const fx::Pair* pairOf(int graph) const;
  // Nodes of other graphs that are the same value: the forward producer of a backward node, the backward
  // consumers of a forward node (saved, constant and recomputed associations that are matched; a tangent or a
  // gradient output is a gradient of its forward node, not the same value), and the joint's node of the same
  // name for a partitioned graph's node.
  std::vector<fx::NodeRef> partners(fx::NodeRef node) const;
  // The activation-memory timeline (fx/memory.h) of a graph's subject (fx::memorySubject), null when it has none;
  // computed on first use and kept (code lenses ask on every edit; a 1M-node pair takes a few hundred ms).
  std::shared_ptr<const fx::MemoryTimeline> memoryOf(int graph) const;
  // The timelines computed so far, with their graphs' serials (fx::Graph::serial), for a later snapshot of the same
  // documents: it takes those whose graphs it still has, unchanged and at the same places (inheritMemory). An edit
  // reads one printout again; the memory lenses asked after it computed every pair's timeline again (45 ms in a
  // 1M-node log of 840 graphs).
  struct KeptTimeline {
    std::tuple<int, int, int> subject;  // forward, backward, joint
    std::array<uint64_t, 3> serials{};
    std::shared_ptr<const fx::MemoryTimeline> timeline;
  };
  std::vector<KeptTimeline> timelinesToKeep() const;
  void inheritMemory(const std::vector<KeptTimeline>& kept);
  // Inductor's output code in the documents, tied to its graphs and nodes (fx/kernels.h); read on first use and
  // kept (most documents print none, and say so by not holding `async_compile`).
  std::shared_ptr<const std::vector<fx::CompiledGraph>> compiled() const;

  // Builds what associationOf and consumersOf read now, if no one has yet (else the first of them builds it; the
  // language server leaves it to them, so that no thread of its own holds a published analysis). The occurrences
  // are indexed a graph at a time, when a request first looks into that graph: an edit of a 1M-node log rebuilt
  // them all (100 MB, on the second core while the next edit was analysed) to answer a hover in one.
  void prepare() const { associations(); }

 private:
  // One graph's occurrences by position, and by node: node k's are byPosition[byNode[i]] for i in start[k] ..
  // start[k + 1].
  struct GraphOccurrences {
    std::vector<Occurrence> byPosition;
    std::vector<uint32_t> start;
    std::vector<uint32_t> byNode;
  };
  // By global node number (node k of graph g is nodeBase[g] + k): the association whose backward node it is (-1:
  // none), and those naming it as forward producer or candidate (consumers[consumerStart[k] .. [k + 1]]).
  struct AssociationIndex {
    std::vector<size_t> nodeBase;
    std::vector<int32_t> assocOfBackward;
    std::vector<uint32_t> consumerStart;
    std::vector<int32_t> consumers;
  };
  // Built by the first reader that needs them; shared so that a Snapshot stays movable.
  struct LazyIndexes {
    explicit LazyIndexes(size_t count)
        : graphs(count), ready(std::make_unique<std::atomic<const GraphOccurrences*>[]>(count)) {}
    sys::Mutex mutex;
    std::vector<std::unique_ptr<const GraphOccurrences>> graphs;         // under mutex
    std::unique_ptr<std::atomic<const GraphOccurrences*>[]> ready;       // graphs[g], once built
    std::atomic<bool> associationsBuilt{false};
    AssociationIndex associations;
  };
  std::shared_ptr<LazyIndexes> lazy_;
  const GraphOccurrences& graphIndex(int graph) const;
  template <class F>
  void forGraphsAt(int doc, uint32_t offset, F f) const;
  GraphOccurrences buildGraphIndex(int graph) const;
  const AssociationIndex& associations() const;
  AssociationIndex buildAssociations() const;
  // The serials of a subject's graphs (0 for a missing one); nullopt when one of them has none (made by hand).
  std::optional<std::array<uint64_t, 3>> serialsOf(const std::tuple<int, int, int>& subject) const;

  // Timelines computed so far, by subject; shared so that a Snapshot stays movable, locked for any thread.
  struct MemoryCache {
    sys::Mutex mutex;
    std::map<std::tuple<int, int, int>, std::shared_ptr<const fx::MemoryTimeline>> timelines;
  };
  std::shared_ptr<MemoryCache> memory_ = std::make_shared<MemoryCache>();
  struct CompiledCache {
    sys::Mutex mutex;
    std::shared_ptr<const std::vector<fx::CompiledGraph>> codes;
  };
  std::shared_ptr<CompiledCache> compiled_ = std::make_shared<CompiledCache>();
  fx::Analysis a_;
  std::vector<std::vector<int>> graphsByDoc_;         // per document, graph indices by range.begin
  std::vector<std::vector<uint32_t>> reachByDoc_;     // per document and graph there: the furthest end up to it
  std::vector<int> pairOfGraph_;
};

}  // namespace fxl
