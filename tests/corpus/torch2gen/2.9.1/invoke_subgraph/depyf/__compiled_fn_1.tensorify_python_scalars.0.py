from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[4, 6]"; primals_2: "f32[6, 6]"; tangents_1: "f32[]"; 
    
        primals_1, primals_2, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
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
        expand: "f32[4, 6]" = torch.ops.aten.expand.default(tangents_1, [4, 6]);  tangents_1 = None
        mul_1: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, getitem_1);  getitem_1 = None
        mul_2: "f32[4, 6]" = torch.ops.aten.mul.Tensor(expand, primals_1);  expand = primals_1 = None
        
        # No stacktrace found for following nodes
        partitioned_bw_subgraph_0_1 = self.partitioned_bw_subgraph_0_0
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        invoke_subgraph_7 = torch.ops.higher_order.invoke_subgraph(partitioned_bw_subgraph_0_1, 'partitioned_bw_subgraph_0_0', getitem_11, getitem_12, getitem_13, mul_2);  partitioned_bw_subgraph_0_1 = getitem_11 = getitem_12 = getitem_13 = mul_2 = None
        getitem_2: "f32[4, 6]" = invoke_subgraph_7[0]
        getitem_3: "f32[6, 6]" = invoke_subgraph_7[1];  invoke_subgraph_7 = None
        
        # No stacktrace found for following nodes
        partitioned_bw_subgraph_0_0 = self.partitioned_bw_subgraph_0_0
        
         # File: /work/venvs/torch-2.9.1/lib/python3.11/site-packages/torch/_higher_order_ops/invoke_subgraph.py:171 in inner, code: return invoke_subgraph_placeholder(inner_func, *args, **kwargs)
        invoke_subgraph_5 = torch.ops.higher_order.invoke_subgraph(partitioned_bw_subgraph_0_0, 'partitioned_bw_subgraph_0_0', getitem_8, getitem_9, getitem_10, getitem_2);  partitioned_bw_subgraph_0_0 = getitem_8 = getitem_9 = getitem_10 = getitem_2 = None
        getitem_5: "f32[4, 6]" = invoke_subgraph_5[0]
        getitem_6: "f32[6, 6]" = invoke_subgraph_5[1];  invoke_subgraph_5 = None
        
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
            
    class partitioned_fw_subgraph_0_0(torch.nn.Module):
        def forward(self, primals_0: "f32[4, 6]", primals_1: "f32[6, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            mm: "f32[4, 6]" = torch.ops.aten.mm.default(primals_0, primals_1)
            tanh: "f32[4, 6]" = torch.ops.aten.tanh.default(mm);  mm = None
            sin: "f32[4, 6]" = torch.ops.aten.sin.default(tanh)
            t: "f32[6, 4]" = torch.ops.aten.t.default(primals_0);  primals_0 = None
            t_1: "f32[6, 6]" = torch.ops.aten.t.default(primals_1);  primals_1 = None
            return (sin, tanh, t, t_1)
            
    class partitioned_bw_subgraph_0_0(torch.nn.Module):
        def forward(self, tanh: "f32[4, 6]", t: "f32[6, 4]", t_1: "f32[6, 6]", tangents_0: "f32[4, 6]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:291 in layer, code: return torch.tanh(x @ w).sin()
            cos: "f32[4, 6]" = torch.ops.aten.cos.default(tanh)
            mul: "f32[4, 6]" = torch.ops.aten.mul.Tensor(tangents_0, cos);  tangents_0 = cos = None
            detach: "f32[4, 6]" = torch.ops.aten.detach.default(tanh);  tanh = None
            detach_1: "f32[4, 6]" = torch.ops.aten.detach.default(detach);  detach = None
            detach_2: "f32[4, 6]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
            detach_3: "f32[4, 6]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
            detach_4: "f32[4, 6]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
            detach_5: "f32[4, 6]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
            tanh_backward: "f32[4, 6]" = torch.ops.aten.tanh_backward.default(mul, detach_5);  mul = detach_5 = None
            mm_1: "f32[6, 6]" = torch.ops.aten.mm.default(t, tanh_backward);  t = None
            mm_2: "f32[4, 6]" = torch.ops.aten.mm.default(tanh_backward, t_1);  tanh_backward = t_1 = None
            return (mm_2, mm_1)
            