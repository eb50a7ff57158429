from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:192 in f, code: return x.sin() * 2, x.cos().exp(), (x * x).sum(dim=1)
        sin = l_x_.sin()
        mul = sin * 2;  sin = None
        cos = l_x_.cos()
        exp = cos.exp();  cos = None
        mul_1 = l_x_ * l_x_;  l_x_ = None
        sum_1 = mul_1.sum(dim = 1);  mul_1 = None
        return (mul, exp, sum_1)
        