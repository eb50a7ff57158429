// The server host-driven (ServerOptions::hostDriven), as the WebAssembly module runs it on one thread: the host hands
// over input in chunks (Server::input) and calls Server::idle when it has time. Checked natively, with the real
// handlers: nothing is analysed behind the host's back, a burst of edits is analysed once, a request is answered
// from the analysis of the edits before it, cancellations and newer renders reach queued previews, the preview
// answers with DOT where the server does not lay out, and the session ends as `fxlens lsp` ends.
#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "corpus.h"
#include "jsonrpc.h"
#include "server.h"

using jsonrpc::Json;
using namespace std::chrono_literals;

namespace {

std::string corpusText(const std::string& rel) { return testsupport::readText(testsupport::corpusPath(rel)); }

const std::string kFwd = corpusText("torch113/mlp_nll/aot_default/fwd.code.txt");
const std::string kBwd = corpusText("torch113/mlp_nll/aot_default/bwd.code.txt");
// Documents that are not files: no folder of siblings to poll, so an idle server has nothing to do.
const std::string kFwdUri = "untitled:mlp/fwd.code.txt", kBwdUri = "untitled:mlp/bwd.code.txt";

std::string frame(Json m) {
  m["jsonrpc"] = "2.0";
  const std::string body = m.dump();
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

// The LSP position of the `k`-th occurrence of `needle` in an ASCII text.
Json positionOf(const std::string& text, const std::string& needle, int k = 1) {
  size_t at = std::string::npos;
  for (int i = 0; i < k; ++i) at = text.find(needle, at == std::string::npos ? 0 : at + 1);
  REQUIRE(at != std::string::npos);
  const size_t lineStart = text.rfind('\n', at) == std::string::npos ? 0 : text.rfind('\n', at) + 1;
  return {{"line", std::count(text.begin(), text.begin() + static_cast<long>(at), '\n')},
          {"character", at - lineStart}};
}

class Hosted {
 public:
  // The constructor without an input stream makes the server host-driven, whatever the options say.
  explicit Hosted(fxl::ServerOptions o = {}) : server_(out_, o) {}

  void send(const Json& m) { server_.input(frame(m)); }
  void sendAll(const std::vector<Json>& ms) {  // in one chunk
    std::string bytes;
    for (const Json& m : ms) bytes += frame(m);
    server_.input(bytes);
  }
  fxl::Server& server() { return server_; }
  // Every message the server wrote since the last call.
  std::vector<Json> take() {
    const std::string all = out_.str();
    parser_.feed(std::string_view(all).substr(read_));
    read_ = all.size();
    std::vector<Json> out;
    while (auto r = parser_.next()) out.push_back(Json::parse(r->body));
    return out;
  }
  void initialize(Json capabilities = Json::object()) {
    send({{"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", capabilities}}}});
    send({{"method", "initialized"}, {"params", Json::object()}});
    take();
  }
  // Opens a document and goes idle once its debounce has passed: analysed and published, what was written taken.
  void openAnalysed(const std::string& uri, const std::string& text) {
    open(uri, text);
    std::this_thread::sleep_for(20ms);
    server_.idle();
    size_t published = 0;
    for (const Json& m : take()) published += m.value("method", "") == "textDocument/publishDiagnostics";
    REQUIRE(published == 1);
  }
  void open(const std::string& uri, const std::string& text, int version = 1) {
    send({{"method", "textDocument/didOpen"},
          {"params", {{"textDocument", {{"uri", uri}, {"languageId", "fx-graph"}, {"version", version}, {"text", text}}}}}});
  }

 private:
  std::ostringstream out_;
  fxl::Server server_;
  jsonrpc::FrameParser parser_;
  size_t read_ = 0;
};

std::vector<Json> named(const std::vector<Json>& ms, const std::string& method) {
  std::vector<Json> out;
  for (const Json& m : ms)
    if (m.value("method", "") == method) out.push_back(m);
  return out;
}

const Json* reply(const std::vector<Json>& ms, const Json& id) {
  for (const Json& m : ms)
    if (m.contains("id") && m["id"] == id && !m.contains("method")) return &m;
  return nullptr;
}

