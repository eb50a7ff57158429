#include "analysis.h"
#include "memo.h"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>

#include "dump_names.h"
#include "parse.h"

namespace fx {

namespace {

// Graphs and parse diagnostics of document `di`, with ids.
void addParsed(Analysis& a, int di, ParseResult&& r) {
  int k = 0;
  const int base = static_cast<int>(a.graphs.size());
  for (auto& g : r.graphs) {
    if (g.parent >= 0) g.parent += base;
    g.id = dumps::graphIdBase(a.docs[di].path) + "#" + std::to_string(++k);
    if (g.compileId.empty()) g.compileId = dumps::tlparseCompileId(a.docs[di].path);
    if (g.compileId.empty()) g.compileId = dumps::compiledFnId(dumps::baseName(a.docs[di].path));
    a.graphs.push_back(std::move(g));
  }
  for (auto& d : r.diagnostics) a.diagnostics.push_back(std::move(d));
  for (auto& n : r.savedOutputs) {
    n.doc = di;
    a.savedOutputs.push_back(std::move(n));
  }
}

// Everything after parsing.
void runSteps(Analysis& a) {
  // Ids must be unique: files with the same base name in different folders get as much of their path as tells
  // them apart.
  std::unordered_map<std::string, std::vector<std::string_view>> docsOf;  // id → paths of the documents using it
  for (auto& g : a.graphs) {
    auto& paths = docsOf[g.id];
    if (std::find(paths.begin(), paths.end(), a.docs[g.doc].path) == paths.end()) paths.push_back(a.docs[g.doc].path);
  }
  for (auto& g : a.graphs)
    if (const auto& paths = docsOf[g.id]; paths.size() > 1)
      g.id = dumps::uniqueSuffix(a.docs[g.doc].path, paths) + g.id.substr(g.id.rfind('#'));
  assignRoles(a);
  pairGraphs(a);
  associate(a);
  categorize(a);
  diagnose(a);
}

}  // namespace

Analysis analyze(std::vector<SourceFile> files) {
  Analysis a;
  a.docs.reserve(files.size());
  for (auto& f : files) {
    Document d(std::move(f.path), std::move(f.text));
    d.pairKey = std::move(f.pairKey);
    d.index();
    a.docs.push_back(std::move(d));
  }
  for (int di = 0; di < static_cast<int>(a.docs.size()); ++di) addParsed(a, di, parseDocument(a.docs[di], di));
  runSteps(a);
  return a;
}

namespace {

std::shared_ptr<const ParsedDocument> parseDoc(Document doc) {
  auto p = std::make_shared<ParsedDocument>();
  p->doc = std::move(doc);
  p->doc.index();
  p->result = parseDocument(p->doc, 0);
  p->graphsRead = p->result.graphs.size();
  return p;
}

}  // namespace

std::shared_ptr<const ParsedDocument> parseFile(SourceFile file) {
  Document d(std::move(file.path), std::move(file.text));
  d.pairKey = std::move(file.pairKey);
  return parseDoc(std::move(d));
}

std::shared_ptr<const ParsedDocument> parseFile(std::string path, SharedText text) {
  return parseDoc(Document(std::move(path), std::move(text)));
}

Analysis analyze(const std::vector<ParsedInput>& inputs, AnalysisMemo* memo) {
  Analysis a;
  a.memo = memo;
  a.docs.reserve(inputs.size());
  for (const ParsedInput& in : inputs) {
    // The parsed document's text, shared: the graphs view it, and so do the features.
    Document d(in.parsed->doc.path, in.parsed->doc.storage());
    d.pairKey = in.pairKey;
    d.lineStarts = in.parsed->doc.lineStarts;
    a.docs.push_back(std::move(d));
    a.parsed.push_back(in.parsed);
  }
  std::set<const ParsedDocument*> lending;
  for (int di = 0; di < static_cast<int>(inputs.size()); ++di) {
    const ParsedDocument& p = *inputs[di].parsed;
    ParseResult r;
    if (inputs[di].lend && lending.insert(&p).second) {
      // The graphs are taken (returnLentGraphs gives them back); the rest is small.
      r.graphs = std::move(const_cast<ParsedDocument&>(p).result.graphs);
      const_cast<ParsedDocument&>(p).graphsLent = true;
      a.lent.push_back({di, a.graphs.size(), r.graphs.size()});
    } else {
      r.graphs = p.result.graphs;  // copied (analysis marks nodes); their lists stay shared
    }
    r.diagnostics = p.result.diagnostics;
    r.savedOutputs = p.result.savedOutputs;
    for (auto& g : r.graphs) g.doc = di;
    for (auto& d : r.diagnostics) {
      d.doc = di;
      for (auto& rel : d.related) rel.doc = di;
    }
    addParsed(a, di, std::move(r));
  }
  runSteps(a);
  if (memo) memo->sweep();
  a.memo = nullptr;
  return a;
}

namespace {

// A graph as its parse made it: what addParsed and assignRoles set undone (document 0, no id, the parent within
// its own document, no role). The nodes' marks are kept, with the key of the pair that set them: the next analysis
// writes them again only if that pair changed (categorize).
Graph asParsed(Graph g, size_t first) {
  g.doc = 0;
  g.id.clear();
  if (g.parent >= 0) g.parent -= static_cast<int>(first);
  g.role = Role::Unknown;
  g.roleEvidence.clear();
  return g;
}

template <class A, class Take>
void giveBack(A& a, Take take) {
  for (const Analysis::Lent& l : a.lent) {
    ParsedDocument& p = const_cast<ParsedDocument&>(*a.parsed[l.doc]);
    p.graphsLent = false;
    auto& graphs = p.result.graphs;
    graphs.clear();
    graphs.reserve(l.count);
    for (size_t k = 0; k < l.count; ++k) graphs.push_back(asParsed(take(a.graphs[l.first + k]), l.first));
  }
}

}  // namespace

void returnLentGraphs(Analysis& a) {
  giveBack(a, [](Graph& g) { return std::move(g); });
  a.lent.clear();
}

void returnLentGraphs(const Analysis& a) {
  giveBack(a, [](const Graph& g) { return g; });
}

bool isTangentName(std::string_view name) {
  for (size_t i = 0; i + 7 <= name.size(); ++i) {
    bool eq = true;
    for (size_t k = 0; k < 7 && eq; ++k)
      eq = static_cast<char>(std::tolower(static_cast<unsigned char>(name[i + k]))) == "tangent"[k];
    if (eq) return true;
  }
  return false;
}

}  // namespace fx
