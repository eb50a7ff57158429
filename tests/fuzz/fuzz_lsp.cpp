// fuzz_lsp: the language server fed the input as its stdin. See harness.h.
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <functional>
#include <iostream>
#include <istream>
#include <mutex>
#include <optional>
#include <ostream>
#include <streambuf>
#include <string>

#include "harness.h"
#include "json_text.h"
#include "jsonrpc.h"
#include "server.h"

namespace fxfuzz {

namespace {

using Clock = std::chrono::steady_clock;

// Reads a string in place and tells how far reading got. When the reader has read it all, `more` (on the reader's
// thread) may give more input; the input ends when it gives nothing.
class InBuf : public std::streambuf {
 public:
  using More = std::function<std::optional<std::string>()>;
  explicit InBuf(std::string& s, More more = {}) : more_(std::move(more)) {
    setg(s.data(), s.data(), s.data() + s.size());
  }

 protected:
  int_type underflow() override {
    std::optional<std::string> next = more_ ? more_() : std::nullopt;
    if (!next || next->empty()) return traits_type::eof();
    extra_ = std::move(*next);
    setg(extra_.data(), extra_.data(), extra_.data() + extra_.size());
    return traits_type::to_int_type(extra_[0]);
  }

 private:
  More more_;
  std::string extra_;
};

std::string framed(std::string_view body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
}

// The server's output, read as a client would: counts the responses and queues the server's own requests
// (window/workDoneProgress/create, client/registerCapability) for the harness to answer. Copies everything to
// stderr when verbose. The server's FrameWriter writes one whole framed message and flushes it under its own lock,
// so sync() always sees complete frames.
class OutBuf : public std::streambuf {
 public:
  explicit OutBuf(bool verbose) : verbose_(verbose) {}
  // The client's side once the input is over: waits until `owed` responses were written, answering the server's
  // requests meanwhile (each answer is returned as input). Gives nothing (the input ends) when everything was
  // answered, or at `until`: a request the server never answers costs time but is not a failure by itself.
  std::optional<std::string> clientTurn(size_t owed, Clock::time_point until) {
    std::unique_lock<std::mutex> lock(mu_);
    cv_.wait_until(lock, until, [&] { return responses_ >= owed || !serverRequests_.empty(); });
    if (serverRequests_.empty()) return std::nullopt;
    jsonrpc::Json id = std::move(serverRequests_.front());
    serverRequests_.pop_front();
    return framed(jsonrpc::serialize(jsonrpc::makeResponse(id, nullptr)));
  }

 protected:
  int overflow(int c) override {
    if (!traits_type::eq_int_type(c, traits_type::eof())) pending_.push_back(static_cast<char>(c));
    return traits_type::not_eof(c);
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    pending_.append(s, static_cast<size_t>(n));
    return n;
  }
  int sync() override {
    if (verbose_) std::cerr << pending_ << std::flush;
    size_t at = 0;
    for (;;) {
      const size_t headerEnd = pending_.find("\r\n\r\n", at);
      if (headerEnd == std::string::npos) break;
      const size_t length = std::strtoull(pending_.c_str() + at + 16, nullptr, 10);  // after "Content-Length: "
      const size_t bodyAt = headerEnd + 4;
      if (pending_.size() - bodyAt < length) break;
      jsonrpc::Message m = jsonrpc::classify(std::string_view(pending_).substr(bodyAt, length));
      at = bodyAt + length;
      std::lock_guard<std::mutex> lock(mu_);
      if (m.kind == jsonrpc::Message::Kind::Response) ++responses_;
      else if (m.kind == jsonrpc::Message::Kind::Request) serverRequests_.push_back(std::move(m.id));
      else continue;
      cv_.notify_all();
    }
    pending_.erase(0, at);
    return 0;
  }

 private:
  bool verbose_;
  std::string pending_;  // written under the FrameWriter's lock
  std::mutex mu_;
  std::condition_variable cv_;
  size_t responses_ = 0;
  std::deque<jsonrpc::Json> serverRequests_;
};

// What the harness sends before the input, by the input's first byte (modulo kLspPreludeCount).
std::string prelude(unsigned mode) {
  const char* init = nullptr;
  switch (mode % kLspPreludeCount) {
    case 0:  // the input is the whole session: initialize is the fuzzer's business
      return {};
    case 1:  // the defaults: UTF-16 positions, no client capabilities
      init = R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}})";
      break;
    case 2:  // UTF-8 positions, type inlay hints
      init = R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"general":)"
             R"({"positionEncodings":["utf-8","utf-16"]}},"initializationOptions":{"inlayHints":)"
             R"({"forwardNames":true,"types":true}},"trace":"verbose"}})";
      break;
    default:  // file watcher registration, no forward names in inlay hints, only UTF-32 offered (→ UTF-16)
      init = R"({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{"general":)"
             R"({"positionEncodings":["utf-32"]},"workspace":{"didChangeWatchedFiles":{"dynamicRegistration":true}}},)"
             R"("initializationOptions":{"inlayHints":{"forwardNames":false}}}})";
      break;
  }
  return framed(init) + framed(R"({"jsonrpc":"2.0","method":"initialized","params":{}})");
}

