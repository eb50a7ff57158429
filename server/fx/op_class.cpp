// The op-class table. Read from PyTorch's min-cut partitioner, which decides what it may recompute in the
// backward: torch 1.13 functorch/_src/partitioners.py (`recomputable_ops`, `random_ops`,
// `compute_intensive_ops`) and torch 2.x torch/_functorch/partitioners.py (`pointwise_ops()` from the ops'
// `pointwise` tag, `view_ops`, `reduction_ops`, `compute_intensive_ops`, `random_ops`). Unlike min-cut we do not
// count reductions (sum, mean, amax, softmax, var) as cheap: the advice names only ops whose cost is one pass
// over the value they make.
#include "op_class.h"

#include <algorithm>
#include <iterator>

#include <string>
#include <unordered_map>

namespace fx {

namespace {

constexpr OpClass P = OpClass::Pointwise, V = OpClass::View, R = OpClass::Reduction, M = OpClass::Matmul,
                  X = OpClass::Random;

struct Row {
  std::string_view op;
  OpClass cls;
};

const Row kRows[] = {
    // pointwise, binary and comparison (1.13 recomputable_ops; 2.x pointwise tag)
    {"add", P}, {"sub", P}, {"rsub", P}, {"mul", P}, {"div", P}, {"atan2", P}, {"pow", P}, {"remainder", P},
    {"fmod", P}, {"maximum", P}, {"minimum", P}, {"__and__", P}, {"__or__", P}, {"__xor__", P},
    {"__lshift__", P}, {"__rshift__", P}, {"bitwise_and", P}, {"bitwise_or", P}, {"bitwise_xor", P},
    {"bitwise_not", P}, {"logical_and", P}, {"logical_or", P}, {"logical_not", P}, {"eq", P}, {"ne", P},
    {"ge", P}, {"gt", P}, {"le", P}, {"lt", P}, {"where", P}, {"lerp", P}, {"addcmul", P}, {"addcdiv", P},
    {"isinf", P}, {"isnan", P}, {"sign", P}, {"copysign", P}, {"hypot", P},
    // pointwise, unary
    {"abs", P}, {"neg", P}, {"ceil", P}, {"floor", P}, {"frac", P}, {"round", P}, {"trunc", P}, {"log", P},
    {"log10", P}, {"log1p", P}, {"log2", P}, {"lgamma", P}, {"exp", P}, {"exp2", P}, {"expm1", P}, {"erf", P},
    {"erfc", P}, {"erfinv", P}, {"cos", P}, {"acos", P}, {"cosh", P}, {"sin", P}, {"asin", P}, {"sinh", P},
    {"tan", P}, {"atan", P}, {"tanh", P}, {"atanh", P}, {"sqrt", P}, {"rsqrt", P}, {"reciprocal", P},
    {"square", P}, {"clamp", P}, {"clamp_min", P}, {"clamp_max", P}, {"nan_to_num", P},
    // pointwise activations and their backward formulas
    {"relu", P}, {"silu", P}, {"sigmoid", P}, {"softplus", P}, {"threshold", P}, {"threshold_backward", P},
    {"gelu", P}, {"gelu_backward", P}, {"leaky_relu", P}, {"elu", P}, {"hardtanh", P}, {"hardswish", P},
    {"hardsigmoid", P}, {"mish", P}, {"logit", P},
    // pointwise copies and casts (2.x: prims.convert_element_type, _to_copy, clone)
    {"to", P}, {"type_as", P}, {"_to_copy", P}, {"clone", P}, {"convert_element_type", P}, {"full_like", P},
    {"zeros_like", P}, {"ones_like", P}, {"fill", P}, {"scalar_tensor", P}, {"lift_fresh_copy", P},
    {"masked_fill", P},
    // constant fills: no input to read (Inductor lowers them as pointwise)
    {"full", P}, {"zeros", P}, {"ones", P},
    // views and reshapes (2.x view_ops; aliases autograd inserts)
    {"view", V}, {"_unsafe_view", V}, {"_reshape_alias", V}, {"reshape", V}, {"t", V}, {"transpose", V},
    {"permute", V}, {"expand", V}, {"squeeze", V}, {"unsqueeze", V}, {"slice", V}, {"select", V},
    {"as_strided", V}, {"alias", V}, {"detach", V}, {"getitem", V}, {"broadcast_in_dim", V},
    {"unbind", V}, {"split", V}, {"chunk", V}, {"narrow", V}, {"diagonal", V}, {"view_as", V},
    {"flatten", V}, {"unflatten", V}, {"contiguous", V},
    // reductions (1.13 recomputable, 2.x reduction_ops: not cheap here)
    {"sum", R}, {"mean", R}, {"amax", R}, {"amin", R}, {"max", R}, {"min", R}, {"argmax", R}, {"argmin", R},
    {"any", R}, {"all", R}, {"var", R}, {"std", R}, {"var_mean", R}, {"prod", R}, {"softmax", R},
    {"_softmax", R}, {"_log_softmax", R}, {"log_softmax", R}, {"_softmax_backward_data", R}, {"logsumexp", R},
    {"native_layer_norm", R}, {"native_batch_norm", R}, {"native_group_norm", R}, {"cumsum", R},
    {"_grad_sum_to_size", R}, {"sum_to_size", R},
    // compute-intensive (1.13 and 2.x compute_intensive_ops)
    {"mm", M}, {"bmm", M}, {"addmm", M}, {"baddbmm", M}, {"matmul", M}, {"convolution", M},
    {"convolution_backward", M}, {"_scaled_dot_product_flash_attention", M},
    {"_scaled_dot_product_efficient_attention", M}, {"upsample_bilinear2d", M},
    // random: recomputing gives other numbers (1.13 and 2.x random_ops)
    {"native_dropout", X}, {"rand_like", X}, {"randn_like", X}, {"bernoulli", X}, {"rand", X}, {"randn", X},
    {"randint", X}, {"philox_rand", X},
};

const std::unordered_map<std::string_view, OpClass>& table() {
  static const auto* t = [] {
    auto* m = new std::unordered_map<std::string_view, OpClass>();
    for (const Row& r : kRows) m->emplace(r.op, r.cls);
    return m;
  }();
  return *t;
}

}  // namespace

const char* toString(OpClass c) {
  switch (c) {
    case OpClass::Pointwise: return "pointwise";
    case OpClass::View: return "view";
    case OpClass::Reduction: return "reduction";
    case OpClass::Matmul: return "matmul";
    case OpClass::Random: return "random";
    case OpClass::Other: return "other";
  }
  return "other";
}

OpClass opClass(std::string_view shortName) {
  const auto& t = table();
  if (auto it = t.find(shortName); it != t.end()) return it->second;
  // In-place variants (`relu_`, `bernoulli_`) are the op itself; dunder names keep their underscores.
  if (shortName.size() > 1 && shortName.back() == '_' && !shortName.starts_with("__"))
    if (auto it = t.find(shortName.substr(0, shortName.size() - 1)); it != t.end()) return it->second;
  return OpClass::Other;
}

bool isReshapeLike(std::string_view shortName) {
  static constexpr std::string_view kReshapes[] = {"view", "reshape", "_unsafe_view", "_reshape_alias"};
  return std::find(std::begin(kReshapes), std::end(kReshapes), shortName) != std::end(kReshapes);
}

}  // namespace fx