Json edit(const std::string& uri, int version, const std::string& text) {
  return {{"method", "textDocument/didChange"},
          {"params", {{"textDocument", {{"uri", uri}, {"version", version}}},
                      {"contentChanges", Json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}},
                                                                  {"end", {{"line", 0}, {"character", 0}}}}},
                                                       {"text", text}}})}}}};
}

// Deletes the first `lines` lines.
Json deletion(const std::string& uri, int version, int lines) {
  return {{"method", "textDocument/didChange"},
          {"params", {{"textDocument", {{"uri", uri}, {"version", version}}},
                      {"contentChanges", Json::array({{{"range", {{"start", {{"line", 0}, {"character", 0}}},
                                                                  {"end", {{"line", lines}, {"character", 0}}}}},
                                                       {"text", ""}}})}}}};
}

}  // namespace

TEST_CASE("host-driven: nothing is analysed until the host is idle, and then once the debounce has passed", "[host]") {
  fxl::ServerOptions o;
  o.debounce = 30ms;
  Hosted h(o);
  h.initialize();
  h.open(kFwdUri, kFwd);
  h.open(kBwdUri, kBwd);
  CHECK(named(h.take(), "textDocument/publishDiagnostics").empty());
  const auto wait = h.server().idle();
  REQUIRE(wait);
  CHECK(*wait <= 30ms);
  CHECK(named(h.take(), "textDocument/publishDiagnostics").empty());
  std::this_thread::sleep_for(*wait + 5ms);
  CHECK_FALSE(h.server().idle());  // analysed; nothing else will be due
  const auto published = named(h.take(), "textDocument/publishDiagnostics");
  REQUIRE(published.size() == 2);
  for (const Json& p : published) CHECK(p["params"]["diagnostics"] == Json::array());  // a clean pair
}

TEST_CASE("host-driven: a burst of edits is analysed once", "[host]") {
  Hosted h;
  h.initialize();
  h.openAnalysed(kBwdUri, kBwd);
  for (int v = 2; v <= 51; ++v) h.send(edit(kBwdUri, v, "# edit " + std::to_string(v) + "\n"));
  CHECK(h.take().empty());
  std::this_thread::sleep_for(20ms);
  CHECK_FALSE(h.server().idle());
  const auto published = named(h.take(), "textDocument/publishDiagnostics");
  REQUIRE(published.size() == 1);
  CHECK(published[0]["params"]["version"] == 51);
}

TEST_CASE("host-driven: a request is answered from the analysis of the edits before it", "[host]") {
  Hosted h;
  h.initialize();
  h.open(kFwdUri, kFwd);
  h.open(kBwdUri, kBwd);
  const std::string edited = "# a comment\n" + kBwd;
  h.sendAll({edit(kBwdUri, 2, "# a comment\n"),
             {{"id", 2}, {"method", "textDocument/hover"},
              {"params", {{"textDocument", {{"uri", kBwdUri}}}, {"position", positionOf(edited, "t_3, relu", 1)}}}}});
  const auto ms = h.take();
  // The positions are the edited text's: the hover is on `t_3`, one line lower than in the text opened.
  const Json* hover = reply(ms, 2);
  REQUIRE(hover);
  CHECK((*hover)["result"]["contents"]["value"].get<std::string>().find("**t\\_3**") == 0);
  CHECK((*hover)["result"]["range"]["start"] == positionOf(edited, "t_3, relu", 1));
  // Published before the reply, for the version the hover was about.
  const auto published = named(ms, "textDocument/publishDiagnostics");
  REQUIRE(published.size() == 2);
  CHECK(published[0]["params"]["uri"] == kBwdUri);
  CHECK(published[0]["params"]["version"] == 2);
  CHECK(&ms.back() == hover);
  CHECK_FALSE(h.server().idle());  // that analysis was the one due
  CHECK(named(h.take(), "textDocument/publishDiagnostics").empty());
}

