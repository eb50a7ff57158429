// Feature requests: read params (LSP positions), call the feature function (byte offsets), convert its result
// to LSP types. The conversions are the only logic here.
#include <algorithm>
#include <optional>
#include <set>

#include "features/associations.h"
#include "features/code_lens.h"
#include "features/find_nodes.h"
#include "features/folding.h"
#include "features/graph_diff.h"
#include "features/hover.h"
#include "features/inlay_hints.h"
#include "features/log_prefixes.h"
#include "features/memory_view.h"
#include "features/navigation.h"
#include "features/partition_compare.h"
#include "features/rename.h"
#include "features/semantic_tokens.h"
#include "features/symbols.h"
#include "render/dot.h"
#include "server.h"

namespace fxl {

using Json = jsonrpc::Json;

namespace {

lsp::SymbolKind symbolKind(SymKind k) {
  switch (k) {
    case SymKind::Graph: return lsp::SymbolKind::Class;
    case SymKind::Input: return lsp::SymbolKind::Variable;
    case SymKind::Tangent: return lsp::SymbolKind::Event;
    case SymKind::Op: return lsp::SymbolKind::Function;
    case SymKind::Output: return lsp::SymbolKind::Object;
    case SymKind::Constant: return lsp::SymbolKind::Constant;
  }
  return lsp::SymbolKind::Variable;
}

}  // namespace

// ---- The document a request is about ----

uint32_t Server::Doc::offset(const lsp::Position& p) const { return server->toOffset(*an, doc, p); }
fx::Range Server::Doc::range(const lsp::Range& r) const { return {offset(r.start), offset(r.end)}; }
lsp::Range Server::Doc::lsp(fx::Range r) const { return server->toLsp(*an, doc, r); }
lsp::Position Server::Doc::lsp(uint32_t offset) const { return server->toLsp(*an, doc, offset); }

// Binds a request about one document: its analysis is looked up once here (waiting for the latest edits when
// needed, analysisFor), and a document the analysis does not know gets `unknown`.
template <class Params, class Reply>
void Server::onDocument(const char* method, Reply (Server::*handler)(const Params&, const Doc&), Reply unknown) {
  router_.request<Params>(method, [this, handler, unknown](const Params& p) -> Reply {
    Doc d;
    d.server = this;
    if (ws_->isSource(p.textDocument.uri)) return unknown;  // a Python model source is not a dump
    d.an = analysisFor(p.textDocument.uri, d.doc);
    if (d.doc < 0) return unknown;
    return (this->*handler)(p, d);
  });
}

// The same, and a Python model source (Workspace::isSource) is answered by `onSource`.
template <class Params, class Reply>
void Server::onDocumentOrSource(const char* method, Reply (Server::*handler)(const Params&, const Doc&),
                                Reply (Server::*onSource)(const Params&), Reply unknown) {
  router_.request<Params>(method, [this, handler, onSource, unknown](const Params& p) -> Reply {
    if (ws_->isSource(p.textDocument.uri)) return (this->*onSource)(p);
    Doc d;
    d.server = this;
    d.an = analysisFor(p.textDocument.uri, d.doc);
    if (d.doc < 0) return unknown;
    return (this->*handler)(p, d);
  });
}

// Every method the server answers beyond the lifecycle (server.cpp), one line each.
void Server::bindMethods() {
  using Locations = std::optional<std::vector<lsp::Location>>;
  onDocumentOrSource<lsp::TextDocumentPositionParams, std::optional<lsp::Hover>>("textDocument/hover", &Server::hover,
                                                                                 &Server::sourceHover, {});
  onDocument<lsp::TextDocumentPositionParams, Locations>("textDocument/definition", &Server::definition, {});
  onDocument<lsp::TextDocumentPositionParams, Locations>("textDocument/declaration", &Server::declaration, {});
  onDocument<lsp::TextDocumentPositionParams, Locations>("textDocument/implementation", &Server::implementation, {});
  onDocument<lsp::ReferenceParams, Locations>("textDocument/references", &Server::references, {});
  onDocument<lsp::TextDocumentPositionParams, std::optional<std::vector<lsp::DocumentHighlight>>>(
      "textDocument/documentHighlight", &Server::documentHighlight, {});
  onDocument<lsp::TextDocumentParams, std::optional<std::vector<lsp::DocumentSymbol>>>(
      "textDocument/documentSymbol", &Server::documentSymbol, {});
  onDocument<lsp::TextDocumentParams, lsp::SemanticTokens>("textDocument/semanticTokens/full",
                                                           &Server::semanticTokensFull, {});
  onDocument<lsp::SemanticTokensRangeParams, lsp::SemanticTokens>("textDocument/semanticTokens/range",
                                                                  &Server::semanticTokensRange, {});
  onDocument<lsp::InlayHintParams, std::vector<lsp::InlayHint>>("textDocument/inlayHint", &Server::inlayHint, {});
  onDocumentOrSource<lsp::TextDocumentParams, std::vector<lsp::CodeLens>>("textDocument/codeLens", &Server::codeLens,
                                                                          &Server::sourceCodeLens, {});
  onDocument<lsp::TextDocumentParams, std::vector<lsp::FoldingRange>>("textDocument/foldingRange",
                                                                      &Server::foldingRange, {});
  onDocument<lsp::TextDocumentRangeParams, std::vector<LogPrefix>>("fxlens/logPrefixes", &Server::logPrefixes, {});
  onDocument<FindNodesParams, FoundNodes>("fxlens/findNodes", &Server::findNodes, {});
  onDocument<MemoryPlotParams, MemoryPlot>("fxlens/memoryPlot", &Server::memoryPlot, {});
  onDocument<lsp::TextDocumentPositionParams, Json>("fxlens/comparePartitions", &Server::comparePartitions, {});
  onDocument<DiffParams, Json>("fxlens/diffGraphs", &Server::diffGraphs, {});
  onDocument<lsp::TextDocumentPositionParams, std::optional<lsp::Range>>("textDocument/prepareRename",
                                                                         &Server::prepareRename, {});
  onDocument<lsp::RenameParams, lsp::WorkspaceEdit>("textDocument/rename", &Server::rename, {});
  router_.request<lsp::WorkspaceSymbolParams>("workspace/symbol", [this](const auto& p) { return workspaceSymbol(p); });
  router_.request<Json>("fxlens/associations", [this](const Json& p) { return associations(p, "textDocument.uri"); });
  router_.request<Json>("fxlens/documentDigest", [this](const Json& p) { return documentDigest(p); });
  router_.request<Json>("fxlens/detect", [this](const Json& p) { return detect(p); });
  router_.request<Json>("fxlens/run", [this](const Json& p) { return run(p); });
  router_.request<Json>("codeLens/resolve", [this](const Json& p) { return resolveCodeLens(p); });
  router_.deferred("fxlens/renderGraph", [this](const jsonrpc::Message& m) { renderGraph(m); });
  router_.deferred("workspace/executeCommand", [this](const jsonrpc::Message& m) { executeCommand(m); });
  bindNotifications();
}

// ---- Requests ----

std::optional<lsp::Hover> Server::hover(const lsp::TextDocumentPositionParams& p, const Doc& d) {
  const Analyzed& an = *d.an;
  auto link = [&](int doc, uint32_t line0) { return an.uris[doc] + "#L" + std::to_string(line0 + 1); };
  auto h = fxl::hover(an.snap, d.doc, d.offset(p.position), link);
  std::optional<lsp::Hover> out;
  if (!h) return out;
  out.emplace();  // filled in place (a temporary Hover trips GCC 12's -Wmaybe-uninitialized)
  out->contents.kind = lsp::MarkupKind::Markdown;
  out->contents.value = std::move(h->markdown);
  out->range = toLsp(an, h->doc, h->range);
  return out;
}

std::vector<lsp::Location> Server::locations(const Analyzed& an, const std::vector<Target>& targets) const {
  std::vector<lsp::Location> out;
  for (const Target& t : targets)
    if (t.doc >= 0 && t.doc < static_cast<int>(an.uris.size())) out.push_back(location(an, t.doc, t.range));
  return out;
}

std::optional<std::vector<lsp::Location>> Server::definition(const lsp::TextDocumentPositionParams& p, const Doc& d) {
  if (auto model = sourceDefinition(d, d.offset(p.position))) return model;  // on a `# File:` comment
  return locations(*d.an, fxl::definition(d.snap(), d.doc, d.offset(p.position)));
}

std::optional<std::vector<lsp::Location>> Server::declaration(const lsp::TextDocumentPositionParams& p, const Doc& d) {
  return locations(*d.an, fxl::declaration(d.snap(), d.doc, d.offset(p.position)));
}

std::optional<std::vector<lsp::Location>> Server::implementation(const lsp::TextDocumentPositionParams& p,
                                                                  const Doc& d) {
  return locations(*d.an, fxl::implementation(d.snap(), d.doc, d.offset(p.position)));
}

std::optional<std::vector<lsp::Location>> Server::references(const lsp::ReferenceParams& p, const Doc& d) {
  return locations(*d.an, fxl::references(d.snap(), d.doc, d.offset(p.position), p.context.includeDeclaration));
}

std::optional<std::vector<lsp::DocumentHighlight>> Server::documentHighlight(const lsp::TextDocumentPositionParams& p,
                                                                             const Doc& d) {
  std::vector<lsp::DocumentHighlight> out;
  for (const auto& h : fxl::highlights(d.snap(), d.doc, d.offset(p.position)))
    out.push_back({d.lsp(h.range), h.write ? lsp::DocumentHighlightKind::Write : lsp::DocumentHighlightKind::Read});
  return out;
}

std::optional<std::vector<lsp::DocumentSymbol>> Server::documentSymbol(const lsp::TextDocumentParams&, const Doc& d) {
  std::vector<lsp::DocumentSymbol> out;
  for (const auto& g : documentSymbols(d.snap(), d.doc)) {
    lsp::DocumentSymbol& gs = out.emplace_back();
    gs.name = g.name;
    gs.detail = g.detail;
    gs.kind = lsp::SymbolKind::Class;
    gs.range = d.lsp(g.range);
    gs.selectionRange = d.lsp(g.selectionRange);
    gs.children.reserve(g.children.size());
    for (const auto& n : g.children) {
      lsp::DocumentSymbol& ns = gs.children.emplace_back();
      ns.name = n.name;
      if (!n.detail.empty()) ns.detail.emplace(n.detail);
      ns.kind = symbolKind(n.kind);
      ns.range = d.lsp(n.range);
      ns.selectionRange = d.lsp(n.selectionRange);
    }
  }
  return out;
}

std::vector<lsp::SymbolInformation> Server::workspaceSymbol(const lsp::WorkspaceSymbolParams& p) {
  auto an = ws_->fresh(opt_.freshWait);
  std::vector<lsp::SymbolInformation> out;
  if (!an) return out;
  for (const auto& s : workspaceSymbols(an->snap, p.query, 500)) {
    if (s.doc < 0 || s.doc >= static_cast<int>(an->uris.size())) continue;
    lsp::SymbolInformation& si = out.emplace_back();
    si.name = s.name;
    si.kind = symbolKind(s.kind);
    si.location = location(*an, s.doc, s.range);
    if (!s.container.empty()) si.containerName = s.container;
  }
  return out;
}

namespace {
// LSP's relative encoding: deltaLine, deltaStart, length, type, modifiers — positions in the negotiated encoding.
// At most `limit` tokens, and when there are more, none of the line the first one left out is on: a line is
// coloured whole or not at all.
lsp::SemanticTokens encodeTokens(const Server::Doc& d, const std::vector<Token>& tokens, size_t limit) {
  lsp::SemanticTokens out;
  uint32_t prevLine = 0, prevChar = 0;
  std::vector<uint32_t> lines;  // of the tokens sent, to take back those on the cut line
  for (size_t i = 0; i < tokens.size() && i < limit; ++i) {
    lsp::Position b = d.lsp(tokens[i].range.begin), e = d.lsp(tokens[i].range.end);
    if (e.line != b.line || e.character <= b.character) continue;  // tokens never span lines
    out.data.insert(out.data.end(), {b.line - prevLine, b.line == prevLine ? b.character - prevChar : b.character,
                                     e.character - b.character, tokens[i].type, tokens[i].modifiers});
    prevLine = b.line;
    prevChar = b.character;
    lines.push_back(b.line);
  }
  if (tokens.size() > limit) {
    const uint32_t cut = d.lsp(tokens[limit].range.begin).line;
    while (!lines.empty() && lines.back() == cut) {
      lines.pop_back();
      out.data.resize(out.data.size() - 5);
    }
  }
  return out;
}
}  // namespace

// A document with more tokens than one reply holds: a client that colours the visible range when this is
// cancelled gets ServerCancelled (VS Code then asks for what is on screen); any other gets the document's first
// lines, whole.
lsp::SemanticTokens Server::semanticTokensFull(const lsp::TextDocumentParams&, const Doc& d) {
  FirstTokens t = firstSemanticTokens(d.snap(), d.doc, std::nullopt, maxSemanticTokens_);
  if (!t.complete && client_.semanticTokensByRange)
    throw lsp::ServerCancelled("fxlens: more than " + std::to_string(maxSemanticTokens_) +
                               " semantic tokens in the document: ask for ranges");
  return encodeTokens(d, t.tokens, maxSemanticTokens_);
}

lsp::SemanticTokens Server::semanticTokensRange(const lsp::SemanticTokensRangeParams& p, const Doc& d) {
  return encodeTokens(d, firstSemanticTokens(d.snap(), d.doc, d.range(p.range), maxSemanticTokens_).tokens,
                      maxSemanticTokens_);
}

std::vector<lsp::InlayHint> Server::inlayHint(const lsp::InlayHintParams& p, const Doc& d) {
  InlayOptions o;
  o.forwardNames = inlayForwardNames_;
  o.types = inlayTypes_;
  std::vector<lsp::InlayHint> out;
  for (const auto& h : inlayHints(d.snap(), d.doc, d.range(p.range), o)) {
    lsp::InlayHint& ih = out.emplace_back();
    ih.position = d.lsp(h.offset);
    ih.label = h.label;
    ih.kind = h.typeHint ? lsp::InlayHintKind::Type : lsp::InlayHintKind::Parameter;
    ih.paddingLeft = true;
  }
  return out;
}

namespace {

// What a lens that does not list its places carries to codeLens/resolve: the one home of its fields.
struct LensData {
  std::string uri;
  int version = -2;  // the document's version the lens was made for
  int graph = -1;    // the graph it is over, in that analysis
  fxl::CodeLens::About about = fxl::CodeLens::About::Saved;
  std::string title;
};

Json lensData(const LensData& d) {
  return {{"uri", d.uri}, {"version", d.version}, {"graph", d.graph},
          {"about", d.about == fxl::CodeLens::About::Saved ? "saved" : "recomputed"}, {"title", d.title}};
}

// Null when a field is missing or of another type (the client sends back what it was given, or anything).
std::optional<LensData> readLensData(const Json& j) {
  if (!j.is_object()) return std::nullopt;
  for (const char* k : {"uri", "about", "title"})
    if (!j.contains(k) || !j[k].is_string()) return std::nullopt;
  for (const char* k : {"version", "graph"})
    if (!j.contains(k) || !j[k].is_number_integer()) return std::nullopt;
  const std::string about = j["about"].get<std::string>();
  if (about != "saved" && about != "recomputed") return std::nullopt;
  return LensData{j["uri"].get<std::string>(), j["version"].get<int>(), j["graph"].get<int>(),
                  about == "saved" ? fxl::CodeLens::About::Saved : fxl::CodeLens::About::Recomputed,
                  j["title"].get<std::string>()};
}

}  // namespace

// Each lens acts: `fxlens.showLocations [uri, position, locations]` (the arguments of VS Code's
// editor.action.showReferences, as JSON: the extension converts them and opens the one place or peeks at several),
// or `fxlens.pairWithDocument` for a graph without a partner. Both are client commands, not advertised as server
// commands (the language client would register them as forwarders to the server).
std::vector<lsp::CodeLens> Server::codeLens(const lsp::TextDocumentParams& p, const Doc& d) {
  const Analyzed& an = *d.an;
  std::vector<lsp::CodeLens> out;
  for (const auto& c : codeLenses(d.snap(), d.doc)) {
    lsp::CodeLens& cl = out.emplace_back();
    cl.range = d.lsp(c.range);
    if (c.action == fxl::CodeLens::Action::PairWith) {
      cl.command = lsp::Command{c.title, "fxlens.pairWithDocument", {}};
      continue;
    }
    if (c.action == fxl::CodeLens::Action::OpenMemory) {
      cl.command = lsp::Command{c.title, "fxlens.showMemory", {Json(p.textDocument.uri)}};
      continue;
    }
    if (c.about != fxl::CodeLens::About::Listed) {
      // Resolved when shown (resolveCodeLens): the version tells a lens of an older text.
      cl.data = lensData({p.textDocument.uri, an.versions[d.doc], c.graph, c.about, c.title});
      continue;
    }
    cl.command = showLocations(an, c.title, p.textDocument.uri, cl.range.start, c.places);
  }
  return out;
}

lsp::Command Server::showLocations(const Analyzed& an, const std::string& title, const std::string& uri,
                                   const lsp::Position& at, const std::vector<fxl::Target>& places) const {
  Json locations = Json::array();
  for (const fxl::Target& t : places)
    if (t.doc >= 0) locations.push_back(lsp::Location{an.uris[t.doc], toLsp(an, t.doc, t.range)});
  return lsp::Command{title, "fxlens.showLocations", {Json(uri), Json(at), std::move(locations)}};
}

// A lens sent without its places gets them from the analysis of the version it was made for; a lens of an older
// text comes back as it was (the client asks for the lenses of the new text anyway).
Json Server::resolveCodeLens(const Json& lens) {
  const lsp::CodeLens in = lens.get<lsp::CodeLens>();
  const std::optional<LensData> data = in.command ? std::nullopt : readLensData(in.data);
  if (!data) return lens;
  int doc = -1;
  std::shared_ptr<const Analyzed> an = analysisFor(data->uri, doc);
  if (!an || doc < 0 || data->version != an->versions[doc] || data->graph < 0 ||
      data->graph >= static_cast<int>(an->snap.analysis().graphs.size()) ||
      an->snap.analysis().graphs[data->graph].doc != doc)
    return lens;
  lsp::CodeLens out = in;
  out.command = showLocations(*an, data->title, data->uri, in.range.start, fxl::placesOf(an->snap, data->graph, data->about));
  return out;
}

// At most the client's rangeLimit (VS Code says 5,000), and never more than kMaxFoldingRanges: the first ones in
// the document, as VS Code keeps the first when it has too many.
std::vector<lsp::FoldingRange> Server::foldingRange(const lsp::TextDocumentParams&, const Doc& d) {
  std::vector<lsp::FoldingRange> out;
  const size_t limit = client_.foldingRangeLimit > 0 ? std::min<size_t>(client_.foldingRangeLimit, kMaxFoldingRanges)
                                                     : kMaxFoldingRanges;
  for (const auto& f : foldingRanges(d.snap(), d.doc)) {
    if (out.size() >= limit) break;
    const uint32_t first = d.lsp(f.begin).line, last = d.lsp(f.end).line;
    if (last <= first) continue;
    lsp::FoldingRange& fr = out.emplace_back();
    fr.startLine = first;
    fr.endLine = last;
    fr.kind = f.comment ? "comment" : "region";
  }
  return out;
}

std::vector<Server::LogPrefix> Server::logPrefixes(const lsp::TextDocumentRangeParams& p, const Doc& d) {
  std::vector<LogPrefix> out;
  for (const fx::Range& r : fxl::logPrefixes(d.snap(), d.doc, d.range(p.range))) {
    lsp::Range lr = d.lsp(r);
    if (lr.start.line == lr.end.line) out.push_back({lr.start.line, lr.end.character - lr.start.character});
  }
  return out;
}

void to_json(Json& j, const Server::LogPrefix& v) { j = {{"line", v.line}, {"length", v.length}}; }

Server::FoundNodes Server::findNodes(const FindNodesParams& p, const Doc& d) {
  const Analyzed& an = *d.an;
  std::vector<int> graphs;
  for (const std::string& id : p.graphs) {
    const int g = fxr::graphWithId(an.snap.analysis(), id);
    if (g < 0) throw lsp::BadParams("graphs", "no graph '" + id + "'");
    graphs.push_back(g);
  }
  fxl::FoundNodes found = fxl::findNodes(an.snap, d.doc, p.pattern, graphs);
  if (!found.error.empty()) throw lsp::BadParams("pattern", found.error);
  FoundNodes out;
  out.more = found.more;
  for (const fxl::FoundNode& f : found.nodes) {
    if (f.at.doc < 0) continue;
    FoundNode& n = out.nodes.emplace_back();
    n.name = std::string(an.snap.node(f.node)->name);
    n.graph = an.snap.analysis().graphs[f.node.graph].id;
    n.location = {an.uris[f.at.doc], toLsp(an, f.at.doc, f.at.range)};
  }
  return out;
}

// fxlens/memoryPlot (features/memory_view.h): the plot of the cursor's graph, else of the document's first one.
Server::MemoryPlot Server::memoryPlot(const MemoryPlotParams& p, const Doc& d) {
  std::optional<uint32_t> offset;
  if (p.position) offset = d.offset(*p.position);
  fxl::MemoryView v = fxl::memoryView(d.snap(), d.doc, offset, p.dark);
  if (!v.error.empty()) throw lsp::RequestFailed(v.error);
  return {std::move(v.svg), std::move(v.status)};
}

namespace {
// The `position` of a request whose position is optional.
std::optional<lsp::Position> optionalPosition(const Json& j) {
  if (!j.contains("position") || j["position"].is_null()) return std::nullopt;
  try {
    return j["position"].get<lsp::Position>();
  } catch (const lsp::BadParams& e) {
    throw e.within("position");
  }
}
}  // namespace

void from_json(const Json& j, Server::MemoryPlotParams& v) {
  if (!j.is_object() || !j.contains("textDocument")) throw lsp::BadParams("textDocument", "expected {uri}");
  v.textDocument = j["textDocument"].get<lsp::TextDocumentIdentifier>();
  v.position = optionalPosition(j);
  if (j.contains("theme") && !j["theme"].is_null()) {
    if (!j["theme"].is_string()) throw lsp::BadParams("theme", "expected \"light\" or \"dark\"");
    v.dark = j["theme"] == "dark";
  }
}

void to_json(Json& j, const Server::MemoryPlot& v) { j = {{"svg", v.svg}, {"status", v.status}}; }

// fxlens/comparePartitions (features/partition_compare.h): {markdown, other: graph id}; RequestFailed saying why
// when there is nothing to compare.
Json Server::comparePartitions(const lsp::TextDocumentPositionParams& p, const Doc& d) {
  fxl::PartitionCompare c = fxl::comparePartitionsAt(d.snap(), d.doc, d.offset(p.position));
  if (!c.error.empty()) throw lsp::RequestFailed(c.error);
  return {{"markdown", c.markdown}, {"other", d.snap().analysis().graphs[c.otherGraph].id}};
}

// fxlens/diffGraphs (features/graph_diff.h): {graph, candidates: [{id, role, compileId, title}]} without `other`, else
// {markdown, a, b}; RequestFailed saying why when there is no graph here or no graph `other`.
Json Server::diffGraphs(const DiffParams& p, const Doc& d) {
  const uint32_t offset = p.position ? d.offset(*p.position) : 0;
  const fx::Analysis& a = d.snap().analysis();
  if (!p.other) {
    const fxl::DiffChoices c = fxl::diffChoices(d.snap(), d.doc, offset);
    if (c.graph < 0) throw lsp::RequestFailed("no FX graph here to compare");
    Json list = Json::array();
    for (int g : c.candidates)
      list.push_back({{"id", a.graphs[g].id}, {"role", fx::toString(a.graphs[g].role)},
                      {"compileId", a.graphs[g].compileId}, {"title", a.graphs[g].title}});
    return {{"graph", a.graphs[c.graph].id}, {"candidates", std::move(list)}};
  }
  fxl::DiffView v = fxl::diffView(d.snap(), d.doc, offset, *p.other);
  if (!v.error.empty()) throw lsp::RequestFailed(v.error);
  return {{"markdown", std::move(v.markdown)}, {"a", a.graphs[v.graph].id}, {"b", a.graphs[v.other].id}};
}

void from_json(const Json& j, Server::DiffParams& v) {
  if (!j.is_object() || !j.contains("textDocument")) throw lsp::BadParams("textDocument", "expected {uri}");
  v.textDocument = j["textDocument"].get<lsp::TextDocumentIdentifier>();
  v.position = optionalPosition(j);
  if (j.contains("other") && !j["other"].is_null()) {
    if (!j["other"].is_string()) throw lsp::BadParams("other", "expected a graph id");
    v.other = j["other"].get<std::string>();
  }
}

// Rename (features/rename.h). What cannot be renamed is RequestFailed with the reason, which the editor shows.
std::optional<lsp::Range> Server::prepareRename(const lsp::TextDocumentPositionParams& p, const Doc& d) {
  const fxl::RenameTarget t = fxl::renameTarget(d.snap(), d.doc, d.offset(p.position));
  if (!t.error.empty()) throw lsp::RequestFailed(t.error);
  return d.lsp(t.range);
}

lsp::WorkspaceEdit Server::rename(const lsp::RenameParams& p, const Doc& d) {
  const Analyzed& an = *d.an;
  const fxl::RenameEdits r = fxl::rename(an.snap, d.doc, d.offset(p.position), p.newName);
  if (!r.error.empty()) throw lsp::RequestFailed(r.error);
  lsp::WorkspaceEdit out;
  // Only files open in the editor or inside the workspace folders are edited: a sibling found on disk elsewhere
  // is left out (the editor would write it without asking), and the user is told which.
  std::set<std::string> leftOut;
  for (const fxl::Target& t : r.edits) {
    if (!editable(an.uris[t.doc])) {
      leftOut.insert(an.uris[t.doc]);
      continue;
    }
    out.changes[an.uris[t.doc]].push_back({toLsp(an, t.doc, t.range), p.newName});
  }
  if (!leftOut.empty()) {
    std::string names;
    for (const std::string& u : leftOut) names += (names.empty() ? "" : ", ") + u;
    showMessage(2, "fxlens: rename left out files outside the workspace folders and not open: " + names +
                       " (open them to rename there too)");
  }
  return out;
}

void from_json(const Json& j, Server::FindNodesParams& v) {
  if (!j.is_object() || !j.contains("textDocument")) throw lsp::BadParams("textDocument", "expected {uri}");
  v.textDocument = j["textDocument"].get<lsp::TextDocumentIdentifier>();
  if (!j.contains("pattern") || !j["pattern"].is_string()) throw lsp::BadParams("pattern", "expected a string");
  v.pattern = j["pattern"].get<std::string>();
  if (!j.contains("graphs") || j["graphs"].is_null()) return;
  if (!j["graphs"].is_array() || j["graphs"].size() > 16) throw lsp::BadParams("graphs", "expected graph ids");
  for (const Json& id : j["graphs"]) {
    if (!id.is_string()) throw lsp::BadParams("graphs", "expected graph ids");
    v.graphs.push_back(id.get<std::string>());
  }
}

void to_json(Json& j, const Server::FoundNodes& v) {
  j = {{"nodes", Json::array()}, {"more", v.more}};
  for (const Server::FoundNode& n : v.nodes)
    j["nodes"].push_back({{"name", n.name}, {"graph", n.graph}, {"location", n.location}});
}

// fxlens/associations {textDocument?: {uri}} and the command fxlens.showAssociations [uri?]: the association
// table of one document (or all), as rows and as markdown, at most kMaxAssociationRows (`more`: how many not).
Json Server::associations(const Json& params, const char* uriField) {
  std::optional<std::string> uri;
  if (params.is_object() && params.contains("textDocument")) uri = lsp::parseParams<lsp::TextDocumentParams>(params).textDocument.uri;
  else if (params.is_string()) uri = params.get<std::string>();
  else if (!params.is_null() && !(params.is_object() && params.empty())) throw lsp::BadParams(uriField, "expected a document URI");
  const Json none = {{"rows", Json::array()}, {"markdown", ""}, {"more", 0}};
  auto an = ws_->fresh(opt_.freshWait);
  if (!an) return none;
  std::optional<int> doc;
  if (uri) {
    int d = an->docOf(*uri);
    if (d < 0) return none;
    doc = d;
  }
  auto rows = associationTable(an->snap, doc);
  const size_t leftOut = keepAtMost(rows);
  Json jr = Json::array();
  for (const auto& r : rows)
    jr.push_back({{"backwardGraph", r.backwardGraph},
                  {"backward", r.backward},
                  {"kind", r.kind},
                  {"forwardGraph", r.forwardGraph},
                  {"forward", r.forward},
                  {"status", r.status},
                  {"candidates", r.candidates},
                  {"evidence", r.evidence}});
  return {{"rows", jr}, {"markdown", associationTableMarkdown(rows, leftOut)}, {"more", leftOut}};
}

// workspace/executeCommand: the commands of `commands()`. fxlens.renderGraph is answered by the job runner;
// fxlens.showAssociations and fxlens.renderGraph are kept for existing clients: the requests fxlens/associations
// and fxlens/renderGraph replace them.
void Server::executeCommand(const jsonrpc::Message& m) {
  auto p = lsp::parseParams<lsp::ExecuteCommandParams>(m.params);
  if (p.command == "fxlens.renderGraph") return renderGraph(m);
  auto uriArg = [&](size_t i) -> std::string {
    if (i >= p.arguments.size()) throw lsp::BadParams("arguments[" + std::to_string(i) + "]", "missing document URI");
    const Json& a = p.arguments[i];
    if (a.is_string()) return a.get<std::string>();
    if (a.is_object() && a.contains("uri") && a["uri"].is_string()) return a["uri"].get<std::string>();
    throw lsp::BadParams("arguments[" + std::to_string(i) + "]", "expected a document URI");
  };
  if (p.command == "fxlens.pairWith") {
    std::string x = uriArg(0), y = uriArg(1);
    ws_->pair(x, y);
    return reply(m.id, {{"paired", {x, y}}});
  }
  if (p.command == "fxlens.showAssociations")
    return reply(m.id, associations(p.arguments.empty() ? Json() : Json(uriArg(0)), "arguments[0]"));
  throw lsp::BadParams("command", "unknown command " + p.command);
}

}  // namespace fxl
