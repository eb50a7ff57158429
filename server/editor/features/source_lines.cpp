#include "features/source_lines.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "features/common.h"
#include "fx/bytes.h"
#include "fx/source_refs.h"

namespace fxl {

namespace {

// The dump paths (as printed) that mean `filePath`; see sourceLines.
std::vector<std::string_view> matchingPaths(const fx::Analysis& a, std::string_view filePath,
                                            std::span<const std::string> otherFiles) {
  std::map<std::string_view, int> shared;  // dump path → components shared with filePath
  for (const fx::Graph& g : a.graphs)
    for (const auto& c : g.sources)
      if (auto ref = fx::parseSourceRef(c.text.view()); ref && !shared.contains(ref->path))
        shared[ref->path] = fx::sharedSuffix(ref->path, filePath);
  int best = 0;
  for (auto& entry : shared) {
    const std::string_view path = entry.first;  // not a structured binding: lambdas capture it (clang 14)
    const int n = entry.second;
    const bool otherIsCloser = std::any_of(otherFiles.begin(), otherFiles.end(), [&](const std::string& o) {
      return o != filePath && fx::sharedSuffix(path, o) > n;
    });
    if (!otherIsCloser) best = std::max(best, n);
    else entry.second = 0;
  }
  std::vector<std::string_view> out;
  for (const auto& [path, n] : shared)
    if (best > 0 && n == best) out.push_back(path);
  return out;
}

// Is a node of graph g on the backward side (its gradient computation)?
bool onBackwardSide(const fx::Graph& g, const fx::Node& n, const fx::SourceRef& ref) {
  if (ref.backwardOf || g.role == fx::Role::Backward) return true;
  return n.category == fx::Category::Bwd || n.category == fx::Category::BwdOutput;
}

// Which compile a graph is part of, for counting a node once per compile: its compile id within its folder (a
// depyf or tlparse dump, a log), else the pair it is in, else the graph alone.
std::string compileOf(const Snapshot& snap, int gi) {
  const fx::Analysis& a = snap.analysis();
  const fx::Graph& g = a.graphs[gi];
  if (!g.compileId.empty()) {
    const std::string_view path = g.doc >= 0 ? std::string_view(a.docs[g.doc].path) : std::string_view();
    return std::string(path.substr(0, path.find_last_of("/\\") + 1)) + "|" + g.compileId;
  }
  if (const fx::Pair* p = snap.pairOf(gi)) return "pair|" + std::to_string(p - a.pairs.data());
  return "graph|" + std::to_string(gi);
}

// Dynamo's graphs whose compile also has AOTAutograd graphs: the same source lines, counted in those.
std::vector<char> dynamoShadowed(const Snapshot& snap, const std::vector<std::string>& compiles) {
  const fx::Analysis& a = snap.analysis();
  std::set<std::string_view> withAot;
  for (size_t gi = 0; gi < a.graphs.size(); ++gi)
    if (a.graphs[gi].role != fx::Role::Dynamo && !a.graphs[gi].sources.empty()) withAot.insert(compiles[gi]);
  std::vector<char> out(a.graphs.size(), 0);
  for (size_t gi = 0; gi < a.graphs.size(); ++gi)
    out[gi] = a.graphs[gi].role == fx::Role::Dynamo && withAot.contains(compiles[gi]);
  return out;
}

// What a node counted once per compile has added to its line: a copy may say more (the forward printed alone
// does not know what its backward saves; the copy in the pair does).
struct Counted {
  bool saved = false, recomputed = false;
};

// `marks`: whether the node's graph says what is saved and recomputed for its compile (a graph of a forward and
// backward pair, or any graph when the compile has no such pair: a joint alone only guesses its partition).
void count(SourceLine& l, const fx::Node& n, bool backward, Counted& c, bool first, bool marks) {
  if (first) ++(backward ? l.backward : l.forward);
  if (!marks) return;
  if (n.category == fx::Category::SaveTensor && !c.saved) {
    c.saved = true;
    ++l.saves;
    if (auto b = n.type.bytes()) l.savedBytes += *b;
  }
  if (n.recomputed && !c.recomputed) c.recomputed = true, ++l.recomputes;
}

}  // namespace

bool inForwardBody(std::string_view source, uint32_t line) {
  std::vector<std::string_view> lines;
  for (size_t at = 0; at <= source.size() && lines.size() <= line;) {
    const size_t end = std::min(source.find('\n', at), source.size());
    lines.push_back(source.substr(at, end - at));
    at = end + 1;
  }
  if (line >= lines.size()) return false;
  const auto indent = [](std::string_view l) { return l.find_first_not_of(" \t"); };
  size_t inner = indent(lines[line]);
  if (inner == std::string_view::npos || lines[line][inner] == '#') return false;
  for (uint32_t k = line; k-- > 0;) {
    const size_t at = indent(lines[k]);
    if (at == std::string_view::npos || at >= inner || lines[k][at] == '#') continue;
    const std::string_view head = lines[k].substr(at);
    if (head.starts_with("def ") || head.starts_with("async def ")) return head.find("def forward(") != head.npos;
    if (head.starts_with("class ")) return false;
    inner = at;  // a statement enclosing the line (if, for, with): its own enclosing def decides
  }
  return false;
}

std::string SourceLine::title() const {
  std::vector<std::string> parts;
  if (forward > 0) parts.push_back(std::to_string(forward) + " fwd");
  if (backward > 0) parts.push_back(std::to_string(backward) + " bwd");
  if (saves > 0) parts.push_back("saves " + std::to_string(saves) + (savedBytes > 0 ? " (" + fx::formatBytes(savedBytes) + ")" : ""));
  if (recomputes > 0) parts.push_back("recomputes " + std::to_string(recomputes));
  std::string t;
  for (const std::string& p : parts) t += (t.empty() ? "" : " · ") + p;
  return t;
}

std::vector<SourceLine> sourceLines(const Snapshot& snap, std::string_view filePath, uint32_t lineCount,
                                    std::span<const std::string> otherFiles, size_t maxNodes,
                                    std::span<const char> skipDoc) {
  const fx::Analysis& a = snap.analysis();
  const std::vector<std::string_view> paths = matchingPaths(a, filePath, otherFiles);
  if (paths.empty()) return {};
  std::map<uint32_t, SourceLine> byLine;
  std::map<uint32_t, std::vector<SourceLineNode>> bwdNodes;  // per line, at most maxNodes
  std::vector<std::string> compiles;
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi) compiles.push_back(compileOf(snap, gi));
  const std::vector<char> shadowed = dynamoShadowed(snap, compiles);
  const auto inPair = [&](int gi) {
    const fx::Pair* p = snap.pairOf(gi);
    return p && p->forward >= 0 && p->backward >= 0;
  };
  std::set<std::string_view> paired;  // compiles with a forward and backward pair
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi)
    if (inPair(gi)) paired.insert(compiles[gi]);
  std::map<std::tuple<std::string_view, std::string_view, bool>, Counted> counted;  // compile, node name, side
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi) {
    const fx::Graph& g = a.graphs[gi];
    if (g.sources.empty() || shadowed[gi] ||
        (g.doc >= 0 && static_cast<size_t>(g.doc) < skipDoc.size() && skipDoc[g.doc]))
      continue;
    std::vector<std::optional<fx::SourceRef>> refs;  // per source comment, when it names a line of the file
    for (const auto& c : g.sources) {
      auto ref = fx::parseSourceRef(c.text.view());
      const bool ours = ref && ref->line >= 1 && static_cast<uint32_t>(ref->line) <= lineCount &&
                        std::find(paths.begin(), paths.end(), ref->path) != paths.end();
      refs.push_back(ours ? ref : std::nullopt);
    }
    for (int ni = 0; ni < static_cast<int>(g.nodes.size()); ++ni) {
      const fx::Node& n = g.nodes[ni];
      if (n.source < 0 || n.source >= static_cast<int>(refs.size()) || !refs[n.source] || !n.isCompute()) continue;
      const fx::SourceRef& ref = *refs[n.source];
      const bool backward = onBackwardSide(g, n, ref);
      const auto [c, first] = counted.try_emplace({compiles[gi], n.name.view(), backward});
      SourceLine& l = byLine[static_cast<uint32_t>(ref.line - 1)];
      l.line = static_cast<uint32_t>(ref.line - 1);
      count(l, n, backward, c->second, first, inPair(gi) || !paired.contains(compiles[gi]));
      if (!first) continue;  // a copy of a node counted: listed once
      auto& kept = backward ? bwdNodes[l.line] : l.nodes;  // forward ones in `nodes` straight away
      if (kept.size() < maxNodes) kept.push_back({snap.definitionOf({gi, ni}), std::string(n.name), g.id, backward});
    }
  }
  std::vector<SourceLine> out;
  for (auto& [line, l] : byLine) {
    // Forward nodes first (a lens previews the first), then backward ones, maxNodes in all.
    for (SourceLineNode& n : bwdNodes[line])
      if (l.nodes.size() < maxNodes) l.nodes.push_back(std::move(n));
    l.moreNodes = l.forward + l.backward - static_cast<int>(l.nodes.size());
    out.push_back(std::move(l));
  }
  return out;
}

std::optional<SourceRefAt> sourceRefAt(const Snapshot& snap, int doc, uint32_t offset) {
  if (!feat::validDoc(snap, doc)) return std::nullopt;
  const fx::Document& d = snap.analysis().docs[doc];
  const uint32_t line = d.lineOf(offset);
  for (int gi : snap.graphsOf(doc))
    for (const auto& c : snap.analysis().graphs[gi].sources) {
      if (c.line != line) continue;
      auto ref = fx::parseSourceRef(c.text.view());
      if (!ref) return std::nullopt;
      const uint32_t end = line + 1 < d.lineStarts.size() ? d.lineStarts[line + 1] : static_cast<uint32_t>(d.text.size());
      return SourceRefAt{std::string(ref->path), ref->line, {d.lineStarts[line], end}};
    }
  return std::nullopt;
}

}  // namespace fxl
