// The association table: for every backward value that comes from the forward, which forward node, how sure.
// Plain rows (the dispatcher turns them into JSON) and a markdown rendering.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct AssociationRow {
  std::string backwardGraph;  // graph id
  std::string backward;       // node name
  std::string kind;           // saved, constant, tangent, grad_output, recomputed
  std::string forwardGraph;   // graph id of the producer (or of the candidates; "" when unknown)
  std::string forward;        // producer name, "" unless matched
  std::string status;         // matched, ambiguous, unmatched
  std::vector<std::string> candidates;  // ambiguous: every candidate's name
  std::string evidence;                 // joined with ", "
  Target backwardAt;                    // the backward node's definition
  std::optional<Target> forwardAt;      // the producer's definition, when matched
};

// All associations, in the analysis' order; with `doc`, those whose backward graph or forward graph (producer or
// candidates) is in that document. An unknown document gives no rows.
std::vector<AssociationRow> associationTable(const Snapshot& snap, std::optional<int> doc);

// A reply holds at most this many rows (the stacked 1M-node log has 111,195 associations: a 34 MB reply).
inline constexpr size_t kMaxAssociationRows = 10000;

// At most `max` rows, in their order: every unmatched and ambiguous row first in line to be kept (what a reader
// looks for), then matched ones. Returns how many were left out.
size_t keepAtMost(std::vector<AssociationRow>& rows, size_t max = kMaxAssociationRows);

// | backward | kind | forward | status | evidence | — names with their graph ids, `|` escaped; with `leftOut`, a
// last line saying how many matched rows are not listed.
std::string associationTableMarkdown(const std::vector<AssociationRow>& rows, size_t leftOut = 0);

}  // namespace fxl
