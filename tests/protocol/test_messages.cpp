// classify() and the message builders.
#include <catch2/catch.hpp>

#include "jsonrpc.h"

using jsonrpc::classify;
using jsonrpc::Json;
using jsonrpc::Message;
namespace error = jsonrpc::error;

TEST_CASE("error codes have the JSON-RPC / LSP values", "[messages]") {
  CHECK(error::ParseError == -32700);
  CHECK(error::InvalidRequest == -32600);
  CHECK(error::MethodNotFound == -32601);
  CHECK(error::InvalidParams == -32602);
  CHECK(error::InternalError == -32603);
  CHECK(error::ServerNotInitialized == -32002);
  CHECK(error::UnknownErrorCode == -32001);
  CHECK(error::RequestCancelled == -32800);
  CHECK(error::ContentModified == -32801);
}

TEST_CASE("classify: malformed JSON is a ParseError with a null id", "[messages]") {
  for (const char* body : {"", "{", "{\"jsonrpc\":\"2.0\",\"id\":1,", "nope", "{\"a\":1}}", "\xff\xfe"}) {
    INFO(body);
    const Message m = classify(body);
    REQUIRE(m.kind == Message::Kind::Invalid);
    CHECK(m.errorCode == error::ParseError);
    const Json reply = m.errorReply();
    CHECK(reply["jsonrpc"] == "2.0");
    CHECK(reply.contains("id"));
    CHECK(reply["id"].is_null());
    CHECK(reply["error"]["code"] == -32700);
    CHECK(reply["error"]["message"].is_string());
  }
}

TEST_CASE("classify: invalid UTF-8 inside a string is a ParseError", "[messages]") {
  const Message m = classify("{\"jsonrpc\":\"2.0\",\"method\":\"a\xff\"}");
  CHECK(m.kind == Message::Kind::Invalid);
  CHECK(m.errorCode == error::ParseError);
}

TEST_CASE("classify: deeply nested JSON is refused without a crash", "[messages]") {
  const std::string deep = std::string(100000, '[') + std::string(100000, ']');
  const Message m = classify(deep);
  CHECK(m.kind == Message::Kind::Invalid);
  CHECK(m.errorCode == error::ParseError);
  // Brackets inside strings do not count.
  const std::string inString = "{\"jsonrpc\":\"2.0\",\"method\":\"m\",\"params\":{\"s\":\"" + std::string(1000, '[') + "\\\"\"}}";
  CHECK(classify(inString).kind == Message::Kind::Notification);
}

TEST_CASE("classify: valid JSON that is not a message is an InvalidRequest", "[messages]") {
  SECTION("batches and non-objects") {
    for (const char* body : {"[]", R"([{"jsonrpc":"2.0","id":1,"method":"a"}])", "42", "\"str\"", "null", "true"}) {
      INFO(body);
      const Message m = classify(body);
      CHECK(m.kind == Message::Kind::Invalid);
      CHECK(m.errorCode == error::InvalidRequest);
      CHECK(m.errorReply()["id"].is_null());
    }
  }
  SECTION("missing or wrong jsonrpc: the id is echoed when it can be read") {
    for (const char* body : {R"({"id":7,"method":"a"})", R"({"jsonrpc":"1.0","id":7,"method":"a"})",
                             R"({"jsonrpc":2.0,"id":7,"method":"a"})"}) {
      INFO(body);
      const Message m = classify(body);
      CHECK(m.kind == Message::Kind::Invalid);
      CHECK(m.errorCode == error::InvalidRequest);
      CHECK(m.errorReply()["id"] == 7);
    }
  }
  SECTION("bad fields") {
    for (const char* body : {
             R"({"jsonrpc":"2.0","id":1,"method":5})",                   // method not a string
             R"({"jsonrpc":"2.0","id":1.5,"method":"a"})",               // fractional id
             R"({"jsonrpc":"2.0","id":true,"method":"a"})",              // boolean id
             R"({"jsonrpc":"2.0","id":{"x":1},"method":"a"})",           // object id
             R"({"jsonrpc":"2.0","id":null,"method":"a"})",              // null id on a request
             R"({"jsonrpc":"2.0","method":"a","params":"text"})",        // params not structured
             R"({"jsonrpc":"2.0","method":"a","params":3})",             //
             R"({"jsonrpc":"2.0"})",                                      // neither method nor id
             R"({"jsonrpc":"2.0","id":1})",                               // response without result/error
             R"({"jsonrpc":"2.0","id":1,"result":1,"error":{"code":1,"message":"m"}})",  // both
             R"({"jsonrpc":"2.0","id":1,"error":"bad"})",                 // error not an object
             R"({"jsonrpc":"2.0","id":1,"error":{"code":"1","message":"m"}})",  // code not an integer
         }) {
      INFO(body);
      const Message m = classify(body);
      CHECK(m.kind == Message::Kind::Invalid);
      CHECK(m.errorCode == error::InvalidRequest);
    }
  }
}

