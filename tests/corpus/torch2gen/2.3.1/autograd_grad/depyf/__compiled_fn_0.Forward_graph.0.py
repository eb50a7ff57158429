from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1)
        exp: "f32[4, 6]" = torch.ops.aten.exp.default(cos);  cos = None
        detach: "f32[4, 6]" = torch.ops.aten.detach.default(exp)
        detach_1: "f32[4, 6]" = torch.ops.aten.detach.default(detach);  detach = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(primals_1, primals_1)
        sum_1: "f32[4]" = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
        detach_2: "f32[4, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[4, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        return [mul, exp, sum_1, primals_1, detach_3]
        