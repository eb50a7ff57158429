// Render DOT to SVG / PDF / PNG. The layout runs in `fxlens-layout`, a helper executable linked with Graphviz's C
// library (gvc + cgraph, statically, with its plugins built in; graphviz.h), started with fork + exec: fxlens itself
// does not link Graphviz, so `fxlens analyze` and the language server start without it. PNG and PDF need cairo,
// which the helper's Graphviz leaves out: they are drawn by the machine's own Graphviz (`dot` on PATH), if any.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace fxr {

// Bounds on one render: a layout that runs past `timeout` (0: none) or a picture larger than `maxOutput` bytes is
// stopped, the child killed, and the error says so, followed by `hint` (what the caller's user can do about it:
// a smaller node budget, a focus).
struct RenderLimits {
  std::chrono::milliseconds timeout{0};
  size_t maxOutput = size_t{256} << 20;
  std::string hint;
};

// Render `dot` as "svg", "pdf", "png" or "dot" (the DOT as given) in a child process (the helper; for PNG and PDF
// `dot -Tpng|-Tpdf` from PATH, and without one a message saying to install Graphviz or render svg), so that a long
// layout can be stopped: `cancelled` (may be empty) is polled every few milliseconds while the child works, and
// when it returns true the child is killed and `error` says "cancelled"; `limits` stop it the same way. A crash
// inside Graphviz ends the child, not the caller; a program that cannot be started is an error that names it and
// why. Returns nullopt and sets `error` when the DOT does not parse, the layout or the renderer fails, a limit is
// hit, or an SVG holds markup that is not Graphviz's own.
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
