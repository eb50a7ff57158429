// Graphviz in-process (gvc + cgraph). Only `fxlens-layout` (layout_main.cpp) and the renderer's tests link this;
// everything else renders through render.h's helper process.
#pragma once

#include <optional>
#include <string>

namespace fxr {

// Render `dot` as "svg", "pdf", "png" or "dot" (the DOT as given). Returns nullopt and sets `error` when the DOT
// does not parse, the layout or the renderer fails, or an SVG holds markup that is not Graphviz's own
// (sanitizeSvg). Graphviz is not thread-safe: calls are serialized.
std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error);

// The Graphviz plugins bundled beside `exeDir` (the .vsix's server/lib/graphviz, with its config6a): when that
// folder exists and GVBINDIR is not set, GVBINDIR is set to it, so that the bundled libgvc loads the bundled
// plugins and never the system's (which may belong to another Graphviz version). Call before the first
// renderDot. Returns whether the bundled folder is used; the error messages then say to reinstall the extension.
bool useBundledPlugins(const std::string& exeDir);

}  // namespace fxr
