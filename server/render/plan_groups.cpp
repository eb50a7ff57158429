#include "plan_groups.h"

#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "fx/source_refs.h"
#include "plan_module_groups.h"

namespace fxr {

namespace {

// `<slot>.<side>`: groups never mix graphs, nor the two clusters of a joint.
std::string slotSide(const Picture& p, int k) {
  return std::to_string(p.slotOf(k)) + "." + std::to_string(static_cast<int>(p.side(k)));
}

std::string_view sourceOf(const Picture& p, int k) { return p.graph(p.slotOf(k)).sourceOf(p.node(k)); }

// Separate runs of consecutive picture numbers in `members` (print order).
int runsOf(const std::vector<int>& members) {
  int runs = members.empty() ? 0 : 1;
  for (size_t i = 1; i < members.size(); ++i) runs += members[i] != members[i - 1] + 1;
  return runs;
}

// Groups keyed by a string, in the order of their first member.
class Keyed {
 public:
  Group& at(const std::string& key, GroupKind kind) {
    auto [it, added] = index_.emplace(key, static_cast<int>(groups_.size()));
    if (added) groups_.push_back({key, kind, {}, 1});
    return groups_[it->second];
  }
  std::vector<Group> take() {
    for (Group& g : groups_)
      if (g.kind == GroupKind::Source) g.runs = runsOf(g.members);
    return std::move(groups_);
  }

