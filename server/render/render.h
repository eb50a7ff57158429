// Render DOT to SVG / PDF / PNG. The layout runs in `fxlens-layout`, a helper executable linked with Graphviz's C
// library (gvc + cgraph; graphviz.h), started with fork + exec: no `dot` subprocess, and fxlens itself does not load
// Graphviz's libraries, so `fxlens analyze` and the language server start without them.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace fxr {

// Bounds on one render: a layout that runs past `timeout` (0: none) or a picture larger than `maxOutput` bytes is
// stopped, the helper killed, and the error says so, followed by `hint` (what the caller's user can do about it:
// a smaller node budget, a focus).
struct RenderLimits {
  std::chrono::milliseconds timeout{0};
  size_t maxOutput = size_t{256} << 20;
  std::string hint;
};

// Render `dot` as "svg", "pdf", "png" or "dot" (the DOT as given) in the helper process, so that a long layout can
// be stopped: `cancelled` (may be empty) is polled every few milliseconds while the helper works, and when it
// returns true the helper is killed and `error` says "cancelled"; `limits` stop it the same way. A crash inside
// Graphviz ends the helper, not the caller; a helper that cannot be started is an error that names it. Returns
// nullopt and sets `error` when the DOT does not parse, the layout or the renderer fails, a limit is hit, or an
// SVG holds markup that is not Graphviz's own.
std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>& cancelled,
                                                const RenderLimits& limits = {});

// Can this build lay out at all? The native one starts the helper; WebAssembly (render_wasi.cpp) cannot start a
// process, and renders "dot" only.
bool layoutAvailable();

// Where the helper is: $FXLENS_LAYOUT, else `fxlens-layout` next to the running executable. Nothing else: a path
// baked in at build time would run whatever sits there later (test binaries in other folders set FXLENS_LAYOUT).
std::string layoutHelperPath();

}  // namespace fxr
