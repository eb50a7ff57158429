from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list):
        l_inputs_ = L_inputs_
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:7 in forward, code: getitem: "f32[]" = inputs[0]
        getitem: "f32[]" = l_inputs_[0]
        getitem_1: "f32[4, 6]" = l_inputs_[1]
        aot0_tanh: "f32[4, 8]" = l_inputs_[2]
        aot0_t_2: "f32[2, 8]" = l_inputs_[3];  l_inputs_ = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        expand: "f32[4, 2]" = torch.ops.aten.expand.default(getitem, [4, 2]);  getitem = None
        aot0_tangents_1: "f32[4, 2]" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        aot0_mm: "f32[4, 8]" = torch.ops.aten.mm.default(aot0_tangents_1, aot0_t_2);  aot0_t_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 3)
        aot0_t_3: "f32[2, 4]" = torch.ops.aten.t.default(aot0_tangents_1)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_mm_1: "f32[2, 8]" = torch.ops.aten.mm.default(aot0_t_3, aot0_tanh);  aot0_t_3 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 4)
        aot0_t_4: "f32[8, 2]" = torch.ops.aten.t.default(aot0_mm_1);  aot0_mm_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_sum_1: "f32[1, 2]" = torch.ops.aten.sum.dim_IntList(aot0_tangents_1, [0], True);  aot0_tangents_1 = None
        aot0_view: "f32[2]" = torch.ops.aten.view.default(aot0_sum_1, [2]);  aot0_sum_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:51 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad: "f32[2]" = torch.clone(aot0_view);  aot0_view = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_t_5: "f32[2, 8]" = torch.ops.aten.t.default(aot0_t_4);  aot0_t_4 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:51 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_1: "f32[2, 8]" = torch.clone(aot0_t_5);  aot0_t_5 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_detach: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_tanh);  aot0_tanh = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 5)
        aot0_detach_1: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach);  aot0_detach = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        aot0_detach_2: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_1);  aot0_detach_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        aot0_detach_3: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_2);  aot0_detach_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: CompiledFunctionBackward0 (NodeCall 2)
        detach_4: "f32[4, 8]" = torch.ops.aten.detach.default(aot0_detach_3);  aot0_detach_3 = None
        detach_5: "f32[4, 8]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/compiled_autograd.py:483 in set_node_origin, code: torch::autograd::AccumulateGrad (NodeCall 6)
        detach_6: "f32[4, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:45 in forward, code: detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        detach_7: "f32[4, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:46 in forward, code: tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(aot0_mm, detach_7);  aot0_mm = detach_7 = None
        tanh_backward: "f32[4, 8]" = torch.ops.aten.tanh_backward.default(aot0_mm, detach_7);  aot0_mm = detach_7 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:47 in forward, code: t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        t_3: "f32[8, 4]" = torch.ops.aten.t.default(tanh_backward)
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:48 in forward, code: mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = None
        mm_2: "f32[8, 6]" = torch.ops.aten.mm.default(t_3, getitem_1);  t_3 = getitem_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:49 in forward, code: t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        t_4: "f32[6, 8]" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:50 in forward, code: sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:51 in forward, code: view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        view_1: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:51 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_2: "f32[8]" = torch.clone(view_1);  view_1 = None
        
         # File: /work/main/tests/corpus/torch2gen/2.5.1/compiled_autograd/depyf/__compiled_fn_1.Compiled_autograd_graph.0.py:57 in forward, code: t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        t_5: "f32[8, 6]" = torch.ops.aten.t.default(t_4);  t_4 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/polyfills/__init__.py:51 in accumulate_grad, code: new_grad = torch.clone(new_grad)
        new_grad_3: "f32[8, 6]" = torch.clone(t_5);  t_5 = None
        return (new_grad, new_grad_1, new_grad_2, new_grad_3)
        