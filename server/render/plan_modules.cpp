#include "plan_modules.h"

#include <unordered_map>

#include "fx/module_names.h"

namespace fxr {

namespace {

using fx::Category;
using fx::Graph;
using fx::OpKind;

std::vector<int> placeholders(const Graph& g, bool primalsOnly) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    const fx::Node& n = g.nodes[i];
    if (n.op == OpKind::Placeholder && !(primalsOnly && n.category == Category::Tangent)) out.push_back(i);
  }
  return out;
}

// Do Dynamo graph `d`'s inputs line up with `inputs` of graph `g`: as many, and of the same types where both print
// them, with at least one named after a module?
bool linesUp(const Graph& d, const std::vector<int>& dInputs, const Graph& g, const std::vector<int>& inputs) {
  if (dInputs.size() != inputs.size() || inputs.empty()) return false;
  bool named = false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    const fx::NodeType &x = d.nodes[dInputs[i]].type, &y = g.nodes[inputs[i]].type;
    if (x.known() && y.known() && !fx::sameType(x, y)) return false;
    named = named || fx::modulePathOfInput(d.nodes[dInputs[i]].name).has_value();
  }
  return named;
}

// The Dynamo graph whose inputs are graph `gi`'s primals: the same compile id first, then the same document,
// then any. -1 when none lines up.
int dynamoOf(const fx::Analysis& a, int gi, const std::vector<int>& inputs) {
  const Graph& g = a.graphs[gi];
  int best = -1, bestRank = 3;
  for (int di = 0; di < static_cast<int>(a.graphs.size()); ++di) {
    const Graph& d = a.graphs[di];
    if (d.role != fx::Role::Dynamo || di == gi) continue;
    const int rank = !g.compileId.empty() && d.compileId == g.compileId ? 0 : d.doc == g.doc ? 1 : 2;
    if (rank < bestRank && linesUp(d, placeholders(d, false), g, inputs)) best = di, bestRank = rank;
  }
  return best;
}

class Assigner {
 public:
  explicit Assigner(const Picture& p) : p_(p), m_{{""}, std::vector<int>(p.total, -1), 0} {}

  Modules run() {
    for (size_t s = 0; s < p_.slots.size(); ++s) nameInputs(static_cast<int>(s));
    forwardMarkers();
    fill(kFwdSide);
    backwardMarkers();
    fill(kBwdSide);
    for (int k = 0; k < p_.total; ++k) m_.known += m_.of[k] > 0;
    return std::move(m_);
  }

 private:
  int intern(std::string_view path) {
    auto [it, added] = index_.emplace(std::string(path), static_cast<int>(m_.paths.size()));
    if (added) m_.paths.emplace_back(path);
    return it->second;
  }

  // Step 1: the inputs' modules, from their own names (a Dynamo graph) or their Dynamo graph's.
  void nameInputs(int slot) {
    const Graph& g = p_.graph(slot);
    const int gi = p_.slots[slot];
    if (p_.mode == Picture::Mode::Pair && slot == 1) return;  // a backward's inputs are tied through its forward
    const std::vector<int> inputs = placeholders(g, true);
    const Graph* named = &g;
    std::vector<int> names = inputs;
    if (g.role != fx::Role::Dynamo) {
      const int di = dynamoOf(*p_.analysis, gi, inputs);
      if (di < 0) return;
      named = &p_.analysis->graphs[di];
      names = placeholders(*named, false);
    }
    for (size_t i = 0; i < inputs.size(); ++i)
      if (auto path = fx::modulePathOfInput(named->nodes[names[i]].name)) {
        const int k = p_.offset[slot] + inputs[i];
        m_.of[k] = intern(*path);
        param_.emplace(k, m_.of[k]);
      }
  }

  // The module of node k's inputs that are parameters or views of one (common parent); -1 when none.
  int paramModule(int k) {
    const int offset = p_.offset[p_.slotOf(k)];
    int module = -1;
    for (const auto& u : p_.node(k).uses()) {
      if (u.node < 0) continue;
      auto it = param_.find(offset + u.node);
      if (it == param_.end()) continue;
      module = module < 0 ? it->second : common(module, it->second);
    }
    return module;
  }

  int common(int a, int b) {
    return a == b ? a : intern(fx::commonModule(m_.paths[a], m_.paths[b]));
  }

  // Step 2, forward: views of parameters take the parameter's module; a node reading them is a marker, and so is
  // an older Dynamo graph's call of a module (`self.L__self___layers_0_mlp(x)`).
  void forwardMarkers() {
    for (int k = 0; k < p_.total; ++k) {
      if (p_.side(k) != kFwdSide || m_.of[k] >= 0) continue;
      if (p_.node(k).op == OpKind::CallModule)
        if (auto path = fx::modulePathOfCallTarget(p_.node(k).target)) {
          m_.of[k] = intern(*path);
          continue;
        }
      const int module = paramModule(k);
      if (module < 0) continue;
      m_.of[k] = module;
      int uses = 0, params = 0;
      const int offset = p_.offset[p_.slotOf(k)];
      for (const auto& u : p_.node(k).uses())
        if (u.node >= 0) ++uses, params += param_.count(offset + u.node) > 0;
      if (uses == params && uses == 1) param_.emplace(k, module);  // `t(primals_5)`: the parameter, seen otherwise
    }
  }

  // Step 2, backward: a node reading forward values (a joint's own, a pair's through its cross edges) computes
  // their module's gradient.
  void backwardMarkers() {
    for (int k = 0; k < p_.total; ++k) {
      if (p_.side(k) != kBwdSide) continue;
      int module = -1;
      auto take = [&](int j) {
        if (p_.side(j) != kFwdSide || m_.of[j] < 0) return;
        module = module < 0 ? m_.of[j] : common(module, m_.of[j]);
      };
      const int offset = p_.offset[p_.slotOf(k)];
      for (const auto& u : p_.node(k).uses()) {
        if (u.node < 0) continue;
        take(offset + u.node);
        if (auto it = p_.partners.find(offset + u.node); it != p_.partners.end())
          for (int j : it->second) take(j);
      }
      if (module > 0) m_.of[k] = module;
    }
  }

  // Step 3: the nodes of one side between two markers belong to the markers' common parent; before the first
  // and after the last, to the model. Tangents and gradient outputs (drawn outside both sides) stay unknown.
  void fill(Side side) {
    int last = 0;
    std::vector<int> waiting;
    for (int k = 0; k < p_.total; ++k) {
      if (p_.side(k) != side) continue;
      if (p_.node(k).op == OpKind::Placeholder) {  // printed first, in no call: a parameter keeps its module
        if (m_.of[k] < 0) m_.of[k] = 0;
        continue;
      }
      if (m_.of[k] < 0) {
        waiting.push_back(k);
        continue;
      }
      const int between = common(last, m_.of[k]);
      for (int w : waiting) m_.of[w] = between;
      waiting.clear();
      last = m_.of[k];
    }
    for (int w : waiting) m_.of[w] = 0;
  }

  const Picture& p_;
  Modules m_;
  std::unordered_map<std::string, int> index_{{"", 0}};
  std::unordered_map<int, int> param_;  // picture node → module: parameters and single views of them
};

}  // namespace

Modules modulesOf(const Picture& p) { return Assigner(p).run(); }

}  // namespace fxr
