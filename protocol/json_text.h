// JSON text to a Json value, for message bodies whose strings are long: a didOpen carries the whole document as
// one string (14 MB for a 100k-node log, up to the 1280 MiB body limit), and nlohmann's lexer reads a string a
// character at a time, appending each one: a third of opening a big document went there. Here the long strings are
// decoded a run at a time, and the rest of the body, now small, is parsed by nlohmann as before.
//
// The result is the one Json::parse(text, nullptr, false) gives: the same value, and nullopt exactly where that is
// discarded. A long string is decoded here only when it is plainly valid (escapes other than surrogate pairs
// checked, UTF-8 validated, no raw control characters); anything else is left in place for nlohmann to judge.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace jsonrpc {

// String values at least this long are decoded here (shorter ones cost nlohmann little).
inline constexpr size_t kLongJsonString = 4096;

// `minLength`: string values at least this long are decoded here; the fuzzer and the tests pass 1 so that every
// string is, and compare with nlohmann's parse.
std::optional<nlohmann::json> parseJsonText(std::string_view text, size_t minLength = kLongJsonString);

// Do brackets outside strings nest deeper than `limit` anywhere in the text? Checked before parsing (nlohmann's
// parser would go as deep as it is told). Strings are skipped a run at a time.
bool nestedDeeperThan(std::string_view text, size_t limit);

// The decoding of one string literal's contents (between its quotes) as JSON defines it, or nullopt when it holds
// anything this decoder leaves to nlohmann (see above). Exposed for tests.
std::optional<std::string> decodeJsonString(std::string_view raw);

}  // namespace jsonrpc
