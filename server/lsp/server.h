// `fxlens lsp`: LSP 3.17 over stdio. The reader thread frames and classifies messages into a queue; the main
// thread dispatches them in order (so `$/cancelRequest` can drop a request still waiting); analysis runs on the
// workspace's worker. Or host-driven, on one thread (the WebAssembly server): the host hands over the input as it
// comes (input()), which is framed and dispatched at once, and calls idle() for the rest (the preview's jobs,
// debounced analyses). Engine results are converted to LSP types here and in handlers.cpp, nowhere else.
#pragma once

#include <atomic>
#include <deque>
#include <functional>
#include <istream>
#include <map>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <string>

#include "jobs.h"
#include "jsonrpc.h"
#include "lsp_types.h"
#include "platform/sync.h"
#include "position.h"
#include "render/render.h"
#include "router.h"
#include "source_finder.h"
#include "features/source_lines.h"
#include "workspace.h"

namespace fxl {

struct PreviewRequest;  // features/preview.h
struct Target;          // features/navigation.h

// A request id (integer or string) as a key of maps and sets: its JSON text, so 3 and "3" differ.
inline std::string idKey(const jsonrpc::Json& id) { return id.dump(); }

struct ServerOptions {
  std::chrono::milliseconds debounce{2};
  std::chrono::milliseconds freshWait{500};  // how long a request waits for the analysis of the latest edits
  std::chrono::milliseconds renderTimeout{30000};  // a preview's layout is stopped after this (an error saying so)
  // One thread, the host owns the loop (input(), idle()); requests to the client are not waited for (progress only
  // with the client's own token), and every folder of siblings is polled.
  bool hostDriven = false;
  // The preview's layout runs here (the helper, fxlens-layout); without it fxlens/renderGraph answers the DOT
  // text (`dot` instead of `svg`) for the client to lay out (docs/LSP.md). WebAssembly cannot start the helper.
  bool serverLayout = fxr::layoutAvailable();
  // Messages longer than this are skipped and the user told (tooLarge); tests use a small bound.
  size_t maxBody = jsonrpc::FrameParser::kDefaultMaxBody;
};

// A 3.3 MB reply, about 90,000 nodes of a log; a document with more is coloured range by range where the client
// can (docs/LSP.md, "Semantic tokens").
inline constexpr size_t kMaxSemanticTokens = 200000;
// A folding reply of a log of 100,000 small graphs held 100,000 ranges (6 MB); editors fold a few thousand.
inline constexpr size_t kMaxFoldingRanges = 10000;

class Server {
 public:
  Server(std::istream& in, std::ostream& out, ServerOptions opt = {});
  explicit Server(std::ostream& out, ServerOptions opt);  // host-driven: no stream to read
  ~Server();
  // Serves until `exit` or the end of input. Returns the process exit code (0 only after `shutdown`).
  int run();
  // Host-driven: bytes of the client's stream, in chunks of any size. Every message they complete is dispatched
  // (all those of this chunk framed first, so that a cancellation reaches a request before it). Ignored once the
  // session is over.
  void input(std::string_view bytes);
  // Host-driven: the client's stream ended. The session is over.
  void endOfInput();
  // Host-driven: does the work that waits (queued previews, analyses whose debounce passed, polls of sibling
  // folders). Returns when it wants to be called again: after this long (0: at once), or nullopt: after input only.
  std::optional<std::chrono::milliseconds> idle();
  // Host-driven: the process exit code once the session is over (`exit`, or the end of input), else nullopt.
  std::optional<int> exitCode() const { return over_ ? exitCode_ : std::nullopt; }
  // After run(): the reader thread was left running (input went on after `exit`); the server must not be
  // destroyed, end the process instead.
  bool readerDetached() const { return readerDetached_; }
  bool workspaceLeftRunning() const { return workspaceLeftRunning_; }

  // Everything a handler needs from the edge, shared by handlers.cpp.
  using Json = jsonrpc::Json;
  struct Request {
    const Json& params;
    std::shared_ptr<const Analyzed> an;  // fresh enough for the request's documents
  };

