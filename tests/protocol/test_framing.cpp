// FrameReader / FrameWriter: the Content-Length framing, including every way a stream can be broken.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <sstream>
#include <stdexcept>
#include <thread>
#include <vector>

#include "alloc_probe.h"
#include "jsonrpc.h"

using jsonrpc::FrameReader;
using jsonrpc::FrameWriter;
using jsonrpc::Json;
using Kind = jsonrpc::ReadResult::Kind;

namespace {

std::string frame(std::string_view body, std::string_view headerName = "Content-Length") {
  return std::string(headerName) + ": " + std::to_string(body.size()) + "\r\n\r\n" + std::string(body);
}

// FrameParser fed `input` in chunks of `size` bytes, then the end: every result it gives, the Eof last.
std::vector<jsonrpc::ReadResult> parseInChunks(std::string_view input, size_t size, size_t maxBody) {
  jsonrpc::FrameParser parser(maxBody);
  std::vector<jsonrpc::ReadResult> out;
  for (size_t at = 0; at < input.size(); at += size) {
    parser.feed(input.substr(at, size));
    while (auto r = parser.next()) out.push_back(std::move(*r));
  }
  out.push_back(parser.end());
  return out;
}

bool same(const std::vector<jsonrpc::ReadResult>& a, const std::vector<jsonrpc::ReadResult>& b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const auto& x, const auto& y) {
    return x.kind == y.kind && x.body == y.body && x.error == y.error && x.tooLarge == y.tooLarge;
  });
}

// Reads until Eof. The bound turns a reader that would loop forever into a test failure. Every input read so is
// also fed to FrameParser in chunks of several sizes (the WebAssembly server is handed its input so), which must
// give the very same results.
std::vector<jsonrpc::ReadResult> readAll(const std::string& input, size_t maxBody = FrameReader::kDefaultMaxBody) {
  std::istringstream in(input);
  FrameReader reader(in, maxBody);
  std::vector<jsonrpc::ReadResult> out;
  for (int i = 0; i < 1000 && (out.empty() || out.back().kind != Kind::Eof); ++i) out.push_back(reader.next());
  if (out.back().kind != Kind::Eof) FAIL("reader did not reach Eof");
  for (size_t size : {size_t{1}, size_t{2}, size_t{7}, size_t{64}, input.size() + 1}) {
    INFO("FrameParser fed in chunks of " << size << " bytes");
    CHECK(same(parseInChunks(input, size, maxBody), out));
  }
  return out;
}

std::vector<std::string> bodies(const std::vector<jsonrpc::ReadResult>& rs) {
  std::vector<std::string> out;
  for (const auto& r : rs)
    if (r.kind == Kind::Message) out.push_back(r.body);
  return out;
}

std::vector<Kind> kinds(const std::vector<jsonrpc::ReadResult>& rs) {
  std::vector<Kind> out;
  for (const auto& r : rs) out.push_back(r.kind);
  return out;
}

// A stream of `prefix`, then `fill` bytes of 'x' produced on demand (never held in memory), then `suffix`.
class LazyBuf : public std::streambuf {
 public:
  LazyBuf(std::string prefix, size_t fill, std::string suffix)
      : prefix_(std::move(prefix)), suffix_(std::move(suffix)), fillLeft_(fill), chunk_(64 * 1024, 'x') {}

 protected:
  int_type underflow() override {
    if (phase_ == 0) {
      phase_ = 1;
      if (!prefix_.empty()) return serve(prefix_.data(), prefix_.size());
    }
    if (phase_ == 1) {
      if (fillLeft_ > 0) {
        const size_t n = std::min(fillLeft_, chunk_.size());
        fillLeft_ -= n;
        return serve(chunk_.data(), n);
      }
      phase_ = 2;
      if (!suffix_.empty()) return serve(suffix_.data(), suffix_.size());
    }
    return traits_type::eof();
  }

 private:
  int_type serve(char* p, size_t n) {
    setg(p, p, p + n);
    return traits_type::to_int_type(*p);
  }
  std::string prefix_, suffix_;
  size_t fillLeft_;
  std::vector<char> chunk_;
  int phase_ = 0;
};

// A stream whose source fails (throws) after some bytes.
class ThrowingBuf : public std::streambuf {
 public:
  explicit ThrowingBuf(std::string first) : first_(std::move(first)) { setg(first_.data(), first_.data(), first_.data() + first_.size()); }

