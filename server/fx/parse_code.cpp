// The Python forms: `gm.code`, `print_readable()`, depyf/tlparse dumps and the same inside logs.
//
//   class GraphModule(torch.nn.Module):                       (optional; may be preceded by a path or <eval_with_key>)
//       def forward(self, primals_1: "f32[8, 16][16, 1]cuda:0", tangents_1):   (or multi-line, with `# ...` comments)
//           primals_1, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)   (joint form)
//            # File: /path/x.py:4 in fn, code: x = a / (torch.abs(a) + 1)
//           abs_1: "f32[s0]" = torch.ops.aten.abs.default(primals_2);  primals_2 = None
//           getitem = native_batch_norm[0]
//           _tensor_constant0 = self._tensor_constant0
//           return pytree.tree_unflatten([mul_6, None], self._out_spec)
//       class submodule(torch.nn.Module):                      (nested graphs, parsed as graphs of their own)
#include <algorithm>
#include <iterator>
#include <cctype>
#include <cstring>

#include "parse_forms.h"
#include "scan.h"

namespace fx {

namespace {

using scan::bracketBalance;
using scan::commentStart;
using scan::identChar;
using scan::identEnd;
using scan::identStart;
using scan::matchClose;
using scan::topLevel;

// Text gathered from one or more logical lines, with where each piece starts in the document.
// Most statements are one piece; multi-line signatures and returns have a few. One Joined is reused for every
// statement of a graph (clear()), so its buffers are allocated once.
struct Joined {
  struct Piece {
    uint32_t at;   // offset in `text`
    uint32_t doc;  // document offset of text[at]
  };
  // A statement on one line (nearly all of them) is a view into the document, so what is kept of it needs no
  // copy; a statement over several lines is copied into `buf`.
  std::string_view text;
  std::string buf;
  std::vector<Piece> pieces;  // empty while there is one piece (a view, at document offset doc0)
  uint32_t doc0 = 0;
  bool any = false;

  void clear() {
    text = {};
    buf.clear();
    pieces.clear();
    any = false;
  }
  // One piece that is a view into the document.
  bool single() const { return any && pieces.empty(); }
  void add(const LogicalLine& l, size_t from, size_t to) {
    to = std::min(to, l.text.size());
    if (from >= to) return;
    std::string_view part = l.text.substr(from, to - from);
    if (!any) {
      any = true;
      doc0 = l.at(from);
      text = part;
      return;
    }
    append(part, l.at(from));
  }
  void addSpace(uint32_t off) { append(" ", off); }
  void append(std::string_view part, uint32_t doc) {
    if (!any) {
      any = true;
      buf.assign(part);
      pieces.push_back({0, doc});
      text = buf;
      return;
    }
    if (pieces.empty()) {
      buf.assign(text);
      pieces.push_back({0, doc0});
    }
    pieces.push_back({static_cast<uint32_t>(buf.size()), doc});
    buf.append(part);
    text = buf;
  }
  uint32_t map(uint32_t i) const {
    if (!any) return 0;
    if (i >= text.size()) return map(static_cast<uint32_t>(text.size()) - 1) + 1;
    if (pieces.empty()) return doc0 + i;
    auto it = std::upper_bound(pieces.begin(), pieces.end(), i, [](uint32_t v, const Piece& p) { return v < p.at; });
    const Piece& p = *(it - 1);
    return p.doc + (i - p.at);
  }
  Range mapRange(Range r) const {
    if (pieces.empty() && any && r.end <= text.size()) return {doc0 + r.begin, doc0 + r.end};  // the common case
    if (r.empty()) return {map(r.begin), map(r.begin)};
    return {map(r.begin), map(r.end - 1) + 1};
  }
};

// Does `rhs` hold `tree_flatten_spec(`? (Looked for at each `(`, of which a statement has few.)
bool hasFlattenSpec(std::string_view rhs) {
  constexpr std::string_view name = "tree_flatten_spec";
  const char* b = rhs.data();
  const char* e = b + rhs.size();
  for (const char* p = b + name.size(); p < e;) {
    const void* q = std::memchr(p, '(', static_cast<size_t>(e - p));
    if (!q) return false;
    p = static_cast<const char*>(q);
    if (std::string_view(p - name.size(), name.size()) == name) return true;
    ++p;
  }
  return false;
}

std::string_view stripQuotes(std::string_view s) {
  s = trim(s);
  if (s.size() >= 2 && (s.front() == '"' || s.front() == '\'') && s.back() == s.front()) s = s.substr(1, s.size() - 2);
  return s;
}

// `class Name(torch.nn.Module):` anywhere on the line (logs put a path or `<eval_with_key>.N` before it).
bool classHeader(std::string_view t, std::string& name) {
  size_t p = t.find("class ");
  if (p == std::string_view::npos) return false;
  if (p > 0 && t[p - 1] != ' ' && t[p - 1] != '\t') return false;
  size_t n = p + 6;
  size_t e = n;
  while (e < t.size() && t[e] != '(' && t[e] != ':' && t[e] != ' ') ++e;
  if (e == n || e >= t.size() || t[e] != '(') return false;
  std::string_view rest = trim(t.substr(e));
  if (rest.find("Module") == std::string_view::npos || rest.back() != ':') return false;
  name = std::string(t.substr(n, e - n));
  return true;
}

// What the body loop asks of each line, in one look at its start: whether it is blank (isBlank), its indent
// (indentOf) and its first character after the indentation (trim(t)[0]).
struct LineStart {
  bool blank;
  int indent;
  char first;
};
LineStart lineStart(std::string_view t) {
  int n = 0;
  size_t p = 0;
  for (; p < t.size(); ++p) {
    if (t[p] == ' ') ++n;
    else if (t[p] == '\t') n = (n / 8 + 1) * 8;
    else break;
  }
  if (p == t.size()) return {true, n, '\0'};
  if (t[p] != '\r') return {false, n, t[p]};
  std::string_view tt = trim(t);  // a carriage return among the blanks
  return {tt.empty(), n, tt.empty() ? '\0' : tt[0]};
}

// The end of a dotted name (`linear.weight`) starting at `p`.
size_t dottedEnd(std::string_view s, size_t p) {
  size_t e = identEnd(s, p);
  while (e > p && e + 1 < s.size() && s[e] == '.' && identStart(s[e + 1])) e = identEnd(s, e + 1);
  return e;
}

bool defForward(std::string_view t) {
  t = trim(t);
  return t.substr(0, 12) == "def forward(";
}

// Past a `def __init__(...)` block and the blank lines after it, when lines[i] starts one.
void skipInit(const std::vector<LogicalLine>& lines, size_t& i) {
  if (i >= lines.size() || trim(lines[i].text).substr(0, 13) != "def __init__(") return;
  const int indent = indentOf(lines[i].text);
  for (++i; i < lines.size(); ++i)
    if (!isBlank(lines[i].text) && indentOf(lines[i].text) <= indent) break;
}

struct Builder {
  FormContext& ctx;
  const std::vector<LogicalLine>& lines;
  Graph g;
  int pendingSource = -1;  // index into g.sources
  std::vector<std::string> sigNames;  // signature parameters in order (placeholders)
  bool sawOutput = false;

