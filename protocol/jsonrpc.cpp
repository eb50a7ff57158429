#include "jsonrpc.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <exception>
#include <limits>
#include <utility>

#include "json_text.h"

namespace jsonrpc {

namespace {

ReadResult headerError(std::string what) { return {ReadResult::Kind::HeaderError, {}, std::move(what), 0}; }
ReadResult eof(std::string what = {}) { return {ReadResult::Kind::Eof, {}, std::move(what), 0}; }

char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }

bool iequals(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return lower(x) == lower(y);
         });
}

std::string_view trimBlanks(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// RFC 9110 token characters: a header name is made of these, which is what tells a header from a stray JSON body
// or log line that happens to contain a colon.
bool isTokenChar(char c) {
  if (std::isalnum(static_cast<unsigned char>(c))) return true;
  return std::string_view("!#$%&'*+-.^_`|~").find(c) != std::string_view::npos;
}

struct HeaderField {
  std::string_view name;
  std::string_view value;
};

std::optional<HeaderField> parseHeaderField(std::string_view line) {
  const size_t colon = line.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  const std::string_view name = trimBlanks(line.substr(0, colon));
  if (name.empty() || !std::all_of(name.begin(), name.end(), isTokenChar)) return std::nullopt;
  return HeaderField{name, trimBlanks(line.substr(colon + 1))};
}

std::optional<size_t> parseLength(std::string_view v) {
  if (v.empty() || v.size() > 19) return std::nullopt;  // 19 digits always fit in 64 bits
  size_t n = 0;
  for (char c : v) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + static_cast<size_t>(c - '0');
  }
  return n;
}

// A printable excerpt of a bad line for error messages.
std::string excerpt(std::string_view s) {
  constexpr size_t kMax = 60;
  std::string out;
  for (char c : s.substr(0, kMax)) {
    const auto u = static_cast<unsigned char>(c);
    out += (u >= 0x20 && u < 0x7f) ? c : '?';
  }
  if (s.size() > kMax) out += "...";
  return out;
}

// Where a "Content-Length" header starts inside a garbage line (the last one), if anywhere. A body sent without
// (or with a too short) Content-Length runs straight into the next message's header, with no line break between:
// `...}Content-Length: 52`. Picking the header out of that line is what lets reading resync on the next message.
std::optional<size_t> embeddedContentLength(std::string_view line) {
  std::string lowered(line);
  std::transform(lowered.begin(), lowered.end(), lowered.begin(), lower);
  const size_t pos = lowered.rfind("content-length");
  if (pos == std::string::npos || pos == 0) return std::nullopt;
  const auto field = parseHeaderField(line.substr(pos));
  if (!field || !iequals(field->name, "content-length")) return std::nullopt;
  return pos;
}

}  // namespace

// ---- FrameParser ----

void FrameParser::feed(std::string_view bytes) {
  while (!bytes.empty()) {
    if (state_ == State::Headers) {
      headerByte(bytes.front());
      bytes.remove_prefix(1);
      continue;
    }
    const size_t n = std::min(bodyLeft_, bytes.size());
    if (state_ == State::Body) {
      // Room grows eightfold, up to the announced length: a 140 MB didOpen is not copied at each doubling, and
      // what is held still follows what arrived (a length announced is not allocated before its bytes come).
      if (body_.size() + n > body_.capacity())
        body_.reserve(std::min(bodyLength_, std::max(body_.size() + n, 8 * body_.capacity())));
      body_.append(bytes.data(), n);
    }
    else if (body_.size() < kTooLargeHead) body_.append(bytes.data(), std::min(n, kTooLargeHead - body_.size()));
    bytes.remove_prefix(n);
    bodyLeft_ -= n;
    if (bodyLeft_ == 0) bodyDone();
  }
}

void FrameParser::bodyDone() {
  if (state_ == State::Body) ready_.push_back({ReadResult::Kind::Message, std::exchange(body_, {}), {}, 0});
  else {
    ReadResult r = headerError("Content-Length " + std::to_string(bodyLength_) + " exceeds the limit of " +
                               std::to_string(maxBody_) + " bytes; body skipped");
    r.body = std::exchange(body_, {});
    r.tooLarge = bodyLength_;
    ready_.push_back(std::move(r));
  }
  state_ = State::Headers;
}

