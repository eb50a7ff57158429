// Parsing FX printouts (gm.code / print_readable, str(graph), print_tabular, logs holding them) into Graphs.
#pragma once

#include <string_view>
#include <vector>

#include "model.h"

namespace fx {

// A partitioner's log line naming the values it saved for backward, e.g. MagiCompiler's
// `MagiCompiler: saved_output = OrderedSet([primals_1, mm, getitem_3])`: evidence for pairing and categories.
struct SavedOutputNote {
  int doc = -1;
  uint32_t line = 0;  // 0-based
  std::vector<std::string> names;
};

struct ParseResult {
  std::vector<Graph> graphs;
  std::vector<Diagnostic> diagnostics;
  std::vector<SavedOutputNote> savedOutputs;
};

// Parse every graph in a document. Never throws on bad input: what cannot be read becomes a diagnostic.
// The graphs hold views into doc.text: the Document must outlive them (and not be modified meanwhile).
ParseResult parseDocument(const Document& doc, int docIndex);

}  // namespace fx
