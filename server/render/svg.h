#pragma once

#include <string>

namespace fxr {

// The SVG check every render applies: removes <script> elements, and returns false (with a reason) when an element
// or attribute that Graphviz does not write appears (raw document text that escaped escaping).
bool sanitizeSvg(std::string& svg, std::string& error);

}  // namespace fxr
