// Rendering in WebAssembly (render.h): WASI cannot start a process, so there is no layout helper and no Graphviz.
// The DOT is the one format there is; the language server answers the preview with it for the client to lay out
// (ServerOptions::serverLayout, docs/WASM.md).
#include "render.h"

namespace fxr {

bool layoutAvailable() { return false; }

std::string layoutHelperPath() { return {}; }

std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>&, const RenderLimits&) {
  if (format == "dot") return dot;
  error = "this fxlens is the WebAssembly build, which cannot start the layout helper (fxlens-layout): only the "
          "DOT text can be written (--format dot); lay it out with Graphviz, or use the native fxlens";
  return std::nullopt;
}

}  // namespace fxr
