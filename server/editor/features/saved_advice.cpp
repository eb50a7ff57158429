#include "features/saved_advice.h"

#include "fx/bytes.h"
#include "fx/recompute_advice.h"

namespace fxl {

namespace {

constexpr size_t kMaxUsersShown = 6;

bool savedLink(const fx::Association& as) {
  return as.kind == fx::AssocKind::Saved && as.status == fx::AssocStatus::Matched;
}

// The saved forward node the hovered node stands for: itself in a forward, its producer in a backward.
fx::NodeRef savedForward(const Snapshot& snap, fx::NodeRef node) {
  const fx::Node* n = snap.node(node);
  if (!n) return {};
  const fx::Role role = snap.analysis().graphs[node.graph].role;
  if (fx::isSaved(*n) && (role == fx::Role::Forward || role == fx::Role::Joint)) return node;
  if (const fx::Association* as = snap.associationOf(node); as && savedLink(*as)) {
    const fx::Node* f = snap.node(as->forward);
    if (f && fx::isSaved(*f)) return as->forward;
  }
  return {};
}

std::string usersText(const Snapshot& snap, const fx::SavedTensorAdvice& adv) {
  if (adv.backwardUsers.empty()) return "no backward user found";
  std::string out = "needed by ";
  for (size_t i = 0; i < adv.backwardUsers.size() && i < kMaxUsersShown; ++i)
    out += (i ? ", `" : "`") + std::string(snap.node(adv.backwardUsers[i])->name.view()) + "`";
  if (adv.backwardUsers.size() > kMaxUsersShown)
    out += " +" + std::to_string(adv.backwardUsers.size() - kMaxUsersShown) + " more";
  return out;
}

}  // namespace

std::optional<std::string> savedAdviceLine(const Snapshot& snap, fx::NodeRef node) {
  const fx::NodeRef forward = savedForward(snap, node);
  if (!forward.valid()) return std::nullopt;
  std::vector<fx::NodeRef> placeholders;
  for (const fx::Association* as : snap.consumersOf(forward))
    if (savedLink(*as)) placeholders.push_back(as->backward);
  const fx::SavedTensorAdvice adv = fx::adviseOne(snap.analysis(), forward, placeholders);
  return "saved: " + fx::formatBytes(adv.bytes) + " · " + usersText(snap, adv) + " · " + fx::describeAdvice(snap.analysis(), adv);
}

}  // namespace fxl
