#include "rebase.h"

#include <vector>

namespace fx {

namespace {

uint32_t moved(uint32_t offset, int64_t by) { return static_cast<uint32_t>(static_cast<int64_t>(offset) + by); }
Range moved(Range r, int64_t by) { return {moved(r.begin, by), moved(r.end, by)}; }

// Rebuilds one graph's arena contents in a new arena: strings that view the old text view the new one, the
// others are copied.
class Mover {
 public:
  Mover(Graph& g, const TextMove& m) : g_(g), m_(m) {}

  Str str(std::string_view s) const {
    if (s.empty()) return {};
    const char* b = m_.from.data();
    if (s.data() >= b && s.data() + s.size() <= b + m_.from.size())
      return Str(m_.to.substr(static_cast<size_t>(s.data() - b + m_.bytes), s.size()));
    return g_.arena->str(s);
  }

  void node(Node& n) {
    n.name = str(n.name);
    n.target = str(n.target);
    n.type.text = str(n.type.text);
    n.defRange = moved(n.defRange, m_.bytes);
    args_.assign(n.args.begin(), n.args.end());
    for (Arg& a : args_) {
      a.text = str(a.text);
      a.at = moved(a.at, m_.bytes);
    }
    const std::span<Use> more = n.moreUses();
    more_.assign(more.begin(), more.end());
    for (Use& u : more_) u.range = moved(u.range, m_.bytes);
    g_.keepArgs(n, args_, more_);
    kwargs_.assign(n.kwargs.begin(), n.kwargs.end());
    for (KwArg& k : kwargs_) {
      k.text = str(k.text);
      k.keyword = str(k.keyword);
      k.at = moved(k.at, m_.bytes);
    }
    n.kwargs = g_.arena->copy(kwargs_);
  }

 private:
  Graph& g_;
  const TextMove& m_;
  std::vector<Arg> args_;
  std::vector<Use> more_;
  std::vector<KwArg> kwargs_;
};

}  // namespace

Graph rebased(const Graph& g, const TextMove& m, int parentShift) {
  Graph out = g;  // the node list, index and sources are copied; what they point to is rebuilt below
  out.arena = std::make_shared<Arena>();
  out.docText = m.to;
  out.lineStarts = m.lineStarts;
  out.range = moved(g.range, m.bytes);
  out.firstLine = static_cast<uint32_t>(g.firstLine + m.lines);
  out.lastLine = static_cast<uint32_t>(g.lastLine + m.lines);
  if (out.parent >= 0) out.parent += parentShift;
  Mover mover(out, m);
  for (Node& n : out.nodes) mover.node(n);
  for (Graph::SourceComment& s : out.sources) {
    s.text = mover.str(s.text);
    s.line = static_cast<uint32_t>(s.line + m.lines);
  }
  out.userBlock = out.arena->copy(std::span<const int>(g.userBlock));
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