 private:
  void readLoop();
  std::optional<jsonrpc::Message> received(jsonrpc::ReadResult r);
  void noteCancellation(const jsonrpc::Message& m);
  void dispatchQueued();  // host-driven
  void finish();          // the session is over: stops the jobs and the workspace
  void dispatch(jsonrpc::Message& m);  // a notification's params may be taken apart (Router)
  void handleRequest(const jsonrpc::Message& m);
  void handleNotification(jsonrpc::Message& m);
  void reply(const Json& id, Json result);
  void replyError(const Json& id, int code, std::string_view message);
  void log(int type, const std::string& message);  // window/logMessage
  void showMessage(int type, const std::string& message);  // window/showMessage: what the user must see
  void tooLarge(const jsonrpc::ReadResult& r);  // a message over the framing bound: tell the user
  void trace(const std::string& message);          // $/logTrace when tracing is on
  void publish(const std::shared_ptr<const Analyzed>& an, const Workspace& ws);
  void clearDiagnostics(const std::string& uri);  // of a document no longer analysed (closed, now a model source)
  Json initialize(const Json& params);

  // The document a request is about: the analysis to answer from, the document's index in it, and the edge's
  // conversions between LSP positions and byte offsets.
 public:
  struct Doc {
    std::shared_ptr<const Analyzed> an;
    int doc = -1;
    const Server* server = nullptr;
    const Snapshot& snap() const { return an->snap; }
    uint32_t offset(const lsp::Position& p) const;
    fx::Range range(const lsp::Range& r) const;
    lsp::Range lsp(fx::Range r) const;
    lsp::Position lsp(uint32_t offset) const;
  };
  // fxlens/logPrefixes: a line's log prefix, its length in the negotiated encoding.
  struct LogPrefix {
    uint32_t line = 0, length = 0;
  };
  // fxlens/findNodes {textDocument, pattern, graphs?}: the nodes of the document's graphs (and their partners) whose name
  // matches an RE2 pattern, for the preview's search box.
  struct FindNodesParams {
    lsp::TextDocumentIdentifier textDocument;
    std::string pattern;
    std::vector<std::string> graphs;  // ids of the graphs to search (the preview's picture); empty: the document's
  };
  struct FoundNode {
    std::string name, graph;  // graph: its id, as the preview's `graph` takes it
    lsp::Location location;
  };
  struct FoundNodes {
    std::vector<FoundNode> nodes;
    bool more = false;
  };
  // fxlens/memoryPlot {textDocument, position?, theme?}: the activation-memory plot (SVG) of the cursor's graph and
  // its partner, and a one-line summary (docs/LSP.md).
  struct MemoryPlotParams {
    lsp::TextDocumentIdentifier textDocument;
    std::optional<lsp::Position> position;
    bool dark = false;
  };
  struct MemoryPlot {
    std::string svg, status;
  };
  // fxlens/diffGraphs {textDocument, position?, other?}: without `other`, the graph here and what it can be compared
  // with, the likeliest first; with `other` (a graph id), the comparison as markdown (docs/DIFF.md).
  struct DiffParams {
    lsp::TextDocumentIdentifier textDocument;
    std::optional<lsp::Position> position;
    std::optional<std::string> other;
  };

