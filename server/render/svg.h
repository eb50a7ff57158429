#pragma once

#include <string>
#include <string_view>

namespace fxr {

// The SVG check every render applies: the SVG is read as markup (elements, attributes with quoted values, text,
// comments, CDATA, the XML declaration and DOCTYPE), and refused (false, with a reason) when it holds an element
// Graphviz does not write (<script>, <foreignObject>, <style>, ...), an attribute named on* (an event handler), an
// href whose URL has a scheme other than http or https (javascript:, data:, file:, ...), a processing instruction
// other than the XML declaration, a DOCTYPE with an internal subset, or markup that does not parse. Text and
// attribute values are inert: `onesided=True` in a tooltip or `javascript:` in a label are allowed.
bool sanitizeSvg(std::string_view svg, std::string& error);

}  // namespace fxr
