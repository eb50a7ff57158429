// JSON-RPC 2.0 over a byte stream with LSP's base-protocol framing:
//
//   Content-Length: <N>\r\n
//   [other headers]\r\n
//   \r\n
//   <N bytes of JSON>
//
// FrameReader turns the stream into message bodies. It never throws, returns Eof when the input ends (even in
// the middle of a message) and never allocates more than its body limit: bad input becomes a HeaderError result
// and reading resumes after it. FrameParser is the same framing fed with bytes instead of reading them.
// FrameWriter frames and writes messages, one whole message at a time (it may be shared between threads).
// classify() parses a body and sorts it into request / notification / response, or says which error to reply.
#pragma once

#include <cstddef>
#include <deque>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "platform/sync.h"

namespace jsonrpc {

using Json = nlohmann::json;

// JSON-RPC 2.0 and LSP error codes.
namespace error {
inline constexpr int ParseError = -32700;
inline constexpr int InvalidRequest = -32600;
inline constexpr int MethodNotFound = -32601;
inline constexpr int InvalidParams = -32602;
inline constexpr int InternalError = -32603;
inline constexpr int ServerNotInitialized = -32002;
inline constexpr int UnknownErrorCode = -32001;
inline constexpr int RequestCancelled = -32800;
inline constexpr int ContentModified = -32801;
inline constexpr int ServerCancelled = -32802;  // LSP 3.17: the server gave up; the client may retry (another way)
inline constexpr int RequestFailed = -32803;  // LSP 3.17: valid params, but the request could not be done
}  // namespace error

// ---- Framing: reading ----

struct ReadResult {
  enum class Kind {
    Message,      // `body` holds one message body (possibly empty: Content-Length: 0)
    HeaderError,  // `error` says what was wrong; the bad input was skipped, call next() again
    Eof,          // the stream ended (cleanly between messages, or in the middle of one: then `error` says so)
  };
  Kind kind = Kind::Eof;
  std::string body;   // Message: the body. HeaderError of a body over the limit: its first kTooLargeHead bytes
  std::string error;
  size_t tooLarge = 0;  // HeaderError: the announced length of a body over the limit that was skipped (else 0)
};

// The framing as a state machine that is handed bytes in chunks of any size (one byte, a whole session) and never
// waits for more: a host that owns the loop (the WebAssembly server, docs/WASM.md) feeds what it received. Every
// result is what FrameReader gives for the same bytes, in the same order, whatever the chunks.
class FrameParser {
 public:
  // 1 GiB of text and a quarter more for its JSON escapes (`\n`, `\"`): a real 1M-node TORCH_LOGS log is about
  // 350 MB (VS Code itself syncs files only up to 50 MB to a server; other clients send what they have). Larger
  // bodies are a mistake or an attack.
  static constexpr size_t kDefaultMaxBody = (size_t{1} << 30) + (size_t{1} << 28);
  static constexpr size_t kMaxHeaderLine = 8192;
  // How much of a skipped over-long body is kept (ReadResult::body): enough for the server to see the method and
  // the document it was about, and tell the user.
  static constexpr size_t kTooLargeHead = 1024;

  // `maxBody`: bodies larger than this are skipped as they arrive (never allocated) and reported as a HeaderError.
  explicit FrameParser(size_t maxBody = kDefaultMaxBody) : maxBody_(maxBody) {}

  // Consumes every byte of `bytes`; the results of the frames they complete are queued for next().
  void feed(std::string_view bytes);
  // The oldest queued result (a Message or a HeaderError), if any.
  std::optional<ReadResult> next();
  // The input ended: Eof, with an error when it cut a message (what was pending of it is dropped). Queued
  // results are still there for next(); after end() the parser starts afresh.
  ReadResult end();
  // Bytes of the current body still to come (0 between bodies): a blocking reader asks for no more than this, so
  // that it never waits for bytes the client has not sent.
  size_t bodyLeft() const { return bodyLeft_; }

 private:
  // Headers seen so far in the current header block. Kept across lines: a garbage line inside a block is
  // reported on its own and the block goes on.
  struct Block {
    bool started = false;              // at least one header line (good or bad) since the last message
    std::optional<size_t> length;      // Content-Length, when valid
    std::string lengthError;           // why Content-Length was unusable, when it was
  };
  enum class State { Headers, Body, Discard };