 protected:
  int_type underflow() override { throw std::runtime_error("disk on fire"); }

 private:
  std::string first_;
};

}  // namespace

TEST_CASE("framing: several messages back to back", "[framing]") {
  const std::string a = R"({"jsonrpc":"2.0","method":"a"})";
  const std::string b = R"({"jsonrpc":"2.0","id":1,"method":"b","params":{"x":"é😀"}})";
  const std::string c = "{}";
  const auto rs = readAll(frame(a) + frame(b) + frame(c));
  CHECK(kinds(rs) == std::vector{Kind::Message, Kind::Message, Kind::Message, Kind::Eof});
  CHECK(bodies(rs) == std::vector<std::string>{a, b, c});
  CHECK(rs.back().error.empty());  // a clean end between messages
}

TEST_CASE("framing: header names in any case", "[framing]") {
  for (const char* name : {"content-length", "CONTENT-LENGTH", "CoNtEnT-lEnGtH", "Content-length"}) {
    INFO(name);
    const auto rs = readAll(frame("[1]", name));
    CHECK(kinds(rs) == std::vector{Kind::Message, Kind::Eof});
    CHECK(bodies(rs) == std::vector<std::string>{"[1]"});
  }
}

TEST_CASE("framing: other headers are tolerated, before and after Content-Length", "[framing]") {
  const std::string input =
      "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\nContent-Length: 2\r\nX-Custom:   v  \r\n\r\n{}"
      "content-type: x\r\ncontent-length:3\r\n\r\n[1]";
  const auto rs = readAll(input);
  CHECK(kinds(rs) == std::vector{Kind::Message, Kind::Message, Kind::Eof});
  CHECK(bodies(rs) == std::vector<std::string>{"{}", "[1]"});
}

TEST_CASE("framing: bare \\n line ends are tolerated", "[framing]") {
  const auto rs = readAll("Content-Length: 5\n\nhelloContent-Length: 2\nContent-Type: t\n\n{}");
  CHECK(kinds(rs) == std::vector{Kind::Message, Kind::Message, Kind::Eof});
  CHECK(bodies(rs) == std::vector<std::string>{"hello", "{}"});
}

TEST_CASE("framing: the body is taken by length, whatever it contains", "[framing]") {
  const std::string body = "x\r\n\r\nContent-Length: 3\r\n\r\nabc\n";
  const auto rs = readAll(frame(body) + frame("{}"));
  CHECK(bodies(rs) == std::vector<std::string>{body, "{}"});
}

