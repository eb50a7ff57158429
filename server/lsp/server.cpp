#include "server.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "features/semantic_tokens.h"
#include "platform/files.h"

namespace fxl {

using Json = jsonrpc::Json;
namespace err = jsonrpc::error;

namespace {

constexpr const char* kVersion = FXLENS_VERSION;  // CMakeLists.txt's project() version

// Commands the server executes.
const std::vector<std::string>& commands() {
  static const std::vector<std::string> c = {"fxlens.pairWith", "fxlens.showAssociations", "fxlens.renderGraph"};
  return c;
}

}  // namespace

Server::Server(std::istream& in, std::ostream& out, ServerOptions opt)
    : opt_(opt), in_(&in), writer_(out), jobs_(opt_.hostDriven) {
  bindMethods();
}

namespace {
ServerOptions hostDriven(ServerOptions o) {
  o.hostDriven = true;
  return o;
}
}  // namespace

Server::Server(std::ostream& out, ServerOptions opt) : opt_(hostDriven(opt)), writer_(out), jobs_(opt_.hostDriven) {
  bindMethods();
}

Server::~Server() = default;

int Server::run() {
  sys::Thread reader([this] { readLoop(); });
  while (!exitCode_) {
    jsonrpc::Message m;
    {
      sys::UniqueLock lock(qmu_);
      qcv_.wait(lock, [&] { return !queue_.empty() || eof_; });
      if (queue_.empty()) break;  // end of input
      m = std::move(queue_.front().m);
      queuedBytes_ -= queue_.front().bytes;
      queue_.pop_front();
    }
    roomcv_.notify_one();
    dispatch(m);
  }
  {
    sys::Lock lock(qmu_);
    ending_ = true;  // a reader waiting for room stops waiting
  }
  roomcv_.notify_one();
  finish();
  bool readerDone;
  {
    sys::Lock lock(qmu_);
    readerDone = eof_;
  }
  // `exit` may come before the end of input: the reader is then blocked on a read that may never return, or still
  // reading what the client sends after `exit`. It uses this object, so it is detached and the caller must end
  // the process without destroying the server (runLanguageServer does).
  if (readerDone) reader.join();
  else reader.detach(), readerDetached_ = true;
  return exitCode_.value_or(shutdown_ ? 0 : 1);
}

void Server::finish() {
  jobs_.stop();  // running renders are cancelled and answered
  // An analysis cannot be interrupted, and after `exit` the process must not wait for one (a 1M-node log takes
  // seconds): the workspace is then left running, and runLanguageServer ends the process without destroying it.
  if (exitCode_ && ws_ && ws_->analyzing()) static_cast<void>(ws_.release()), workspaceLeftRunning_ = true;
  ws_.reset();
}

void Server::readLoop() {
  jsonrpc::FrameReader reader(*in_, opt_.maxBody);
  while (true) {
    jsonrpc::ReadResult r = reader.next();
    if (r.kind == jsonrpc::ReadResult::Kind::Eof) break;
    const size_t bytes = r.body.size();
    std::optional<jsonrpc::Message> m = received(std::move(r));
    if (!m) continue;
    sys::UniqueLock lock(qmu_);
    roomcv_.wait(lock, [&] { return ending_ || (queue_.size() < kMaxQueued && queuedBytes_ < kMaxQueuedBytes); });
    if (ending_) return;
    queuedBytes_ += bytes;
    queue_.push_back({std::move(*m), bytes});
    qcv_.notify_one();
  }
  sys::Lock lock(qmu_);
  eof_ = true;
  qcv_.notify_one();
}

// A frame read from the client: a bad header is logged, a body is classified and a cancellation noted at once.
std::optional<jsonrpc::Message> Server::received(jsonrpc::ReadResult r) {
  if (r.kind == jsonrpc::ReadResult::Kind::HeaderError) {
    log(1, "fxlens: bad message header: " + r.error);
    if (r.tooLarge) tooLarge(r);
    return std::nullopt;
  }
  jsonrpc::Message m = jsonrpc::classify(r.body);
  noteCancellation(m);
  return m;
}

namespace {

// The string value of `"key":"..."` in the head of a body cut short (no JSON parse possible), "" when absent.
std::string peekString(std::string_view head, std::string_view key) {
  const std::string quoted = "\"" + std::string(key) + "\"";
  size_t at = head.find(quoted);
  if (at == std::string_view::npos) return {};
  at = head.find('"', head.find(':', at + quoted.size()));
  if (at == std::string_view::npos) return {};
  const size_t end = head.find('"', at + 1);
  return end == std::string_view::npos ? std::string{} : std::string(head.substr(at + 1, end - at - 1));
}

// Bytes for a person: "347 MB" (MiB, rounded up: one byte over a bound shows as more), small ones (a test's
// bound) exactly.
std::string sizeText(size_t bytes) {
  constexpr size_t kMiB = size_t{1} << 20;
  if (bytes >= kMiB) return std::to_string((bytes + kMiB - 1) / kMiB) + " MB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace

// A message over the framing bound was skipped: a log line is not enough, the user opened a document and sees
// nothing. Tell them what was refused and what to do instead; which method and document is peeked from its head.
void Server::tooLarge(const jsonrpc::ReadResult& r) {
  const std::string method = peekString(r.body, "method");
  const std::string uri = peekString(r.body, "uri");
  std::string what = "the message";
  if (!method.empty()) what += " " + method;
  if (!uri.empty()) what += " of " + uri;
  showMessage(1, "fxlens: " + what + " (" + sizeText(r.tooLarge) + ") is over the limit of " +
                     sizeText(opt_.maxBody) +
                     " and was not read; open a smaller part of the file, or run `fxlens analyze FILE` on the "
                     "command line");
}

// A cancellation is noted when it is read, so that the request it names is dropped if it is still queued (or not
// read yet). Cancellations of requests already answered, which clients send often, are forgotten oldest first, so
// the set stays small.
void Server::noteCancellation(const jsonrpc::Message& m) {
  if (m.kind != jsonrpc::Message::Kind::Notification || m.method != "$/cancelRequest" || !m.params.is_object() ||
      !m.params.contains("id"))
    return;
  sys::Lock lock(qmu_);
  std::string key = idKey(m.params["id"]);
  if (cancelled_.insert(key).second) cancelOrder_.push_back(key);
  while (cancelOrder_.size() > kMaxCancelled) {
    cancelled_.erase(cancelOrder_.front());
    cancelOrder_.pop_front();
  }
}

void Server::input(std::string_view bytes) {
  if (over_ || exitCode_) return;  // after `exit` the rest of the stream is not read
  parser_.feed(bytes);
  while (auto r = parser_.next())
    if (std::optional<jsonrpc::Message> m = received(std::move(*r))) queue_.push_back({std::move(*m), 0});
  dispatchQueued();
}

void Server::endOfInput() {
  if (over_) return;
  parser_.end();
  dispatchQueued();
  if (!over_) {
    exitCode_ = exitCode_.value_or(shutdown_ ? 0 : 1);
    over_ = true;
    finish();
  }
}

// Host-driven: the messages framed so far, in order, until `exit`; then the session is over.
void Server::dispatchQueued() {
  while (!exitCode_ && !queue_.empty()) {
    jsonrpc::Message m = std::move(queue_.front().m);
    queue_.pop_front();
    dispatch(m);
  }
  if (exitCode_ && !over_) {
    queue_.clear();
    over_ = true;
    finish();
  }
}

std::optional<std::chrono::milliseconds> Server::idle() {
  if (over_) return std::nullopt;
  jobs_.runQueued();
  return ws_ ? ws_->pump() : std::nullopt;
}

void Server::reply(const Json& id, Json result) { writer_.write(jsonrpc::makeResponse(id, std::move(result))); }

void Server::replyError(const Json& id, int code, std::string_view message) {
  writer_.write(jsonrpc::makeErrorResponse(id, code, message));
}

void Server::log(int type, const std::string& message) {
  writer_.write(jsonrpc::makeNotification("window/logMessage", {{"type", type}, {"message", message}}));
}

void Server::showMessage(int type, const std::string& message) {
  writer_.write(jsonrpc::makeNotification("window/showMessage", {{"type", type}, {"message", message}}));
}

void Server::trace(const std::string& message) {
  if (tracing_) writer_.write(jsonrpc::makeNotification("$/logTrace", {{"message", message}}));
}

void Server::dispatch(jsonrpc::Message& m) {
  switch (m.kind) {
    case jsonrpc::Message::Kind::Invalid:
      writer_.write(m.errorReply());
      return;
    case jsonrpc::Message::Kind::Response: {
      // Answers to our requests: those someone waits for are handed over, the rest (registration) dropped.
      sys::Lock lock(respmu_);
      auto it = responses_.find(idKey(m.id));
      if (it != responses_.end()) {
        it->second.answered = true;
        if (!m.isError()) it->second.result = m.result;
        respcv_.notify_all();
      }
      return;
    }
    case jsonrpc::Message::Kind::Notification:
      handleNotification(m);
      return;
    case jsonrpc::Message::Kind::Request:
      handleRequest(m);
      return;
  }
}

void Server::handleRequest(const jsonrpc::Message& m) {
  {
    sys::Lock lock(qmu_);
    if (cancelled_.erase(idKey(m.id))) {
      replyError(m.id, err::RequestCancelled, "cancelled");
      return;
    }
  }
  if (m.method == "initialize") {
    if (initialized_) return replyError(m.id, err::InvalidRequest, "initialize was already called");
    try {
      reply(m.id, initialize(m.params));
    } catch (const lsp::BadParams& e) {
      replyError(m.id, err::InvalidParams, e.what());
    }
    return;
  }
  if (!initialized_) return replyError(m.id, err::ServerNotInitialized, "the server is not initialized yet");
  if (shutdown_) return replyError(m.id, err::InvalidRequest, "the server is shutting down");
  if (m.method == "shutdown") {
    shutdown_ = true;
    return reply(m.id, nullptr);
  }
  try {
    if (const Router::DeferredHandler* answersItself = router_.deferred(m.method)) return (*answersItself)(m);
    const Router::RequestHandler* h = router_.request(m.method);
    if (!h) return replyError(m.id, err::MethodNotFound, "unknown method " + m.method);
    reply(m.id, (*h)(m.params));
  } catch (const lsp::BadParams& e) {
    replyError(m.id, err::InvalidParams, e.what());
  } catch (const lsp::RequestFailed& e) {
    replyError(m.id, err::RequestFailed, e.what());
  } catch (const lsp::ServerCancelled& e) {
    replyError(m.id, err::ServerCancelled, e.what());
  } catch (const std::exception& e) {
    // A bug of ours must not end the session: answer with the error and keep serving.
    log(1, std::string("fxlens: internal error in ") + m.method + ": " + e.what());
    replyError(m.id, err::InternalError, e.what());
  }
}

Json Server::initialize(const Json& params) {
  lsp::InitializeParams p = params.is_null() ? lsp::InitializeParams{} : params.get<lsp::InitializeParams>();
  enc_ = lsp::negotiateEncoding(p.positionEncodings);
  client_ = lsp::readClientCapabilities(p.capabilities);
  const Json& io = p.initializationOptions;
  if (io.is_object() && io.contains("inlayHints") && io["inlayHints"].is_object()) {
    const Json& ih = io["inlayHints"];
    if (ih.contains("forwardNames") && ih["forwardNames"].is_boolean()) inlayForwardNames_ = ih["forwardNames"];
    if (ih.contains("types") && ih["types"].is_boolean()) inlayTypes_ = ih["types"];
  }
  if (io.is_object() && io.contains("semanticTokens") && io["semanticTokens"].is_object()) {
    const Json& st = io["semanticTokens"];
    if (st.contains("maxTokens") && st["maxTokens"].is_number_unsigned()) maxSemanticTokens_ = st["maxTokens"];
  }
  Workspace::Options wo;
  wo.debounce = opt_.debounce;
  wo.hostDriven = opt_.hostDriven;
  // How much the analysis reads from disk beside the open documents (Siblings::Limits; docs/LSP.md).
  if (io.is_object() && io.contains("siblings") && io["siblings"].is_object()) {
    const Json& sib = io["siblings"];
    auto limit = [&](const char* key, auto& field) {
      if (sib.contains(key) && sib[key].is_number_unsigned()) field = sib[key].get<std::decay_t<decltype(field)>>();
    };
    limit("maxFiles", wo.siblings.maxFiles);
    limit("maxFileBytes", wo.siblings.maxFileBytes);
    limit("maxTotalBytes", wo.siblings.maxTotalBytes);
  }
  ws_ = std::make_unique<Workspace>(wo);
  std::vector<std::string> roots;
  for (const lsp::WorkspaceFolder& f : p.workspaceFolders)
    if (std::string path = uriToPath(f.uri); !path.empty()) roots.push_back(path);
  if (roots.empty() && p.rootUri)
    if (std::string path = uriToPath(*p.rootUri); !path.empty()) roots.push_back(path);
  for (const std::string& r : roots) roots_.push_back(sys::normalPath(r));
  finder_.setRoots(std::move(roots));
  // The workspace is passed as itself, not through ws_: on exit ws_ is reset while its worker may be publishing.
  ws_->onAnalyzed([this, ws = ws_.get()](std::shared_ptr<const Analyzed> an) { publish(an, *ws); });
  initialized_ = true;

  Json legendTypes = Json::array(), legendMods = Json::array();
  for (const auto& t : tokenTypes()) legendTypes.push_back(t);
  for (const auto& t : tokenModifiers()) legendMods.push_back(t);
  Json caps = {
      {"positionEncoding", lsp::encodingName(enc_)},
      {"textDocumentSync", {{"openClose", true}, {"change", 2}}},
      {"hoverProvider", true},
      {"definitionProvider", true},
      {"declarationProvider", true},
      {"implementationProvider", true},
      {"referencesProvider", true},
      {"documentHighlightProvider", true},
      {"documentSymbolProvider", true},
      {"workspaceSymbolProvider", true},
      {"semanticTokensProvider", {{"legend", {{"tokenTypes", legendTypes}, {"tokenModifiers", legendMods}}},
                                  {"full", true},
                                  {"range", true}}},
      {"inlayHintProvider", true},
      {"codeLensProvider", {{"resolveProvider", true}}},
      {"foldingRangeProvider", true},
      {"renameProvider", {{"prepareProvider", true}}},
      {"executeCommandProvider", {{"commands", commands()}}},
      {"workspace", {{"workspaceFolders", {{"supported", true}, {"changeNotifications", true}}}}},
  };
  return {{"capabilities", caps}, {"serverInfo", {{"name", "fxlens"}, {"version", kVersion}}}};
}

void Server::handleNotification(jsonrpc::Message& m) {
  if (m.method == "exit") {
    exitCode_ = shutdown_ ? 0 : 1;
    return;
  }
  if (m.method == "$/cancelRequest") {
    // Noted by the reader for requests still queued; a render already running is stopped here.
    if (m.params.is_object() && m.params.contains("id") && jobs_.cancel(idKey(m.params["id"]))) {
      sys::Lock lock(qmu_);
      cancelled_.erase(idKey(m.params["id"]));
    }
    return;
  }
  if (m.method == "$/setTrace") {
    tracing_ = m.params.is_object() && m.params.value("value", "off") != "off";
    return;
  }
  if (!initialized_) return;  // notifications before initialize are dropped (the spec says so)
  const Router::NotificationHandler* h = router_.notification(m.method);
  if (!h) return;  // unknown notifications are ignored, as the spec asks
  try {
    (*h)(m.params);
  } catch (const lsp::BadParams& e) {
    log(1, "fxlens: bad params for " + m.method + ": " + e.what());
  }
}

void Server::bindNotifications() {
  // What a rename may edit (editable) follows the folders.
  router_.notification<Json>("workspace/didChangeWorkspaceFolders",
                             [this](const Json& p) { workspaceFoldersChanged(p); });
  router_.notification<lsp::DidOpenTextDocumentParams>("textDocument/didOpen",
                                                      [this](auto p) { ws_->open(std::move(p.textDocument)); });
  router_.notification<lsp::DidChangeTextDocumentParams>("textDocument/didChange", [this](const auto& p) {
    switch (ws_->change(p, enc_)) {
      case Workspace::Changed::NotOpen:
        log(2, "fxlens: didChange for a document that is not open: " + p.textDocument.uri);
        break;
      case Workspace::Changed::BecameSource: clearDiagnostics(p.textDocument.uri); break;
      case Workspace::Changed::Edited:
      case Workspace::Changed::BecamePrintout: break;  // the analysis it scheduled publishes
    }
  });
  router_.notification<lsp::DidCloseTextDocumentParams>("textDocument/didClose", [this](const auto& p) {
    ws_->close(p.textDocument.uri);
    clearDiagnostics(p.textDocument.uri);
  });
  // Siblings on disk may have changed (the workspace also watches their folders itself).
  router_.notification<Json>("workspace/didChangeWatchedFiles", [this](const Json&) {
    ws_->filesChanged();
    finder_.reset();
  });
  router_.notification<Json>("workspace/didChangeConfiguration", [this](const Json&) { ws_->filesChanged(); });
  router_.notification<Json>("initialized", [this](const Json&) { registerFileWatcher(); });
  // didSave: nothing to do, the text comes with didChange and siblings are watched.
  router_.notification<Json>("textDocument/didSave", [](const Json&) {});
}

// Asks the client to tell us when dump files change on disk, when it can; the workspace also watches the folders
// it reads with inotify (the client watches only its workspace folders).
void Server::registerFileWatcher() {
  if (!client_.watchedFilesDynamicRegistration) return;
  Json watchers = Json::array({{{"globPattern", "**/*.{txt,py,log,fxgraph,fx}"}}});
  writer_.write(jsonrpc::makeRequest(
      "fxlens-register-1", "client/registerCapability",
      {{"registrations", Json::array({{{"id", "fxlens-watch"},
                                       {"method", "workspace/didChangeWatchedFiles"},
                                       {"registerOptions", {{"watchers", watchers}}}}})}}));
}

lsp::Position Server::toLsp(const Analyzed& an, int doc, uint32_t offset) const {
  return an.lines[doc].toPosition(offset, enc_);
}

lsp::Range Server::toLsp(const Analyzed& an, int doc, fx::Range r) const {
  return {toLsp(an, doc, r.begin), toLsp(an, doc, r.end)};
}

uint32_t Server::toOffset(const Analyzed& an, int doc, lsp::Position p) const {
  return static_cast<uint32_t>(an.lines[doc].toOffset(p, enc_));
}

lsp::Location Server::location(const Analyzed& an, int doc, fx::Range r) const {
  return {an.uris[doc], toLsp(an, doc, r)};
}

namespace {

// Diagnostics published per document. A file of 100,000 graphs each lacking its partner had 100,000, which no
// editor can list usefully and whose notification alone is tens of megabytes; the rest is said by one more.
constexpr size_t kMaxDiagnosticsPerDocument = 1000;

lsp::Diagnostic notShownDiagnostic(size_t count, const std::string& path) {
  lsp::Diagnostic d;
  d.severity = lsp::DiagnosticSeverity::Information;
  d.code = "diagnostics-not-shown";
  d.source = "fxlens";
  d.message = std::to_string(count) + " more diagnostics not shown (at most " +
              std::to_string(kMaxDiagnosticsPerDocument) + " per document); run `fxlens analyze " + path +
              "` for all of them";
  return d;
}

}  // namespace

void Server::publish(const std::shared_ptr<const Analyzed>& an, const Workspace& ws) {
  const auto started = std::chrono::steady_clock::now();
  const fx::Analysis& a = an->snap.analysis();
  std::vector<std::vector<lsp::Diagnostic>> perDoc(a.docs.size());
  std::vector<size_t> notShown(a.docs.size(), 0);
  for (const fx::Diagnostic& d : a.diagnostics) {
    if (d.doc < 0 || d.doc >= static_cast<int>(a.docs.size()) || !an->open[d.doc]) continue;
    if (perDoc[d.doc].size() >= kMaxDiagnosticsPerDocument) {
      ++notShown[d.doc];
      continue;
    }
    lsp::Diagnostic out;
    out.range = toLsp(*an, d.doc, d.range);
    out.severity = static_cast<lsp::DiagnosticSeverity>(static_cast<int>(d.severity));
    out.code = d.code;
    out.source = "fxlens";
    out.message = d.message;
    for (const fx::Related& r : d.related)
      if (r.doc >= 0 && r.doc < static_cast<int>(a.docs.size()))
        out.relatedInformation.push_back({location(*an, r.doc, r.range), r.message});
    perDoc[d.doc].push_back(std::move(out));
  }
  for (size_t i = 0; i < perDoc.size(); ++i)
    if (notShown[i]) perDoc[i].push_back(notShownDiagnostic(notShown[i], a.docs[i].path));
  sys::Lock lock(pubmu_);
  // What the analysis left out (siblings over the limits, unreadable files), said once until it changes.
  if (an->notes != loggedNotes_) {
    loggedNotes_ = an->notes;
    for (const std::string& n : an->notes) log(2, n);
  }
  for (int i = 0; i < static_cast<int>(a.docs.size()); ++i) {
    if (!an->open[i]) continue;
    // A document closed since this analysis started, or edited into a model source, gets nothing (its diagnostics
    // were cleared then).
    if (!ws.isOpen(an->uris[i]) || ws.isSource(an->uris[i])) continue;
    lsp::PublishDiagnosticsParams p{an->uris[i], an->versions[i], std::move(perDoc[i])};
    writer_.write(jsonrpc::makeNotification("textDocument/publishDiagnostics", p));
    published_.insert(an->uris[i]);
  }
  refreshSourceLenses(ws);
  std::string stages;
  for (const auto& [name, ms] : an->stageMs)
    stages += (stages.empty() ? " (" : ", ") + std::string(name) + " " + std::to_string(std::lround(ms)) + " ms";
  const std::chrono::duration<double, std::milli> published = std::chrono::steady_clock::now() - started;
  if (!stages.empty()) stages += ", publish " + std::to_string(std::lround(published.count())) + " ms";
  trace("fxlens: analyzed " + std::to_string(a.docs.size()) + " documents, " + std::to_string(a.graphs.size()) +
        " graphs" + (stages.empty() ? "" : stages + ")"));
}

void Server::clearDiagnostics(const std::string& uri) {
  sys::Lock lock(pubmu_);
  if (published_.erase(uri))
    writer_.write(
        jsonrpc::makeNotification("textDocument/publishDiagnostics", {{"uri", uri}, {"diagnostics", Json::array()}}));
}

std::shared_ptr<const Analyzed> Server::analysisFor(const std::string& uri, int& doc) {
  // Answer from the latest analysis when it has this document at the client's version; otherwise wait (bounded)
  // for the analysis of the latest edits, so that positions refer to the same text.
  std::shared_ptr<const Analyzed> an = ws_->current();
  const std::optional<int> version = ws_->versionOf(uri);
  int d = an ? an->docOf(uri) : -1;
  // A document closed since that analysis is still in it with its closed text (until the debounced re-analysis):
  // wait for the analysis after the close, which reads the file on disk if it is a sibling, or leaves it out.
  const bool closedSince = !version && d >= 0 && an->open[d];
  if (!an || closedSince || (version && (d < 0 || an->versions[d] != *version))) an = ws_->fresh(opt_.freshWait);
  doc = an ? an->docOf(uri) : -1;
  // Still the closed text (the wait timed out): answer nothing rather than positions in a text the editor dropped.
  if (!version && doc >= 0 && an->open[doc]) doc = -1;
  return an;
}

void Server::workspaceFoldersChanged(const Json& p) {
  const Json event = p.is_object() ? p.value("event", Json::object()) : Json::object();
  auto paths = [&](const char* key) {
    std::vector<std::string> out;
    if (!event.is_object() || !event.contains(key) || !event[key].is_array()) return out;
    for (const Json& f : event[key])
      if (f.is_object() && f.contains("uri") && f["uri"].is_string())
        if (std::string path = uriToPath(f["uri"].get<std::string>()); !path.empty())
          out.push_back(sys::normalPath(path));
    return out;
  };
  for (const std::string& r : paths("removed")) roots_.erase(std::remove(roots_.begin(), roots_.end(), r), roots_.end());
  for (const std::string& r : paths("added"))
    if (std::find(roots_.begin(), roots_.end(), r) == roots_.end()) roots_.push_back(r);
}

bool Server::editable(const std::string& uri) const {
  if (ws_->isOpen(uri)) return true;
  const std::string path = uriToPath(uri);
  if (path.empty()) return false;
  const std::string norm = sys::normalPath(path);
  for (const std::string& root : roots_) {
    const bool sep = !root.empty() && root.back() == '/';
    if (norm == root || (norm.size() > root.size() && norm.compare(0, root.size(), root) == 0 &&
                         (sep || norm[root.size()] == '/')))
      return true;
  }
  return false;
}

int runLanguageServer(std::istream& in, std::ostream& out) {
  std::ios::sync_with_stdio(false);
  auto* s = new Server(in, out);
  int code = s->run();
  out.flush();
  // The reader or the analysis worker still uses the server: end here, destroy nothing.
  if (s->readerDetached() || s->workspaceLeftRunning()) std::_Exit(code);
  delete s;
  return code;
}

}  // namespace fxl
