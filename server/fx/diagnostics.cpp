// Diagnostics from the analysis (the parsers add their own: `unparseable-line` (error), `unmodelled-statement` and
// `truncated-graph` (warnings); roles add `role-conflict` (information) when a name and the text disagree):
//   unmatched-reference   a backward reference with no forward producer          (warning)
//   ambiguous-association several forward candidates                             (warning)
//   unused-saved-tensor   a saved tensor the backward never reads                (warning)
//   saved-type-mismatch   dtype/shape of a saved forward output ≠ its backward input (warning)
//   no-partner            a forward/backward graph with no partner                (information)
//   no-graph              a document in which no graph was found                  (information)
//   undefined-name        an argument naming no node or input of its graph (a renamed or deleted definition)
//                                                                                 (error)
#include <algorithm>
#include <cctype>
#include <string>

#include "output_code.h"
#include "analysis.h"
#include "memo.h"

namespace fx {

namespace {

Diagnostic at(const Analysis& a, NodeRef r, Severity s, std::string code, std::string msg) {
  Diagnostic d;
  const Graph& g = a.graphs[r.graph];
  d.doc = g.doc;
  d.range = g.nameRange(g.nodes[r.node]);
  d.severity = s;
  d.code = std::move(code);
  d.message = std::move(msg);
  return d;
}

Related relatedTo(const Analysis& a, NodeRef r, std::string msg) {
  const Graph& g = a.graphs[r.graph];
  return Related{g.doc, g.nameRange(g.nodes[r.node]), std::move(msg)};
}

// Up to three names of a list, quoted, with how many more.
std::string someNames(const std::vector<std::string_view>& names) {
  std::string r;
  for (size_t k = 0; k < names.size() && k < 3; ++k) r += (k ? ", `" : "`") + std::string(names[k]) + "`";
  if (names.size() > 3) r += " and " + std::to_string(names.size() - 3) + " more";
  return r;
}

// The top-level forward and backward graphs, in print order: where a graph without a partner looked.
struct Partners {
  std::vector<int> forward, backward;
  explicit Partners(const Analysis& a) {
    for (int k = 0; k < static_cast<int>(a.graphs.size()); ++k) {
      const Graph& c = a.graphs[k];
      if (c.parent >= 0) continue;
      if (c.role == Role::Forward) forward.push_back(k);
      else if (c.role == Role::Backward) backward.push_back(k);
    }
  }
  const std::vector<int>& of(Role r) const { return r == Role::Forward ? forward : backward; }
};

// Among the graphs of the other role printed nearest to `g` (kNear each side: a log of 70k lone forwards must not
// compare each with every other), the one sharing most names with what `g` exchanges with its partner, and how
// many it shares; -1 when none shares any.
std::pair<int, int> closestPartner(const Analysis& a, int gi, const std::vector<int>& others,
                                   const std::vector<std::string_view>& names) {
  constexpr long kNear = 32;
  std::pair<int, int> best{-1, 0};
  const auto mid = std::lower_bound(others.begin(), others.end(), gi);
  const auto from = mid - std::min(mid - others.begin(), kNear), to = mid + std::min(others.end() - mid, kNear);
  for (auto it = from; it != to; ++it) {
    const Graph& c = a.graphs[*it];
    int shared = 0;
    for (auto n : names) shared += c.find(n) >= 0;
    if (shared > best.second) best = {*it, shared};
  }
  return best;
}

std::vector<std::string_view> savedNames(const Graph& bwd) {
  std::vector<std::string_view> names;
  for (int p : bwd.placeholders())
    if (!isTangentName(bwd.nodes[p].name)) names.push_back(bwd.nodes[p].name);
  return names;
}

// The first saved input whose type the forward prints otherwise, said in words; empty when none.
std::string typeDifference(const Graph& fwd, const Graph& bwd) {
  const TypeComparison c = compareTypes(fwd, bwd, savedNames(bwd));
  if (c.differsX < 0) return {};
  const Node &f = fwd.nodes[c.differsX], &b = bwd.nodes[c.differsY];
  return "its `" + std::string(b.name) + "` is " + std::string(b.type.text) + " where the forward's is " +
         std::string(f.type.text);
}

// Why the closest graph `k` of the other role is not `gi`'s partner: its types differ, or it has one already.
std::string whyNotTaken(const Analysis& a, int gi, int k) {
  const bool bwd = a.graphs[gi].role == Role::Backward;
  const Graph &f = a.graphs[bwd ? k : gi], &b = a.graphs[bwd ? gi : k];
  std::string why;
  if (std::string diff = typeDifference(f, b); !diff.empty()) why += ", but " + diff;
  for (const Pair& p : a.pairs) {
    const int partner = bwd ? (p.forward == k ? p.backward : -1) : (p.backward == k ? p.forward : -1);
    if (partner < 0) continue;
    const Graph &pf = a.graphs[bwd ? k : partner], &pb = a.graphs[bwd ? partner : k];
    const int types = compareTypes(pf, pb, savedNames(pb)).fit();
    why += std::string(why.empty() ? ", but" : ", and") + " it is paired with `" + a.graphs[partner].id + "`" +
           (types > 0 ? ", whose types agree" : "");
  }
  return why;
}

// A saved SymInt (`Sym(s97)`) that no node takes by name may still be used: the backward's shapes are written in
// its symbol (`f32[s97, 64]`), which the compiled code reads from the saved value.
bool usedThroughShapes(const Graph& g, int node) {
  const std::string_view type = g.nodes[node].type.text;
  if (g.nodes[node].type.dtype() != "Sym" || type.size() < 6 || type.back() != ')') return false;
  const std::string_view symbol = type.substr(4, type.size() - 5);
  const auto isWord = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; };
  for (int i = 0; i < static_cast<int>(g.nodes.size()); ++i) {
    if (i == node) continue;
    const std::string_view t = g.nodes[i].type.text;
    for (size_t at = t.find(symbol); at != std::string_view::npos; at = t.find(symbol, at + 1))
      if ((at == 0 || !isWord(t[at - 1])) && (at + symbol.size() == t.size() || !isWord(t[at + symbol.size()])))
        return true;
  }
  return false;
}

// What pairing looked for, where, and how to pair by hand.
std::string noPartnerMessage(const Analysis& a, const Partners& partners, int gi) {
  const Graph& g = a.graphs[gi];
  const bool bwd = g.role == Role::Backward;
  std::vector<std::string_view> names;  // a backward's saved inputs; a forward's outputs
  if (bwd) {
    names = savedNames(g);
  } else if (int o = g.output(); o >= 0) {
    for (const auto& arg : g.nodes[o].args) if (arg.ref >= 0) names.push_back(arg.text);
  }
  const Role other = bwd ? Role::Forward : Role::Backward;
  const int candidates = static_cast<int>(partners.of(other).size());
  std::string m = std::string(toString(g.role)) + " graph `" + g.id + "` has no " + toString(other) + " partner: ";
  m += bwd ? "looked for a forward graph that returns its saved inputs " + someNames(names) + " as trailing outputs"
           : "looked for a backward graph whose inputs are its outputs " + someNames(names);
  m += ", among " + std::to_string(candidates) + " " + toString(other) + " graph" + (candidates == 1 ? "" : "s") +
       " in the " + std::to_string(a.docs.size()) + " file" + (a.docs.size() == 1 ? "" : "s") + " analysed together";
  if (auto [k, shared] = closestPartner(a, gi, partners.of(other), names); k >= 0)
    m += " (closest: `" + a.graphs[k].id + "`, which has " + std::to_string(shared) + " of the " +
         std::to_string(names.size()) + " names" + whyNotTaken(a, gi, k) + ")";
  m += ". Open or name the " + std::string(toString(other)) + "'s file too (`fxlens analyze FWD BWD`), or pair two files by hand with `FX Graph: Pair With…`";
  return m;
}

}  // namespace

