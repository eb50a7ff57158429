// One Catch2 test case (so one ctest test) per scenario file in tests/lsp/transcripts. A test case below checks
// that no scenario file was forgotten.
#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <set>
#include <string>
#include <vector>

#include "json_match.h"
#include "transcript.h"

namespace {

std::set<std::string>& registered() {
  static std::set<std::string> names;
  return names;
}

bool registerTranscript(const char* name) { return registered().insert(name).second; }

// A server (or its launcher's script) that is not there fails the scenario saying how to build it.
void requireBuilt(const lsptest::RunnerConfig& cfg) {
  std::vector<std::string> needed = {cfg.binary};
  for (const std::string& w : cfg.launcher)
    if (w.find('/') != std::string::npos) needed.push_back(w);
  for (const std::string& f : needed)
    if (!std::filesystem::exists(f))
      FAIL(f + " does not exist" + (cfg.target == "wasi" ? ": build the WebAssembly server and its host with bash .ci/wasm"
                                                         : ": build the server first"));
}

void play(const std::string& name) {
  const lsptest::RunnerConfig cfg = lsptest::defaultConfig();
  requireBuilt(cfg);
  const std::string path = std::string(FXLENS_TRANSCRIPT_DIR) + "/" + name + ".transcript";
  const lsptest::TranscriptOutcome out = lsptest::runTranscript(path, cfg);
  if (!out.failures.empty()) {
    std::string report = "scenario " + path + "\nserver " + cfg.binary + "\n";
    for (const std::string& f : out.failures) report += "FAILURE " + f + "\n";
    report += "---- transcript log ----\n" + out.log;
    FAIL(report);
  }
  if (const char* v = std::getenv("FXLENS_LSP_TEST_VERBOSE"); v && *v && std::string(v) != "0")
    std::cout << "---- " << name << " (passed) ----\n" << out.log;
  SUCCEED(name);
}

}  // namespace

#define FXL_CAT2(a, b) a##b
#define FXL_CAT(a, b) FXL_CAT2(a, b)
#define TRANSCRIPT_TAGGED(name, tags)                                                    \
  static const bool FXL_CAT(fxlRegistered_, __LINE__) = registerTranscript(name);       \
  TEST_CASE("transcript: " name, "[lsp][transcript]" tags) { play(name); }
#define TRANSCRIPT(name) TRANSCRIPT_TAGGED(name, "")
// Against one kind of server only (tests/lsp/README.md, "Against the WebAssembly server"): [native] where the
// subject cannot exist in WebAssembly (a layout, inotify), [wasi] what WebAssembly does instead.
#define TRANSCRIPT_NATIVE(name) TRANSCRIPT_TAGGED(name, "[native]")
#define TRANSCRIPT_WASI(name) TRANSCRIPT_TAGGED(name, "[wasi]")

// (a) lifecycle
TRANSCRIPT("lifecycle")
TRANSCRIPT("lifecycle_utf8_no_shutdown")
TRANSCRIPT("lifecycle_stdio_flag")
TRANSCRIPT("lifecycle_eof")
TRANSCRIPT("lifecycle_requests_after_shutdown")
TRANSCRIPT("lifecycle_input_after_exit")
// (b) errors
TRANSCRIPT("errors_before_initialize")
TRANSCRIPT("errors_framing")
TRANSCRIPT("errors_huge_body")
TRANSCRIPT("errors_huge_length_eof")
TRANSCRIPT("errors_requests")
TRANSCRIPT("errors_lone_surrogate")
TRANSCRIPT("errors_cancel")
TRANSCRIPT_NATIVE("errors_render_bounds")
// (c) features on real printouts
TRANSCRIPT("features_aot_pair")
TRANSCRIPT("features_source_lens")
TRANSCRIPT("features_source_no_dump")
TRANSCRIPT("features_source_definition")
TRANSCRIPT("features_source_redetect")
TRANSCRIPT("features_edits")
TRANSCRIPT("features_careless_edits")
TRANSCRIPT("features_siblings")
TRANSCRIPT("features_debug_folder_kernels")
TRANSCRIPT("features_fxlens_requests")
TRANSCRIPT("features_preview_groups")
TRANSCRIPT("features_rename")
TRANSCRIPT("features_sibling_paths")
TRANSCRIPT_NATIVE("features_sibling_watch")
TRANSCRIPT_NATIVE("features_render_graph")
TRANSCRIPT("features_render_kernels")
TRANSCRIPT("features_makefx_pair")
TRANSCRIPT("features_memory")
TRANSCRIPT("features_diff")
TRANSCRIPT("features_run")
TRANSCRIPT("features_unmatched_on_disk")
TRANSCRIPT("features_positions_utf16")
TRANSCRIPT("features_positions_utf8")
TRANSCRIPT("features_document_digest")
TRANSCRIPT("features_magi_siblings")
TRANSCRIPT("features_trace")
TRANSCRIPT("features_detect")
// (d) the WebAssembly server's own behaviour
TRANSCRIPT_WASI("wasi_render_graph")
TRANSCRIPT_WASI("wasi_sibling_poll")

TEST_CASE("transcript: every scenario file has a test case", "[lsp][transcript]") {
  std::set<std::string> files;
  for (const auto& e : std::filesystem::directory_iterator(FXLENS_TRANSCRIPT_DIR))
    if (e.path().extension() == ".transcript") files.insert(e.path().stem().string());
  for (const std::string& f : files) {
    INFO("tests/lsp/transcripts/" << f << ".transcript has no TRANSCRIPT(\"" << f << "\") line in test_transcripts.cpp");
    CHECK(registered().count(f) == 1);
  }
  for (const std::string& r : registered()) {
    INFO("TRANSCRIPT(\"" << r << "\") has no file tests/lsp/transcripts/" << r << ".transcript");
    CHECK(files.count(r) == 1);
  }
}
