// Semantic tokens: every node name colored by its category, with modifiers for what the analysis found.
// Byte offsets; the dispatcher encodes them relative to positions.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

// The legend. Token type index k is tokenTypes()[k]; modifier bit k is tokenModifiers()[k].
// Types, one per fx::Category in enum order: fxNode (uncategorized), fxInput, fxTangent, fxForward, fxBackward,
// fxSavedTensor, fxForwardOutput, fxBackwardOutput.
const std::vector<std::string>& tokenTypes();
// Modifiers: declaration, recomputed, unmatched, ambiguous, saved.
const std::vector<std::string>& tokenModifiers();

uint32_t tokenTypeOf(fx::Category c);
namespace mod {
inline constexpr uint32_t Declaration = 1u << 0;
inline constexpr uint32_t Recomputed = 1u << 1;
inline constexpr uint32_t Unmatched = 1u << 2;  // a backward node whose association found no forward producer
inline constexpr uint32_t Ambiguous = 1u << 3;  // ... found several candidates
inline constexpr uint32_t Saved = 1u << 4;      // saved for backward (save_tensor, or an input also saved)
}  // namespace mod

struct Token {
  fx::Range range;
  uint32_t type = 0;
  uint32_t modifiers = 0;
  bool operator==(const Token& o) const {
    return range.begin == o.range.begin && range.end == o.range.end && type == o.type && modifiers == o.modifiers;
  }
};

// One token per occurrence of a node name (definitions, uses, and the `return` of the output node), sorted by
// position, never overlapping. With `within`, only the tokens that overlap it, clipped to it.
std::vector<Token> semanticTokens(const Snapshot& snap, int doc, std::optional<fx::Range> within);

// The same, from the document's (or range's) start, looking at graphs only until more than `limit` tokens are
// found: a reply about a huge document stays bounded, and so does the work. `tokens` holds at most limit + 1
// (the one past the limit tells the caller where the cut falls); `complete` is false when anything was left out.
struct FirstTokens {
  std::vector<Token> tokens;
  bool complete = true;
};
FirstTokens firstSemanticTokens(const Snapshot& snap, int doc, std::optional<fx::Range> within, size_t limit);

}  // namespace fxl
