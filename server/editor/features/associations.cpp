#include "features/associations.h"

#include "features/common.h"

namespace fxl {

namespace {

std::string cell(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '|') out += "\\|";
    else if (c == '\n' || c == '\r') out += ' ';
    else out += c;
  }
  return out;
}

}  // namespace

std::vector<AssociationRow> associationTable(const Snapshot& snap, std::optional<int> doc) {
  std::vector<AssociationRow> rows;
  if (doc && !feat::validDoc(snap, *doc)) return rows;
  const fx::Analysis& a = snap.analysis();
  for (const fx::Association& as : a.associations) {
    const fx::Graph* bg = feat::graphOf(snap, as.backward);
    if (!bg) continue;
    const fx::Graph* fg = feat::graphOf(snap, as.forward);
    for (size_t i = 0; !fg && i < as.candidates.size(); ++i) fg = feat::graphOf(snap, as.candidates[i]);
    if (!fg)
      if (const fx::Pair* p = snap.pairOf(as.backward.graph); p && p->forward >= 0)
        fg = &a.graphs[p->forward];
    bool inDoc = !doc || bg->doc == *doc || (fg && fg->doc == *doc);
    for (size_t i = 0; doc && !inDoc && i < as.candidates.size(); ++i)
      if (const fx::Graph* cg = feat::graphOf(snap, as.candidates[i])) inDoc = cg->doc == *doc;
    if (!inDoc) continue;

    AssociationRow r;
    r.backwardGraph = bg->id;
    r.backward = feat::nodeName(snap, as.backward);
    r.kind = fx::toString(as.kind);
    r.forwardGraph = fg ? fg->id : std::string();
    r.status = fx::toString(as.status);
    r.backwardAt = snap.definitionOf(as.backward);
    if (as.status == fx::AssocStatus::Matched && snap.node(as.forward)) {
      r.forward = feat::nodeName(snap, as.forward);
      r.forwardAt = snap.definitionOf(as.forward);
    }
    for (const fx::NodeRef& c : as.candidates)
      if (snap.node(c)) r.candidates.push_back(feat::nodeName(snap, c));
    for (const std::string& e : as.evidence) {
      if (!r.evidence.empty()) r.evidence += ", ";
      r.evidence += e;
    }
    rows.push_back(std::move(r));
  }
  return rows;
}

size_t keepAtMost(std::vector<AssociationRow>& rows, size_t max) {
  if (rows.size() <= max) return 0;
  size_t problems = 0;
  for (const AssociationRow& r : rows) problems += r.status != "matched";
  size_t matchedRoom = max > problems ? max - problems : 0;
  size_t problemRoom = max - matchedRoom;
  std::vector<AssociationRow> kept;
  kept.reserve(max);
  for (AssociationRow& r : rows) {
    size_t& room = r.status == "matched" ? matchedRoom : problemRoom;
    if (room == 0) continue;
    --room;
    kept.push_back(std::move(r));
  }
  const size_t left = rows.size() - kept.size();
  rows = std::move(kept);
  return left;
}

std::string associationTableMarkdown(const std::vector<AssociationRow>& rows, size_t leftOut) {
  std::string md = "| backward | kind | forward | status | evidence |\n|---|---|---|---|---|\n";
  for (const AssociationRow& r : rows) {
    std::string fwd;
    if (!r.forward.empty()) {
      fwd = "`" + cell(r.forward) + "`";
    } else if (!r.candidates.empty()) {
      for (size_t i = 0; i < r.candidates.size(); ++i) fwd += (i ? " \\| `" : "`") + cell(r.candidates[i]) + "`";
      fwd += " ?";
    } else {
      fwd = "—";
    }
    if (!r.forwardGraph.empty() && (!r.forward.empty() || !r.candidates.empty())) fwd += " (" + cell(r.forwardGraph) + ")";
    md += "| `" + cell(r.backward) + "` (" + cell(r.backwardGraph) + ") | " + cell(r.kind) + " | " + fwd + " | " +
          cell(r.status) + " | " + cell(r.evidence) + " |\n";
  }
  if (leftOut > 0)
    md += "\n… " + feat::withCommas(leftOut) + " more associations not listed (at most " + feat::withCommas(rows.size()) +
          " per table, unmatched and ambiguous ones first); `fxlens analyze --json` lists them all.\n";
  return md;
}

}  // namespace fxl
