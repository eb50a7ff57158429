#include "features/inlay_hints.h"

#include <algorithm>

#include "features/common.h"
#include "fx/bytes.h"

namespace fxl {

namespace {

// What the forward node is when its name says nothing new: its op (Node::opNameView: `relu` for
// torch.ops.aten.relu.default), or `input` for a forward input.
std::string forwardOp(const fx::Node& n) {
  return n.op == fx::OpKind::Placeholder ? "input" : std::string(n.opNameView());
}

// `relu_3` → `relu`: FX names a node after its op.
std::string_view stem(std::string_view name) {
  size_t end = name.size();
  while (end > 0 && name[end - 1] >= '0' && name[end - 1] <= '9') --end;
  return end > 0 && end < name.size() && name[end - 1] == '_' ? name.substr(0, end - 1) : name;
}

// `← relu` for a forward value of another name. When the names are the same (an AOT backward's saved inputs) only
// what the name does not say: the op when the name is not the op's (`← input` for a forward input), the size;
// nothing at all when there is nothing to add (`relu` of an untyped printout), as `← relu` after `relu` would.
std::string matchedLabel(const Snapshot& s, const fx::Association& as, const fx::Node& backward) {
  if (as.kind == fx::AssocKind::Tangent) return "← ∂" + feat::nodeName(s, as.forward);
  const fx::Node* f = s.node(as.forward);
  if (!f) return "← ?";
  const auto bytes = f->type.bytes();
  const std::string size = bytes ? fx::formatBytes(*bytes) : std::string();
  if (f->name != backward.name) return "← " + std::string(f->name) + (size.empty() ? "" : " \xC2\xB7 " + size);
  const std::string op = forwardOp(*f);
  std::string label = op == stem(f->name) ? std::string() : op;
  if (!size.empty()) label += (label.empty() ? "" : " \xC2\xB7 ") + size;
  return label.empty() ? std::string() : "← " + label;
}

std::string forwardLabel(const Snapshot& s, const fx::Association& as, const fx::Node& backward) {
  switch (as.status) {
    case fx::AssocStatus::Matched: return matchedLabel(s, as, backward);
    case fx::AssocStatus::Ambiguous: {
      std::string out = "← ";
      for (size_t i = 0; i < as.candidates.size(); ++i) {
        if (i) out += " | ";
        out += feat::nodeName(s, as.candidates[i]);
      }
      return out + " ?";
    }
    case fx::AssocStatus::Unmatched: return "← ?";
  }
  return {};
}

}  // namespace

std::vector<InlayHint> inlayHints(const Snapshot& snap, int doc, fx::Range within, InlayOptions opts) {
  std::vector<InlayHint> out;
  if (!feat::validDoc(snap, doc) || (!opts.forwardNames && !opts.types)) return out;
  const fx::Analysis& a = snap.analysis();
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi) {
    const fx::Graph& g = a.graphs[gi];
    if (g.doc != doc || g.range.end < within.begin || g.range.begin > within.end) continue;
    for (int ni = 0; ni < static_cast<int>(g.nodes.size()); ++ni) {
      const fx::Node& n = g.nodes[ni];
      const fx::Range nr = g.nameRange(n);
      if (n.op == fx::OpKind::Output || nr.empty()) continue;
      uint32_t at = nr.end;
      if (at < within.begin || at > within.end) continue;
      if (opts.forwardNames && (n.op == fx::OpKind::Placeholder || n.isSavedConstant()))
        if (const fx::Association* as = snap.associationOf({gi, ni}))
          if (std::string label = forwardLabel(snap, *as, n); !label.empty()) out.push_back({at, label, false});
      if (opts.types && n.type.known()) {
        std::string_view def = g.nameAt(n.defRange);
        if (def.find(std::string_view(n.type.text)) == std::string_view::npos)
          out.push_back({at, ": " + std::string(n.type.text), true});
      }
    }
  }
  std::stable_sort(out.begin(), out.end(), [](const InlayHint& x, const InlayHint& y) { return x.offset < y.offset; });
  return out;
}

}  // namespace fxl
