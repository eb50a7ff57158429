#include "plan_module_groups.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string_view>
#include <unordered_map>

#include "fx/module_names.h"

namespace fxr {

namespace {

// `<graph id>:<kind letter><slot>.<side>.<hash>`: a group's id, the same in every render of the printout.
std::string idOf(const Picture& p, char kind, int k, std::string_view key) {
  std::string id = p.graph(0).id + ":";
  id += kind;
  id += std::to_string(p.slotOf(k)) + "." + std::to_string(static_cast<int>(p.side(k))) + "." + shortHash(key);
  return id;
}

std::string_view pathOf(const Modules& m, int k) { return m.paths[m.of[k]]; }

// The child of module `parent` that holds `path` (a path below it): `parent.<next part>`.
std::string_view childOf(std::string_view parent, std::string_view path) {
  const size_t from = parent.empty() ? 0 : parent.size() + 1;
  const size_t dot = path.find('.', from);
  return path.substr(0, dot);
}

bool isNumber(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
}

std::string_view lastPart(std::string_view path) {
  const size_t dot = path.rfind('.');
  return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

// What a module computes, to tell repeated layers: its ops and categories, counted.
std::string signature(const Picture& p, const Group& g) {
  std::map<std::string_view, int> ops;
  for (int k : g.members) {
    const fx::Node& n = p.node(k);
    ++ops[n.isCompute() ? n.opNameView() : std::string_view(fx::toString(n.op))];  // not a placeholder's own name
  }
  std::string sig;
  for (const auto& [op, n] : ops) sig.append(op).append(":").append(std::to_string(n)).append(",");
  return sig;
}

Group moduleGroup(const Picture& p, GroupKind kind, int first, std::string_view path) {
  Group g;
  g.kind = kind;
  g.module = std::string(path);
  g.id = idOf(p, kind == GroupKind::Module ? 'm' : 'o', first, path);
  return g;
}

// Consecutive numbered siblings (`layers.0`, `layers.1`, ...) that compute alike, folded into one group.
std::vector<Group> foldRepeats(const Picture& p, std::vector<Group> children) {
  std::vector<Group> out;
  for (size_t i = 0; i < children.size();) {
    size_t j = i + 1;
    if (children[i].kind == GroupKind::Module && isNumber(lastPart(children[i].module))) {
      const std::string sig = signature(p, children[i]);
      while (j < children.size() && children[j].kind == GroupKind::Module && isNumber(lastPart(children[j].module)) &&
             fx::parentModule(children[j].module) == fx::parentModule(children[i].module) && signature(p, children[j]) == sig)
        ++j;
    }
    if (j - i < 2) {
      out.push_back(std::move(children[i++]));
      continue;
    }
    Group r;
    r.kind = GroupKind::ModuleRepeat;
    r.runs = static_cast<int>(j - i);
    r.module = children[i].module + "\xE2\x80\x93" + std::string(lastPart(children[j - 1].module));
    r.id = idOf(p, 'r', children[i].members.front(), r.module);
    for (size_t c = i; c < j; ++c) r.members.insert(r.members.end(), children[c].members.begin(), children[c].members.end());
    std::sort(r.members.begin(), r.members.end());
    r.parts.assign(std::make_move_iterator(children.begin() + static_cast<long>(i)),
                   std::make_move_iterator(children.begin() + static_cast<long>(j)));
    out.push_back(std::move(r));
    i = j;
  }
  return out;
}

}  // namespace

bool groupByModules(const Picture& p, const Modules& m) { return m.known * 2 >= p.total; }

std::vector<Group> topByModule(const Picture& p, const std::vector<char>& hidden, const Modules& m) {
  std::vector<Group> top;
  std::map<std::pair<int, int>, size_t> root;  // (slot, side) → its group in `top`
  std::map<std::pair<int, int>, size_t> rest;  // (slot, category) of the nodes no module holds
  for (int k = 0; k < p.total; ++k) {
    if (!hidden[k]) continue;
    if (m.of[k] >= 0) {
      auto [it, added] = root.emplace(std::pair(p.slotOf(k), static_cast<int>(p.side(k))), top.size());
      if (added) top.push_back(moduleGroup(p, GroupKind::Module, k, ""));
      top[it->second].members.push_back(k);
    } else {
      auto [it, added] = rest.emplace(std::pair(p.slotOf(k), static_cast<int>(p.node(k).category)), top.size());
      if (added) top.push_back({idOf(p, 'c', k, fx::toString(p.node(k).category)), GroupKind::Category, {}, 1});
      top[it->second].members.push_back(k);
    }
  }
  return top;
}

std::vector<Group> moduleChildren(const Picture& p, const Modules& m, const Group& g) {
  if (g.kind == GroupKind::ModuleRepeat) return g.parts;
  if (g.kind != GroupKind::Module) return {};
  std::vector<Group> children;
  std::unordered_map<std::string_view, size_t> index;
  Group own = moduleGroup(p, GroupKind::ModuleOwn, g.members.front(), g.module);
  for (int k : g.members) {
    const std::string_view path = pathOf(m, k);
    if (path == g.module) {
      own.members.push_back(k);
      continue;
    }
    const std::string_view child = childOf(g.module, path);
    auto [it, added] = index.emplace(child, children.size());
    if (added) children.push_back(moduleGroup(p, GroupKind::Module, k, child));
    children[it->second].members.push_back(k);
  }
  // Submodules of kSmallestGroup nodes or fewer (a norm's two nodes) join the module's own nodes: drawn apart they
  // would be loose nodes among the boxes, the first thing to blur when the overview is fitted to a panel.
  std::erase_if(children, [&](Group& c) {
    if (c.members.size() > static_cast<size_t>(kSmallestGroup) || children.size() == 1) return false;
    own.members.insert(own.members.end(), c.members.begin(), c.members.end());
    return true;
  });
  std::sort(own.members.begin(), own.members.end());
  if (children.empty()) return {};
  if (children.size() == 1 && own.members.empty()) return moduleChildren(p, m, children.front());
  children = foldRepeats(p, std::move(children));
  if (!own.members.empty()) children.push_back(std::move(own));
  std::stable_sort(children.begin(), children.end(),
                   [](const Group& a, const Group& b) { return a.members.front() < b.members.front(); });
  return children;
}

}  // namespace fxr
