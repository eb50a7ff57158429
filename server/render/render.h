// Lay out and render DOT in-process with Graphviz's C library (gvc + cgraph); no `dot` subprocess.
#pragma once

#include <functional>
#include <optional>
#include <string>

namespace fxr {

// Render `dot` as "svg", "pdf", "png" or "dot" (the DOT as given). Returns nullopt and sets `error` when the DOT
// does not parse, the layout or the renderer fails, or an SVG holds markup that is not Graphviz's own.
// Graphviz is not thread-safe: calls are serialized.
std::optional<std::string> renderDot(const std::string& dot, const std::string& format, std::string& error);

// renderDot in a child process (fork, no exec: the same linked Graphviz), so that a long layout can be stopped:
// `cancelled` is polled every few milliseconds while the child works, and when it returns true the child is
// killed and `error` says "cancelled". A crash inside Graphviz ends the child, not the caller. For the language
// server, where a full layout of a big graph can take minutes and the user may give up on it.
std::optional<std::string> renderDotCancellable(const std::string& dot, const std::string& format, std::string& error,
                                                const std::function<bool()>& cancelled);

// The SVG check renderDot applies: removes <script> elements, and returns false (with a reason) when an element
// or attribute that Graphviz does not write appears (raw document text that escaped escaping).
bool sanitizeSvg(std::string& svg, std::string& error);

}  // namespace fxr
