from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_0_ : torch.Tensor, L_inputs_1_ : torch.Tensor, L_inputs_2_ : torch.Tensor, L_inputs_3_ : torch.Tensor):
        getitem = L_inputs_0_
        getitem_1 = L_inputs_1_
        getitem_2 = L_inputs_2_
        getitem_3 = L_inputs_3_
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:15 in forward, code: expand: "f32[4, 2]" = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        expand = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:16 in forward, code: clone: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:17 in forward, code: detach: "f32[4, 8]" = torch.ops.aten.detach.default(getitem_2)
        detach = torch.ops.aten.detach.default(getitem_2)
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:18 in forward, code: detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_1 = torch.ops.aten.detach.default(detach);  detach = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:19 in forward, code: detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:20 in forward, code: detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:21 in forward, code: mm: "f32[4, 8]" = torch.ops.aten.mm.default(clone, getitem_3);  getitem_3 = None
        mm = torch.ops.aten.mm.default(clone, getitem_3);  getitem_3 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:22 in forward, code: t: "f32[2, 4]" = torch.ops.aten.t.default(clone)
        t = torch.ops.aten.t.default(clone)
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:23 in forward, code: mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t, getitem_2);  t = getitem_2 = None
        mm_1 = torch.ops.aten.mm.default(t, getitem_2);  t = getitem_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:24 in forward, code: t_1: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_1 = torch.ops.aten.t.default(mm_1);  mm_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:25 in forward, code: sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
        sum_1 = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:26 in forward, code: view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        view = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:27 in forward, code: t_2: "f32[2, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:28 in forward, code: detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:29 in forward, code: detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:30 in forward, code: detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:31 in forward, code: detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        detach_7 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:32 in forward, code: tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_7);  mm = detach_7 = None
        tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_7);  mm = detach_7 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:33 in forward, code: t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        t_3 = torch.ops.aten.t.default(tanh_backward)
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:34 in forward, code: mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = getitem_1 = None
        mm_2 = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = getitem_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:35 in forward, code: t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        t_4 = torch.ops.aten.t.default(mm_2);  mm_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:36 in forward, code: sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:37 in forward, code: view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:38 in forward, code: t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad = torch.clone(view);  view = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_1 = torch.clone(t_2);  t_2 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_2 = torch.clone(view_1);  view_1 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_3 = torch.clone(t_5);  t_5 = None
        return (new_grad, new_grad_1, new_grad_2, new_grad_3)
        