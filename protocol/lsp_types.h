// The LSP 3.17 types fxlens uses, as plain structs with nlohmann to_json / from_json (found by ADL, so
// `json.get<lsp::Hover>()` and `json = hover` work).
//
// Error contract of from_json: it throws lsp::BadParams — and nothing else — when the JSON does not have the
// shape the spec requires (missing required field, wrong type, out-of-range number or enum). The message names
// the field path ("contentChanges[2].range.start.line: expected an unsigned integer"). The dispatcher turns it
// into an InvalidParams (-32602) error reply. Unknown fields are ignored, as the spec asks.
//
// to_json omits optional fields that are absent (std::nullopt, empty children/arguments, false padding): clients
// treat `undefined` and `null` differently, and `undefined` is what the spec's `?` means.
//
// Positions here are LSP positions (line + character in the negotiated encoding); converting them to byte offsets
// is position.h's job.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace lsp {

using Json = nlohmann::json;
using DocumentUri = std::string;

class BadParams : public std::runtime_error {
 public:
  BadParams(std::string path, std::string reason);
  const std::string& path() const { return path_; }      // "" for the params object itself
  const std::string& reason() const { return reason_; }  // "expected a string", "missing field", ...
  // The same error one level up: `key` is a field name or "[i]".
  BadParams within(std::string_view key) const;

 private:
  std::string path_;
  std::string reason_;
};

// A request whose params are fine but that cannot be done (a rename to a name already taken): answered
// RequestFailed with this message, which clients show to the user.
class RequestFailed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A request the server declines so that the client takes another way: semanticTokens/full of a document with
// more tokens than one reply holds, to a client that colours the visible range instead (it announced
// `serverCancelSupport`). Answered ServerCancelled with this message, which clients do not show.
class ServerCancelled : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// ---- Basic structures ----

struct Position {
  uint32_t line = 0;
  uint32_t character = 0;  // in the negotiated position encoding's units
  friend auto operator<=>(const Position&, const Position&) = default;
};

struct Range {
  Position start;
  Position end;
  friend bool operator==(const Range&, const Range&) = default;
};

struct Location {
  DocumentUri uri;
  Range range;
  friend bool operator==(const Location&, const Location&) = default;
};

struct LocationLink {
  std::optional<Range> originSelectionRange;
  DocumentUri targetUri;
  Range targetRange;
  Range targetSelectionRange;
  friend bool operator==(const LocationLink&, const LocationLink&) = default;
};

struct TextDocumentIdentifier {
  DocumentUri uri;
  friend bool operator==(const TextDocumentIdentifier&, const TextDocumentIdentifier&) = default;
};

struct VersionedTextDocumentIdentifier {
  DocumentUri uri;
  int32_t version = 0;
  friend bool operator==(const VersionedTextDocumentIdentifier&, const VersionedTextDocumentIdentifier&) = default;
};

struct TextDocumentItem {
  DocumentUri uri;
  std::string languageId;
  int32_t version = 0;
  std::string text;
  friend bool operator==(const TextDocumentItem&, const TextDocumentItem&) = default;
};

// Also the params of textDocument/hover, definition, documentHighlight.
struct TextDocumentPositionParams {
  TextDocumentIdentifier textDocument;
  Position position;
  friend bool operator==(const TextDocumentPositionParams&, const TextDocumentPositionParams&) = default;
};

// The params of requests that name only a document: documentSymbol, foldingRange, semanticTokens/full, codeLens.
struct TextDocumentParams {
  TextDocumentIdentifier textDocument;
  friend bool operator==(const TextDocumentParams&, const TextDocumentParams&) = default;
};

// ---- Document synchronization ----

struct TextDocumentContentChangeEvent {
  std::optional<Range> range;  // absent: `text` is the whole new document
  std::string text;
  friend bool operator==(const TextDocumentContentChangeEvent&, const TextDocumentContentChangeEvent&) = default;
};

