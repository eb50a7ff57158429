// Pieces shared by the three form parsers: argument splitting and diagnostics.
#include <cctype>

#include "parse_forms.h"
#include "scan.h"

namespace fx {

namespace {
Diagnostic formDiagnostic(int doc, uint32_t begin, uint32_t end, Severity severity, std::string code, std::string message) {
  Diagnostic d;
  d.doc = doc;
  d.range = {begin, end};
  d.severity = severity;
  d.code = std::move(code);
  d.message = std::move(message);
  return d;
}
}  // namespace

void FormContext::error(uint32_t begin, uint32_t end, std::string code, std::string message) {
  diagnostics.push_back(formDiagnostic(docIndex, begin, end, Severity::Error, std::move(code), std::move(message)));
}
void FormContext::warn(uint32_t begin, uint32_t end, std::string code, std::string message) {
  diagnostics.push_back(formDiagnostic(docIndex, begin, end, Severity::Warning, std::move(code), std::move(message)));
}

Diagnostic duplicateName(const Graph& g, int first, Range second) {
  const Node& n = g.nodes[first];
  Diagnostic d = formDiagnostic(g.doc, second.begin, second.end, Severity::Error, "duplicate-name",
                                "`" + std::string(n.name) + "` is bound a second time in this graph (FX binds each name once); "
                                "this binding is not read as a node: uses refer to the first");
  d.related.push_back({g.doc, g.nameRange(n), "first bound here"});
  return d;
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
  // 1: a name may start here, 2: a string starts here.
  static constexpr struct Starts {
    unsigned char of[256] = {};
    constexpr Starts() {
      for (int c = 0; c < 256; ++c) of[c] = identStart(static_cast<char>(c)) ? 1 : 0;
      of[static_cast<unsigned char>('\'')] = of[static_cast<unsigned char>('"')] = 2;
    }
  } starts;
  size_t count = 0;
  bool onlyName = false;
  for (size_t i = 0; i < item.size(); ++i) {
    const char c = item[i];
    const unsigned char start = starts.of[static_cast<unsigned char>(c)];
    if (start == 2) {
      i = scan::stringEnd(item, i);
      continue;
    }
    if (sigil ? c != sigil : start == 0) continue;
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

namespace {

// One top-level item of splitArgs: `text[b, e)`.
void splitItem(std::string_view text, size_t b, size_t e, uint32_t base, char sigil, bool kwEquals, ArgSplit& out) {
  size_t lead = 0;
  std::string_view raw = text.substr(b, e - b);
  std::string_view item = trimView(raw, lead);
  if (item.empty()) return;  // trailing comma
  uint32_t ib = base + static_cast<uint32_t>(b + lead);
  KwArg a;
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
    a.at = ib + static_cast<uint32_t>(v);
    int idx = -1 - static_cast<int>(out.kwargs.size());
    a.setSingle(scanNames(val, a.at, sigil, idx, out.uses));
    out.kwargs.push_back(a);
  } else {
    a.text = Str(item);
    a.at = ib;
    a.setSingle(scanNames(item, ib, sigil, static_cast<int>(out.args.size()), out.uses));
    out.args.push_back(a);
  }
}

}  // namespace

bool splitArgsInto(std::string_view text, uint32_t base, char sigil, bool kwEquals, ArgSplit& out, bool inside) {
  out.args.clear();
  out.kwargs.clear();
  out.uses.clear();
  // Split on top-level commas; each item is read as soon as its comma is found.
  int depth = 0;
  size_t start = 0;
  const size_t n = text.size();
  constexpr unsigned kMask = scan::kQuote | scan::kOpen | scan::kClose | scan::kComma;
  for (size_t i = scan::skipPlain<kMask>(text, 0); i < n; i = scan::skipPlain<kMask>(text, i + 1)) {
    switch (scan::kCharClass[text[i]]) {
      case scan::kQuote:
        i = scan::stringEnd(text, i);
        if (i >= n && inside) return false;  // a string left open
        break;
      case scan::kOpen: ++depth; break;
      case scan::kClose:
        if (inside && depth == 0) return false;  // closes the bracket `text` was meant to be inside of
        --depth;
        break;
      case scan::kComma:
        if (depth == 0) {
          splitItem(text, start, i, base, sigil, kwEquals, out);
          start = i + 1;
        }
        break;
      default: break;
    }
  }
  if (inside && depth != 0) return false;
  splitItem(text, start, n, base, sigil, kwEquals, out);
  return true;
}

ArgSplit splitArgs(std::string_view text, uint32_t base, char sigil, bool kwEquals) {
  ArgSplit out;
  splitArgsInto(text, base, sigil, kwEquals, out, false);
  return out;
}

namespace detail {

void store(const Graph& g, Node& n, ArgSplit& sp) {
  for (Arg& a : sp.args) a.text = g.keepAt(a.text, a.at);
  for (KwArg& a : sp.kwargs) {
    a.text = g.keepAt(a.text, a.at);
    a.keyword = g.keep(a.keyword);
  }
  // A single-name argument keeps its one use itself (Node::uses); the others go to moreUses.
  auto single = [&](const Use& u) {
    return u.arg >= 0 ? static_cast<size_t>(u.arg) < sp.args.size() && sp.args[u.arg].single()
                      : static_cast<size_t>(-1 - u.arg) < sp.kwargs.size() && sp.kwargs[-1 - u.arg].single();
  };
  std::erase_if(sp.uses, single);
  g.keepArgs(n, sp.args, sp.uses);
  n.kwargs = g.keep(sp.kwargs);
}

Graph startGraph(const FormContext& ctx, const LogicalLine& head, Form form) {
  Graph g;
  g.form = form;
  g.doc = ctx.docIndex;
  g.docText = ctx.doc.text;
  g.lineStarts = ctx.doc.lineStarts;
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
