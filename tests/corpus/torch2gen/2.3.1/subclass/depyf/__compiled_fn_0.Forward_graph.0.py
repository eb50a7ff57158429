from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:180 in f, code: return (x.sin() * 3).cos()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        sin_1: "f32[4, 6]" = torch.ops.aten.sin.default(primals_2)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 3);  sin = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin_1, 3);  sin_1 = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mul);  mul = None
        cos_1: "f32[4, 6]" = torch.ops.aten.cos.default(mul_1);  mul_1 = None
        return [cos, cos_1, primals_1, primals_2]
        