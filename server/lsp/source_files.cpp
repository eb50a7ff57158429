// The model's own Python source (features/source_lines.h) at the edge: code lenses and hovers on the lines of an
// open source file that produced nodes in the analysed dumps, and go to definition from a dump's `# File:` comment
// to the source line. A source file no dump mentions gets empty answers.
#include <algorithm>

#include "features/source_lines.h"
#include "fx/source_refs.h"
#include "server.h"

namespace fxl {

using Json = jsonrpc::Json;

namespace {

// Nodes listed in a hover; the rest are counted ("… and 120 more").
constexpr size_t kHoverNodes = 20;

uint32_t lineCount(std::string_view text) {
  return static_cast<uint32_t>(std::count(text.begin(), text.end(), '\n')) + 1;
}

std::string baseNameOf(const std::string& uri) { return std::string(fx::baseName(uri)); }

// The VS Code extension's clean view of a log (`fxlens-log:/path/x.log.clean`) is the log without its prefixes: when
// the log (`file:///path/x.log`) is analysed too, its nodes are counted there only.
std::vector<char> viewsOfAnalysedLogs(const Analyzed& an) {
  constexpr std::string_view kScheme = "fxlens-log:", kSuffix = ".clean";
  std::vector<char> skip(an.uris.size(), 0);
  for (size_t i = 0; i < an.uris.size(); ++i) {
    std::string_view u = an.uris[i];
    if (!u.starts_with(kScheme) || !u.ends_with(kSuffix)) continue;
    u = u.substr(kScheme.size(), u.size() - kScheme.size() - kSuffix.size());
    skip[i] = an.docOf("file://" + std::string(u)) >= 0;
  }
  return skip;
}

}  // namespace

std::vector<SourceLine> Server::sourceLinesOf(const std::string& uri, std::shared_ptr<const Analyzed>& an,
                                              size_t maxNodes) {
  const std::optional<uint32_t> lines = ws_->withDocument(uri, [](const lsp::TextDocument* d) {
    return d ? std::optional<uint32_t>(lineCount(d->text())) : std::nullopt;
  });
  an = ws_->fresh(opt_.freshWait);
  if (!lines || !an) return {};
  std::vector<std::string> others;
  std::string self;
  for (const auto& [u, path] : ws_->sources()) (u == uri ? self : others.emplace_back()) = path;
  return fxl::sourceLines(an->snap, self, *lines, others, maxNodes, viewsOfAnalysedLogs(*an));
}

// Per line: the counts; a click opens the preview of the first node's dump, drawing its graph focused on that node
// (`fxlens.previewSourceLine [dumpUri, nodeName, graphId]`, a client command).
std::vector<lsp::CodeLens> Server::sourceCodeLens(const lsp::TextDocumentParams& p) {
  std::shared_ptr<const Analyzed> an;
  std::vector<lsp::CodeLens> out;
  for (const SourceLine& l : sourceLinesOf(p.textDocument.uri, an, 1)) {
    lsp::CodeLens& cl = out.emplace_back();
    cl.range = {{l.line, 0}, {l.line, 0}};
    std::vector<Json> args;
    if (!l.nodes.empty() && l.nodes[0].place.doc >= 0)
      args = {Json(an->uris[l.nodes[0].place.doc]), Json(l.nodes[0].name), Json(l.nodes[0].graph)};
    cl.command = lsp::Command{l.title(), args.empty() ? "" : "fxlens.previewSourceLine", args};
  }
  return out;
}

// The line's counts and its nodes, each a link to where its dump defines it.
std::optional<lsp::Hover> Server::sourceHover(const lsp::TextDocumentPositionParams& p) {
  std::shared_ptr<const Analyzed> an;
  std::optional<lsp::Hover> out;
  for (const SourceLine& l : sourceLinesOf(p.textDocument.uri, an, kHoverNodes)) {
    if (l.line != p.position.line) continue;
    std::string md = "**" + l.title() + "**\n";
    for (const SourceLineNode& n : l.nodes) {
      if (n.place.doc < 0) continue;
      const auto& doc = an->snap.analysis().docs[n.place.doc];
      const std::string link = an->uris[n.place.doc] + "#L" + std::to_string(doc.lineOf(n.place.range.begin) + 1);
      md += "\n- [`" + n.name + "`](" + link + ") " + (n.backward ? "backward" : "forward") + " · " +
            baseNameOf(an->uris[n.place.doc]);
    }
    if (l.moreNodes > 0) md += "\n\n… and " + std::to_string(l.moreNodes) + " more";
    out.emplace();
    out->contents.kind = lsp::MarkupKind::Markdown;
    out->contents.value = std::move(md);
  }
  // Nothing to show because no dump is analysed at all: said on the lines of a module's forward, so that the user
  // knows what the lenses need (and not on every line of every Python file).
  if (!out && ws_->onlySources() &&
      ws_->withDocument(p.textDocument.uri, [&](const lsp::TextDocument* d) {
        return d && inForwardBody(d->text(), p.position.line);
      })) {
    out.emplace();
    out->contents.kind = lsp::MarkupKind::Markdown;
    out->contents.value = "**FX Graph**: no graph dump is open. Open this model's `TORCH_LOGS` log, depyf or tlparse "
                          "dump to see what each line of `forward` becomes (nodes, saved tensors, recomputation).";
  }
  return out;
}

// Go to definition on a `# File: path:line` comment: the open Python source whose path shares the longest suffix
// with it, else the workspace file found so (SourceFinder); nullopt when the comment names no file we have.
std::optional<std::vector<lsp::Location>> Server::sourceDefinition(const Doc& d, uint32_t offset) {
  const std::optional<SourceRefAt> ref = sourceRefAt(d.snap(), d.doc, offset);
  if (!ref) return std::nullopt;
  std::vector<std::string> paths, uris;
  for (const auto& [uri, path] : ws_->sources()) uris.push_back(uri), paths.push_back(path);
  std::string uri;
  if (std::string best = closestPath(ref->path, paths); !best.empty())
    uri = uris[std::find(paths.begin(), paths.end(), best) - paths.begin()];
  if (uri.empty()) {
    bool boundHit = false;
    const std::string found = finder_.find(ref->path, boundHit);
    if (boundHit)
      log(3, "fxlens: looking for the source files of `# File:` comments, stopped after " +
                 std::to_string(finder_.maxEntries()) + " entries of the workspace folders");
    if (!found.empty()) uri = pathToUri(found);
  }
  if (uri.empty()) return std::vector<lsp::Location>{};
  const uint32_t line = ref->line > 0 ? static_cast<uint32_t>(ref->line - 1) : 0;
  return std::vector<lsp::Location>{{uri, {{line, 0}, {line, 0}}}};
}

// Asks the client to fetch code lenses again: a source file's lenses depend on the dumps, not on its own text.
void Server::refreshSourceLenses(const Workspace& ws) {
  if (!client_.codeLensRefresh || ws.sources().empty()) return;
  writer_.write(jsonrpc::makeRequest("fxlens-lens-refresh-" + std::to_string(nextRequestId_++),
                                     "workspace/codeLens/refresh"));
}

}  // namespace fxl
