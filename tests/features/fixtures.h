// Annotated fixtures for the editor feature tests: real printouts from tests/corpus (and one from the engine's
// make_fx unit tests) with named marks inside (`$div_use[div$]` a range, `$def^` a point: tests/support/annotated.h),
// and helpers to analyze them. A mark's name says what it marks: a definition by the node's name (`$div[`), a use
// by what uses it (`$div_use[`, `$relu_addmm[`), a point by the line it starts (`$def^`, `$file1^`, `$return^`).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "annotated.h"
#include "fx/analysis.h"
#include "snapshot.h"

namespace fixtures {

using testsupport::Annotated;

// tests/corpus/torch2x/depyf_2023nov_fn0_graphbreak.fwd.txt.
inline const char* const kAotFwd = R"FX(from __future__ import annotations



$def^def forward(self, $primals_1[primals_1$]: "f32[10]", primals_2: "f32[10]"):
    $file1^# File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    $abs_1[abs_1$]: "f32[10]" = torch.ops.aten.abs.default(primals_1)
    add: "f32[10]" = torch.ops.aten.add.Tensor(abs_1, 1);  abs_1 = None
    $div[div$]: "f32[10]" = torch.ops.aten.div.Tensor(primals_1, add);  add = None
    
    $file2^# File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:5, code: if b.sum() < 0:
    sum_1: "f32[]" = torch.ops.aten.sum.default(primals_2);  primals_2 = None
    $lt^lt: "b8[]" = torch.ops.aten.lt.Scalar(sum_1, 0);  sum_1 = None
    $return^return [$div_ret1[div$], lt, primals_1, $div_ret2[div$]]
    )FX";

// tests/corpus/torch2x/depyf_2023nov_fn0_graphbreak.bwd.txt.
inline const char* const kAotBwd = R"FX(from __future__ import annotations



$def^def forward(self, $primals_1[primals_1$]: "f32[10]", $div[div$]: "f32[10]", $tangents_1[tangents_1$]: "f32[10]"):
    $file1^# File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    $abs_1[abs_1$]: "f32[10]" = torch.ops.aten.abs.default(primals_1)
    add: "f32[10]" = torch.ops.aten.add.Tensor($abs_1_use[abs_1$], 1);  abs_1 = None
    $neg[neg$]: "f32[10]" = torch.ops.aten.neg.default(tangents_1)
    div_2: "f32[10]" = torch.ops.aten.div.Tensor($div_use[div$], add);  div = None
    mul: "f32[10]" = torch.ops.aten.mul.Tensor($neg_use[neg$], div_2);  neg = div_2 = None
    div_3: "f32[10]" = torch.ops.aten.div.Tensor(tangents_1, add);  tangents_1 = add = None
    sgn: "f32[10]" = torch.ops.aten.sgn.default(primals_1);  primals_1 = None
    $mul_1^mul_1: "f32[10]" = torch.ops.aten.mul.Tensor(mul, sgn);  mul = sgn = None
    
    $file2^# File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    $add_1^add_1: "f32[10]" = torch.ops.aten.add.Tensor(div_3, mul_1);  div_3 = mul_1 = None
    $return^return [$add_1_ret[add_1$], None]
    )FX";

// tests/corpus/torch113/mlp_nll/make_fx/forward.code.txt (the forum question).
inline const char* const kMakeFxFwd = R"FX(


$def^def forward(self, inputs_1, $labels_1[labels_1$]):
    view = torch.ops.aten.view.default(inputs_1, [32, 784]);  inputs_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    $relu[relu$] = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default($relu_detach[relu$])
    _param_constant2 = self._param_constant2
    $t_1[t_1$] = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, $relu_addmm[relu$], t_1);  _param_constant3 = relu = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    return getitem
    )FX";

// tests/corpus/torch113/mlp_nll/make_fx/backward.code.txt.
inline const char* const kMakeFxBwd = R"FX(


$def^def forward(self, $loss_1[loss_1$]):
    ones_like = torch.ops.aten.ones_like.default(loss_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    $tensor_constant4[_tensor_constant4$] = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    $tensor_constant5[_tensor_constant5$] = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, $tensor_constant5_use[_tensor_constant5$]);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    $tensor_constant6[_tensor_constant6$] = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default($tensor_constant6_use[_tensor_constant6$]);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    t_4 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant7 = self._tensor_constant7
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant7);  t_4 = _tensor_constant7 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    return (t_6, view_1, t_3, view)
    )FX";

// tests/corpus/torch113/mlp_nll/aot_default/fwd.code.txt with `getitem_1` dropped from the returned
// values: the user output tangents_1 belongs to is gone, and the backward's getitem_1 has no producer.
inline const char* const kUnmatchedFwd = R"FX(


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6):
    view = torch.ops.aten.view.default(primals_5, [32, 784]);  primals_5 = None
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, primals_6, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    return [getitem, relu, t_1, primals_6, view, _log_softmax]
    )FX";

// tests/corpus/torch113/mlp_nll/aot_default/bwd.code.txt.
inline const char* const kUnmatchedBwd = R"FX(


def forward(self, getitem_1, relu, t_1, primals_6, view, _log_softmax, $tangents_1[tangents_1$]):
    detach_1 = torch.ops.aten.detach.default(relu)
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax)
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default($tangents_1_use[tangents_1$], _log_softmax, primals_6, None, 1, -100, getitem_1);  tangents_1 = _log_softmax = primals_6 = getitem_1 = None
    detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    detach_7 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_7, 1, torch.float32);  nll_loss_backward = detach_7 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    detach_8 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_9 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_9, 0);  mm = detach_9 = None
    t_6 = torch.ops.aten.t.default(threshold_backward)
    mm_2 = torch.ops.aten.mm.default(t_6, view);  t_6 = view = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    return [t_8, view_2, t_5, view_1, None, None]
    )FX";

