from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 6]", primals_2: "f32[8]", primals_3: "f32[2, 8]", primals_4: "f32[2]", primals_5: "f32[4, 6]"):
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:36 in inner, code: return fn(*args, **kwargs)
        t: "f32[6, 8]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_2, primals_5, t);  primals_2 = t = None
        tanh: "f32[4, 8]" = torch.ops.aten.tanh.default(addmm);  addmm = None
        t_1: "f32[8, 2]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm_1: "f32[4, 2]" = torch.ops.aten.addmm.default(primals_4, tanh, t_1);  primals_4 = None
        t_2: "f32[2, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        return [addmm_1, primals_5, tanh, t_2]
        