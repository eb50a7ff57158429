// make_fx association: which forward node of (a) is each saved constant of the separately traced backward (b).
//
// The backward graph is autograd's trace: one derivative formula per forward op that needs one, run in decreasing
// autograd sequence number, i.e. in reverse order of the forward ops. A saved constant reaches some argument of a
// backward op; the op table (op_table.cpp, read off derivatives.yaml) says which forward op(s) save a value there
// and which of their inputs / outputs it is. Every such use is an "anchor" whose unknown is the forward call
// (instance) whose formula it belongs to. The instances are found by constraint propagation, each constraint a
// consequence of how autograd builds the trace:
//   order          anchors in backward order belong to forward calls in non-increasing forward order, and a
//                  non-repeatable saved slot of one forward call is read by at most one anchor;
//   same node      the arguments of one backward op belong to one forward call;
//   same constant  every fetch of a constant is the same tensor, so the same forward node;
//   distinct       two different constants saved as inputs are different tensors (different forward nodes);
//   gradient flow  what one formula computes is consumed by its own formula or by formulas of ancestors of the
//                  node it is the gradient of (values computed from saved tensors alone are private to their
//                  formula); the gradient of a sum / view / transpose / slice ... enters that op's known formula,
//                  and the gradient of piece k of a split enters its cat at position k (op_table.h);
// The answer for a constant is matched only when every remaining possibility gives the same forward node;
// otherwise it is ambiguous with all candidates. When propagation contradicts itself (an op the table does not
// know, a custom autograd.Function, a trace that does not follow the model), the constants whose anchors ran out
// of candidates are left out and the rest solved again; a left-out constant keeps the table's candidates but is
// never matched on them. If that does not help, everything is solved again with fewer assumptions.
//
// Values are reported at the start of in-place chains (`x.sigmoid_()` is the same tensor as `x`); an in-place op
// that needs its original input saves autograd's `clone` of it, which is what its saved input is.
//
// With the forward-and-backward graph (c), (b) is aligned with (c)'s backward part and (c)'s forward part with
// (a) (same op sequences, detach nodes aside, each pair checked argument by argument); the argument slot of each
// constant in (c) names the forward node directly. Both answers are combined; disagreement makes the constant
// ambiguous.
//
// The pieces: clauses.h (the op table as the solver reads it), node_text.h (literals and list arguments),
// forward_index.h (graph (a)), anchors.h and solver.h (the constraint solver, its rules in rules.cpp and
// gradient_flow.cpp), joint_alignment.h (the answer from (c)). This file combines them into Associations.
#include "makefx.h"

#include <algorithm>
#include <climits>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

#include "joint_alignment.h"
#include "solver.h"

