from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8]", primals_2: "f32[16]", primals_3: "f32[4, 16]", primals_4: "f32[4]", primals_5: "f32[5, 8]", primals_6: "i64[5]"):
        # File: /work/main/tests/corpus/torch2gen/gen.py:85 in step, code: return F.cross_entropy(net(x), target)
        t: "f32[8, 16]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
        addmm: "f32[5, 16]" = torch.ops.aten.addmm.default(primals_2, primals_5, t);  primals_2 = t = None
        relu: "f32[5, 16]" = torch.ops.aten.relu.default(addmm);  addmm = None
        t_1: "f32[16, 4]" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        addmm_1: "f32[5, 4]" = torch.ops.aten.addmm.default(primals_4, relu, t_1);  primals_4 = None
        _log_softmax: "f32[5, 4]" = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, primals_6, None, 1, -100)
        getitem: "f32[]" = nll_loss_forward[0]
        getitem_1: "f32[]" = nll_loss_forward[1];  nll_loss_forward = None
        t_2: "f32[4, 16]" = torch.ops.aten.t.default(t_1);  t_1 = None
        return [getitem, primals_5, primals_6, relu, _log_softmax, getitem_1, t_2]
        