 private:
  std::unordered_map<std::string, int> index_;
  std::vector<Group> groups_;
};

std::string categoryKey(const Picture& p, int k) {
  return "c" + slotSide(p, k) + "." + std::to_string(static_cast<int>(p.node(k).category));
}

std::vector<Group> topByCategory(const Picture& p, const std::vector<char>& hidden) {
  Keyed keyed;
  for (int k = 0; k < p.total; ++k)
    if (hidden[k]) keyed.at(categoryKey(p, k), GroupKind::Category).members.push_back(k);
  return keyed.take();
}

// One group per source line of each graph and side; nodes under no `# File:` line by category.
std::vector<Group> topBySource(const Picture& p, const std::vector<char>& hidden) {
  Keyed keyed;
  for (int k = 0; k < p.total; ++k) {
    if (!hidden[k]) continue;
    const std::string_view src = sourceOf(p, k);
    if (src.empty()) keyed.at(categoryKey(p, k), GroupKind::Category).members.push_back(k);
    else keyed.at("f" + slotSide(p, k) + "." + shortHash(src), GroupKind::Source).members.push_back(k);
  }
  return keyed.take();
}

// One group per function of each graph and side (for printouts with too many source lines to show); nodes under
// no `# File:` line by category.
std::vector<Group> topByFunction(const Picture& p, const std::vector<char>& hidden) {
  Keyed keyed;
  for (int k = 0; k < p.total; ++k) {
    if (!hidden[k]) continue;
    const std::string function = functionOf(sourceOf(p, k));
    if (function.empty()) keyed.at(categoryKey(p, k), GroupKind::Category).members.push_back(k);
    else keyed.at("u" + slotSide(p, k) + "." + shortHash(function), GroupKind::Function).members.push_back(k);
  }
  return keyed.take();
}

// A graph's inputs (parameters, buffers, user inputs) are one group of their own: a model's hundreds of
// parameters printed first would otherwise fill the first blocks (GraphNet's rsn_50: 7 of 12 boxes were inputs).
bool isInput(const Picture& p, int k) { return p.node(k).category == fx::Category::Input; }

// The inputs of each graph and side, one group each; then runs of the other hidden nodes (print order, one graph
// and one side at a time; a joint interleaves its sides), kMaxTopGroups in all, shared among (graph, side) in
// proportion to their size, at least one each. Few groups: Graphviz's layered layout slows down steeply with the
// long edges between them (300 blocks of the 4,420-node big_transformer joint took over 30 s; 48 take about a second).
std::vector<Group> topBlocks(const Picture& p, const std::vector<char>& hidden) {
  Keyed inputs;
  for (int k = 0; k < p.total; ++k)
    if (hidden[k] && isInput(p, k)) inputs.at(categoryKey(p, k), GroupKind::Category).members.push_back(k);
  std::vector<Group> blocks = inputs.take();
  const int budget = std::max(1, kMaxTopGroups - static_cast<int>(blocks.size()));
  std::map<std::string, int> perKey;
  int total = 0;
  for (int k = 0; k < p.total; ++k)
    if (hidden[k] && !isInput(p, k)) ++perKey[slotSide(p, k)], ++total;
  struct Run {
    int perBlock, block = -1, filled = 0;
  };
  std::map<std::string, Run> runs;
  for (const auto& [key, n] : perKey) {
    const long long share = std::max<long long>(1, static_cast<long long>(budget) * n / std::max(1, total));
    runs.emplace(key, Run{static_cast<int>((n + share - 1) / share)});
  }
  int numbered = 0;
  for (int k = 0; k < p.total; ++k) {
    if (!hidden[k] || isInput(p, k)) continue;
    Run& r = runs.at(slotSide(p, k));
    if (r.block < 0 || r.filled >= r.perBlock) {
      r.block = static_cast<int>(blocks.size()), r.filled = 0;
      blocks.push_back({"b" + std::to_string(numbered++), GroupKind::Block, {}, 1});
    }
    blocks[r.block].members.push_back(k);
    ++r.filled;
  }
  return blocks;
}

// Chunks of consecutive members: about √n of about √n members each (at most kFanout of them), so that the next
// expansion is as short a list as this one.
std::vector<Group> chunks(const Group& g) {
  const size_t n = g.members.size();
  size_t count = 2;
  while (count * count < n && count < static_cast<size_t>(kFanout)) ++count;
  const size_t per = (n + count - 1) / count;
  std::vector<Group> out;
  for (size_t i = 0; i < n; i += per) {
    Group& c = out.emplace_back();
    c.id = g.id + "." + std::to_string(out.size() - 1);
    c.kind = GroupKind::Block;
    c.members.assign(g.members.begin() + static_cast<long>(i), g.members.begin() + static_cast<long>(std::min(n, i + per)));
  }
  return out;
}

// A source line's runs, when there are few enough to show.
std::vector<Group> runs(const Group& g) {
  std::vector<Group> out;
  for (size_t i = 0; i < g.members.size(); ++i) {
    if (i == 0 || g.members[i] != g.members[i - 1] + 1)
      out.push_back({g.id + "." + std::to_string(out.size()), GroupKind::Run, {}, 1});
    out.back().members.push_back(g.members[i]);
  }
  return out;
}

// A block's source lines, when it has between two and kFanout of them (else nothing).
std::vector<Group> sourceLines(const Picture& p, const Group& g) {
  std::vector<std::string_view> order;
  std::unordered_map<std::string_view, int> index;
  for (int k : g.members)
    if (index.emplace(sourceOf(p, k), static_cast<int>(order.size())).second) {
      order.push_back(sourceOf(p, k));
      if (order.size() > static_cast<size_t>(kFanout)) return {};
    }
  if (order.size() < 2) return {};
  std::vector<Group> out(order.size());
  for (size_t i = 0; i < order.size(); ++i) {
    out[i].id = g.id + ".s" + std::to_string(i);
    out[i].kind = order[i].empty() ? GroupKind::Block : GroupKind::Source;
  }
  for (int k : g.members) out[index[sourceOf(p, k)]].members.push_back(k);
  for (Group& c : out)
    if (c.kind == GroupKind::Source) c.runs = runsOf(c.members);
  return out;
}

// The children an expanded group shows instead of itself (more than kFanout members): each strictly smaller.
// The children that follow the printout's structure: a line's runs, a group's source lines; empty when only
// arbitrary chunks would do.
std::vector<Group> structuralSplit(const Picture& p, const Modules& m, const Group& g) {
  if (g.kind == GroupKind::Module || g.kind == GroupKind::ModuleRepeat)
    if (std::vector<Group> children = moduleChildren(p, m, g); !children.empty()) return children;
  if (g.kind == GroupKind::Source && g.runs > 1 && g.runs <= kFanout) return runs(g);
  if (g.kind != GroupKind::Source) return sourceLines(p, g);
  return {};
}

std::vector<Group> split(const Picture& p, const Modules& m, const Group& g) {
  std::vector<Group> children = structuralSplit(p, m, g);
  return children.empty() ? chunks(g) : children;
}

// An overview with room to spare says more with its biggest groups split along the structure (a module into its
// submodules, a function into its lines, a line into its runs) as long as it keeps at most kMaxTopGroups boxes.
// Repeated modules stay folded: "×8" is what the overview is there to say.
void fillOverview(const Picture& p, const Modules& m, std::vector<Group>& top) {
  std::vector<char> tried(top.size(), 0);
  for (;;) {
    int biggest = -1;
    for (size_t i = 0; i < top.size(); ++i)
      if (!tried[i] && top[i].members.size() > static_cast<size_t>(kSmallestGroup) &&
          (biggest < 0 || top[i].members.size() > top[biggest].members.size()))
        biggest = static_cast<int>(i);
    if (biggest < 0) return;
    // An overview by modules opens modules into their submodules only (a module's nodes split by source lines say
    // less than the module's name), and a module on both sides at once: its forward and backward stay in one row.
    const GroupKind kind = top[biggest].kind;
    std::vector<size_t> opening = {static_cast<size_t>(biggest)};
    if (kind == GroupKind::Module)
      for (size_t i = 0; i < top.size(); ++i)
        if (i != opening[0] && top[i].kind == GroupKind::Module && top[i].module == top[biggest].module) opening.push_back(i);
    for (size_t i : opening) tried[i] = 1;
    if (kind == GroupKind::ModuleRepeat || kind == GroupKind::ModuleOwn) continue;
    std::vector<Group> children;
    for (size_t i : opening) {
      std::vector<Group> c = kind == GroupKind::Module ? moduleChildren(p, m, top[i]) : structuralSplit(p, m, top[i]);
      children.insert(children.end(), std::make_move_iterator(c.begin()), std::make_move_iterator(c.end()));
    }
    if (children.empty() || top.size() - opening.size() + children.size() > static_cast<size_t>(kMaxTopGroups)) continue;
    std::sort(opening.rbegin(), opening.rend());
    for (size_t i : opening) {
      top.erase(top.begin() + static_cast<long>(i));
      tried.erase(tried.begin() + static_cast<long>(i));
    }
    tried.insert(tried.end(), children.size(), 0);
    for (Group& c : children) top.push_back(std::move(c));
  }
}

bool holdsAny(const Group& g, const std::vector<char>& marked) {
  return std::any_of(g.members.begin(), g.members.end(), [&](int k) { return marked[k] != 0; });
}

}  // namespace

std::string shortHash(std::string_view s) {
  uint64_t h = 1469598103934665603ull;  // FNV-1a
  for (unsigned char c : s) h = (h ^ c) * 1099511628211ull;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out(12, '0');
  for (int i = 11; i >= 0; --i, h >>= 4) out[i] = kHex[h & 15];
  return out;
}

std::string functionOf(std::string_view source) {
  // `Backward of forward node: File: ...` (torch 2.x backward graphs): the forward's line it is the gradient of.
  const std::optional<fx::SourceRef> ref = fx::parseSourceRef(source);
  if (!ref) return {};
  return ref->function.empty() ? std::string(ref->path) : std::string(ref->path) + " in " + std::string(ref->function);
}

std::vector<int> nodesNamed(const Picture& p, const std::string& name, int graph) {
  std::vector<int> found;
  for (size_t s = 0; s < p.slots.size(); ++s)
    if (int i = p.graph(static_cast<int>(s)).find(name); i >= 0 && p.slots[s] == graph) found.push_back(p.offset[s] + i);
  if (found.empty())
    for (size_t s = 0; s < p.slots.size(); ++s)
      if (int i = p.graph(static_cast<int>(s)).find(name); i >= 0) found.push_back(p.offset[s] + i);
  return found;
}

Grouping groupHidden(const Picture& p, std::vector<char>& hidden, bool byCategory,
                     const std::unordered_set<std::string>& expand, const std::vector<int>& reveal) {
  const Modules modules = byCategory ? Modules{} : modulesOf(p);
  std::vector<Group> top;
  if (!byCategory && groupByModules(p, modules)) {
    top = topByModule(p, hidden, modules);
  } else {
    top = byCategory ? topByCategory(p, hidden) : topBySource(p, hidden);
    const bool anySource = std::any_of(top.begin(), top.end(), [](const Group& g) { return g.kind == GroupKind::Source; });
    if (!byCategory && anySource && top.size() > static_cast<size_t>(kMaxTopGroups)) top = topByFunction(p, hidden);
    if (!byCategory && (!anySource || top.size() > static_cast<size_t>(kMaxTopGroups))) top = topBlocks(p, hidden);
    // Ids name the picture's graph: an id kept by the editor opens nothing in another graph's picture.
    for (Group& g : top) g.id = p.graph(0).id + ":" + g.id;
  }
  if (!byCategory) fillOverview(p, modules, top);
  std::vector<char> revealed(p.total, 0);
  for (int k : reveal) revealed[k] = 1;
  Grouping out;
  std::vector<Group> open(std::make_move_iterator(top.rbegin()), std::make_move_iterator(top.rend()));
  while (!open.empty()) {
    Group g = std::move(open.back());
    open.pop_back();
    if (g.members.size() <= static_cast<size_t>(kSmallestGroup)) {
      for (int k : g.members) hidden[k] = 0;  // a box standing for so few nodes saves nothing and says less
    } else if (!expand.count(g.id) && !holdsAny(g, revealed)) {
      out.groups.push_back(std::move(g));
    } else if (g.members.size() <= static_cast<size_t>(kFanout)) {
      for (int k : g.members) hidden[k] = 0;
    } else {
      std::vector<Group> children = split(p, modules, g);
      for (auto it = children.rbegin(); it != children.rend(); ++it) open.push_back(std::move(*it));
    }
  }
  std::sort(out.groups.begin(), out.groups.end(),
            [](const Group& a, const Group& b) { return a.members.front() < b.members.front(); });
  out.groupOf.assign(p.total, -1);
  for (size_t i = 0; i < out.groups.size(); ++i)
    for (int k : out.groups[i].members) out.groupOf[k] = static_cast<int>(i);
  return out;
}

}  // namespace fxr
