from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]"):
        l_x_ = L_x_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        sin: "f32[4, 6]" = l_x_.sin()
        mul: "f32[4, 6]" = sin * 2;  sin = None
        cos: "f32[4, 6]" = l_x_.cos()
        exp: "f32[4, 6]" = cos.exp();  cos = None
        mul_1: "f32[4, 6]" = l_x_ * l_x_;  l_x_ = None
        sum_1: "f32[4]" = mul_1.sum(dim = 1);  mul_1 = None
        return (mul, exp, sum_1)
        