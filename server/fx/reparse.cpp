// Re-parsing an edited document: only the printouts an edit touched are read again. The reader restarts right
// after the last printout the edit left alone (where its state is as at a document's start), reads until it
// stops right after a printout whose old self lies wholly after the edit, and takes the old graphs from there on,
// moved by what the edit added or removed (rebase.cpp). The result is parseDocument's for the new text: the tests
// compare the two field by field after random edits of real printouts.
#include <algorithm>
#include <atomic>
#include <cstring>
#include <optional>
#include <vector>

#include "analysis.h"
#include "platform/sync.h"
#include "rebase.h"

namespace fx {

namespace {

// Below this, one thread: starting one costs more than it saves. Two move a stacked log's 1M nodes after an edit
// at its head in 24-32 ms against 31-34 on the 2-core VM (docs/PERFORMANCE.md).
std::atomic<size_t> twoThreadMoveFrom{100000};

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

TextChange changeBetween(std::string_view before, std::string_view after) {
  const size_t p = commonPrefix(before, after);
  const size_t q = commonSuffix(before, after, std::min(before.size(), after.size()) - p);
  return {p, before.size() - q, after.size() - q};
}

uint32_t lineStartOr(const Document& d, size_t line, size_t past) {
  return line < d.lineStarts.size() ? d.lineStarts[line] : static_cast<uint32_t>(past);
}

// How many of the old segments the new parse keeps as they are: those whose reading, and what the reader looked
// at to see each end (at most up to the next printout's first line), lie wholly before the edit.
// Segment k is kept when the line after segment k+1's first line starts before the edit (true for a prefix of
// the segments: a binary search, not a walk over a document of 100,000 small graphs on every edit).
size_t keptBefore(const Document& old, const std::vector<ParseSegment>& segs, size_t editBegin) {
  if (segs.size() < 2) return 0;
  const auto unchanged = [&](const ParseSegment& next) {
    return lineStartOr(old, next.startLine + 1, old.text.size() + 1) <= editBegin;
  };
  return static_cast<size_t>(std::partition_point(segs.begin() + 1, segs.end(), unchanged) - (segs.begin() + 1));
}

void fullParse(ParsedDocument& p) {
  p.result = parseDocument(p.doc, 0);
  p.graphsRead = p.result.graphs.size();
}

// One re-parse: what is kept of the old parse, what is read again, and where the old parse is taken up again.
class Reparse {
 public:
  // `given`: the old parse's own result when the caller gave it up (its graphs are then moved, not copied).
  Reparse(const ParsedDocument& old, ParsedDocument& out, const TextChange& c, ParseResult* given)
      : old_(old), was_(old.result), given_(given), doc_(out.doc), out_(out), c_(c),
        lineShift_(static_cast<int64_t>(doc_.lineStarts.size()) - static_cast<int64_t>(old.doc.lineStarts.size())),
        docLines_(static_cast<uint32_t>(doc_.lineStarts.size())),
        kept_(keptBefore(old.doc, was_.segments, c_.begin)),
        last_(kept_ ? was_.segments[kept_ - 1] : ParseSegment{}) {}

  // False when the read must not be used (it cut a graph out of an unknown prefix): parse the whole text.
  bool read();
  void assemble();

 private:
  uint32_t window() const;
  std::optional<size_t> convergedAt(const ParseSegment& s, uint32_t toLine) const;
  void keepBefore();
  void appendRead();
  void takeAfter(size_t converged);

  // The old graphs from `first` on, moved: on two threads when they are many nodes (each graph is its own).
  void takeGraphs(size_t first, const TextMove& m, int parentShift) {
    std::vector<Graph>& out = out_.result.graphs;
    const size_t at = out.size(), count = was_.graphs.size() - first;
    size_t nodes = 0;
    for (size_t g = first; g < was_.graphs.size(); ++g) nodes += was_.graphs[g].nodes.size();
    out.resize(at + count);
    const auto moveRange = [&](size_t lo, size_t hi) {
      for (size_t k = lo; k < hi; ++k) out[at + k] = take(first + k, m, parentShift);
    };
    size_t split = count, half = 0;
    if (sys::kThreads && nodes >= twoThreadMoveFrom.load(std::memory_order_relaxed))
      for (split = 0; split < count && half < nodes / 2; ++split) half += was_.graphs[first + split].nodes.size();
    if (split == count) return moveRange(0, count);
    sys::Thread upper([&] { moveRange(split, count); });
    moveRange(0, split);
    upper.join();
  }
  Graph take(size_t g, const TextMove& m, int parentShift) {
    return given_ ? rebased(std::move(given_->graphs[g]), m, parentShift) : rebased(was_.graphs[g], m, parentShift);
  }

