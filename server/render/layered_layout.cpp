#include "layered_layout.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

namespace fxr {

namespace {

// Compressed adjacency: the neighbours of item i are to[start[i]] .. to[start[i + 1] - 1].
struct Adjacency {
  std::vector<int> start, to;
  auto of(int i) const {
    struct Span {
      const int *b, *e;
      const int* begin() const { return b; }
      const int* end() const { return e; }
    };
    return Span{to.data() + start[i], to.data() + start[i + 1]};
  }
};

// Adjacency lists of n items from (a, b) pairs, in one counting pass and one filling pass.
template <class Each>
Adjacency adjacency(int n, Each&& each) {
  Adjacency a;
  a.start.assign(n + 1, 0);
  each([&](int from, int) { ++a.start[from + 1]; });
  std::partial_sum(a.start.begin(), a.start.end(), a.start.begin());
  a.to.resize(a.start[n]);
  std::vector<int> fill(a.start.begin(), a.start.end() - 1);
  each([&](int from, int to) { a.to[fill[from]++] = to; });
  return a;
}

// Longest path from the sources, over the edges whose two ends have the same key, in print order; then each source
// with a successor of its key is pulled up to just below the lowest of them (a weight read late in the forward
// is drawn where it is read, not in one long row at the bottom with an edge across the whole picture).
template <class Key>
std::vector<int> longestPath(int n, const Adjacency& preds, const Adjacency& succs, Key&& key) {
  std::vector<int> rank(n, 0);
  std::vector<char> source(n, 1);
  for (int i = 0; i < n; ++i)
    for (int u : preds.of(i))
      if (key(u) == key(i)) {
        rank[i] = std::max(rank[i], rank[u] + 1);
        source[i] = 0;
      }
  for (int i = 0; i < n; ++i) {
    if (!source[i]) continue;
    int lowest = -1;
    for (int v : succs.of(i))
      if (key(v) == key(i) && (lowest < 0 || rank[v] < lowest)) lowest = rank[v];
    if (lowest > 0) rank[i] = lowest - 1;  // a successor is no source: its rank is final
  }
  return rank;
}

// Each item's layer: its band's layers stacked, the ranks of each band renumbered without gaps (the saved tensors
// leave holes where they were ranked with the forward).
std::vector<int> assignLayers(const std::vector<LayoutItem>& items, const Adjacency& preds, const Adjacency& succs,
                              int& layers) {
  const int n = static_cast<int>(items.size());
  auto group = [&](int i) { return items[i].rankWith >= 0 ? items[i].rankWith : items[i].band; };
  auto band = [&](int i) { return items[i].band; };
  const std::vector<int> byGroup = longestPath(n, preds, succs, group);
  std::vector<int> byBand;
  if (std::any_of(items.begin(), items.end(), [](const LayoutItem& it) { return it.rankWith >= 0; }))
    byBand = longestPath(n, preds, succs, band);
  std::vector<int> rank(n);
  for (int i = 0; i < n; ++i) rank[i] = group(i) == band(i) ? byGroup[i] : byBand[i];
  // A source whose users in its group are all drawn in another band (a weight whose only forward user is its
  // transpose, a saved tensor) goes to the top of its own band, just below them, instead of the bottom row with
  // an edge across the whole band (big_transformer's joint: 144 of the 147 inputs left in its bottom row).
  if (!byBand.empty()) {
    std::map<int, int> top;  // band -> its highest rank
    for (int i = 0; i < n; ++i)
      if (group(i) == band(i)) top[band(i)] = std::max(top[band(i)], rank[i]);
    for (int i = 0; i < n; ++i) {
      if (group(i) != band(i)) continue;
      bool source = true, users = false, elsewhere = true;
      for (int u : preds.of(i)) source = source && group(u) != group(i);
      for (int v : succs.of(i))
        if (group(v) == group(i)) users = true, elsewhere = elsewhere && band(v) != band(i);
      if (source && users && elsewhere) rank[i] = top[band(i)];
    }
  }
  // (band, rank) pairs in use, sorted: their index is the layer.
  std::vector<long long> used(n);
  for (int i = 0; i < n; ++i) used[i] = (static_cast<long long>(band(i)) << 32) + rank[i];
  std::vector<long long> keys = used;
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::vector<int> layer(n);
  for (int i = 0; i < n; ++i)
    layer[i] = static_cast<int>(std::lower_bound(keys.begin(), keys.end(), used[i]) - keys.begin());
  layers = static_cast<int>(keys.size());
  return layer;
}

// The items of each layer, in print order to begin with.
std::vector<std::vector<int>> bucket(const std::vector<int>& layer, int layers) {
  std::vector<int> size(layers, 0);
  for (int l : layer) ++size[l];
  std::vector<std::vector<int>> out(layers);
  for (int l = 0; l < layers; ++l) out[l].reserve(size[l]);
  for (int i = 0; i < static_cast<int>(layer.size()); ++i) out[layer[i]].push_back(i);
  return out;
}

// Positions within a layer, centred on 0, so that layers of different widths line up in the middle.
void number(const std::vector<int>& members, std::vector<double>& pos) {
  const double mid = (static_cast<double>(members.size()) - 1) / 2;
  for (size_t k = 0; k < members.size(); ++k) pos[members[k]] = static_cast<double>(k) - mid;
}

// One barycenter pass over the layers in `dir` (+1 up, -1 down): each node is sorted by the mean position of its
// neighbours in the layers already passed (all of them, not only the adjacent one: long edges count at their far
// end); a node with none keeps its position.
void sweep(std::vector<std::vector<int>>& byLayer, const std::vector<int>& layer, const Adjacency& nb, int dir,
           std::vector<double>& pos, std::vector<double>& key) {
  const int layers = static_cast<int>(byLayer.size());
  for (int step = 1; step < layers; ++step) {
    const int l = dir > 0 ? step : layers - 1 - step;
    std::vector<int>& members = byLayer[l];
    for (int v : members) {
      double sum = 0;
      int count = 0;
      for (int u : nb.of(v))
        if (dir > 0 ? layer[u] < l : layer[u] > l) sum += pos[u], ++count;
      key[v] = count ? sum / count : pos[v];
    }
    std::stable_sort(members.begin(), members.end(), [&](int a, int b) { return key[a] < key[b]; });
    number(members, pos);
  }
}

// The automatic row width: the square root of the items, at least 24. A layer is as wide as the graph is parallel
// there (the saved tensors' first layer holds most of them, the bottom one the inputs that ranking cannot pull up
// to a user of their band), and a row of hundreds of boxes is a strip nobody can read nor scroll along, which
// also sets the width of the whole picture. Wrapping trades that width for a few rows: FX graphs are deep and
// narrow (big_transformer's joint: 1,688 rows, 2.6 nodes a row on average), so the height hardly changes while
// the widest row goes from 350 saved tensors (100,000 points) to 67 (about 23,000 points).
int automaticMaxRow(int n) { return std::max(24, static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))))); }

}  // namespace

