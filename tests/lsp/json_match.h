// Subset matching of a received JSON message against an expected pattern (see tests/lsp/README.md).
//
//   - object: every key of the pattern must be present in the value and match recursively (extra keys are fine);
//   - array: same length, element i matches pattern element i;
//   - scalar: equal (numbers compare by value: 2 == 2.0);
//   - escapes, recognised only in patterns:
//       "$any"                         any value (the key must still be present)
//       {"$absent": true}              the key must NOT be present (only as an object member)
//       {"$type": "null|boolean|number|string|array|object"}
//       {"$contains": "text"}          a string containing the text
//       {"$contains": [p, ...]}        an array with, for each p, at least one element matching p (any order)
//       {"$len": n} {"$minLen": n}     an array (or string) of exactly / at least n elements (characters)
//       {"$lenMultipleOf": n}          an array whose length is a multiple of n
//       {"$anyOf": [p, ...]}           matches at least one of the patterns
//       {"$all": [p, ...]}             matches every pattern
//       {"$not": p}                    does not match p
//       {"$literal": v}                v compared by plain equality (to match an object that looks like an escape)
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace lsptest {

using Json = nlohmann::json;

// True when `value` matches `pattern`. On a mismatch, `why` says where and how ("result.capabilities.hoverProvider:
// expected true, got false"). Throws std::invalid_argument for a malformed escape (a bug in the transcript).
bool matches(const Json& pattern, const Json& value, std::string* why = nullptr);

// A short one-line rendering of a JSON value for logs (long strings and the whole are cut).
std::string brief(const Json& value, size_t max = 400);

}  // namespace lsptest
