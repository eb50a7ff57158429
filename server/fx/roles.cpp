// Roles: forward, backward, joint, inference, dynamo or unknown. A graph's own text (its inputs, its outputs, its
// body) is the strongest evidence after a header PyTorch printed; file and class names are supporting evidence,
// and when they disagree with decisive content, the content wins and a diagnostic says so.
#include <cctype>

#include "analysis.h"
#include "dump_names.h"
#include "memo.h"
#include "scan.h"

namespace fx {

namespace {

// Words of a header or file name, lower-cased, split on anything that is not a letter or digit.
// Forward and backward words side by side (`fwd_bwd`, `forward_and_backward`) name a joint; apart, the last one
// names the graph (`invoke_subgraph_bwd_partitioning.fwd.txt` is a forward: the test's name, then the role).
Role roleFromWords(const std::vector<std::string>& ws) {
  bool fwd = false, bwd = false, joint = false, dyn = false, inf = false, compiled = false, autograd = false,
       repro = false, sideBySide = false;
  int lastSide = 0, lastAt = 0;  // the last forward (1) or backward (2) word (0: none yet), and where it was
  for (int i = 0; i < static_cast<int>(ws.size()); ++i) {
    const std::string& w = ws[i];
    const int side = w == "forward" || w == "fwd" || w == "fw" ? 1 : w == "backward" || w == "bwd" || w == "bw" ? 2 : 0;
    if (side) {
      const bool adjacent = lastSide && (lastAt == i - 1 || (lastAt == i - 2 && ws[i - 1] == "and"));
      if (adjacent && lastSide != side) sideBySide = true;
      lastSide = side, lastAt = i;
    }
    if (side == 1) fwd = true;
    else if (side == 2) bwd = true;
    else if (w == "joint") joint = true;
    else if (w == "dynamo" || w == "captured") dyn = true;
    else if (w == "inference" || w == "exportedprogram") inf = true;
    else if (w == "compiled") compiled = true;
    else if (w == "autograd") autograd = true;
    else if (w == "repro") repro = true;
  }
  if (joint || sideBySide) return Role::Joint;
  if (fwd && bwd) return lastSide == 1 ? Role::Forward : Role::Backward;
  if (bwd || (compiled && autograd)) return Role::Backward;  // compiled autograd's graph is a step's whole backward
  if (inf) return Role::Inference;
  if (fwd) return Role::Forward;
  if (dyn) return Role::Dynamo;
  if (repro) return Role::Inference;  // fx_graph_runnable's `class Repro`, when its inputs do not say otherwise
  return Role::Unknown;
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

// `arg0_1`: AOTAutograd's placeholder names when it traces without a joint (inference).
bool aotInferenceName(std::string_view t) {
  if (!startsWith(t, "arg") || t.size() < 6) return false;
  size_t p = 3;
  while (p < t.size() && std::isdigit(static_cast<unsigned char>(t[p]))) ++p;
  return p > 3 && p + 1 < t.size() && t[p] == '_' && std::isdigit(static_cast<unsigned char>(t[p + 1]));
}

// torch.export's lifted inputs: parameters, buffers, constants (`p_linear_weight`, `b_running_mean`, `c_lifted`).
bool exportLiftedName(std::string_view t) {
  return t.size() > 2 && (t[0] == 'p' || t[0] == 'b' || t[0] == 'c') && t[1] == '_' && !std::isdigit(static_cast<unsigned char>(t[2]));
}

// What the text of a graph shows, counted once.
struct Profile {
  int primals = 0, tangents = 0, dynamoInputs = 0, aotInference = 0, exportLifted = 0, symInputs = 0, otherInputs = 0;
  int calls = 0, aten = 0, torchLevel = 0, backwardOps = 0, seeds = 0, constants = 0;  // aten: any torch.ops op
  int outputs = 0, noneOutputs = 0;
  int leadingTangentFree = 0;  // returned first and reached by no tangent: a joint's user outputs
  bool seedFirst = false;      // the first computation is ones_like (a make_fx backward traced from the loss)
  int forwardSources = 0, backwardSources = 0;  // `# File:` comments, `# Backward of forward node:` comments
};

void countInputs(const Graph& g, Profile& p) {
  for (int k : g.placeholders()) {
    const Node& n = g.nodes[k];
    std::string_view t = n.target.empty() ? n.name : n.target;
    // Dynamo names its inputs after their source first (`L_flat_tangents_1_` is a Dynamo input, not a tangent).
    if (startsWith(t, "L_") || startsWith(t, "l_")) ++p.dynamoInputs;
    else if (startsWith(t, "primals")) ++p.primals;
    else if (isTangentName(t)) ++p.tangents;
    else if (aotInferenceName(t)) ++p.aotInference;
    else if (exportLiftedName(t)) ++p.exportLifted;
    else if (n.type.dtype() == "Sym") ++p.symInputs;
    else ++p.otherInputs;
  }
}

// An operator overload (`torch.ops.aten.mm.default`, `aten.mm.default` in print_tabular, a HOP, a custom op): what
// AOTAutograd, make_fx and torch.export graphs call.
bool isOpOverload(std::string_view t) {
  return startsWith(t, "torch.ops.") || startsWith(t, "higher_order.") || t.find("aten.") != std::string_view::npos ||
         t.find("prims.") != std::string_view::npos;
}

// What Dynamo graphs call: torch functions (`torch.sin`, `torch.nn.functional.linear`, `torch._C._nn.linear`, or
// their repr in print_tabular, `<built-in method sin ...>`), not counting the pytree plumbing export graphs hold.
bool isTorchLevel(std::string_view t) {
  if (!t.empty() && t[0] == '<') return true;
  return startsWith(t, "torch.") && !startsWith(t, "torch.ops.") && !startsWith(t, "torch.utils._pytree.") &&
         !startsWith(t, "torch.fx._pytree.");
}

void countBody(const Graph& g, Profile& p) {
  bool first = true;
  for (const auto& n : g.nodes) {
    if (n.op == OpKind::GetAttr && n.isSavedConstant()) ++p.constants;
    if (n.isCompute()) ++p.calls;
    if (n.op == OpKind::CallMethod || n.op == OpKind::CallModule) ++p.torchLevel;
    if (n.op != OpKind::CallFunction) continue;
    std::string_view t = n.target;
    if (isOpOverload(t)) ++p.aten;
    else if (isTorchLevel(t)) ++p.torchLevel;
    const std::string_view op = n.opNameView();
    if (op.find("_backward") != std::string_view::npos) ++p.backwardOps;
    if (op == "ones_like") ++p.seeds;
    if (first) p.seedFirst = op == "ones_like";
    first = false;
  }
}

// Which returned values depend on a tangent: in a backward every gradient does; a joint returns the user's
// outputs first, computed from the primals alone, then the gradients.
void countOutputs(const Graph& g, Profile& p) {
  int o = g.output();
  if (o < 0) return;
  std::vector<char> reached(g.nodes.size(), 0);
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    const Node& n = g.nodes[i];
    if (n.op == OpKind::Placeholder) reached[i] = isTangentName(n.name);
    else
      for (const auto& u : n.uses())
        if (u.node >= 0 && reached[u.node]) {
          reached[i] = 1;
          break;
        }
  }
  bool leading = true;
  for (const auto& a : g.nodes[o].args) {
    ++p.outputs;
    if (a.ref < 0 && a.text == "None") ++p.noneOutputs;
    leading = leading && a.ref >= 0 && !reached[a.ref];
    if (leading) ++p.leadingTangentFree;
  }
}

void countSources(const Graph& g, Profile& p) {
  const std::string_view backward = kBackwardOfForward.substr(2);  // sources keep the text after `# `
  for (const auto& c : g.sources) {
    std::string_view t = c.text;
    if (t.substr(0, backward.size()) == backward) ++p.backwardSources;
    else if (t.substr(0, 5) == "File:") ++p.forwardSources;
  }
}

Profile profileOf(const Graph& g) {
  Profile p;
  countSources(g, p);
  countInputs(g, p);
  countBody(g, p);
  countOutputs(g, p);
  return p;
}

std::string plural(int n, const char* what) { return std::to_string(n) + " " + what + (n == 1 ? "" : "s"); }

ContentRole withTangents(const Profile& p) {
  if (p.primals > 0 && p.leadingTangentFree > 0)
    return {Role::Joint, true,
            "primals and tangents as inputs; returns " + plural(p.leadingTangentFree, "user output") +
                " computed from the primals alone, then gradients"};
  const int grads = p.outputs - p.noneOutputs;
  std::string why = "tangent inputs; every output is a gradient (" + plural(grads, "gradient") +
                    (p.noneOutputs ? ", " + std::to_string(p.noneOutputs) + " None" : "") + ")";
  const int saved = p.primals + p.otherInputs + p.symInputs + p.aotInference + p.dynamoInputs + p.exportLifted;
  if (saved > 0)
    why += "; saves " + plural(saved, "value") + (p.primals ? " (" + std::to_string(p.primals) + " of them primals)" : "");
  return {Role::Backward, true, why};
}

}  // namespace

ContentRole roleFromContent(const Graph& g) {
  const Profile p = profileOf(g);
  if (p.tangents > 0) return withTangents(p);
  if (isCompiledAutograd(g))
    return {Role::Backward, true, "compiled autograd's inputs (inputs, sizes, scalars, hooks): a step's whole backward"};
  if (p.seeds > 0 && (p.backwardOps > 0 || p.constants > 0)) {
    if (p.seedFirst && p.constants > 0)
      return {Role::Backward, true, "ones_like gradient seed of the loss input, saved tensors as constants"};
    return {Role::Joint, true, "forward computation followed by the gradient seed ones_like(loss) and backward ops"};
  }
  // (A forward may hold backward nodes too: torch.autograd.grad inside the compiled function.)
  if (p.primals > 0) return {Role::Forward, true, "primals inputs and no tangents"};
  if (p.forwardSources > 0 && p.backwardSources > 0)
    return {Role::Joint, true, "forward nodes (`# File:`) and backward nodes (`# Backward of forward node:`)"};
  // Input names say more than backward ops do: compiled autograd's graphs compute gradients but are traced by
  // Dynamo (L_inputs_) and by AOTAutograd without a joint (arg0_1).
  if (p.aotInference > 0 && p.aten > 0) return {Role::Inference, true, "argN_M inputs with ATen ops (AOT inference)"};
  if (p.dynamoInputs > 0) return {Role::Dynamo, true, "Dynamo's L_/l_ inputs"};
  if (p.backwardOps > 0) return {Role::Backward, false, "backward ops"};
  // (An exported module's `self._guards_fn(x)` is a module call beside its ATen ops: a majority is needed.)
  if (p.torchLevel > 0 && (p.aten == 0 || p.torchLevel > p.aten))
    return {Role::Dynamo, true, "torch-level calls (torch.*, methods, modules) rather than ATen ops"};
  if (p.exportLifted > 0 && p.aten > 0)
    return {Role::Inference, true, "lifted parameters/buffers (p_*, b_*) with ATen ops (torch.export)"};
  if (p.aten > 0) return {Role::Inference, false, "ATen ops on plain inputs (make_fx or torch.export)"};
  if (p.calls == 0 && !g.nodes.empty()) return {Role::Inference, false, "no computation: returns its inputs or constants"};
  if (!g.nodes.empty()) return {Role::Dynamo, false, "no ATen ops"};
  return {};
}

namespace {

Role headerRole(const Graph& g) {
  Role r = roleFromWords(scan::words(g.header));
  if (r == Role::Unknown && scan::lower(g.header).find("compiled_fn") != std::string::npos) r = Role::Dynamo;
  return r;
}

// Tells the user that a name said one thing and the text another (information: the text was followed).
void noteConflict(Analysis& a, const Graph& g, const char* what, Role named, const ContentRole& c) {
  // depyf and AOTAutograd call an inference graph a "Forward graph": a convention, not a conflict.
  if (named == Role::Forward && c.role == Role::Inference) return;
  Diagnostic d;
  d.doc = g.doc;
  d.range = {g.range.begin, g.range.begin};
  d.severity = Severity::Information;
  d.code = "role-conflict";
  d.message = std::string("the ") + what + " says " + toString(named) + ", but the graph's text says " +
              toString(c.role) + " (" + c.why + "): `" + g.id + "` is taken as " + toString(c.role);
  a.diagnostics.push_back(std::move(d));
}

void assignTopLevel(Analysis& a, AnalysisMemo& memo, Graph& g) {
  const ContentRole& content = memo.contentRole(g);
  const Role header = headerRole(g);
  const Role name = roleFromWords(scan::words(dumps::baseName(a.docs[g.doc].path)));
  // A bare `def forward` is titled "forward": only a class name says something.
  const Role title = g.title == "forward" ? Role::Unknown : roleFromWords(scan::words(g.title));
  auto take = [&](Role r, std::string why) {
    g.role = r;
    g.roleEvidence = std::move(why);
  };
  // AOTAutograd logs and depyf names its inference graphs "Forward graph" too; a forward it partitioned always
  // has primals, so a "Forward graph" of ATen ops without them (argN_M inputs, or none) is an inference graph.
  const bool aotForwardName =
      header == Role::Forward || (name == Role::Forward && dumps::namesGraphDump(a.docs[g.doc].path));
  if (aotForwardName && content.role == Role::Inference) {
    take(Role::Inference, (header == Role::Forward ? "header `" + g.header + "`" : std::string("dump file name")) +
                              " with " + content.why);
  } else if (header != Role::Unknown) {
    take(header, "header `" + g.header + "`" + (content.role == header ? "; " + content.why : ""));
  } else if (content.decisive) {
    take(content.role, content.why);
    if (name != Role::Unknown && name != content.role) noteConflict(a, g, "file name", name, content);
    else if (title != Role::Unknown && title != content.role) noteConflict(a, g, "class name", title, content);
  } else if (name != Role::Unknown) {
    take(name, "file name");
  } else if (title != Role::Unknown) {
    take(title, "class name");
  } else {
    take(content.role, content.why);
  }
}

}  // namespace

bool isCompiledAutograd(const Graph& g) {
  bool inputs = false, sizes = false;
  for (int k : g.placeholders()) {
    inputs = inputs || g.nodes[k].name == "inputs";
    sizes = sizes || g.nodes[k].name == "sizes";
  }
  return inputs && sizes;
}

void assignRoles(Analysis& a) {
  AnalysisMemo local;
  AnalysisMemo& memo = a.memo ? *a.memo : local;
  // Parents come before their nested graphs, so a subgraph takes the role of the graph that calls it: the
  // subgraphs of a backward (flex_attention's score_mod graphs, invoke_subgraph bodies) compute gradients.
  for (auto& g : a.graphs) {
    if (g.parent < 0) {
      assignTopLevel(a, memo, g);
      continue;
    }
    const Graph& caller = a.graphs[g.parent];
    g.role = caller.role;
    g.roleEvidence = "subgraph of `" + caller.id + "` (" + toString(caller.role) + ")";
  }
}

}  // namespace fx
