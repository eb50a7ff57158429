// Small helpers shared by the editor features: names and labels of graphs and nodes, byte sizes, markdown
// escaping. Plain strings and byte offsets; nothing here knows LSP.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "snapshot.h"

namespace fxl::feat {

bool validDoc(const Snapshot& s, int doc);
// The graph of a node reference, or null when the reference is out of range.
const fx::Graph* graphOf(const Snapshot& s, fx::NodeRef r);
// The node name as a string ("" for a bad reference).
std::string nodeName(const Snapshot& s, fx::NodeRef r);


// The graph(s) a graph is paired with: "bwd.py#1", "fwd.py#1 + bwd.py#1" (for a joint), "" when unpaired.
std::string partnerLabel(const Snapshot& s, int graph);

// Markdown: text with the characters markdown would interpret escaped; a code span that survives backticks.
std::string mdEscape(std::string_view text);
std::string codeSpan(std::string_view text);
// "1,234,567": counts in a title are read at a glance.
std::string withCommas(size_t n);

// Case-insensitive ASCII comparison helpers.
char lower(char c);

}  // namespace fxl::feat
