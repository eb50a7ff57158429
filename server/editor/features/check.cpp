#include "features/check.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <functional>
#include <unordered_set>

#include "features/associations.h"
#include "features/code_lens.h"
#include "features/folding.h"
#include "features/hover.h"
#include "features/inlay_hints.h"
#include "features/kernels.h"
#include "features/navigation.h"
#include "features/preview.h"
#include "features/semantic_tokens.h"
#include "features/symbols.h"

namespace fxl {

namespace {

// One feature call: counted, exceptions caught, and its answer checked by `verify` (which returns what is wrong,
// or "").
class Checker {
 public:
  Checker(const Snapshot& snap, CheckReport& report) : snap_(snap), report_(report) {}

  void run(const char* feature, int doc, uint32_t offset, const std::function<std::string()>& call) {
    ++report_.calls[feature];
    std::string wrong;
    try {
      wrong = call();
    } catch (const std::exception& e) {
      wrong = std::string("threw: ") + e.what();
    } catch (...) {
      wrong = "threw an unknown exception";
    }
    if (!wrong.empty()) report_.failures.push_back({doc, offset, feature, std::move(wrong)});
  }

  // "" when `r` is a forward, in-bounds range of document `doc`.
  std::string range(int doc, fx::Range r) const {
    if (doc < 0 || doc >= snap_.docCount()) return "a target in document " + std::to_string(doc) + ", which does not exist";
    const size_t size = snap_.analysis().docs[doc].text.size();
    if (r.begin > r.end) return "range " + std::to_string(r.begin) + ".." + std::to_string(r.end) + " is reversed";
    if (r.end > size) return "range end " + std::to_string(r.end) + " is past the document's " + std::to_string(size) + " bytes";
    return "";
  }
  template <class T, class Get>
  std::string all(int doc, const std::vector<T>& items, Get rangeOf) const {
    for (const T& it : items)
      if (std::string w = range(doc, rangeOf(it)); !w.empty()) return w;
    return "";
  }
  std::string targets(const std::vector<Target>& ts) const {
    for (const Target& t : ts)
      if (std::string w = range(t.doc, t.range); !w.empty()) return w;
    return "";
  }

