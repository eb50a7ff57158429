from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, l_x_: "f32[4, 6]", l_w1_: "f32[6, 8]", l_w2_: "f32[8, 6]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
        matmul: "f32[4, 8]" = l_x_ @ l_w1_;  l_x_ = l_w1_ = None
        sigmoid: "f32[4, 8]" = torch.sigmoid(matmul);  matmul = None
        relu: "f32[4, 8]" = sigmoid.relu();  sigmoid = None
        matmul_1: "f32[4, 6]" = relu @ l_w2_;  relu = l_w2_ = None
        return (matmul_1,)
