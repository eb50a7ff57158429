// The saved-argument table: read off PyTorch's tools/autograd/derivatives.yaml (and the FunctionsManual helpers it
// calls: mm_mat1_backward / mm_mat2_backward, var_backward, value_selecting_reduction_backward, ...).
// One row per (backward op, argument) pattern; see op_table.h for the meaning of the columns.
#include "op_table.h"

#include <unordered_set>

#include "scan.h"

namespace fx {

namespace {

constexpr SavedRole I = SavedRole::Input;
constexpr SavedRole O = SavedRole::Output;

// Forward op families, spelled once.
constexpr std::string_view kConv =
    "convolution|_convolution";  // convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups)
constexpr std::string_view kConvOther =
    "mkldnn_convolution|_conv_depthwise2d|conv_depthwise3d|slow_conv_dilated2d|slow_conv_dilated3d|"
    "slow_conv3d_forward|slow_conv_transpose2d|slow_conv_transpose3d|cudnn_convolution|miopen_convolution";
constexpr std::string_view kBatchNorm =
    "native_batch_norm|_native_batch_norm_legit|_native_batch_norm_legit_no_training|"
    "_native_batch_norm_legit_functional";
constexpr std::string_view kSelectReduce2 = "max|min|mode|median|nanmedian";  // (self, dim, keepdim)
constexpr std::string_view kVar = "var|var_mean|std|std_mean";
constexpr std::string_view kT = "t|permute|transpose";
constexpr std::string_view kTr = "transpose|permute";
// What puts a saved value back into shape (a reduction's result without keepdim); isReshapeOp.
constexpr std::string_view kReshape = "unsqueeze|_reshape_alias|view|reshape|as_strided";

const std::vector<SavedArg> kTable = {
    // ---- activations: f(grad, self) / f(grad, result) ----
    // relu: threshold_backward(grad, result, 0); threshold: threshold_backward(grad, self, threshold)
    {"threshold_backward", 1, "", "relu", O, 0, "", 0},
    {"threshold_backward", 1, "", "threshold", I, 0, "eq@2=1", 0},
    {"gelu_backward", 1, "", "gelu", I, 0, "", 0},
    {"silu_backward", 1, "", "silu", I, 0, "", 0},
    // silu_backward / mish_backward decomposed (make_fx of 1.13):
    //   sigmoid(self) * (1 + self * (1 - sigmoid(self)));  tanh(softplus(self)) + self * sigmoid(self) * (1 - ...)
    {"sigmoid", 0, "", "silu|mish", I, 0, "multi"},
    {"softplus", 0, "", "mish", I, 0, ""},
    {"mul", 0, "", "silu|mish", I, 0, "multi"},
    {"mish_backward", 1, "", "mish", I, 0, "", 0},
    {"hardswish_backward", 1, "", "hardswish", I, 0, "", 0},
    {"hardsigmoid_backward", 1, "", "hardsigmoid", I, 0, "", 0},
    {"hardtanh_backward", 1, "", "hardtanh", I, 0, "eq@2=1 eq@3=2", 0},
    {"softplus_backward", 1, "", "softplus", I, 0, "eq@2=1 eq@3=2", 0},
    {"softshrink_backward", 1, "", "softshrink", I, 0, "eq@2=1", 0},
    {"hardshrink_backward", 1, "", "hardshrink", I, 0, "eq@2=1", 0},
    {"logit_backward", 1, "", "logit", I, 0, "", 0},
    {"glu_backward", 1, "", "glu", I, 0, "eq@2=1", 0},
    // leaky_relu: leaky_relu_backward(grad, self, slope, false); leaky_relu_: (grad, result, slope, true)
    {"leaky_relu_backward", 1, "", "leaky_relu", I, 0, "lit@3=False", 0},
    {"leaky_relu_backward", 1, "", "leaky_relu", O, 0, "lit@3=True", 0},
    // elu/celu: elu_backward(grad, alpha, scale, input_scale, is_result, self_or_result)
    {"elu_backward", 5, "", "elu|celu|selu", I, 0, "lit@4=False", 0},
    {"elu_backward", 5, "", "elu|celu|selu", O, 0, "lit@4=True", 0},
    {"sigmoid_backward", 1, "", "sigmoid", O, 0, "", 0},
    {"tanh_backward", 1, "", "tanh", O, 0, "", 0},
    // log_sigmoid_forward -> (output, buffer): log_sigmoid_backward(grad, self, buffer)
    {"log_sigmoid_backward", 1, "", "log_sigmoid_forward", I, 0, "", 0},
    {"log_sigmoid_backward", 2, "", "log_sigmoid_forward", O, 1, "", 0},
    {"rrelu_with_noise_backward", 1, "", "rrelu_with_noise|rrelu_with_noise_functional", I, 0, "", 0},
    {"rrelu_with_noise_backward", 2, "", "rrelu_with_noise|rrelu_with_noise_functional", I, 1, "", 0},
    {"_prelu_kernel_backward", 1, "", "_prelu_kernel", I, 0, ""},
    {"_prelu_kernel_backward", 2, "", "_prelu_kernel", I, 1, ""},
    {"prelu_backward", 1, "", "prelu", I, 0, ""},
    {"prelu_backward", 2, "", "prelu", I, 1, ""},

    // ---- softmax family: f(grad, result, dim, dtype) ----
    {"_softmax_backward_data", 1, "", "_softmax|_safe_softmax", O, 0, "eq@2=1", 0},
    {"_log_softmax_backward_data", 1, "", "_log_softmax", O, 0, "eq@2=1", 0},
    {"_masked_softmax_backward", 1, "", "_masked_softmax", O, 0, "", 0},
    {"_masked_softmax_backward", 2, "", "_masked_softmax", I, 1, "", 0},

    // ---- losses ----
    // nll_loss_forward(self, target, weight, reduction, ignore_index) -> (output, total_weight)
    // nll_loss_backward(grad, self, target, weight, reduction, ignore_index, total_weight)
    {"nll_loss_backward", 1, "", "nll_loss_forward", I, 0, "eq@4=3 eq@5=4", 0},
    {"nll_loss_backward", 2, "", "nll_loss_forward", I, 1, "eq@4=3 eq@5=4", 0},
    {"nll_loss_backward", 3, "", "nll_loss_forward", I, 2, "eq@4=3 eq@5=4", 0},
    {"nll_loss_backward", 6, "", "nll_loss_forward", O, 1, "eq@4=3 eq@5=4", 0},
    {"nll_loss2d_backward", 1, "", "nll_loss2d_forward", I, 0, "eq@4=3 eq@5=4", 0},
    {"nll_loss2d_backward", 2, "", "nll_loss2d_forward", I, 1, "eq@4=3 eq@5=4", 0},
    {"nll_loss2d_backward", 3, "", "nll_loss2d_forward", I, 2, "eq@4=3 eq@5=4", 0},
    {"nll_loss2d_backward", 6, "", "nll_loss2d_forward", O, 1, "eq@4=3 eq@5=4", 0},
    // mse_loss(self, target, reduction): self: mse_loss_backward(grad, self, target, reduction)
    //                                    target: mse_loss_backward(grad, target, self, reduction)
    {"mse_loss_backward", 1, "", "mse_loss", I, 0, "eq@3=2", 0},
    {"mse_loss_backward", 2, "", "mse_loss", I, 1, "eq@3=2", 0},
    {"mse_loss_backward", 1, "", "mse_loss", I, 1, "eq@3=2", 1},
    {"mse_loss_backward", 2, "", "mse_loss", I, 0, "eq@3=2", 1},
    {"smooth_l1_loss_backward", 1, "", "smooth_l1_loss", I, 0, "eq@3=2", 0},
    {"smooth_l1_loss_backward", 2, "", "smooth_l1_loss", I, 1, "eq@3=2", 0},
    {"smooth_l1_loss_backward", 1, "", "smooth_l1_loss", I, 1, "eq@3=2", 1},
    {"smooth_l1_loss_backward", 2, "", "smooth_l1_loss", I, 0, "eq@3=2", 1},
    {"huber_loss_backward", 1, "", "huber_loss", I, 0, "eq@3=2", 0},
    {"huber_loss_backward", 2, "", "huber_loss", I, 1, "eq@3=2", 0},
    {"huber_loss_backward", 1, "", "huber_loss", I, 1, "eq@3=2", 1},
    {"huber_loss_backward", 2, "", "huber_loss", I, 0, "eq@3=2", 1},
    {"soft_margin_loss_backward", 1, "", "soft_margin_loss", I, 0, "", 0},
    {"soft_margin_loss_backward", 2, "", "soft_margin_loss", I, 1, "", 0},
    // binary_cross_entropy(self, target, weight, reduction)
    {"binary_cross_entropy_backward", 1, "", "binary_cross_entropy", I, 0, "", 0},
    {"binary_cross_entropy_backward", 2, "", "binary_cross_entropy", I, 1, "", 0},
    {"binary_cross_entropy_backward", 3, "", "binary_cross_entropy", I, 2, "", 0},
    {"binary_cross_entropy_with_logits_backward", 1, "", "binary_cross_entropy_with_logits", I, 0, "", 0},
    {"binary_cross_entropy_with_logits_backward", 2, "", "binary_cross_entropy_with_logits", I, 1, "", 0},
    {"binary_cross_entropy_with_logits_backward", 3, "", "binary_cross_entropy_with_logits", I, 2, "", 0},
    {"binary_cross_entropy_with_logits_backward", 4, "", "binary_cross_entropy_with_logits", I, 3, "", 0},
    // binary_cross_entropy_with_logits(self, target, weight, pos_weight, reduction), decomposed:
    //   self grad = (self.sigmoid() - target) * grad [* weight] [/ numel]   (pos_weight: (t + 1 - target) * sigmoid - t)
    //   target grad = -self * grad [* weight]                              (pos_weight: log_sigmoid(-self) - ...)
    {"sigmoid", 0, "", "binary_cross_entropy_with_logits", I, 0, ""},
    {"sub", 1, "", "binary_cross_entropy_with_logits", I, 1, ""},
    {"neg", 0, "", "binary_cross_entropy_with_logits", I, 0, ""},
    // multi_margin_loss(self, target, p, margin, weight, reduction): (grad, self, target, p, margin, weight, reduction)
    {"multi_margin_loss_backward", 1, "", "multi_margin_loss", I, 0, "", 0},
    {"multi_margin_loss_backward", 2, "", "multi_margin_loss", I, 1, "", 0},
    {"multi_margin_loss_backward", 5, "", "multi_margin_loss", I, 4, "", 0},
    // multilabel_margin_loss_forward -> (output, is_target): (grad, self, target, reduction, is_target)
    {"multilabel_margin_loss_backward", 1, "", "multilabel_margin_loss_forward", I, 0, "", 0},
    {"multilabel_margin_loss_backward", 2, "", "multilabel_margin_loss_forward", I, 1, "", 0},
    {"multilabel_margin_loss_backward", 4, "", "multilabel_margin_loss_forward", O, 1, "", 0},
    // _ctc_loss -> (neg_log_likelihood, log_alpha):
    // _ctc_loss_backward(grad, log_probs, targets, input_lengths, target_lengths, nll, log_alpha, blank, zero_inf)
    {"_ctc_loss_backward", 1, "", "_ctc_loss", I, 0, "", 0},
    {"_ctc_loss_backward", 2, "", "_ctc_loss", I, 1, "", 0},
    {"_ctc_loss_backward", 5, "", "_ctc_loss", O, 0, "", 0},
    {"_ctc_loss_backward", 6, "", "_ctc_loss", O, 1, "", 0},

    // ---- matrix products ----
    // mm(self, mat2) / addmm(self, mat1, mat2):
    //   mat1 grad (mm_mat1_backward): grad.mm(mat2.t())           → mm(grad, t(mat2))
    //                                 or mat2.mm(grad.t()).t()     → mm(mat2, t(grad))   (column-major mat1)
    //   mat2 grad (mm_mat2_backward): mat1.t().mm(grad)           → mm(t(mat1), grad)
    //                                 or grad.t().mm(mat1).t()     → mm(t(grad), mat1)   (column-major mat2)
    {"mm", 1, kT, "addmm", I, 2, "", 1},
    {"mm", 1, kT, "mm", I, 1, "", 0},
    {"mm", 0, "", "addmm", I, 2, "t@1", 1},
    {"mm", 0, "", "mm", I, 1, "t@1", 0},
    {"mm", 0, kT, "addmm", I, 1, "", 2},
    {"mm", 0, kT, "mm", I, 0, "", 1},
    {"mm", 1, "", "addmm", I, 1, "t@0", 2},
    {"mm", 1, "", "mm", I, 0, "t@0", 1},
    // mv(self, vec): vec grad = self.t().mv(grad); addmv(self, mat, vec): vec grad = mat.t().mv(grad)
    {"mv", 0, kT, "mv", I, 0, "", 1},
    {"mv", 0, kT, "addmv", I, 1, "", 2},
    // bmm(self, mat2): self grad = grad.bmm(mat2.transpose(1, 2)); mat2 grad = self.transpose(1, 2).bmm(grad)
    // baddbmm(self, batch1, batch2): the same for batch1 / batch2
    {"bmm", 1, kTr, "bmm", I, 1, "", 0},
    {"bmm", 1, kTr, "baddbmm", I, 2, "", 1},
    {"bmm", 0, kTr, "bmm", I, 0, "", 1},
    {"bmm", 0, kTr, "baddbmm", I, 1, "", 2},

    // ---- pointwise products: grad * saved ----
    // mul.Tensor(self, other): self grad = grad * other; other grad = grad * self
    {"mul", 1, "", "mul", I, 1, "", 0},
    {"mul", 1, "", "mul", I, 0, "", 1},
    {"mul", 1, "", "dot|vdot", I, 1, "", 0},
    {"mul", 1, "", "dot|vdot", I, 0, "", 1},
    // xlogy(self, other): other grad = grad * self / other; hypot: grad * self / result, grad * other / result
    {"mul", 1, "", "xlogy", I, 0, "", 1},
    {"mul", 1, "", "hypot", I, 0, "", 0},
    {"mul", 1, "", "hypot", I, 1, "", 1},
    // lerp(self, end, weight): end grad = grad * weight
    {"mul", 1, "", "lerp", I, 2, "", 1},
    // exp / exp2 / ldexp: grad * result
    {"mul", 1, "", "exp|exp2", O, 0, "", 0},
    // native_dropout -> (output, mask): grad * mask * scale (differentiable formula)
    {"mul", 1, "", "native_dropout", O, 1, "", 0},
    {"native_dropout_backward", 1, "", "native_dropout", O, 1, "", 0},
    {"_masked_scale", 1, "", "_fused_dropout", O, 1, "", 0},
    {"_fused_dropout_backward", 1, "", "_fused_dropout", O, 1, "", 0},
    // sqrt: grad / (2 * result); std: var_backward(grad / (result * 2), ...)
    {"mul", 0, "", "sqrt|std|std_mean", O, 0, "lit@1=2"},
    // reciprocal: -grad * (result * result)
    {"mul", 0, "", "reciprocal", O, 0, "multi"},
    {"mul", 1, "", "reciprocal", O, 0, "multi"},
    // rsqrt: -0.5 * grad * result.pow(3); tan: grad * (1 + result.pow(2))
    {"pow", 0, "", "rsqrt", O, 0, "lit@1=3"},
    {"pow", 0, "", "tan", O, 0, "lit@1=2"},
    // pow.Tensor_Scalar(self, exponent): grad * exponent * self.pow(exponent - 1)
    {"pow", 0, "", "pow", I, 0, ""},
    // erf / erfc / asinh / atanh: ... self.pow(2) ...
    {"pow", 0, "", "erf|erfc|asinh|atanh", I, 0, "lit@1=2"},
    // expm1: grad * (result + 1); log1p: grad / (self + 1)
    {"add", 0, "", "expm1", O, 0, "lit@1=1"},
    {"add", 0, "", "log1p", I, 0, "lit@1=1"},
    // div.Tensor(self, other): self grad = grad / other; other grad = -grad * ((self / other) / other)
    {"div", 1, "", "div", I, 1, "multi"},
    {"div", 0, "", "div", I, 0, ""},
    // norm / linalg_vector_norm (p = 2): self * (grad / result).masked_fill_(result == 0, 0)  (decomposed:
    // self / result, result == 0); result unsqueezed when !keepdim
    {"div", 0, "", "norm|linalg_vector_norm", I, 0, ""},
    {"div", 1, "", "norm|linalg_vector_norm", O, 0, ""},
    {"div", 1, "unsqueeze", "norm|linalg_vector_norm", O, 0, ""},
    {"eq", 0, "", "norm|linalg_vector_norm", O, 0, "lit@1=0"},
    {"eq", 0, "unsqueeze", "norm|linalg_vector_norm", O, 0, "lit@1=0"},
    // atan2(self, other): recip = (self * self + other * other).reciprocal(); grad * other * recip,
    // grad * -self * recip
    {"mul", 0, "", "atan2", I, 0, "multi"},
    {"mul", 1, "", "atan2", I, 0, "multi"},
    {"mul", 0, "", "atan2", I, 1, "multi"},
    {"mul", 1, "", "atan2", I, 1, "multi"},
    {"neg", 0, "", "atan2", I, 0, ""},
    // xlogy.Tensor(self, other): self grad = xlogy(grad, other).masked_fill((self == 0) & (other <= 0), 0);
    // other grad = grad * self / other
    {"xlogy", 1, "", "xlogy", I, 1, ""},
    {"eq", 0, "", "xlogy", I, 0, "lit@1=0"},
    {"le", 0, "", "xlogy", I, 1, "lit@1=0"},
    {"div", 1, "", "xlogy", I, 1, ""},
    // log: grad.div(self)
    {"div", 1, "", "log", I, 0, "", 0},
    // sin: grad * self.cos(); cos: grad * -self.sin(); sinh/cosh; abs: grad * self.sgn()
    {"cos", 0, "", "sin", I, 0, ""},
    {"sin", 0, "", "cos", I, 0, ""},
    {"cosh", 0, "", "sinh", I, 0, ""},
    {"sinh", 0, "", "cosh", I, 0, ""},
    {"sgn", 0, "", "abs", I, 0, ""},
    {"sign", 0, "", "abs", I, 0, ""},

    // ---- masks and selections ----
    // clamp(self, min, max): where((self >= min) & (self <= max), grad, 0); clamp_min: self > min (>= in 1.x);
    // clamp_max: self < max (<= in 1.x)
    {"ge", 0, "", "clamp|clamp_min", I, 0, ""},
    {"gt", 0, "", "clamp|clamp_min", I, 0, ""},
    {"le", 0, "", "clamp|clamp_max", I, 0, ""},
    {"lt", 0, "", "clamp|clamp_max", I, 0, ""},
    // maximum / minimum / max.other / min.other (self, other):
    //   where(self == other, grad / 2, grad).masked_fill(self < other, 0), ...
    {"eq", 0, "", "maximum|minimum|fmax|fmin|max|min", I, 0, "multi"},
    {"eq", 1, "", "maximum|minimum|fmax|fmin|max|min", I, 1, "multi"},
    {"lt", 0, "", "maximum|minimum|fmax|fmin|max|min", I, 0, "multi"},
    {"lt", 1, "", "maximum|minimum|fmax|fmin|max|min", I, 1, "multi"},
    {"gt", 0, "", "maximum|minimum|fmax|fmin|max|min", I, 0, "multi"},
    {"gt", 1, "", "maximum|minimum|fmax|fmin|max|min", I, 1, "multi"},
    // max() / min() (full reduction): evenly_distribute_backward(grad, self, result):
    //   mask = (self == result) | (self.isnan() & result.isnan()), or self.isnan() / self == result
    {"eq", 0, "", "max|min", I, 0, "fnone@1"},
    {"eq", 1, "", "max|min", O, 0, "fnone@1"},
    {"isnan", 0, "", "max|min", I, 0, "fnone@1"},
    {"isnan", 0, "", "max|min", O, 0, "fnone@1"},
    // amax / amin (self, dim, keepdim): scale_grad_by_count(restore_reduced_dims(grad, dim, keepdim),
    //   restore_reduced_dims(result, dim, keepdim) == self, dim); without keepdim the result is reshaped back
    //   (as_strided / _reshape_alias / view)
    {"eq", 0, "", "amax|amin", O, 0, "flit@2=True"},
    {"eq", 0, kReshape, "amax|amin", O, 0, "fnot@2=True"},
    {"eq", 1, "", "amax|amin", I, 0, ""},
    // where.self(condition, self, other): where(condition, grad, 0), where(condition, 0, grad)
    {"where", 0, "", "where", I, 0, "multi"},
    // masked_fill(self, mask, value): grad.masked_fill(mask, 0); masked_select(self, mask): masked_scatter(.., mask, grad)
    {"masked_fill", 1, "", "masked_fill", I, 1, "multi"},
    {"where", 0, "", "masked_fill", I, 1, "multi"},
    {"masked_scatter", 1, "", "masked_select", I, 1, ""},
    {"masked_fill", 1, "", "masked_scatter", I, 1, ""},

    // ---- normalization ----
    // native_layer_norm(input, normalized_shape, weight, bias, eps) -> (out, mean, rstd)
    // native_layer_norm_backward(grad, input, normalized_shape, mean, rstd, weight, bias, mask)
    {"native_layer_norm_backward", 1, "", "native_layer_norm", I, 0, "eq@2=1"},
    {"native_layer_norm_backward", 3, "", "native_layer_norm", O, 1, "eq@2=1"},
    {"native_layer_norm_backward", 4, "", "native_layer_norm", O, 2, "eq@2=1"},
    {"native_layer_norm_backward", 5, "", "native_layer_norm", I, 2, "eq@2=1"},
    {"native_layer_norm_backward", 6, "", "native_layer_norm", I, 3, "eq@2=1"},
    // native_batch_norm(input, weight, bias, running_mean, running_var, training, momentum, eps) -> (out, mean, invstd)
    // native_batch_norm_backward(grad, input, weight, running_mean, running_var, save_mean, save_invstd, train, eps, mask)
    {"native_batch_norm_backward", 1, "", kBatchNorm, I, 0, ""},
    {"native_batch_norm_backward", 2, "", kBatchNorm, I, 1, ""},
    {"native_batch_norm_backward", 3, "", kBatchNorm, I, 3, ""},
    {"native_batch_norm_backward", 4, "", kBatchNorm, I, 4, ""},
    {"native_batch_norm_backward", 5, "", kBatchNorm, O, 1, ""},
    {"native_batch_norm_backward", 6, "", kBatchNorm, O, 2, ""},
    // _batch_norm_with_update / _batch_norm_no_update -> (out, mean, invstd, reserve):
    // batch_norm_backward(grad, input, weight, running_mean, running_var, save_mean, save_var, update, eps, mask, reserve)
    {"batch_norm_backward", 1, "", "_batch_norm_with_update|_batch_norm_no_update", I, 0, ""},
    {"batch_norm_backward", 2, "", "_batch_norm_with_update|_batch_norm_no_update", I, 1, ""},
    {"batch_norm_backward", 3, "", "_batch_norm_with_update|_batch_norm_no_update", I, 3, ""},
    {"batch_norm_backward", 4, "", "_batch_norm_with_update|_batch_norm_no_update", I, 4, ""},
    {"batch_norm_backward", 5, "", "_batch_norm_with_update|_batch_norm_no_update", O, 1, ""},
    {"batch_norm_backward", 6, "", "_batch_norm_with_update|_batch_norm_no_update", O, 2, ""},
    {"batch_norm_backward", 10, "", "_batch_norm_with_update|_batch_norm_no_update", O, 3, ""},
    // cudnn_batch_norm(input, weight, bias, running_mean, running_var, training, factor, eps) -> (out, mean, var, reserve)
    // cudnn_batch_norm_backward(input, grad, weight, running_mean, running_var, save_mean, save_var, eps, reserve)
    {"cudnn_batch_norm_backward", 0, "", "cudnn_batch_norm", I, 0, ""},
    {"cudnn_batch_norm_backward", 2, "", "cudnn_batch_norm", I, 1, ""},
    {"cudnn_batch_norm_backward", 3, "", "cudnn_batch_norm", I, 3, ""},
    {"cudnn_batch_norm_backward", 4, "", "cudnn_batch_norm", I, 4, ""},
    {"cudnn_batch_norm_backward", 5, "", "cudnn_batch_norm", O, 1, ""},
    {"cudnn_batch_norm_backward", 6, "", "cudnn_batch_norm", O, 2, ""},
    {"cudnn_batch_norm_backward", 8, "", "cudnn_batch_norm", O, 3, ""},
    {"miopen_batch_norm_backward", 0, "", "miopen_batch_norm", I, 0, ""},
    {"miopen_batch_norm_backward", 2, "", "miopen_batch_norm", I, 1, ""},
    {"miopen_batch_norm_backward", 3, "", "miopen_batch_norm", I, 3, ""},
    {"miopen_batch_norm_backward", 4, "", "miopen_batch_norm", I, 4, ""},
    {"miopen_batch_norm_backward", 5, "", "miopen_batch_norm", O, 1, ""},
    {"miopen_batch_norm_backward", 6, "", "miopen_batch_norm", O, 2, ""},
    // native_group_norm(input, weight, bias, N, C, HxW, group, eps) -> (out, mean, rstd)
    // native_group_norm_backward(grad, input, mean, rstd, weight, N, C, HxW, group, mask)
    {"native_group_norm_backward", 1, "", "native_group_norm", I, 0, ""},
    {"native_group_norm_backward", 2, "", "native_group_norm", O, 1, ""},
    {"native_group_norm_backward", 3, "", "native_group_norm", O, 2, ""},
    {"native_group_norm_backward", 4, "", "native_group_norm", I, 1, ""},
    // _fused_rms_norm(input, normalized_shape, weight, eps) -> (out, rstd):
    // _fused_rms_norm_backward(grad, input, normalized_shape, rstd, weight, mask)
    {"_fused_rms_norm_backward", 1, "", "_fused_rms_norm", I, 0, ""},
    {"_fused_rms_norm_backward", 3, "", "_fused_rms_norm", O, 1, ""},
    {"_fused_rms_norm_backward", 4, "", "_fused_rms_norm", I, 2, ""},
    // var / std (self, dim, correction, keepdim): var_backward = (2 / N) * grad * (self - self.mean(dim, true))
    {"mean", 0, "", kVar, I, 0, "multi"},
    {"sub", 0, "", kVar, I, 0, "multi"},
    // logsumexp(self, dim, keepdim): grad * (self - result).exp()  (result unsqueezed when !keepdim)
    {"sub", 0, "", "logsumexp", I, 0, ""},
    {"sub", 1, "", "logsumexp", O, 0, ""},
    {"sub", 1, "unsqueeze", "logsumexp", O, 0, ""},
    // _weight_norm_interface(v, g, dim) -> (w, norms): _weight_norm_interface_backward(grad, v, g, norms, dim)
    {"_weight_norm_interface_backward", 1, "", "_weight_norm_interface", I, 0, ""},
    {"_weight_norm_interface_backward", 2, "", "_weight_norm_interface", I, 1, ""},
    {"_weight_norm_interface_backward", 3, "", "_weight_norm_interface", O, 1, ""},

    // ---- convolution and pooling ----
    // convolution_backward(grad, input, weight, bias_sizes, stride, padding, dilation, transposed, output_padding,
    //                      groups, mask)
    {"convolution_backward", 1, "", kConv, I, 0, "eq@4=3 eq@5=4 eq@6=5 eq@7=6 eq@9=8"},
    {"convolution_backward", 2, "", kConv, I, 1, "eq@4=3 eq@5=4 eq@6=5 eq@7=6 eq@9=8"},
    {"convolution_backward", 1, "", kConvOther, I, 0, ""},
    {"convolution_backward", 2, "", kConvOther, I, 1, ""},
    {"convolution_backward_overrideable", 1, "", "convolution_overrideable", I, 0, ""},
    {"convolution_backward_overrideable", 2, "", "convolution_overrideable", I, 1, ""},
    {"_slow_conv2d_backward", 1, "", "_slow_conv2d_forward", I, 0, ""},
    {"_slow_conv2d_backward", 2, "", "_slow_conv2d_forward", I, 1, ""},
    // max_pool2d_with_indices(self, kernel, stride, padding, dilation, ceil) -> (out, indices):
    // max_pool2d_with_indices_backward(grad, self, kernel, stride, padding, dilation, ceil, indices)
    {"max_pool2d_with_indices_backward", 1, "", "max_pool2d_with_indices", I, 0, "eq@2=1 eq@3=2 eq@4=3 eq@5=4 eq@6=5", 0},
    {"max_pool2d_with_indices_backward", 7, "", "max_pool2d_with_indices", O, 1, "eq@2=1 eq@3=2 eq@4=3 eq@5=4 eq@6=5", 0},
    {"max_pool3d_with_indices_backward", 1, "", "max_pool3d_with_indices", I, 0, "eq@2=1 eq@3=2 eq@4=3 eq@5=4 eq@6=5", 0},
    {"max_pool3d_with_indices_backward", 7, "", "max_pool3d_with_indices", O, 1, "eq@2=1 eq@3=2 eq@4=3 eq@5=4 eq@6=5", 0},
    {"max_pool2d_backward", 1, "", "max_pool2d", I, 0, "eq@2=1", 0},
    {"avg_pool2d_backward", 1, "", "avg_pool2d", I, 0, "eq@2=1", 0},
    {"avg_pool3d_backward", 1, "", "avg_pool3d", I, 0, "eq@2=1", 0},
    {"_adaptive_avg_pool2d_backward", 1, "", "_adaptive_avg_pool2d", I, 0, "", 0},
    {"_adaptive_avg_pool3d_backward", 1, "", "_adaptive_avg_pool3d", I, 0, "", 0},
    {"adaptive_max_pool2d_backward", 1, "", "adaptive_max_pool2d", I, 0, "", 0},
    {"adaptive_max_pool2d_backward", 2, "", "adaptive_max_pool2d", O, 1, "", 0},
    {"adaptive_max_pool3d_backward", 1, "", "adaptive_max_pool3d", I, 0, "", 0},
    {"adaptive_max_pool3d_backward", 2, "", "adaptive_max_pool3d", O, 1, "", 0},
    {"fractional_max_pool2d_backward", 1, "", "fractional_max_pool2d", I, 0, "", 0},
    {"fractional_max_pool2d_backward", 4, "", "fractional_max_pool2d", O, 1, "", 0},
    {"fractional_max_pool3d_backward", 1, "", "fractional_max_pool3d", I, 0, "", 0},
    {"fractional_max_pool3d_backward", 4, "", "fractional_max_pool3d", O, 1, "", 0},
    {"reflection_pad1d_backward", 1, "", "reflection_pad1d", I, 0, "", 0},
    {"reflection_pad2d_backward", 1, "", "reflection_pad2d", I, 0, "", 0},
    {"reflection_pad3d_backward", 1, "", "reflection_pad3d", I, 0, "", 0},
    {"replication_pad1d_backward", 1, "", "replication_pad1d", I, 0, "", 0},
    {"replication_pad2d_backward", 1, "", "replication_pad2d", I, 0, "", 0},
    {"replication_pad3d_backward", 1, "", "replication_pad3d", I, 0, "", 0},
    {"grid_sampler_2d_backward", 1, "", "grid_sampler_2d", I, 0, ""},
    {"grid_sampler_2d_backward", 2, "", "grid_sampler_2d", I, 1, ""},
    {"grid_sampler_3d_backward", 1, "", "grid_sampler_3d", I, 0, ""},
    {"grid_sampler_3d_backward", 2, "", "grid_sampler_3d", I, 1, ""},

    // ---- embedding, indexing, gather / scatter ----
    // embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse):
    // embedding_dense_backward(grad, indices, num_weights, padding_idx, scale_grad_by_freq)
    {"embedding_dense_backward", 1, "", "embedding", I, 1, "eq@3=2 eq@4=3", 0},
    {"embedding_backward", 1, "", "embedding", I, 1, "eq@3=2 eq@4=3", 0},
    {"embedding_sparse_backward", 1, "", "embedding", I, 1, "eq@3=2 eq@4=3", 0},
    // _embedding_bag(weight, indices, offsets, ...) -> (out, offset2bag, bag_size, max_indices)
    {"_embedding_bag_backward", 1, "", "_embedding_bag", I, 1, ""},
    {"_embedding_bag_backward", 2, "", "_embedding_bag", I, 2, ""},
    {"_embedding_bag_backward", 3, "", "_embedding_bag", O, 1, ""},
    {"_embedding_bag_backward", 4, "", "_embedding_bag", O, 2, ""},
    {"_embedding_bag_backward", 5, "", "_embedding_bag", O, 3, ""},
    {"_embedding_bag_dense_backward", 1, "", "_embedding_bag", I, 1, ""},
    {"_embedding_bag_dense_backward", 2, "", "_embedding_bag", O, 1, ""},
    {"_embedding_bag_dense_backward", 3, "", "_embedding_bag", O, 2, ""},
    {"_embedding_bag_dense_backward", 4, "", "_embedding_bag", O, 3, ""},
    // index.Tensor(self, indices): index_put(zeros, indices, grad, true) (also _index_put_impl_ / _unsafe_index_put)
    {"index_put", 1, "", "index|_unsafe_index", I, 1, "list multi"},
    {"_index_put_impl", 1, "", "index|_unsafe_index", I, 1, "list multi"},
    {"_unsafe_index_put", 1, "", "index|_unsafe_index", I, 1, "list multi"},
    // index_put(self, indices, values): values grad = grad.index(indices); self grad may index_put zeros
    {"index", 1, "", "index_put|_index_put_impl|_unsafe_index_put", I, 1, "list multi"},
    {"_unsafe_index", 1, "", "index_put|_index_put_impl|_unsafe_index_put", I, 1, "list multi"},
    // gather(self, dim, index): zeros.scatter_add(dim, index, grad)
    {"scatter_add", 2, "", "gather", I, 2, "eq@1=1"},
    // scatter / scatter_add(self, dim, index, src): self grad = grad.scatter(dim, index, 0); src grad = grad.gather(dim, index)
    {"gather", 2, "", "scatter|scatter_add", I, 2, "eq@1=1"},
    {"scatter", 2, "", "scatter", I, 2, "eq@1=1"},
    // max.dim / min.dim / topk / sort / kthvalue / mode / median -> (values, indices):
    // value_selecting_reduction_backward: zeros.scatter(dim, indices, grad) (indices.unsqueeze(dim) when !keepdim;
    // topk and sort always keep the dimension)
    {"scatter", 2, "", "topk|sort", O, 1, ""},
    {"scatter", 2, "", kSelectReduce2, O, 1, "flit@2=True"},
    {"scatter", 2, "unsqueeze", kSelectReduce2, O, 1, "fnot@2=True"},
    {"scatter", 2, "", "kthvalue", O, 1, "flit@3=True"},
    {"scatter", 2, "unsqueeze", "kthvalue", O, 1, "fnot@3=True"},
    // index_select(self, dim, index): zeros.index_add(dim, index, grad)
    {"index_add", 2, "", "index_select", I, 2, "eq@1=1"},
    // index_add / index_copy(self, dim, index, source): source grad = grad.index_select(dim, index)
    {"index_select", 2, "", "index_add|index_copy", I, 2, "eq@1=1"},
    {"index_fill", 2, "", "index_fill|index_copy", I, 2, "eq@1=1"},

    // ---- attention and fused kernels ----
    // _scaled_dot_product_efficient_attention(q, k, v, attn_bias, ...) -> (out, lse, seed, offset):
    // _scaled_dot_product_efficient_attention_backward(grad, q, k, v, attn_bias, out, lse, seed, offset, ...)
    {"_scaled_dot_product_efficient_attention_backward", 1, "", "_scaled_dot_product_efficient_attention", I, 0, ""},
    {"_scaled_dot_product_efficient_attention_backward", 2, "", "_scaled_dot_product_efficient_attention", I, 1, ""},
    {"_scaled_dot_product_efficient_attention_backward", 3, "", "_scaled_dot_product_efficient_attention", I, 2, ""},
    {"_scaled_dot_product_efficient_attention_backward", 4, "", "_scaled_dot_product_efficient_attention", I, 3, ""},
    {"_scaled_dot_product_efficient_attention_backward", 5, "", "_scaled_dot_product_efficient_attention", O, 0, ""},
    {"_scaled_dot_product_efficient_attention_backward", 6, "", "_scaled_dot_product_efficient_attention", O, 1, ""},
    {"_scaled_dot_product_efficient_attention_backward", 7, "", "_scaled_dot_product_efficient_attention", O, 2, ""},
    {"_scaled_dot_product_efficient_attention_backward", 8, "", "_scaled_dot_product_efficient_attention", O, 3, ""},
    // _scaled_dot_product_flash_attention(q, k, v, ...) -> (out, lse, cum_q, cum_k, max_q, max_k, rng_state, unused, dbg):
    // _scaled_dot_product_flash_attention_backward(grad, q, k, v, out, lse, cum_q, cum_k, max_q, max_k, p, causal,
    //                                              rng_state, unused, scale)
    {"_scaled_dot_product_flash_attention_backward", 1, "", "_scaled_dot_product_flash_attention", I, 0, ""},
    {"_scaled_dot_product_flash_attention_backward", 2, "", "_scaled_dot_product_flash_attention", I, 1, ""},
    {"_scaled_dot_product_flash_attention_backward", 3, "", "_scaled_dot_product_flash_attention", I, 2, ""},
    {"_scaled_dot_product_flash_attention_backward", 4, "", "_scaled_dot_product_flash_attention", O, 0, ""},
    {"_scaled_dot_product_flash_attention_backward", 5, "", "_scaled_dot_product_flash_attention", O, 1, ""},
    {"_scaled_dot_product_flash_attention_backward", 6, "", "_scaled_dot_product_flash_attention", O, 2, ""},
    {"_scaled_dot_product_flash_attention_backward", 7, "", "_scaled_dot_product_flash_attention", O, 3, ""},
    {"_scaled_dot_product_flash_attention_backward", 12, "", "_scaled_dot_product_flash_attention", O, 6, ""},
    {"_scaled_dot_product_flash_attention_backward", 13, "", "_scaled_dot_product_flash_attention", O, 7, ""},
    // _scaled_dot_product_flash_attention_for_cpu(q, k, v, ...) -> (out, lse)
    {"_scaled_dot_product_flash_attention_for_cpu_backward", 1, "", "_scaled_dot_product_flash_attention_for_cpu", I, 0, ""},
    {"_scaled_dot_product_flash_attention_for_cpu_backward", 2, "", "_scaled_dot_product_flash_attention_for_cpu", I, 1, ""},
    {"_scaled_dot_product_flash_attention_for_cpu_backward", 3, "", "_scaled_dot_product_flash_attention_for_cpu", I, 2, ""},
    {"_scaled_dot_product_flash_attention_for_cpu_backward", 4, "", "_scaled_dot_product_flash_attention_for_cpu", O, 0, ""},
    {"_scaled_dot_product_flash_attention_for_cpu_backward", 5, "", "_scaled_dot_product_flash_attention_for_cpu", O, 1, ""},
    // _scaled_dot_product_cudnn_attention(q, k, v, attn_bias, ...) -> (out, lse, cum_q, cum_k, max_q, max_k, seed, offset, dbg)
    // ..._backward(grad, q, k, v, out, lse, seed, offset, attn_bias, cum_q, cum_k, ...)
    {"_scaled_dot_product_cudnn_attention_backward", 1, "", "_scaled_dot_product_cudnn_attention", I, 0, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 2, "", "_scaled_dot_product_cudnn_attention", I, 1, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 3, "", "_scaled_dot_product_cudnn_attention", I, 2, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 4, "", "_scaled_dot_product_cudnn_attention", O, 0, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 5, "", "_scaled_dot_product_cudnn_attention", O, 1, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 6, "", "_scaled_dot_product_cudnn_attention", O, 6, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 7, "", "_scaled_dot_product_cudnn_attention", O, 7, ""},
    {"_scaled_dot_product_cudnn_attention_backward", 8, "", "_scaled_dot_product_cudnn_attention", I, 3, ""},
    // _thnn_fused_lstm_cell(input_gates, hidden_gates, cx, ...) -> (hy, cy, workspace):
    // _thnn_fused_lstm_cell_backward(grad_hy, grad_cy, cx, cy, workspace, has_bias)
    {"_thnn_fused_lstm_cell_backward", 2, "", "_thnn_fused_lstm_cell", I, 2, ""},
    {"_thnn_fused_lstm_cell_backward", 3, "", "_thnn_fused_lstm_cell", O, 1, ""},
    {"_thnn_fused_lstm_cell_backward", 4, "", "_thnn_fused_lstm_cell", O, 2, ""},
    {"_thnn_fused_gru_cell_backward", 1, "", "_thnn_fused_gru_cell", O, 1, ""},
    // _pdist_forward(self, p): _pdist_backward(grad, self, p, result); _cdist_forward(x1, x2, p, mode)
    {"_pdist_backward", 1, "", "_pdist_forward", I, 0, ""},
    {"_pdist_backward", 3, "", "_pdist_forward", O, 0, ""},
    {"_cdist_backward", 1, "", "_cdist_forward", I, 0, "multi"},
    {"_cdist_backward", 2, "", "_cdist_forward", I, 1, "multi"},
    {"_cdist_backward", 1, "", "_cdist_forward", I, 1, "multi"},
    {"_cdist_backward", 2, "", "_cdist_forward", I, 0, "multi"},
    {"_cdist_backward", 4, "", "_cdist_forward", O, 0, "multi"},
};

const std::vector<GradEntry> kEntries = {
    // sum: grad.expand(sizes) (grad.unsqueeze(dim) first when !keepdim)
    {"sum", "expand|unsqueeze"},
    // mean: sum_backward(grad, ...) / numel
    {"mean", "expand|unsqueeze|div"},
    // view-likes: grad.reshape(self.sizes()) → view / _reshape_alias, or clone + _unsafe_view when not viewable
    {"view|_reshape_alias|_unsafe_view|reshape", "view|_reshape_alias|reshape|_unsafe_view|clone"},
    {"t", "t"},
    {"transpose", "transpose"},
    {"permute", "permute"},
    {"neg", "neg"},
    // slice(self, dim, start, end, step): slice_backward(grad, sizes, dim, start, end, step)
    {"slice", "slice_backward", "3=2"},
    // select(self, dim, index): select_backward(grad, sizes, dim, index)
    {"select", "select_backward", "3=2"},
};

}  // namespace

const std::vector<SavedArg>& savedArgTable() { return kTable; }

namespace {

// A clause's argument number: a whole non-negative decimal, else -1.
int clauseNumber(std::string_view s) {
  int v = -1;
  return scan::parseInt(s, v) && v >= 0 ? v : -1;
}

// "K=V" split at its first `=`: (K as a number, V); K is -1 when there is no `=` or K is not a number.
std::pair<int, std::string_view> numberedValue(std::string_view s) {
  const size_t eq = s.find('=');
  if (eq == std::string_view::npos) return {-1, {}};
  return {clauseNumber(s.substr(0, eq)), s.substr(eq + 1)};
}

// One clause `name@rest` (or a bare `list` / `multi`) into its field.
void addClause(std::string_view clause, SavedArgClauses& out) {
  if (clause == "list") out.list = true;
  if (clause == "multi") out.multi = true;
  const size_t at = clause.find('@');
  if (at == std::string_view::npos) return;
  const std::string_view name = clause.substr(0, at), rest = clause.substr(at + 1);
  if (name == "t" || name == "fnone") {
    const int k = clauseNumber(rest);
    if (k >= 0) (name == "t" ? out.transposedArgs : out.forwardAbsent).push_back(k);
  } else if (name == "lit" || name == "flit" || name == "fnot") {
    const auto [k, value] = numberedValue(rest);
    auto& into = name == "lit" ? out.backwardLiterals : name == "flit" ? out.forwardLiterals : out.forwardNotLiterals;
    if (k >= 0) into.emplace_back(k, std::string(value));
  } else if (name == "eq") {
    const auto [b, value] = numberedValue(rest);
    const int f = clauseNumber(value);
    if (b >= 0 && f >= 0) out.equalLiterals.emplace_back(b, f);
  }
}

}  // namespace

SavedArgClauses parseClauses(std::string_view condition) {
  SavedArgClauses out;
  for (std::string_view clause : scan::split(condition, ' ')) addClause(clause, out);
  return out;
}

const std::vector<GradEntry>& gradEntryTable() { return kEntries; }

std::vector<std::pair<int, int>> parseLiteralPairs(std::string_view literals) {
  std::vector<std::pair<int, int>> out;
  for (std::string_view pair : scan::split(literals, ' ')) {
    const auto [b, value] = numberedValue(pair);
    const int f = clauseNumber(value);
    if (b >= 0 && f >= 0) out.emplace_back(b, f);
  }
  return out;
}

bool opListHas(std::string_view list, std::string_view name) {
  if (name.empty()) return false;
  size_t p = 0;
  while (p <= list.size()) {
    size_t e = list.find('|', p);
    if (e == std::string_view::npos) e = list.size();
    if (list.substr(p, e - p) == name) return true;
    p = e + 1;
  }
  return false;
}

const GradEntry* gradEntry(std::string_view forwardOp) {
  for (const auto& e : kEntries)
    if (opListHas(e.forwardOps, forwardOp)) return &e;
  return nullptr;
}

std::string_view gradEntryOps(std::string_view forwardOp) {
  const GradEntry* e = gradEntry(forwardOp);
  return e ? e->entryOps : std::string_view();
}

namespace {

// A '|'-separated list as a hash set, for lookups in hot loops.
class OpSet {
 public:
  explicit OpSet(std::string_view list) {
    for (std::string_view op : scan::split(list, '|')) set_.insert(op);
  }
  bool has(std::string_view op) const { return set_.count(op) > 0; }