 private:
  // Method bindings (handlers.cpp, one line per method) and the handlers, typed. Each throws lsp::BadParams on bad
  // params (answered InvalidParams).
  void bindMethods();
  void bindNotifications();  // server.cpp
  void registerFileWatcher();
  template <class Params, class Reply>
  void onDocument(const char* method, Reply (Server::*handler)(const Params&, const Doc&), Reply unknown);
  std::optional<lsp::Hover> hover(const lsp::TextDocumentPositionParams& p, const Doc& d);
  std::optional<std::vector<lsp::Location>> definition(const lsp::TextDocumentPositionParams& p, const Doc& d);
  std::optional<std::vector<lsp::Location>> declaration(const lsp::TextDocumentPositionParams& p, const Doc& d);
  std::optional<std::vector<lsp::Location>> implementation(const lsp::TextDocumentPositionParams& p, const Doc& d);
  std::optional<std::vector<lsp::Location>> references(const lsp::ReferenceParams& p, const Doc& d);
  std::optional<std::vector<lsp::DocumentHighlight>> documentHighlight(const lsp::TextDocumentPositionParams& p,
                                                                       const Doc& d);
  std::optional<std::vector<lsp::DocumentSymbol>> documentSymbol(const lsp::TextDocumentParams& p, const Doc& d);
  lsp::SemanticTokens semanticTokensFull(const lsp::TextDocumentParams& p, const Doc& d);
  lsp::SemanticTokens semanticTokensRange(const lsp::SemanticTokensRangeParams& p, const Doc& d);
  std::vector<lsp::InlayHint> inlayHint(const lsp::InlayHintParams& p, const Doc& d);
  std::vector<lsp::CodeLens> codeLens(const lsp::TextDocumentParams& p, const Doc& d);
  std::vector<lsp::FoldingRange> foldingRange(const lsp::TextDocumentParams& p, const Doc& d);
  std::vector<LogPrefix> logPrefixes(const lsp::TextDocumentRangeParams& p, const Doc& d);
  FoundNodes findNodes(const FindNodesParams& p, const Doc& d);
  MemoryPlot memoryPlot(const MemoryPlotParams& p, const Doc& d);
  Json comparePartitions(const lsp::TextDocumentPositionParams& p, const Doc& d);
  Json diffGraphs(const DiffParams& p, const Doc& d);
  std::optional<lsp::Range> prepareRename(const lsp::TextDocumentPositionParams& p, const Doc& d);
  lsp::WorkspaceEdit rename(const lsp::RenameParams& p, const Doc& d);
  std::vector<lsp::SymbolInformation> workspaceSymbol(const lsp::WorkspaceSymbolParams& p);
  Json associations(const Json& params, const char* uriField);  // fxlens/associations, fxlens.showAssociations
  Json documentDigest(const Json& params);  // fxlens/documentDigest (document_digest.cpp)
  Json detect(const Json& params);          // fxlens/detect (detect_request.cpp)
  Json run(const Json& params);             // fxlens/run (run_request.cpp)
  Json resolveCodeLens(const Json& lens);   // codeLens/resolve: the places of a lens that did not list them
  std::vector<lsp::Location> locations(const Analyzed& an, const std::vector<Target>& targets) const;
  // workspace/executeCommand: answers itself (fxlens.renderGraph through the job runner).
  void executeCommand(const jsonrpc::Message& m);
  // fxlens/renderGraph (and the command fxlens.renderGraph, preview_command.cpp): checks the params and reads
  // positions here, then plans and lays out the picture on the job runner, which answers the request itself (with
  // progress, cancellable).
  void renderGraph(const jsonrpc::Message& m);
  void renderJob(const Json& id, const Json& token, const Analyzed& an, const PreviewRequest& req,
                 const std::atomic<bool>& cancelled);
  // Progress for a long request: the client's token when it gave one, else one the server creates when the
  // client supports window/workDoneProgress (null when neither). Sends `begin` with `title`.
  Json progressBegin(const Json& clientToken, const std::string& title, const std::atomic<bool>* cancelled = nullptr);
  void progressReport(const Json& token, const std::string& message, int percent);
  void progressEnd(const Json& token, const std::string& message);
  // A request to the client, and its result (nullopt on an error response or after `timeout`).
  std::optional<Json> requestClient(const std::string& method, Json params, std::chrono::milliseconds timeout,
                                    const std::atomic<bool>* cancelled = nullptr);
  // The analysis to answer a request about `uri` with, and the document's index in it (-1 if unknown).
  template <class Params, class Reply>
  void onDocumentOrSource(const char* method, Reply (Server::*handler)(const Params&, const Doc&),
                          Reply (Server::*onSource)(const Params&), Reply unknown);
  std::shared_ptr<const Analyzed> analysisFor(const std::string& uri, int& doc);
  // May an edit touch `uri`? Open in the editor, or a file inside a workspace folder (roots_).
  bool editable(const std::string& uri) const;
  void workspaceFoldersChanged(const Json& params);  // workspace/didChangeWorkspaceFolders: roots_
  // Python model sources (source_files.cpp).
  std::vector<SourceLine> sourceLinesOf(const std::string& uri, std::shared_ptr<const Analyzed>& an, size_t maxNodes);
  std::vector<lsp::CodeLens> sourceCodeLens(const lsp::TextDocumentParams& p);
  std::optional<lsp::Hover> sourceHover(const lsp::TextDocumentPositionParams& p);
  std::optional<std::vector<lsp::Location>> sourceDefinition(const Doc& d, uint32_t offset);
  void refreshSourceLenses(const Workspace& ws);
  // Conversions at the edge.
  lsp::Range toLsp(const Analyzed& an, int doc, fx::Range r) const;
  // A lens's command: `fxlens.showLocations [uri, at, locations]` (handlers.cpp).
  lsp::Command showLocations(const Analyzed& an, const std::string& title, const std::string& uri,
                             const lsp::Position& at, const std::vector<fxl::Target>& places) const;
  lsp::Position toLsp(const Analyzed& an, int doc, uint32_t offset) const;
  uint32_t toOffset(const Analyzed& an, int doc, lsp::Position p) const;
  lsp::Location location(const Analyzed& an, int doc, fx::Range r) const;

