#include "dot.h"

#include <algorithm>
#include <cstdio>
#include <deque>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "edge_budget.h"
#include "fx/summary.h"

namespace fxr {

namespace {

using fx::Category;

// Seed 000's palette (light) and a dark one. One row per fx::Category, in enum order.
constexpr CategoryStyle kLight[] = {
    {Category::None, "uncategorized", "ellipse", "filled", "#EEEEEE", "#9E9E9E", "#000000"},
    {Category::Input, "input", "box", "filled,bold", "#E8F4FD", "#2196F3", "#000000"},
    {Category::Tangent, "tangent", "box", "filled,bold", "#B3E5FC", "#0288D1", "#000000"},
    {Category::Fwd, "fwd", "ellipse", "filled", "#E8F5E9", "#4CAF50", "#000000"},
    {Category::Bwd, "bwd", "ellipse", "filled", "#FFF3E0", "#FF9800", "#000000"},
    {Category::SaveTensor, "save_tensor", "hexagon", "filled,bold", "#FFEB3B", "#D32F2F", "#000000"},
    {Category::FwdOutput, "fwd_output", "box", "filled,bold", "#C8E6C9", "#388E3C", "#000000"},
    {Category::BwdOutput, "bwd_output", "box", "filled,bold", "#FFCCBC", "#E64A19", "#000000"},
};
constexpr CategoryStyle kDark[] = {
    {Category::None, "uncategorized", "ellipse", "filled", "#2E2E2E", "#9E9E9E", "#EEEEEE"},
    {Category::Input, "input", "box", "filled,bold", "#0D2A45", "#64B5F6", "#E3F2FD"},
    {Category::Tangent, "tangent", "box", "filled,bold", "#01394F", "#4FC3F7", "#E1F5FE"},
    {Category::Fwd, "fwd", "ellipse", "filled", "#1B3A1E", "#81C784", "#E8F5E9"},
    {Category::Bwd, "bwd", "ellipse", "filled", "#3E2600", "#FFB74D", "#FFF3E0"},
    {Category::SaveTensor, "save_tensor", "hexagon", "filled,bold", "#5C4B00", "#FF5252", "#FFFDE7"},
    {Category::FwdOutput, "fwd_output", "box", "filled,bold", "#1E4620", "#66BB6A", "#E8F5E9"},
    {Category::BwdOutput, "bwd_output", "box", "filled,bold", "#4A1F10", "#FF8A65", "#FBE9E7"},
};

struct Theme {
  const char* background;
  const char* font;
  const char* edge;
  const char* fwdCluster;
  const char* fwdClusterBg;
  const char* bwdCluster;
  const char* bwdClusterBg;
  const char* summaryFill;
  const char* summaryBorder;
  const char* cross;
};
constexpr Theme kLightTheme{"#FFFFFF", "#000000", "#555555", "#4CAF50", "#F1F8E9", "#FF9800", "#FFF8E1",
                            "#EEEEEE", "#757575", "#7E57C2"};
constexpr Theme kDarkTheme{"#1E1E1E", "#DDDDDD", "#AAAAAA", "#81C784", "#1F2A1F", "#FFB74D", "#2A2418",
                           "#333333", "#9E9E9E", "#B39DDB"};

std::string fmtCount(long long n) {
  std::string s = std::to_string(n), out;
  int k = 0;
  for (auto it = s.rbegin(); it != s.rend(); ++it, ++k) {
    if (k && k % 3 == 0 && *it != '-') out.push_back(',');
    out.push_back(*it);
  }
  return {out.rbegin(), out.rend()};
}

std::string fmtBytes(uint64_t b) {
  char buf[48];
  if (b >= (1ull << 30)) std::snprintf(buf, sizeof buf, "%.2f GiB", static_cast<double>(b) / (1ull << 30));
  else if (b >= (1ull << 20)) std::snprintf(buf, sizeof buf, "%.2f MiB", static_cast<double>(b) / (1 << 20));
  else if (b >= 1024) std::snprintf(buf, sizeof buf, "%.1f KiB", static_cast<double>(b) / 1024);
  else std::snprintf(buf, sizeof buf, "%llu B", static_cast<unsigned long long>(b));
  return buf;
}

// Length of the valid UTF-8 sequence at s[i], 0 when invalid.
size_t utf8Len(std::string_view s, size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 0x6 ? 2 : (c >> 4) == 0xE ? 3 : (c >> 3) == 0x1E ? 4 : 0;
  if (n == 0 || i + n > s.size()) return 0;
  for (size_t k = 1; k < n; ++k)
    if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
  return n;
}

// Wrap like textwrap.fill(width=40, break_long_words=True): break at the last space within the width, else hard.
std::vector<std::string> wrap(std::string_view s, size_t width = 40) {
  std::vector<std::string> out;
  while (!s.empty()) {
    // Count characters (not bytes) up to the width.
    size_t i = 0, chars = 0, lastSpace = std::string_view::npos;
    while (i < s.size() && chars < width) {
      size_t n = utf8Len(s, i);
      if (n == 0) n = 1;
      if (s[i] == ' ') lastSpace = i;
      i += n;
      ++chars;
    }
    if (i >= s.size()) {
      out.emplace_back(s);
      break;
    }
    size_t cut = lastSpace != std::string_view::npos && lastSpace > 0 ? lastSpace : i;
    out.emplace_back(s.substr(0, cut));
    s.remove_prefix(cut);
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  }
  return out;
}

// At most `most` lines of a wrapped text, the last one ending in "…" when cut: a 10,000-character name must not
// make a node the size of a page (or cost Graphviz seconds).
std::vector<std::string> capLines(std::vector<std::string> lines, size_t most) {
  if (lines.size() <= most) return lines;
  lines.resize(most);
  lines.back() += "\xE2\x80\xA6";
  return lines;
}

// A label from lines that come from the document (escaped) joined with DOT line breaks.
std::string label(const std::vector<std::string>& lines) {
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (i) out += "\\n";
    out += escapeDot(lines[i]);
  }
  return out;
}

void append(std::vector<std::string>& to, const std::vector<std::string>& from) {
  to.insert(to.end(), from.begin(), from.end());
}

// The tooltip: category, graph, and the call with its arguments as printed (cut at ~300 bytes).
std::string tooltip(const fx::Node& n, const fx::Graph& g) {
  std::string call = std::string(n.target.empty() ? std::string_view(fx::toString(n.op)) : std::string_view(n.target)) + "(";
  bool first = true;
  auto add = [&](std::string_view keyword, std::string_view text) {
    if (!first) call += ", ";
    first = false;
    if (!keyword.empty()) call.append(keyword).append("=");
    call.append(text);
  };
  for (const fx::Arg& arg : n.args) add({}, arg.text);
  for (const fx::KwArg& arg : n.kwargs) add(arg.keyword, arg.text);
  call += ")";
  if (call.size() > 300) {
    size_t cut = 300;
    while (cut > 0 && (static_cast<unsigned char>(call[cut]) & 0xC0) == 0x80) --cut;
    call.resize(cut);
    call += "...";
  }
  std::string out = std::string(fx::toString(n.category)) + " \xC2\xB7 " + g.id;
  if (n.type.known()) out += " \xC2\xB7 " + std::string(n.type.text);
  return out + "\n" + call;
}

enum Side : uint8_t { kOutside = 0, kFwdSide = 1, kBwdSide = 2 };

struct Summary {
  std::string id;
  int slot = 0;
  Side side = kOutside;
  Category category = Category::None;  // for category groups
  std::string source;                  // for `# File:` groups
  int count = 0;
  int perCategory[8] = {};
  int first = -1;  // global index of the first node it hides
  bool block = false;  // a block of consecutive nodes: lines and ops below
  uint32_t firstLine = UINT32_MAX, lastLine = 0;
  std::map<std::string, int> ops;  // short target → count
};

// Above this many drawn nodes and edges, dot is told to work less (kQuickLayout): straight edges, fewer network
// simplex and crossing-reduction passes. Measured on 2 cores: a 101-node graph with 1,465 short edges took 18 s
// with the defaults and 2.2 s so; the default 300-node preview of a big joint (49 nodes, 196 edges) is unchanged.
constexpr int kQuickLayoutWork = 1500;
constexpr const char* kQuickLayout =
    "splines=\"line\", nslimit=\"2\", nslimit1=\"2\", mclimit=\"0.1\", searchsize=\"10\", remincross=\"false\", ";

// The line a node gets when some of its inputs are not drawn (edge_budget.h).
std::string notDrawn(int inputs) {
  return "+" + fmtCount(inputs) + " input" + (inputs == 1 ? "" : "s") + " not drawn";
}

struct PlannedEdge {
  std::string from, to, attrs;  // DOT ids and the attribute list (with its leading space), or ""
  bool drawn = true;
};

// At most this many blocks of consecutive nodes when a whole graph without `# File:` lines is collapsed.
constexpr int kMaxBlocks = 48;

// `torch.ops.aten.convolution_backward.default` → `convolution_backward`.
std::string_view shortTarget(std::string_view t) {
  constexpr std::string_view aten = "torch.ops.aten.";
  if (t.starts_with(aten)) t.remove_prefix(aten.size());
  if (size_t dot = t.rfind('.'); dot != std::string_view::npos && t.find('.') == dot) t = t.substr(0, dot);
  return t;
}

}  // namespace

