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
std::vector<CodeLens> codeLenses(const Snapshot& snap, int doc);

}  // namespace fxl