struct DidOpenTextDocumentParams {
  TextDocumentItem textDocument;
  friend bool operator==(const DidOpenTextDocumentParams&, const DidOpenTextDocumentParams&) = default;
};

struct DidChangeTextDocumentParams {
  VersionedTextDocumentIdentifier textDocument;
  std::vector<TextDocumentContentChangeEvent> contentChanges;  // applied in order
  friend bool operator==(const DidChangeTextDocumentParams&, const DidChangeTextDocumentParams&) = default;
};

struct DidCloseTextDocumentParams {
  TextDocumentIdentifier textDocument;
  friend bool operator==(const DidCloseTextDocumentParams&, const DidCloseTextDocumentParams&) = default;
};

// ---- Diagnostics ----

enum class DiagnosticSeverity { Error = 1, Warning = 2, Information = 3, Hint = 4 };

struct DiagnosticRelatedInformation {
  Location location;
  std::string message;
  friend bool operator==(const DiagnosticRelatedInformation&, const DiagnosticRelatedInformation&) = default;
};

struct Diagnostic {
  Range range;
  std::optional<DiagnosticSeverity> severity;
  std::optional<std::string> code;  // fxlens codes are strings; an integer code from a client is read as its digits
  std::optional<std::string> source;
  std::string message;
  std::vector<DiagnosticRelatedInformation> relatedInformation;  // omitted when empty
  friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

struct PublishDiagnosticsParams {
  DocumentUri uri;
  std::optional<int32_t> version;
  std::vector<Diagnostic> diagnostics;
  friend bool operator==(const PublishDiagnosticsParams&, const PublishDiagnosticsParams&) = default;
};

// ---- Language features ----

enum class MarkupKind { PlainText, Markdown };  // "plaintext", "markdown"

struct MarkupContent {
  MarkupKind kind = MarkupKind::Markdown;
  std::string value;
  friend bool operator==(const MarkupContent&, const MarkupContent&) = default;
};

struct Hover {
  MarkupContent contents;  // the deprecated MarkedString forms are not produced nor accepted
  std::optional<Range> range;
  friend bool operator==(const Hover&, const Hover&) = default;
};

enum class SymbolKind {
  File = 1, Module, Namespace, Package, Class, Method, Property, Field, Constructor, Enum, Interface, Function,
  Variable, Constant, String, Number, Boolean, Array, Object, Key, Null, EnumMember, Struct, Event, Operator,
  TypeParameter
};

struct DocumentSymbol {
  std::string name;
  std::optional<std::string> detail;
  SymbolKind kind = SymbolKind::Variable;
  Range range;           // the whole construct
  Range selectionRange;  // the name; must lie inside `range`
  std::vector<DocumentSymbol> children;  // omitted when empty
  friend bool operator==(const DocumentSymbol&, const DocumentSymbol&) = default;
};

// workspace/symbol results.
struct SymbolInformation {
  std::string name;
  SymbolKind kind = SymbolKind::Variable;
  Location location;
  std::optional<std::string> containerName;
  friend bool operator==(const SymbolInformation&, const SymbolInformation&) = default;
};

struct WorkspaceSymbolParams {
  std::string query;
  friend bool operator==(const WorkspaceSymbolParams&, const WorkspaceSymbolParams&) = default;
};

enum class DocumentHighlightKind { Text = 1, Read = 2, Write = 3 };

struct DocumentHighlight {
  Range range;
  std::optional<DocumentHighlightKind> kind;  // absent means Text
  friend bool operator==(const DocumentHighlight&, const DocumentHighlight&) = default;
};

struct FoldingRange {
  uint32_t startLine = 0;
  std::optional<uint32_t> startCharacter;
  uint32_t endLine = 0;
  std::optional<uint32_t> endCharacter;
  std::optional<std::string> kind;  // "comment", "imports", "region" (an open set)
  std::optional<std::string> collapsedText;
  friend bool operator==(const FoldingRange&, const FoldingRange&) = default;
};

enum class InlayHintKind { Type = 1, Parameter = 2 };

// A document and a range of it: the params of textDocument/inlayHint, textDocument/semanticTokens/range and
// fxlens/logPrefixes.
struct TextDocumentRangeParams {
  TextDocumentIdentifier textDocument;
  Range range;
  friend bool operator==(const TextDocumentRangeParams&, const TextDocumentRangeParams&) = default;
};
using InlayHintParams = TextDocumentRangeParams;
using SemanticTokensRangeParams = TextDocumentRangeParams;

struct InlayHint {
  Position position;
  std::string label;  // the InlayHintLabelPart[] form is not used
  std::optional<InlayHintKind> kind;
  std::optional<std::string> tooltip;  // plain text
  bool paddingLeft = false;            // written only when true
  bool paddingRight = false;
  friend bool operator==(const InlayHint&, const InlayHint&) = default;
};

struct Command {
  std::string title;
  std::string command;
  std::vector<Json> arguments;  // omitted when empty
  friend bool operator==(const Command&, const Command&) = default;
};

struct CodeLens {
  Range range;
  std::optional<Command> command;
  Json data;  // round-tripped to codeLens/resolve; omitted when null
  friend bool operator==(const CodeLens&, const CodeLens&) = default;
};

struct SemanticTokens {
  std::optional<std::string> resultId;
  std::vector<uint32_t> data;  // 5 integers per token, relative encoding
  friend bool operator==(const SemanticTokens&, const SemanticTokens&) = default;
};

struct ReferenceContext {
  bool includeDeclaration = false;
  friend bool operator==(const ReferenceContext&, const ReferenceContext&) = default;
};

struct ReferenceParams : TextDocumentPositionParams {
  ReferenceContext context;
  friend bool operator==(const ReferenceParams&, const ReferenceParams&) = default;
};

struct RenameParams : TextDocumentPositionParams {
  std::string newName;
  friend bool operator==(const RenameParams&, const RenameParams&) = default;
};

struct TextEdit {
  Range range;
  std::string newText;
  friend bool operator==(const TextEdit&, const TextEdit&) = default;
};

// Only the `changes` form: edits per document.
struct WorkspaceEdit {
  std::map<DocumentUri, std::vector<TextEdit>> changes;
  friend bool operator==(const WorkspaceEdit&, const WorkspaceEdit&) = default;
};

struct ExecuteCommandParams {
  std::string command;
  std::vector<Json> arguments;  // omitted when empty
  Json workDoneToken;           // ProgressToken (integer | string) the client made for $/progress; null when absent
  friend bool operator==(const ExecuteCommandParams&, const ExecuteCommandParams&) = default;
};

// ---- Lifecycle ----

struct WorkspaceFolder {
  DocumentUri uri;
  std::string name;
  friend bool operator==(const WorkspaceFolder&, const WorkspaceFolder&) = default;
};

// The client capabilities fxlens acts on, read leniently from the raw object: a capability is on only when every
// level of its path is an object and the last is `true` (capabilities are hints; a quirky client still gets a
// working server).
struct ClientCapabilities {
  bool watchedFilesDynamicRegistration = false;  // workspace.didChangeWatchedFiles.dynamicRegistration
  bool workDoneProgress = false;                 // window.workDoneProgress
  bool codeLensRefresh = false;                  // workspace.codeLens.refreshSupport
  // textDocument.semanticTokens: serverCancelSupport, and requests.range (true or an object): the client asks
  // for the visible range when a whole-document request is cancelled (VS Code does).
  bool semanticTokensByRange = false;
  // textDocument.foldingRange.rangeLimit: the most folding ranges the client takes per document (0: not said).
  uint32_t foldingRangeLimit = 0;
  friend bool operator==(const ClientCapabilities&, const ClientCapabilities&) = default;
};
ClientCapabilities readClientCapabilities(const Json& capabilities);

// Only the fields fxlens reads. `processId` and `rootUri` are `integer | null` in the spec; null and absent both
// read as nullopt. `capabilities` is read leniently: a malformed `general.positionEncodings` means "none offered"
// (capabilities are hints, and a quirky client should still get a working server), and the raw object is kept.
struct InitializeParams {
  std::optional<int64_t> processId;
  std::optional<std::string> clientName;  // clientInfo.name
  std::optional<DocumentUri> rootUri;
  std::vector<WorkspaceFolder> workspaceFolders;  // `null` and absent read as empty
  Json initializationOptions;                     // raw; null when absent
  std::vector<std::string> positionEncodings;     // capabilities.general.positionEncodings
  Json capabilities = Json::object();             // raw ClientCapabilities
  friend bool operator==(const InitializeParams&, const InitializeParams&) = default;
};

// ---- JSON conversions (ADL) ----

#define FXLENS_LSP_JSON(T)           \
  void to_json(Json& j, const T& v); \
  void from_json(const Json& j, T& v);

FXLENS_LSP_JSON(Position)
FXLENS_LSP_JSON(Range)
FXLENS_LSP_JSON(Location)
FXLENS_LSP_JSON(LocationLink)
FXLENS_LSP_JSON(TextDocumentIdentifier)
FXLENS_LSP_JSON(VersionedTextDocumentIdentifier)
FXLENS_LSP_JSON(TextDocumentItem)
FXLENS_LSP_JSON(TextDocumentPositionParams)
FXLENS_LSP_JSON(TextDocumentParams)
FXLENS_LSP_JSON(TextDocumentContentChangeEvent)
FXLENS_LSP_JSON(DidOpenTextDocumentParams)
FXLENS_LSP_JSON(DidChangeTextDocumentParams)
FXLENS_LSP_JSON(DidCloseTextDocumentParams)
FXLENS_LSP_JSON(DiagnosticSeverity)
FXLENS_LSP_JSON(DiagnosticRelatedInformation)
FXLENS_LSP_JSON(Diagnostic)
FXLENS_LSP_JSON(PublishDiagnosticsParams)
FXLENS_LSP_JSON(MarkupKind)
FXLENS_LSP_JSON(MarkupContent)
FXLENS_LSP_JSON(Hover)
FXLENS_LSP_JSON(SymbolKind)
FXLENS_LSP_JSON(DocumentSymbol)
FXLENS_LSP_JSON(SymbolInformation)
FXLENS_LSP_JSON(WorkspaceSymbolParams)
FXLENS_LSP_JSON(DocumentHighlightKind)
FXLENS_LSP_JSON(DocumentHighlight)
FXLENS_LSP_JSON(FoldingRange)
FXLENS_LSP_JSON(InlayHintKind)
FXLENS_LSP_JSON(TextDocumentRangeParams)
FXLENS_LSP_JSON(InlayHint)
FXLENS_LSP_JSON(Command)
FXLENS_LSP_JSON(CodeLens)
FXLENS_LSP_JSON(SemanticTokens)
FXLENS_LSP_JSON(ReferenceContext)
FXLENS_LSP_JSON(ReferenceParams)
FXLENS_LSP_JSON(RenameParams)
FXLENS_LSP_JSON(TextEdit)
FXLENS_LSP_JSON(WorkspaceEdit)
FXLENS_LSP_JSON(ExecuteCommandParams)
FXLENS_LSP_JSON(WorkspaceFolder)
FXLENS_LSP_JSON(InitializeParams)

#undef FXLENS_LSP_JSON

// Reads request params into T. Throws BadParams (only) when they do not fit; absent params (null) are read as an
// empty object, so a type whose fields are all optional accepts them.
template <class T>
T parseParams(const Json& params) {
  T value{};
  from_json(params.is_null() ? Json::object() : params, value);
  return value;
}

// The same, but free to move what it reads out of `params` instead of copying it (which it then leaves valid but
// without those strings): a didOpen's text (up to 1 GiB) and a didChange's inserted texts.
template <class T>
T takeParams(Json& params) {
  return parseParams<T>(params);
}
template <>
DidOpenTextDocumentParams takeParams(Json& params);
template <>
DidChangeTextDocumentParams takeParams(Json& params);

}  // namespace lsp
