from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.testing._internal.two_tensor.TwoTensor):
        l_x_ = L_x_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:180 in f, code: return (x.sin() * 3).cos()
        sin = l_x_.sin();  l_x_ = None
        mul = sin * 3;  sin = None
        cos = mul.cos();  mul = None
        return (cos,)
        