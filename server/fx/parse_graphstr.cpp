// The `str(gm.graph)` form:
//   graph():
//       %x : [#users=1] = placeholder[target=x]
//       %relu : f32[8, 16] [num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%x,), kwargs = {})
//       return (relu,)
// Also home of the helpers shared with the print_tabular parser (declared again in parse_tabular.cpp).
#include <algorithm>
#include <charconv>

#include "parse_forms.h"
#include "scan.h"

namespace fx::detail {

using scan::isClose;
using scan::isOpen;
using scan::matchClose;
using scan::wrapped;

namespace {

void flattenInto(std::string_view text, uint32_t base, std::vector<Arg>& args, std::vector<Use>& uses, int depth) {
  ArgSplit split = splitArgs(text, base, 0, false);
  // A return value never has keywords; anything splitArgs took for one is a positional item here.
  std::vector<Arg> items = std::move(split.args);
  size_t useAt = 0;
  for (size_t k = 0; k < items.size(); ++k) {
    Arg& a = items[k];
    std::vector<Use> own;
    for (; useAt < split.uses.size() && split.uses[useAt].arg == static_cast<int>(k); ++useAt)
      own.push_back(split.uses[useAt]);
    if (depth < 32 && wrapped(a.text)) {  // a slice of one line: text offsets are document offsets
      std::string_view whole = a.text;
      flattenInto(whole.substr(1, whole.size() - 2), a.at + 1, args, uses, depth + 1);
      continue;
    }
    for (auto& u : own) {
      u.arg = static_cast<int>(args.size());
      uses.push_back(std::move(u));
    }
    args.push_back(std::move(a));
  }
}

}  // namespace

void appendSplit(ArgSplit& into, ArgSplit&& split) {
  const int argBase = static_cast<int>(into.args.size());
  const int kwBase = static_cast<int>(into.kwargs.size());
  for (auto& u : split.uses) {
    u.arg = u.arg >= 0 ? u.arg + argBase : u.arg - kwBase;
    into.uses.push_back(u);
  }
  into.args.insert(into.args.end(), split.args.begin(), split.args.end());
  into.kwargs.insert(into.kwargs.end(), split.kwargs.begin(), split.kwargs.end());
}

void flattenOutputs(std::string_view text, uint32_t base, ArgSplit& into) {
  ArgSplit split;
  flattenInto(text, base, split.args, split.uses, 0);
  appendSplit(into, std::move(split));
}

}  // namespace fx::detail

