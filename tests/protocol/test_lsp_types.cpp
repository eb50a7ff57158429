// LSP types: the JSON shape the spec names, round trips, and rejection of bad params with a field path.
#include <catch2/catch.hpp>

#include "lsp_types.h"

using lsp::Json;

namespace {

template <class T>
T roundTrip(const T& v) {
  const Json j = v;
  return j.get<T>();
}

// The BadParams path of parsing `j` as T; fails the test if it parses.
template <class T>
std::string badPath(const Json& j) {
  try {
    (void)lsp::parseParams<T>(j);
  } catch (const lsp::BadParams& e) {
    return e.path();
  }
  FAIL("accepted: " << j.dump());
  return {};
}

lsp::Range range(uint32_t l0, uint32_t c0, uint32_t l1, uint32_t c1) { return {{l0, c0}, {l1, c1}}; }

}  // namespace

TEST_CASE("lsp types: basic structures have the spec's field names", "[lsp]") {
  CHECK(Json(lsp::Position{3, 7}) == Json::parse(R"({"line":3,"character":7})"));
  CHECK(Json(range(1, 2, 3, 4)) ==
        Json::parse(R"({"start":{"line":1,"character":2},"end":{"line":3,"character":4}})"));
  CHECK(Json(lsp::Location{"file:///a", range(0, 0, 0, 1)})["uri"] == "file:///a");
  const lsp::LocationLink link{std::nullopt, "file:///b", range(1, 0, 5, 0), range(1, 4, 1, 8)};
  const Json jl = link;
  CHECK_FALSE(jl.contains("originSelectionRange"));
  CHECK(jl["targetSelectionRange"]["start"]["character"] == 4);
  CHECK(roundTrip(link) == link);
  lsp::LocationLink withOrigin = link;
  withOrigin.originSelectionRange = range(9, 1, 9, 2);
  CHECK(roundTrip(withOrigin) == withOrigin);
}

TEST_CASE("lsp types: document synchronization params", "[lsp]") {
  const Json open = Json::parse(
      R"({"textDocument":{"uri":"file:///x.txt","languageId":"fxgraph","version":1,"text":"a\nb😀"}})");
  const auto o = lsp::parseParams<lsp::DidOpenTextDocumentParams>(open);
  CHECK(o.textDocument.uri == "file:///x.txt");
  CHECK(o.textDocument.languageId == "fxgraph");
  CHECK(o.textDocument.version == 1);
  CHECK(o.textDocument.text == "a\nb😀");
  CHECK(Json(o) == open);

  const Json change = Json::parse(R"({"textDocument":{"uri":"file:///x.txt","version":2},"contentChanges":[
      {"range":{"start":{"line":0,"character":1},"end":{"line":1,"character":0}},"rangeLength":1,"text":"X"},
      {"text":"whole"}]})");
  const auto c = lsp::parseParams<lsp::DidChangeTextDocumentParams>(change);
  CHECK(c.textDocument.version == 2);
  REQUIRE(c.contentChanges.size() == 2);
  CHECK(c.contentChanges[0].range == range(0, 1, 1, 0));
  CHECK(c.contentChanges[0].text == "X");
  CHECK_FALSE(c.contentChanges[1].range.has_value());  // no range: full text
  CHECK(roundTrip(c) == c);
  CHECK_FALSE(Json(c.contentChanges[1]).contains("range"));

  const auto close = lsp::parseParams<lsp::DidCloseTextDocumentParams>(Json::parse(R"({"textDocument":{"uri":"u"}})"));
  CHECK(close.textDocument.uri == "u");
}