  const ParsedDocument& old_;
  const ParseResult& was_;
  ParseResult* const given_;
  const Document& doc_;
  ParsedDocument& out_;
  const TextChange c_;
  const int64_t lineShift_;
  const uint32_t docLines_;
  const size_t kept_;         // old segments kept as they are
  const ParseSegment last_;   // the last of them (the read starts at its resume line), or none
  ParseResult fresh_;         // what was read again
  std::optional<size_t> converged_;  // the old segment the read ended on: the old parse is taken after it
};

// The read is expected to end within a few printouts of the edit: its lines are made that far (and again to the
// end only when it does not end there).
uint32_t Reparse::window() const {
  const uint32_t lastOldLine = old_.doc.lineOf(static_cast<uint32_t>(c_.oldEnd));
  const auto after = std::upper_bound(was_.segments.begin(), was_.segments.end(), lastOldLine,
                                      [](uint32_t l, const ParseSegment& s) { return l < s.startLine; });
  const size_t ahead = static_cast<size_t>(after - was_.segments.begin()) + 3;
  return ahead < was_.segments.size() ? static_cast<uint32_t>(was_.segments[ahead].startLine + lineShift_) + 1
                                      : docLines_;
}

// A printout the read just ended, on a line past the edit where an old one ended with the same log-prefix state:
// the old parse from there on is the new one's, moved. `toLine`: where the read's lines end.
std::optional<size_t> Reparse::convergedAt(const ParseSegment& s, uint32_t toLine) const {
  if (s.resumeLine >= docLines_ || doc_.lineStarts[s.resumeLine] <= c_.newEnd) return std::nullopt;
  const int64_t oldLine = static_cast<int64_t>(s.resumeLine) - lineShift_;
  auto it = std::lower_bound(was_.segments.begin() + static_cast<std::ptrdiff_t>(kept_), was_.segments.end(), oldLine,
                             [](const ParseSegment& o, int64_t l) { return o.resumeLine < l; });
  if (it == was_.segments.end() || it->resumeLine != oldLine || it->resumeSkip != s.resumeSkip) return std::nullopt;
  // Where the reader looked to see the printout end (up to the next printout's first line) must be in what it read.
  if (toLine < docLines_ && (it + 1 == was_.segments.end() || (it + 1)->startLine + lineShift_ >= toLine))
    return std::nullopt;
  return static_cast<size_t>(it - was_.segments.begin());
}

bool Reparse::read() {
  for (uint32_t toLine : {window(), docLines_}) {
    fresh_ = ParseResult();
    parseFromLine(doc_, 0, last_.resumeLine, fresh_, [&](const ParseResult& r) {
      converged_ = convergedAt(r.segments.back(), toLine);
      return converged_.has_value();
    }, toLine);
    if (converged_ || toLine == docLines_) break;
  }
  return fresh_.restartable;
}

void Reparse::assemble() {
  keepBefore();
  appendRead();
  if (converged_) takeAfter(*converged_);
}

// The graphs before the edit: where they were, in the new text.
void Reparse::keepBefore() {
  ParseResult& out = out_.result;
  const TextMove stay{old_.doc.text, doc_.text, 0, 0, doc_.lineStarts};
  for (uint32_t g = 0; g < last_.graphsEnd; ++g) out.graphs.push_back(take(g, stay, 0));
  for (uint32_t d = 0; d < last_.diagnosticsEnd; ++d) out.diagnostics.push_back(rebased(was_.diagnostics[d], stay));
  for (uint32_t n = 0; n < last_.savedEnd; ++n) out.savedOutputs.push_back(was_.savedOutputs[n]);
  out.segments.assign(was_.segments.begin(), was_.segments.begin() + static_cast<std::ptrdiff_t>(kept_));
}

void Reparse::appendRead() {
  ParseResult& out = out_.result;
  out_.graphsRead = fresh_.graphs.size();
  const int base = static_cast<int>(out.graphs.size());
  for (Graph& g : fresh_.graphs) {
    if (g.parent >= 0) g.parent += base;
    out.graphs.push_back(std::move(g));
  }
  for (Diagnostic& d : fresh_.diagnostics) out.diagnostics.push_back(std::move(d));
  for (SavedOutputNote& n : fresh_.savedOutputs) out.savedOutputs.push_back(std::move(n));
  for (ParseSegment s : fresh_.segments) {
    s.graphsEnd += last_.graphsEnd;
    s.diagnosticsEnd += last_.diagnosticsEnd;
    s.savedEnd += last_.savedEnd;
    out.segments.push_back(s);
  }
}

// Everything after the old segment the read converged on, moved by what the edit added or removed.
void Reparse::takeAfter(size_t converged) {
  ParseResult& out = out_.result;
  const TextMove shift{old_.doc.text, doc_.text, static_cast<int64_t>(c_.newEnd) - static_cast<int64_t>(c_.oldEnd),
                       lineShift_, doc_.lineStarts};
  const ParseSegment& from = was_.segments[converged];
  const ParseSegment at = out.segments.back();  // a copy: the segments grow below
  const int graphShift = static_cast<int>(out.graphs.size()) - static_cast<int>(from.graphsEnd);
  takeGraphs(from.graphsEnd, shift, graphShift);
  for (size_t d = from.diagnosticsEnd; d < was_.diagnostics.size(); ++d)
    out.diagnostics.push_back(rebased(was_.diagnostics[d], shift));
  for (size_t n = from.savedEnd; n < was_.savedOutputs.size(); ++n)
    out.savedOutputs.push_back(rebased(was_.savedOutputs[n], shift));
  for (size_t k = converged + 1; k < was_.segments.size(); ++k) {
    ParseSegment s = was_.segments[k];
    s.startLine = static_cast<uint32_t>(s.startLine + lineShift_);
    s.resumeLine = static_cast<uint32_t>(s.resumeLine + lineShift_);
    s.graphsEnd = s.graphsEnd - from.graphsEnd + at.graphsEnd;
    s.diagnosticsEnd = s.diagnosticsEnd - from.diagnosticsEnd + at.diagnosticsEnd;
    s.savedEnd = s.savedEnd - from.savedEnd + at.savedEnd;
    out.segments.push_back(s);
  }
}

std::shared_ptr<const ParsedDocument> reparse(const ParsedDocument& old, ParseResult* given, std::string path,
                                              SharedText text, std::optional<TextChange> change) {
  auto p = std::make_shared<ParsedDocument>();
  p->doc = Document(std::move(path), std::move(text));
  // Where the texts differ: as the caller says (the editor's store knows what it changed), else found by comparing.
  if (!change || !change->fits(old.doc.text.size(), p->doc.text.size()))
    change = changeBetween(old.doc.text, p->doc.text);
  p->doc.indexAfter(old.doc, *change);
  if (!old.result.restartable || p->doc.text.size() > kMaxDocumentBytes) {
    fullParse(*p);
    return p;
  }
  Reparse r(old, *p, *change, given);
  if (r.read()) r.assemble();
  else fullParse(*p);
  return p;
}

}  // namespace

void setTwoThreadMoveFrom(size_t nodes) { twoThreadMoveFrom = nodes; }

std::shared_ptr<const ParsedDocument> reparseFile(const ParsedDocument& old, std::string path, SharedText text,
                                                  std::optional<TextChange> change) {
  return reparse(old, nullptr, std::move(path), std::move(text), change);
}

std::shared_ptr<const ParsedDocument> reparseFile(std::shared_ptr<const ParsedDocument> old, std::string path,
                                                  SharedText text, std::optional<TextChange> change) {
  // Held by no one else: its graphs are ours to move (made const only to be shared).
  ParseResult* given = old.use_count() == 1 ? &const_cast<ParsedDocument&>(*old).result : nullptr;
  return reparse(*old, given, std::move(path), std::move(text), change);
}

}  // namespace fx