namespace fx {

namespace {

using detail::matchClose;

bool identChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

constexpr std::pair<std::string_view, OpKind> kOps[] = {
    {"placeholder", OpKind::Placeholder}, {"call_function", OpKind::CallFunction},
    {"call_method", OpKind::CallMethod},  {"call_module", OpKind::CallModule},
    {"get_attr", OpKind::GetAttr},
};

// Position of the first `= <op>[` in `s` at or after `from`; sets `op` and `opLen` (length of `<op>`).
size_t findOp(std::string_view s, size_t from, OpKind& op, size_t& opLen) {
  for (size_t p = s.find("= ", from); p != std::string_view::npos; p = s.find("= ", p + 1)) {
    std::string_view rest = s.substr(p + 2);
    for (auto [name, kind] : kOps)
      if (rest.size() > name.size() && rest.starts_with(name) && rest[name.size()] == '[') {
        op = kind;
        opLen = name.size();
        return p;
      }
  }
  return std::string_view::npos;
}

// `[#users=N]` or `[num_users=N]` inside the header between `:` and `=`; erases it from `typeText`.
int takeUsers(std::string_view header, std::string_view& typeText, size_t& typeEnd) {
  typeText = header;
  typeEnd = header.size();
  for (std::string_view pat : {"[#users=", "[num_users="}) {
    size_t p = header.find(pat);
    if (p == std::string_view::npos) continue;
    size_t q = header.find(']', p);
    if (q == std::string_view::npos) return -1;
    int n = -1;
    if (!scan::parseInt(header.substr(p + pat.size(), q - p - pat.size()), n)) n = -1;
    typeText = header.substr(0, p);
    typeEnd = p;
    return n;
  }
  return -1;
}

// Parse one `%name : ... = op[target=...](...)` line. `t` is the line text from the `%`; `off` its document offset.
bool parseNodeLine(const Graph& g, std::string_view t, uint32_t off, Node& n) {
  if (t.size() < 2 || t[0] != '%') return false;
  size_t e = 1;
  while (e < t.size() && identChar(t[e])) ++e;
  if (e == 1) return false;
  n.name = g.keepAt(t.substr(1, e - 1), off + 1);
  size_t c = e;
  while (c < t.size() && t[c] == ' ') ++c;
  if (c >= t.size() || t[c] != ':') return false;

  size_t opLen = 0;
  size_t eq = findOp(t, c + 1, n.op, opLen);
  if (eq == std::string_view::npos) return false;
  std::string_view typeText;
  size_t typeEnd = 0;
  n.printedUsers = static_cast<int16_t>(std::min(takeUsers(t.substr(c + 1, eq - c - 1), typeText, typeEnd), 32767));
  if (!trim(typeText).empty()) n.type = g.keepType(typeText);

  // op[target=...]
  size_t open = eq + 2 + opLen;  // the '['
  size_t close = matchClose(t, open);
  if (close == std::string_view::npos) return false;
  std::string_view inside = t.substr(open + 1, close - open - 1);
  if (inside.substr(0, 7) != "target=") return false;
  n.target = g.keep(trim(inside.substr(7)));

  std::string_view rest = t.substr(close + 1);
  if (n.op == OpKind::Placeholder || n.op == OpKind::GetAttr) {
    // `(default=None)` may follow a placeholder; nothing else may follow.
    if (rest.empty()) return true;
    size_t p = close + 1;
    if (t[p] != '(' || matchClose(t, p) != t.size() - 1) return false;
    return n.op == OpKind::Placeholder;
  }

  // (args = (...), kwargs = {...})
  if (rest.substr(0, 8) != "(args = " || matchClose(t, close + 1) != t.size() - 1) return false;
  size_t argsOpen = close + 9;
  size_t argsClose = matchClose(t, argsOpen);
  if (argsClose == std::string_view::npos || t[argsOpen] != '(') return false;
  ArgSplit all = splitArgs(t.substr(argsOpen + 1, argsClose - argsOpen - 1),
                           off + static_cast<uint32_t>(argsOpen + 1), '%', false);
  std::string_view after = t.substr(argsClose + 1);
  if (after.substr(0, 11) == ", kwargs = ") {
    size_t kwOpen = argsClose + 12;
    size_t kwClose = matchClose(t, kwOpen);
    if (kwClose == std::string_view::npos || t[kwOpen] != '{') return false;
    detail::appendSplit(all, splitArgs(t.substr(kwOpen + 1, kwClose - kwOpen - 1),
                                       off + static_cast<uint32_t>(kwOpen + 1), '%', false));
  }
  detail::store(g, n, std::move(all));
  return true;
}

// `return X` / `return` → the output node.
bool parseReturnLine(const Graph& g, std::string_view t, uint32_t off, Node& n) {
  if (t.substr(0, 6) != "return" || (t.size() > 6 && t[6] != ' ')) return false;
  n.name = "output";
  n.op = OpKind::Output;
  n.target = "output";  // its name is written `return` (Graph::nameRange)
  size_t p = 6;
  while (p < t.size() && t[p] == ' ') ++p;
  ArgSplit outs;
  detail::flattenOutputs(t.substr(p), off + static_cast<uint32_t>(p), outs);
  detail::store(g, n, std::move(outs));
  return true;
}

// A line that was meant to be a node but did not parse.
bool looksLikeNodeLine(std::string_view t) {
  if (!t.empty() && t[0] == '%') return true;
  OpKind op;
  size_t opLen = 0;
  return findOp(t, 0, op, opLen) != std::string_view::npos;
}

}  // namespace

void parseGraphStrForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out) {
  if (i >= lines.size()) return;
  Graph g = detail::startGraph(ctx, lines[i], Form::GraphStr);

  size_t j = i + 1;
  detail::reserveRows(g, lines, j, [](std::string_view t) { return !t.empty() && t[0] == '%'; });  // + return
  for (; j < lines.size(); ++j) {
    const LogicalLine& ll = lines[j];
    std::string_view t = trim(ll.text);
    if (t.empty()) break;
    uint32_t off = ll.at(static_cast<size_t>(t.data() - ll.text.data()));
    Node n;
    bool isReturn = parseReturnLine(g, t, off, n);
    if (!isReturn && !parseNodeLine(g, t, off, n)) {
      if (!looksLikeNodeLine(t)) break;
      // A node line that does not parse (cut mid-line, edited) is diagnosed where it is, and the lines after it
      // are still read: one bad line does not drop the rest of the graph.
      ctx.error(off, off + static_cast<uint32_t>(t.size()), "unparseable-line",
                "this line of a graph printout could not be parsed as a node");
      g.lastLine = ll.docLine;
      g.range.end = off + static_cast<uint32_t>(t.size());
      continue;
    }
    n.defRange = {off, off + static_cast<uint32_t>(t.size())};
    // A name bound twice (a line pasted again): diagnosed, and not made a node (see duplicateName).
    const int first = isReturn ? -1 : g.find(n.name);
    if (first >= 0)
      ctx.diagnostics.push_back(duplicateName(g, first, g.nameRange(n)));
    else
      g.nodes.push_back(std::move(n)), g.indexNode(static_cast<int>(g.nodes.size()) - 1);
    g.lastLine = ll.docLine;
    g.range.end = off + static_cast<uint32_t>(t.size());
    if (isReturn) {
      ++j;
      break;
    }
  }
  i = j;
  detail::finishGraph(std::move(g), out);
}

}  // namespace fx