TEST_CASE("framing: a garbage header line is reported and skipped", "[framing]") {
  SECTION("before the headers") {
    const auto rs = readAll("this is not a header\r\n" + frame("{}"));
    REQUIRE(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK_THAT(rs[0].error, Catch::Contains("not a header"));
    CHECK(rs[1].body == "{}");
  }
  SECTION("inside a header block: the block goes on") {
    const auto rs = readAll("Content-Length: 2\r\n{\"json\": \"not a header\"}\r\n\r\n{}" + frame("[]"));
    CHECK(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Message, Kind::Eof});
    CHECK(bodies(rs) == std::vector<std::string>{"{}", "[]"});
  }
  SECTION("a line of binary junk") {
    const auto rs = readAll(std::string("\x00\xff\xfe junk:\x01\r\n", 12) + frame("{}"));
    CHECK(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
  }
  SECTION("stray blank lines between messages are not errors") {
    const auto rs = readAll("\r\n\r\n" + frame("{}") + "\r\n\n" + frame("[]"));
    CHECK(kinds(rs) == std::vector{Kind::Message, Kind::Message, Kind::Eof});
  }
}

TEST_CASE("framing: missing Content-Length is an error, and reading resyncs", "[framing]") {
  SECTION("headers without Content-Length, then a good message") {
    const auto rs = readAll("Content-Type: application/json\r\n\r\n" + frame("{}"));
    REQUIRE(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK_THAT(rs[0].error, Catch::Contains("missing Content-Length"));
  }
  SECTION("the unframed body runs into the next message's header") {
    const std::string good = R"({"jsonrpc":"2.0","method":"ok"})";
    const auto rs = readAll("Content-Type: application/json\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":1}" + frame(good));
    REQUIRE(kinds(rs) == std::vector{Kind::HeaderError, Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK_THAT(rs[1].error, Catch::Contains("garbage bytes before a Content-Length"));
    CHECK(rs[2].body == good);
  }
  SECTION("a too short Content-Length: the rest of the body runs into the next header") {
    const auto rs = readAll("Content-Length: 3\r\n\r\n{\"a\":1}" + frame("[2]"));
    REQUIRE(kinds(rs) == std::vector{Kind::Message, Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK(rs[0].body == "{\"a");
    CHECK(rs[2].body == "[2]");
  }
}

TEST_CASE("framing: invalid Content-Length values", "[framing]") {
  for (const char* value : {"abc", "-5", "12abc", "", "1 2", "0x10", "99999999999999999999999"}) {
    INFO("Content-Length: " << value);
    const auto rs = readAll(std::string("Content-Length: ") + value + "\r\n\r\n" + frame("{}"));
    REQUIRE(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK_THAT(rs[0].error, Catch::Contains("Content-Length"));
    CHECK(rs[1].body == "{}");
  }
  SECTION("conflicting duplicates") {
    const auto rs = readAll("Content-Length: 2\r\nContent-Length: 3\r\n\r\n" + frame("{}"));
    CHECK(rs[0].kind == Kind::HeaderError);
    CHECK_THAT(rs[0].error, Catch::Contains("conflicting"));
  }
  SECTION("agreeing duplicates are fine") {
    const auto rs = readAll("Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}");
    CHECK(bodies(rs) == std::vector<std::string>{"{}"});
  }
}

TEST_CASE("the allocation probe sees allocations (or the checks below would prove nothing)", "[framing]") {
  probe::resetLargestAllocation();
  std::vector<char> big(size_t{3} << 20);
  big[big.size() / 2] = 1;
  CHECK(std::count(big.begin(), big.end(), 1) == 1);
  CHECK(probe::largestAllocation() >= big.size());
}

TEST_CASE("framing: a huge Content-Length is skipped without allocating it", "[framing]") {
  SECTION("the body is there: it is read and thrown away, then the next message is read") {
    constexpr size_t kLimit = 1 << 20;
    constexpr size_t kHuge = 32 << 20;
    LazyBuf buf("Content-Length: " + std::to_string(kHuge) + "\r\n\r\n", kHuge, frame("{\"after\":true}"));
    std::istream in(&buf);
    FrameReader reader(in, kLimit);
    probe::resetLargestAllocation();
    const auto r = reader.next();
    const size_t largest = probe::largestAllocation();
    REQUIRE(r.kind == Kind::HeaderError);
    CHECK_THAT(r.error, Catch::Contains("exceeds the limit"));
    CHECK(largest < 256 * 1024);
    const auto after = reader.next();
    REQUIRE(after.kind == Kind::Message);
    CHECK(after.body == "{\"after\":true}");
    CHECK(reader.next().kind == Kind::Eof);
  }
  SECTION("a terabyte announced, three bytes sent: Eof, quickly, with no big allocation") {
    probe::resetLargestAllocation();
    const auto rs = readAll("Content-Length: 1099511627776\r\n\r\nabc");
    CHECK(probe::largestAllocation() < 256 * 1024);
    REQUIRE(kinds(rs) == std::vector{Kind::Eof});
    CHECK_THAT(rs[0].error, Catch::Contains("over-long body"));
  }
  SECTION("under the limit but more than is sent: memory follows what arrives") {
    probe::resetLargestAllocation();
    const auto rs = readAll("Content-Length: 60000000\r\n\r\nabc");
    CHECK(probe::largestAllocation() < 256 * 1024);
    CHECK(kinds(rs) == std::vector{Kind::Eof});
  }
  SECTION("exactly the limit is accepted, one more byte is not") {
    CHECK(bodies(readAll(frame("0123456789"), 10)) == std::vector<std::string>{"0123456789"});
    const auto rs = readAll(frame("0123456789a") + frame("{}"), 10);
    CHECK(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
  }
}

TEST_CASE("framing: the default bound takes a 1 GiB document with its JSON escapes", "[framing]") {
  // A 1M-node log of 347 MB was refused at 256 MiB (issue 28): a document up to 1 GiB must open.
  CHECK(FrameReader::kDefaultMaxBody >= (size_t{1} << 30) + (size_t{1} << 28));
}

TEST_CASE("framing: a body over the bound is reported with its length and its head", "[framing]") {
  // The server tells the user what was refused (which method, which document), so the head of the body is kept.
  const std::string head = R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///big.txt",)";
  const std::string body = head + std::string(3000, 'x') + "\"}}}";
  SECTION("at the bound: a message") {
    const auto rs = readAll(frame(body), body.size());
    REQUIRE(kinds(rs) == std::vector{Kind::Message, Kind::Eof});
    CHECK(rs[0].tooLarge == 0);
  }
  SECTION("one byte over: a HeaderError naming the length, with the first bytes of the body") {
    const auto rs = readAll(frame(body) + frame("{}"), body.size() - 1);
    REQUIRE(kinds(rs) == std::vector{Kind::HeaderError, Kind::Message, Kind::Eof});
    CHECK(rs[0].tooLarge == body.size());
    CHECK(rs[0].body == body.substr(0, jsonrpc::FrameParser::kTooLargeHead));
    CHECK_THAT(rs[0].error, Catch::Contains("exceeds the limit"));
    CHECK(rs[1].body == "{}");
  }
  SECTION("other header errors are not too large") {
    const auto rs = readAll("garbage\r\n" + frame("{}"), 100);
    REQUIRE(rs[0].kind == Kind::HeaderError);
    CHECK(rs[0].tooLarge == 0);
    CHECK(rs[0].body.empty());
  }
}

TEST_CASE("framing: an over-long header line costs bounded memory", "[framing]") {
  LazyBuf buf("", 4 << 20, "\r\n" + frame("{}"));  // 4 MiB without a line break
  std::istream in(&buf);
  FrameReader reader(in);
  probe::resetLargestAllocation();
  const auto r = reader.next();
  CHECK(probe::largestAllocation() < 256 * 1024);
  CHECK(r.kind == Kind::HeaderError);
  const auto m = reader.next();
  REQUIRE(m.kind == Kind::Message);
  CHECK(m.body == "{}");
}

TEST_CASE("framing: end of stream", "[framing]") {
  SECTION("empty stream: a clean Eof, and Eof again on every call") {
    std::istringstream in("");
    FrameReader reader(in);
    for (int i = 0; i < 3; ++i) {
      const auto r = reader.next();
      CHECK(r.kind == Kind::Eof);
      CHECK(r.error.empty());
    }
  }
  SECTION("truncated body") {
    const auto rs = readAll(frame("{}") + "Content-Length: 10\r\n\r\nabc");
    REQUIRE(kinds(rs) == std::vector{Kind::Message, Kind::Eof});
    CHECK_THAT(rs[1].error, Catch::Contains("3 of 10"));
  }
  SECTION("truncated headers") {
    for (const char* tail : {"Content-Length: 5\r\n", "Content-Length: 5", "Content-Len", "Content-Length: 5\r\n\r"}) {
      INFO(tail);
      const auto rs = readAll(frame("{}") + tail);
      REQUIRE(kinds(rs) == std::vector{Kind::Message, Kind::Eof});
      CHECK_FALSE(rs[1].error.empty());
    }
  }
  SECTION("a failing stream ends reading instead of throwing") {
    ThrowingBuf buf(frame("{}") + "Content-Len");
    std::istream in(&buf);
    FrameReader reader(in);
    CHECK(reader.next().kind == Kind::Message);
    const auto r = reader.next();
    CHECK(r.kind == Kind::Eof);
    CHECK_THAT(r.error, Catch::Contains("disk on fire"));
  }
}

TEST_CASE("framing: zero-length body", "[framing]") {
  const auto rs = readAll("Content-Length: 0\r\n\r\n" + frame("{}"));
  REQUIRE(kinds(rs) == std::vector{Kind::Message, Kind::Message, Kind::Eof});
  CHECK(rs[0].body.empty());
  CHECK(rs[1].body == "{}");
}

TEST_CASE("writer: frames, flushes, and reads back", "[framing][writer]") {
  std::ostringstream out;
  FrameWriter writer(out);
  const Json a = {{"jsonrpc", "2.0"}, {"method", "m"}, {"params", {{"s", "é😀"}}}};
  REQUIRE(writer.write(a));
  const std::string body = a.dump();
  CHECK(out.str() == "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body);
  REQUIRE(writer.write(Json::array()));
  const auto rs = readAll(out.str());
  REQUIRE(bodies(rs).size() == 2);
  CHECK(Json::parse(bodies(rs)[0]) == a);
  CHECK(bodies(rs)[1] == "[]");
}

TEST_CASE("writer: invalid UTF-8 in a string is replaced, not thrown", "[framing][writer]") {
  std::ostringstream out;
  FrameWriter writer(out);
  CHECK(writer.write(Json{{"text", std::string("a\xff" "b")}}));
  const auto rs = readAll(out.str());
  REQUIRE(bodies(rs).size() == 1);
  CHECK(Json::parse(bodies(rs)[0])["text"] == "a\xef\xbf\xbd" "b");
}

TEST_CASE("writer: reports a failed stream", "[framing][writer]") {
  std::ostringstream out;
  out.setstate(std::ios::badbit);
  FrameWriter writer(out);
  CHECK_FALSE(writer.write(Json::object()));
}

TEST_CASE("writer: concurrent writers never interleave messages", "[framing][writer]") {
  std::ostringstream out;
  FrameWriter writer(out);
  constexpr int kThreads = 4;
  constexpr int kEach = 200;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&writer, t] {
      for (int i = 0; i < kEach; ++i)
        writer.write(Json{{"thread", t}, {"i", i}, {"pad", std::string(static_cast<size_t>(i % 50) * 37, 'p')}});
    });
  }
  for (auto& th : threads) th.join();
  const auto rs = readAll(out.str());
  REQUIRE(rs.size() == kThreads * kEach + 1);
  std::array<int, kThreads> next{};
  for (const auto& body : bodies(rs)) {
    const Json j = Json::parse(body);  // throws (fails the test) on an interleaved body
    const int t = j["thread"].get<int>();
    CHECK(j["i"].get<int>() == next[static_cast<size_t>(t)]++);  // each thread's messages stay in order
  }
}

TEST_CASE("parser: a result comes with the byte that completes it, never before", "[framing][parser]") {
  const std::string input = frame("{\"a\":1}") + "junk\r\n" + frame("{}");
  jsonrpc::FrameParser parser;
  std::vector<std::pair<size_t, Kind>> seen;  // after how many bytes, what
  for (size_t i = 0; i < input.size(); ++i) {
    parser.feed(input.substr(i, 1));
    while (auto r = parser.next()) seen.emplace_back(i + 1, r->kind);
  }
  const size_t first = frame("{\"a\":1}").size(), junk = first + 6;
  CHECK(seen == std::vector<std::pair<size_t, Kind>>{{first, Kind::Message}, {junk, Kind::HeaderError},
                                                     {input.size(), Kind::Message}});
  CHECK(parser.bodyLeft() == 0);
  CHECK(parser.end().error.empty());
}

TEST_CASE("parser: says how much of a body is still to come", "[framing][parser]") {
  jsonrpc::FrameParser parser;
  parser.feed("Content-Length: 10\r\n\r\nabc");
  CHECK(parser.bodyLeft() == 7);
  CHECK_FALSE(parser.next());
  parser.feed("defghij" + frame("{}").substr(0, 5));
  CHECK(parser.bodyLeft() == 0);
  REQUIRE(parser.next()->body == "abcdefghij");
  CHECK_FALSE(parser.next());
  CHECK_THAT(parser.end().error, Catch::Contains("header"));  // cut inside the next header
  parser.feed(frame("[1]"));  // and it starts afresh after the end
  CHECK(parser.next()->body == "[1]");
}

TEST_CASE("parser: an over-long body fed in pieces is skipped without allocating it", "[framing][parser]") {
  constexpr size_t kLimit = 1 << 20, kHuge = 32 << 20;
  jsonrpc::FrameParser parser(kLimit);
  const std::string piece(64 * 1024, 'x');
  probe::resetLargestAllocation();
  parser.feed("Content-Length: " + std::to_string(kHuge) + "\r\n\r\n");
  for (size_t sent = 0; sent < kHuge; sent += piece.size()) parser.feed(piece);
  parser.feed(frame("{\"after\":true}"));
  CHECK(probe::largestAllocation() < 256 * 1024);
  const auto skipped = parser.next();
  REQUIRE(skipped);
  CHECK_THAT(skipped->error, Catch::Contains("exceeds the limit"));
  CHECK(parser.next()->body == "{\"after\":true}");
}