TEST_CASE("host-driven: the preview is queued until idle, answers with DOT without a layout, and can be cancelled",
          "[host]") {
  fxl::ServerOptions o;
  o.serverLayout = false;
  Hosted h(o);
  h.initialize({{"window", {{"workDoneProgress", true}}}});
  h.open(kFwdUri, kFwd);
  h.open(kBwdUri, kBwd);
  auto render = [](const Json& id, Json extra = Json::object()) {
    Json params = {{"uri", kBwdUri}};
    params.update(extra);
    return Json{{"id", id}, {"method", "fxlens/renderGraph"}, {"params", params}};
  };
  h.send(render(3, {{"workDoneToken", "t"}}));
  std::this_thread::sleep_for(200ms);  // no thread of the server's own answers it meanwhile
  CHECK_FALSE(reply(h.take(), 3));     // not before the host is idle
  h.server().idle();
  const auto ms = h.take();
  const Json* r = reply(ms, 3);
  REQUIRE(r);
  REQUIRE(r->contains("result"));
  const Json& result = (*r)["result"];
  CHECK(result["dot"].get<std::string>().rfind("digraph", 0) == 0);
  CHECK_FALSE(result.contains("svg"));
  CHECK(result["nodes"].size() > 5);
  CHECK(result["graphs"].size() == 2);
  // Progress with the client's token; no token of the server's own (its creation would need an answer to wait for).
  const auto progress = named(ms, "$/progress");
  REQUIRE(progress.size() == 2);
  CHECK(progress[0]["params"]["value"]["kind"] == "begin");
  CHECK(progress[1]["params"]["value"]["kind"] == "end");
  CHECK(named(ms, "window/workDoneProgress/create").empty());
  // Cancelled before the host was idle, and superseded by a newer render of the document.
  h.send(render(4));
  h.send({{"method", "$/cancelRequest"}, {"params", {{"id", 4}}}});
  h.send(render(5));
  h.send(render(6));
  h.server().idle();
  const auto later = h.take();
  REQUIRE(reply(later, 4));
  CHECK((*reply(later, 4))["error"]["code"] == jsonrpc::error::RequestCancelled);
  REQUIRE(reply(later, 5));
  CHECK((*reply(later, 5))["error"]["code"] == jsonrpc::error::RequestCancelled);
  REQUIRE(reply(later, 6));
  CHECK((*reply(later, 6))["result"].contains("dot"));
}

TEST_CASE("host-driven: a cancellation reaches a request before it in the same chunk", "[host]") {
  Hosted h;
  h.initialize();
  // The request first: the chunk is framed whole before anything in it is dispatched.
  h.sendAll({{{"id", 9}, {"method", "workspace/symbol"}, {"params", {{"query", "x"}}}},
             {{"method", "$/cancelRequest"}, {"params", {{"id", 9}}}}});
  const auto ms = h.take();
  const Json* r = reply(ms, 9);
  REQUIRE(r);
  CHECK((*r)["error"]["code"] == jsonrpc::error::RequestCancelled);
}

TEST_CASE("host-driven: input in any chunks gives the same answers", "[host]") {
  const std::vector<Json> session = {
      {{"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", Json::object()}}}},
      {{"method", "textDocument/didOpen"},
       {"params", {{"textDocument", {{"uri", kBwdUri}, {"languageId", "fx-graph"}, {"version", 1}, {"text", kBwd}}}}}},
      {{"id", 2}, {"method", "textDocument/documentSymbol"}, {"params", {{"textDocument", {{"uri", kBwdUri}}}}}},
      {{"id", 3}, {"method", "shutdown"}}};
  std::string bytes;
  for (const Json& m : session) bytes += frame(m);
  auto answers = [&](size_t chunk) {
    Hosted h;
    for (size_t at = 0; at < bytes.size(); at += chunk) h.server().input(std::string_view(bytes).substr(at, chunk));
    std::vector<Json> replies;
    for (const Json& m : h.take())
      if (!m.contains("method")) replies.push_back(m);
    return replies;
  };
  const auto whole = answers(bytes.size());
  REQUIRE(whole.size() == 3);
  CHECK(whole[1]["result"].size() == 1);  // the backward graph
  CHECK(answers(1) == whole);
  CHECK(answers(997) == whole);
}

