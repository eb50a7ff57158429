from __future__ import annotations
import torch
from torch import device
class CompiledAutograd(torch.nn.Module):
    def forward(self, inputs, sizes, hooks):
        # No stacktrace found for following nodes
        getitem: "f32[]" = inputs[0]
        getitem_1: "f32[4, 6]" = inputs[1]
        getitem_2: "f32[4, 8]" = inputs[2]
        getitem_3: "f32[2, 8]" = inputs[3]
        getitem_4: "f32[2]" = inputs[4]
        getitem_5: "f32[2, 8]" = inputs[5]
        getitem_6: "f32[8]" = inputs[6]
        getitem_7: "f32[8, 6]" = inputs[7];  inputs = None
        expand: "f32[4, 2]" = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        clone: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(getitem_2)
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(clone, getitem_3);  getitem_3 = None
        t: "f32[2, 4]" = torch.ops.aten.t.default(clone)
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t, getitem_2);  t = getitem_2 = None
        t_1: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        t_2: "f32[2, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_7);  mm = detach_7 = None
        t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = getitem_1 = None
        t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        accumulate_grad_ = torch.ops.inductor.accumulate_grad_.default(getitem_4, view);  getitem_4 = view = None
        accumulate_grad__1 = torch.ops.inductor.accumulate_grad_.default(getitem_5, t_2);  getitem_5 = t_2 = None
        accumulate_grad__2 = torch.ops.inductor.accumulate_grad_.default(getitem_6, view_1);  getitem_6 = view_1 = None
        accumulate_grad__3 = torch.ops.inductor.accumulate_grad_.default(getitem_7, t_5);  getitem_7 = t_5 = None
        return []
        