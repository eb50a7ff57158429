// parseJsonText against nlohmann's own parse: the same value, or a rejection exactly where nlohmann rejects, for
// bodies whose strings are long enough to be decoded by our decoder (didOpen of a big document) and for everything
// around them that it leaves alone.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <vector>

#include "json_text.h"

namespace {

using Json = nlohmann::json;

// What nlohmann says of the text: the value, or nothing when it rejects it.
std::optional<Json> reference(const std::string& text) {
  Json j = Json::parse(text, nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  return j;
}

// Both with the server's threshold and with every string decoded here.
void checkSame(const std::string& text) {
  INFO("text (first 200 bytes): " << text.substr(0, 200));
  const std::optional<Json> want = reference(text);
  for (size_t minLength : {jsonrpc::kLongJsonString, size_t{1}}) {
    const std::optional<Json> got = jsonrpc::parseJsonText(text, minLength);
    REQUIRE(got.has_value() == want.has_value());
    if (want) CHECK(*got == *want);
  }
}

std::string longLine(size_t n, char fill = 'x') { return std::string(n, fill); }

// A string literal's contents of about `n` bytes mixing plain text with every kind of escape and UTF-8.
std::string mixedContents(std::mt19937& rng, size_t n) {
  static const std::vector<std::string> pieces = {
      "    add = torch.ops.aten.add.Tensor(mm, primals_2);  mm = None", "\\n", "\\r\\n", "\\t", "\\\"", "\\\\",
      "\\/", "\\b", "\\f", "\\u00e9", "\\u20AC", "\\ud83d\\ude00", "\\u0000", "é", "€", "😀", "\x7f", "[#users=1]"};
  std::string s;
  while (s.size() < n) s += pieces[rng() % pieces.size()];
  return s;
}

}  // namespace

TEST_CASE("json text: a didOpen with a long text is the value nlohmann gives", "[json]") {
  std::mt19937 rng(7);
  const std::string text = mixedContents(rng, 200000);
  const std::string body = R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///a.txt",)"
                           R"("languageId":"fxgraph","version":1,"text":")" + text + R"("}}})";
  checkSame(body);
  const auto got = jsonrpc::parseJsonText(body);
  REQUIRE(got);
  CHECK((*got)["params"]["textDocument"]["text"].get<std::string>().size() > 100000);
}

TEST_CASE("json text: long strings anywhere (arrays, nested, several, keys, duplicates)", "[json]") {
  const std::string a = longLine(5000, 'a'), b = longLine(9000, 'b');
  checkSame("\"" + a + "\"");                                      // the whole text is one string
  checkSame("[\"" + a + "\", 1, \"short\", \"" + b + "\", null]");  // ordinals count short strings too
  checkSame("{\"k\": [{\"x\": \"" + a + "\"}, \"" + b + "\"], \"z\": true}");
  checkSame("{\"" + a + "\": \"" + b + "\"}");                 // a long key stays nlohmann's
  checkSame("{\"k\": \"" + a + "\", \"k\": \"" + b + "\"}");   // the last of duplicate keys wins
  checkSame("{\"k\" : \"" + a + "\" , \"n\": -1.5e3, \"u\": 18446744073709551615, \"i\": -3}");
  checkSame(" \r\n\t[\"" + a + "\"] \n");
}

TEST_CASE("json text: what nlohmann rejects stays rejected", "[json]") {
  const std::string a = longLine(5000);
  checkSame("{\"k\": \"" + a + "\"");                  // unclosed object
  checkSame("{\"k\": \"" + a);                         // unclosed string
  checkSame("{\"k\": \"" + a + "\"} trailing");        // text after the value
  checkSame("{\"k\": \"" + a + "\\x\"}");              // bad escape
  checkSame("{\"k\": \"" + a + "\\u12\"}");            // short \u
  checkSame("{\"k\": \"" + a + "\x01\"}");             // raw control character
  checkSame("{\"k\": \"" + a + "\xff\"}");             // not UTF-8
  checkSame("{\"k\": \"" + a + "\xc0\xaf\"}");         // overlong
  checkSame("{\"k\": \"" + a + "\xed\xa0\x80\"}");     // an encoded surrogate
  checkSame("{\"k\": \"" + a + "\xf4\x90\x80\x80\"}");  // past U+10FFFF
  checkSame("{\"k\": \"" + a + "\\ud800\"}");          // lone high surrogate (the server repairs it earlier)
  checkSame("{\"k\": \"" + a + "\\udc00\\ud800\"}");   // halves in the wrong order
  checkSame("{\"k\" \"" + a + "\"}");                  // missing colon
  checkSame("{\"k\": \"" + a + "\" \"" + a + "\"}");   // missing comma
  checkSame("[\"" + a + "\",]");
  checkSame("");
}

TEST_CASE("json text: random bodies, decoded or not, agree with nlohmann", "[json]") {
  std::mt19937 rng(2028);
  for (int round = 0; round < 300; ++round) {
    std::string body = "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":[";
    const int n = 1 + static_cast<int>(rng() % 4);
    for (int k = 0; k < n; ++k) {
      if (k) body += ",";
      std::string s = mixedContents(rng, (rng() % 2) ? 5000 + rng() % 3000 : 10 + rng() % 50);
      // Sometimes a defect in the middle: nlohmann must decide, and both must agree.
      if (rng() % 5 == 0) s.insert(rng() % s.size(), std::string(1, "\x01\xff\\\"q"[rng() % 5]));
      body += "\"" + s + "\"";
    }
    body += "]}";
    checkSame(body);
  }
}

TEST_CASE("json text: nesting depth is measured outside strings", "[json]") {
  CHECK_FALSE(jsonrpc::nestedDeeperThan("[[[]]]", 3));
  CHECK(jsonrpc::nestedDeeperThan("[[[[]]]]", 3));
  CHECK_FALSE(jsonrpc::nestedDeeperThan("[\"[[[[[[\", \"\\\"[[[[[\"]", 3));  // brackets inside strings, an escaped quote
  CHECK_FALSE(jsonrpc::nestedDeeperThan("[\"unclosed [[[[[[[[", 3));
  CHECK(jsonrpc::nestedDeeperThan("[\"a\\\\\", [[[[", 3));  // an escaped backslash ends the string
}

TEST_CASE("json text: decodeJsonString", "[json]") {
  CHECK(jsonrpc::decodeJsonString("a\\nb\\u00e9\\ud83d\\ude00") == std::optional<std::string>("a\nb\xc3\xa9\xf0\x9f\x98\x80"));
  CHECK(jsonrpc::decodeJsonString("tab\\tq\\\"s\\\\") == std::optional<std::string>("tab\tq\"s\\"));
  CHECK_FALSE(jsonrpc::decodeJsonString("bad \\q"));
  CHECK_FALSE(jsonrpc::decodeJsonString("raw \n newline"));
  CHECK_FALSE(jsonrpc::decodeJsonString("\\ud800 alone"));
}

// The plain runs are skipped eight bytes at a time: every byte that is not plain, at every place within and across
// those words, must still be seen.
TEST_CASE("json text: decodeJsonString sees a special byte wherever it falls in the eight-byte words", "[json]") {
  const std::vector<std::string> specials = {"\\n", "\\\"", "\\\\", "\\u00e9", "é", "\x7f", "\x1f", "\"", "\xff", " "};
  for (const std::string& special : specials)
    for (size_t at = 0; at <= 24; ++at) {
      const std::string raw = std::string(at, 'a') + special + std::string(24 - at, 'b');
      INFO("special " << special << " at " << at);
      const std::optional<Json> want = reference("\"" + raw + "\"");
      const std::optional<std::string> got = jsonrpc::decodeJsonString(raw);
      if (want) {
        REQUIRE(got.has_value());
        CHECK(*got == want->get<std::string>());
      } else {
        CHECK_FALSE(got.has_value());
      }
    }
}