std::optional<ReadResult> FrameParser::next() {
  if (ready_.empty()) return std::nullopt;
  ReadResult r = std::move(ready_.front());
  ready_.pop_front();
  return r;
}

ReadResult FrameParser::end() {
  ReadResult r = eof();
  if (state_ == State::Body)
    r = eof("stream ended after " + std::to_string(bodyLength_ - bodyLeft_) + " of " + std::to_string(bodyLength_) +
            " body bytes");
  else if (state_ == State::Discard)
    r = eof("stream ended inside an over-long body (Content-Length " + std::to_string(bodyLength_) + ")");
  else if (block_.started || !line_.empty() || truncated_)
    r = eof("stream ended inside a message header");
  state_ = State::Headers;
  block_ = {};
  line_.clear();
  truncated_ = false;
  body_.clear();
  bodyLeft_ = 0;
  return r;
}

// A line ends at "\n" (it and one "\r" before it dropped). At most 2 * kMaxHeaderLine bytes of a line are kept —
// the tail of an over-long line, which is where an embedded header would be — so a stream without line breaks
// costs bounded memory.
void FrameParser::headerByte(char c) {
  if (c == '\n') return lineEnded();
  line_.push_back(c);
  if (line_.size() >= 2 * kMaxHeaderLine) {
    line_.erase(0, kMaxHeaderLine);
    truncated_ = true;
  }
}

void FrameParser::lineEnded() {
  std::string line = std::exchange(line_, {});
  const bool truncated = std::exchange(truncated_, false);
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (line.empty() && !truncated) {
    if (block_.started) endOfHeaders();  // stray blank lines between messages are harmless
    return;
  }
  if (auto error = headerLine(line, truncated)) ready_.push_back(std::move(*error));
}

// One non-empty header line: a header is recorded; garbage is reported (and an embedded Content-Length rescued).
std::optional<ReadResult> FrameParser::headerLine(std::string_view line, bool truncated) {
  if (!truncated) {
    if (const auto field = parseHeaderField(line)) {
      header(field->name, field->value);
      return std::nullopt;
    }
  }
  if (const auto pos = embeddedContentLength(line)) {
    const auto field = parseHeaderField(line.substr(*pos));
    header(field->name, field->value);
    return headerError("skipped " + std::to_string(*pos) + " garbage bytes before a Content-Length header");
  }
  return headerError("skipped a line that is not a header: \"" + excerpt(line) + "\"");
}

void FrameParser::header(std::string_view name, std::string_view value) {
  block_.started = true;
  if (!iequals(name, "content-length")) return;  // Content-Type and others: nothing to do
  const auto n = parseLength(value);
  if (!n) {
    block_.lengthError = "invalid Content-Length \"" + excerpt(value) + "\"";
  } else if (block_.length && *block_.length != *n) {
    block_.lengthError = "conflicting Content-Length headers";
  } else {
    block_.length = n;
  }
}

// The blank line after the headers: read (or skip) the body. Without a usable length there is no way to know
// where the body ends, so nothing is consumed and the bytes that follow are read as header lines again (resync).
// The body grows with what actually arrives, so a lying Content-Length followed by the end costs only what was sent.
void FrameParser::endOfHeaders() {
  const Block b = std::exchange(block_, {});
  if (!b.lengthError.empty()) return ready_.push_back(headerError(b.lengthError));
  if (!b.length) return ready_.push_back(headerError("missing Content-Length header"));
  bodyLength_ = bodyLeft_ = *b.length;
  state_ = *b.length > maxBody_ ? State::Discard : State::Body;
  if (bodyLeft_ == 0) bodyDone();  // an empty body is complete already
}

// ---- FrameReader ----

FrameReader::FrameReader(std::istream& in, size_t maxBody) : buf_(in.rdbuf()), parser_(maxBody) {}