TEST_CASE("host-driven: the session ends as `fxlens lsp` does", "[host]") {
  SECTION("exit after shutdown: 0, and what follows is not read") {
    Hosted h;
    h.initialize();
    CHECK_FALSE(h.server().exitCode());
    h.send({{"id", 2}, {"method", "shutdown"}});
    h.sendAll({{{"method", "exit"}}, {{"id", 3}, {"method", "shutdown"}}});
    CHECK(h.server().exitCode() == 0);
    const auto ms = h.take();
    CHECK(reply(ms, 2));
    CHECK_FALSE(reply(ms, 3));
    h.send({{"id", 4}, {"method", "shutdown"}});
    CHECK(h.take().empty());
    CHECK_FALSE(h.server().idle());
  }
  SECTION("exit without shutdown: 1") {
    Hosted h;
    h.initialize();
    h.send({{"method", "exit"}});
    CHECK(h.server().exitCode() == 1);
  }
  SECTION("the end of input: 0 after shutdown, else 1") {
    Hosted a, b;
    a.initialize();
    a.send({{"id", 2}, {"method", "shutdown"}});
    a.server().endOfInput();
    CHECK(a.server().exitCode() == 0);
    b.initialize();
    b.server().input("Content-Length: 10\r\n\r\n{\"a\"");  // cut inside a message
    b.server().endOfInput();
    CHECK(b.server().exitCode() == 1);
  }
}

// Issue 28: a message over the framing bound used to be a log line only; the user must see what was refused.
TEST_CASE("host-driven: a didOpen over the message bound is shown to the user with its size", "[host][bounds]") {
  fxl::ServerOptions o;
  o.maxBody = 2000;  // kBwd is larger
  Hosted h(o);
  h.initialize();
  // Fields in the order VS Code writes them (uri first): the head of the body names the document.
  const std::string body = R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":")" +
                           kBwdUri + R"(","languageId":"fx-graph","version":1,"text":)" + Json(kBwd).dump() + "}}}";
  h.server().input("Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  const auto shown = named(h.take(), "window/showMessage");
  REQUIRE(shown.size() == 1);
  CHECK(shown[0]["params"]["type"] == 1);
  const std::string message = shown[0]["params"]["message"];
  CHECK_THAT(message, Catch::Contains("textDocument/didOpen"));
  CHECK_THAT(message, Catch::Contains(kBwdUri));
  CHECK_THAT(message, Catch::Contains("over the limit of 2000 bytes"));
  CHECK_THAT(message, Catch::Contains("fxlens analyze"));
  h.send({{"id", 7}, {"method", "shutdown"}});
  CHECK(reply(h.take(), 7));  // reading went on after it
}

// Issue 28: right after didClose, requests were answered from the closed text until the re-analysis.
TEST_CASE("host-driven: right after didClose a request does not use the closed text", "[host][close]") {
  Hosted h;
  h.initialize();
  h.open(kBwdUri, kBwd);
  std::this_thread::sleep_for(20ms);
  h.server().idle();
  Json pos = positionOf(kBwd, "t_3, relu");
  pos["character"] = pos["character"].get<int>() + 5;
  const Json doc = {{"uri", kBwdUri}};
  h.send({{"id", 2}, {"method", "textDocument/hover"}, {"params", {{"textDocument", doc}, {"position", pos}}}});
  const auto before = h.take();
  REQUIRE(reply(before, 2));
  REQUIRE_FALSE((*reply(before, 2))["result"].is_null());  // open: answered
  h.send({{"method", "textDocument/didClose"}, {"params", {{"textDocument", doc}}}});
  h.send({{"id", 3}, {"method", "textDocument/hover"}, {"params", {{"textDocument", doc}, {"position", pos}}}});
  h.send({{"id", 4},
          {"method", "textDocument/rename"},
          {"params", {{"textDocument", doc}, {"position", pos}, {"newName", "hidden"}}}});
  const auto after = h.take();
  REQUIRE(reply(after, 3));
  CHECK((*reply(after, 3))["result"].is_null());  // not a file: nothing on disk to answer from
  REQUIRE(reply(after, 4));
  const Json& renamed = (*reply(after, 4))["result"];
  CHECK((renamed.is_null() || renamed.value("changes", Json::object()).empty()));
}