  void headerByte(char c);
  void lineEnded();
  std::optional<ReadResult> headerLine(std::string_view line, bool truncated);
  void header(std::string_view name, std::string_view value);
  void endOfHeaders();
  void bodyDone();

  size_t maxBody_;
  State state_ = State::Headers;
  Block block_;
  std::string line_;         // the header line read so far (its tail when over-long)
  bool truncated_ = false;   // line_ lost its head
  std::string body_;         // State::Body: what came of it
  size_t bodyLength_ = 0;    // Body / Discard: the announced length
  size_t bodyLeft_ = 0;      // Body / Discard: bytes still to come
  std::deque<ReadResult> ready_;
};

// One reader per stream, used from one thread (the server's read loop): a FrameParser fed from the stream.
class FrameReader {
 public:
  static constexpr size_t kDefaultMaxBody = FrameParser::kDefaultMaxBody;
  static constexpr size_t kMaxHeaderLine = FrameParser::kMaxHeaderLine;

  // `maxBody`: bodies larger than this are read and thrown away (never allocated) and reported as a HeaderError.
  explicit FrameReader(std::istream& in, size_t maxBody = kDefaultMaxBody);

  // Blocks until one message, one error or the end of the stream. Never throws.
  ReadResult next();

 private:
  size_t pull(char* to, size_t room);

  std::streambuf* buf_;
  FrameParser parser_;
};

// ---- Framing: writing ----

class FrameWriter {
 public:
  explicit FrameWriter(std::ostream& out);

  // Serializes (invalid UTF-8 in strings is replaced by U+FFFD rather than throwing), frames, writes and flushes.
  // Returns false when the stream has failed. Safe to call from several threads: messages never interleave.
  bool write(const Json& message);
  // Frames an already serialized body.
  bool writeBody(std::string_view body);

 private:
  sys::Mutex mutex_;
  std::ostream& out_;
};

// Serializes a message body exactly as FrameWriter::write does.
std::string serialize(const Json& message);

// ---- Messages ----

struct Message {
  enum class Kind {
    Request,       // method + id: must be answered
    Notification,  // method, no id: must not be answered
    Response,      // id + result or error: the answer to a request we sent
    Invalid,       // not a JSON-RPC message: reply with errorReply() (unless you choose to only log it)
  };
  Kind kind = Kind::Invalid;
  Json id;             // integer or string for requests and responses; null otherwise (and for unknown ids)
  std::string method;  // requests and notifications
  Json params;         // requests and notifications: object, array or null when absent
  Json result;         // successful responses (may legitimately be null)
  Json error;          // error responses: {code, message, data?}; null otherwise
  int errorCode = 0;           // Invalid: ParseError or InvalidRequest
  std::string errorMessage;    // Invalid: why

  bool isError() const { return kind == Kind::Response && !error.is_null(); }
  // The error response to send for an Invalid message.
  Json errorReply() const;
};

// JSON deeper than this is rejected before it is parsed: nlohmann parses and destroys deep values iteratively,
// but copies, compares and dumps them recursively, so a deeply nested body could overflow the stack later.
inline constexpr size_t kMaxNesting = 256;

// Parses and sorts a body. Never throws. Invalid JSON gives Invalid + ParseError; valid JSON that is not a
// JSON-RPC 2.0 message (an array/batch, a non-object, a wrong "jsonrpc", a bad id/method/params type) gives
// Invalid + InvalidRequest. An id that could be read is kept so that the error reply reaches the caller.
// A lone UTF-16 surrogate escape (`\ud800` without its other half) is read as U+FFFD (replaceLoneSurrogates).
Message classify(std::string_view body);
// Replaces each lone surrogate escape of a JSON text by `\ufffd`; true when there was one.
bool replaceLoneSurrogates(std::string& body);

// ---- Building messages ----

Json makeRequest(const Json& id, std::string_view method, Json params = nullptr);  // params omitted when null
Json makeNotification(std::string_view method, Json params = nullptr);           // params omitted when null
Json makeResponse(const Json& id, Json result);                                  // `result` is always written
Json makeErrorResponse(const Json& id, int code, std::string_view message, Json data = nullptr);

}  // namespace jsonrpc
