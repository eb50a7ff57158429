// Graphviz in-process (gvc + cgraph, static, plugins built in). Only `fxlens-layout` (layout_main.cpp) and the
// renderer's tests link this; everything else renders through render.h's helper process.
#pragma once

#include <optional>
#include <string>

namespace fxr {

// Render `dot` as "svg" or "dot" (the DOT as given). Returns nullopt and sets `error` when the DOT does not parse,
// the layout or the renderer fails, or the SVG holds markup that is not Graphviz's own (sanitizeSvg); "png" and
// "pdf" are errors (no cairo here: render.h has the machine's own Graphviz draw them). Graphviz is not thread-safe:
// calls are serialized.
std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error);

}  // namespace fxr