// An edit made while no one reads the texts is written into the text the last parse views (TextStore): the old
// text is gone. The whole text sent after it, or the document closed or opened again, must then be parsed anew:
// compared with the old parse's text, it was read from a buffer the store had let go (CI's AddressSanitizer run,
// fuzz.replay.lsp).
TEST_CASE("host-driven: after an edit written over the parsed text, the old parse is never read as it was",
          "[host]") {
  auto symbols = [](Hosted& h, int id) {
    h.send({{"id", id}, {"method", "textDocument/documentSymbol"}, {"params", {{"textDocument", {{"uri", kBwdUri}}}}}});
    const auto ms = h.take();
    REQUIRE(reply(ms, id));
    return (*reply(ms, id))["result"];
  };
  Hosted h;
  h.initialize();
  h.openAnalysed(kBwdUri, kBwd);
  const Json whole = {{"method", "textDocument/didChange"},
                      {"params", {{"textDocument", {{"uri", kBwdUri}, {"version", 3}}},
                                  {"contentChanges", Json::array({{{"text", kFwd}}})}}}};
  const Json close = {{"method", "textDocument/didClose"}, {"params", {{"textDocument", {{"uri", kBwdUri}}}}}};
  const Json reopen = {{"method", "textDocument/didOpen"},
                       {"params", {{"textDocument", {{"uri", kBwdUri}, {"languageId", "fx-graph"}, {"version", 3},
                                                     {"text", kFwd}}}}}};
  std::string finalText = kFwd;
  // The same when the document goes with its buffer: closed and opened again, or opened again over itself.
  SECTION("the whole text") { h.sendAll({edit(kBwdUri, 2, "# typed\n"), whole}); }
  SECTION("closed and opened again") { h.sendAll({edit(kBwdUri, 2, "# typed\n"), close, reopen}); }
  SECTION("opened again") { h.sendAll({edit(kBwdUri, 2, "# typed\n"), reopen}); }
  // Typed and taken back before the next analysis: the text is as parsed, but in another buffer (the first edit
  // grew it past its room), and the old parse views the one let go (the fuzzer's heap-use-after-free in
  // categorize, CI run of fa7b1ee).
  SECTION("typed and taken back") {
    const std::string typed = "# " + std::string(4096, 'x') + "\n";
    h.sendAll({edit(kBwdUri, 2, typed), deletion(kBwdUri, 3, 1)});
    finalText = kBwd;
  }
  const Json got = symbols(h, 2);

  Hosted fresh;
  fresh.initialize();
  fresh.open(kBwdUri, finalText);
  const Json want = symbols(fresh, 2);
  REQUIRE(want.size() > 0);
  CHECK(got == want);
}

