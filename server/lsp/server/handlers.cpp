// Feature requests: read params (LSP positions), call the feature function (byte offsets), convert its result
// to LSP types. The conversions are the only logic here.
#include <algorithm>

#include "features/associations.h"
#include "features/code_lens.h"
#include "features/folding.h"
#include "features/hover.h"
#include "features/inlay_hints.h"
#include "features/navigation.h"
#include "features/semantic_tokens.h"
#include "features/symbols.h"
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

Server::At Server::positionRequest(const Json& params) {
  auto p = params.get<lsp::TextDocumentPositionParams>();
  At at;
  at.an = analysisFor(p.textDocument.uri, at.doc);
  if (at.doc >= 0) at.offset = toOffset(*at.an, at.doc, p.position);
  return at;
}

Json Server::hover(const Json& params) {
  At at = positionRequest(params);
  if (at.doc < 0) return nullptr;
  const Analyzed& an = *at.an;
  auto link = [&](int doc, uint32_t line0) { return an.uris[doc] + "#L" + std::to_string(line0 + 1); };
  auto h = fxl::hover(an.snap, at.doc, at.offset, link);
  if (!h) return nullptr;
  lsp::Hover out;
  out.contents = {lsp::MarkupKind::Markdown, h->markdown};
  out.range = toLsp(an, h->doc, h->range);
  return out;
}

namespace {
Json locations(const Server& s, const Analyzed& an, const std::vector<Target>& ts,
               lsp::Location (Server::*loc)(const Analyzed&, int, fx::Range) const) {
  Json arr = Json::array();
  for (const Target& t : ts)
    if (t.doc >= 0 && t.doc < static_cast<int>(an.uris.size())) arr.push_back((s.*loc)(an, t.doc, t.range));
  return arr;
}
}  // namespace

Json Server::definition(const Json& params) {
  At at = positionRequest(params);
  if (at.doc < 0) return nullptr;
  return locations(*this, *at.an, fxl::definition(at.an->snap, at.doc, at.offset), &Server::location);
}

Json Server::declaration(const Json& params) {
  At at = positionRequest(params);
  if (at.doc < 0) return nullptr;
  return locations(*this, *at.an, fxl::declaration(at.an->snap, at.doc, at.offset), &Server::location);
}

Json Server::implementation(const Json& params) {
  At at = positionRequest(params);
  if (at.doc < 0) return nullptr;
  return locations(*this, *at.an, fxl::implementation(at.an->snap, at.doc, at.offset), &Server::location);
}

Json Server::references(const Json& params) {
  auto rp = params.get<lsp::ReferenceParams>();
  At at;
  at.an = analysisFor(rp.textDocument.uri, at.doc);
  if (at.doc < 0) return nullptr;
  at.offset = toOffset(*at.an, at.doc, rp.position);
  return locations(*this, *at.an, fxl::references(at.an->snap, at.doc, at.offset, rp.context.includeDeclaration),
                   &Server::location);
}

Json Server::documentHighlight(const Json& params) {
  At at = positionRequest(params);
  if (at.doc < 0) return nullptr;
  Json arr = Json::array();
  for (const auto& h : fxl::highlights(at.an->snap, at.doc, at.offset))
    arr.push_back(lsp::DocumentHighlight{toLsp(*at.an, at.doc, h.range),
                                         h.write ? lsp::DocumentHighlightKind::Write : lsp::DocumentHighlightKind::Read});
  return arr;
}

Json Server::documentSymbol(const Json& params) {
  auto p = params.get<lsp::TextDocumentParams>();
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  if (doc < 0) return nullptr;
  Json arr = Json::array();
  for (const auto& g : documentSymbols(an->snap, doc)) {
    lsp::DocumentSymbol gs;
    gs.name = g.name;
    gs.detail = g.detail;
    gs.kind = lsp::SymbolKind::Class;
    gs.range = toLsp(*an, doc, g.range);
    gs.selectionRange = toLsp(*an, doc, g.selectionRange);
    gs.children.reserve(g.children.size());
    for (const auto& n : g.children) {
      lsp::DocumentSymbol& ns = gs.children.emplace_back();  // filled in place (moving one trips a GCC 12 warning)
      ns.name = n.name;
      if (!n.detail.empty()) ns.detail.emplace(n.detail);
      ns.kind = symbolKind(n.kind);
      ns.range = toLsp(*an, doc, n.range);
      ns.selectionRange = toLsp(*an, doc, n.selectionRange);
    }
    arr.push_back(std::move(gs));
  }
  return arr;
}