const CategoryStyle& categoryStyle(Category c, bool dark) {
  auto i = static_cast<size_t>(c);
  if (i >= std::size(kLight)) i = 0;
  return dark ? kDark[i] : kLight[i];
}

std::string escapeDot(std::string_view s) {
  std::string out;
  out.reserve(s.size() + 8);
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      size_t n = utf8Len(s, i);
      if (n == 0) {
        out += '?';
        ++i;
      } else {
        out.append(s.substr(i, n));
        i += n;
      }
      continue;
    }
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\r': break;
      case '\t': out += ' '; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '&': out += "&amp;"; break;
      default: out += c < 0x20 || c == 0x7F ? '?' : static_cast<char>(c);
    }
    ++i;
  }
  return out;
}

RenderPlan planDot(const fx::Analysis& a, const RenderOptions& opts) {
  RenderPlan plan;
  const int ng = static_cast<int>(a.graphs.size());
  const bool dark = opts.dark;
  const Theme& th = dark ? kDarkTheme : kLightTheme;

  // Which graph(s): a joint, a forward/backward pair, or one graph alone.
  enum class Mode { Joint, Pair, Single } mode = Mode::Single;
  const fx::Pair* pair = nullptr;
  std::vector<int> slots;
  auto pairOf = [&](int g) -> const fx::Pair* {
    for (const auto& p : a.pairs)
      if (p.forward == g || p.backward == g || p.joint == g) return &p;
    return nullptr;
  };
  int g0 = opts.graph;
  if (g0 >= ng) {
    plan.error = "no graph " + std::to_string(g0);
    return plan;
  }
  if (g0 < 0) {
    for (int g = 0; g < ng && g0 < 0; ++g)
      if (a.graphs[g].role == fx::Role::Joint && a.graphs[g].parent < 0) g0 = g;
    if (g0 < 0)
      for (const auto& p : a.pairs)
        if (p.forward >= 0 && p.backward >= 0) {
          g0 = p.backward;
          break;
        }
    if (g0 < 0) g0 = ng > 0 ? 0 : -1;
  }
  if (g0 < 0) {
    plan.error = "no graph to render";
    return plan;
  }
  pair = pairOf(g0);
  if (a.graphs[g0].role == fx::Role::Joint) {
    mode = Mode::Joint;
    slots = {g0};
  } else if (pair && pair->forward >= 0 && pair->backward >= 0 && (g0 == pair->forward || g0 == pair->backward)) {
    mode = Mode::Pair;
    slots = {pair->forward, pair->backward};
  } else {
    slots = {g0};
  }
  plan.graphs = slots;

  // Global numbering of the nodes of the rendered graphs.
  std::vector<int> offset;
  int total = 0;
  for (int g : slots) {
    offset.push_back(total);
    total += static_cast<int>(a.graphs[g].nodes.size());
  }
  plan.total = total;
  auto slotOf = [&](int k) {
    int s = static_cast<int>(slots.size()) - 1;
    while (s > 0 && k < offset[s]) --s;
    return s;
  };
  auto nodeOf = [&](int k) -> const fx::Node& {
    int s = slotOf(k);
    return a.graphs[slots[s]].nodes[k - offset[s]];
  };
  auto side = [&](int s, Category c) -> Side {
    bool bwdGraph = mode == Mode::Pair ? s == 1 : a.graphs[slots[s]].role == fx::Role::Backward;
    if (c == Category::Tangent || c == Category::BwdOutput) return kOutside;
    if (mode == Mode::Pair || mode == Mode::Single) return bwdGraph ? kBwdSide : kFwdSide;
    return c == Category::Bwd ? kBwdSide : kFwdSide;
  };

  // Cross edges of a pair: forward producer → backward node, matched associations only (saved values, constants,
  // tangents, recomputed ops; not gradient outputs).
  std::vector<std::pair<int, int>> cross;  // (fwd global, bwd global)
  std::vector<const fx::Association*> crossAssoc;
  std::unordered_map<int, std::vector<int>> partners;
  if (mode == Mode::Pair) {
    for (const auto& as : a.associations) {
      if (as.status != fx::AssocStatus::Matched || as.forward.graph != slots[0] || as.backward.graph != slots[1]) continue;
      if (as.kind == fx::AssocKind::GradOutput) continue;  // a gradient is not produced by its input: no cross edge
      if (as.forward.node < 0 || as.backward.node < 0) continue;
      if (as.forward.node >= offset[1] || offset[1] + as.backward.node >= total) continue;
      int f = as.forward.node, b = offset[1] + as.backward.node;
      cross.emplace_back(f, b);
      crossAssoc.push_back(&as);
      partners[f].push_back(b);
      partners[b].push_back(f);
    }
  }
  auto forNeighbours = [&](int k, auto&& fn) {
    int s = slotOf(k);
    const fx::Node& n = nodeOf(k);
    for (const auto& u : n.uses())
      if (u.node >= 0) fn(offset[s] + u.node);
    for (int u : a.graphs[slots[s]].usersOf(k - offset[s])) fn(offset[s] + u);
    if (auto it = partners.find(k); it != partners.end())
      for (int p : it->second) fn(p);
  };

  // Decide what is kept; the rest goes into summaries.
  std::vector<char> kept(total, 1);
  std::vector<int> summaryOf(total, -1);
  std::vector<Summary> summaries;
  std::map<std::string, int> summaryByKey;
  std::vector<int> blockOf(total, -1);  // blocks of consecutive nodes, when the whole graph is collapsed so
  auto summaryFor = [&](int k, const std::string& source, int block) {
    int s = slotOf(k);
    const fx::Node& n = nodeOf(k);
    Category c = n.category;
    Side sd = side(s, c);
    std::string key = std::to_string(s) + "/" + std::to_string(sd) + "/";
    if (block >= 0) key += "b" + std::to_string(block);
    else key += source.empty() ? "c" + std::to_string(static_cast<int>(c)) : "f" + source;
    auto [it, added] = summaryByKey.emplace(key, static_cast<int>(summaries.size()));
    if (added) {
      Summary sm;
      sm.slot = s;
      sm.side = sd;
      sm.category = c;
      sm.source = source;
      summaries.push_back(std::move(sm));
    }
    Summary& sm = summaries[it->second];
    if (sm.first < 0) sm.first = k;
    if (block >= 0) {
      sm.block = true;
      const uint32_t line = a.graphs[slots[s]].lineOf(n);
      sm.firstLine = std::min(sm.firstLine, line);
      sm.lastLine = std::max(sm.lastLine, line);
      bool call = n.op == fx::OpKind::CallFunction || n.op == fx::OpKind::CallMethod || n.op == fx::OpKind::CallModule;
      std::string_view t = call && !n.target.empty() ? std::string_view(n.target) : std::string_view(fx::toString(n.op));
      ++sm.ops[std::string(shortTarget(t))];
    }
    ++sm.count;
    ++sm.perCategory[static_cast<int>(c) & 7];
    return it->second;
  };
  std::string focusNote;
  const int budget = std::max(1, opts.maxNodes);
  bool sourceGroups = false;
  if (opts.focus || total > budget) {
    std::fill(kept.begin(), kept.end(), 0);
    int keptCount = 0;
    if (opts.focus) {
      std::vector<int> seeds;
      for (size_t s = 0; s < slots.size(); ++s) {
        int i = a.graphs[slots[s]].find(*opts.focus);
        if (i >= 0) seeds.push_back(offset[s] + i);
      }
      if (seeds.empty()) {
        plan.error = "no node named '" + *opts.focus + "' in " + a.graphs[slots[0]].id +
                     (slots.size() > 1 ? " or " + a.graphs[slots[1]].id : std::string());
        return plan;
      }
      std::vector<int> dist(total, -1);
      std::deque<int> queue;
      auto keep = [&](int k, int d) {
        if (dist[k] >= 0 || keptCount >= budget) return;
        dist[k] = d;
        kept[k] = 1;
        ++keptCount;
        queue.push_back(k);
      };
      for (int s : seeds) keep(s, 0);
      for (int s : seeds)  // its association partners, whatever the depth
        if (auto it = partners.find(s); it != partners.end())
          for (int p : it->second) keep(p, 0);
      while (!queue.empty()) {
        int k = queue.front();
        queue.pop_front();
        if (dist[k] >= opts.depth) continue;
        forNeighbours(k, [&](int nb) { keep(nb, dist[k] + 1); });
      }
      focusNote = "focus: " + *opts.focus + ", depth " + std::to_string(opts.depth);
    } else {
      // A whole graph above the budget: collapse by `# File:` source line when the printout has them, the
      // biggest groups first, until what is left fits the budget.
      std::map<std::string, int> groupIndex;
      std::vector<std::vector<int>> groups;
      for (int k = 0; k < total; ++k) {
        int s = slotOf(k);
        std::string_view src = a.graphs[slots[s]].sourceOf(nodeOf(k));
        if (src.empty()) continue;
        std::string key = std::to_string(s) + "/" + std::to_string(side(s, nodeOf(k).category)) + "/" + std::string(src);
        auto [it, added] = groupIndex.emplace(key, static_cast<int>(groups.size()));
        if (added) groups.emplace_back();
        groups[it->second].push_back(k);
      }
      std::vector<int> order(groups.size());
      for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
      std::stable_sort(order.begin(), order.end(), [&](int x, int y) { return groups[x].size() > groups[y].size(); });
      long long shown = total;
      size_t collapse = 0;
      while (shown > budget && collapse < order.size() && groups[order[collapse]].size() > 1)
        shown -= static_cast<long long>(groups[order[collapse++]].size()) - 1;
      if (!groups.empty() && shown <= budget) {
        sourceGroups = true;
        std::fill(kept.begin(), kept.end(), 1);
        for (size_t i = 0; i < collapse; ++i)
          for (int k : groups[order[i]]) kept[k] = 0;
        focusNote = "collapsed by source line";
      } else {
        // No source lines to collapse by: collapse runs of consecutive nodes (print order, one graph and one side
        // at a time) into blocks, so that the picture keeps the flow from inputs to outputs at a coarser grain.
        // Each block says which lines and which ops it holds; a focus on it shows them.
        // Few blocks: Graphviz's layered layout slows down steeply with the long edges between blocks (300
        // blocks of the 4,420-node big_transformer joint took over 30 s; 48 take about a second).
        const int blocks = std::min(budget, kMaxBlocks);
        // Per graph and side, the nodes in print order (skipping the other side's: a joint interleaves them)
        // are cut into runs; each (graph, side) gets blocks in proportion to its size, at least one.
        std::vector<int> keyOf(total);
        std::map<int, int> perKey;  // (slot, side) → nodes
        for (int k = 0; k < total; ++k) {
          int s = slotOf(k);
          keyOf[k] = s * 4 + static_cast<int>(side(s, nodeOf(k).category));
          ++perKey[keyOf[k]];
        }
        struct Run {
          int perBlock, block = -1, filled = 0;
        };
        std::map<int, Run> runs;
        for (auto [key, n] : perKey) {
          long long share = std::max<long long>(1, static_cast<long long>(blocks) * n / std::max(1, total));
          runs.emplace(key, Run{static_cast<int>((n + share - 1) / share)});
        }
        int next = 0;
        for (int k = 0; k < total; ++k) {
          Run& r = runs.at(keyOf[k]);
          if (r.block < 0 || r.filled >= r.perBlock) r.block = next++, r.filled = 0;
          blockOf[k] = r.block;
          ++r.filled;
        }
        focusNote = "collapsed into blocks of consecutive nodes";
      }
    }
    for (int k = 0; k < total; ++k) {
      if (kept[k]) continue;
      std::string source;
      if (sourceGroups) source = std::string(a.graphs[slots[slotOf(k)]].sourceOf(nodeOf(k)));
      summaryOf[k] = summaryFor(k, source, blockOf[k]);
      ++plan.hidden;
    }
  }
  plan.truncated = plan.hidden > 0;
  for (size_t i = 0; i < summaries.size(); ++i) summaries[i].id = "s" + std::to_string(i);

  auto nodeId = [&](int k) {
    int s = slotOf(k);
    std::string id = "n";  // appended: `"n" + std::string` trips a GCC 12 -Wrestrict false positive at -O3
    id += std::to_string(slots[s]);
    id += '_';
    id += std::to_string(k - offset[s]);
    return id;
  };
  auto endpoint = [&](int k) { return kept[k] ? nodeId(k) : summaries[summaryOf[k]].id; };

  // Data edges, each once; edges touching collapsed nodes go to their summary. Cross edges of a pair: from each
  // forward producer to the backward node tied to it. Then the edge budget (edge_budget.h) picks what is drawn.
  std::vector<PlannedEdge> edges;
  std::vector<CandidateEdge> candidates;
  {
    std::unordered_set<std::string> seen;
    auto target = [&](int k) { return kept[k] ? k : total + summaryOf[k]; };
    for (int k = 0; k < total; ++k) {
      int s = slotOf(k);
      for (const auto& u : nodeOf(k).uses()) {
        if (u.node < 0) continue;
        int from = offset[s] + u.node;
        std::string a1 = endpoint(from), b1 = endpoint(k);
        if (a1 == b1 || !seen.insert(a1 + ">" + b1).second) continue;
        std::string attrs;
        if (!kept[from] || !kept[k]) attrs = " [style=\"dashed\", color=\"" + std::string(th.summaryBorder) + "\"]";
        edges.push_back({std::move(a1), std::move(b1), std::move(attrs)});
        candidates.push_back({target(k), from});
      }
    }
    for (size_t i = 0; i < cross.size(); ++i) {
      std::string a1 = endpoint(cross[i].first), b1 = endpoint(cross[i].second);
      if (!seen.insert(a1 + "~" + b1).second) continue;
      std::string attrs = " [class=\"cross\", style=\"dashed\", color=\"" + std::string(th.cross) +
                          "\", constraint=\"false\", tooltip=\"" + fx::toString(crossAssoc[i]->kind) + "\"]";
      edges.push_back({std::move(a1), std::move(b1), std::move(attrs)});
      candidates.push_back({target(cross[i].second), cross[i].first});
    }
  }
  const int drawnNodes = total - plan.hidden + static_cast<int>(summaries.size());
  const int edgeBudget = opts.maxEdges >= 0 ? opts.maxEdges : 2 * drawnNodes + 100;
  const EdgeChoice choice =
      chooseEdges(candidates, total + static_cast<int>(summaries.size()), std::max(1, opts.maxInputs), edgeBudget);
  for (size_t i = 0; i < edges.size(); ++i) edges[i].drawn = choice.drawn[i];
  plan.hiddenEdges = choice.dropped;
  plan.edges = static_cast<int>(edges.size());
  plan.quickLayout = drawnNodes + plan.edges - plan.hiddenEdges > kQuickLayoutWork;

  // Bytes of saved tensors: a joint borrows them from its forward graph when it has no annotations.
  const fx::Graph* fwdOfJoint = nullptr;
  if (mode == Mode::Joint && pair && pair->joint == slots[0] && pair->forward >= 0) fwdOfJoint = &a.graphs[pair->forward];
  auto savedBytes = [&](int k) -> std::optional<uint64_t> {
    const fx::Node& n = nodeOf(k);
    if (auto b = n.type.bytes()) return b;
    if (fwdOfJoint) {
      int i = fwdOfJoint->find(n.name);
      if (i >= 0) return fwdOfJoint->nodes[i].type.bytes();
    }
    return std::nullopt;
  };

  // The title: what the picture shows and what the pair costs.
  std::vector<std::string> title;
  const fx::Graph& main = a.graphs[slots[0]];
  if (mode == Mode::Joint) title.push_back("Joint Graph: " + main.title + " (" + main.id + ")");
  else if (mode == Mode::Pair)
    title.push_back("Forward/Backward: " + main.title + " (" + main.id + ") + " + a.graphs[slots[1]].title + " (" +
                    a.graphs[slots[1]].id + ")");
  else title.push_back(std::string(fx::toString(main.role)) + " graph: " + main.title + " (" + main.id + ")");
  {
    int saved = 0, known = 0, recomputed = 0;
    uint64_t bytes = 0;
    if (pair && mode != Mode::Single && pair->forward >= 0) {
      fx::PairSummary ps = fx::summarize(a, *pair);
      saved = ps.saved, known = ps.savedKnownSize, bytes = ps.savedBytes, recomputed = ps.recomputed;
    } else {
      for (int k = 0; k < total; ++k) {
        const fx::Node& n = nodeOf(k);
        recomputed += n.recomputed ? 1 : 0;
        if (n.category != Category::SaveTensor && !n.savedInput) continue;
        ++saved;
        if (auto b = savedBytes(k)) ++known, bytes += *b;
      }
    }
    std::string cost = "saves " + fmtCount(saved) + " tensors";
    if (known > 0) cost += " \xC2\xB7 " + fmtBytes(bytes);
    if (known < saved) cost += " (" + fmtCount(saved - known) + " of unknown size)";
    cost += " \xC2\xB7 recomputes " + fmtCount(recomputed) + " nodes";
    title.push_back(cost);
  }
  if (plan.truncated)
    title.push_back("showing " + fmtCount(total - plan.hidden) + " of " + fmtCount(total) + " nodes (" + focusNote + ")");
  if (plan.hiddenEdges > 0)
    title.push_back("drawing " + fmtCount(plan.edges - plan.hiddenEdges) + " of " + fmtCount(plan.edges) +
                    " edges (at most " + std::to_string(std::max(1, opts.maxInputs)) +
                    " inputs per node; each node says how many of its inputs are not drawn)");
  if (plan.quickLayout) title.push_back("quick layout (straight edges): a big picture");
  title.push_back("Blue: Input | Cyan: Tangent | Green: FWD | Yellow: SaveTensor | Orange: BWD | Top: BWD Output");

  std::string& d = plan.dot;
  d.reserve(static_cast<size_t>(std::min<long long>(total, budget * 4LL)) * 200 + 4096);
  d += "digraph \"fxlens\" {\n";
  d += "  graph [rankdir=\"BT\", nodesep=\"0.4\", ranksep=\"0.6\", ";
  d += plan.quickLayout ? kQuickLayout : "splines=\"true\", ";
  d += "newrank=\"true\", ";
  d += "labelloc=\"t\", fontsize=\"12\", fontname=\"Helvetica\", bgcolor=\"" + std::string(th.background) +
       "\", fontcolor=\"" + th.font + "\", label=\"" + label(title) + "\"];\n";
  d += "  node [fontname=\"Helvetica\", fontsize=\"9\", margin=\"0.12\"];\n";
  d += "  edge [color=\"" + std::string(th.edge) + "\", arrowsize=\"0.6\"];\n";

  auto emitNode = [&](int k, const char* indent) {
    const fx::Node& n = nodeOf(k);
    int s = slotOf(k);
    const CategoryStyle& st = categoryStyle(n.category, dark);
    std::vector<std::string> lines = capLines(wrap(n.name), 3);
    std::string target = n.target.empty() ? std::string(fx::toString(n.op)) : std::string(n.target);
    auto t = capLines(wrap(target), 3);
    if (t.empty()) t.emplace_back();
    t.front().insert(0, "[");
    t.back() += "]";
    append(lines, t);
    bool saved = n.category == Category::SaveTensor || n.savedInput;
    if (n.savedInput) lines.push_back("(SaveTensor)");
    if (saved)
      if (auto b = savedBytes(k)) lines.push_back(fmtBytes(*b));
    if (n.recomputed) lines.push_back("(recomputed)");
    if (int dropped = choice.droppedInto[k]) lines.push_back(notDrawn(dropped));
    std::string style = st.style;
    if (n.recomputed) style += ",dashed";
    std::string id = nodeId(k);
    d += indent;
    d += "\"" + id + "\" [id=\"" + id + "\", label=\"" + label(lines) + "\", shape=\"" + st.shape + "\", style=\"" +
         style + "\", fillcolor=\"" + st.fill + "\", color=\"" + st.border + "\", fontcolor=\"" + st.font +
         "\", tooltip=\"" + escapeDot(tooltip(n, a.graphs[slots[s]])) + "\"";
    if (saved && n.savedInput) d += ", peripheries=\"2\"";
    d += "];\n";
    PlannedNode pn;
    pn.id = id;
    pn.node = {slots[s], k - offset[s]};
    pn.doc = a.graphs[slots[s]].doc;
    pn.range = a.graphs[slots[s]].nameRange(n);
    plan.nodes.push_back(std::move(pn));
  };
  auto emitSummary = [&](const Summary& sm, const char* indent) {
    std::vector<std::string> lines;
    if (sm.block) {
      // `+334 nodes, lines 120–460` / `mm ×24, add ×20, view ×18` / `300 forward, 34 save tensor`
      lines.push_back("+" + fmtCount(sm.count) + " node" + (sm.count == 1 ? "" : "s") + ", lines " +
                      std::to_string(sm.firstLine + 1) + "\xE2\x80\x93" + std::to_string(sm.lastLine + 1));
      std::vector<std::pair<int, std::string>> top;
      for (const auto& [op, count] : sm.ops) top.emplace_back(-count, op);
      std::sort(top.begin(), top.end());
      std::string ops;
      for (size_t i = 0; i < top.size() && i < 3; ++i)
        ops += (i ? ", " : "") + top[i].second + " \xC3\x97" + fmtCount(-top[i].first);
      if (top.size() > 3) ops += ", ...";
      append(lines, wrap(ops));
    } else if (sm.source.empty()) {
      std::string what = "+" + fmtCount(sm.count) + " " + categoryStyle(sm.category, dark).legend + " node" +
                         (sm.count == 1 ? "" : "s");
      if (mode == Mode::Pair) what += sm.slot == 0 ? " (forward graph)" : " (backward graph)";
      lines.push_back(what);
    } else {
      lines.push_back("+" + fmtCount(sm.count) + " node" + (sm.count == 1 ? "" : "s") + " from");
      // `File: /long/path/model.py:33 in forward, code: ...` → `File: .../model.py:33 in forward, code: ...`
      std::string src = sm.source;
      if (src.rfind("File: ", 0) == 0) {
        size_t end = src.find(' ', 6), slash = src.rfind('/', end == std::string::npos ? std::string::npos : end);
        if (slash != std::string::npos && slash > 6) src = "File: ..." + src.substr(slash);
      }
      auto w = wrap(src);
      if (w.size() > 3) w.resize(3), w.back() += " ...";
      append(lines, w);
    }
    if (sm.block || !sm.source.empty()) {
      std::string cats;
      for (int c = 0; c < 8; ++c)
        if (sm.perCategory[c])
          cats += (cats.empty() ? "" : ", ") + fmtCount(sm.perCategory[c]) + " " +
                  categoryStyle(static_cast<Category>(c), dark).legend;
      lines.push_back(cats);
    }
    if (int dropped = choice.droppedInto[total + (&sm - summaries.data())]) lines.push_back(notDrawn(dropped));
    d += indent;
    d += "\"" + sm.id + "\" [id=\"" + sm.id + "\", label=\"" + label(lines) +
         "\", shape=\"box\", style=\"filled,dashed,rounded\", fillcolor=\"" + th.summaryFill + "\", color=\"" +
         th.summaryBorder + "\", fontcolor=\"" + th.font + "\"];\n";
    PlannedNode pn;
    pn.id = sm.id;
    pn.hides = sm.count;
    if (sm.first >= 0) {
      int s = slotOf(sm.first);
      pn.sample = {slots[s], sm.first - offset[s]};
    }
    plan.nodes.push_back(std::move(pn));
  };

  auto emitSide = [&](Side sd, const char* indent) {
    for (int k = 0; k < total; ++k)
      if (kept[k] && side(slotOf(k), nodeOf(k).category) == sd) emitNode(k, indent);
    for (const auto& sm : summaries)
      if (sm.side == sd) emitSummary(sm, indent);
  };
  auto sideUsed = [&](Side sd) {
    for (int k = 0; k < total; ++k)
      if (kept[k] && side(slotOf(k), nodeOf(k).category) == sd) return true;
    for (const auto& sm : summaries)
      if (sm.side == sd) return true;
    return false;
  };
  if (sideUsed(kFwdSide)) {
    d += "  subgraph \"cluster_fwd\" {\n";
    d += "    graph [label=\"Forward Pass\", style=\"rounded,dashed\", color=\"" + std::string(th.fwdCluster) +
         "\", bgcolor=\"" + th.fwdClusterBg + "\", penwidth=\"2\", fontcolor=\"" + th.font + "\"];\n";
    emitSide(kFwdSide, "    ");
    d += "  }\n";
  }
  if (sideUsed(kBwdSide)) {
    d += "  subgraph \"cluster_bwd\" {\n";
    d += "    graph [label=\"Backward Pass\", style=\"rounded,dashed\", color=\"" + std::string(th.bwdCluster) +
         "\", bgcolor=\"" + th.bwdClusterBg + "\", penwidth=\"2\", fontcolor=\"" + th.font + "\"];\n";
    emitSide(kBwdSide, "    ");
    d += "  }\n";
  }
  emitSide(kOutside, "  ");

  // Ranks: tangents and saved tensors at the bottom (min), gradient outputs at the top (max).
  std::string minRank, maxRank;
  for (int k = 0; k < total; ++k) {
    if (!kept[k]) continue;
    Category c = nodeOf(k).category;
    if (c == Category::Tangent || c == Category::SaveTensor) minRank += " \"" + nodeId(k) + "\";";
    else if (c == Category::BwdOutput) maxRank += " \"" + nodeId(k) + "\";";
  }
  if (!minRank.empty()) d += "  { rank=\"min\";" + minRank + " }\n";
  if (!maxRank.empty()) d += "  { rank=\"max\";" + maxRank + " }\n";

  for (const PlannedEdge& e : edges)
    if (e.drawn) d += "  \"" + e.from + "\" -> \"" + e.to + "\"" + e.attrs + ";\n";

  // The legend: one row per category, our own text only.
  d += "  \"legend\" [id=\"legend\", shape=\"plaintext\", margin=\"0\", label=<<TABLE BORDER=\"0\" CELLBORDER=\"1\" "
       "CELLSPACING=\"2\" CELLPADDING=\"3\">";
  d += "<TR><TD COLSPAN=\"2\"><FONT COLOR=\"" + std::string(th.font) + "\">Legend</FONT></TD></TR>";
  for (int c = 1; c < 8; ++c) {
    const CategoryStyle& st = categoryStyle(static_cast<Category>(c), dark);
    d += "<TR><TD BGCOLOR=\"" + std::string(st.fill) + "\" COLOR=\"" + st.border + "\" WIDTH=\"18\"> </TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"" +
         th.font + "\">" + st.legend + " (" + st.shape + ")</FONT></TD></TR>";
  }
  d += "<TR><TD COLOR=\"" + std::string(th.summaryBorder) + "\"> </TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"" +
       th.font + "\">recomputed / collapsed (dashed)</FONT></TD></TR>";
  if (mode == Mode::Pair)
    d += "<TR><TD BGCOLOR=\"" + std::string(th.cross) + "\"> </TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"" + th.font +
         "\">forward producer to backward (dashed edge)</FONT></TD></TR>";
  d += "</TABLE>>];\n";
  PlannedNode legend;
  legend.id = "legend";
  plan.nodes.push_back(std::move(legend));
  d += "}\n";
  return plan;
}

}  // namespace fxr
