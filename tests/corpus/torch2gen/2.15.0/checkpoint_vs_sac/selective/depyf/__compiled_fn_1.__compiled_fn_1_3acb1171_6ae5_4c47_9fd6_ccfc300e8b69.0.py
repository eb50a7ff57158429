from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4, 6]", L_w1_: "f32[6, 8]", L_w2_: "f32[8, 6]"):
        l_x_ = L_x_
        l_w1_ = L_w1_
        l_w2_ = L_w2_

        # File: /work/main/tests/corpus/torch2gen/gen.py:444 in f, code: y = cp.checkpoint(block, x, w1, w2, use_reentrant=False, **kwargs)
        wrap_body_0 = self.wrap_body_0
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(wrap_body_0, l_x_, l_w1_, l_w2_, use_reentrant = False);  wrap_body_0 = l_w1_ = l_w2_ = None
        y: "f32[4, 6]" = tag_activation_checkpoint[0];  tag_activation_checkpoint = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:445 in f, code: return (y.tanh() * x).sum()
        tanh: "f32[4, 6]" = y.tanh();  y = None
        mul: "f32[4, 6]" = tanh * l_x_;  tanh = l_x_ = None
        sum_1: "f32[]" = mul.sum();  mul = None
        return (sum_1,)

    class wrap_body_0(torch.nn.Module):
        def forward(self, l_x_: "f32[4, 6]", l_w1_: "f32[6, 8]", l_w2_: "f32[8, 6]"):
            # File: /work/main/tests/corpus/torch2gen/gen.py:435 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
            matmul: "f32[4, 8]" = l_x_ @ l_w1_;  l_x_ = l_w1_ = None
            sigmoid: "f32[4, 8]" = torch.sigmoid(matmul);  matmul = None
            relu: "f32[4, 8]" = sigmoid.relu();  sigmoid = None
            matmul_1: "f32[4, 6]" = relu @ l_w2_;  relu = l_w2_ = None
            return (matmul_1,)
