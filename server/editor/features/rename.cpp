#include "rename.h"

#include <algorithm>
#include <array>
#include <set>

#include "fx/lines.h"
#include "navigation.h"

namespace fxl {

namespace {

bool identStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool identChar(char c) { return identStart(c) || (c >= '0' && c <= '9'); }

bool isIdentifier(std::string_view s) {
  return !s.empty() && identStart(s[0]) && std::all_of(s.begin(), s.end(), identChar);
}

bool isPythonKeyword(std::string_view s) {
  static constexpr std::array<std::string_view, 35> kKeywords = {
      "False", "None",   "True",    "and",      "as",   "assert", "async",  "await",    "break",
      "class", "continue", "def",   "del",      "elif", "else",   "except", "finally",  "for",
      "from",  "global", "if",      "import",   "in",   "is",     "lambda", "nonlocal", "not",
      "or",    "pass",   "raise",   "return",   "try",  "while",  "with",   "yield"};
  return std::find(kKeywords.begin(), kKeywords.end(), s) != kKeywords.end();
}

// Whether `name` at [b, e) of a line is a keyword argument's key (`dim = 1` after `(` or `,` in a call), not a
// value; an assignment target (`relu = ...`, the clean-up `t_3 = relu = None`) is the value's own name.
bool isKeywordKey(std::string_view line, size_t b, size_t e) {
  size_t k = e;
  while (k < line.size() && line[k] == ' ') ++k;
  if (k >= line.size() || line[k] != '=' || (k + 1 < line.size() && line[k + 1] == '=')) return false;
  size_t p = b;
  while (p > 0 && line[p - 1] == ' ') --p;
  return p > 0 && (line[p - 1] == '(' || line[p - 1] == ',');
}

// Every whole-word `name` in line [lb, le) of `text` that stands for a value: not inside a comment or a string,
// not an attribute (`self.relu`, `aten.relu.default`), not a keyword argument's key, not in a log prefix.
void occurrencesInLine(std::string_view text, uint32_t lb, uint32_t le, std::string_view name, int doc,
                       std::vector<Target>& out) {
  const std::string_view line = text.substr(lb, le - lb);
  for (size_t i = fx::logPrefixLength(line); i < line.size(); ++i) {
    const char c = line[i];
    if (c == '#') return;  // a comment to the end of the line
    if (c == '\'' || c == '"') {
      const size_t close = line.find(c, i + 1);
      if (close == std::string_view::npos) return;
      i = close;
      continue;
    }
    if (!identStart(c) || (i > 0 && (identChar(line[i - 1]) || line[i - 1] == '.'))) continue;
    size_t e = i;
    while (e < line.size() && identChar(line[e])) ++e;
    if (line.substr(i, e - i) == name && !isKeywordKey(line, i, e))
      out.push_back({doc, {lb + static_cast<uint32_t>(i), lb + static_cast<uint32_t>(e)}});
    i = e - 1;
  }
}

// The occurrences of `name` in graph `g`'s printout, line by line, leaving out the graphs printed inside it (a
// higher-order op's subgraphs have names of their own).
void occurrencesInGraph(const Snapshot& snap, int g, std::string_view name, std::vector<Target>& out) {
  const fx::Graph& graph = snap.analysis().graphs[g];
  const size_t first = out.size();
  const std::string_view text = snap.analysis().docs[graph.doc].text;
  uint32_t lb = std::min<uint32_t>(graph.range.begin, static_cast<uint32_t>(text.size()));
  while (lb > 0 && text[lb - 1] != '\n') --lb;  // from the start of the graph's first line
  const uint32_t end = std::min<uint32_t>(graph.range.end, static_cast<uint32_t>(text.size()));
  while (lb < end) {
    size_t le = text.find('\n', lb);
    if (le == std::string_view::npos || le > end) le = end;
    occurrencesInLine(text, lb, static_cast<uint32_t>(le), name, graph.doc, out);
    lb = static_cast<uint32_t>(le) + 1;
  }
  for (const fx::Graph& child : snap.analysis().graphs)
    if (child.parent == g)
      out.erase(std::remove_if(out.begin() + static_cast<long>(first), out.end(),
                               [&](const Target& t) {
                                 return t.range.begin >= child.range.begin && t.range.end <= child.range.end;
                               }),
                out.end());
}

}  // namespace

RenameTarget renameTarget(const Snapshot& snap, int doc, uint32_t offset) {
  RenameTarget t;
  const std::optional<Occurrence> occ = doc >= 0 && doc < snap.docCount() ? snap.at(doc, offset) : std::nullopt;
  const fx::Node* n = occ ? snap.node(occ->node) : nullptr;
  if (!n) {
    t.error = "no node name here: rename works on the names of a graph's nodes and inputs";
    return t;
  }
  if (n->op == fx::OpKind::Output) {
    t.error = "`return` is not a name: rename the values it returns";
    return t;
  }
  t.range = occ->range;
  t.name = std::string(n->name);
  return t;
}

RenameEdits rename(const Snapshot& snap, int doc, uint32_t offset, std::string_view newName) {
  RenameEdits r;
  const RenameTarget t = renameTarget(snap, doc, offset);
  if (!t.error.empty()) {
    r.error = t.error;
    return r;
  }
  if (!isIdentifier(newName) || isPythonKeyword(newName)) {
    r.error = "`" + std::string(newName) + "` is not a Python name (letters, digits and `_`, not a keyword)";
    return r;
  }
  // The graphs the rename touches: the node's own, and those where the same value has the same name.
  std::set<int> graphs = {snap.at(doc, offset)->node.graph};
  for (const Target& ref : references(snap, doc, offset, true))
    if (const auto occ = snap.at(ref.doc, ref.range.begin); occ && snap.node(occ->node) &&
                                                           snap.node(occ->node)->name == t.name)
      graphs.insert(occ->node.graph);
  for (int g : graphs)
    if (snap.analysis().graphs[g].find(newName) >= 0) {
      r.error = "`" + std::string(newName) + "` is already a node of " + snap.analysis().graphs[g].id;
      return r;
    }
  for (int g : graphs) occurrencesInGraph(snap, g, t.name, r.edits);
  std::sort(r.edits.begin(), r.edits.end(), [](const Target& a, const Target& b) {
    return a.doc != b.doc ? a.doc < b.doc : a.range.begin < b.range.begin;
  });
  r.edits.erase(std::unique(r.edits.begin(), r.edits.end()), r.edits.end());
  return r;
}

}  // namespace fxl
