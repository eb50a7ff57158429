// Moving parsed graphs to a new text: an edit elsewhere in the document leaves a printout's bytes as they were
// but where they sit may move (reparse.cpp). The moved graph views the new text and owns its arena alone (a new
// one, or the old graph's when that was given up), so that nothing of the old text or the old parse stays alive
// through it.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "model.h"
#include "parse.h"

namespace fx {

// The old text, the new one, and how far what is moved lies from where it was (bytes and lines).
struct TextMove {
  std::string_view from, to;
  int64_t bytes = 0, lines = 0;
  std::span<const uint32_t> lineStarts;  // the new document's
};

// `g` in the new text. Every view into `from` must lie in a part of it that is in `to` at `bytes` further;
// `parentShift` is added to a nested graph's parent index.
Graph rebased(const Graph& g, const TextMove& m, int parentShift);
// The same from a graph given up: moved in place, without a copy or an allocation, when nothing else holds its
// arena (an analysis's copies of it gone); else as above.
Graph rebased(Graph&& g, const TextMove& m, int parentShift);
Diagnostic rebased(Diagnostic d, const TextMove& m);
SavedOutputNote rebased(SavedOutputNote n, const TextMove& m);

}  // namespace fx
