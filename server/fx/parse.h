// Parsing FX printouts (gm.code / print_readable, str(graph), print_tabular, logs holding them) into Graphs.
#pragma once

#include <functional>
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

// Where one top-level printout (a graph and the submodule graphs nested in it) was read. Right after it the
// reader's state is as at the document's start: an edit re-parses from there (reparse.cpp).
struct ParseSegment {
  uint32_t startLine = 0;   // the document line the printout starts on
  uint32_t resumeLine = 0;  // the line the reader went on from (the line count at the document's end)
  uint32_t resumeSkip = 0;  // bytes of that line before its logical text (log prefix, a payload's TAB)
  uint32_t graphsEnd = 0, diagnosticsEnd = 0, savedEnd = 0;  // the result's counts right after it
};

struct ParseResult {
  std::vector<Graph> graphs;
  std::vector<Diagnostic> diagnostics;
  std::vector<SavedOutputNote> savedOutputs;
  std::vector<ParseSegment> segments;  // in document order
  // False when a re-parse may not start after a printout: a graph was cut out of a prefix no rule knows
  // (cutAtGraphStart strips that prefix from the lines after it too), or the text was too large to read.
  bool restartable = true;
};

// Parse every graph in a document. Never throws on bad input: what cannot be read becomes a diagnostic.
// The graphs hold views into doc.text: the Document must outlive them (and not be modified meanwhile).
ParseResult parseDocument(const Document& doc, int docIndex);

// parseDocument's reader from line `fromLine` on, into `r`: the reader's state must be clean there (the document's
// start, or a segment's resume line). After each printout, `done(r)` may end the read. With `toLine`, the reader
// sees the document end there: what it reads is the document's only up to where it looked past its last graph.
void parseFromLine(const Document& doc, int docIndex, uint32_t fromLine, ParseResult& r,
                   const std::function<bool(const ParseResult&)>& done, uint32_t toLine = UINT32_MAX);

}  // namespace fx