// The make_fx shape of tests/corpus_tests/test_makefx_assoc.cpp (kTwoReluForward): two identical relus.
inline const char* const kAmbiguousFwd = R"FX(


def forward(self, x_1, y_1):
    $relu[relu$] = torch.ops.aten.relu.default(x_1);  x_1 = None
    detach = torch.ops.aten.detach.default(relu)
    $relu_1[relu_1$] = torch.ops.aten.relu.default(y_1);  y_1 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    add = torch.ops.aten.add.Tensor(relu, relu_1);  relu = relu_1 = None
    sum_1 = torch.ops.aten.sum.default(add);  add = None
    return sum_1
    )FX";

// Only one of the two relus is differentiated: nothing tells which one the constant is.
inline const char* const kAmbiguousBwd = R"FX(


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [4]);  ones_like = None
    $tensor_constant0[_tensor_constant0$] = self._tensor_constant0
    detach = torch.ops.aten.detach.default($tensor_constant0_use[_tensor_constant0$]);  _tensor_constant0 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(expand, detach, 0);  expand = detach = None
    return (threshold_backward,)
    )FX";

// tests/corpus/torch2x/depyf_2023nov_fn4_dynamic.fwd.txt (dynamic shapes).
inline const char* const kSymbolicFwd = R"FX(from __future__ import annotations



def forward(self, primals_1: "Sym(s0)", primals_2: "f32[s0]", primals_3: "Sym(s1)", primals_4: "f32[s1]"):
    # File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    abs_1: "f32[s0]" = torch.ops.aten.abs.default(primals_2)
    add: "f32[s0]" = torch.ops.aten.add.Tensor(abs_1, 1);  abs_1 = None
    $div[div$]: "f32[s0]" = torch.ops.aten.div.Tensor(primals_2, add);  add = None
    
    # File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:5, code: if b.sum() < 0:
    sum_1: "f32[]" = torch.ops.aten.sum.default(primals_4);  primals_4 = None
    lt: "b8[]" = torch.ops.aten.lt.Scalar(sum_1, 0);  sum_1 = None
    return [div, lt, primals_2, div, primals_1]
    )FX";

// tests/corpus/torch2x/depyf_2023nov_fn4_dynamic.bwd.txt.
inline const char* const kSymbolicBwd = R"FX(from __future__ import annotations



def forward(self, primals_1: "Sym(s0)", primals_2: "f32[s0]", div: "f32[s0]", tangents_1: "f32[s0]"):
    # File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    abs_1: "f32[s0]" = torch.ops.aten.abs.default(primals_2)
    add: "f32[s0]" = torch.ops.aten.add.Tensor(abs_1, 1);  abs_1 = None
    neg: "f32[s0]" = torch.ops.aten.neg.default(tangents_1)
    div_2: "f32[s0]" = torch.ops.aten.div.Tensor(div, add);  div = None
    mul: "f32[s0]" = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    div_3: "f32[s0]" = torch.ops.aten.div.Tensor(tangents_1, add);  tangents_1 = add = None
    sgn: "f32[s0]" = torch.ops.aten.sgn.default(primals_2);  primals_2 = None
    mul_1: "f32[s0]" = torch.ops.aten.mul.Tensor(mul, sgn);  mul = sgn = None
    
    # File: /Users/youkaichao/data/DeepLearning/depyf/tests/test_pytorch/test_pytorch.py:4, code: x = a / (torch.abs(a) + 1)
    add_1: "f32[s0]" = torch.ops.aten.add.Tensor(div_3, mul_1);  div_3 = mul_1 = None
    return [None, add_1, None, None]
    )FX";

// A forward and its backward, analyzed together as "fwd.py" (document 0) and "bwd.py" (document 1).
struct PairFixture {
  Annotated fwd, bwd;
  fxl::Snapshot snap;
  PairFixture(const char* f, const char* b)
      : fwd(f), bwd(b), snap(fx::analyze({{"fwd.py", fwd.text()}, {"bwd.py", bwd.text()}})) {}
};

inline PairFixture aot() { return {kAotFwd, kAotBwd}; }
inline PairFixture makeFx() { return {kMakeFxFwd, kMakeFxBwd}; }
inline PairFixture unmatched() { return {kUnmatchedFwd, kUnmatchedBwd}; }
inline PairFixture ambiguous() { return {kAmbiguousFwd, kAmbiguousBwd}; }
inline PairFixture symbolic() { return {kSymbolicFwd, kSymbolicBwd}; }

constexpr int kFwdDoc = 0, kBwdDoc = 1;

// 0-based line of a byte offset, counted here independently of the engine.
inline uint32_t lineAt(std::string_view text, uint32_t offset) {
  uint32_t line = 0;
  for (uint32_t i = 0; i < offset && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

// The middle of a marked range (a cursor inside a name).
inline uint32_t mid(fx::Range r) { return r.begin + (r.end - r.begin) / 2; }

inline fxl::Target at(int doc, fx::Range r) { return {doc, r}; }

}  // namespace fixtures

namespace fxl {
// For Catch's messages.
inline std::ostream& operator<<(std::ostream& os, const Target& t) {
  return os << "{doc " << t.doc << ", [" << t.range.begin << ", " << t.range.end << ")}";
}
}  // namespace fxl
