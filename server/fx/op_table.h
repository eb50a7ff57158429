// Knowledge about PyTorch ops, kept as data: which argument of a backward op is which saved value of which
// forward op, and which ops are aliases (detach, views) that pass a value through unchanged.
#pragma once

#include <string_view>
#include <vector>

namespace fx {

// A value of a forward op: its input number k (Input) or its output number k (Output).
enum class SavedRole : unsigned char { Input, Output };

struct SavedArg {
  std::string_view backwardOp;   // short op name, e.g. "threshold_backward", "mm"
  int argIndex;                  // position of the saved value in the backward op's arguments
  std::string_view via;          // how the saved value reaches that argument: "" direct, "t", "transpose", "detach"
  std::string_view forwardOps;   // '|'-separated short names of the forward ops it comes from
  SavedRole role;
  int index;                     // input or output number of the forward op
  std::string_view condition;    // extra pattern condition, "" when none (e.g. "grad=t" for mm(t(grad), x))
};

const std::vector<SavedArg>& savedArgTable();

// Ops whose output is its first input under another name (detach, alias, no-op views in saved tensors).
bool isAliasOp(std::string_view shortOp);

}  // namespace fx
