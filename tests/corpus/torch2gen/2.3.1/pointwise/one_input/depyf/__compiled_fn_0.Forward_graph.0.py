from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:103 in f, code: return (x.sin() * 2).cos().sum()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mul);  mul = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(cos);  cos = None
        return [sum_1, primals_1]
        