// Parsing FX printouts (gm.code / print_readable, str(graph), print_tabular, logs holding them) into Graphs.
#pragma once

#include <string_view>
#include <vector>

#include "model.h"

namespace fx {

struct ParseResult {
  std::vector<Graph> graphs;
  std::vector<Diagnostic> diagnostics;
};

// Parse every graph in a document. Never throws on bad input: what cannot be read becomes a diagnostic.
// The graphs hold views into doc.text: the Document must outlive them (and not be modified meanwhile).
ParseResult parseDocument(const Document& doc, int docIndex);

}  // namespace fx