bool hasUnresolvedArgs(const Graph& g) {
  for (const Node& n : g.nodes) {
    for (const Arg& arg : n.args)
      if (arg.ref == Arg::kUnresolved) return true;
    for (const KwArg& arg : n.kwargs)
      if (arg.ref == Arg::kUnresolved) return true;
  }
  return false;
}

// A single-name argument that names no node of its graph: after an edit that renamed or deleted its definition,
// the printout no longer runs. Names inside lists and expressions are left alone (they may be Python's own).
void diagnoseUndefinedNames(Analysis& a) {
  for (const Graph& g : a.graphs) {
    if (!(a.memo ? a.memo->hasUnresolved(g) : hasUnresolvedArgs(g))) continue;
    for (const Node& n : g.nodes) {
      auto check = [&](const Arg& arg) {
        if (arg.ref != Arg::kUnresolved) return;
        const Range r = singleNameRange(arg);
        Diagnostic d;
        d.doc = g.doc;
        d.range = r;
        d.severity = Severity::Error;
        d.code = "undefined-name";
        d.message = "`" + std::string(g.nameAt(r)) + "` is not defined in this graph: no node or input of " + g.id +
                    " has this name";
        a.diagnostics.push_back(std::move(d));
      };
      for (const Arg& arg : n.args) check(arg);
      for (const KwArg& arg : n.kwargs) check(arg);
    }
  }
}

