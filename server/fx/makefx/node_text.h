// What the make_fx association reads off a printed node: its op under one name for the in-place and functional
// variants, the attribute a get_attr fetches, literal arguments compared by value, and the elements of a printed
// list argument.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "fx/model.h"

namespace fx::makefx {

inline bool validNode(const Graph& g, int i) { return i >= 0 && i < static_cast<int>(g.nodes.size()); }

// The attribute a get_attr node fetches, without `self.`: `_tensor_constant0`.
std::string_view attrName(const Node& n);

// Short op name, the in-place variant folded onto the functional one (`relu_` → `relu`): the op table names the
// functional ops only.
std::string functionalOp(const Node& n);

// t / transpose / permute: a saved value reached through one of these is the table's `via` "t|permute|...".
bool isTransposeOp(std::string_view op);

// Positional argument k printed as a literal (no node reference in it): its text.
bool literalArg(const Node& n, int k, std::string_view& text);

// The literal without spaces and `%` (a node reference printed inside it): `( 1, 2 )` and `(1,2)` are one value.
std::string compactLiteral(std::string_view s);

// Two printed literals are the same value: equal text once spaces are dropped, or equal numbers (`1` and `1.0`).
bool literalEqual(std::string_view a, std::string_view b);

// Top-level elements of a printed list / tuple argument, a leading `%` dropped:
// "[None, _tensor_constant0]" → {"None", "_tensor_constant0"}. Anything else → {}.
std::vector<std::string_view> listElements(std::string_view text);

}  // namespace fx::makefx
