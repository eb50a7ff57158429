// Tests of the transcript runner itself: the matcher, the placeholders, the file format, and that a scenario
// which should fail does fail (a runner that passes everything would make every transcript worthless).
#include <catch2/catch.hpp>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "json_match.h"
#include "transcript.h"

using lsptest::Json;
using lsptest::matches;

namespace {

bool m(const char* pattern, const char* value, std::string* why = nullptr) {
  return matches(Json::parse(pattern), Json::parse(value), why);
}

// Plays a scenario given as text; returns its failures.
std::vector<std::string> playText(const std::string& text, const std::string& binary = "") {
  const auto path = std::filesystem::temp_directory_path() / ("fxlens-runner-test-" + std::to_string(::getpid()) + ".transcript");
  std::ofstream(path) << text;
  lsptest::RunnerConfig cfg = lsptest::defaultConfig();
  if (!binary.empty()) cfg.binary = binary;
  auto out = lsptest::runTranscript(path.string(), cfg);
  std::filesystem::remove(path);
  return out.failures;
}

const char* kInit =
    R"({"send": {"id": 1, "method": "initialize", "params": {}}})"
    "\n"
    R"({"expect": {"id": 1, "result": {"capabilities": "$any"}}})"
    "\n";
const char* kEnd =
    R"({"send": {"id": 99, "method": "shutdown"}})"
    "\n"
    R"({"expect": {"id": 99, "result": null}})"
    "\n"
    R"({"send": {"method": "exit"}})"
    "\n"
    R"({"expectExit": 0})"
    "\n";

}  // namespace

TEST_CASE("matcher: objects are subsets, arrays are element-wise, scalars equal", "[lsp][runner]") {
  CHECK(m(R"({"a": 1})", R"({"a": 1, "b": 2})"));
  CHECK_FALSE(m(R"({"a": 1, "c": 3})", R"({"a": 1, "b": 2})"));
  CHECK(m(R"({"a": {"x": [1, {"y": true}]}})", R"({"a": {"x": [1, {"y": true, "z": 0}], "w": 1}})"));
  CHECK_FALSE(m(R"([1, 2])", R"([1, 2, 3])"));
  CHECK_FALSE(m(R"([2, 1])", R"([1, 2])"));
  CHECK(m("2", "2.0"));
  CHECK_FALSE(m("null", "0"));
  CHECK_FALSE(m(R"("1")", "1"));
  CHECK_FALSE(m(R"({"a": null})", R"({})"));  // null must be present
  std::string why;
  CHECK_FALSE(m(R"({"result": {"caps": {"hover": true}}})", R"({"result": {"caps": {"hover": false}}})", &why));
  CHECK(why.find("result.caps.hover") != std::string::npos);
}

TEST_CASE("matcher: escapes", "[lsp][runner]") {
  CHECK(m(R"({"a": "$any"})", R"({"a": null})"));
  CHECK_FALSE(m(R"({"a": "$any"})", R"({})"));
  CHECK(m(R"({"error": {"$absent": true}})", R"({"result": 1})"));
  CHECK_FALSE(m(R"({"error": {"$absent": true}})", R"({"error": {}})"));
  CHECK(m(R"({"$type": "array"})", "[]"));
  CHECK_FALSE(m(R"({"$type": "array"})", "{}"));
  CHECK(m(R"({"$contains": "fwd"})", R"("see fwd.code.txt")"));
  CHECK_FALSE(m(R"({"$contains": "bwd"})", R"("see fwd.code.txt")"));
  CHECK(m(R"({"$contains": [{"u": 2}, {"u": 1}]})", R"([{"u": 1, "v": 0}, {"u": 3}, {"u": 2}])"));
  CHECK_FALSE(m(R"({"$contains": [{"u": 4}]})", R"([{"u": 1}])"));
  CHECK(m(R"({"$len": 2})", "[0, 0]"));
  CHECK(m(R"({"$minLen": 1})", "[0, 0]"));
  CHECK_FALSE(m(R"({"$minLen": 1})", "[]"));
  CHECK(m(R"({"$lenMultipleOf": 5})", "[1,2,3,4,5,6,7,8,9,10]"));
  CHECK_FALSE(m(R"({"$lenMultipleOf": 5})", "[1,2,3]"));
  CHECK(m(R"({"$anyOf": [null, {"$type": "array"}]})", "[]"));
  CHECK_FALSE(m(R"({"$anyOf": [null, {"$type": "array"}]})", "{}"));
  CHECK(m(R"({"$all": [{"$type": "array"}, {"$minLen": 5}]})", "[1,2,3,4,5]"));
  CHECK(m(R"({"$not": {"$contains": "x"}})", R"("abc")"));
  CHECK(m(R"({"$literal": {"$len": 1}})", R"({"$len": 1})"));
  CHECK_THROWS(m(R"({"$nonsense": 1})", "1"));
}

TEST_CASE("transcript files: steps span lines, # starts a comment", "[lsp][runner]") {
  auto steps = lsptest::parseTranscript("# a comment\n{\"send\": {\"id\": 1,\n  # inside\n \"method\": \"x\"}}\n\n{\"closeStdin\": true}\n");
  REQUIRE(steps.size() == 2);
  CHECK(steps[0].first == 2);
  CHECK(steps[0].second["send"]["method"] == "x");
  CHECK(steps[1].first == 6);
  CHECK_THROWS(lsptest::parseTranscript("{\"send\": \n"));
}

