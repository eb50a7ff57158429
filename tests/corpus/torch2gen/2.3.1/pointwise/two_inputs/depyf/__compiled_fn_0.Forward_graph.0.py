from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[4, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:116 in f, code: return ((x.sin() * y).cos() + y.exp()).sum()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, primals_2);  sin = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mul);  mul = None
        exp: "f32[4, 6]" = torch.ops.aten.exp.default(primals_2)
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(cos, exp);  cos = exp = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(add);  add = None
        return [sum_1, primals_1, primals_2]
        