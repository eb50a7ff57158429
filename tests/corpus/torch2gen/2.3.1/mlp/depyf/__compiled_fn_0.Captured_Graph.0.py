from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_x_ : torch.Tensor, L_target_ : torch.Tensor):
        l_x_ = L_x_
        l_target_ = L_target_
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:85 in step, code: return F.cross_entropy(net(x), target)
        net_0 = self.net_0(l_x_);  l_x_ = None
        net_1 = self.net_1(net_0);  net_0 = None
        net_2 = self.net_2(net_1);  net_1 = None
        cross_entropy = torch.nn.functional.cross_entropy(net_2, l_target_);  net_2 = l_target_ = None
        return (cross_entropy,)
        