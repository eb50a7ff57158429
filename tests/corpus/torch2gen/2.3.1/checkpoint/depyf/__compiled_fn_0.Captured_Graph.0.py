from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_w1_ : torch.Tensor, L_w2_ : torch.Tensor):
        l_x_ = L_x_
        l_w1_ = L_w1_
        l_w2_ = L_w2_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:149 in f, code: y = torch.utils.checkpoint.checkpoint(block, x, w1, w2, use_reentrant=False)
        wrap_body_0 = self.wrap_body_0
        tag_activation_checkpoint = torch._higher_order_ops.wrap.tag_activation_checkpoint(wrap_body_0, l_x_, l_w1_, l_w2_, use_reentrant = False);  wrap_body_0 = l_w1_ = l_w2_ = None
        y = tag_activation_checkpoint[0];  tag_activation_checkpoint = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:150 in f, code: return (y.tanh() * x).sum()
        tanh = y.tanh();  y = None
        mul = tanh * l_x_;  tanh = l_x_ = None
        sum_1 = mul.sum();  mul = None
        return (sum_1,)
        
    class GraphModule(torch.nn.Module):
        def forward(self, l_x_, l_w1_, l_w2_):
            # File: /work/main/tests/corpus/torch2gen/gen.py:146 in block, code: return torch.sigmoid(x @ w1).relu() @ w2
            matmul = l_x_ @ l_w1_;  l_x_ = l_w1_ = None
            sigmoid = torch.sigmoid(matmul);  matmul = None
            relu = sigmoid.relu();  sigmoid = None
            matmul_1 = relu @ l_w2_;  relu = l_w2_ = None
            return (matmul_1,)
            