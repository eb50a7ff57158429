from __future__ import annotations
import torch
from torch import device
class joint_helper(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[4, 6]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/2.3.1/graph_break/depyf/__transformed_code_0_for_f.py:12 in __temp_3, code: return (y.cos() * x).sum()
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(cos, primals_2)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, cos);  cos = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_2);  expand = primals_2 = None
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1);  primals_1 = None
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin);  sin = None
        mul_3: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_2, neg);  mul_2 = neg = None
        return pytree.tree_unflatten([sum_1, mul_3, mul_1], self._out_spec)
        