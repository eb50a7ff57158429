// Re-parsing an edited document: only the printouts an edit touched are read again. The reader restarts right
// after the last printout the edit left alone (where its state is as at a document's start), reads until it
// stops right after a printout whose old self lies wholly after the edit, and takes the old graphs from there on,
// moved by what the edit added or removed (rebase.cpp). The result is parseDocument's for the new text: the tests
// compare the two field by field after random edits of real printouts.
#include <algorithm>
#include <cstring>
#include <optional>

#include "analysis.h"
#include "rebase.h"

namespace fx {

namespace {

// The edit as one replaced span: old [begin, oldEnd) became new [begin, newEnd).
struct Change {
  size_t begin = 0, oldEnd = 0, newEnd = 0;
};

size_t commonPrefix(std::string_view a, std::string_view b) {
  const size_t n = std::min(a.size(), b.size());
  constexpr size_t kBlock = 4096;
  size_t p = 0;
  while (p + kBlock <= n && std::memcmp(a.data() + p, b.data() + p, kBlock) == 0) p += kBlock;
  while (p < n && a[p] == b[p]) ++p;
  return p;
}

size_t commonSuffix(std::string_view a, std::string_view b, size_t limit) {
  constexpr size_t kBlock = 4096;
  size_t q = 0;
  while (q + kBlock <= limit &&
         std::memcmp(a.data() + a.size() - q - kBlock, b.data() + b.size() - q - kBlock, kBlock) == 0)
    q += kBlock;
  while (q < limit && a[a.size() - 1 - q] == b[b.size() - 1 - q]) ++q;
  return q;
}

Change changeBetween(std::string_view before, std::string_view after) {
  const size_t p = commonPrefix(before, after);
  const size_t q = commonSuffix(before, after, std::min(before.size(), after.size()) - p);
  return {p, before.size() - q, after.size() - q};
}

uint32_t lineStartOr(const Document& d, size_t line, size_t past) {
  return line < d.lineStarts.size() ? d.lineStarts[line] : static_cast<uint32_t>(past);
}

// How many of the old segments the new parse keeps as they are: those whose reading, and what the reader looked
// at to see each end (at most up to the next printout's first line), lie wholly before the edit.
size_t keptBefore(const Document& old, const std::vector<ParseSegment>& segs, size_t editBegin) {
  size_t k = 0;
  while (k + 1 < segs.size() && lineStartOr(old, segs[k + 1].startLine + 1, old.text.size() + 1) <= editBegin) ++k;
  // k segments are kept when segment k-1's lookahead (up to segment k's first line) is unchanged.
  return k;
}

void fullParse(ParsedDocument& p) {
  p.result = parseDocument(p.doc, 0);
  p.graphsRead = p.result.graphs.size();
}

}  // namespace

std::shared_ptr<const ParsedDocument> reparseFile(const ParsedDocument& old, std::string path, SharedText text) {
  auto p = std::make_shared<ParsedDocument>();
  p->doc = Document(std::move(path), std::move(text));
  p->doc.index();
  const Document& doc = p->doc;
  const ParseResult& was = old.result;
  if (!was.restartable || doc.text.size() > kMaxDocumentBytes) {
    fullParse(*p);
    return p;
  }
  const Change c = changeBetween(old.doc.text, doc.text);
  const size_t kept = keptBefore(old.doc, was.segments, c.begin);
  const ParseSegment none{};
  const ParseSegment& last = kept ? was.segments[kept - 1] : none;

  // Read from there until a printout ends on a line after the edit where an old printout ended too.
  const int64_t lineShift = static_cast<int64_t>(doc.lineStarts.size()) - static_cast<int64_t>(old.doc.lineStarts.size());
  // The read is expected to end within a few printouts of the edit: its lines are made that far, and again to the
  // end only when it does not.
  const uint32_t docLines = static_cast<uint32_t>(doc.lineStarts.size());
  const uint32_t lastOldLine = old.doc.lineOf(static_cast<uint32_t>(c.oldEnd));
  const auto after = std::upper_bound(was.segments.begin(), was.segments.end(), lastOldLine,
                                      [](uint32_t l, const ParseSegment& s) { return l < s.startLine; });
  const size_t ahead = static_cast<size_t>(after - was.segments.begin()) + 3;
  const uint32_t window =
      ahead < was.segments.size() ? static_cast<uint32_t>(was.segments[ahead].startLine + lineShift) + 1 : docLines;
  std::optional<size_t> converged;  // the old segment the read ended on: the old parse is taken after it
  auto convergedAt = [&](const ParseSegment& s, uint32_t toLine) -> std::optional<size_t> {
    if (s.resumeLine >= docLines || doc.lineStarts[s.resumeLine] <= c.newEnd) return std::nullopt;
    const int64_t oldLine = static_cast<int64_t>(s.resumeLine) - lineShift;
    auto it = std::lower_bound(was.segments.begin() + static_cast<std::ptrdiff_t>(kept), was.segments.end(), oldLine,
                               [](const ParseSegment& o, int64_t l) { return o.resumeLine < l; });
    if (it == was.segments.end() || it->resumeLine != oldLine || it->resumeSkip != s.resumeSkip) return std::nullopt;
    // Where the reader looked to see the printout end (up to the next printout's first line) must be in what it read.
    if (toLine < docLines && (it + 1 == was.segments.end() || (it + 1)->startLine + lineShift >= toLine))
      return std::nullopt;
    return static_cast<size_t>(it - was.segments.begin());
  };
  ParseResult fresh;
  for (uint32_t toLine : {window, docLines}) {
    fresh = ParseResult();
    parseFromLine(doc, 0, last.resumeLine, fresh, [&](const ParseResult& r) {
      converged = convergedAt(r.segments.back(), toLine);
      return converged.has_value();
    }, toLine);
    if (converged || toLine == docLines) break;
  }
  if (!fresh.restartable) {
    fullParse(*p);
    return p;
  }
  ParseResult& out = p->result;
  const TextMove stay{old.doc.text, doc.text, 0, 0, doc.lineStarts};
  const TextMove shift{old.doc.text, doc.text,
                       static_cast<int64_t>(c.newEnd) - static_cast<int64_t>(c.oldEnd), lineShift, doc.lineStarts};
  // Kept before the edit.
  for (uint32_t g = 0; g < last.graphsEnd; ++g) out.graphs.push_back(rebased(was.graphs[g], stay, 0));
  for (uint32_t d = 0; d < last.diagnosticsEnd; ++d) out.diagnostics.push_back(rebased(was.diagnostics[d], stay));
  for (uint32_t n = 0; n < last.savedEnd; ++n) out.savedOutputs.push_back(was.savedOutputs[n]);
  out.segments.assign(was.segments.begin(), was.segments.begin() + static_cast<std::ptrdiff_t>(kept));
  // Read again.
  p->graphsRead = fresh.graphs.size();
  const int base = static_cast<int>(out.graphs.size());
  for (Graph& g : fresh.graphs) {
    if (g.parent >= 0) g.parent += base;
    out.graphs.push_back(std::move(g));
  }
  for (Diagnostic& d : fresh.diagnostics) out.diagnostics.push_back(std::move(d));
  for (SavedOutputNote& n : fresh.savedOutputs) out.savedOutputs.push_back(std::move(n));
  for (ParseSegment s : fresh.segments) {
    s.graphsEnd += last.graphsEnd;
    s.diagnosticsEnd += last.diagnosticsEnd;
    s.savedEnd += last.savedEnd;
    out.segments.push_back(s);
  }
  if (!converged) return p;  // read to the end
  // Taken from the old parse, moved: everything after the segment the read converged on.
  const ParseSegment& from = was.segments[*converged];
  const int graphShift = static_cast<int>(out.graphs.size()) - static_cast<int>(from.graphsEnd);
  for (size_t g = from.graphsEnd; g < was.graphs.size(); ++g) out.graphs.push_back(rebased(was.graphs[g], shift, graphShift));
  for (size_t d = from.diagnosticsEnd; d < was.diagnostics.size(); ++d)
    out.diagnostics.push_back(rebased(was.diagnostics[d], shift));
  for (size_t n = from.savedEnd; n < was.savedOutputs.size(); ++n)
    out.savedOutputs.push_back(rebased(was.savedOutputs[n], shift));
  const ParseSegment at = out.segments.back();  // a copy: the segments grow below
  for (size_t k = *converged + 1; k < was.segments.size(); ++k) {
    ParseSegment s = was.segments[k];
    s.startLine = static_cast<uint32_t>(s.startLine + lineShift);
    s.resumeLine = static_cast<uint32_t>(s.resumeLine + lineShift);
    s.graphsEnd = s.graphsEnd - from.graphsEnd + at.graphsEnd;
    s.diagnosticsEnd = s.diagnosticsEnd - from.diagnosticsEnd + at.diagnosticsEnd;
    s.savedEnd = s.savedEnd - from.savedEnd + at.savedEnd;
    out.segments.push_back(s);
  }
  return p;
}

}  // namespace fx