  Builder(FormContext& c, const std::vector<LogicalLine>& l) : ctx(c), lines(l) {}

  // `sub` (a view into j.text) as a view into the document when the document has the same text there.
  std::string_view docView(const Joined& j, std::string_view sub) const {
    if (sub.empty() || g.inDoc(sub)) return sub;  // a statement of one piece is a view into the document already
    return g.docViewAt(sub, j.map(static_cast<uint32_t>(sub.data() - j.text.data())));
  }
  Str keep(const Joined& j, std::string_view sub) const { return g.keep(docView(j, sub)); }

  // `name` is a view into the document where it is written (keep() makes it one), which is where
  // Graph::nameRange and Graph::lineOf find it.
  // A name already bound is a careless edit in a graph, or ordinary Python: the binding is filled into `dropped`
  // (made no node, see duplicateName) and kept for the diagnostic, decided on at the end (parseCodeForm).
  Node& addNode(Str name) {
    Node n;
    n.name = name;
    n.source = pendingSource;
    if (const int first = g.find(name); first >= 0) {
      noteDuplicate(first, name);
      dropped = n;
      return dropped;
    }
    g.nodes.push_back(n);
    g.indexNode(static_cast<int>(g.nodes.size()) - 1);
    return g.nodes.back();
  }
  void noteDuplicate(int first, std::string_view name) {
    if (!g.inDoc(name)) return;  // a name not written in the document has no place to diagnose
    const auto b = static_cast<uint32_t>(name.data() - g.docText.data());
    duplicates.push_back(duplicateName(g, first, {b, b + static_cast<uint32_t>(name.size())}));
  }
  Node dropped;                         // a second binding's node, filled and forgotten
  std::vector<Diagnostic> duplicates;  // one per second binding

  // Set when the code is not an FX graph after all (an nn.Module's own forward in a source file): FX code
  // holds no compound statements.
  bool notFx = false;
  // What only FX printouts write (a `;  x = None` liveness trailer, a `torch.ops.` call, a dtype annotation
  // `f32[8]`, a `# File:` note): a name bound twice beside these is a careless edit of a graph; without any, it
  // is a module's own forward that rebinds `x` as Python code does, and nothing is said.
  bool fxEvidence = false;
  static bool fxAnnotation(std::string_view t) {
    size_t k = 0;
    while (k < t.size() && std::islower(static_cast<unsigned char>(t[k]))) ++k;
    while (k < t.size() && std::isdigit(static_cast<unsigned char>(t[k]))) ++k;
    return (k > 0 && k < t.size() && t[k] == '[') || t.substr(0, 4) == "Sym(";
  }

  // `a = b = None` on a line of its own: the liveness trailer FX writes after a statement (`;  a = b = None`),
  // split onto its own line by a formatter such as black, which also wraps long names in parentheses
  // (`a = (\n    long_name\n) = None`). It frees values; it defines no node.
  static bool livenessStatement(std::string_view body) {
    size_t at = 0, names = 0;
    auto blanks = [&] {
      while (at < body.size() && body[at] == ' ') ++at;
    };
    while (true) {
      const bool wrapped = at < body.size() && body[at] == '(';
      if (wrapped) ++at, blanks();
      const size_t end = identEnd(body, at);
      if (end == at || !identStart(body[at])) return false;
      std::string_view name = body.substr(at, end - at);
      at = end;
      blanks();
      if (wrapped) {
        if (at == body.size() || body[at] != ')') return false;
        ++at;
        blanks();
      }
      if (at == body.size()) return names > 0 && name == "None";
      if (body[at] != '=' || name == "None") return false;
      ++names;
      ++at;
      blanks();
    }
  }

