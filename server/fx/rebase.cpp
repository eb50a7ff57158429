#include "rebase.h"

#include <vector>

namespace fx {

namespace {

uint32_t moved(uint32_t offset, int64_t by) { return static_cast<uint32_t>(static_cast<int64_t>(offset) + by); }
Range moved(Range r, int64_t by) { return {moved(r.begin, by), moved(r.end, by)}; }

// Moves one graph's node data to the new text: strings that view the old text view the new one. Into a new arena
// (the others are copied there: nothing of the old graph stays in use), or in place when the graph is the only
// holder of its arena (nothing else can see the change, and nothing is allocated).
class Mover {
 public:
  Mover(Graph& g, const TextMove& m, bool inPlace) : g_(g), m_(m), inPlace_(inPlace) {}

  // Moved in place, not by a byte, within the very buffer it views: every view and offset is right already. The
  // graphs before an edit the language server wrote into the text itself (at 1M nodes, an edit two thirds into the
  // log: the parse stage 31 → 6 ms).
  bool nothingMoves() const { return inPlace_ && m_.bytes == 0 && m_.lines == 0 && m_.from.data() == m_.to.data(); }

  Str str(std::string_view s) const {
    if (s.empty()) return {};
    const char* b = m_.from.data();
    if (s.data() >= b && s.data() + s.size() <= b + m_.from.size())
      return Str(m_.to.substr(static_cast<size_t>(s.data() - b + m_.bytes), s.size()));
    return inPlace_ ? Str(s) : g_.arena->str(s);
  }

  void node(Node& n) {
    n.name = str(n.name);
    n.target = str(n.target);
    n.type.text = str(n.type.text);
    n.defRange = moved(n.defRange, m_.bytes);
    if (inPlace_) return lists(n.args, n.moreUses(), n.kwargs);
    args_.assign(n.args.begin(), n.args.end());
    const std::span<Use> more = n.moreUses();
    more_.assign(more.begin(), more.end());
    kwargs_.assign(n.kwargs.begin(), n.kwargs.end());
    lists(args_, more_, kwargs_);
    g_.keepArgs(n, args_, more_);
    n.kwargs = g_.arena->copy(kwargs_);
  }

 private:
  void lists(std::span<Arg> args, std::span<Use> more, std::span<KwArg> kwargs) const {
    for (Arg& a : args) {
      a.text = str(a.text);
      a.at = moved(a.at, m_.bytes);
    }
    for (Use& u : more) u.range = moved(u.range, m_.bytes);
    for (KwArg& k : kwargs) {
      k.text = str(k.text);
      k.keyword = str(k.keyword);
      k.at = moved(k.at, m_.bytes);
    }
  }

  Graph& g_;
  const TextMove& m_;
  const bool inPlace_;
  std::vector<Arg> args_;
  std::vector<Use> more_;
  std::vector<KwArg> kwargs_;
};

// What a move does to the graph itself (a copy, or the graph being moved in place), its nodes moved by `mover`.
void moveGraph(Graph& g, const TextMove& m, int parentShift, Mover& mover) {
  g.docText = m.to;
  g.lineStarts = m.lineStarts;
  g.range = moved(g.range, m.bytes);
  g.firstLine = static_cast<uint32_t>(g.firstLine + m.lines);
  g.lastLine = static_cast<uint32_t>(g.lastLine + m.lines);
  if (g.parent >= 0) g.parent += parentShift;
  if (mover.nothingMoves()) return;
  for (Node& n : g.nodes) mover.node(n);
  for (Graph::SourceComment& s : g.sources) {
    s.text = mover.str(s.text);
    s.line = static_cast<uint32_t>(s.line + m.lines);
  }
}

}  // namespace

Graph rebased(const Graph& g, const TextMove& m, int parentShift) {
  Graph out = g;  // the node list, index and sources are copied; what they point to is rebuilt below
  out.arena = std::make_shared<Arena>();
  Mover mover(out, m, false);
  moveGraph(out, m, parentShift, mover);
  out.userBlock = out.arena->copy(std::span<const int>(g.userBlock));
  return out;
}

Graph rebased(Graph&& g, const TextMove& m, int parentShift) {
  if (g.arena.use_count() != 1) return rebased(static_cast<const Graph&>(g), m, parentShift);
  Graph out = std::move(g);
  Mover mover(out, m, true);
  moveGraph(out, m, parentShift, mover);
  return out;
}

Diagnostic rebased(Diagnostic d, const TextMove& m) {
  d.range = moved(d.range, m.bytes);
  for (Related& r : d.related) r.range = moved(r.range, m.bytes);
  return d;
}

SavedOutputNote rebased(SavedOutputNote n, const TextMove& m) {
  n.line = static_cast<uint32_t>(n.line + m.lines);
  return n;
}

}  // namespace fx