// Reads the stream as the server will (same frame parser, same classifier). Replaces the body of every `exit`
// notification by an unknown notification (ignored) of the same length, so the framing of what follows is
// unchanged and the session ends only with the input. Tells how many responses the server owes (one per request
// and one per invalid message) and whether the input ends between messages.
// The server's JSON decoding (protocol/json_text) with every string decoded by it, against nlohmann's parse of the
// same text: the same value or the same rejection, else a crash for the fuzzer to keep.
void checkJsonText(const std::string& text) {
  const jsonrpc::Json want = jsonrpc::Json::parse(text, nullptr, false);
  const std::optional<jsonrpc::Json> got = jsonrpc::parseJsonText(text, 1);
  if (got.has_value() == want.is_discarded() || (got && *got != want)) __builtin_trap();
}

struct Prepared {
  size_t owed = 0;
  bool endsCleanly = false;
};

Prepared prepare(std::string& stream) {
  // Fed one byte at a time, the parser completes a frame exactly at the last byte of its body: where it ends.
  jsonrpc::FrameParser parser;
  Prepared p;
  for (size_t at = 0; at < stream.size(); ++at) {
    parser.feed(std::string_view(stream).substr(at, 1));
    while (std::optional<jsonrpc::ReadResult> r = parser.next()) {
      if (r->kind != jsonrpc::ReadResult::Kind::Message) continue;
      checkJsonText(r->body);
      jsonrpc::Message m = jsonrpc::classify(r->body);
      if (m.kind == jsonrpc::Message::Kind::Request || m.kind == jsonrpc::Message::Kind::Invalid) ++p.owed;
      if (m.kind != jsonrpc::Message::Kind::Notification || m.method != "exit") continue;
      const size_t begin = at + 1 - r->body.size();
      std::string repl = R"({"jsonrpc":"2.0","method":"$/x"})";
      if (repl.size() > r->body.size()) repl = "{}";  // cannot happen: a valid exit is at least 33 bytes
      repl.resize(r->body.size(), ' ');
      stream.replace(begin, repl.size(), repl);
    }
  }
  p.endsCleanly = parser.end().error.empty();
  return p;
}

// A real folder of dump files (kSiblingDir) for inputs that open documents in it: the workspace then reads, ranks,
// caches, watches and evicts siblings on disk as it does in an editor. Written once per process, from the corpus's
// mlp pair (FXLENS_FUZZ_SIBLING_SOURCES, set by tests/fuzz/CMakeLists.txt).
void writeSiblingFolder() {
  static const bool done = [] {
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(kSiblingDir, ec);
    auto read = [](const char* name) {
      std::ifstream in(std::string(FXLENS_FUZZ_SIBLING_SOURCES) + "/" + name, std::ios::binary);
      return std::string(std::istreambuf_iterator<char>(in), {});
    };
    const std::string forward = read("fwd.code.txt"), backward = read("bwd.code.txt");
    auto put = [](const std::string& name, const std::string& text) {
      std::ofstream(std::string(kSiblingDir) + "/" + name, std::ios::binary) << text;
    };
    put("fwd.code.txt", forward);
    put("bwd.code.txt", backward);  // the open backward's copy on disk (its URI spelled differently)
    put("d01.fwd.code.txt", forward + forward);
    put("zz.fwd.code.txt", forward.substr(0, forward.size() / 2));  // cut mid-graph
    return true;
  }();
  (void)done;
}

}  // namespace

int fuzzLspOne(const uint8_t* data, size_t size) {
  writeSiblingFolder();
  const unsigned mode = size ? data[0] : 0;
  std::string rest(reinterpret_cast<const char*>(data) + (size ? 1 : 0), size ? size - 1 : 0);
  std::string stream = prelude(mode) + rest;
  const Prepared prep = prepare(stream);

  // FXLENS_FUZZ_VERBOSE=1: the server's output goes to stderr (to see what an input reaches).
  static const bool verbose = std::getenv("FXLENS_FUZZ_VERBOSE") != nullptr;
  OutBuf outBuf(verbose);
  std::ostream out(&outBuf);
  // The end of the input ends the session and cancels what still runs on the job runner (fxlens.renderGraph).
  // So that renders are really planned and laid out, the input ends only once every request was answered (at
  // most 2 s later), and the harness answers the server's requests to the client meanwhile, as a client would.
  // Not when the input ends inside a message: what the harness sent would only be read as the rest of it.
  // (The bound mattered under the sanitizers while the layout ran in a forked copy of the server, which sometimes
  // deadlocked in the allocator; the layout helper is now exec'd. docs/FUZZING.md, F1.)
  std::optional<Clock::time_point> until;
  InBuf::More clientTurn;
  if (prep.endsCleanly)
    clientTurn = [&] {
      if (!until) until = Clock::now() + std::chrono::seconds(2);
      return outBuf.clientTurn(prep.owed, *until);
    };
  InBuf inBuf(stream, clientTurn);
  std::istream in(&inBuf);
  fxl::ServerOptions opt;
  opt.debounce = std::chrono::milliseconds(0);  // analyze at once: a session is over in microseconds
  fxl::Server server(in, out, opt);
  server.run();
  // Without `exit` the reader always reaches the end of the input and is joined: nothing outlives the session.
  if (server.readerDetached()) __builtin_trap();
  return 0;
}

}  // namespace fxfuzz
