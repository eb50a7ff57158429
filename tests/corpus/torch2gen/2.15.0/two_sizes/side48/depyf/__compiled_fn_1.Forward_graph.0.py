from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 3, 3, 3]", primals_2: "f32[8]", primals_3: "f32[2, 3, 48, 48]", primals_4: "i64[]", primals_5: "f32[8]", primals_6: "f32[8]", primals_7: "f32[8]", primals_8: "f32[8]", primals_9: "f32[8, 8, 3, 3]", primals_10: "f32[8]", primals_11: "f32[4, 8]", primals_12: "f32[4]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:405 in step, code: return net(x).sum()
        convolution: "f32[2, 8, 48, 48]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_4, 1)
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_7, primals_8, primals_5, primals_6, True, 0.1, 1e-05);  primals_8 = None
        getitem: "f32[2, 8, 48, 48]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[8]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[8]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[8]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[8]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
        relu: "f32[2, 8, 48, 48]" = torch.ops.aten.relu.default(getitem);  getitem = None
        convolution_1: "f32[2, 8, 48, 48]" = torch.ops.aten.convolution.default(relu, primals_9, primals_10, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_10 = None
        relu_1: "f32[2, 8, 48, 48]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        detach_1: "f32[2, 8, 48, 48]" = torch.ops.aten.detach.default(relu_1)
        mean: "f32[2, 8, 1, 1]" = torch.ops.aten.mean.dim(relu_1, [-1, -2], True);  relu_1 = None
        view: "f32[2, 8]" = torch.ops.aten.view.default(mean, [2, 8]);  mean = None
        t: "f32[8, 4]" = torch.ops.aten.t.default(primals_11)
        addmm: "f32[2, 4]" = torch.ops.aten.addmm.default(primals_12, view, t);  primals_12 = t = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(addmm);  addmm = None

        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:405 in step, code: return net(x).sum()
        detach_2: "f32[2, 8, 48, 48]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_4, add);  primals_4 = add = copy_ = None
        copy__1: "f32[8]" = torch.ops.aten.copy_.default(primals_5, getitem_3);  primals_5 = copy__1 = None
        copy__2: "f32[8]" = torch.ops.aten.copy_.default(primals_6, getitem_4);  primals_6 = copy__2 = None
        return (sum_1, primals_1, primals_3, primals_7, primals_9, primals_11, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, view, detach_2)