 private:
  const Snapshot& snap_;
  CheckReport& report_;
};

// For features whose answer has nothing to check beyond being given without an exception.
template <class T>
std::string nothingWrong(const T&) {
  return {};
}

// The features that answer for a whole document.
void checkDocument(Checker& c, const Snapshot& snap, int d) {
  const auto n = static_cast<uint32_t>(snap.analysis().docs[d].text.size());
  c.run("documentSymbol", d, 0, [&] {
    for (const auto& g : documentSymbols(snap, d)) {
      if (std::string w = c.range(d, g.range); !w.empty()) return w;
      if (std::string w = c.all(d, g.children, [](const auto& s) { return s.range; }); !w.empty()) return w;
    }
    return std::string();
  });
  c.run("semanticTokens", d, 0, [&] {
    auto tokens = semanticTokens(snap, d, std::nullopt);
    for (size_t i = 1; i < tokens.size(); ++i)
      if (tokens[i].range.begin < tokens[i - 1].range.end) return std::string("tokens overlap or are out of order");
    return c.all(d, tokens, [](const Token& t) { return t.range; });
  });
  c.run("foldingRange", d, 0, [&] {
    return c.all(d, foldingRanges(snap, d), [](const FoldingRange& f) { return fx::Range{f.begin, f.end}; });
  });
  c.run("codeLens", d, 0, [&] { return c.all(d, codeLenses(snap, d), [](const CodeLens& l) { return l.range; }); });
  c.run("inlayHint", d, 0, [&] {
    return c.all(d, inlayHints(snap, d, fx::Range{0, n}, {true, true}),
                 [](const InlayHint& h) { return fx::Range{h.offset, h.offset}; });
  });
  c.run("associations", d, 0, [&] { return nothingWrong(associationTable(snap, d)); });
}

void checkOccurrence(Checker& c, const Snapshot& snap, int d, uint32_t off);

// Inductor's output code: hover and definition at every kernel's call and definition (features/kernels.h).
void checkKernels(Checker& c, const Snapshot& snap, int d) {
  for (const fx::CompiledGraph& cg : *snap.compiled()) {
    if (cg.code.doc != d) continue;
    for (const fx::KernelCall& k : cg.code.calls) checkOccurrence(c, snap, d, k.name.begin);
    for (const fx::KernelDefinition& k : cg.code.definitions) checkOccurrence(c, snap, d, k.nameRange.begin);
  }
}

// The features whose answer depends on the occurrence asked at (a definition and a use differ), at the start of
// a name: asked at every name.
void checkOccurrence(Checker& c, const Snapshot& snap, int d, uint32_t off) {
  auto link = [](int doc, uint32_t line) { return std::to_string(doc) + "#L" + std::to_string(line); };
  c.run("hover", d, off, [&] {
    auto h = hover(snap, d, off, link);
    if (!h) return std::string();
    if (h->markdown.empty()) return std::string("an empty hover");
    return c.range(h->doc, h->range);
  });
  c.run("definition", d, off, [&] { return c.targets(definition(snap, d, off)); });
}

// The features whose answer is the same at every occurrence of a node (its references, its highlights, its
// backward consumers): asked once per node. Asked at every name, a node read k times would be answered k times
// with k ranges each, and `fxlens check` would be quadratic in the uses of a node (a graph input read by every
// layer of a 20,000-node chain).
void checkNode(Checker& c, const Snapshot& snap, int d, uint32_t off) {
  c.run("declaration", d, off, [&] { return c.targets(declaration(snap, d, off)); });
  c.run("implementation", d, off, [&] { return c.targets(implementation(snap, d, off)); });
  c.run("references", d, off, [&] { return c.targets(references(snap, d, off, true)); });
  c.run("documentHighlight", d, off, [&] {
    return c.all(d, highlights(snap, d, off), [](const Highlight& h) { return h.range; });
  });
}

void checkAt(Checker& c, const Snapshot& snap, int d, uint32_t off) {
  checkOccurrence(c, snap, d, off);
  checkNode(c, snap, d, off);
}

uint64_t nodeKey(fx::NodeRef r) {
  return static_cast<uint64_t>(static_cast<uint32_t>(r.graph)) << 32 | static_cast<uint32_t>(r.node);
}

bool pastDeadline(const CheckOptions& options) {
  return options.deadline && std::chrono::steady_clock::now() >= *options.deadline;
}

// The names of one document, each asked the occurrence's features and, at a node's first occurrence, the
// node's. False when the deadline passed before every name was asked.
bool checkNames(Checker& c, const Snapshot& snap, int d, const CheckOptions& options, CheckReport& report) {
  const auto occ = snap.occurrences(d);
  const size_t step = options.namesPerDocument ? std::max<size_t>(1, occ.size() / options.namesPerDocument) : 1;
  std::unordered_set<uint64_t> asked;
  for (size_t i = occ.empty() ? 0 : options.salt % step; i < occ.size(); i += step) {
    if (pastDeadline(options)) return false;
    ++report.names;
    checkOccurrence(c, snap, d, occ[i].range.begin);
    if (asked.insert(nodeKey(occ[i].node)).second) checkNode(c, snap, d, occ[i].range.begin);
  }
  return true;
}

}  // namespace

CheckReport checkFeatures(const Snapshot& snap, const CheckOptions& options) {
  CheckReport report;
  for (int d = 0; d < snap.docCount(); ++d) report.totalNames += snap.occurrences(d).size();
  Checker c(snap, report);
  for (int d = 0; d < snap.docCount(); ++d) {
    if (pastDeadline(options)) return report.timedOut = true, report;
    checkDocument(c, snap, d);
    checkKernels(c, snap, d);
    if (!checkNames(c, snap, d, options, report)) return report.timedOut = true, report;
    const auto occ = snap.occurrences(d);
    const auto n = static_cast<uint32_t>(snap.analysis().docs[d].text.size());
    checkAt(c, snap, d, 0);  // the edges of the document
    checkAt(c, snap, d, n);
    c.run("preview", d, 0, [&] {
      PreviewRequest req;
      req.doc = d;
      if (!occ.empty()) req.offset = occ[options.salt % occ.size()].range.begin;
      req.render.depth = 1;
      req.render.maxNodes = 8;
      return nothingWrong(planPreview(snap, req));
    });
    ++report.documents;
  }
  if (pastDeadline(options)) return report.timedOut = true, report;
  c.run("workspaceSymbol", -1, 0, [&] { return nothingWrong(workspaceSymbols(snap, "a", 50)); });
  c.run("associations", -1, 0, [&] { return nothingWrong(associationTable(snap, std::nullopt)); });
  report.workspace = true;
  return report;
}

}  // namespace fxl