void diagnose(Analysis& a) {
  diagnoseUndefinedNames(a);
  for (const auto& as : a.associations) {
    if (as.kind == AssocKind::Recomputed || as.kind == AssocKind::GradOutput) continue;
    const Node* bn = a.node(as.backward);
    if (!bn) continue;
    if (as.status == AssocStatus::Unmatched) {
      a.diagnostics.push_back(at(a, as.backward, Severity::Warning, "unmatched-reference",
                                 "`" + bn->name + "` has no forward producer" +
                                     (as.evidence.empty() ? "" : ": " + as.evidence.front())));
    } else if (as.status == AssocStatus::Ambiguous) {
      std::string names;
      Diagnostic d = at(a, as.backward, Severity::Warning, "ambiguous-association", "");
      for (const auto& c : as.candidates) {
        const Node* fn = a.node(c);
        if (!fn) continue;
        names += (names.empty() ? "`" : ", `") + fn->name + "`";
        d.related.push_back(relatedTo(a, c, "candidate `" + fn->name + "`"));
      }
      d.message = "`" + bn->name + "` could be any of " + names;
      a.diagnostics.push_back(std::move(d));
    } else if (as.kind == AssocKind::Saved) {
      const Node* fn = a.node(as.forward);
      if (a.graphs[as.backward.graph].usersOf(as.backward.node).empty() &&
          !usedThroughShapes(a.graphs[as.backward.graph], as.backward.node)) {
        Diagnostic d = at(a, as.backward, Severity::Warning, "unused-saved-tensor",
                          "saved tensor `" + bn->name + "` is never used by the backward");
        d.related.push_back(relatedTo(a, as.forward, "saved here"));
        a.diagnostics.push_back(std::move(d));
      }
      if (fn && bn->type.known() && fn->type.known() && !sameType(bn->type, fn->type)) {
        Diagnostic d = at(a, as.backward, Severity::Warning, "saved-type-mismatch",
                          "`" + bn->name + "` is " + bn->type.text + " here but " + fn->type.text + " in the forward");
        d.related.push_back(relatedTo(a, as.forward, "forward value"));
        a.diagnostics.push_back(std::move(d));
      }
    }
  }
  const Partners partners(a);
  std::vector<char> paired(a.graphs.size(), 0);
  for (const auto& p : a.pairs)
    for (int g : {p.forward, p.backward, p.joint})
      if (g >= 0) paired[g] = 1;
  for (int i = 0; i < static_cast<int>(a.graphs.size()); ++i) {
    const Graph& g = a.graphs[i];
    if (paired[i] || g.parent >= 0 || (g.role != Role::Forward && g.role != Role::Backward) || isCompiledAutograd(g))
      continue;
    Diagnostic d;
    d.doc = g.doc;
    d.range = {g.range.begin, g.range.begin};
    if (int o = g.output(); o < 0 && !g.nodes.empty()) d.range = g.nameRange(g.nodes.front());
    d.severity = Severity::Information;
    d.code = "no-partner";
    d.message = noPartnerMessage(a, partners, i);
    a.diagnostics.push_back(std::move(d));
  }
  std::vector<char> hasGraph(a.docs.size(), 0);
  for (const auto& g : a.graphs) hasGraph[g.doc] = 1;
  for (const auto& n : a.savedOutputs) hasGraph[n.doc] = 1;  // a partitioner's log: evidence, not a stray file
  for (int d = 0; d < static_cast<int>(a.docs.size()); ++d) {
    if (hasGraph[d] || a.docs[d].text.size() > kMaxDocumentBytes) continue;  // parseDocument said why
    if (showsOutputCode(a.docs[d])) continue;  // Inductor's code of a graph printed elsewhere (kernels.h)
    Diagnostic x;
    x.doc = d;
    x.severity = Severity::Information;
    x.code = "no-graph";
    x.message = a.docs[d].text.empty() ? "empty file: no FX graph found" : "no FX graph printout found in this file";
    a.diagnostics.push_back(std::move(x));
  }
}

}  // namespace fx
