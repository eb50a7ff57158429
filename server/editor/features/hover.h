// Hover on a node name (its definition or a use): what the node is, and where its value comes from or goes to
// across the forward/backward pair. As data (HoverInfo, hover.cpp), then as markdown (present, hover_render.cpp),
// as clangd's HoverInfo + present() and rust-analyzer's hover.rs + hover/render.rs split them. Byte offsets; no
// LSP types.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

// A forward node a backward value comes from (or may come from).
struct HoverForwardNode {
  std::string name;
  std::string what;   // the op's target (`torch.ops.aten.relu.default`), else the op kind (`placeholder`)
  bool computes = false;  // `what` is a target
  std::string graph;  // its graph's id
  int doc = -1;       // where it is defined, for a link (-1: unknown)
  uint32_t line = 0;  // 0-based
  std::string file;   // the document's base name
};

// A backward value that reads this forward node.
struct HoverConsumer {
  std::string graph, name;
  fx::AssocKind kind = fx::AssocKind::Saved;
  bool candidate = false;  // one of several candidates, not the matched producer
  fx::AssocStatus status = fx::AssocStatus::Matched;
};

struct HoverInfo {
  fx::Range range;  // the hovered name
  int doc = -1;
  // A name that is no node of its graph (a definition renamed or deleted): only `name` and `graph` are set.
  bool undefined = false;
  // The node.
  std::string name;
  std::optional<fx::Category> category;
  bool savedInput = false, recomputed = false;
  fx::OpKind op = fx::OpKind::CallFunction;
  std::string target;              // for compute and get_attr nodes
  std::string type;                // as printed (`f32[8, 32]`), empty when none
  std::optional<uint64_t> bytes;   // when the type's size is known
  bool symbolic = false;           // a type whose size has symbols
  size_t users = 0;
  std::string graph;               // its graph's id
  // Where its value comes from (a backward value) and where it goes (a forward value).
  struct Producer {
    fx::AssocKind kind = fx::AssocKind::Saved;
    fx::AssocStatus status = fx::AssocStatus::Matched;
    std::vector<HoverForwardNode> forward;  // the match, or the candidates
    std::vector<std::string> evidence;
  };
  std::optional<Producer> producer;
  std::vector<HoverConsumer> consumers;  // at most kMaxConsumers
  size_t moreConsumers = 0;
  std::string source;  // the `# File: ...` comment over the node, without `# `
  std::string savedAdvice;  // a saved tensor: size, backward users, could it be recomputed (saved_advice.h)
  // Why its graph has its role.
  fx::Role role = fx::Role::Unknown;
  std::string roleEvidence;
};

inline constexpr size_t kMaxHoverConsumers = 8;

// Nothing when `offset` is not on a node name.
std::optional<HoverInfo> hoverInfo(const Snapshot& snap, int doc, uint32_t offset);

// The link target for a place in a document (the dispatcher turns it into `file:///...#L12`); `line0` is 0-based.
using LinkFor = std::function<std::string(int doc, uint32_t line0)>;
// The hover as markdown. Without `linkFor`, places are shown as `fwd.py:12` without a link.
std::string present(const HoverInfo& info, const LinkFor& linkFor = {});

struct HoverResult {
  std::string markdown;
  fx::Range range;  // the hovered name
  int doc = -1;
};
// hoverInfo + present.
std::optional<HoverResult> hover(const Snapshot& snap, int doc, uint32_t offset, const LinkFor& linkFor = {});

}  // namespace fxl
