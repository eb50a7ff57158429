// Lay out and render DOT in-process with Graphviz's C library (gvc + cgraph); no `dot` subprocess.
#pragma once

#include <optional>
#include <string>

namespace fxr {

// Render `dot` as "svg", "pdf", "png" or "dot" (the DOT as given). Returns nullopt and sets `error` when the DOT
// does not parse, the layout or the renderer fails, or an SVG holds markup that is not Graphviz's own.
// Graphviz is not thread-safe: calls are serialized.
std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error);

// The SVG check renderDot applies: removes <script> elements, and returns false (with a reason) when an element
// or attribute that Graphviz does not write appears (raw document text that escaped escaping).
bool sanitizeSvg(std::string& svg, std::string& error);

}  // namespace fxr