LayeredLayout layeredLayout(const std::vector<LayoutItem>& items, const std::vector<LayoutEdge>& edges,
                            const LayeredOptions& opts) {
  const int n = static_cast<int>(items.size());
  LayeredLayout out;
  out.x.assign(n, 0);
  out.y.assign(n, 0);
  out.row.assign(n, 0);
  if (n == 0) return out;
  auto valid = [&](const LayoutEdge& e) { return e.from != e.to && e.from >= 0 && e.to >= 0 && e.from < n && e.to < n; };
  const Adjacency preds = adjacency(n, [&](auto add) {
    for (const LayoutEdge& e : edges)
      if (valid(e) && e.from < e.to) add(e.to, e.from);
  });
  const Adjacency succs = adjacency(n, [&](auto add) {
    for (const LayoutEdge& e : edges)
      if (valid(e) && e.from < e.to) add(e.from, e.to);
  });
  const Adjacency nb = adjacency(n, [&](auto add) {
    for (const LayoutEdge& e : edges)
      if (valid(e)) add(e.from, e.to), add(e.to, e.from);
  });

  // 1. Layers.
  out.layer = assignLayers(items, preds, succs, out.layers);
  std::vector<std::vector<int>> byLayer = bucket(out.layer, out.layers);

  // 2. Order within the layers.
  std::vector<double> pos(n), key(n);
  for (const auto& members : byLayer) number(members, pos);
  for (int s = 0; s < opts.sweeps; ++s) {
    sweep(byLayer, out.layer, nb, +1, pos, key);
    sweep(byLayer, out.layer, nb, -1, pos, key);
  }

  // 3. Rows: a layer wider than maxRow is dealt into k rows, every k-th node into the same one.
  out.maxRow = opts.maxRow > 0 ? opts.maxRow : automaticMaxRow(n);
  std::vector<std::vector<int>> rows;
  std::vector<int> bandOfRow;
  std::vector<int> wrapped;  // per row: 0, or its place among the rows of a wrapped layer
  for (int l = 0; l < out.layers; ++l) {
    const std::vector<int>& members = byLayer[l];
    if (members.empty()) continue;
    const int k = static_cast<int>((members.size() + out.maxRow - 1) / out.maxRow);
    const size_t first = rows.size();
    rows.resize(first + k);
    for (int r = 0; r < k; ++r) {
      rows[first + r].reserve(members.size() / k + 1);
      bandOfRow.push_back(items[members[0]].band);
      wrapped.push_back(r);
    }
    for (size_t j = 0; j < members.size(); ++j) rows[first + j % k].push_back(members[j]);
  }
  out.rows = static_cast<int>(rows.size());

  // 4. y: rows stacked bottom to top, a wider gap between bands, a narrower one within a wrapped layer.
  double top = 0;
  for (int r = 0; r < out.rows; ++r) {
    double h = 0;
    for (int v : rows[r]) h = std::max(h, items[v].height);
    if (r > 0) top += bandOfRow[r] != bandOfRow[r - 1] ? opts.bandsep : wrapped[r] ? opts.ranksep / 2 : opts.ranksep;
    for (int v : rows[r]) {
      out.y[v] = top + h / 2;
      out.row[v] = r;
    }
    top += h;
  }
  out.height = top;

  // 5. x: packed and centred, the rows of a wrapped layer staggered; then nudged towards the mean of the
  // neighbours, each row placed packed from the left and from the right around those wishes and the two averaged
  // (both keep the spacing, so their mean does).
  auto gap = [&](int a, int b) { return (items[a].width + items[b].width) / 2 + opts.nodesep; };
  for (int r = 0; r < out.rows; ++r) {
    const std::vector<int>& row = rows[r];
    double x = 0;
    for (size_t j = 0; j < row.size(); ++j) {
      if (j > 0) x += gap(row[j - 1], row[j]);
      out.x[row[j]] = x;
    }
    const double shift = -x / 2 + (wrapped[r] % 2 ? (items[row[0]].width + opts.nodesep) / 2 : 0);
    for (int v : row) out.x[v] += shift;
  }
  std::vector<double> want(n), left(n), right(n);
  auto place = [&](const std::vector<int>& row) {
    for (int v : row) {
      double sum = 0;
      int count = 0;
      for (int u : nb.of(v)) sum += out.x[u], ++count;
      want[v] = count ? sum / count : out.x[v];
    }
    for (size_t j = 0; j < row.size(); ++j)
      left[row[j]] = j == 0 ? want[row[j]] : std::max(want[row[j]], left[row[j - 1]] + gap(row[j - 1], row[j]));
    for (size_t j = row.size(); j-- > 0;)
      right[row[j]] =
          j + 1 == row.size() ? want[row[j]] : std::min(want[row[j]], right[row[j + 1]] - gap(row[j], row[j + 1]));
    for (int v : row) out.x[v] = (left[v] + right[v]) / 2;
  };
  for (int p = 0; p < opts.placements; ++p) {
    for (int r = 0; r < out.rows; ++r) place(rows[r]);
    for (int r = out.rows; r-- > 0;) place(rows[r]);
  }

  // Everything within (0, 0)-(width, height).
  double lo = out.x[0] - items[0].width / 2, hi = out.x[0] + items[0].width / 2;
  for (int i = 0; i < n; ++i) {
    lo = std::min(lo, out.x[i] - items[i].width / 2);
    hi = std::max(hi, out.x[i] + items[i].width / 2);
  }
  for (double& x : out.x) x -= lo;
  out.width = hi - lo;
  return out;
}

