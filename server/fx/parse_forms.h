// The three printout forms. Each parser starts at lines[i] (the form's first line, already recognized by
// the segmenter), consumes the graph's lines, leaves `i` on the first line after it, and appends to `out`.
#pragma once

#include <vector>

#include "lines.h"
#include "model.h"

namespace fx {

struct FormContext {
  const Document& doc;
  int docIndex;
  std::vector<Diagnostic>& diagnostics;
  void error(uint32_t begin, uint32_t end, std::string code, std::string message);
  void warn(uint32_t begin, uint32_t end, std::string code, std::string message);
};

// A name bound a second time in one graph (FX never does that: a careless edit or paste). The second binding is
// not made a node: every later step (linking, association and pairing by name, the editor's lookups) holds one
// node per name, as FX does, and hover and definition then lead to the first binding, which is the printout's own.
// The error sits on the second binding's name and points at the first.
Diagnostic duplicateName(const Graph& g, int first, Range second);

// `class X(torch.nn.Module):` and/or `def forward(self, ...):` (gm.code, print_readable, depyf files).
// May produce several graphs (nested submodule classes).
void parseCodeForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out);
// `graph():` followed by `%name : [#users=N] = op[target=...](args = (...), kwargs = {...})` lines.
void parseGraphStrForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out);
// `graph.print_tabular()`: `opcode  name  target  args  kwargs` header, dashes, one row per node.
void parseTabularForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out);

// Shared by all forms: split an argument list text (without the outer parentheses) into Args and Uses.
// `base` is the document offset of `text[0]`. Names are recorded as uses only if `isName` says so;
// `sigil` is '%' for str(graph) (then only `%name` counts as a reference).
struct ArgSplit {
  std::vector<Arg> args;
  std::vector<KwArg> kwargs;
  std::vector<Use> uses;
};
// The strings of the result are views into `text`; detail::store makes them the graph's.
ArgSplit splitArgs(std::string_view text, uint32_t base, char sigil, bool kwEquals);
// The same into `out` (cleared first, its capacity reused across calls). With `inside`, `text` must be the
// inside of one pair of brackets: false, with `out` unspecified, when a bracket of depth 0 closes in it, or its
// brackets or quotes are left open at the end (`(` + text + `)` would not be one bracketed group).
bool splitArgsInto(std::string_view text, uint32_t base, char sigil, bool kwEquals, ArgSplit& out, bool inside);

namespace detail {
// Shared by the str(graph) and print_tabular parsers (defined in parse_graphstr.cpp).
// Give a node its lists, stored in the graph's arena, with strings kept by the graph (Graph::keepAt: views
// into the document where the text is the document's). Ranges must already be document ranges.
void store(const Graph& g, Node& n, ArgSplit& split);  // rewrites split's strings
inline void store(const Graph& g, Node& n, ArgSplit&& split) { store(g, n, split); }
void appendSplit(ArgSplit& into, ArgSplit&& more);
void flattenOutputs(std::string_view text, uint32_t base, ArgSplit& into);
// A new graph of `form` whose printout starts at `head` (title "graph", compile id from the log prefix).
Graph startGraph(const FormContext& ctx, const LogicalLine& head, Form form);
// Link a parsed graph and hand it over, unless it has no node (a header with nothing under it).
void finishGraph(Graph&& g, std::vector<Graph>& out);
// Room for one node per line, from `from`, of the run of lines that `isRow` accepts (of their trimmed text):
// reserved once, the node vector of a str(graph) or print_tabular body neither doubles past the graph nor is
// copied as it grows (a third more memory for those forms). Stops at the first other line, so a log's lines after
// a graph are not counted.
template <class IsRow>
void reserveRows(Graph& g, const std::vector<LogicalLine>& lines, size_t from, IsRow isRow) {
  size_t k = from;
  while (k < lines.size() && isRow(trim(lines[k].text))) ++k;
  g.nodes.reserve(g.nodes.size() + (k - from) + 1);
}
}  // namespace detail

}  // namespace fx

namespace fx {
// Does this logical line start a Python-form graph (`class X(...Module):` or `def forward(`)?
bool startsCodeForm(std::string_view text);
}  // namespace fx