TEST_CASE("lsp types: diagnostics", "[lsp]") {
  lsp::Diagnostic d;
  d.range = range(4, 0, 4, 10);
  d.severity = lsp::DiagnosticSeverity::Warning;
  d.code = "ambiguous-association";
  d.source = "fxlens";
  d.message = "two candidates";
  d.relatedInformation.push_back({{"file:///f", range(1, 0, 1, 3)}, "candidate 1"});
  const Json j = d;
  CHECK(j["severity"] == 2);
  CHECK(j["code"] == "ambiguous-association");
  CHECK(j["source"] == "fxlens");
  CHECK(j["relatedInformation"][0]["location"]["uri"] == "file:///f");
  CHECK(j["relatedInformation"][0]["message"] == "candidate 1");
  CHECK(roundTrip(d) == d);

  lsp::Diagnostic bare;
  bare.message = "m";
  const Json jb = bare;
  for (const char* absent : {"severity", "code", "source", "relatedInformation"}) CHECK_FALSE(jb.contains(absent));

  const auto fromInt = Json::parse(R"({"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":0}},
                                       "message":"m","code":42})").get<lsp::Diagnostic>();
  CHECK(fromInt.code == "42");

  lsp::PublishDiagnosticsParams p{"file:///f", 3, {d, bare}};
  CHECK(Json(p)["version"] == 3);
  CHECK(Json(p)["diagnostics"].size() == 2);
  CHECK(roundTrip(p) == p);
  p.version.reset();
  CHECK_FALSE(Json(p).contains("version"));
  CHECK(Json(lsp::PublishDiagnosticsParams{"u", std::nullopt, {}})["diagnostics"] == Json::array());
}

TEST_CASE("lsp types: language feature results", "[lsp]") {
  SECTION("hover") {
    const lsp::Hover h{{lsp::MarkupKind::Markdown, "**mm** `f32[8, 32]`"}, range(2, 4, 2, 6)};
    const Json expected = Json::parse(R"({"contents":{"kind":"markdown","value":"**mm** `f32[8, 32]`"},
                                          "range":{"start":{"line":2,"character":4},"end":{"line":2,"character":6}}})");
    CHECK(Json(h) == expected);
    CHECK(roundTrip(h) == h);
    const lsp::Hover plain{{lsp::MarkupKind::PlainText, "x"}, std::nullopt};
    CHECK(Json(plain)["contents"]["kind"] == "plaintext");
    CHECK_FALSE(Json(plain).contains("range"));
    CHECK(roundTrip(plain) == plain);
  }
  SECTION("document symbols nest") {
    lsp::DocumentSymbol leaf{"mm", "f32[8, 32]", lsp::SymbolKind::Variable, range(3, 4, 3, 40), range(3, 4, 3, 6), {}};
    lsp::DocumentSymbol graph{"forward", std::nullopt, lsp::SymbolKind::Function, range(1, 0, 9, 0), range(1, 4, 1, 11),
                              {leaf, leaf}};
    graph.children[1].children.push_back(leaf);
    const Json j = graph;
    CHECK(j["kind"] == 12);
    CHECK_FALSE(j.contains("detail"));
    CHECK(j["children"][0]["detail"] == "f32[8, 32]");
    CHECK_FALSE(j["children"][0].contains("children"));
    CHECK(j["children"][1]["children"][0]["name"] == "mm");
    CHECK(roundTrip(graph) == graph);
  }
  SECTION("workspace symbols") {
    const lsp::SymbolInformation s{"mm", lsp::SymbolKind::Variable, {"file:///f", range(1, 1, 1, 3)}, "forward"};
    CHECK(Json(s)["containerName"] == "forward");
    CHECK(Json(s)["location"]["uri"] == "file:///f");
    CHECK(roundTrip(s) == s);
    CHECK(lsp::parseParams<lsp::WorkspaceSymbolParams>(Json{{"query", "mm"}}).query == "mm");
  }
  SECTION("highlights, folding ranges, inlay hints") {
    const lsp::DocumentHighlight hl{range(0, 0, 0, 2), lsp::DocumentHighlightKind::Write};
    CHECK(Json(hl)["kind"] == 3);
    CHECK(roundTrip(hl) == hl);
    CHECK_FALSE(Json(lsp::DocumentHighlight{range(0, 0, 0, 1), std::nullopt}).contains("kind"));

    lsp::FoldingRange fr;
    fr.startLine = 2;
    fr.endLine = 30;
    fr.kind = "region";
    fr.collapsedText = "forward (28 nodes)";
    CHECK(Json(fr) == Json::parse(R"j({"startLine":2,"endLine":30,"kind":"region","collapsedText":"forward (28 nodes)"})j"));
    CHECK(roundTrip(fr) == fr);

    lsp::InlayHint ih{{5, 20}, ": saved", lsp::InlayHintKind::Type, std::nullopt, true, false};
    CHECK(Json(ih) == Json::parse(R"({"position":{"line":5,"character":20},"label":": saved","kind":1,"paddingLeft":true})"));
    CHECK(roundTrip(ih) == ih);
    const auto ihp = lsp::parseParams<lsp::InlayHintParams>(
        Json{{"textDocument", {{"uri", "u"}}}, {"range", Json(range(0, 0, 100, 0))}});
    CHECK(ihp.range.end.line == 100);
  }
  SECTION("code lens and commands") {
    lsp::CodeLens lens{range(1, 0, 1, 0), lsp::Command{"saves 24 tensors", "fxlens.showSaved", {Json("g#1"), 3}}, nullptr};
    const Json j = lens;
    CHECK(j["command"]["title"] == "saves 24 tensors");
    CHECK(j["command"]["arguments"] == Json::array({"g#1", 3}));
    CHECK_FALSE(j.contains("data"));
    CHECK(roundTrip(lens) == lens);
    lsp::CodeLens unresolved{range(2, 0, 2, 0), std::nullopt, Json{{"graph", "g#1"}}};
    CHECK_FALSE(Json(unresolved).contains("command"));
    CHECK(roundTrip(unresolved) == unresolved);
    CHECK_FALSE(Json(lsp::Command{"t", "c", {}}).contains("arguments"));
  }
  SECTION("semantic tokens") {
    const lsp::SemanticTokens t{std::nullopt, {0, 4, 2, 1, 0, 1, 0, 3, 2, 0}};
    CHECK(Json(t) == Json::parse(R"({"data":[0,4,2,1,0,1,0,3,2,0]})"));
    CHECK(roundTrip(t) == t);
  }
}

