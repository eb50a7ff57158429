// Code lenses above each graph: its role and partner, and for a forward/backward pair what the pair costs
// (tensors saved for backward, their size, nodes recomputed). Byte offsets; no LSP types.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct CodeLens {
  fx::Range range;  // empty, at the start of the graph's printout
  std::string title;
  // What a click does: show these places (the partner graph; the saved tensors where the forward makes them; the
  // recomputed nodes), or, for a graph without a partner, offer to pair it.
  // (OpenMemory: the preview's memory plot of the graph.)
  enum class Action { ShowPlaces, PairWith, OpenMemory } action = Action::ShowPlaces;
  std::vector<Target> places;
  // A lens about more than kListedPlaces places does not list them (a log of a hundred compiles would send a
  // hundred thousand locations with every reply): `placesOf(snap, graph, about)` finds them when asked
  // (codeLens/resolve).
  enum class About : uint8_t { Listed, Saved, Recomputed } about = About::Listed;
  int graph = -1;  // the graph the lens is over
};

inline constexpr size_t kListedPlaces = 64;
// A reply holds at most this many lenses (a log of 100,000 small graphs had 200,000: 43 MB, 2.2 s for every reply,
// and VS Code asks after every edit). Past it, the graphs get no lens but one, at the first of them, that says so
// and shows where the rest are.
inline constexpr size_t kMaxCodeLenses = 5000;

// The places of an unlisted lens over `graph`: the saved tensors where its pair's forward makes them, or the nodes
// its pair's backward recomputes; empty when the graph is in no forward/backward pair.
std::vector<Target> placesOf(const Snapshot& snap, int graph, CodeLens::About about);

// Per graph, by position (each with the places it is about):
//   `forward · pairs with bwd.py#1` (or `forward · no partner`);
//   for the forward and the backward of a pair: `saves 3 tensors · 1.5 KiB` (tensors of symbolic size counted
//   apart: `saves 3 tensors · 80 B + 1 symbolic`, without a printed type: `+ 1 unsized`);
//   `recomputes 2 nodes` when the backward recomputes any;
//   `memory: peak 71.2 KiB at mean · holds 71.2 KiB for backward` (features/memory_view.h) on a graph with a
//   timeline (the backward: its own peak).
// At most `maxLenses` (and one more saying how many graphs were left without lenses), graphs in document order.
std::vector<CodeLens> codeLenses(const Snapshot& snap, int doc, size_t maxLenses = kMaxCodeLenses);

}  // namespace fxl
