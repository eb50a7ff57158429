from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s0)", primals_2: "Sym(s1)", primals_3: "f32[s0, s1]", primals_4: "Sym(s2)", primals_5: "f32[s1, s2]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        mm: "f32[s0, s2]" = torch.ops.aten.mm.default(primals_3, primals_5)
        relu: "f32[s0, s2]" = torch.ops.aten.relu.default(mm);  mm = None
        detach: "f32[s0, s2]" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[s0, s2]" = torch.ops.aten.detach.default(detach);  detach = None
        mul: "f32[s0, s2]" = torch.ops.aten.mul.Tensor(relu, primals_1);  relu = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:131 in f, code: return y.view(n * 3).sin().sum()
        mul_1: "Sym(3*s0)" = primals_1 * 3
        view: "f32[s0*s2]" = torch.ops.aten.view.default(mul, [mul_1]);  mul = mul_1 = None
        sin: "f32[s0*s2]" = torch.ops.aten.sin.default(view)
        sum_1: "f32[]" = torch.ops.aten.sum.default(sin);  sin = None
        
        # File: /work/main/tests/corpus/torch2gen/gen.py:130 in f, code: y = (x @ w).relu() * n
        detach_2: "f32[s0, s2]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_3: "f32[s0, s2]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        t: "f32[s1, s0]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        t_1: "f32[s2, s1]" = torch.ops.aten.t.default(primals_5);  primals_5 = None
        return [sum_1, view, detach_3, t, t_1, primals_1, primals_4, primals_2]
        