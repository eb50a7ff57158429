from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 6]", arg1_1: "f32[6, 6]", arg2_1: "f32[4, 6]"):
         # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(arg0_1, arg1_1)
        tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
        detach: "f32[4, 6]" = torch.ops.aten.detach.default(tanh)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh)
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(tanh);  tanh = None
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(arg2_1, cos);  arg2_1 = cos = None
        detach_1: "f32[4, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        tanh_backward: "f32[4, 6]" = torch.ops.aten.tanh_backward.default(mul, detach_1);  mul = detach_1 = None
        t: "f32[6, 4]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
        mm_1: "f32[6, 6]" = torch.ops.aten.mm.default(t, tanh_backward);  t = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(arg1_1);  arg1_1 = None
        mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(tanh_backward, t_1);  tanh_backward = t_1 = None
        return (mm_2, mm_1, sin)
        