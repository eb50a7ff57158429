#include "model.h"
#include "scan.h"

#include <algorithm>
#include <cstring>

namespace fx {

void Document::index() {
  lineStarts.clear();
  lineStarts.push_back(0);
  const char* b = text.data();
  const char* e = b + text.size();
  for (const char* p = b; p < e;) {
    const void* nl = std::memchr(p, '\n', static_cast<size_t>(e - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    lineStarts.push_back(static_cast<uint32_t>(p - b));
  }
}

uint32_t Document::lineOf(uint32_t offset) const {
  auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
  return it == lineStarts.begin() ? 0 : static_cast<uint32_t>(it - lineStarts.begin() - 1);
}

std::string_view Document::line(uint32_t l) const {
  if (l >= lineStarts.size()) return {};
  uint32_t b = lineStarts[l];
  uint32_t e = l + 1 < lineStarts.size() ? lineStarts[l + 1] : static_cast<uint32_t>(text.size());
  std::string_view s(text.data() + b, e - b);
  while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

const char* toString(OpKind k) {
  switch (k) {
    case OpKind::Placeholder: return "placeholder";
    case OpKind::CallFunction: return "call_function";
    case OpKind::CallMethod: return "call_method";
    case OpKind::CallModule: return "call_module";
    case OpKind::GetAttr: return "get_attr";
    case OpKind::Output: return "output";
  }
  return "?";
}

const char* toString(Role r) {
  switch (r) {
    case Role::Unknown: return "unknown";
    case Role::Forward: return "forward";
    case Role::Backward: return "backward";
    case Role::Joint: return "joint";
    case Role::Inference: return "inference";
    case Role::Dynamo: return "dynamo";
  }
  return "?";
}

const char* toString(Category c) {
  switch (c) {
    case Category::None: return "";
    case Category::Input: return "input";
    case Category::Tangent: return "tangent";
    case Category::Fwd: return "fwd";
    case Category::Bwd: return "bwd";
    case Category::SaveTensor: return "save_tensor";
    case Category::FwdOutput: return "fwd_output";
    case Category::BwdOutput: return "bwd_output";
  }
  return "?";
}

const char* toString(Form f) {
  switch (f) {
    case Form::Code: return "code";
    case Form::GraphStr: return "graph";
    case Form::Tabular: return "tabular";
  }
  return "?";
}

const char* toString(Severity s) {
  switch (s) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Information: return "information";
    case Severity::Hint: return "hint";
  }
  return "?";
}

const char* toString(AssocStatus s) {
  switch (s) {
    case AssocStatus::Matched: return "matched";
    case AssocStatus::Ambiguous: return "ambiguous";
    case AssocStatus::Unmatched: return "unmatched";
  }
  return "?";
}

const char* toString(AssocKind k) {
  switch (k) {
    case AssocKind::Saved: return "saved";
    case AssocKind::Constant: return "constant";
    case AssocKind::Tangent: return "tangent";
    case AssocKind::GradOutput: return "grad_output";
    case AssocKind::Recomputed: return "recomputed";
  }
  return "?";
}

std::string Node::opName() const {
  if (op == OpKind::CallMethod) return target;
  if (target == "operator.getitem") return "getitem";
  // torch.ops.aten.mm.default → mm ; aten.mm.default (print_tabular) → mm ; torch.ops.prims.iota.default → iota.
  // Anything else (operator.mul, torch.func.grad, a module path) is returned whole.
  std::string_view t = target;
  bool opPath = false;
  if (t.substr(0, 10) == "torch.ops.") t.remove_prefix(10), opPath = true;
  for (std::string_view ns : {"aten.", "prims.", "higher_order.", "_c10d_functional.", "inductor."})
    if (t.substr(0, ns.size()) == ns) {
      t.remove_prefix(ns.size());
      opPath = true;
      break;
    }
  if (opPath) t = t.substr(0, t.find('.'));
  return std::string(t);
}

bool Node::isSavedConstant() const {
  return op == OpKind::GetAttr &&
         (target.rfind("_tensor_constant", 0) == 0 || target.rfind("_param_constant", 0) == 0);
}

bool Graph::hasSavedConstants() const {
  for (const auto& n : nodes)
    if (n.isSavedConstant()) return true;
  return false;
}

int Graph::find(std::string_view name) const {
  auto it = index.find(name);
  return it == index.end() ? -1 : it->second;
}

int Graph::output() const {
  for (int i = static_cast<int>(nodes.size()) - 1; i >= 0; --i)
    if (nodes[i].op == OpKind::Output) return i;
  return -1;
}

std::vector<int> Graph::placeholders() const {
  std::vector<int> r;
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i)
    if (nodes[i].op == OpKind::Placeholder) r.push_back(i);
  return r;
}

void Graph::link() {
  // A parser may have filled the index while building; rebuild it only if it does not match the nodes.
  bool consistent = index.size() == nodes.size();
  for (int i = 0; consistent && i < static_cast<int>(nodes.size()); ++i) {
    auto it = index.find(nodes[i].name);
    consistent = it != index.end() && it->second == i;
  }
  if (!consistent) {
    index.clear();
    for (int i = 0; i < static_cast<int>(nodes.size()); ++i) index.emplace(nodes[i].name, i);
  }
  for (auto& n : nodes) n.users.clear();
  for (int i = 0; i < static_cast<int>(nodes.size()); ++i) {
    Node& n = nodes[i];
    size_t kept = 0;
    for (size_t k = 0; k < n.uses.size(); ++k) {
      Use& u = n.uses[k];
      int j = find(u.name);
      if (j < 0 || j == i) continue;  // not a node of this graph (a module attribute, a dtype, ...)
      u.node = j;
      if (kept != k) n.uses[kept] = std::move(u);
      ++kept;
      auto& us = nodes[j].users;
      if (us.empty() || us.back() != i) us.push_back(i);
    }
    n.uses.resize(kept);
    for (auto& a : n.args) a.ref = -1;
    for (auto& a : n.kwargs) a.ref = -1;
    for (auto& u : n.uses) {
      Arg* a = u.arg >= 0 ? (u.arg < static_cast<int>(n.args.size()) ? &n.args[u.arg] : nullptr)
                          : (-1 - u.arg < static_cast<int>(n.kwargs.size()) ? &n.kwargs[-1 - u.arg] : nullptr);
      if (a && a->single) a->ref = u.node;
    }
    // `x = t[i]` (every form spells the target operator.getitem): the tuple and the index.
    n.getitemOf = n.getitemIndex = -1;
    if (n.target == "operator.getitem" && !n.args.empty() && n.args[0].ref >= 0) {
      n.getitemOf = n.args[0].ref;
      if (n.args.size() > 1 && !scan::parseInt(n.args[1].text, n.getitemIndex)) n.getitemIndex = -1;
    }
  }
}

}  // namespace fx
