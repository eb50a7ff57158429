#include "features/hover.h"

#include <vector>

#include "features/common.h"
#include "fx/bytes.h"
#include "fx/dump_names.h"

namespace fxl {

namespace {

using namespace feat;

constexpr size_t kMaxConsumers = 8;

std::string plural(size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string joined(const std::vector<std::string>& items, const char* sep = ", ") {
  std::string out;
  for (const auto& s : items) {
    if (!out.empty()) out += sep;
    out += s;
  }
  return out;
}

// `fwd.py:12`, linked when the dispatcher gives link targets.
std::string placeOf(const Snapshot& s, fx::NodeRef r, const LinkFor& linkFor) {
  const fx::Graph* g = graphOf(s, r);
  const fx::Node* n = s.node(r);
  if (!g || !n || g->doc < 0 || g->doc >= s.docCount()) return {};
  const uint32_t line = g->lineOf(*n);
  std::string label = std::string(fx::dumps::baseName(s.analysis().docs[g->doc].path)) + ":" + std::to_string(line + 1);
  if (!linkFor) return codeSpan(label);
  std::string out = "[";
  out += mdEscape(label);
  out += "](" + linkFor(g->doc, line) + ")";
  return out;
}

// `name` · `torch.ops.aten.mm.default` in `fwd.py#1` · [fwd.py:12](...)
std::string describeForward(const Snapshot& s, fx::NodeRef r, const LinkFor& linkFor) {
  const fx::Node* n = s.node(r);
  const fx::Graph* g = graphOf(s, r);
  if (!n || !g) return "?";
  std::string out = codeSpan(n->name);
  if (n->isCompute()) out += " · " + codeSpan(n->target);
  else out += std::string(" · ") + fx::toString(n->op);
  out += " in " + codeSpan(g->id);
  std::string place = placeOf(s, r, linkFor);
  if (!place.empty()) out += " · " + place;
  return out;
}

const char* producerHeading(fx::AssocKind k) {
  switch (k) {
    case fx::AssocKind::Saved: return "Saved by forward";
    case fx::AssocKind::Constant: return "Saved by forward (constant)";
    case fx::AssocKind::Tangent: return "Gradient of forward output";
    case fx::AssocKind::GradOutput: return "Gradient for forward input";
    case fx::AssocKind::Recomputed: return "Recomputes forward";
  }
  return "Forward";
}

std::string evidenceLine(const fx::Association& as) {
  return as.evidence.empty() ? std::string("- no evidence") : "- evidence: " + mdEscape(joined(as.evidence));
}

std::string associationSection(const Snapshot& s, const fx::Association& as, const LinkFor& linkFor) {
  std::string out = std::string("**") + producerHeading(as.kind) + "**";
  switch (as.status) {
    case fx::AssocStatus::Matched:
      out += " · " + describeForward(s, as.forward, linkFor) + "\n\n";
      out += std::string("- ") + fx::toString(as.kind) + " · matched\n";
      out += evidenceLine(as) + "\n";
      break;
    case fx::AssocStatus::Ambiguous:
      out += " · **ambiguous**, one of:\n\n";
      for (const fx::NodeRef& c : as.candidates) out += "- " + describeForward(s, c, linkFor) + "\n";
      out += evidenceLine(as) + "\n";
      break;
    case fx::AssocStatus::Unmatched:
      out += " · **unmatched**: no forward producer found\n\n";
      out += evidenceLine(as) + "\n";
      break;
  }
  return out;
}

std::string consumersSection(const Snapshot& s, const std::vector<const fx::Association*>& consumers,
                             fx::NodeRef self) {
  std::string out = "**Used in backward** (" + std::to_string(consumers.size()) + ")\n\n";
  size_t shown = 0;
  for (const fx::Association* as : consumers) {
    if (shown == kMaxConsumers) break;
    ++shown;
    const fx::Graph* g = graphOf(s, as->backward);
    out += "- " + codeSpan(g ? g->id : std::string("?")) + " · " + codeSpan(nodeName(s, as->backward)) + " · " +
           fx::toString(as->kind);
    if (!(as->forward == self)) out += " · candidate (" + std::string(fx::toString(as->status)) + ")";
    out += "\n";
  }
  if (consumers.size() > shown) out += "- +" + std::to_string(consumers.size() - shown) + " more\n";
  return out;
}

// `File: /a/b/model.py:4 in f, code: x = a + 1` → *model.py:4 in f* · `x = a + 1`
std::string sourceLine(std::string_view src) {
  constexpr std::string_view kFile = "File: ", kCode = ", code: ";
  if (src.substr(0, kFile.size()) != kFile) return codeSpan(src);
  std::string_view rest = src.substr(kFile.size());
  size_t c = rest.find(kCode);
  std::string_view loc = c == std::string_view::npos ? rest : rest.substr(0, c);
  std::string out = "*" + mdEscape(fx::dumps::baseName(loc)) + "*";
  if (c != std::string_view::npos) out += " · " + codeSpan(rest.substr(c + kCode.size()));
  return out;
}

}  // namespace

std::optional<HoverResult> hover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor) {
  std::optional<Occurrence> occ = snap.at(doc, offset);
  if (!occ) return std::nullopt;
  const fx::Node* n = snap.node(occ->node);
  const fx::Graph* g = graphOf(snap, occ->node);
  if (!n || !g) return std::nullopt;

  const fx::Association* as = snap.associationOf(occ->node);
  std::vector<const fx::Association*> consumers = snap.consumersOf(occ->node);
  bool recomputed = n->recomputed;
  for (const fx::Association* c : consumers)
    if (c->kind == fx::AssocKind::Recomputed && c->status == fx::AssocStatus::Matched) recomputed = true;

  // Header: name · category · facts.
  std::string md = "**" + mdEscape(n->name) + "**";
  if (n->category != fx::Category::None) md += std::string(" · ") + fx::toString(n->category);
  if (n->savedInput) md += " · saved for backward";
  if (recomputed) md += " · recomputed in backward";
  md += "\n\n";

  // What it is: op kind and target, type and size, users.
  std::vector<std::string> facts;
  facts.push_back(codeSpan(fx::toString(n->op)));
  if (n->isCompute() || n->op == fx::OpKind::GetAttr) {
    facts.back() += " " + codeSpan(n->target);
  }
  if (!n->type.text.empty()) {
    facts.push_back(codeSpan(n->type.text));
    if (auto b = n->type.bytes()) facts.push_back(fx::formatBytes(*b));
    else if (n->type.known()) facts.push_back("symbolic");
  }
  size_t users = g ? g->usersOf(occ->node.node).size() : 0;
  facts.push_back(users == 0 ? std::string("no users") : plural(users, "user", "users"));
  facts.push_back("in " + codeSpan(g->id));
  md += joined(facts, " · ") + "\n";

  if (as) md += "\n---\n\n" + associationSection(snap, *as, linkFor);
  if (!consumers.empty()) md += "\n---\n\n" + consumersSection(snap, consumers, occ->node);
  if (std::string_view src = g->sourceOf(*n); !src.empty()) md += "\n---\n\n" + sourceLine(src) + "\n";
  // What decided the graph's role, since a category only means something under it.
  md += "\n---\n\n" + codeSpan(g->id) + " is " + (g->role == fx::Role::Unknown ? "of unknown role" : std::string("a ") + fx::toString(g->role) + " graph") +
        (g->roleEvidence.empty() ? "" : ": " + mdEscape(g->roleEvidence)) + "\n";

  return HoverResult{std::move(md), occ->range, doc};
}

}  // namespace fxl
