from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[6, 6]"; tangents_1: "f32[4, 6]"; 
    
        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:163 in f, code: y = (x @ w).sin()
        mm: "f32[4, 6]" = torch.ops.aten.mm.default(primals_1, primals_2)
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(mm)
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mm);  mm = None
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        t: "f32[6, 4]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        mm_1: "f32[6, 6]" = torch.ops.aten.mm.default(t, mul);  t = None
        t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_2);  primals_2 = None
        mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(mul, t_1);  mul = t_1 = None
        return pytree.tree_unflatten([sin, mm_2, mm_1], self._out_spec)
        