from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[6, 6]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        repeated_subgraph0 = self.repeated_subgraph0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'fw_subgraph_0', primals_1, primals_2);  repeated_subgraph0 = None
        getitem: "f32[4, 6]" = invoke_subgraph[0];  invoke_subgraph = None
        repeated_subgraph0_1 = self.repeated_subgraph0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_1, 'fw_subgraph_0', getitem, primals_2);  repeated_subgraph0_1 = None
        getitem_1: "f32[4, 6]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:294 in f, code: return (layer(layer(x, w), w) * x).sum()
        mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(getitem_1, primals_1)
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul);  mul = None
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, getitem_1);  getitem_1 = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1);  expand = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        repeated_subgraph1 = self.repeated_subgraph1
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph1, 'bw_subgraph_0_0', getitem, primals_2, mul_2);  repeated_subgraph1 = getitem = mul_2 = None
        getitem_2: "f32[4, 6]" = invoke_subgraph_2[0]
        getitem_3: "f32[6, 6]" = invoke_subgraph_2[1];  invoke_subgraph_2 = None
        repeated_subgraph1_1 = self.repeated_subgraph1
        invoke_subgraph_3 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph1_1, 'bw_subgraph_0_0', primals_1, primals_2, getitem_2);  repeated_subgraph1_1 = primals_1 = primals_2 = getitem_2 = None
        getitem_5: "f32[4, 6]" = invoke_subgraph_3[0]
        getitem_6: "f32[6, 6]" = invoke_subgraph_3[1];  invoke_subgraph_3 = None
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        add: "f32[4, 6]" = torch.ops.aten.add.Tensor(mul_1, getitem_5);  mul_1 = getitem_5 = None
        add_1: "f32[6, 6]" = torch.ops.aten.add.Tensor(getitem_3, getitem_6);  getitem_3 = getitem_6 = None
        return pytree.tree_unflatten([sum_1, add, add_1], self._out_spec)
        
    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 6]", arg1_1: "f32[6, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            mm: "f32[4, 6]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None
            tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
            sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh);  tanh = None
            return (sin,)
            
    class repeated_subgraph1(torch.nn.Module):
        def forward(self, arg0_1: "f32[4, 6]", arg1_1: "f32[6, 6]", arg2_1: "f32[4, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            mm: "f32[4, 6]" = torch.ops.aten.mm.default(arg0_1, arg1_1)
            tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
            detach: "f32[4, 6]" = torch.ops.aten.detach.default(tanh)
            detach_1: "f32[4, 6]" = torch.ops.aten.detach.default(detach);  detach = None
            detach_2: "f32[4, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
            sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh)
            cos: "f32[4, 6]" = torch.ops.aten.cos.default(tanh);  tanh = None
            mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(arg2_1, cos);  arg2_1 = cos = None
            detach_3: "f32[4, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
            detach_4: "f32[4, 6]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
            detach_5: "f32[4, 6]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
            tanh_backward: "f32[4, 6]" = torch.ops.aten.tanh_backward.default(mul, detach_5);  mul = detach_5 = None
            t: "f32[6, 4]" = torch.ops.aten.t.default(arg0_1);  arg0_1 = None
            mm_1: "f32[6, 6]" = torch.ops.aten.mm.default(t, tanh_backward);  t = None
            t_1: "f32[6, 6]" = torch.ops.aten.t.default(arg1_1);  arg1_1 = None
            mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(tanh_backward, t_1);  tanh_backward = t_1 = None
            return (mm_2, mm_1, sin)
            