TEST_CASE("classify: requests keep their id, integer or string, as it was", "[messages]") {
  SECTION("integer id") {
    const Message m = classify(R"({"jsonrpc":"2.0","id":42,"method":"textDocument/hover","params":{"a":[1,2]}})");
    REQUIRE(m.kind == Message::Kind::Request);
    CHECK(m.id.is_number_integer());
    CHECK(m.id == 42);
    CHECK(m.method == "textDocument/hover");
    CHECK(m.params == Json{{"a", {1, 2}}});
    CHECK(jsonrpc::makeResponse(m.id, nullptr)["id"] == 42);
  }
  SECTION("string id that looks like a number stays a string") {
    const Message m = classify(R"({"jsonrpc":"2.0","id":"42","method":"shutdown"})");
    REQUIRE(m.kind == Message::Kind::Request);
    CHECK(m.id.is_string());
    CHECK(m.id == "42");
    CHECK(m.params.is_null());  // absent
    CHECK(jsonrpc::makeResponse(m.id, nullptr)["id"] == "42");
  }
  SECTION("large and negative integer ids") {
    CHECK(classify(R"({"jsonrpc":"2.0","id":18446744073709551615,"method":"a"})").id ==
          Json(18446744073709551615ull));
    CHECK(classify(R"({"jsonrpc":"2.0","id":-3,"method":"a"})").id == -3);
  }
  SECTION("array params") {
    const Message m = classify(R"({"jsonrpc":"2.0","id":1,"method":"a","params":[1,"b"]})");
    CHECK(m.kind == Message::Kind::Request);
    CHECK(m.params == Json::array({1, "b"}));
  }
}

TEST_CASE("classify: notifications and responses", "[messages]") {
  SECTION("notification") {
    const Message m = classify(R"({"jsonrpc":"2.0","method":"initialized","params":{}})");
    REQUIRE(m.kind == Message::Kind::Notification);
    CHECK(m.method == "initialized");
    CHECK(m.id.is_null());
  }
  SECTION("a success response, including a null result") {
    const Message m = classify(R"({"jsonrpc":"2.0","id":"s1","result":null})");
    REQUIRE(m.kind == Message::Kind::Response);
    CHECK(m.id == "s1");
    CHECK(m.result.is_null());
    CHECK_FALSE(m.isError());
  }
  SECTION("an error response, with a null id (answer to an unparseable request)") {
    const Message m = classify(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"boom"}})");
    REQUIRE(m.kind == Message::Kind::Response);
    CHECK(m.isError());
    CHECK(m.error["code"] == -32700);
  }
  SECTION("unknown extra members are ignored") {
    CHECK(classify(R"({"jsonrpc":"2.0","method":"a","extra":{"x":1}})").kind == Message::Kind::Notification);
  }
}

TEST_CASE("message builders", "[messages]") {
  CHECK(jsonrpc::makeResponse(1, Json{{"a", 1}}) == Json::parse(R"({"jsonrpc":"2.0","id":1,"result":{"a":1}})"));
  const Json nullResult = jsonrpc::makeResponse("x", nullptr);
  CHECK(nullResult.contains("result"));  // LSP: result is required on success, even when null
  CHECK(nullResult["result"].is_null());
  CHECK(jsonrpc::makeErrorResponse(3, error::MethodNotFound, "no such method") ==
        Json::parse(R"({"jsonrpc":"2.0","id":3,"error":{"code":-32601,"message":"no such method"}})"));
  CHECK(jsonrpc::makeErrorResponse(nullptr, error::InvalidParams, "bad", Json{{"field", "uri"}})["error"]["data"] ==
        Json{{"field", "uri"}});
  CHECK(jsonrpc::makeNotification("textDocument/publishDiagnostics", Json{{"uri", "u"}}) ==
        Json::parse(R"({"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"u"}})"));
  CHECK_FALSE(jsonrpc::makeNotification("exit").contains("params"));
  CHECK(jsonrpc::makeRequest("r1", "workspace/configuration", Json{{"items", Json::array()}})["id"] == "r1");
  // What the builders make, classify reads back.
  CHECK(classify(jsonrpc::serialize(jsonrpc::makeRequest(9, "a"))).kind == Message::Kind::Request);
  CHECK(classify(jsonrpc::serialize(jsonrpc::makeNotification("a"))).kind == Message::Kind::Notification);
  CHECK(classify(jsonrpc::serialize(jsonrpc::makeErrorResponse(9, -1, "m"))).isError());
}

TEST_CASE("classify: a lone surrogate escape, as JSON.stringify writes it, is read as U+FFFD", "[messages]") {
  // A didChange whose text is cut between the halves of a pair: refused, it would leave the server's text behind.
  const std::string lone = R"({"jsonrpc":"2.0","method":"m","params":{"text":"a\ud800b\udc00c"}})";
  jsonrpc::Message m = jsonrpc::classify(lone);
  REQUIRE(m.kind == jsonrpc::Message::Kind::Notification);
  CHECK(m.params["text"].get<std::string>() == "a\xEF\xBF\xBD" "b\xEF\xBF\xBD" "c");
  // A pair is kept, and so is an escaped backslash followed by "ud800" (that is text, not an escape).
  m = jsonrpc::classify(R"({"jsonrpc":"2.0","method":"m","params":{"text":"\ud83d\ude00 \\ud800 \uD800"}})");
  REQUIRE(m.kind == jsonrpc::Message::Kind::Notification);
  CHECK(m.params["text"].get<std::string>() == "\xF0\x9F\x98\x80 \\ud800 \xEF\xBF\xBD");
  // High then high: both lone; at the very end of the body.
  std::string body = R"({"jsonrpc":"2.0","method":"m","params":{"text":"\ud800\ud800"}})";
  CHECK(jsonrpc::replaceLoneSurrogates(body));
  CHECK(body == R"({"jsonrpc":"2.0","method":"m","params":{"text":"\ufffd\ufffd"}})");
  std::string cut = R"("\ud8)";
  CHECK_FALSE(jsonrpc::replaceLoneSurrogates(cut));
}