ReadResult FrameReader::next() {
  if (buf_ == nullptr) return eof("no stream buffer");
  std::array<char, 64 * 1024> chunk;
  for (;;) {
    if (auto r = parser_.next()) return std::move(*r);
    size_t got = 0;
    try {
      got = pull(chunk.data(), chunk.size());
    } catch (const std::exception& e) {
      parser_.end();
      return eof(std::string("stream error: ") + e.what());
    } catch (...) {
      parser_.end();
      return eof("stream error");
    }
    if (got == 0) return parser_.end();
    parser_.feed({chunk.data(), got});
  }
}

// Reads what the parser can use without waiting for bytes the client may never send: inside a body its rest (up to
// `room`), between bodies what the stream holds already, or else one byte (which waits for the client).
size_t FrameReader::pull(char* to, size_t room) {
  std::streamsize want = 1;
  if (parser_.bodyLeft() > 0) want = static_cast<std::streamsize>(std::min(parser_.bodyLeft(), room));
  else if (const std::streamsize held = buf_->in_avail(); held > 0) want = std::min<std::streamsize>(held, room);
  return static_cast<size_t>(buf_->sgetn(to, want));
}

// ---- FrameWriter ----

std::string serialize(const Json& message) {
  return message.dump(-1, ' ', false, Json::error_handler_t::replace);
}

FrameWriter::FrameWriter(std::ostream& out) : out_(out) {}

bool FrameWriter::write(const Json& message) {
  try {
    return writeBody(serialize(message));  // serialize outside the lock: it is the slow part
  } catch (...) {
    return false;
  }
}

bool FrameWriter::writeBody(std::string_view body) {
  const sys::Lock lock(mutex_);
  try {
    out_ << "Content-Length: " << body.size() << "\r\n\r\n";
    out_.write(body.data(), static_cast<std::streamsize>(body.size()));
    out_.flush();
    return static_cast<bool>(out_);
  } catch (...) {  // a stream with exceptions enabled
    return false;
  }
}

// ---- Messages ----

namespace {

bool isValidId(const Json& id) { return id.is_string() || id.is_number_integer(); }

Message invalid(int code, std::string why, Json id = nullptr) {
  Message m;
  m.kind = Message::Kind::Invalid;
  m.errorCode = code;
  m.errorMessage = std::move(why);
  m.id = std::move(id);
  return m;
}

Message invalidRequest(std::string why, Json id = nullptr) {
  return invalid(error::InvalidRequest, std::move(why), std::move(id));
}

Message requestOrNotification(Json& j, Json id, bool hasId) {
  const auto method = j.find("method");
  if (!method->is_string()) return invalidRequest("\"method\" must be a string", std::move(id));
  const auto params = j.find("params");
  if (params != j.end() && !params->is_object() && !params->is_array() && !params->is_null())
    return invalidRequest("\"params\" must be an object or an array", std::move(id));
  Message m;
  m.kind = hasId ? Message::Kind::Request : Message::Kind::Notification;
  m.id = std::move(id);
  m.method = std::move(method->get_ref<std::string&>());
  if (params != j.end()) m.params = std::move(*params);  // a move: no deep copy of a large document text
  return m;
}

Message response(Json& j, Json id) {
  const auto result = j.find("result");
  const auto err = j.find("error");
  if ((result == j.end()) == (err == j.end()))
    return invalidRequest("a response must have exactly one of \"result\" and \"error\"", std::move(id));
  if (err != j.end()) {
    const auto code = err->is_object() ? err->find("code") : err->end();
    const auto message = err->is_object() ? err->find("message") : err->end();
    const bool ok = code != err->end() && code->is_number_integer() && message != err->end() && message->is_string();
    if (!ok) return invalidRequest("\"error\" must be an object with an integer code and a string message", id);
  }
  Message m;
  m.kind = Message::Kind::Response;
  m.id = std::move(id);
  if (result != j.end()) m.result = std::move(*result);
  if (err != j.end()) m.error = std::move(*err);
  return m;
}

Message classifyObject(Json& j) {
  const auto idIt = j.find("id");
  const bool hasId = idIt != j.end();
  Json id = hasId && isValidId(*idIt) ? *idIt : Json();  // echoed in an error reply when it could be read
  const auto version = j.find("jsonrpc");
  if (version == j.end() || !version->is_string() || version->get_ref<const std::string&>() != "2.0")
    return invalidRequest("\"jsonrpc\" must be \"2.0\"", std::move(id));
  if (hasId && !isValidId(*idIt) && !(idIt->is_null() && !j.contains("method")))
    return invalidRequest("\"id\" must be an integer or a string");  // null only in a response to a bad message
  if (j.contains("method")) return requestOrNotification(j, std::move(id), hasId);
  if (!hasId) return invalidRequest("neither \"method\" nor \"id\"");
  return response(j, std::move(id));
}

}  // namespace

