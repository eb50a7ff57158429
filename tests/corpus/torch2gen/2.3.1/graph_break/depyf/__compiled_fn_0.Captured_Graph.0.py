from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_w_ : torch.Tensor):
        l_x_ = L_x_
        l_w_ = L_w_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:163 in f, code: y = (x @ w).sin()
        matmul = l_x_ @ l_w_;  l_x_ = l_w_ = None
        y = matmul.sin();  matmul = None
        return (y,)
        