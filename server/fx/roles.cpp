// Roles: forward, backward, joint, inference, dynamo or unknown, from the header, the file name, the content.
#include <cctype>

#include "analysis.h"
#include "scan.h"

namespace fx {

namespace {

// Words of a header or file name, lower-cased, split on anything that is not a letter or digit.
Role roleFromWords(const std::vector<std::string>& ws) {
  bool fwd = false, bwd = false, joint = false, dyn = false, inf = false;
  for (auto& w : ws) {
    if (w == "forward" || w == "fwd" || w == "fw") fwd = true;
    else if (w == "backward" || w == "bwd" || w == "bw") bwd = true;
    else if (w == "joint") joint = true;
    else if (w == "dynamo" || w == "captured") dyn = true;
    else if (w == "inference") inf = true;
  }
  if (joint || (fwd && bwd)) return Role::Joint;
  if (bwd) return Role::Backward;
  if (inf) return Role::Inference;
  if (fwd) return Role::Forward;
  if (dyn) return Role::Dynamo;
  return Role::Unknown;
}

bool startsWith(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

Role roleFromContent(const Graph& g, std::string& why) {
  int primals = 0, tangents = 0, dynamoArgs = 0, argN = 0, other = 0, constants = 0;
  int aten = 0, backwardOps = 0, seeds = 0;
  for (const auto& n : g.nodes) {
    if (n.op == OpKind::Placeholder) {
      std::string_view t = n.target.empty() ? n.name : n.target;
      if (startsWith(t, "primals")) ++primals;
      else if (isTangentName(t)) ++tangents;
      else if (startsWith(t, "L_") || startsWith(t, "l_") || n.type.dtype() == "Sym") ++dynamoArgs;
      else if (startsWith(t, "arg") && t.find('_') != std::string::npos) ++argN;
      else ++other;
    } else if (n.op == OpKind::GetAttr) {
      if (n.isSavedConstant()) ++constants;
    } else if (n.op == OpKind::CallFunction) {
      if (n.target.find("aten.") != std::string::npos || n.target.find("prims.") != std::string::npos) ++aten;
      const std::string_view op = n.opNameView();
      if (op.find("_backward") != std::string_view::npos) ++backwardOps;
      if (op == "ones_like") ++seeds;
    }
  }
  int outputs = 0;
  if (int o = g.output(); o >= 0) outputs = static_cast<int>(g.nodes[o].args.size());
  if (tangents > 0) {
    // A joint's outputs are the user outputs followed by one gradient per primal; a backward returns
    // only gradients, and its non-tangent inputs are saved values named after forward nodes.
    if (primals > 0 && other == 0 && outputs > primals) {
      why = "primals and tangents as inputs, outputs = user outputs + gradients";
      return Role::Joint;
    }
    why = "tangent inputs";
    return Role::Backward;
  }
  if (seeds > 0 && (backwardOps > 0 || constants > 0)) {
    // make_fx: a backward traced from the loss starts at ones_like(loss) and reads saved tensors as constants;
    // a forward-and-backward trace computes the loss first.
    bool seedFirst = false;
    for (const auto& n : g.nodes) {
      if (n.op == OpKind::Placeholder || n.op == OpKind::GetAttr) continue;
      seedFirst = n.opNameView() == "ones_like";
      break;
    }
    if (seedFirst && constants > 0) {
      why = "ones_like gradient seed of the loss input, saved tensors as constants";
      return Role::Backward;
    }
    why = "forward computation followed by the gradient seed ones_like(loss) and backward ops";
    return Role::Joint;
  }
  if (backwardOps > 0 && primals == 0) {
    why = "backward ops";
    return Role::Backward;
  }
  if (primals > 0) {
    why = "primals inputs";
    return Role::Forward;
  }
  if (argN > 0 && aten > 0) {
    why = "argN_M inputs (AOT inference)";
    return Role::Inference;
  }
  if (dynamoArgs > 0 || (aten == 0 && !g.nodes.empty())) {
    why = "Dynamo-style inputs or torch-level ops";
    return Role::Dynamo;
  }
  return Role::Unknown;
}

}  // namespace

void assignRoles(Analysis& a) {
  for (auto& g : a.graphs) {
    if (g.parent >= 0) {
      g.role = Role::Unknown;
      g.roleEvidence = "submodule of " + a.graphs[g.parent].id;
      continue;
    }
    std::string why;
    Role content = roleFromContent(g, why);
    Role header = roleFromWords(scan::words(g.header));
    if (header == Role::Unknown && scan::lower(g.header).find("compiled_fn") != std::string::npos) header = Role::Dynamo;
    Role title = roleFromWords(scan::words(g.title));
    std::string file = a.docs[g.doc].path;
    if (auto s = file.find_last_of('/'); s != std::string::npos) file = file.substr(s + 1);
    Role name = roleFromWords(scan::words(file));
    // A header printed by PyTorch is the strongest evidence; decisive content (tangents, a gradient seed,
    // a joint's pytree signature) beats a file name, which beats weak content.
    bool decisive = content == Role::Joint || content == Role::Backward;
    if (header == Role::Forward && content == Role::Inference) {
      // AOT inference graphs are logged under `===== Forward graph N =====` too; argN_M inputs tell them apart.
      g.role = Role::Inference;
      g.roleEvidence = "header `" + g.header + "` with " + why;
    } else if (header != Role::Unknown) {
      g.role = header;
      g.roleEvidence = "header `" + g.header + "`";
    } else if (decisive) {
      g.role = content;
      g.roleEvidence = why;
    } else if (name != Role::Unknown) {
      g.role = name;
      g.roleEvidence = "file name";
    } else if (title != Role::Unknown) {
      g.role = title;
      g.roleEvidence = "class name";
    } else {
      g.role = content;
      g.roleEvidence = why;
    }
    // Post-grad / post-partition printouts keep the partition's role even if the name says "post grad".
  }
}

}  // namespace fx
