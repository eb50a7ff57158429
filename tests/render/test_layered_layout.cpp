// The layered layout of big pictures (server/render/layered_layout.h) on small graphs checked by hand: layers
// follow the edges, bands stack bottom to top (forward, saved tensors, backward), barycenter sweeps undo crossings,
// boxes of one row never overlap, wide layers wrap. The DOT it feeds and the helper that draws it: test_render.cpp.
#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdint>
#include <vector>

#include "render/layered_layout.h"

using fxr::LayeredOptions;
using fxr::LayoutEdge;
using fxr::LayoutItem;

namespace {

std::vector<LayoutItem> items(int n, int band = 0) {
  std::vector<LayoutItem> out(n);
  for (auto& it : out) it.band = band;
  return out;
}

// Every pair of boxes of one row keeps the spacing; every box lies within the picture.
void checkNoOverlap(const fxr::LayeredLayout& l, const std::vector<LayoutItem>& it, const LayeredOptions& o) {
  const int n = static_cast<int>(it.size());
  std::vector<std::vector<int>> rows(l.rows);
  for (int i = 0; i < n; ++i) rows[l.row[i]].push_back(i);
  for (auto& row : rows) {
    CHECK(static_cast<int>(row.size()) <= l.maxRow);
    std::sort(row.begin(), row.end(), [&](int a, int b) { return l.x[a] < l.x[b]; });
    for (size_t j = 1; j < row.size(); ++j) {
      const int a = row[j - 1], b = row[j];
      CHECK(l.x[b] - l.x[a] >= (it[a].width + it[b].width) / 2 + o.nodesep - 1e-6);
      CHECK(l.y[a] == l.y[b]);
    }
  }
  for (int i = 0; i < n; ++i) {
    CHECK(l.x[i] - it[i].width / 2 >= -1e-6);
    CHECK(l.x[i] + it[i].width / 2 <= l.width + 1e-6);
    CHECK(l.y[i] - it[i].height / 2 >= -1e-6);
    CHECK(l.y[i] + it[i].height / 2 <= l.height + 1e-6);
  }
}

}  // namespace

TEST_CASE("layered layout: layers follow the edges, sources sit just below their first user") {
  // 0 -> 1 -> 2 -> 4, and 3 (a weight, printed late) read by 4; 5 reads 0 and 4.
  auto it = items(6);
  std::vector<LayoutEdge> e = {{0, 1}, {1, 2}, {2, 4}, {3, 4}, {0, 5}, {4, 5}};
  auto l = fxr::layeredLayout(it, e);
  CHECK(l.layer[0] == 0);
  CHECK(l.layer[1] == 1);
  CHECK(l.layer[2] == 2);
  CHECK(l.layer[3] == 2);  // pulled up to just below node 4, not left at the bottom
  CHECK(l.layer[4] == 3);
  CHECK(l.layer[5] == 4);
  for (const auto& edge : e) {
    CHECK(l.layer[edge.from] < l.layer[edge.to]);
    CHECK(l.y[edge.from] < l.y[edge.to]);  // bottom to top, as dot's rankdir=BT
  }
  CHECK(l.layers == 5);
  CHECK(l.rows == 5);
  checkNoOverlap(l, it, {});
  // An edge against print order (summaries can make one) is drawn, not ranked; an edge to itself or out of range
  // is ignored.
  auto back = fxr::layeredLayout(items(3), {{0, 1}, {2, 0}, {1, 1}, {7, 0}});
  CHECK(back.layer[1] == 1);
  CHECK(back.layer[2] == 0);
  CHECK(fxr::layeredLayout({}, {}).rows == 0);
}

