from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 6]", primals_2: "f32[6, 6]"):
        # No stacktrace found for following nodes
        partitioned_fw_subgraph_0_0 = self.partitioned_fw_subgraph_0_0
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        invoke_subgraph_4 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_0, 'partitioned_fw_subgraph_0_0', primals_1, primals_2);  partitioned_fw_subgraph_0_0 = None
        getitem_10: "f32[6, 6]" = invoke_subgraph_4[3]
        getitem_9: "f32[6, 4]" = invoke_subgraph_4[2]
        getitem_8: "f32[4, 6]" = invoke_subgraph_4[1]
        getitem: "f32[4, 6]" = invoke_subgraph_4[0];  invoke_subgraph_4 = None
        
        # No stacktrace found for following nodes
        partitioned_fw_subgraph_0_1 = self.partitioned_fw_subgraph_0_0
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        invoke_subgraph_6 = torch.ops.higher_order.invoke_subgraph(partitioned_fw_subgraph_0_1, 'partitioned_fw_subgraph_0_0', getitem, primals_2);  partitioned_fw_subgraph_0_1 = getitem = primals_2 = None
        getitem_13: "f32[6, 6]" = invoke_subgraph_6[3]
        getitem_12: "f32[6, 4]" = invoke_subgraph_6[2]
        getitem_11: "f32[4, 6]" = invoke_subgraph_6[1]
        getitem_1: "f32[4, 6]" = invoke_subgraph_6[0];  invoke_subgraph_6 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:294 in f, code: return (layer(layer(x, w), w) * x).sum()
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(getitem_1, primals_1)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        return (sum_1, primals_1, getitem_10, getitem_9, getitem_8, getitem_13, getitem_12, getitem_11, getitem_1)
        
    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[4, 6]", primals_1: "f32[6, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            mm: "f32[4, 6]" = torch.ops.aten.mm.default(primals_0, primals_1)
            tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
            sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh)
            t: "f32[6, 4]" = torch.ops.aten.t.default(primals_0);  primals_0 = None
            t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
            return (sin, tanh, t, t_1)
            