TEST_CASE("lsp types: request params", "[lsp]") {
  const Json refs = Json::parse(R"({"textDocument":{"uri":"file:///b"},"position":{"line":7,"character":12},
                                    "context":{"includeDeclaration":true}})");
  const auto r = lsp::parseParams<lsp::ReferenceParams>(refs);
  CHECK(r.textDocument.uri == "file:///b");
  CHECK(r.position == lsp::Position{7, 12});
  CHECK(r.context.includeDeclaration);
  CHECK(Json(r) == refs);

  const auto tp = lsp::parseParams<lsp::TextDocumentPositionParams>(refs);  // extra fields are ignored
  CHECK(tp.position.line == 7);

  const auto ex = lsp::parseParams<lsp::ExecuteCommandParams>(
      Json::parse(R"({"command":"fxlens.pair","arguments":[{"forward":"a"},2]})"));
  CHECK(ex.command == "fxlens.pair");
  REQUIRE(ex.arguments.size() == 2);
  CHECK(ex.arguments[0]["forward"] == "a");
  CHECK(lsp::parseParams<lsp::ExecuteCommandParams>(Json{{"command", "c"}}).arguments.empty());
  CHECK(lsp::parseParams<lsp::TextDocumentParams>(Json{{"textDocument", {{"uri", "u"}}}}).textDocument.uri == "u");
}