TEST_CASE("placeholders: corpus paths, URIs, text, positions", "[lsp][runner]") {
  lsptest::Placeholders ph{FXLENS_CORPUS_DIR, "/tmp/x"};
  const std::string rel = "torch113/mlp_nll/aot_default/bwd.code.txt";
  CHECK(ph.substitute(Json("${corpus}/a")) == std::string(FXLENS_CORPUS_DIR) + "/a");
  CHECK(ph.substitute(Json("${uri:" + rel + "}")) == "file://" + std::string(FXLENS_CORPUS_DIR) + "/" + rel);
  CHECK(ph.substitute(Json("${text:" + rel + "}")).get<std::string>().find("tangents_1") != std::string::npos);
  // `relu` is used on the line of `mm_1 = ...(t_3, relu)`.
  const Json pos = ph.substitute(Json("${pos:" + rel + ":t_3, relu:1+5}"));
  const Json line = ph.substitute(Json("${line:" + rel + ":    mm_1 = :1}"));
  CHECK(pos["line"] == line);
  CHECK(pos["character"] == std::string("    mm_1 = torch.ops.aten.mm.default(t_3, ").size());
  CHECK(ph.substitute(Json("L${line1:" + rel + ":    mm_1 = :1}")) == "L" + std::to_string(line.get<int>() + 1));
  CHECK(ph.substitute(Json{{"k", {"${tmp}"}}}) == Json{{"k", {"/tmp/x"}}});
  CHECK(ph.substitute(Json{{"${uri:" + rel + "}", 1}}) ==
        Json{{"file://" + std::string(FXLENS_CORPUS_DIR) + "/" + rel, 1}});  // keys too
  CHECK_THROWS(ph.substitute(Json("${pos:" + rel + ":no such text:1}")));
  CHECK_THROWS(ph.substitute(Json("${nonsense:1}")));
  CHECK(lsptest::fileUri("/a b/c%") == "file:///a%20b/c%25");
  CHECK(lsptest::positionOf("x\n\xC3\xA9\xF0\x9F\x98\x80z", 8, false) == Json{{"line", 1}, {"character", 3}});
  CHECK(lsptest::positionOf("x\n\xC3\xA9\xF0\x9F\x98\x80z", 8, true) == Json{{"line", 1}, {"character", 6}});
}

TEST_CASE("runner: a scenario that should fail does fail", "[lsp][runner]") {
  SECTION("a wrong expected value in a reply") {
    auto f = playText(std::string(R"({"send": {"id": 1, "method": "initialize", "params": {}}})") + "\n" +
                      R"({"expect": {"id": 1, "result": {"capabilities": {"hoverProvider": false}}}})" + "\n");
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("hoverProvider") != std::string::npos);
  }
  SECTION("a message that never comes times out") {
    auto f = playText(std::string(kInit) + R"({"expect": {"method": "never/sent"}, "timeout_ms": 300})" + "\n");
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("within 300 ms") != std::string::npos);
  }
  SECTION("a reply no step expected") {
    auto f = playText(std::string(kInit) + R"({"send": {"id": 2, "method": "no/such"}})" + "\n" + kEnd);
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("a reply no step expected") != std::string::npos);
  }
  SECTION("a wrong exit code") {
    auto f = playText(std::string(kInit) + R"({"send": {"method": "exit"}})" + "\n" + R"({"expectExit": 0})" + "\n");
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("exit code 1") != std::string::npos);
  }
  SECTION("a sanitizer report on the server's stderr") {
    // The real server behind a wrapper that writes what AddressSanitizer would.
    const auto wrapper =
        std::filesystem::temp_directory_path() / ("fxlens-runner-test-" + std::to_string(::getpid()) + ".sh");
    std::ofstream(wrapper) << "#!/bin/sh\necho '==1==ERROR: AddressSanitizer: heap-use-after-free' >&2\nexec '"
                           << lsptest::defaultConfig().binary << "' \"$@\"\n";
    std::filesystem::permissions(wrapper, std::filesystem::perms::owner_all);
    auto f = playText(std::string(kInit) + kEnd, wrapper.string());
    std::filesystem::remove(wrapper);
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("AddressSanitizer") != std::string::npos);
  }
  SECTION("the reference scenario passes") { CHECK(playText(std::string(kInit) + kEnd).empty()); }
}

TEST_CASE("runner: steps for one target, and messages sent together", "[lsp][runner]") {
  const std::string step = R"({"expect": {"id": 2, "result": "no such answer"}, "timeout_ms": 500, "only": ")";
  const std::string batch = R"({"sendBatch": [{"id": 2, "method": "shutdown"}, {"method": "exit"}]})"
                            "\n"
                            R"({"expect": {"id": 2, "result": null}})"
                            "\n"
                            R"({"expectExit": 0})"
                            "\n";
  const std::string other = lsptest::defaultConfig().target == "native" ? "wasi" : "native";
  SECTION("a step for the other target is not played") {
    CHECK(playText(std::string(kInit) + step + other + "\"}\n" + batch).empty());
  }
  SECTION("a step for this target is") {
    const auto f = playText(std::string(kInit) + step + lsptest::defaultConfig().target + "\"}\n" + batch);
    REQUIRE(f.size() == 1);
    CHECK(f[0].find("step at line 3") != std::string::npos);
  }
  SECTION("an unknown target is an error of the transcript") {
    const auto f = playText(std::string(kInit) + step + "arm64\"}\n" + batch);
    REQUIRE_FALSE(f.empty());
    CHECK(f[0].find("\"only\"") != std::string::npos);
  }
}