 private:
  std::unordered_set<std::string_view> set_;
};

}  // namespace

bool isGradPostOp(std::string_view op) {
  static const OpSet kPost(
      "sum|view|_reshape_alias|reshape|_unsafe_view|squeeze|unsqueeze|t|transpose|permute|_to_copy|to|clone|"
      "contiguous|conj|resolve_conj|_conj|detach|alias|expand|neg|mul");
  return kPost.has(op);
}

bool isNonDifferentiableOp(std::string_view op) {
  static const OpSet kNonDiff(
      "empty_like|zeros_like|ones_like|full_like|rand_like|randn_like|randint_like|new_zeros|new_ones|new_empty|"
      "new_full|new_empty_strided|eq|ne|lt|le|gt|ge|logical_and|logical_or|logical_not|logical_xor|isnan|isinf|"
      "isfinite|argmax|argmin|sign|floor|ceil|round|trunc|bernoulli|detach|size|sym_size|numel|bucketize|"
      "searchsorted|one_hot|nonzero|_local_scalar_dense|scalar_tensor|zeros|ones|empty|full|arange");
  return kNonDiff.has(op);
}

bool isSplitOp(std::string_view op) {
  static const OpSet kSplit("split|split_with_sizes|unsafe_split|unsafe_split_with_sizes|chunk|unsafe_chunk|unbind|tensor_split");
  return kSplit.has(op);
}

bool isAliasOp(std::string_view op) {
  static const OpSet kAlias("detach|detach_|alias|lift_fresh|_alias");
  return kAlias.has(op);
}

bool sharesInputStorage(std::string_view op) {
  // Read off native_functions.yaml: the functions whose result is annotated `Tensor(a)` like their `self`
  // (reshape and flatten may copy; a printout cannot say, and they are counted as views). split/chunk/unbind
  // return views too: their getitems share the base.
  static const OpSet kViews(
      "view|_unsafe_view|_reshape_alias|reshape|flatten|unflatten|t|transpose|permute|expand|expand_as|unsqueeze|"
      "squeeze|slice|select|as_strided|detach|alias|_alias|lift_fresh|diagonal|narrow|unfold|view_as|movedim|"
      "swapaxes|swapdims|numpy_T|mT|mH|real|imag|view_as_real|view_as_complex|_conj|_neg_view|indices|values|"
      "split|split_with_sizes|unsafe_split|unsafe_split_with_sizes|chunk|unsafe_chunk|unbind|tensor_split");
  const bool inPlace = op.size() > 1 && op.back() == '_' && !op.ends_with("__");
  return inPlace || kViews.has(op);
}

bool isReshapeOp(std::string_view op) {
  static const OpSet kReshapeSet(kReshape);
  return kReshapeSet.has(op);
}

}  // namespace fx