Json Message::errorReply() const {
  return makeErrorResponse(id, errorCode == 0 ? error::InternalError : errorCode, errorMessage);
}

namespace {

int hex4(std::string_view s, size_t at) {  // the value of 4 hex digits at `at`, -1 if they are not
  if (at + 4 > s.size()) return -1;
  int v = 0;
  for (size_t i = at; i < at + 4; ++i) {
    const char c = s[i];
    const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    if (d < 0) return -1;
    v = v * 16 + d;
  }
  return v;
}

}  // namespace

// JSON.stringify writes half of a surrogate pair as `\ud800` (a string cut between the two halves, as an editor's
// edit can be). The JSON grammar allows it but it names no character, and the parser refuses it: the whole
// didChange would be lost and the server's text would silently differ from the client's. Each lone half becomes
// `\ufffd` (U+FFFD, as a TextEncoder writes it; the same length, so nothing else moves). Backslashes occur only
// inside strings in valid JSON, so escapes are found without tracking strings.
bool replaceLoneSurrogates(std::string& body) {
  bool replaced = false;
  for (size_t i = body.find('\\'); i != std::string::npos && i + 1 < body.size(); i = body.find('\\', i)) {
    const int v = body[i + 1] == 'u' ? hex4(body, i + 2) : -1;
    if (v < 0xD800 || v > 0xDFFF) {
      i += 2;  // any other escape, `\\` included
      continue;
    }
    const bool high = v < 0xDC00;
    const int next = high && i + 7 < body.size() && body[i + 6] == '\\' && body[i + 7] == 'u' ? hex4(body, i + 8) : -1;
    if (high && next >= 0xDC00 && next <= 0xDFFF) {
      i += 12;  // a pair
      continue;
    }
    body.replace(i + 2, 4, "fffd");
    replaced = true;
    i += 6;
  }
  return replaced;
}

Message classify(std::string_view body) {
  try {
    // Only bodies holding a surrogate escape are copied to be repaired.
    if (body.find("\\ud") != std::string_view::npos || body.find("\\uD") != std::string_view::npos) {
      std::string repaired(body);
      if (replaceLoneSurrogates(repaired)) return classify(repaired);
    }
    if (nestedDeeperThan(body, kMaxNesting))
      return invalid(error::ParseError, "JSON nested deeper than " + std::to_string(kMaxNesting) + " levels");
    std::optional<Json> parsed = parseJsonText(body);
    if (!parsed) return invalid(error::ParseError, "malformed JSON");
    Json& j = *parsed;
    if (j.is_array()) return invalidRequest("batch messages are not supported");
    if (!j.is_object()) return invalidRequest("a message must be a JSON object");
    return classifyObject(j);
  } catch (const std::exception& e) {  // bad_alloc; parse itself does not throw with allow_exceptions=false
    return invalid(error::InternalError, std::string("cannot classify message: ") + e.what());
  }
}

// ---- Building messages ----

Json makeRequest(const Json& id, std::string_view method, Json params) {
  Json j = {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
  if (!params.is_null()) j["params"] = std::move(params);
  return j;
}

Json makeNotification(std::string_view method, Json params) {
  Json j = {{"jsonrpc", "2.0"}, {"method", method}};
  if (!params.is_null()) j["params"] = std::move(params);
  return j;
}

Json makeResponse(const Json& id, Json result) {
  return {{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

Json makeErrorResponse(const Json& id, int code, std::string_view message, Json data) {
  Json err = {{"code", code}, {"message", message}};
  if (!data.is_null()) err["data"] = std::move(data);
  return {{"jsonrpc", "2.0"}, {"id", id}, {"error", std::move(err)}};
}

}  // namespace jsonrpc
