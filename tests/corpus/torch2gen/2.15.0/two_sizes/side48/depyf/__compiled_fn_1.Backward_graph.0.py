from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 3, 3, 3]", primals_3: "f32[2, 3, 48, 48]", primals_7: "f32[8]", primals_9: "f32[8, 8, 3, 3]", primals_11: "f32[4, 8]", convolution: "f32[2, 8, 48, 48]", getitem_1: "f32[8]", getitem_2: "f32[8]", getitem_3: "f32[8]", getitem_4: "f32[8]", relu: "f32[2, 8, 48, 48]", view: "f32[2, 8]", detach_2: "f32[2, 8, 48, 48]", tangents_1: "f32[]"):
        # Backward of forward node: File: /work/main/tests/corpus/torch2gen/gen.py:405 in step, code: return net(x).sum()
        expand: "f32[2, 4]" = torch.ops.aten.expand.default(tangents_1, [2, 4]);  tangents_1 = None
        t: "f32[8, 4]" = torch.ops.aten.t.default(primals_11);  primals_11 = None
        t_1: "f32[4, 8]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(expand, t_1);  t_1 = None
        t_2: "f32[4, 2]" = torch.ops.aten.t.default(expand)
        mm_1: "f32[4, 8]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[8, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_2: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(expand, [0], True);  expand = None
        view_1: "f32[4]" = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
        t_4: "f32[4, 8]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[2, 8, 1, 1]" = torch.ops.aten.view.default(mm, [2, 8, 1, 1]);  mm = None
        expand_1: "f32[2, 8, 48, 48]" = torch.ops.aten.expand.default(view_2, [2, 8, 48, 48]);  view_2 = None
        div: "f32[2, 8, 48, 48]" = torch.ops.aten.div.Scalar(expand_1, 2304);  expand_1 = None
        threshold_backward: "f32[2, 8, 48, 48]" = torch.ops.aten.threshold_backward.default(div, detach_2, 0);  div = detach_2 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward, relu, primals_9, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = primals_9 = None
        getitem_5: "f32[2, 8, 48, 48]" = convolution_backward[0]
        getitem_6: "f32[8, 8, 3, 3]" = convolution_backward[1]
        getitem_7: "f32[8]" = convolution_backward[2];  convolution_backward = None
        detach: "f32[2, 8, 48, 48]" = torch.ops.aten.detach.default(relu);  relu = None
        detach_3: "f32[2, 8, 48, 48]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_1: "f32[2, 8, 48, 48]" = torch.ops.aten.threshold_backward.default(getitem_5, detach_3, 0);  getitem_5 = detach_3 = None
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution, primals_7, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution = primals_7 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
        getitem_8: "f32[2, 8, 48, 48]" = native_batch_norm_backward[0]
        getitem_9: "f32[8]" = native_batch_norm_backward[1]
        getitem_10: "f32[8]" = native_batch_norm_backward[2];  native_batch_norm_backward = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_8, primals_3, primals_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_8 = primals_3 = primals_1 = None
        getitem_12: "f32[8, 3, 3, 3]" = convolution_backward_1[1]
        getitem_13: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_12, getitem_13, None, None, None, None, getitem_9, getitem_10, getitem_6, getitem_7, t_4, view_1)