namespace fx {

namespace {

using makefx::Anchor;
using makefx::Candidate;
using makefx::Solver;
using makefx::Stage;

// Solves with the strongest assumptions that hold. Returns "fallback" when weaker ones were needed, else nullptr.
const char* solve(Solver& solver) {
  constexpr int kMaxDrops = 16;  // retries leaving out contradicting constants, per stage
  for (Stage stage : {Stage::Full, Stage::NoFlow, Stage::NoOrder, Stage::TableOnly}) {
    solver.enableAll();
    bool ok = solver.run(stage);
    for (int d = 0; !ok && d < kMaxDrops && solver.dropCulprits(); ++d) ok = solver.run(stage);
    if (ok || stage == Stage::TableOnly) return stage == Stage::Full ? nullptr : "fallback";
  }
  return nullptr;
}

// What the association of one constant rests on.
struct ConstantAnswer {
  std::vector<int> values;    // the intersection over its anchors, or their union when that is empty
  unsigned evidence = 0;      // makefx::Evidence bits of its anchors
  bool anchored = false;      // some anchor of it is in the answer (not left unresolved)
  bool uniqueByTable = false;
  bool inconsistent = false;  // it contradicted the others: the table's candidates only, never a match on them
  int aligned = -1;           // the forward node the alignment with (c) names, -1 none
  bool alignConflict = false;
};

// Constants left out of the solution keep what the table alone allows (never narrowed by the others).
void restoreLeftOut(Solver& solver, std::vector<ConstantAnswer>& answers) {
  for (size_t i = 0; i < solver.anchors.size(); ++i) {
    if (!solver.leftOut[i]) continue;
    Anchor& a = solver.anchors[i];
    answers[a.constant].inconsistent = true;
    a.minCall = INT_MIN;
    a.maxCall = INT_MAX;
    solver.materialize(a);
    a.evidence = 0;
  }
}

std::vector<int> sortedUnique(std::vector<int> v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
  return v;
}

// The candidate values of one constant from its anchors (the left-out ones for an inconsistent constant).
void collectValues(const Solver& solver, const std::vector<int>& anchorIds, ConstantAnswer& answer) {
  std::vector<int> common, all;
  bool first = true;
  for (int id : anchorIds) {
    const Anchor& a = solver.anchors[id];
    if ((answer.inconsistent ? !solver.leftOut[id] : solver.leftOut[id]) || a.wide) continue;
    answer.anchored = true;
    answer.evidence |= a.evidence;
    answer.uniqueByTable |= a.uniqueByTable;
    std::vector<int> values;
    for (const Candidate& c : a.candidates) values.push_back(c.value);
    values = sortedUnique(std::move(values));
    all.insert(all.end(), values.begin(), values.end());
    if (first) common = values;
    else {
      std::vector<int> both;
      std::set_intersection(common.begin(), common.end(), values.begin(), values.end(), std::back_inserter(both));
      common.swap(both);
    }
    first = false;
  }
  answer.values = common.empty() ? sortedUnique(std::move(all)) : common;
}

// The alignment's answer for each constant: every fetch of it must agree.
void addAlignment(const Graph& forward, const Graph& backward, const Graph& joint, const Solver& solver,
                  std::vector<ConstantAnswer>& answers) {
  const makefx::JointAlignment alignment = makefx::alignWithJoint(forward, backward, joint);
  if (!alignment.ok) return;
  for (int i = 0; i < static_cast<int>(backward.nodes.size()); ++i) {
    const int k = solver.constantOfNode[i];
    if (k < 0) continue;
    ConstantAnswer& answer = answers[k];
    const int v = makefx::alignedValue(forward, backward, joint, alignment, i);
    if (v == makefx::kAlignmentConflict || (v >= 0 && answer.aligned >= 0 && answer.aligned != v))
      answer.alignConflict = true;
    else if (v >= 0)
      answer.aligned = v;
  }
}

void addEvidence(const ConstantAnswer& answer, const char* stageName, Evidence& evidence) {
  if (!answer.anchored) return;
  evidence.push_back("op-table");
  if (answer.uniqueByTable) evidence.push_back("unique");
  if ((answer.evidence & makefx::kByOrder) && !answer.uniqueByTable) evidence.push_back("order");
  if (answer.evidence & makefx::kByGradientFlow) evidence.push_back("gradient-flow");
  if (answer.evidence & makefx::kBySameConstant) evidence.push_back("same-constant");
  if (answer.evidence & makefx::kByExclusion) evidence.push_back("exclusion");
  if (stageName) evidence.push_back(stageName);
  if (answer.inconsistent) evidence.push_back("inconsistent");
}

Association associationFor(const ConstantAnswer& answer, const char* stageName, int fwd, int bwd, int node) {
  Association as;
  as.backward = {bwd, node};
  as.kind = AssocKind::Constant;
  addEvidence(answer, stageName, as.evidence);
  std::vector<int> candidates = answer.values;
  // A constant that contradicted the others only keeps the table's word as candidates, never as an answer; the
  // alignment with (c), checked node by node, outranks it.
  bool byAlignment = false;
  const int aligned = answer.alignConflict ? -1 : answer.aligned;
  if (answer.alignConflict) as.evidence.push_back("alignment-conflict");
  if (aligned >= 0) {
    if (candidates.empty() || answer.inconsistent || std::find(candidates.begin(), candidates.end(), aligned) != candidates.end()) {
      candidates = {aligned};
      byAlignment = true;
      as.evidence.push_back("alignment");
    } else {
      candidates.push_back(aligned);
      std::sort(candidates.begin(), candidates.end());
      as.evidence.push_back("conflict");
    }
  }
  for (int v : candidates) as.candidates.push_back({fwd, v});
  if (candidates.size() == 1 && !answer.alignConflict && (!answer.inconsistent || byAlignment)) {
    as.status = AssocStatus::Matched;
    as.forward = {fwd, candidates[0]};
  } else {
    as.status = candidates.empty() ? AssocStatus::Unmatched : AssocStatus::Ambiguous;
  }
  return as;
}

std::vector<ConstantAnswer> answerConstants(const std::vector<Graph>& graphs, int fwd, int bwd, const Graph* joint,
                                            Solver& solver, const char*& stageName) {
  solver.buildAnchors();
  stageName = solve(solver);
  std::vector<ConstantAnswer> answers(solver.constantNames.size());
  restoreLeftOut(solver, answers);
  std::vector<std::vector<int>> anchorsOf(answers.size());  // every anchor, left out or not, by constant
  for (size_t i = 0; i < solver.anchors.size(); ++i) anchorsOf[solver.anchors[i].constant].push_back(static_cast<int>(i));
  for (size_t k = 0; k < answers.size(); ++k) collectValues(solver, anchorsOf[k], answers[k]);
  if (joint) addAlignment(graphs[fwd], graphs[bwd], *joint, solver, answers);
  return answers;
}

}  // namespace

std::vector<Association> associateMakeFx(const std::vector<Graph>& graphs, int fwd, int bwd, int joint) {
  std::vector<Association> out;
  const int ng = static_cast<int>(graphs.size());
  if (fwd < 0 || fwd >= ng || bwd < 0 || bwd >= ng || fwd == bwd) return out;
  const Graph& backward = graphs[bwd];
  const Graph* jointGraph = (joint >= 0 && joint < ng && joint != fwd && joint != bwd) ? &graphs[joint] : nullptr;
  try {
    Solver solver(graphs[fwd], backward);
    const char* stageName = nullptr;
    const std::vector<ConstantAnswer> answers = answerConstants(graphs, fwd, bwd, jointGraph, solver, stageName);
    for (int i = 0; i < static_cast<int>(backward.nodes.size()); ++i)
      if (solver.constantOfNode[i] >= 0) out.push_back(associationFor(answers[solver.constantOfNode[i]], stageName, fwd, bwd, i));
  } catch (...) {
    // Never let an exception escape: what was produced so far stands, the rest is unmatched.
    for (int i = out.empty() ? 0 : out.back().backward.node + 1; i < static_cast<int>(backward.nodes.size()); ++i) {
      if (backward.nodes[i].op != OpKind::GetAttr) continue;
      Association as;
      as.backward = {bwd, i};
      as.kind = AssocKind::Constant;
      out.push_back(std::move(as));
    }
  }
  return out;
}

}  // namespace fx
