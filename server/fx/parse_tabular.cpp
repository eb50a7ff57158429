// The `gm.graph.print_tabular()` form (tabulate's plain format):
//   opcode         name     target               args        kwargs
//   -------------  -------  -------------------  ----------  --------
//   placeholder    x        x                    ()          {}
//   call_function  relu     aten.relu.default    (x,)        {}
//   output         output   output               ((relu,),)  {}
// Cells overflow their columns when a target or argument list is wide, so each row is parsed from both ends:
// opcode and name are the first two tokens, kwargs the trailing `{...}`, args the `(...)` before it,
// and the target whatever lies between.
#include "parse_forms.h"
#include "scan.h"


namespace fx {

namespace {

bool isSpace(char c) { return c == ' ' || c == '\t'; }

bool opcodeOf(std::string_view w, OpKind& op) {
  static constexpr std::pair<std::string_view, OpKind> kOps[] = {
      {"placeholder", OpKind::Placeholder}, {"call_function", OpKind::CallFunction},
      {"call_method", OpKind::CallMethod},  {"call_module", OpKind::CallModule},
      {"get_attr", OpKind::GetAttr},        {"output", OpKind::Output},
  };
  for (auto [name, kind] : kOps)
    if (w == name) {
      op = kind;
      return true;
    }
  return false;
}

// The dashes line under the header: only '-' runs separated by blanks.
bool isDashes(std::string_view t) {
  t = trim(t);
  if (t.empty() || t[0] != '-') return false;
  for (char c : t)
    if (c != '-' && !isSpace(c)) return false;
  return true;
}

// `s[close]` is ')' or '}': the index of its opening bracket, scanning backwards (npos if unbalanced).
size_t matchOpenBackward(std::string_view s, size_t close) {
  int depth = 0;
  for (size_t k = close + 1; k-- > 0;) {
    char c = s[k];
    if (c == '\'' || c == '"') {  // skip a quoted string
      size_t q = k == 0 ? std::string_view::npos : s.rfind(c, k - 1);
      if (q == std::string_view::npos) return std::string_view::npos;
      k = q;
      continue;
    }
    if (c == ')' || c == ']' || c == '}') ++depth;
    else if ((c == '(' || c == '[' || c == '{') && --depth == 0) return k;
  }
  return std::string_view::npos;
}

// The next whitespace-separated token of `t` at or after `p`; `p` ends after it.
std::string_view token(std::string_view t, size_t& p, size_t& start) {
  while (p < t.size() && isSpace(t[p])) ++p;
  start = p;
  while (p < t.size() && !isSpace(t[p])) ++p;
  return t.substr(start, p - start);
}

enum class Row { Node, NotARow, Malformed };

// Parse one table row. `t` is the line's text, `base` the document offset of t[0].
Row parseRow(const Graph& g, std::string_view t, uint32_t base, Node& n) {
  size_t p = 0, start = 0;
  if (!opcodeOf(token(t, p, start), n.op)) return Row::NotARow;
  std::string_view name = token(t, p, start);
  if (name.empty()) return Row::Malformed;
  n.name = g.keepAt(name, base + static_cast<uint32_t>(start));
  const size_t nameEnd = p;

  size_t e = t.size();
  while (e > nameEnd && isSpace(t[e - 1])) --e;
  if (e <= nameEnd || t[e - 1] != '}') return Row::Malformed;
  size_t kwOpen = matchOpenBackward(t, e - 1);
  if (kwOpen == std::string_view::npos || kwOpen <= nameEnd) return Row::Malformed;
  size_t a = kwOpen;
  while (a > nameEnd && isSpace(t[a - 1])) --a;
  if (a <= nameEnd || t[a - 1] != ')') return Row::Malformed;
  size_t argsOpen = matchOpenBackward(t, a - 1);
  if (argsOpen == std::string_view::npos || argsOpen <= nameEnd || !isSpace(t[argsOpen - 1]))
    return Row::Malformed;
  std::string_view target = trim(t.substr(nameEnd, argsOpen - nameEnd));
  if (target.empty()) return Row::Malformed;
  n.target = target == "<built-in function getitem>" ? Str("operator.getitem") : g.keep(target);

  std::string_view argsInside = t.substr(argsOpen + 1, a - 1 - argsOpen - 1);
  uint32_t argsBase = base + static_cast<uint32_t>(argsOpen + 1);
  ArgSplit all;
  if (n.op == OpKind::Output) {
    detail::flattenOutputs(argsInside, argsBase, all);
  } else if (n.op != OpKind::Placeholder) {  // a placeholder's args are its default value, not inputs
    all = splitArgs(argsInside, argsBase, 0, false);
    detail::appendSplit(all, splitArgs(t.substr(kwOpen + 1, e - 1 - kwOpen - 1),
                                       base + static_cast<uint32_t>(kwOpen + 1), 0, false));
  }
  detail::store(g, n, std::move(all));
  return Row::Node;
}

}  // namespace

void parseTabularForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out) {
  if (i >= lines.size()) return;
  Graph g = detail::startGraph(ctx, lines[i], Form::Tabular);

  size_t j = i + 1;
  if (j < lines.size() && isDashes(lines[j].text)) {
    g.lastLine = lines[j].docLine;
    g.range.end = lines[j].end();
    ++j;
  }
  detail::reserveRows(g, lines, j, [](std::string_view t) {
    OpKind op;
    return opcodeOf(t.substr(0, t.find_first_of(" \t")), op);
  });
  for (; j < lines.size(); ++j) {
    const LogicalLine& ll = lines[j];
    std::string_view t = trim(ll.text);
    if (t.empty()) break;
    uint32_t off = ll.at(static_cast<size_t>(t.data() - ll.text.data()));
    uint32_t end = off + static_cast<uint32_t>(t.size());
    Node n;
    Row r = parseRow(g, t, off, n);
    if (r == Row::NotARow) break;
    g.lastLine = ll.docLine;
    g.range.end = end;
    if (r == Row::Malformed) {
      ctx.error(off, end, "unparseable-line", "this row of a print_tabular table could not be parsed");
      ++j;
      break;
    }
    n.defRange = {off, end};
    bool isOutput = n.op == OpKind::Output;
    // A row pasted twice: diagnosed, and not made a node (see duplicateName).
    if (const int first = isOutput ? -1 : g.find(n.name); first >= 0) {
      ctx.diagnostics.push_back(duplicateName(g, first, g.nameRange(n)));
      continue;
    }
    g.nodes.push_back(std::move(n));
    g.indexNode(static_cast<int>(g.nodes.size()) - 1);
    if (isOutput) {
      ++j;
      break;
    }
  }
  i = j;
  detail::finishGraph(std::move(g), out);
}

}  // namespace fx
