from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s0)", primals_4: "Sym(s2)", primals_2: "Sym(s1)", view: "f32[s0*s2]", detach_3: "f32[s0, s2]", t: "f32[s1, s0]", t_1: "f32[s2, s1]", tangents_1: "f32[]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        sym_size_int_1: "Sym(s0*s2)" = torch.ops.aten.sym_size.int(view, 0)
        expand: "f32[s0*s2]" = torch.ops.aten.expand.default(tangents_1, [sym_size_int_1]);  tangents_1 = sym_size_int_1 = None
        cos: "f32[s0*s2]" = torch.ops.aten.cos.default(view);  view = None
        mul_2: "f32[s0*s2]" = torch.ops.aten.mul.Tensor(expand, cos);  expand = cos = None
        view_1: "f32[s0, s2]" = torch.ops.aten.view.default(mul_2, [primals_1, primals_4]);  mul_2 = primals_4 = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mul_3: "f32[s0, s2]" = torch.ops.aten.mul.Tensor(view_1, primals_1);  view_1 = primals_1 = None
        threshold_backward: "f32[s0, s2]" = torch.ops.aten.threshold_backward.default(mul_3, detach_3, 0);  mul_3 = detach_3 = None
        mm_1: "f32[s1, s2]" = torch.ops.aten.mm.default(t, threshold_backward);  t = None
        mm_2: "f32[s0, s1]" = torch.ops.aten.mm.default(threshold_backward, t_1);  threshold_backward = t_1 = None
        return [None, None, mm_2, None, mm_1]
        