from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[4, 6]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:116 in f, code: return ((x.sin() * y).cos() + y.exp()).sum()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, primals_2);  sin = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mul)
        exp: "f32[4, 6]" = torch.ops.aten.exp.default(primals_2)
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(cos, exp);  cos = exp = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(add);  add = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        sin_1: "f32[4, 6]" = torch.ops.aten.sin.default(mul);  mul = None
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin_1);  sin_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, neg);  expand = neg = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None
        cos_1: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul_3: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_2, cos_1);  mul_2 = cos_1 = None
        return pytree.tree_unflatten([sum_1, mul_3, None], self._out_spec)
        