  ServerOptions opt_;
  std::istream* in_ = nullptr;  // null when host-driven
  jsonrpc::FrameParser parser_{opt_.maxBody};  // host-driven: the input so far
  bool over_ = false;            // host-driven: the session is over (finish() ran)
  jsonrpc::FrameWriter writer_;
  lsp::Encoding enc_ = lsp::Encoding::Utf16;
  std::unique_ptr<Workspace> ws_;
  bool initialized_ = false;
  bool shutdown_ = false;
  std::optional<int> exitCode_;
  bool readerDetached_ = false;
  bool workspaceLeftRunning_ = false;  // `exit` came during an analysis
  std::atomic<bool> tracing_{false};
  bool inlayForwardNames_ = true, inlayTypes_ = false;
  // The most semantic tokens one reply holds (initializationOptions.semanticTokens.maxTokens; docs/LSP.md).
  size_t maxSemanticTokens_ = kMaxSemanticTokens;
  lsp::ClientCapabilities client_;
  Router router_;
  JobRunner jobs_;
  std::vector<std::string> roots_;  // the workspace folders' paths, lexically normal (initialize)
  SourceFinder finder_;  // workspace files for `# File:` comments (go to definition)

  // Responses to the requests the server sends, by id (as serialized JSON).
  sys::Mutex respmu_;
  sys::CondVar respcv_;
  struct Answer {
    bool answered = false;
    std::optional<Json> result;  // nullopt: an error response
  };
  std::map<std::string, Answer> responses_;  // awaited ids
  std::atomic<int> nextRequestId_{1};

  // Reader → dispatcher queue, and ids cancelled before they were dispatched.
  // The queue is bounded (kMaxQueued messages, kMaxQueuedBytes of bodies): a client that writes faster than the
  // server answers (and does not read the answers) waits, instead of the server buffering without end.
  // Host-driven, the queue holds the messages of one input() call.
  sys::Mutex qmu_;
  sys::CondVar qcv_;     // a message came (or the end of input)
  sys::CondVar roomcv_;  // the queue has room again (or the server is ending)
  struct Queued {
    jsonrpc::Message m;
    size_t bytes = 0;
  };
  std::deque<Queued> queue_;
  size_t queuedBytes_ = 0;
  bool eof_ = false, ending_ = false;
  static constexpr size_t kMaxQueued = 4096, kMaxQueuedBytes = size_t{64} << 20;
  std::set<std::string> cancelled_;  // ids, as serialized JSON
  std::deque<std::string> cancelOrder_;  // the same ids, oldest first
  static constexpr size_t kMaxCancelled = 1024;

  sys::Mutex pubmu_;                 // guards the two below (publish() runs on the analysis worker)
  std::set<std::string> published_;  // URIs that have diagnostics published (to clear them on close)
  std::vector<std::string> loggedNotes_;  // the last analysis notes logged
};

void to_json(jsonrpc::Json& j, const Server::LogPrefix& v);
void from_json(const jsonrpc::Json& j, Server::FindNodesParams& v);
void from_json(const jsonrpc::Json& j, Server::MemoryPlotParams& v);
void to_json(jsonrpc::Json& j, const Server::MemoryPlot& v);
void from_json(const jsonrpc::Json& j, Server::DiffParams& v);
void to_json(jsonrpc::Json& j, const Server::FoundNodes& v);

// Entry point of `fxlens lsp`.
int runLanguageServer(std::istream& in, std::ostream& out);

}  // namespace fxl
