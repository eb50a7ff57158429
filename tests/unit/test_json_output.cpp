// `fxlens analyze --json` output: valid JSON in the documented shape, whatever the printout holds.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <sstream>

#include "analyze_output.h"

namespace {

nlohmann::json analyzeToJson(std::vector<fx::SourceFile> files) {
  fx::Analysis a = fx::analyze(std::move(files));
  std::ostringstream out;
  cli::writeJson(a, out);
  return nlohmann::json::parse(out.str());  // throws (fails the test) on invalid JSON
}

}  // namespace

TEST_CASE("JSON output escapes quotes, control characters and invalid UTF-8", "[cli][json]") {
  std::string text =
      "def forward(self, x):\n"
      "    a = torch.ops.aten.add.Tensor(x, \"q\\\"uote\\\\ \t\x01\xff\xc3\")\n"
      "    return a\n";
  auto j = analyzeToJson({{"we\"ird\xfe.txt", text}});
  REQUIRE(j["version"] == 1);
  REQUIRE(j["graphs"].size() == 1);
  const auto& node = j["graphs"][0]["nodes"][1];
  CHECK(node["name"] == "a");
  std::string arg = node["args"][1].get<std::string>();
  CHECK(arg.find("\xEF\xBF\xBD") != std::string::npos);  // U+FFFD replaced the bad bytes
  CHECK(arg.find('\x01') != std::string::npos);
  CHECK(node["args"][0]["ref"] == "x");
  CHECK(j["graphs"][0]["file"].get<std::string>().find("we\"ird") == 0);
}

TEST_CASE("JSON output has the documented fields", "[cli][json]") {
  auto j = analyzeToJson({{"fwd.txt",
                           "def forward(self, primals_1):\n"
                           "    relu = torch.ops.aten.relu.default(primals_1)\n"
                           "    return [relu, relu]\n"},
                          {"bwd.txt",
                           "def forward(self, relu, tangents_1):\n"
                           "    threshold_backward = torch.ops.aten.threshold_backward.default(tangents_1, relu, 0)\n"
                           "    return [threshold_backward]\n"}});
  REQUIRE(j["graphs"].size() == 2);
  for (const char* k : {"id", "file", "title", "role", "nodes"}) CHECK(j["graphs"][0].contains(k));
  for (const char* k : {"name", "op", "target", "line", "category", "type", "bytes"}) CHECK(j["graphs"][0]["nodes"][0].contains(k));
  REQUIRE(j["pairs"].size() == 1);
  CHECK(j["pairs"][0]["joint"].is_null());
  bool saved = false;
  for (const auto& as : j["associations"])
    if (as["backward"]["node"] == "relu") {
      saved = true;
      CHECK(as["status"] == "matched");
      CHECK(as["forward"]["node"] == "relu");
      CHECK(as["forward"]["graph"] == j["pairs"][0]["forward"]);
    }
  CHECK(saved);
}
