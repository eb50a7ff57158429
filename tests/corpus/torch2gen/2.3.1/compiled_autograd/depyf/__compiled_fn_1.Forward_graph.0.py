from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[]", arg1_1: "f32[4, 6]", arg2_1: "f32[4, 8]", arg3_1: "f32[2, 8]"):
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:15 in forward, code: expand: "f32[4, 2]" = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        expand: "f32[4, 2]" = torch.ops.aten.expand.default(arg0_1, [4, 2]);  arg0_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:16 in forward, code: clone: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        clone: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:17 in forward, code: detach: "f32[4, 8]" = torch.ops.aten.detach.default(getitem_2)
        detach: "f32[4, 8]" = torch.ops.aten.detach.default(arg2_1)
        detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:18 in forward, code: detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(detach);  detach = None
        detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:19 in forward, code: detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        detach_8: "f32[4, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:20 in forward, code: detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        detach_9: "f32[4, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        detach_10: "f32[4, 8]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        detach_11: "f32[4, 8]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:21 in forward, code: mm: "f32[4, 8]" = torch.ops.aten.mm.default(clone, getitem_3);  getitem_3 = None
        mm: "f32[4, 8]" = torch.ops.aten.mm.default(clone, arg3_1);  arg3_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:22 in forward, code: t: "f32[2, 4]" = torch.ops.aten.t.default(clone)
        t: "f32[2, 4]" = torch.ops.aten.t.default(clone)
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:23 in forward, code: mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t, getitem_2);  t = getitem_2 = None
        mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(t, arg2_1);  t = arg2_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:24 in forward, code: t_1: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        t_1: "f32[8, 2]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:25 in forward, code: sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
        sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:26 in forward, code: view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        view: "f32[2]" = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:27 in forward, code: t_2: "f32[2, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        t_2: "f32[2, 8]" = torch.ops.aten.t.default(t_1);  t_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:28 in forward, code: detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        detach_12: "f32[4, 8]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        detach_13: "f32[4, 8]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        detach_14: "f32[4, 8]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:29 in forward, code: detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        detach_15: "f32[4, 8]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        detach_16: "f32[4, 8]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        detach_17: "f32[4, 8]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:30 in forward, code: detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        detach_18: "f32[4, 8]" = torch.ops.aten.detach.default(detach_17);  detach_17 = None
        detach_19: "f32[4, 8]" = torch.ops.aten.detach.default(detach_18);  detach_18 = None
        detach_20: "f32[4, 8]" = torch.ops.aten.detach.default(detach_19);  detach_19 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:31 in forward, code: detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        detach_21: "f32[4, 8]" = torch.ops.aten.detach.default(detach_20);  detach_20 = None
        detach_22: "f32[4, 8]" = torch.ops.aten.detach.default(detach_21);  detach_21 = None
        detach_23: "f32[4, 8]" = torch.ops.aten.detach.default(detach_22);  detach_22 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:32 in forward, code: tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_7);  mm = detach_7 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(mm, detach_23);  mm = detach_23 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:33 in forward, code: t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:34 in forward, code: mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = getitem_1 = None
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, arg1_1);  t_3 = arg1_1 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:35 in forward, code: t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:36 in forward, code: sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:37 in forward, code: view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        
        # File: /work/main/tests/corpus/torch2gen/2.3.1/compiled_autograd/depyf/__compiled_fn_0.Compiled_autograd_graph.0.py:38 in forward, code: t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        clone_1: "f32[2]" = torch.ops.aten.clone.default(view);  view = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        clone_2: "f32[2, 8]" = torch.ops.aten.clone.default(t_2);  t_2 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        clone_3: "f32[8]" = torch.ops.aten.clone.default(view_1);  view_1 = None
        
        # File: /work/venvs/torch-2.3.1/lib/python3.11/site-packages/torch/_dynamo/polyfill.py:43 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        clone_4: "f32[8, 6]" = torch.ops.aten.clone.default(t_5);  t_5 = None
        return (clone_1, clone_2, clone_3, clone_4)
        