Json Server::workspaceSymbol(const Json& params) {
  auto p = params.get<lsp::WorkspaceSymbolParams>();
  auto an = ws_->fresh(opt_.freshWait);
  Json arr = Json::array();
  if (!an) return arr;
  for (const auto& s : workspaceSymbols(an->snap, p.query, 500)) {
    if (s.doc < 0 || s.doc >= static_cast<int>(an->uris.size())) continue;
    lsp::SymbolInformation si;
    si.name = s.name;
    si.kind = symbolKind(s.kind);
    si.location = location(*an, s.doc, s.range);
    if (!s.container.empty()) si.containerName = s.container;
    arr.push_back(std::move(si));
  }
  return arr;
}

namespace {
// LSP's relative encoding: deltaLine, deltaStart, length, type, modifiers — positions in the negotiated encoding.
lsp::SemanticTokens encodeTokens(const Analyzed& an, int doc, const std::vector<Token>& tokens, lsp::Encoding enc) {
  lsp::SemanticTokens out;
  uint32_t prevLine = 0, prevChar = 0;
  for (const Token& t : tokens) {
    lsp::Position b = an.lines[doc].toPosition(t.range.begin, enc);
    lsp::Position e = an.lines[doc].toPosition(t.range.end, enc);
    if (e.line != b.line || e.character <= b.character) continue;  // tokens never span lines
    out.data.insert(out.data.end(), {b.line - prevLine, b.line == prevLine ? b.character - prevChar : b.character,
                                     e.character - b.character, t.type, t.modifiers});
    prevLine = b.line;
    prevChar = b.character;
  }
  return out;
}
}  // namespace

Json Server::semanticTokensFull(const Json& params) {
  auto p = params.get<lsp::TextDocumentParams>();
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  if (doc < 0) return lsp::SemanticTokens{};
  return encodeTokens(*an, doc, semanticTokens(an->snap, doc, std::nullopt), enc_);
}

Json Server::semanticTokensRange(const Json& params) {
  auto p = params.get<lsp::InlayHintParams>();  // same shape: textDocument + range
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  if (doc < 0) return lsp::SemanticTokens{};
  fx::Range r{toOffset(*an, doc, p.range.start), toOffset(*an, doc, p.range.end)};
  return encodeTokens(*an, doc, semanticTokens(an->snap, doc, r), enc_);
}

Json Server::inlayHint(const Json& params) {
  auto p = params.get<lsp::InlayHintParams>();
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  Json arr = Json::array();
  if (doc < 0) return arr;
  fx::Range r{toOffset(*an, doc, p.range.start), toOffset(*an, doc, p.range.end)};
  InlayOptions o;
  o.forwardNames = inlayForwardNames_;
  o.types = inlayTypes_;
  for (const auto& h : inlayHints(an->snap, doc, r, o)) {
    lsp::InlayHint ih;
    ih.position = toLsp(*an, doc, h.offset);
    ih.label = h.label;
    ih.kind = h.typeHint ? lsp::InlayHintKind::Type : lsp::InlayHintKind::Parameter;
    ih.paddingLeft = true;
    arr.push_back(std::move(ih));
  }
  return arr;
}

Json Server::codeLens(const Json& params) {
  auto p = params.get<lsp::TextDocumentParams>();
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  Json arr = Json::array();
  if (doc < 0) return arr;
  for (const auto& c : codeLenses(an->snap, doc)) {
    lsp::CodeLens cl;
    cl.range = toLsp(*an, doc, c.range);
    // A lens without a command is not shown by some clients; this one opens the association table.
    cl.command = lsp::Command{c.title, "fxlens.showAssociations", {Json(p.textDocument.uri)}};
    arr.push_back(std::move(cl));
  }
  return arr;
}

Json Server::foldingRange(const Json& params) {
  auto p = params.get<lsp::TextDocumentParams>();
  int doc = -1;
  auto an = analysisFor(p.textDocument.uri, doc);
  Json arr = Json::array();
  if (doc < 0) return arr;
  for (const auto& f : foldingRanges(an->snap, doc)) {
    lsp::FoldingRange fr;
    fr.startLine = f.startLine;
    fr.endLine = f.endLine;
    fr.kind = f.comment ? "comment" : "region";
    arr.push_back(std::move(fr));
  }
  return arr;
}

Json Server::executeCommand(const Json& params) {
  auto p = params.get<lsp::ExecuteCommandParams>();
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
    return {{"paired", {x, y}}};
  }
  if (p.command == "fxlens.showAssociations") {
    std::optional<int> doc;
    auto an = ws_->fresh(opt_.freshWait);
    if (!an) return {{"rows", Json::array()}, {"markdown", ""}};
    if (!p.arguments.empty()) {
      int d = an->docOf(uriArg(0));
      if (d < 0) return {{"rows", Json::array()}, {"markdown", ""}};
      doc = d;
    }
    auto rows = associationTable(an->snap, doc);
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
    return {{"rows", jr}, {"markdown", associationTableMarkdown(rows)}};
  }
  throw lsp::BadParams("command", "unknown command " + p.command);
}

}  // namespace fxl