TEST_CASE("lsp types: initialize params", "[lsp]") {
  const Json init = Json::parse(R"({
      "processId": 1234, "clientInfo": {"name": "Visual Studio Code", "version": "1.90"},
      "rootUri": "file:///work", "rootPath": "/work",
      "workspaceFolders": [{"uri": "file:///work", "name": "work"}],
      "initializationOptions": {"maxFileMiB": 64, "nested": {"a": [1, 2]}},
      "capabilities": {"general": {"positionEncodings": ["utf-8", "utf-16"]},
                       "textDocument": {"hover": {"contentFormat": ["markdown"]}}},
      "trace": "off"})");
  const auto p = lsp::parseParams<lsp::InitializeParams>(init);
  CHECK(p.processId == 1234);
  CHECK(p.clientName == "Visual Studio Code");
  CHECK(p.rootUri == "file:///work");
  REQUIRE(p.workspaceFolders.size() == 1);
  CHECK(p.workspaceFolders[0] == lsp::WorkspaceFolder{"file:///work", "work"});
  CHECK(p.initializationOptions == Json::parse(R"({"maxFileMiB": 64, "nested": {"a": [1, 2]}})"));
  CHECK(p.positionEncodings == std::vector<std::string>{"utf-8", "utf-16"});
  CHECK(p.capabilities["textDocument"]["hover"]["contentFormat"][0] == "markdown");
  CHECK(roundTrip(p) == p);

  SECTION("nulls and absences") {
    const auto q = lsp::parseParams<lsp::InitializeParams>(
        Json::parse(R"({"processId": null, "rootUri": null, "workspaceFolders": null, "capabilities": {}})"));
    CHECK_FALSE(q.processId.has_value());
    CHECK_FALSE(q.rootUri.has_value());
    CHECK(q.workspaceFolders.empty());
    CHECK(q.initializationOptions.is_null());
    CHECK(q.positionEncodings.empty());
    CHECK(lsp::parseParams<lsp::InitializeParams>(nullptr).positionEncodings.empty());
  }
  SECTION("malformed capabilities are read as 'nothing offered'") {
    for (const char* caps : {R"({"general": {"positionEncodings": "utf-8"}})", R"({"general": 3})", R"("x")"}) {
      INFO(caps);
      Json j = {{"capabilities", Json::parse(caps)}};
      CHECK(lsp::parseParams<lsp::InitializeParams>(j).positionEncodings.empty());
    }
    CHECK(lsp::parseParams<lsp::InitializeParams>(
              Json::parse(R"({"capabilities": {"general": {"positionEncodings": [8, "utf-8"]}}})"))
              .positionEncodings == std::vector<std::string>{"utf-8"});
  }
  SECTION("wrongly typed fields we rely on are rejected") {
    CHECK(badPath<lsp::InitializeParams>(Json::parse(R"({"processId": "12"})")) == "processId");
    CHECK(badPath<lsp::InitializeParams>(Json::parse(R"({"rootUri": 5})")) == "rootUri");
    CHECK(badPath<lsp::InitializeParams>(Json::parse(R"({"workspaceFolders": [{"uri": "u"}]})")) ==
          "workspaceFolders[0].name");
  }
}

