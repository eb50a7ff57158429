from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor):
        l_x_ = L_x_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:103 in f, code: return (x.sin() * 2).cos().sum()
        sin = l_x_.sin();  l_x_ = None
        mul = sin * 2;  sin = None
        cos = mul.cos();  mul = None
        sum_1 = cos.sum();  cos = None
        return (sum_1,)
        