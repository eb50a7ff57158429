from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, l_x_: "f32[4, 6]", l_w_: "f32[6, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
        matmul: "f32[4, 6]" = l_x_ @ l_w_;  l_x_ = l_w_ = None
        tanh: "f32[4, 6]" = torch.tanh(matmul);  matmul = None
        sin: "f32[4, 6]" = tanh.sin();  tanh = None
        return (sin,)
