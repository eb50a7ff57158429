// The second, independent way to the answer: with the forward-and-backward graph (c) of the same function, (b)
// is aligned with (c)'s backward part and (c)'s forward part with (a) (same op sequences, detach nodes aside, each
// pair checked argument by argument); the argument slot of each constant in (c) then names the forward node.
#pragma once

#include <vector>

#include "fx/model.h"

namespace fx::makefx {

struct JointAlignment {
  std::vector<int> backwardToJoint;  // (b) node → (c) node (verified pairs), -1
  std::vector<int> jointToForward;   // (c) node → (a) node (verified pairs, placeholders), -1
  int seed = -1;                     // first node of (c)'s backward part: its `ones_like`
  bool ok = false;
};

JointAlignment alignWithJoint(const Graph& forward, const Graph& backward, const Graph& joint);

constexpr int kAlignmentConflict = -2;

// The forward node of (a) that (c) puts where (b) uses get_attr node `getattr`; -1 unknown, kAlignmentConflict
// when its uses disagree.
int alignedValue(const Graph& forward, const Graph& backward, const Graph& joint, const JointAlignment& alignment,
                 int getattr);

}  // namespace fx::makefx
