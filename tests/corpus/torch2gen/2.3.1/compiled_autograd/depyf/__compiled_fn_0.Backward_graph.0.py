from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_5: "f32[4, 6]", tanh: "f32[4, 8]", t_2: "f32[2, 8]", tangents_1: "f32[4, 2]"):
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:36 in inner, code: return fn(*args, **kwargs)
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(tanh)
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
        t_3: "f32[2, 4]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t_3, tanh);  t_3 = tanh = None
        t_4: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_5: "f32[2, 8]" = torch.ops.aten.t.default(t_4);  t_4 = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_3);  mm = detach_3 = None
        t_6: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_6, primals_5);  t_6 = primals_5 = None
        t_7: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_8: "f32[8, 6]" = torch.ops.aten.t.default(t_7);  t_7 = None
        return [t_8, view_1, t_5, view, None]
        