  static bool compoundStatement(std::string_view body) {
    static constexpr std::string_view kKeywords[] = {"if", "elif", "else", "for", "while", "with", "try", "except",
                                                     "finally", "def", "class", "import", "from", "raise", "assert",
                                                     "pass", "yield", "del", "break", "continue", "global", "nonlocal",
                                                     "async", "await", "lambda"};
    if (!body.empty() && (body[0] == '\'' || body[0] == '"')) return true;  // a docstring ('Failed to decompile.')
    size_t e = identEnd(body, 0);
    if (e == 0 || (e < body.size() && body[e] != ' ' && body[e] != ':' && body[e] != '(')) return false;
    for (auto k : kKeywords)
      if (body.substr(0, e) == k) return true;
    return false;
  }

  // Nodes defined so far, by name (method calls on nodes are told from module functions with it). This is the
  // graph's own index, so Graph::link() finds it complete and does not build it again.
  int findNode(std::string_view name) const { return g.find(name); }

  // Parameters of `def forward(...)`: `name`, `name: "annot"`, `name: f32[8]`, `name : torch.Tensor`.
  void parseSignature(const Joined& j, size_t open, size_t close) {
    std::string_view params = std::string_view(j.text).substr(open + 1, close - open - 1);
    size_t start = 0;
    while (start <= params.size()) {
      size_t comma = topLevel(params, ',', start);
      size_t end = comma == std::string_view::npos ? params.size() : comma;
      std::string_view p = params.substr(start, end - start);
      size_t lead = 0;
      while (lead < p.size() && (p[lead] == ' ' || p[lead] == '\t')) ++lead;
      size_t ne = identEnd(p, lead);
      if (ne > lead) {
        Str name = keep(j, p.substr(lead, ne - lead));
        if (name != "self") {
          uint32_t b = static_cast<uint32_t>(open + 1 + start + lead);
          Node& n = addNode(name);
          n.op = OpKind::Placeholder;
          n.target = name;
          n.defRange = j.mapRange({b, static_cast<uint32_t>(open + 1 + end)});
          size_t colon = p.find(':', ne);
          if (colon != std::string_view::npos) {
            std::string_view annot = p.substr(colon + 1);
            size_t eq = topLevel(annot, '=');
            if (eq != std::string_view::npos) annot = annot.substr(0, eq);
            n.type = g.keepType(docView(j, stripQuotes(annot)));
            fxEvidence = fxEvidence || fxAnnotation(stripQuotes(annot));
          }
          sigNames.push_back(std::string(name));
        }
      }
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  }

  ArgSplit flat;  // flattenReturn's, reused
  // Flatten a returned expression into output args: `[a, (b, None)]` → a, b, None.
  void flattenReturn(const Joined& j, std::string_view s, size_t base, ArgSplit& out) {
    size_t lead = 0;
    while (lead < s.size() && s[lead] == ' ') ++lead;
    size_t e = s.size();
    while (e > lead && s[e - 1] == ' ') --e;
    s = s.substr(lead, e - lead);
    base += lead;
    if (s.empty()) return;
    constexpr std::string_view unflatten = "pytree.tree_unflatten(";
    if (s.substr(0, unflatten.size()) == unflatten) {
      size_t c = matchClose(s, unflatten.size() - 1);
      std::string_view inner = s.substr(unflatten.size(), (c == std::string_view::npos ? s.size() : c) - unflatten.size());
      size_t comma = topLevel(inner, ',');
      flattenReturn(j, inner.substr(0, comma == std::string_view::npos ? inner.size() : comma), base + unflatten.size(), out);
      return;
    }
    if ((s.front() == '(' || s.front() == '[') && matchClose(s, 0) == s.size() - 1) {
      std::string_view inner = s.substr(1, s.size() - 2);
      size_t start = 0;
      while (start <= inner.size()) {
        size_t comma = topLevel(inner, ',', start);
        size_t end = comma == std::string_view::npos ? inner.size() : comma;
        flattenReturn(j, inner.substr(start, end - start), base + 1 + start, out);
        if (comma == std::string_view::npos) break;
        start = comma + 1;
      }
      return;
    }
    ArgSplit& sp = flat;
    splitArgsInto(s, 0, 0, true, sp, false);
    for (auto& a : sp.args) {
      a.at = j.map(static_cast<uint32_t>(base + a.at));
      int idx = static_cast<int>(out.args.size());
      for (auto& u : sp.uses) {
        if (u.arg != static_cast<int>(&a - sp.args.data())) continue;
        Use v = u;
        v.range = j.mapRange({static_cast<uint32_t>(base + u.range.begin), static_cast<uint32_t>(base + u.range.end)});
        v.arg = idx;
        out.uses.push_back(v);
      }
      out.args.push_back(a);
    }
  }

  // Ranges of a split of j.text[base...] as document ranges.
  static void mapSplit(const Joined& j, ArgSplit& sp, size_t base) {
    auto mapR = [&](Range r) {
      return j.mapRange({static_cast<uint32_t>(base + r.begin), static_cast<uint32_t>(base + r.end)});
    };
    auto mapAt = [&](uint32_t at) { return j.map(static_cast<uint32_t>(base + at)); };
    for (auto& a : sp.args) a.at = mapAt(a.at);
    for (auto& a : sp.kwargs) a.at = mapAt(a.at);
    for (auto& u : sp.uses) u.range = mapR(u.range);
  }
  void remapSplit(const Joined& j, ArgSplit& sp, size_t base, Node& n) {
    mapSplit(j, sp, base);
    detail::store(g, n, sp);
  }

  ArgSplit split;         // reused by every statement
  bool unmodelled = false;  // the last statement that could not be read is valid Python fxlens does not model
  std::string joinedArgs;  // `getitem = x[0]` read as `x,0`

  // One statement (already joined across lines, comment-free). Returns false if it cannot be read.
  // `semi`: where the statement's first top-level `;` is when the caller knows it (kSemiUnknown otherwise).
  static constexpr size_t kSemiUnknown = std::string_view::npos - 1;
  bool statement(const Joined& j, size_t semiHint = kSemiUnknown) {
    std::string_view s = j.text;
    size_t lead = 0;
    while (lead < s.size() && (s[lead] == ' ' || s[lead] == '\t')) ++lead;
    // Drop the `;  a = b = None` liveness trailer.
    size_t semi = semiHint != kSemiUnknown ? (semiHint >= lead ? semiHint : std::string_view::npos) : topLevel(s, ';', lead);
    std::string_view stmt = s.substr(0, semi);
    while (!stmt.empty() && (stmt.back() == ' ' || stmt.back() == '\t')) stmt.remove_suffix(1);
    if (stmt.size() <= lead) return true;
    if (semi != std::string_view::npos && !fxEvidence) fxEvidence = livenessStatement(trim(s.substr(semi + 1)));
    std::string_view body = stmt.substr(lead);
    if (compoundStatement(body)) {
      notFx = true;
      return true;
    }

    if (body.substr(0, 6) == "return" && (body.size() == 6 || body[6] == ' ' || body[6] == '(' || body[6] == '[')) {
      // `return` binds no name: a value the graph itself calls `output` is no rebinding.
      Node& out = g.nodes.emplace_back();  // Graph::nameRange: the `return` at the start of defRange
      out.name = "output";
      g.indexNode(static_cast<int>(g.nodes.size()) - 1);
      out.op = OpKind::Output;
      out.target = "output";
      out.source = -1;
      out.defRange = j.mapRange({static_cast<uint32_t>(lead), static_cast<uint32_t>(stmt.size())});
      ArgSplit outs;
      flattenReturn(j, body.substr(6), lead + 6, outs);
      detail::store(g, out, std::move(outs));
      sawOutput = true;
      return true;
    }

    if (livenessStatement(body)) return true;
    size_t eq = topLevel(body, '=');
    while (eq != std::string_view::npos && eq + 1 < body.size() && body[eq + 1] == '=') eq = topLevel(body, '=', eq + 2);
    if (eq == std::string_view::npos) {
      // `primals_1: "Sym(s52)"; primals_2: "f32[s52]";` declaration lines of the joint form: types for placeholders.
      return declarations(j, s);
    }
    std::string_view lhs = body.substr(0, eq);
    std::string_view rhs = trim(body.substr(eq + 1));
    size_t rhsOff = lead + eq + 1;
    while (rhsOff < s.size() && (s[rhsOff] == ' ' || s[rhsOff] == '\t')) ++rhsOff;

    // Joint form: `primals_1, ..., tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)`
    if (hasFlattenSpec(rhs)) return fxEvidence = true, flattenSpec(j, lhs, lead);

    size_t ne = identEnd(lhs, 0);
    if (ne == 0 || !identStart(lhs[0])) return false;
    std::string_view annot = trim(lhs.substr(ne));
    if (!annot.empty() && annot[0] != ':') {
      // `x[i] = v;  setitem = x` and `x += y;  iadd = x`: FX's in-place operators; other Python targets
      // (tuples, attributes) are valid statements fxlens does not model.
      if (semi != std::string_view::npos && inplaceStatement(j, lead, semi)) return true;
      unmodelled = true;
      return false;
    }
    Str name = keep(j, lhs.substr(0, ne));
    if (rhs.empty()) return false;

    // `l_x_ = L_x_`: a placeholder printed under a new name (`l_x_ = (\n    L_x_\n)` once black has wrapped it).
    if (rhs.size() > 2 && rhs.front() == '(' && matchClose(rhs, 0) == rhs.size() - 1) rhs = trim(rhs.substr(1, rhs.size() - 2));
    if (identEnd(rhs, 0) == rhs.size()) {
      for (auto& n : g.nodes) {
        if (n.op != OpKind::Placeholder) break;  // placeholders come first
        if (n.name == rhs && n.target == rhs) {
          if (const int first = g.find(name); first >= 0) {
            noteDuplicate(first, name);
            return true;
          }
          g.index.erase(n.name, g.nodes);
          n.name = name;
          g.indexNode(static_cast<int>(&n - g.nodes.data()));
          return true;
        }
      }
    }

    Node& n = addNode(name);
    n.defRange = j.mapRange({static_cast<uint32_t>(lead), static_cast<uint32_t>(stmt.size())});
    if (annot.size() > 1) {
      n.type = g.keepType(docView(j, stripQuotes(annot.substr(1))));
      fxEvidence = fxEvidence || fxAnnotation(stripQuotes(annot.substr(1)));
    }

    constexpr std::string_view selfDot = "self.";
    size_t callOpen = std::string_view::npos;
    // Find the callee: a dotted path followed by `(` spanning to the end of the statement (the `(` closes at the
    // last character). The arguments are split in the same pass that checks that.
    ArgSplit& sp = split;
    {
      size_t p = 0;
      while (p < rhs.size() && (identChar(rhs[p]) || rhs[p] == '.')) ++p;
      if (p > 0 && p + 1 < rhs.size() && rhs[p] == '(' && scan::isClose(rhs.back()) &&
          splitArgsInto(rhs.substr(p + 1, rhs.size() - p - 2), 0, 0, true, sp, true))
        callOpen = p;
    }
    if (callOpen != std::string_view::npos) {
      std::string_view callee = rhs.substr(0, callOpen);
      mapSplit(j, sp, rhsOff + callOpen + 1);
      size_t dot = callee.find('.');
      std::string_view head = callee.substr(0, dot);
      if (callee.substr(0, selfDot.size()) == selfDot) {
        n.op = OpKind::CallModule;
        n.target = keep(j, callee.substr(selfDot.size()));
      } else if (dot != std::string_view::npos && callee.find('.', dot + 1) == std::string_view::npos &&
                 findNode(head) >= 0) {
        // `x.view(...)`: a method call on a node.
        n.op = OpKind::CallMethod;
        n.target = keep(j, callee.substr(dot + 1));
        Arg selfArg;
        selfArg.text = Str(head);
        uint32_t hb = static_cast<uint32_t>(rhsOff);
        Use u;
        u.range = j.mapRange({hb, hb + static_cast<uint32_t>(head.size())});
        selfArg.at = u.range.begin;
        selfArg.setSingle(true);
        for (auto& u2 : sp.uses) if (u2.arg >= 0) ++u2.arg;
        u.arg = 0;
        sp.uses.insert(sp.uses.begin(), u);
        sp.args.insert(sp.args.begin(), selfArg);
      } else {
        n.op = OpKind::CallFunction;
        n.target = keep(j, callee);
        fxEvidence = fxEvidence || callee.starts_with("torch.ops.");
      }
      detail::store(g, n, sp);
      return true;
    }
    // `self._tensor_constant0`, `self.linear.weight`: a get_attr, of a submodule's attribute too.
    if (rhs.substr(0, selfDot.size()) == selfDot && dottedEnd(rhs, selfDot.size()) == rhs.size()) {
      n.op = OpKind::GetAttr;
      n.target = keep(j, rhs.substr(selfDot.size()));
      return true;
    }
    // `getitem = x[0]`
    size_t ie = identEnd(rhs, 0);
    if (ie > 0 && ie < rhs.size() && rhs[ie] == '[' && matchClose(rhs, ie) == rhs.size() - 1) {
      n.op = OpKind::CallFunction;
      n.target = "operator.getitem";
      joinedArgs.assign(rhs.substr(0, ie));
      joinedArgs.push_back(',');
      joinedArgs.append(rhs.substr(ie + 1, rhs.size() - ie - 2));
      // joinedArgs[k] == rhs[k] for every k except the `[` replaced by `,`: offsets carry over unchanged.
      splitArgsInto(joinedArgs, 0, 0, true, sp, false);
      remapSplit(j, sp, rhsOff, n);
      return true;  // Graph::link() ties it to its tuple and reads the index

    }
    // Anything else: an expression (`a * b`, `-x`, a literal). Keep its references.
    n.op = OpKind::CallFunction;
    n.target = binaryOperator(rhs);
    splitArgsInto(rhs, 0, 0, true, sp, false);
    remapSplit(j, sp, rhsOff, n);
    return true;
  }

  // FX prints `operator.setitem` and the in-place operators (`operator.iadd`, ...) as the Python statement, then
  // binds the node's name to the statement's target: `x[idx] = v;  setitem = x`, `x += y;  iadd = x`. The node's
  // arguments are the statement's operands, in the operator's order.
  static constexpr std::pair<std::string_view, std::string_view> kInplace[] = {
      {" **= ", "operator.ipow"},  {" //= ", "operator.ifloordiv"}, {" <<= ", "operator.ilshift"},
      {" >>= ", "operator.irshift"}, {" += ", "operator.iadd"},     {" -= ", "operator.isub"},
      {" *= ", "operator.imul"},   {" /= ", "operator.itruediv"},   {" %= ", "operator.imod"},
      {" @= ", "operator.imatmul"}, {" &= ", "operator.iand"},      {" |= ", "operator.ior"},
      {" ^= ", "operator.ixor"}};

  // `body` with the operator's punctuation replaced by commas and blanks, offsets unchanged, so that splitting
  // it as an argument list gives the operands where they are written. Returns the node's target, or "".
  static Str operandsOf(std::string_view body, std::string& operands) {
    operands.assign(body);
    size_t ie = identEnd(body, 0);
    if (ie < body.size() && body[ie] == '[') {
      size_t close = matchClose(body, ie);
      if (close == std::string_view::npos || body.substr(close + 1, 3) != " = ") return {};
      operands[ie] = ',';
      operands[close] = ' ';
      operands[close + 2] = ',';
      return "operator.setitem";
    }
    for (const auto& [token, target] : kInplace) {
      size_t at = body.find(token);
      if (at == std::string_view::npos) continue;
      for (size_t k = at + 1; k + 2 < at + token.size(); ++k) operands[k] = ' ';
      operands[at + token.size() - 2] = ',';
      return Str(target);
    }
    return {};
  }

  bool inplaceStatement(const Joined& j, size_t lead, size_t semi) {
    std::string_view s = j.text;
    std::string_view body = trim(s.substr(lead, semi - lead));
    // The binding: `name[: "annot"] = target`, up to the next `;`.
    size_t from = semi + 1, next = topLevel(s, ';', from);
    std::string_view bind = s.substr(from, (next == std::string_view::npos ? s.size() : next) - from);
    size_t b = bind.find_first_not_of(" \t");
    if (b == std::string_view::npos) return false;
    size_t ne = identEnd(bind, b);
    size_t eq = topLevel(bind, '=', ne);
    if (ne == b || eq == std::string_view::npos) return false;
    std::string_view annot = trim(bind.substr(ne, eq - ne));
    std::string_view target = trim(bind.substr(eq + 1));
    if ((!annot.empty() && annot[0] != ':') || identEnd(target, 0) != target.size() || target.empty()) return false;
    Str op = operandsOf(body, joinedArgs);
    if (op.empty()) return false;
    Node& n = addNode(keep(j, bind.substr(b, ne - b)));
    const size_t bindEnd = from + b + (trim(bind.substr(b)).size());
    n.defRange = j.mapRange({static_cast<uint32_t>(lead), static_cast<uint32_t>(bindEnd)});
    if (annot.size() > 1) n.type = g.keepType(docView(j, stripQuotes(annot.substr(1))));
    n.op = OpKind::CallFunction;
    n.target = op;
    splitArgsInto(joinedArgs, 0, 0, false, split, false);
    remapSplit(j, split, static_cast<size_t>(body.data() - s.data()), n);
    return true;
  }

  static Str binaryOperator(std::string_view rhs) {
    static const std::pair<std::string_view, std::string_view> ops[] = {
        {" ** ", "operator.pow"}, {" // ", "operator.floordiv"}, {" * ", "operator.mul"}, {" / ", "operator.truediv"},
        {" + ", "operator.add"},  {" - ", "operator.sub"},       {" @ ", "operator.matmul"}, {" % ", "operator.mod"},
        {" == ", "operator.eq"},  {" != ", "operator.ne"},       {" < ", "operator.lt"},  {" > ", "operator.gt"},
        {" <= ", "operator.le"},  {" >= ", "operator.ge"},       {" & ", "operator.and_"}, {" | ", "operator.or_"}};
    for (auto& [tok, name] : ops)
      if (rhs.find(tok) != std::string_view::npos) return Str(name);  // a literal of the table
    if (!rhs.empty() && rhs[0] == '-') return "operator.neg";
    return "expression";
  }

  bool declarations(const Joined& j, std::string_view s) {
    // `name: "type"; name: "type";`
    size_t p = 0;
    bool any = false;
    while (p < s.size()) {
      size_t semi = topLevel(s, ';', p);
      std::string_view part = s.substr(p, (semi == std::string_view::npos ? s.size() : semi) - p);
      std::string_view t = trim(part);
      if (!t.empty()) {
        size_t ne = identEnd(t, 0);
        std::string_view rest = trim(t.substr(ne));
        if (ne == 0 || rest.empty() || rest[0] != ':') return any;
        types[keep(j, t.substr(0, ne))] = g.keepType(docView(j, stripQuotes(rest.substr(1))));
        any = true;
      }
      if (semi == std::string_view::npos) break;
      p = semi + 1;
    }
    return any;
  }

  bool flattenSpec(const Joined& j, std::string_view lhs, size_t lead) {
    // The signature's `primals, tangents` are pytree containers; the flat names are the real placeholders.
    g.nodes.erase(std::remove_if(g.nodes.begin(), g.nodes.end(),
                                 [](const Node& n) { return n.op == OpKind::Placeholder; }),
                  g.nodes.end());
    g.index.clear();
    for (int k = 0; k < static_cast<int>(g.nodes.size()); ++k) g.indexNode(k);
    // The body's node count was estimated one node per statement; this statement defines one per name.
    // The count made room for these already when this is the body's first statement (flattenRoom).
    const size_t commas = static_cast<size_t>(std::count(lhs.begin(), lhs.end(), ','));
    if (commas > flattenRoom) g.nodes.reserve(g.nodes.capacity() + commas - flattenRoom);
    flattenRoom = 0;
    // Items are `name` or, in torch 2.1's joint, `name: f32[16, 8]` (commas inside the brackets are not items').
    size_t start = 0;
    while (start < lhs.size()) {
      size_t comma = topLevel(lhs, ',', start);
      size_t end = comma == std::string_view::npos ? lhs.size() : comma;
      std::string_view item = lhs.substr(start, end - start);
      size_t l2 = 0;
      while (l2 < item.size() && item[l2] == ' ') ++l2;
      size_t ne = identEnd(item, l2);
      if (ne > l2 && identStart(item[l2])) {
        uint32_t b = static_cast<uint32_t>(lead + start + l2);
        Range r = j.mapRange({b, b + static_cast<uint32_t>(ne - l2)});
        Node& n = addNode(keep(j, item.substr(l2, ne - l2)));
        n.op = OpKind::Placeholder;
        n.target = n.name;
        n.defRange = r;
        n.source = -1;
        std::string_view annot = trim(item.substr(ne));
        if (!annot.empty() && annot[0] == ':') n.type = g.keepType(docView(j, stripQuotes(annot.substr(1))));
        else if (auto it = types.find(n.name); it != types.end()) n.type = it->second;
      }
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
    return true;
  }

  std::unordered_map<std::string_view, NodeType> types;  // from declaration lines (keys kept by the graph)
  size_t flattenRoom = 0;  // nodes reserved for a flattenSpec statement beyond one per statement
};

}  // namespace

namespace {

// `class X(torch.nn.Module):` (with fx_graph_runnable's `__init__` skipped) or nothing, then `def forward(`: moves
// `i` to the def. False when there is no forward to parse here (`i` past what was looked at).
bool findForward(const std::vector<LogicalLine>& lines, size_t& i, std::string& className, int& classIndent) {
  if (classHeader(lines[i].text, className)) {
    classIndent = indentOf(lines[i].text);
    ++i;
    while (i < lines.size() && isBlank(lines[i].text)) ++i;
    skipInit(lines, i);  // fx_graph_runnable's `class Repro` has an `__init__` before its forward
    if (i >= lines.size() || !defForward(lines[i].text)) return false;  // a module class without a forward
  }
  if (i >= lines.size() || !defForward(lines[i].text)) {
    ++i;
    return false;
  }
  return true;
}

// The signature, possibly over several lines, with `# ...` comments after parameters. False (with a diagnostic)
// when it never closes.
bool readSignature(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, Builder& b) {
  Joined sig;
  const size_t defLine = i;
  int depth = 0;
  bool started = false;
  for (; i < lines.size() && i < defLine + 100000; ++i) {
    std::string_view t = lines[i].text;
    scan::LineShape shape = scan::lineShape(t);
    size_t cut = std::min(shape.comment, t.size());
    if (started) sig.addSpace(lines[i].at(0));
    sig.add(lines[i], 0, cut);
    started = true;
    depth += shape.balance;
    if (depth <= 0 && sig.text.find('(') != std::string::npos) {
      ++i;
      break;
    }
  }
  size_t open = sig.text.find('(');
  size_t close = open == std::string::npos ? std::string::npos : matchClose(sig.text, open);
  if (close == std::string::npos) {
    ctx.error(lines[defLine].begin, lines[defLine].end(), "unparseable-line", "unterminated `def forward(` signature");
    return false;
  }
  b.parseSignature(sig, open, close);
  return true;
}

// Counts the body's statements (lines indented deeper than the def) so that the node vector is allocated once:
// moving nodes on growth was a tenth of the parse time on big graphs.
void reserveBody(const std::vector<LogicalLine>& lines, size_t i, int defIndent, Builder& b) {
  size_t statements = 0;
  for (size_t k = i; k < lines.size(); ++k) {
    const LineStart ls = lineStart(lines[k].text);
    if (ls.blank) continue;
    if (ls.indent <= defIndent) break;
    if (ls.first == '#') continue;  // `# File:` comments are not nodes
    // The joint form's first statement defines a node per name (flattenSpec): room for those too, so that the
    // vector does not move (and is not faulted in twice) when they come.
    if (statements++ == 0 && hasFlattenSpec(lines[k].text)) {
      std::string_view t = lines[k].text;
      b.flattenRoom = static_cast<size_t>(std::count(t.begin(), t.end(), ','));
    }
  }
  b.g.nodes.reserve(b.g.nodes.size() + statements + 1 + b.flattenRoom);
  b.g.index.reserve(b.g.nodes.size() + statements + 1 + b.flattenRoom, b.g.nodes);
}

// A comment line in the body: `# File: ...` and the other source notes PyTorch writes become the source of the
// nodes under them. Activation checkpointing writes its policy before the file (`# ac_graph_id: 2 - MUST_SAVE
// File: ...`): the notes of whole and selective checkpointing's joints differ there (pairing reads them).
void bodyComment(const LogicalLine& l, Builder& b) {
  static constexpr std::string_view kStarts[] = {"# File:", kBackwardOfForward, "# ac_graph_id:"};
  static constexpr std::string_view kHolds[] = {"No stacktrace found", "Gradient addition node"};
  const std::string_view tt = trim(l.text);
  if (std::any_of(std::begin(kStarts), std::end(kStarts), [&](std::string_view p) { return tt.starts_with(p); }) ||
      std::any_of(std::begin(kHolds), std::end(kHolds), [&](std::string_view p) { return tt.find(p) != tt.npos; })) {
    b.g.sources.push_back({b.g.keep(tt.substr(2)), l.docLine});
    b.pendingSource = static_cast<int>(b.g.sources.size()) - 1;
  }
}

// One statement, its continuation lines joined while brackets are open (comment lines inside brackets skipped).
// Returns the bracket depth left (> 0: the statement never closed); `semi` is where a single line's `;` is.
int joinStatement(const std::vector<LogicalLine>& lines, size_t& i, int defIndent, Joined& j, size_t& semi) {
  j.clear();
  const size_t startLine = i;
  int depth = 0;
  semi = Builder::kSemiUnknown;
  for (; i < lines.size() && i < startLine + 100000; ++i) {
    std::string_view u = lines[i].text;
    scan::LineShape shape = scan::lineShape(u);
    semi = i == startLine ? shape.semi : Builder::kSemiUnknown;
    size_t cut = std::min(shape.comment, u.size());
    if (i > startLine) {
      if (isBlank(u.substr(0, cut)) && cut < u.size()) continue;  // a comment line inside brackets
      if (!isBlank(u) && indentOf(u) <= defIndent) break;         // the body ended with brackets open
      j.addSpace(lines[i].at(0));
    }
    j.add(lines[i], 0, cut);
    depth += shape.balance;
    if (depth <= 0) {
      ++i;
      break;
    }
  }
  return depth;
}

// The body: every statement becomes nodes, or a diagnostic that says why not.
void readBody(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, int defIndent, Builder& b) {
  Joined stmt;
  while (i < lines.size()) {
    const LogicalLine& l = lines[i];
    const LineStart ls = lineStart(l.text);
    if (ls.blank) {
      ++i;
      continue;
    }
    if (ls.indent <= defIndent) break;
    if (ls.first == '#') {
      bodyComment(l, b);
      ++i;
      continue;
    }
    size_t semi = Builder::kSemiUnknown;
    if (joinStatement(lines, i, defIndent, stmt, semi) > 0) {
      ctx.error(l.begin, l.end(), "unparseable-line", "unbalanced brackets in this statement");
      continue;
    }
    b.unmodelled = false;
    if (b.statement(stmt, stmt.single() ? semi : Builder::kSemiUnknown)) continue;
    const std::string shown = std::string(trim(l.text)).substr(0, 80);
    if (b.unmodelled)
      ctx.warn(l.begin, l.end(), "unmodelled-statement",
               "a Python statement fxlens does not model (no node is made for it): " + shown);
    else
      ctx.error(l.begin, l.end(), "unparseable-line", "cannot read this line as an FX node: " + shown);
  }
}

}  // namespace

void parseCodeForm(FormContext& ctx, const std::vector<LogicalLine>& lines, size_t& i, std::vector<Graph>& out) {
  if (i >= lines.size()) return;
  std::string className;
  int classIndent = -1;
  const size_t first = i;
  if (!findForward(lines, i, className, classIndent)) return;
  Builder b(ctx, lines);
  const size_t diagnosticsBefore = ctx.diagnostics.size();
  b.g.doc = ctx.docIndex;
  b.g.docText = ctx.doc.text;
  b.g.lineStarts = ctx.doc.lineStarts;
  b.g.form = Form::Code;
  b.g.title = className.empty() ? "forward" : className;
  b.g.firstLine = lines[first].docLine;
  b.g.range.begin = lines[first].begin;
  const int defIndent = indentOf(lines[i].text);
  if (!readSignature(ctx, lines, i, b)) return;
  reserveBody(lines, i, defIndent, b);
  readBody(ctx, lines, i, defIndent, b);
  // The graph's range, without trailing blank lines.
  size_t k = i;
  while (k > first + 1 && isBlank(lines[k - 1].text)) --k;
  b.g.lastLine = lines[k - 1].docLine;
  b.g.range.end = lines[k - 1].end();
  if (b.notFx || (!b.duplicates.empty() && !b.fxEvidence && b.g.sources.empty())) {
    // Ordinary Python (a module's forward in a source file, a printout's neighbour): not a graph, nothing to say.
    ctx.diagnostics.resize(diagnosticsBefore);
    return;
  }
  for (Diagnostic& d : b.duplicates) ctx.diagnostics.push_back(std::move(d));
  if (!b.sawOutput)
    ctx.warn(lines[k - 1].begin, lines[k - 1].end(), "truncated-graph",
             "graph `" + b.g.title + "` ends without a `return`: the printout may be truncated");
  b.g.link();
  const int self = static_cast<int>(out.size());
  out.push_back(std::move(b.g));
  // Nested submodule classes at the def's indentation.
  while (i < lines.size()) {
    while (i < lines.size() && isBlank(lines[i].text)) ++i;
    std::string nested;
    if (i >= lines.size() || classIndent < 0 || indentOf(lines[i].text) != defIndent || !classHeader(lines[i].text, nested))
      break;
    const size_t before = out.size();
    parseCodeForm(ctx, lines, i, out);
    for (size_t q = before; q < out.size(); ++q)
      if (out[q].parent < 0) out[q].parent = self;
  }
}

}  // namespace fx

namespace fx {
bool startsCodeForm(std::string_view text) {
  std::string name;
  return defForward(text) || classHeader(text, name);
}
}  // namespace fx
