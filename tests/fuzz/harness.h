// The bodies of the fuzz targets, as plain functions: the libFuzzer entry points (fuzz_*_main.cpp, clang) call
// them, and so does fxlens_fuzz_replay (replay.cpp, any compiler), which replays the seeds and the regressions in
// the ordinary builds. Both return 0; a bug shows as a crash, a sanitizer report or a hang.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace fxfuzz {

// The printout parser and the whole analysis, then every field of the result (the CLI's JSON and text reports,
// the DOT plan of the renderer), then the editor features on it (server/editor/features: symbols, semantic tokens,
// folding, code lens, inlay hints, associations, hover/definition/references/highlights at some names, the
// preview's plan). The input is 1 to 3 documents:
//   SELECTOR TEXT [kDocSeparator SELECTOR TEXT [kDocSeparator SELECTOR TEXT]]
// SELECTOR is one byte: its low 4 bits pick the document's file name (kFileNames; names drive roles and
// pairing), bit 0x80 gives it the explicit pairing key shared by every document that has it (fxlens.pairWith).
// Bit 0x40 of the first selector analyzes through parseFile() + the incremental analyze() of the language
// server instead of analyze(files). More separators stay in the third document's text.
int fuzzEngineOne(const uint8_t* data, size_t size);
inline constexpr std::string_view kDocSeparator = "\n\x01%%fxlens-doc%%\n";
inline constexpr const char* kFileNames[16] = {
    "fwd.code.txt",
    "bwd.code.txt",
    "joint.code.txt",
    "forward.readable.txt",
    "backward.graph.txt",
    "forward_and_backward.code.txt",
    "__compiled_fn_1 Forward graph 0.py",
    "__compiled_fn_1 Backward graph 0.py",
    "__compiled_fn_1 Joint graph 0.py",
    "aot_forward_graph_3.txt",
    "aot_backward_graph_3.txt",
    "model.fwd.tabular.txt",
    "model.bwd.tabular.txt",
    "trace.log",
    "dump.txt",
    "graph.fxgraph",
};

// The language server from its input stream: the JSON-RPC framing reader, the message classifier, the
// dispatcher and every handler, with the workspace's analysis worker and the preview's job runner. The first
// byte picks a prelude the harness sends before the rest of the input (kLspPreludes: nothing, or an
// `initialize` with some capabilities + `initialized`), so that mutations reach the document features. The
// session ends at the end of the input: an `exit` notification in the input is replaced by an unknown
// notification of the same length (after `exit` the server would leave its reader thread running, which a
// process that goes on cannot afford; `fxlens lsp` ends the process there).
// Inputs may open documents in kSiblingDir, which the harness fills with dump files (a forward, the backward's own
// copy, a decoy, a cut one) so that sibling lookup on disk is fuzzed too.
int fuzzLspOne(const uint8_t* data, size_t size);
inline constexpr const char* kSiblingDir = "/tmp/fxlens-fuzz-siblings";
inline constexpr int kLspPreludeCount = 4;

}  // namespace fxfuzz