// Issue 28: a rename edited a sibling found on disk outside the workspace folders, never opened, without asking.
TEST_CASE("host-driven: rename leaves out files outside the workspace folders and says so", "[host][rename]") {
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("fxlens-rename-" + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  std::filesystem::create_directories(dir / "ws");
  std::filesystem::create_directories(dir / "other");
  std::ofstream(dir / "other" / "fwd.code.txt") << kFwd;
  std::ofstream(dir / "other" / "bwd.code.txt") << kBwd;
  const std::string root = "file://" + (dir / "ws").string();
  const std::string bwdUri = "file://" + (dir / "ws").string() + "/../other/bwd.code.txt";
  Json relu = positionOf(kBwd, "t_3, relu");
  relu["character"] = relu["character"].get<int>() + 5;  // on `relu`, a saved tensor: renamed in the forward too
  Hosted h;
  h.send({{"id", 1}, {"method", "initialize"}, {"params", {{"capabilities", Json::object()}, {"rootUri", root}}}});
  h.send({{"method", "initialized"}, {"params", Json::object()}});
  h.open(bwdUri, kBwd);
  std::this_thread::sleep_for(20ms);
  h.server().idle();
  h.take();
  h.send({{"id", 2},
          {"method", "textDocument/rename"},
          {"params", {{"textDocument", {{"uri", bwdUri}}}, {"position", relu}, {"newName", "hidden"}}}});
  const auto got = h.take();
  REQUIRE(reply(got, 2));
  const Json changes = (*reply(got, 2))["result"]["changes"];
  CHECK(changes.contains(bwdUri));  // open in the editor: edited
  CHECK(changes.size() == 1);       // the forward on disk outside `ws/` is not
  const auto shown = named(got, "window/showMessage");
  REQUIRE(shown.size() == 1);
  CHECK(shown[0]["params"]["type"] == 2);
  CHECK_THAT(shown[0]["params"]["message"].get<std::string>(), Catch::Contains("fwd.code.txt"));
  // Once `other/` is a workspace folder too, the forward there is renamed with the backward.
  h.send({{"method", "workspace/didChangeWorkspaceFolders"},
          {"params", {{"event", {{"added", Json::array({{{"uri", "file://" + (dir / "other").string()}, {"name", "other"}}})},
                                 {"removed", Json::array()}}}}}});
  h.send({{"id", 3},
          {"method", "textDocument/rename"},
          {"params", {{"textDocument", {{"uri", bwdUri}}}, {"position", relu}, {"newName", "hidden"}}}});
  const auto again = h.take();
  REQUIRE(reply(again, 3));
  CHECK((*reply(again, 3))["result"]["changes"].size() == 2);
  CHECK(named(again, "window/showMessage").empty());
  std::filesystem::remove_all(dir);
}

// A lens about hundreds of places comes without them (its `data` says which), and codeLens/resolve fills them in from
// the analysis of the version it was made for; a lens of an older version comes back as it was.
TEST_CASE("host-driven: a code lens over many saved tensors gets its places from codeLens/resolve", "[host][codelens]") {
  const std::string fwd = corpusText("torch113/big_transformer/aot_mincut/fwd.code.txt");
  const std::string bwd = corpusText("torch113/big_transformer/aot_mincut/bwd.code.txt");
  const std::string fwdUri = "untitled:big/fwd.code.txt", bwdUri = "untitled:big/bwd.code.txt";
  Hosted h;
  h.initialize();
  h.open(fwdUri, fwd);
  h.open(bwdUri, bwd);
  std::this_thread::sleep_for(20ms);
  h.server().idle();
  REQUIRE(named(h.take(), "textDocument/publishDiagnostics").size() == 2);
  h.send({{"id", 2}, {"method", "textDocument/codeLens"}, {"params", {{"textDocument", {{"uri", bwdUri}}}}}});
  const auto ms = h.take();
  const Json* lenses = reply(ms, 2);
  REQUIRE(lenses);
  Json unresolved;
  for (const Json& l : (*lenses)["result"])
    if (!l.contains("command")) unresolved = l;
  REQUIRE(unresolved.is_object());
  CHECK(unresolved["data"]["title"].get<std::string>().starts_with("saves 626 tensors"));
  h.send({{"id", 3}, {"method", "codeLens/resolve"}, {"params", unresolved}});
  const auto resolved = h.take();
  const Json* r = reply(resolved, 3);
  REQUIRE(r);
  const Json& command = (*r)["result"]["command"];
  CHECK(command["command"] == "fxlens.showLocations");
  CHECK(command["title"] == unresolved["data"]["title"]);
  REQUIRE(command["arguments"].size() == 3);
  CHECK(command["arguments"][0] == bwdUri);
  CHECK(command["arguments"][2].size() == 626);
  for (const Json& loc : command["arguments"][2]) CHECK(loc["uri"] == fwdUri);  // where the forward makes them
  CHECK((*r)["result"]["range"] == unresolved["range"]);
  // Edited since: the lens is of an older text, and comes back as it was.
  h.send(edit(bwdUri, 2, "# a comment\n"));
  std::this_thread::sleep_for(20ms);
  h.server().idle();
  h.take();
  h.send({{"id", 4}, {"method", "codeLens/resolve"}, {"params", unresolved}});
  const auto after = h.take();
  const Json* stale = reply(after, 4);
  REQUIRE(stale);
  CHECK_FALSE((*stale)["result"].contains("command"));
  CHECK((*stale)["result"]["data"] == unresolved["data"]);
  // Data the server never made (a field of another type): the lens comes back as it was, not an error.
  Json odd = unresolved;
  odd["data"]["graph"] = "one";
  h.send({{"id", 5}, {"method", "codeLens/resolve"}, {"params", odd}});
  const auto oddReply = h.take();
  const Json* back = reply(oddReply, 5);
  REQUIRE(back);
  CHECK_FALSE(back->contains("error"));
  CHECK((*back)["result"] == odd);
}

namespace {

struct AbsToken {
  uint32_t line, start, length, type, mods;
  bool operator==(const AbsToken&) const = default;
};

// LSP's relative token encoding, made absolute.
std::vector<AbsToken> decodeTokens(const Json& data) {
  std::vector<AbsToken> out;
  uint32_t line = 0, start = 0;
  for (size_t i = 0; i + 4 < data.size(); i += 5) {
    const uint32_t dl = data[i], ds = data[i + 1];
    start = dl ? ds : start + ds;
    line += dl;
    out.push_back({line, start, data[i + 2], data[i + 3], data[i + 4]});
  }
  return out;
}

// A session whose semantic token replies hold at most `maxTokens`, with the client's semantic token capabilities.
std::vector<AbsToken> tokensOf(const std::string& text, Json tokenCaps, int maxTokens, const Json& request,
                               Json* error = nullptr) {
  Hosted h;
  h.send({{"id", 1},
          {"method", "initialize"},
          {"params", {{"capabilities", {{"textDocument", {{"semanticTokens", tokenCaps}}}}},
                      {"initializationOptions", {{"semanticTokens", {{"maxTokens", maxTokens}}}}}}}});
  h.send({{"method", "initialized"}, {"params", Json::object()}});
  h.take();
  h.openAnalysed(kBwdUri, text);
  Json r = request;
  r["id"] = 2;
  r["params"]["textDocument"] = {{"uri", kBwdUri}};
  h.send(r);
  const auto got = h.take();
  const Json* reply2 = reply(got, 2);
  REQUIRE(reply2);
  if (error) *error = reply2->value("error", Json());
  return reply2->contains("result") ? decodeTokens((*reply2)["result"]["data"]) : std::vector<AbsToken>{};
}

}  // namespace

// A document with more tokens than a reply holds: a client that asks by range (it said serverCancelSupport) is told
// ServerCancelled for the whole document and gets each range it asks for; any other client gets the document's first
// lines, each line whole.
TEST_CASE("host-driven: semantic tokens over the bound are cut at a line or asked for by range", "[host][tokens]") {
  const std::string bwd = corpusText("torch113/big_transformer/aot_mincut/bwd.code.txt");
  const Json full = {{"method", "textDocument/semanticTokens/full"}, {"params", Json::object()}};
  const Json plain = Json::object();
  const std::vector<AbsToken> all = tokensOf(bwd, plain, 10'000'000, full);
  REQUIRE(all.size() > 2000);

  const std::vector<AbsToken> cut = tokensOf(bwd, plain, 1000, full);
  REQUIRE(cut.size() > 900);  // no line of this printout holds 100 tokens
  REQUIRE(cut.size() <= 1000);
  CHECK(std::equal(cut.begin(), cut.end(), all.begin()));
  CHECK(all[cut.size()].line > cut.back().line);  // the next token is on a line not sent at all

  const Json byRange = {{"serverCancelSupport", true}, {"requests", {{"range", true}, {"full", {{"delta", true}}}}}};
  Json error;
  CHECK(tokensOf(bwd, byRange, 1000, full, &error).empty());
  CHECK(error["code"] == -32802);  // ServerCancelled
  const Json lines0to60 = {{"start", {{"line", 0}, {"character", 0}}}, {"end", {{"line", 60}, {"character", 0}}}};
  const Json range = {{"method", "textDocument/semanticTokens/range"}, {"params", {{"range", lines0to60}}}};
  const std::vector<AbsToken> first60 = tokensOf(bwd, byRange, 1000, range, &error);
  CHECK(error.is_null());
  std::vector<AbsToken> expected;
  for (const AbsToken& t : all)
    if (t.line < 60) expected.push_back(t);
  CHECK(first60 == expected);
  // Without serverCancelSupport, or when everything fits, the whole document is answered.
  const Json rangeOnly = {{"requests", {{"range", true}, {"full", true}}}};
  CHECK(tokensOf(bwd, rangeOnly, 1000, full, &error) == cut);
  const Json cancelOnly = {{"serverCancelSupport", true}, {"requests", {{"range", false}, {"full", true}}}};
  CHECK(tokensOf(bwd, cancelOnly, 1000, full, &error) == cut);
  CHECK(tokensOf(bwd, byRange, static_cast<int>(all.size()), full, &error) == all);
  CHECK(error.is_null());
}

namespace {

// The titles of the `memory:` lenses of a document, in order.
std::vector<std::string> memoryLenses(Hosted& h, const std::string& uri, int id) {
  h.send({{"id", id}, {"method", "textDocument/codeLens"}, {"params", {{"textDocument", {{"uri", uri}}}}}});
  const auto got = h.take();
  const Json* r = reply(got, id);
  REQUIRE(r);
  std::vector<std::string> out;
  for (const Json& l : (*r)["result"])
    if (l.contains("command") && l["command"]["command"] == "fxlens.showMemory") out.push_back(l["command"]["title"]);
  return out;
}

// Replaces the first `from` of `text` by `to`, in `text` and in the server's copy.
void replaceOnce(Hosted& h, const std::string& uri, int version, std::string& text, const std::string& from,
                 const std::string& to) {
  const size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  Json end = positionOf(text, from);
  end["character"] = end["character"].get<size_t>() + from.size();
  h.send({{"method", "textDocument/didChange"},
          {"params", {{"textDocument", {{"uri", uri}, {"version", version}}},
                      {"contentChanges", Json::array({{{"range", {{"start", positionOf(text, from)}, {"end", end}}},
                                                       {"text", to}}})}}}});
  text.replace(at, from.size(), to);
  std::this_thread::sleep_for(20ms);
  h.server().idle();
  h.take();
}

std::vector<std::string> freshMemoryLenses(const std::string& text) {
  Hosted fresh;
  fresh.initialize();
  fresh.openAnalysed(kFwdUri, text);
  return memoryLenses(fresh, kFwdUri, 2);
}

}  // namespace

// The memory lenses after an edit take the timelines of the graphs the edit left alone from the last analysis: what
// they say is what a fresh server says of the final text, also when the edit changes a size in the pair.
TEST_CASE("host-driven: memory lenses after edits are those of a fresh analysis", "[host][codelens]") {
  std::string text = corpusText("torch2x/log_yaoshiang_2026jan_module_fwdbwd.txt");
  Hosted h;
  h.initialize();
  h.openAnalysed(kFwdUri, text);
  const std::vector<std::string> before = memoryLenses(h, kFwdUri, 2);
  REQUIRE(!before.empty());
  replaceOnce(h, kFwdUri, 2, text, "V0121", "# a comment line\nV0121");  // above every graph: all kept
  CHECK(memoryLenses(h, kFwdUri, 3) == before);
  CHECK(freshMemoryLenses(text) == before);
  // A size of the forward graph: its pair's timeline is made again.
  const std::string forwardMul = "mul: \"f32[8, 256][256, 1]cpu\" = torch.ops.aten.mul.Tensor(primals_1, primals_2)";
  replaceOnce(h, kFwdUri, 3, text, forwardMul,
              "mul: \"f32[8, 4096][4096, 1]cpu\" = torch.ops.aten.mul.Tensor(primals_1, primals_2)");
  const std::vector<std::string> after = memoryLenses(h, kFwdUri, 4);
  CHECK(after != before);
  CHECK(after == freshMemoryLenses(text));
}
