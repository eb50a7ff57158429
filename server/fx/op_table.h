// Knowledge about PyTorch ops, kept as data: which argument of a backward op is which saved value of which
// forward op, and which ops are aliases (detach, views) that pass a value through unchanged.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace fx {

// A value of a forward op: its input number k (Input) or its output number k (Output).
enum class SavedRole : unsigned char { Input, Output };

// One row: "argument `argIndex` of backward op `backwardOp`, reached from the saved tensor through `via`, is
// input/output `index` of one of `forwardOps`". Rows are read off tools/autograd/derivatives.yaml.
//
// Op names are short aten names ("mm", "threshold_backward"); a trailing `_` (in-place variant) is ignored on
// both sides when matching.
//
// `via`: '|'-separated ops one of which sits between the saved tensor and the argument ("t|permute"), "" when
// the saved tensor is the argument itself. A `detach` right after the saved tensor (autograd's alias of a saved
// *output*) is always allowed and never written here; a detached saved tensor only matches Output rows.
//
// `condition`: space-separated clauses, all of which must hold:
//   t@K      backward argument K (the other operand, the gradient) is produced by t / transpose / permute
//   lit@K=V  backward argument K is the literal V (numbers compared by value)
//   eq@B=F   backward argument B and forward argument F, when both are printed literals, are equal
//   flit@F=V forward argument F is printed and is the literal V
//   fnot@F=V forward argument F is absent (defaulted) or is not the literal V
//   fnone@F  forward argument F is absent (not printed at all): tells overloads apart by arity (max() from
//            max.dim / max.other)
//   list     the saved tensor is an element of a list argument (indices of index/index_put); the forward
//            argument `index` is a list too and the element at the same position is meant
//   multi    one backward formula may use this saved value several times (otherwise once per forward call)
//
// `gradOf`: the backward op's result is (up to the formula's own reductions and casts) the gradient of forward
// input `gradOf`; -1 when it is an intermediate value or a tuple.
struct SavedArg {
  std::string_view backwardOp;   // short op name, e.g. "threshold_backward", "mm"
  int argIndex;                  // position of the saved value in the backward op's arguments
  std::string_view via;          // how the saved value reaches that argument: "" direct, "t|permute", "transpose", ...
  std::string_view forwardOps;   // '|'-separated short names of the forward ops it comes from
  SavedRole role;
  int index;                     // input or output number of the forward op
  std::string_view condition;    // extra pattern conditions, "" when none (see above)
  int gradOf = -1;               // forward input whose gradient the backward op computes, -1 unknown
};

const std::vector<SavedArg>& savedArgTable();

// A SavedArg's `condition`, parsed: one field per clause of the grammar above. A clause whose numbers do not
// read as non-negative integers is dropped (the table is checked data; nothing is guessed).
struct SavedArgClauses {
  std::vector<int> transposedArgs;                                // t@K
  std::vector<std::pair<int, std::string>> backwardLiterals;      // lit@K=V
  std::vector<std::pair<int, int>> equalLiterals;                 // eq@B=F: (backward argument, forward argument)
  std::vector<std::pair<int, std::string>> forwardLiterals;       // flit@F=V
  std::vector<std::pair<int, std::string>> forwardNotLiterals;    // fnot@F=V
  std::vector<int> forwardAbsent;                                 // fnone@F
  bool list = false;                                              // list
  bool multi = false;                                             // multi
};
SavedArgClauses parseClauses(std::string_view condition);

// Forward ops whose backward formula uses no saved tensor and always begins with one of a known set of ops
// applied to the incoming gradient (sum → expand, view → reshape, t → t, ...). Used to check a hypothesis
// "this backward value is the gradient of forward node Y": its consumers must start Y's formula.
struct GradEntry {
  std::string_view forwardOps;  // '|'-separated
  std::string_view entryOps;    // '|'-separated backward ops that can start the formula
  std::string_view literals;    // space-separated "B=F": the entry op's argument B equals the forward op's argument F
                                // (both printed literals), e.g. slice_backward's start is the slice's start
};
const std::vector<GradEntry>& gradEntryTable();
// A GradEntry's `literals`, parsed: (entry op argument B, forward op argument F) pairs, in order; malformed pairs
// are dropped.
std::vector<std::pair<int, int>> parseLiteralPairs(std::string_view literals);
// The entry of a forward op, nullptr when unknown / not deterministic.
const GradEntry* gradEntry(std::string_view forwardOp);
// The entry ops of a forward op ("" when unknown / not deterministic).
std::string_view gradEntryOps(std::string_view forwardOp);

// Forward ops whose output carries no gradient to their inputs (factories from a tensor's shape, comparisons,
// rounding, detach): gradient ancestry does not pass through them.
bool isNonDifferentiableOp(std::string_view shortOp);

// Forward ops splitting a tensor into pieces whose gradients are put back together, in order, by the `cat` or
// `stack` of their backward formula.
bool isSplitOp(std::string_view shortOp);

// Ops a backward formula (or the autograd engine) may apply to an input gradient after computing it: the
// reduction of a broadcast (sum, view), a transpose, a dtype cast.
bool isGradPostOp(std::string_view shortOp);

// Ops whose output is its first input under another name (detach, alias, no-op views in saved tensors).
bool isAliasOp(std::string_view shortOp);

// Ops that put a saved value back into shape before a backward formula uses it (a reduction's result without
// keepdim: unsqueeze, _reshape_alias, view, ...); the `via` of a SavedArg row may name them.
bool isReshapeOp(std::string_view shortOp);

// Ops whose output shares its first input's storage: views (schema `Tensor(a) self -> Tensor(a)` in PyTorch's
// native_functions.yaml), and in-place ops (`add_`: a trailing underscore) that write into their first input.
// The memory timeline allocates nothing for them; they keep their base alive.
bool sharesInputStorage(std::string_view shortOp);

// '|'-separated list membership, used with the tables above.
bool opListHas(std::string_view list, std::string_view name);

}  // namespace fx
