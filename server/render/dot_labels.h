// What the picture's texts say: a node's lines (name, target, saved bytes, recomputation, inputs not drawn), its
// tooltip, a summary's lines and the title. Unescaped lines: dot.cpp escapes them into labels (dot_text.h).
#pragma once

#include <string>
#include <vector>

#include "plan_visible.h"

namespace fxr {

std::vector<std::string> nodeLines(const Picture& p, const Visible& v, int k);
// Category, graph, and the call with its arguments as printed (cut at ~300 bytes).
std::string tooltip(const fx::Node& n, const fx::Graph& g);
std::vector<std::string> summaryLines(const Picture& p, const Visible& v, int summary);
std::vector<std::string> titleLines(const Picture& p, const Visible& v, const RenderOptions& opts, bool quickLayout,
                                    bool pinnedLayout = false);

}  // namespace fxr
