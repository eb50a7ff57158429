#include "features/source_lines.h"

#include <algorithm>
#include <map>

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

void count(SourceLine& l, const fx::Node& n, bool backward) {
  ++(backward ? l.backward : l.forward);
  if (n.category == fx::Category::SaveTensor) {
    ++l.saves;
    if (auto b = n.type.bytes()) l.savedBytes += *b;
  }
  if (n.recomputed) ++l.recomputes;
}

}  // namespace

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
  for (int gi = 0; gi < static_cast<int>(a.graphs.size()); ++gi) {
    const fx::Graph& g = a.graphs[gi];
    if (g.sources.empty() || (g.doc >= 0 && static_cast<size_t>(g.doc) < skipDoc.size() && skipDoc[g.doc])) continue;
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
      SourceLine& l = byLine[static_cast<uint32_t>(ref.line - 1)];
      l.line = static_cast<uint32_t>(ref.line - 1);
      const bool backward = onBackwardSide(g, n, ref);
      count(l, n, backward);
      auto& kept = backward ? bwdNodes[l.line] : l.nodes;  // forward ones in `nodes` straight away
      if (kept.size() < maxNodes) kept.push_back({snap.definitionOf({gi, ni}), std::string(n.name), backward});
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
