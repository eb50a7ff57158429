#include "lsp_types.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <utility>

namespace lsp {

BadParams::BadParams(std::string path, std::string reason)
    : std::runtime_error(path.empty() ? reason : path + ": " + reason),
      path_(std::move(path)),
      reason_(std::move(reason)) {}

BadParams BadParams::within(std::string_view key) const {
  std::string p(key);
  if (!path_.empty()) {
    if (path_.front() != '[') p += '.';
    p += path_;
  }
  return BadParams(std::move(p), reason_);
}

namespace {

[[noreturn]] void fail(std::string reason) { throw BadParams("", std::move(reason)); }

// ---- Scalar readers: strict, because nlohmann's own get<> silently truncates 1.5 to 1 and wraps -1 to 2^32-1.

void read(const Json& j, std::string& out) {
  if (!j.is_string()) fail("expected a string");
  out = j.get_ref<const std::string&>();
}

void read(const Json& j, bool& out) {
  if (!j.is_boolean()) fail("expected a boolean");
  out = j.get<bool>();
}

int64_t readInteger(const Json& j, int64_t lo, int64_t hi, const char* what) {
  if (!j.is_number_integer()) fail(std::string("expected ") + what);
  if (j.is_number_unsigned()) {
    const uint64_t u = j.get<uint64_t>();
    if (u > static_cast<uint64_t>(hi)) fail(std::string("out of range for ") + what);
    return static_cast<int64_t>(u);
  }
  const int64_t v = j.get<int64_t>();
  if (v < lo || v > hi) fail(std::string("out of range for ") + what);
  return v;
}

void read(const Json& j, uint32_t& out) {
  out = static_cast<uint32_t>(readInteger(j, 0, std::numeric_limits<uint32_t>::max(), "an unsigned integer"));
}

void read(const Json& j, int32_t& out) {
  out = static_cast<int32_t>(
      readInteger(j, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max(), "an integer"));
}

void read(const Json& j, int64_t& out) {
  out = readInteger(j, std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max(), "an integer");
}

void read(const Json& j, Json& out) { out = j; }

template <class E>
E readEnum(const Json& j, int lo, int hi) {
  return static_cast<E>(readInteger(j, lo, hi, "an enum value"));
}

// Structured values and enums: their own from_json (found by ADL).
template <class T>
  requires std::is_class_v<T> || std::is_enum_v<T>
void read(const Json& j, T& out) {
  from_json(j, out);
}

template <class T>
void read(const Json& j, std::vector<T>& out) {
  if (!j.is_array()) fail("expected an array");
  out.clear();
  out.reserve(j.size());
  for (size_t i = 0; i < j.size(); ++i) {
    try {
      read(j[i], out.emplace_back());
    } catch (const BadParams& e) {
      throw e.within("[" + std::to_string(i) + "]");
    }
  }
}

void requireObject(const Json& j) {
  if (!j.is_object()) fail("expected an object");
}

// Reads member `key` with `read`, naming the key in any error.
template <class F>
void member(const Json& j, const char* key, bool required, F&& readIt) {
  requireObject(j);
  const auto it = j.find(key);
  if (it == j.end()) {
    if (required) throw BadParams(key, "missing");
    return;
  }
  try {
    readIt(*it);
  } catch (const BadParams& e) {
    throw e.within(key);
  }
}

template <class T>
void req(const Json& j, const char* key, T& out) {
  member(j, key, true, [&](const Json& v) { read(v, out); });
}

// Absent or null: `out` keeps its default.
template <class T>
void opt(const Json& j, const char* key, T& out) {
  member(j, key, false, [&](const Json& v) {
    if (!v.is_null()) read(v, out);
  });
}

template <class T>
void opt(const Json& j, const char* key, std::optional<T>& out) {
  out.reset();
  member(j, key, false, [&](const Json& v) {
    if (v.is_null()) return;
    T value{};
    read(v, value);
    out = std::move(value);
  });
}

template <class T>
void put(Json& j, const char* key, const std::optional<T>& v) {
  if (v) j[key] = *v;
}

template <class T>
void putNonEmpty(Json& j, const char* key, const std::vector<T>& v) {
  if (!v.empty()) j[key] = v;
}

}  // namespace

// ---- Basic structures ----

void to_json(Json& j, const Position& v) { j = {{"line", v.line}, {"character", v.character}}; }
void from_json(const Json& j, Position& v) {
  req(j, "line", v.line);
  req(j, "character", v.character);
}

void to_json(Json& j, const Range& v) { j = {{"start", v.start}, {"end", v.end}}; }
void from_json(const Json& j, Range& v) {
  req(j, "start", v.start);
  req(j, "end", v.end);
}

void to_json(Json& j, const Location& v) { j = {{"uri", v.uri}, {"range", v.range}}; }
void from_json(const Json& j, Location& v) {
  req(j, "uri", v.uri);
  req(j, "range", v.range);
}

void to_json(Json& j, const LocationLink& v) {
  j = {{"targetUri", v.targetUri}, {"targetRange", v.targetRange}, {"targetSelectionRange", v.targetSelectionRange}};
  put(j, "originSelectionRange", v.originSelectionRange);
}
void from_json(const Json& j, LocationLink& v) {
  opt(j, "originSelectionRange", v.originSelectionRange);
  req(j, "targetUri", v.targetUri);
  req(j, "targetRange", v.targetRange);
  req(j, "targetSelectionRange", v.targetSelectionRange);
}

void to_json(Json& j, const TextDocumentIdentifier& v) { j = {{"uri", v.uri}}; }
void from_json(const Json& j, TextDocumentIdentifier& v) { req(j, "uri", v.uri); }

void to_json(Json& j, const VersionedTextDocumentIdentifier& v) { j = {{"uri", v.uri}, {"version", v.version}}; }
void from_json(const Json& j, VersionedTextDocumentIdentifier& v) {
  req(j, "uri", v.uri);
  req(j, "version", v.version);
}

void to_json(Json& j, const TextDocumentItem& v) {
  j = {{"uri", v.uri}, {"languageId", v.languageId}, {"version", v.version}, {"text", v.text}};
}
void from_json(const Json& j, TextDocumentItem& v) {
  req(j, "uri", v.uri);
  req(j, "languageId", v.languageId);
  req(j, "version", v.version);
  req(j, "text", v.text);
}

void to_json(Json& j, const TextDocumentPositionParams& v) {
  j = {{"textDocument", v.textDocument}, {"position", v.position}};
}
void from_json(const Json& j, TextDocumentPositionParams& v) {
  req(j, "textDocument", v.textDocument);
  req(j, "position", v.position);
}

void to_json(Json& j, const TextDocumentParams& v) { j = {{"textDocument", v.textDocument}}; }
void from_json(const Json& j, TextDocumentParams& v) { req(j, "textDocument", v.textDocument); }

// ---- Document synchronization ----

void to_json(Json& j, const TextDocumentContentChangeEvent& v) {
  j = {{"text", v.text}};
  put(j, "range", v.range);
}
void from_json(const Json& j, TextDocumentContentChangeEvent& v) {
  opt(j, "range", v.range);  // the deprecated `rangeLength` is ignored: `range` is authoritative
  req(j, "text", v.text);
}

void to_json(Json& j, const DidOpenTextDocumentParams& v) { j = {{"textDocument", v.textDocument}}; }
void from_json(const Json& j, DidOpenTextDocumentParams& v) { req(j, "textDocument", v.textDocument); }

void to_json(Json& j, const DidChangeTextDocumentParams& v) {
  j = {{"textDocument", v.textDocument}, {"contentChanges", v.contentChanges}};
}
void from_json(const Json& j, DidChangeTextDocumentParams& v) {
  req(j, "textDocument", v.textDocument);
  req(j, "contentChanges", v.contentChanges);
}

namespace {

// The string member `key` of `obj` moved out (the member left an empty string), or nothing when there is none.
std::optional<std::string> takeString(Json& obj, const char* key) {
  if (!obj.is_object()) return std::nullopt;
  const auto it = obj.find(key);
  if (it == obj.end() || !it->is_string()) return std::nullopt;
  std::string& s = it->get_ref<std::string&>();
  std::optional<std::string> out(std::move(s));
  s.clear();
  return out;
}

}  // namespace

template <>
DidOpenTextDocumentParams takeParams(Json& params) {
  std::optional<std::string> text;
  if (params.is_object())
    if (auto td = params.find("textDocument"); td != params.end()) text = takeString(*td, "text");
  DidOpenTextDocumentParams p = parseParams<DidOpenTextDocumentParams>(params);
  if (text) p.textDocument.text = std::move(*text);
  return p;
}

template <>
DidChangeTextDocumentParams takeParams(Json& params) {
  std::vector<std::optional<std::string>> texts;
  if (params.is_object())
    if (auto cs = params.find("contentChanges"); cs != params.end() && cs->is_array())
      for (Json& c : *cs) texts.push_back(takeString(c, "text"));
  DidChangeTextDocumentParams p = parseParams<DidChangeTextDocumentParams>(params);
  for (size_t i = 0; i < texts.size() && i < p.contentChanges.size(); ++i)
    if (texts[i]) p.contentChanges[i].text = std::move(*texts[i]);
  return p;
}

void to_json(Json& j, const DidCloseTextDocumentParams& v) { j = {{"textDocument", v.textDocument}}; }
void from_json(const Json& j, DidCloseTextDocumentParams& v) { req(j, "textDocument", v.textDocument); }

// ---- Diagnostics ----

void to_json(Json& j, const DiagnosticSeverity& v) { j = static_cast<int>(v); }
void from_json(const Json& j, DiagnosticSeverity& v) { v = readEnum<DiagnosticSeverity>(j, 1, 4); }

void to_json(Json& j, const DiagnosticRelatedInformation& v) {
  j = {{"location", v.location}, {"message", v.message}};
}
void from_json(const Json& j, DiagnosticRelatedInformation& v) {
  req(j, "location", v.location);
  req(j, "message", v.message);
}

void to_json(Json& j, const Diagnostic& v) {
  j = {{"range", v.range}, {"message", v.message}};
  put(j, "severity", v.severity);
  put(j, "code", v.code);
  put(j, "source", v.source);
  putNonEmpty(j, "relatedInformation", v.relatedInformation);
}
void from_json(const Json& j, Diagnostic& v) {
  req(j, "range", v.range);
  opt(j, "severity", v.severity);
  member(j, "code", false, [&](const Json& c) {  // integer | string
    if (c.is_number_integer()) {
      v.code = c.dump();
    } else if (!c.is_null()) {
      read(c, v.code.emplace());
    }
  });
  opt(j, "source", v.source);
  req(j, "message", v.message);
  opt(j, "relatedInformation", v.relatedInformation);
}

void to_json(Json& j, const PublishDiagnosticsParams& v) {
  j = {{"uri", v.uri}, {"diagnostics", v.diagnostics}};
  put(j, "version", v.version);
}
void from_json(const Json& j, PublishDiagnosticsParams& v) {
  req(j, "uri", v.uri);
  opt(j, "version", v.version);
  req(j, "diagnostics", v.diagnostics);
}

// ---- Language features ----

void to_json(Json& j, const MarkupKind& v) { j = v == MarkupKind::Markdown ? "markdown" : "plaintext"; }
void from_json(const Json& j, MarkupKind& v) {
  std::string s;
  read(j, s);
  if (s == "markdown") {
    v = MarkupKind::Markdown;
  } else if (s == "plaintext") {
    v = MarkupKind::PlainText;
  } else {
    fail("expected \"plaintext\" or \"markdown\"");
  }
}

void to_json(Json& j, const MarkupContent& v) { j = {{"kind", v.kind}, {"value", v.value}}; }
void from_json(const Json& j, MarkupContent& v) {
  req(j, "kind", v.kind);
  req(j, "value", v.value);
}

void to_json(Json& j, const Hover& v) {
  j = {{"contents", v.contents}};
  put(j, "range", v.range);
}
void from_json(const Json& j, Hover& v) {
  req(j, "contents", v.contents);
  opt(j, "range", v.range);
}

void to_json(Json& j, const SymbolKind& v) { j = static_cast<int>(v); }
void from_json(const Json& j, SymbolKind& v) { v = readEnum<SymbolKind>(j, 1, 26); }

void to_json(Json& j, const DocumentSymbol& v) {
  j = {{"name", v.name}, {"kind", v.kind}, {"range", v.range}, {"selectionRange", v.selectionRange}};
  put(j, "detail", v.detail);
  putNonEmpty(j, "children", v.children);
}
void from_json(const Json& j, DocumentSymbol& v) {
  req(j, "name", v.name);
  opt(j, "detail", v.detail);
  req(j, "kind", v.kind);
  req(j, "range", v.range);
  req(j, "selectionRange", v.selectionRange);
  opt(j, "children", v.children);
}

void to_json(Json& j, const SymbolInformation& v) {
  j = {{"name", v.name}, {"kind", v.kind}, {"location", v.location}};
  put(j, "containerName", v.containerName);
}
void from_json(const Json& j, SymbolInformation& v) {
  req(j, "name", v.name);
  req(j, "kind", v.kind);
  req(j, "location", v.location);
  opt(j, "containerName", v.containerName);
}

void to_json(Json& j, const WorkspaceSymbolParams& v) { j = {{"query", v.query}}; }
void from_json(const Json& j, WorkspaceSymbolParams& v) { req(j, "query", v.query); }

void to_json(Json& j, const DocumentHighlightKind& v) { j = static_cast<int>(v); }
void from_json(const Json& j, DocumentHighlightKind& v) { v = readEnum<DocumentHighlightKind>(j, 1, 3); }

void to_json(Json& j, const DocumentHighlight& v) {
  j = {{"range", v.range}};
  put(j, "kind", v.kind);
}
void from_json(const Json& j, DocumentHighlight& v) {
  req(j, "range", v.range);
  opt(j, "kind", v.kind);
}

void to_json(Json& j, const FoldingRange& v) {
  j = {{"startLine", v.startLine}, {"endLine", v.endLine}};
  put(j, "startCharacter", v.startCharacter);
  put(j, "endCharacter", v.endCharacter);
  put(j, "kind", v.kind);
  put(j, "collapsedText", v.collapsedText);
}
void from_json(const Json& j, FoldingRange& v) {
  req(j, "startLine", v.startLine);
  opt(j, "startCharacter", v.startCharacter);
  req(j, "endLine", v.endLine);
  opt(j, "endCharacter", v.endCharacter);
  opt(j, "kind", v.kind);
  opt(j, "collapsedText", v.collapsedText);
}

void to_json(Json& j, const InlayHintKind& v) { j = static_cast<int>(v); }
void from_json(const Json& j, InlayHintKind& v) { v = readEnum<InlayHintKind>(j, 1, 2); }

void to_json(Json& j, const TextDocumentRangeParams& v) { j = {{"textDocument", v.textDocument}, {"range", v.range}}; }
void from_json(const Json& j, TextDocumentRangeParams& v) {
  req(j, "textDocument", v.textDocument);
  req(j, "range", v.range);
}

void to_json(Json& j, const InlayHint& v) {
  j = {{"position", v.position}, {"label", v.label}};
  put(j, "kind", v.kind);
  put(j, "tooltip", v.tooltip);
  if (v.paddingLeft) j["paddingLeft"] = true;
  if (v.paddingRight) j["paddingRight"] = true;
}
void from_json(const Json& j, InlayHint& v) {
  req(j, "position", v.position);
  req(j, "label", v.label);
  opt(j, "kind", v.kind);
  opt(j, "tooltip", v.tooltip);
  opt(j, "paddingLeft", v.paddingLeft);
  opt(j, "paddingRight", v.paddingRight);
}

void to_json(Json& j, const Command& v) {
  j = {{"title", v.title}, {"command", v.command}};
  putNonEmpty(j, "arguments", v.arguments);
}
void from_json(const Json& j, Command& v) {
  req(j, "title", v.title);
  req(j, "command", v.command);
  opt(j, "arguments", v.arguments);
}

void to_json(Json& j, const CodeLens& v) {
  j = {{"range", v.range}};
  put(j, "command", v.command);
  if (!v.data.is_null()) j["data"] = v.data;
}
void from_json(const Json& j, CodeLens& v) {
  req(j, "range", v.range);
  opt(j, "command", v.command);
  opt(j, "data", v.data);
}

void to_json(Json& j, const SemanticTokens& v) {
  j = {{"data", v.data}};
  put(j, "resultId", v.resultId);
}
void from_json(const Json& j, SemanticTokens& v) {
  opt(j, "resultId", v.resultId);
  req(j, "data", v.data);
}

void to_json(Json& j, const ReferenceContext& v) { j = {{"includeDeclaration", v.includeDeclaration}}; }
void from_json(const Json& j, ReferenceContext& v) { req(j, "includeDeclaration", v.includeDeclaration); }

void to_json(Json& j, const ReferenceParams& v) {
  to_json(j, static_cast<const TextDocumentPositionParams&>(v));
  j["context"] = v.context;
}
void from_json(const Json& j, ReferenceParams& v) {
  from_json(j, static_cast<TextDocumentPositionParams&>(v));
  req(j, "context", v.context);
}

void to_json(Json& j, const RenameParams& v) {
  to_json(j, static_cast<const TextDocumentPositionParams&>(v));
  j["newName"] = v.newName;
}
void from_json(const Json& j, RenameParams& v) {
  from_json(j, static_cast<TextDocumentPositionParams&>(v));
  req(j, "newName", v.newName);
}

void to_json(Json& j, const TextEdit& v) { j = {{"range", v.range}, {"newText", v.newText}}; }
void from_json(const Json& j, TextEdit& v) {
  req(j, "range", v.range);
  req(j, "newText", v.newText);
}

void to_json(Json& j, const WorkspaceEdit& v) {
  j = {{"changes", Json::object()}};
  for (const auto& [uri, edits] : v.changes) j["changes"][uri] = edits;
}
void from_json(const Json& j, WorkspaceEdit& v) {
  Json changes;
  req(j, "changes", changes);
  if (!changes.is_object()) throw BadParams("changes", "expected an object");
  for (const auto& [uri, edits] : changes.items()) {
    std::vector<TextEdit>& out = v.changes[uri];
    if (!edits.is_array()) throw BadParams("changes." + uri, "expected an array");
    for (const Json& e : edits) from_json(e, out.emplace_back());
  }
}

void to_json(Json& j, const ExecuteCommandParams& v) {
  j = {{"command", v.command}};
  putNonEmpty(j, "arguments", v.arguments);
  if (!v.workDoneToken.is_null()) j["workDoneToken"] = v.workDoneToken;
}
void from_json(const Json& j, ExecuteCommandParams& v) {
  req(j, "command", v.command);
  opt(j, "arguments", v.arguments);
  v.workDoneToken = Json();
  member(j, "workDoneToken", false, [&](const Json& t) {
    if (!t.is_null() && !t.is_string() && !t.is_number_integer()) fail("expected an integer or a string");
    v.workDoneToken = t;
  });
}

// ---- Lifecycle ----

void to_json(Json& j, const WorkspaceFolder& v) { j = {{"uri", v.uri}, {"name", v.name}}; }
void from_json(const Json& j, WorkspaceFolder& v) {
  req(j, "uri", v.uri);
  req(j, "name", v.name);
}

namespace {

// capabilities.general.positionEncodings, leniently: anything malformed is "not offered".
std::vector<std::string> offeredEncodings(const Json& capabilities) {
  std::vector<std::string> out;
  if (!capabilities.is_object()) return out;
  const auto general = capabilities.find("general");
  if (general == capabilities.end() || !general->is_object()) return out;
  const auto encodings = general->find("positionEncodings");
  if (encodings == general->end() || !encodings->is_array()) return out;
  for (const Json& e : *encodings)
    if (e.is_string()) out.push_back(e.get<std::string>());
  return out;
}

}  // namespace

ClientCapabilities readClientCapabilities(const Json& capabilities) {
  auto at = [&](std::initializer_list<const char*> path) -> const Json* {
    const Json* j = &capabilities;
    for (const char* key : path) {
      if (!j->is_object()) return nullptr;
      auto it = j->find(key);
      if (it == j->end()) return nullptr;
      j = &*it;
    }
    return j;
  };
  auto on = [&](std::initializer_list<const char*> path) {
    const Json* j = at(path);
    return j && j->is_boolean() && j->get<bool>();
  };
  ClientCapabilities c;
  c.watchedFilesDynamicRegistration = on({"workspace", "didChangeWatchedFiles", "dynamicRegistration"});
  c.workDoneProgress = on({"window", "workDoneProgress"});
  c.codeLensRefresh = on({"workspace", "codeLens", "refreshSupport"});
  const Json* range = at({"textDocument", "semanticTokens", "requests", "range"});
  c.semanticTokensByRange = on({"textDocument", "semanticTokens", "serverCancelSupport"}) && range &&
                            (range->is_object() || (range->is_boolean() && range->get<bool>()));
  if (const Json* limit = at({"textDocument", "foldingRange", "rangeLimit"}); limit && limit->is_number_unsigned())
    c.foldingRangeLimit = static_cast<uint32_t>(std::min<uint64_t>(limit->get<uint64_t>(), UINT32_MAX));
  return c;
}

void to_json(Json& j, const InitializeParams& v) {
  j = {{"processId", v.processId ? Json(*v.processId) : Json()},
       {"rootUri", v.rootUri ? Json(*v.rootUri) : Json()},
       {"capabilities", v.capabilities}};
  if (v.clientName) j["clientInfo"] = {{"name", *v.clientName}};
  if (!v.workspaceFolders.empty()) j["workspaceFolders"] = v.workspaceFolders;
  if (!v.initializationOptions.is_null()) j["initializationOptions"] = v.initializationOptions;
  // The encodings live inside `capabilities`; write them there when the raw object does not already say so.
  if (!v.positionEncodings.empty() && offeredEncodings(v.capabilities).empty())
    j["capabilities"]["general"]["positionEncodings"] = v.positionEncodings;
}
void from_json(const Json& j, InitializeParams& v) {
  requireObject(j);
  opt(j, "processId", v.processId);
  v.clientName.reset();
  member(j, "clientInfo", false, [&](const Json& info) {
    if (!info.is_null()) opt(info, "name", v.clientName);
  });
  opt(j, "rootUri", v.rootUri);
  v.workspaceFolders.clear();
  opt(j, "workspaceFolders", v.workspaceFolders);
  v.initializationOptions = Json();
  opt(j, "initializationOptions", v.initializationOptions);
  v.capabilities = Json::object();
  member(j, "capabilities", false, [&](const Json& c) {
    if (c.is_object()) v.capabilities = c;
  });
  v.positionEncodings = offeredEncodings(v.capabilities);
}

}  // namespace lsp
