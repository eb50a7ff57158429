from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_y_ : torch.Tensor, L_x_ : torch.Tensor):
        l_y_ = L_y_
        l_x_ = L_x_
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/graph_break/depyf/__transformed_code_0_for_f.py:12 in __temp_3, code: return (y.cos() * x).sum()
        cos = l_y_.cos();  l_y_ = None
        mul = cos * l_x_;  cos = l_x_ = None
        sum_1 = mul.sum();  mul = None
        return (sum_1,)
        