from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_ : torch.Tensor):
        l_args_0_ = L_args_0_
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:36 in inner, code: return fn(*args, **kwargs)
        fn_0 = self.fn_0(l_args_0_);  l_args_0_ = None
        fn_1 = self.fn_1(fn_0);  fn_0 = None
        fn_2 = self.fn_2(fn_1);  fn_1 = None
        return (fn_2,)
        