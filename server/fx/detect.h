// Is a text a PyTorch FX graph printout? The one detector editors ask (the VS Code extension, through the
// server's `fxlens/detect`), so that a file lights up exactly when the engine can analyse it: it runs the engine's
// own segmenter (parseDocument) on the text's head and improves whenever the segmenter learns a new form.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace fx {

enum class Verdict : uint8_t {
  Printout,  // the engine reads at least one FX graph
  Almost,    // strong FX markers (`torch.ops.aten.`, `primals_1`, `[num_users=`, ...) but no graph the engine reads
  No,
};
const char* toString(Verdict);  // "printout", "almost", "no"

struct Detection {
  Verdict verdict = Verdict::No;
  int graphs = 0;           // FX printouts the engine found in the head (a nested submodule counts with its parent)
  std::string reason;       // one sentence, for a log line or a hint
  std::vector<std::string> seen;  // for Almost: the markers seen, with their line ("`torch.ops.aten.` (line 12)")
};

// How much of a text is read: a 100 MB log costs what its first 256 KiB cost.
inline constexpr size_t kDetectHeadBytes = 256 * 1024;

// The first `limit` bytes of `text`, cut after the last line end in them (the whole text when it is shorter).
std::string_view detectionHead(std::string_view text, size_t limit = kDetectHeadBytes);

// The verdict on `text` (only its head is read). `fileName` (a path or a base name, may be empty) is supporting
// evidence only: a dump name (`... Forward graph 0.py`, `aot_forward_graph_1.txt`, `*.fxgraph`) lets a graph with
// nothing FX-specific in it count, it never makes a printout of a text the engine reads no graph in.
Detection detectPrintout(std::string_view text, std::string_view fileName);

}  // namespace fx
