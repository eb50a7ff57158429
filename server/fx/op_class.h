// What kind of computation an op is (pointwise, view, reduction, matmul, ...), kept as data: the recompute
// advisor asks whether a saved tensor could be made again in the backward by cheap ops only.
#pragma once

#include <cstdint>
#include <string_view>

namespace fx {

enum class OpClass : uint8_t { Pointwise, View, Reduction, Matmul, Random, Other };
const char* toString(OpClass);

// The class of a short aten op name ("mul", "mul_", "t"); a trailing `_` (in-place variant) is ignored.
// Ops not in the table are Other.
OpClass opClass(std::string_view shortName);

// The ops that give a tensor another shape and differ only in whether they copy (`view`, `reshape`,
// `_unsafe_view`, `_reshape_alias`): a backward that recomputes a forward `view` may print it as `reshape`.
bool isReshapeLike(std::string_view shortName);

// Cheap to recompute: pointwise ops and views (the memory traffic of the value itself, no reduction).
inline bool isCheap(OpClass c) { return c == OpClass::Pointwise || c == OpClass::View; }

}  // namespace fx
