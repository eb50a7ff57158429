// Transcript runner: plays one scenario file against a freshly started `fxlens lsp` (format: tests/lsp/README.md).
#pragma once

#include <chrono>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace lsptest {

using Json = nlohmann::json;

struct RunnerConfig {
  std::string binary;     // the fxlens executable
  // Programs and arguments the binary is started through: an emulator for another architecture
  // (`qemu-aarch64-static`) or a WebAssembly host (`node host.js`, with `binary` the .wasm). Empty: run it itself.
  std::vector<std::string> launcher;
  std::string corpusDir;  // what ${corpus} and relative ${uri:...}/${text:...}/${pos:...} paths resolve against
  // What the server under test is: "native", or "wasi" (a .wasm binary); a step with `"only": T` runs for T only.
  std::string target = "native";
  std::chrono::milliseconds timeout{10000};  // default for every wait (expect, expectExit, writes)
};

struct TranscriptOutcome {
  std::vector<std::string> failures;  // empty when the scenario passed
  std::string log;                    // what was sent and received, for the failure report
};

// The config from the compile definitions, overridable by the environment: FXLENS_BINARY (to run the scenarios
// against another build of the server, e.g. the ASan one), FXLENS_SERVER_LAUNCHER (words separated by spaces, put
// before the binary: the arm64 build under qemu, the WebAssembly build under node) and FXLENS_LSP_TEST_TIMEOUT_MS.
// A binary named *.wasm is the "wasi" target.
RunnerConfig defaultConfig();

TranscriptOutcome runTranscript(const std::string& path, const RunnerConfig& cfg);

// ---- Pieces, exposed for the runner's own tests ----

// Splits a transcript file into its steps (JSON values, each may span lines; lines starting with '#' are comments).
// Each step comes with the 1-based line it starts on. Throws std::runtime_error on a syntax error.
std::vector<std::pair<int, Json>> parseTranscript(const std::string& text);

struct Placeholders {
  std::string corpusDir;
  std::string tmpDir;  // empty: ${tmp} is an error
  // Replaces every placeholder in the string values of `v` (see README). Throws std::runtime_error on a bad one.
  Json substitute(const Json& v) const;
};

// The file:// URI the server builds for a path (percent-encoding all but [A-Za-z0-9/._~-]).
std::string fileUri(const std::string& path);
// LSP position of a byte offset in `text` (character counted in UTF-16 code units, or bytes when utf8).
Json positionOf(const std::string& text, size_t offset, bool utf8);

}  // namespace lsptest
