// Every editor feature at every name of a snapshot's documents, with what each answer must satisfy checked:
// `fxlens check FILE...` (like `clangd --check`), a smoke and crash test users run on their own dumps and attach to
// a bug report; the engine fuzzer runs it on a sample of names.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "snapshot.h"

namespace fxl {

struct CheckOptions {
  size_t namesPerDocument = 0;  // 0: every name; else about this many, spread over the document
  size_t salt = 0;              // shifts which names are sampled
  // Stop asking once this time has passed (the report says what was left); none: ask everything.
  std::optional<std::chrono::steady_clock::time_point> deadline;
};

struct CheckFailure {
  int doc = -1;
  uint32_t offset = 0;  // where the feature was asked
  std::string feature;  // "hover", "definition", ...
  std::string what;     // "threw: ...", "range 10..4 is reversed", ...
};

struct CheckReport {
  std::map<std::string, size_t> calls;  // per feature
  size_t names = 0;                     // positions asked at
  size_t totalNames = 0;                // names in all documents (what `names` reaches when nothing is sampled)
  size_t documents = 0;                 // documents whose every check was asked
  bool workspace = false;               // the workspace-wide checks were asked
  bool timedOut = false;                // the deadline passed before everything was asked
  std::vector<CheckFailure> failures;
};

CheckReport checkFeatures(const Snapshot& snap, const CheckOptions& options = {});

}  // namespace fxl
