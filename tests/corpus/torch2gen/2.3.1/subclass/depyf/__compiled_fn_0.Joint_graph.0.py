from __future__ import annotations
import torch
from torch import device
class joint_fn(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[4, 6]"; tangents_1: "f32[4, 6]"; tangents_2: "f32[4, 6]"; 
    
        primals_1, primals_2, tangents_1, tangents_2, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/main/tests/corpus/torch2gen/gen.py:180 in f, code: return (x.sin() * 3).cos()
        sin: "f32[4, 6]" = torch.ops.aten.sin.default(primals_1)
        sin_1: "f32[4, 6]" = torch.ops.aten.sin.default(primals_2)
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin, 3);  sin = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(sin_1, 3);  sin_1 = None
        cos: "f32[4, 6]" = torch.ops.aten.cos.default(mul)
        cos_1: "f32[4, 6]" = torch.ops.aten.cos.default(mul_1)
        sin_2: "f32[4, 6]" = torch.ops.aten.sin.default(mul);  mul = None
        sin_3: "f32[4, 6]" = torch.ops.aten.sin.default(mul_1);  mul_1 = None
        neg: "f32[4, 6]" = torch.ops.aten.neg.default(sin_2);  sin_2 = None
        neg_1: "f32[4, 6]" = torch.ops.aten.neg.default(sin_3);  sin_3 = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_1, neg);  tangents_1 = neg = None
        mul_3: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_2, neg_1);  tangents_2 = neg_1 = None
        mul_4: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_2, 3);  mul_2 = None
        mul_5: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_3, 3);  mul_3 = None
        cos_2: "f32[4, 6]" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        cos_3: "f32[4, 6]" = torch.ops.aten.cos.default(primals_2);  primals_2 = None
        mul_6: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_4, cos_2);  mul_4 = cos_2 = None
        mul_7: "f32[4, 6]" = torch.ops.aten.mul.Tensor(mul_5, cos_3);  mul_5 = cos_3 = None
        return pytree.tree_unflatten([cos, cos_1, mul_6, mul_7], self._out_spec)
        