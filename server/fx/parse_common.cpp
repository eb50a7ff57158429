// Pieces shared by the three form parsers: argument splitting and diagnostics.
#include <cctype>

#include "parse_forms.h"
#include "scan.h"

namespace fx {

void FormContext::error(uint32_t begin, uint32_t end, std::string code, std::string message) {
  Diagnostic d;
  d.doc = docIndex;
  d.range = {begin, end};
  d.severity = Severity::Error;
  d.code = std::move(code);
  d.message = std::move(message);
  diagnostics.push_back(std::move(d));
}

namespace {

using scan::identChar;
using scan::identStart;

bool isPythonConstant(std::string_view w) {
  return w == "None" || w == "True" || w == "False" || w == "inf" || w == "nan" || w == "self";
}

std::string_view trimView(std::string_view s, size_t& lead) {
  lead = 0;
  while (lead < s.size() && (s[lead] == ' ' || s[lead] == '\t')) ++lead;
  size_t e = s.size();
  while (e > lead && (s[e - 1] == ' ' || s[e - 1] == '\t')) --e;
  return s.substr(lead, e - lead);
}

// Scan one top-level item for names and record them as uses of item `argIndex`.
// Returns true when the item is exactly one name.
bool scanNames(std::string_view item, uint32_t base, char sigil, int argIndex, std::vector<Use>& uses) {
  size_t count = 0;
  bool onlyName = false;
  char quote = 0;
  for (size_t i = 0; i < item.size(); ++i) {
    char c = item[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') { quote = c; continue; }
    if (sigil && c != sigil) continue;
    size_t s = sigil ? i + 1 : i;
    if (s >= item.size() || !identStart(item[s])) continue;
    if (!sigil && i > 0 && (identChar(item[i - 1]) || item[i - 1] == '.')) continue;
    size_t e = s;
    while (e < item.size() && identChar(item[e])) ++e;
    std::string_view w = item.substr(s, e - s);
    // A dotted path (torch.float32), a call (device(...)) or a keyword/constant is not a node reference.
    bool dotted = e < item.size() && item[e] == '.';
    bool call = e < item.size() && item[e] == '(';
    size_t k = e;
    while (k < item.size() && item[k] == ' ') ++k;
    bool kwKey = k < item.size() && (item[k] == '=' && (k + 1 >= item.size() || item[k + 1] != '=')) && !sigil;
    bool dictKey = !sigil && k < item.size() && item[k] == ':';
    if (!dotted && !call && !kwKey && !dictKey && !isPythonConstant(w)) {
      Use u;
      u.range = {base + static_cast<uint32_t>(s), base + static_cast<uint32_t>(e)};
      u.arg = argIndex;
      uses.push_back(std::move(u));
      ++count;
      onlyName = (i == 0 && e == item.size());
    }
    i = e - 1;
  }
  return count == 1 && onlyName;
}

}  // namespace

ArgSplit splitArgs(std::string_view text, uint32_t base, char sigil, bool kwEquals) {
  ArgSplit out;
  // Split on top-level commas.
  std::vector<std::pair<size_t, size_t>> items;
  int depth = 0;
  char quote = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\') ++i;
      else if (c == quote) quote = 0;
      continue;
    }
    if (c == '\'' || c == '"') quote = c;
    else if (c == '(' || c == '[' || c == '{') ++depth;
    else if (c == ')' || c == ']' || c == '}') --depth;
    else if (c == ',' && depth == 0) {
      items.emplace_back(start, i);
      start = i + 1;
    }
  }
  items.emplace_back(start, text.size());
  for (auto [b, e] : items) {
    size_t lead = 0;
    std::string_view raw = text.substr(b, e - b);
    std::string_view item = trimView(raw, lead);
    if (item.empty()) continue;  // trailing comma
    uint32_t ib = base + static_cast<uint32_t>(b + lead);
    Arg a;
    // keyword?  `name = value` (code form) or `name: value` (str(graph) kwargs dict)
    size_t j = 0;
    while (j < item.size() && identChar(item[j])) ++j;
    size_t k = j;
    while (k < item.size() && item[k] == ' ') ++k;
    bool isKw = j > 0 && identStart(item[0]) && k < item.size() &&
                (kwEquals ? (item[k] == '=' && (k + 1 >= item.size() || item[k + 1] != '='))
                          : (item[k] == ':'));
    if (!kwEquals && !isKw && item.size() > 2 && (item[0] == '\'' || item[0] == '"')) {
      // tabular kwargs: {'dtype': torch.float32}
      size_t q = item.find(item[0], 1);
      if (q != std::string_view::npos) {
        size_t c = q + 1;
        while (c < item.size() && item[c] == ' ') ++c;
        if (c < item.size() && item[c] == ':') {
          a.keyword = Str(item.substr(1, q - 1));
          j = q + 1;
          k = c;
          isKw = true;
        }
      }
    }
    if (isKw) {
      if (a.keyword.empty()) a.keyword = Str(item.substr(0, j));
      size_t v = k + 1;
      while (v < item.size() && item[v] == ' ') ++v;
      std::string_view val = item.substr(v);
      a.text = Str(val);
      a.range = {ib + static_cast<uint32_t>(v), ib + static_cast<uint32_t>(item.size())};
      int idx = -1 - static_cast<int>(out.kwargs.size());
      a.single = scanNames(val, a.range.begin, sigil, idx, out.uses);
      out.kwargs.push_back(std::move(a));
    } else {
      a.text = Str(item);
      a.range = {ib, ib + static_cast<uint32_t>(item.size())};
      a.single = scanNames(item, ib, sigil, static_cast<int>(out.args.size()), out.uses);
      out.args.push_back(std::move(a));
    }
  }
  return out;
}

namespace detail {

void store(const Graph& g, Node& n, ArgSplit&& sp) {
  for (auto* list : {&sp.args, &sp.kwargs})
    for (Arg& a : *list) {
      a.text = g.keepAt(a.text, a.range.begin);
      a.keyword = g.keep(a.keyword);
    }
  n.args = g.keep(sp.args);
  n.kwargs = g.keep(sp.kwargs);
  n.uses = g.keep(sp.uses);
}

Graph startGraph(const FormContext& ctx, const LogicalLine& head, Form form) {
  Graph g;
  g.form = form;
  g.doc = ctx.docIndex;
  g.docText = ctx.doc.text;
  g.title = "graph";
  g.compileId = std::string(head.compileId());
  g.firstLine = g.lastLine = head.docLine;
  std::string_view headText = trim(head.text);
  uint32_t headOff = head.at(static_cast<size_t>(headText.data() - head.text.data()));
  g.range = {headOff, headOff + static_cast<uint32_t>(headText.size())};
  return g;
}

void finishGraph(Graph&& g, std::vector<Graph>& out) {
  if (g.nodes.empty()) return;
  g.link();
  out.push_back(std::move(g));
}

}  // namespace detail

}  // namespace fx
