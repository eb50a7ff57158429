// A layered layout for big pictures, computed by fxlens itself: Graphviz then only draws the nodes where they are
// put and straight edges between them (graphviz.cpp's pinned-position engine). `dot` spends minutes on a 4.4k-node
// joint in crossing reduction and network simplex over every long edge; this layout uses what the printout already
// knows instead: its print order is topological, and each node's side (forward, saved, backward, ...) is known.
//
//   1. Layers: bands stacked bottom to top (the caller's bands: forward, saved tensors, tangents, backward,
//      gradient outputs), and within a band the longest path from its sources in print order. A source (a
//      parameter, say) is pulled up to just below its first user instead of waiting at the bottom; one whose
//      users are all drawn in a band above (its transpose is a saved tensor) goes to the top of its band.
//   2. Order within a layer: a few barycenter sweeps, up then down, against every neighbour already placed (long
//      edges count at their other end: no dummy nodes, so the work is O(V + E) per sweep plus one sort per layer).
//   3. Wide layers wrap into several rows (every k-th node of the layer in one row, so that left-to-right order is
//      kept across the rows); then x coordinates are packed left to right, nudged towards the neighbours' mean and
//      balanced (a left-packed and a right-packed placement averaged, which keeps the spacing).
// Engine side: no Graphviz, no DOT; plain numbers in, plain numbers out.
#pragma once

#include <utility>
#include <vector>

namespace fxr {

// One box to place, given in print order: an edge from an earlier item to a later one ranks them; one the other
// way round (only summaries of collapsed nodes can make it) is ordered like any edge but does not rank.
struct LayoutItem {
  int band = 0;       // bands are stacked bottom to top in increasing order; empty bands take no room
  int rankWith = -1;  // another band whose longest path this item joins (its own band's rows then only order it
                      // among its band): saved tensors are ranked with the forward, so that the forward nodes
                      // after them keep their place, and drawn in their own band above it. -1: its own band
  double width = 54, height = 36;  // points
};

struct LayoutEdge {
  int from = 0, to = 0;
};

struct LayeredOptions {
  double nodesep = 28.8;  // points between two boxes of a row (dot's nodesep 0.4 in)
  double ranksep = 43.2;  // between two rows (dot's ranksep 0.6 in)
  double bandsep = 72;    // between two bands: room for the clusters' borders and titles
  int sweeps = 4;         // barycenter sweeps, each one up and one down
  int placements = 3;     // x refinement passes (each one up and one down)
  int maxRow = 0;         // most boxes in one row; 0: automatic (layered_layout.cpp says how)
};

struct LayeredLayout {
  std::vector<double> x, y;  // per item: its centre in points, y growing upwards (Graphviz's coordinates)
  std::vector<int> layer;    // per item: its layer, bands stacked
  std::vector<int> row;      // per item: its row (a wrapped layer takes several)
  int layers = 0, rows = 0, maxRow = 0;
  double width = 0, height = 0;  // every box lies within (0, 0)-(width, height)
};

LayeredLayout layeredLayout(const std::vector<LayoutItem>& items, const std::vector<LayoutEdge>& edges,
                            const LayeredOptions& opts = {});

// Crossings between edges whose ends lie in consecutive rows (what the barycenter sweeps try to lower), counted in
// O(E log E): for tests and measurements.
long long adjacentRowCrossings(const LayeredLayout& l, const std::vector<LayoutEdge>& edges);

}  // namespace fxr