long long adjacentRowCrossings(const LayeredLayout& l, const std::vector<LayoutEdge>& edges) {
  // Per lower row, the edges to the row above as (x below, x above); inversions of `x above` once sorted by
  // `x below` are crossings (edges that share an end do not cross: ties are not inversions).
  std::vector<std::pair<int, std::pair<double, double>>> spans;
  const int n = static_cast<int>(l.row.size());
  for (const LayoutEdge& e : edges) {
    if (e.from < 0 || e.to < 0 || e.from >= n || e.to >= n) continue;
    int a = e.from, b = e.to;
    if (l.row[a] > l.row[b]) std::swap(a, b);
    if (l.row[b] != l.row[a] + 1) continue;
    spans.push_back({l.row[a], {l.x[a], l.x[b]}});
  }
  std::sort(spans.begin(), spans.end());
  long long crossings = 0;
  std::vector<double> above, tmp;
  // Inversions by merge sort, within each group of one lower row.
  auto inversions = [&](auto&& self, size_t lo, size_t hi) -> long long {
    if (hi - lo < 2) return 0;
    const size_t mid = (lo + hi) / 2;
    long long c = self(self, lo, mid) + self(self, mid, hi);
    size_t i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
      if (above[j] < above[i]) c += static_cast<long long>(mid - i), tmp[k++] = above[j++];
      else tmp[k++] = above[i++];
    }
    while (i < mid) tmp[k++] = above[i++];
    while (j < hi) tmp[k++] = above[j++];
    std::copy(tmp.begin() + lo, tmp.begin() + hi, above.begin() + lo);
    return c;
  };
  for (size_t from = 0; from < spans.size();) {
    size_t to = from;
    while (to < spans.size() && spans[to].first == spans[from].first) ++to;
    above.clear();
    for (size_t k = from; k < to; ++k) above.push_back(spans[k].second.second);
    tmp.assign(above.size(), 0);
    crossings += inversions(inversions, 0, above.size());
    from = to;
  }
  return crossings;
}

}  // namespace fxr