TEST_CASE("layered layout: forward below saved tensors below backward, ranks kept across the saved band") {
  // Forward f0 -> s1 (saved) -> f2 (also reads f0) -> s3 (saved, also reads s1); tangent t4; backward b5 reads s1, t4; b6 reads b5, s3;
  // gradient output g7 reads b6. A weight w8 read only by its saved transpose s9.
  enum { kFwd = 0, kSaved = 1, kTangent = 2, kBwd = 3, kGrad = 4 };
  std::vector<LayoutItem> it(10);
  it[0].band = kFwd;
  it[1].band = kSaved, it[1].rankWith = kFwd;
  it[2].band = kFwd;
  it[3].band = kSaved, it[3].rankWith = kFwd;
  it[4].band = kTangent;
  it[5].band = kBwd;
  it[6].band = kBwd;
  it[7].band = kGrad;
  it[8].band = kFwd;
  it[9].band = kSaved, it[9].rankWith = kFwd;
  std::vector<LayoutEdge> e = {{0, 1}, {0, 2}, {1, 2}, {2, 3}, {1, 3}, {1, 5}, {4, 5}, {5, 6}, {3, 6}, {6, 7}, {8, 9}};
  auto l = fxr::layeredLayout(it, e);
  auto top = [&](std::initializer_list<int> of) {
    double y = -1e9;
    for (int i : of) y = std::max(y, l.y[i]);
    return y;
  };
  auto bottom = [&](std::initializer_list<int> of) {
    double y = 1e9;
    for (int i : of) y = std::min(y, l.y[i]);
    return y;
  };
  CHECK(top({0, 2, 8}) < bottom({1, 3, 9}));  // the saved tensors above the whole forward
  CHECK(l.y[8] == l.y[2]);  // the weight at the top of the forward, below its transpose, not at the bottom
  CHECK(l.y[2] > l.y[0]);                // f2 still above f0 (it was ranked through s1)
  CHECK(l.y[3] > l.y[1]);                // s3 above s1: the saved band keeps its own order
  CHECK(top({1, 3}) < l.y[4]);           // then the tangents
  CHECK(l.y[4] < bottom({5, 6}));        // then the backward
  CHECK(l.y[6] > l.y[5]);
  CHECK(top({5, 6}) < l.y[7]);  // the gradient outputs on top
  // Bands keep a wider gap between them than rows within a band.
  CHECK(bottom({1, 3}) - top({0, 2}) > l.y[6] - l.y[5]);
  checkNoOverlap(l, it, {});
}

TEST_CASE("layered layout: barycenter sweeps undo the crossings print order makes") {
  // Two rows: a0..a5 feed b5..b0 (each b printed in reverse order of its producer), and a7 feeds b6, a6 b7:
  // in print order every pair of edges crosses.
  const int k = 8;
  auto it = items(2 * k);
  std::vector<LayoutEdge> e;
  for (int i = 0; i < k; ++i) e.push_back({i, 2 * k - 1 - i});
  LayeredOptions none;
  none.sweeps = 0;
  auto before = fxr::layeredLayout(it, e, none);
  auto after = fxr::layeredLayout(it, e);
  REQUIRE(before.rows == 2);
  CHECK(fxr::adjacentRowCrossings(before, e) == k * (k - 1) / 2);
  CHECK(fxr::adjacentRowCrossings(after, e) == 0);
  checkNoOverlap(after, it, {});

  // A less regular case: a tree feeding a shuffled row. Fewer crossings after the sweeps, never more.
  auto tree = items(40);
  std::vector<LayoutEdge> te;
  for (int i = 1; i < 20; ++i) te.push_back({(i - 1) / 2, i});  // a binary tree over 0..19 (layers 0..4)
  for (int i = 20; i < 40; ++i) te.push_back({(i * 7) % 20, i});  // leaves read scattered tree nodes
  auto t0 = fxr::layeredLayout(tree, te, none);
  auto t1 = fxr::layeredLayout(tree, te);
  CHECK(fxr::adjacentRowCrossings(t1, te) < fxr::adjacentRowCrossings(t0, te));
}

TEST_CASE("layered layout: no overlap, wide layers wrap into rows that keep their order, big inputs stay cheap") {
  // 300 sources read by one sink: one layer of 300 (each pulled up below the sink), wrapped into rows of 24.
  auto fan = items(301);
  std::vector<LayoutEdge> fe;
  for (int i = 0; i < 300; ++i) fe.push_back({i, 300});
  for (int i = 0; i < 300; ++i) fan[i].width = 40 + (i % 7) * 20;
  LayeredOptions o;
  o.maxRow = 24;
  auto l = fxr::layeredLayout(fan, fe, o);
  CHECK(l.layers == 2);
  CHECK(l.rows == 13 + 1);  // ceil(300 / 24) rows, then the sink
  checkNoOverlap(l, fan, o);
  CHECK(l.width < 24 * (160 + o.nodesep) + 200);
  for (int i = 0; i < 300; ++i) CHECK(l.y[300] > l.y[i]);

  // A random DAG with varied boxes and several bands: no overlap anywhere, every edge that ranks goes up.
  uint32_t seed = 12345;
  auto rnd = [&] { return seed = seed * 1664525u + 1013904223u, seed >> 8; };
  const int n = 3000;
  std::vector<LayoutItem> it(n);
  std::vector<LayoutEdge> e;
  for (int i = 0; i < n; ++i) {
    it[i].band = i < n / 2 ? 0 : 3;
    it[i].width = 54 + rnd() % 200;
    it[i].height = 36 + rnd() % 30;
    for (int j = 0; j < 2 && i > 0; ++j) e.push_back({static_cast<int>(rnd() % i), i});
  }
  auto big = fxr::layeredLayout(it, e);
  checkNoOverlap(big, it, {});
  for (const auto& edge : e)
    if (it[edge.from].band == it[edge.to].band) CHECK(big.y[edge.from] < big.y[edge.to]);
  for (int i = 0; i < n / 2; ++i) CHECK(big.y[i] < big.y[n - 1 - i]);  // the first band below the second
}