TEST_CASE("lsp types: bad params are rejected with BadParams naming the field", "[lsp]") {
  using lsp::parseParams;
  const Json goodPos = {{"textDocument", {{"uri", "u"}}}, {"position", {{"line", 1}, {"character", 2}}}};
  CHECK_NOTHROW(parseParams<lsp::TextDocumentPositionParams>(goodPos));

  SECTION("not an object") {
    CHECK_THROWS_AS(parseParams<lsp::TextDocumentPositionParams>(Json::array()), lsp::BadParams);
    CHECK_THROWS_AS(parseParams<lsp::TextDocumentPositionParams>("x"), lsp::BadParams);
    CHECK_THROWS_AS(parseParams<lsp::TextDocumentPositionParams>(nullptr), lsp::BadParams);  // required fields
  }
  SECTION("missing and mistyped fields") {
    Json j = goodPos;
    j.erase("position");
    CHECK(badPath<lsp::TextDocumentPositionParams>(j) == "position");
    j = goodPos;
    j["textDocument"]["uri"] = 3;
    CHECK(badPath<lsp::TextDocumentPositionParams>(j) == "textDocument.uri");
    j = goodPos;
    j["textDocument"] = "file:///a";
    CHECK(badPath<lsp::TextDocumentPositionParams>(j) == "textDocument");
  }
  SECTION("numbers: negative, fractional, too large, strings") {
    for (const Json& bad : {Json(-1), Json(1.5), Json(4294967296ll), Json("3"), Json(true), Json(nullptr)}) {
      INFO(bad.dump());
      Json j = goodPos;
      j["position"]["line"] = bad;
      CHECK(badPath<lsp::TextDocumentPositionParams>(j) == "position.line");
    }
    Json j = goodPos;
    j["position"]["character"] = 4294967295u;  // the largest uinteger we take (clamped later)
    CHECK(parseParams<lsp::TextDocumentPositionParams>(j).position.character == 4294967295u);
  }
  SECTION("the path of an error inside an array") {
    const Json change = Json::parse(R"({"textDocument":{"uri":"u","version":2},"contentChanges":[
        {"text":"ok"},
        {"range":{"start":{"line":0,"character":0},"end":{"line":-1,"character":0}},"text":"x"}]})");
    CHECK(badPath<lsp::DidChangeTextDocumentParams>(change) == "contentChanges[1].range.end.line");
    try {
      (void)parseParams<lsp::DidChangeTextDocumentParams>(change);
    } catch (const lsp::BadParams& e) {
      CHECK_THAT(std::string(e.what()), Catch::StartsWith("contentChanges[1].range.end.line: "));
    }
  }
  SECTION("enums out of range") {
    Json d = Json(lsp::Diagnostic{});
    d["severity"] = 5;
    CHECK(badPath<lsp::Diagnostic>(d) == "severity");
    Json s = Json(lsp::SymbolInformation{"n", lsp::SymbolKind::File, {"u", {}}, std::nullopt});
    s["kind"] = 27;
    CHECK(badPath<lsp::SymbolInformation>(s) == "kind");
    s["kind"] = 0;
    CHECK(badPath<lsp::SymbolInformation>(s) == "kind");
    CHECK(badPath<lsp::MarkupContent>(Json{{"kind", "html"}, {"value", "v"}}) == "kind");
  }
  SECTION("other required fields") {
    CHECK(badPath<lsp::DidOpenTextDocumentParams>(
              Json{{"textDocument", {{"uri", "u"}, {"languageId", "x"}, {"version", 1}}}}) == "textDocument.text");
    CHECK(badPath<lsp::DidChangeTextDocumentParams>(Json{{"textDocument", {{"uri", "u"}}}, {"contentChanges", {}}}) ==
          "textDocument.version");
    CHECK(badPath<lsp::DidChangeTextDocumentParams>(
              Json{{"textDocument", {{"uri", "u"}, {"version", 1}}}, {"contentChanges", "all"}}) == "contentChanges");
    CHECK(badPath<lsp::ReferenceParams>(Json{{"textDocument", {{"uri", "u"}}},
                                             {"position", {{"line", 0}, {"character", 0}}},
                                             {"context", {{"includeDeclaration", 1}}}}) ==
          "context.includeDeclaration");
    CHECK(badPath<lsp::ExecuteCommandParams>(Json{{"command", "c"}, {"arguments", {{"a", 1}}}}) == "arguments");
    CHECK(badPath<lsp::WorkspaceSymbolParams>(nullptr) == "query");
  }
}

TEST_CASE("takeParams reads what parseParams reads, moving the texts out of the JSON", "[lsp]") {
  const std::string big(100000, 'x');
  SECTION("didOpen") {
    Json j{{"textDocument", {{"uri", "file:///a"}, {"languageId", "fxgraph"}, {"version", 3}, {"text", big}}}};
    const auto want = lsp::parseParams<lsp::DidOpenTextDocumentParams>(j);
    const auto got = lsp::takeParams<lsp::DidOpenTextDocumentParams>(j);
    CHECK(got == want);
    CHECK(j["textDocument"]["text"] == "");  // moved, not copied
  }
  SECTION("didChange: every change's text, ranged or whole") {
    Json j{{"textDocument", {{"uri", "file:///a"}, {"version", 4}}},
           {"contentChanges", {{{"range", {{"start", {{"line", 0}, {"character", 1}}}, {"end", {{"line", 0}, {"character", 2}}}}},
                                {"text", big}},
                               {{"text", "whole"}}}}};
    const auto want = lsp::parseParams<lsp::DidChangeTextDocumentParams>(j);
    const auto got = lsp::takeParams<lsp::DidChangeTextDocumentParams>(j);
    CHECK(got == want);
    CHECK(j["contentChanges"][0]["text"] == "");
  }
  SECTION("bad params are refused as parseParams refuses them") {
    Json j{{"textDocument", {{"uri", "u"}, {"languageId", "x"}, {"version", 1}, {"text", 7}}}};
    CHECK_THROWS_AS(lsp::takeParams<lsp::DidOpenTextDocumentParams>(j), lsp::BadParams);
    Json k{{"textDocument", {{"uri", "u"}, {"version", 1}}}, {"contentChanges", {{{"text", big}, {"range", 5}}}}};
    CHECK_THROWS_AS(lsp::takeParams<lsp::DidChangeTextDocumentParams>(k), lsp::BadParams);
  }
}
