from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_5: "f32[5, 8]", primals_6: "i64[5]", relu: "f32[5, 16]", _log_softmax: "f32[5, 4]", getitem_1: "f32[]", t_2: "f32[4, 16]", tangents_1: "f32[]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:85 in step, code: return F.cross_entropy(net(x), target)
        detach: "f32[5, 16]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[5, 16]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_2: "f32[5, 4]" = torch.ops.aten.detach.default(_log_softmax)
        detach_3: "f32[5, 4]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        nll_loss_backward: "f32[5, 4]" = torch.ops.aten.nll_loss_backward.default(tangents_1, _log_softmax, primals_6, None, 1, -100, getitem_1);  tangents_1 = _log_softmax = primals_6 = getitem_1 = None
        detach_4: "f32[5, 4]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_5: "f32[5, 4]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        _log_softmax_backward_data: "f32[5, 4]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_5, 1, torch.float32);  nll_loss_backward = detach_5 = None
        mm: "f32[5, 16]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
        t_3: "f32[4, 5]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm_1: "f32[4, 16]" = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None
        t_4: "f32[16, 4]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 4]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[4]" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_5: "f32[4, 16]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_6: "f32[5, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_7: "f32[5, 16]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward: "f32[5, 16]" = torch.ops.aten.threshold_backward.default(mm, detach_7, 0);  mm = detach_7 = None
        t_6: "f32[16, 5]" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "f32[16, 8]" = torch.ops.aten.mm.default(t_6, primals_5);  t_6 = primals_5 = None
        t_7: "f32[8, 16]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 16]" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_1: "f32[16]" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        t_8: "f32[16, 8]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return [t_8, view_1, t_5, view, None, None]
        