from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_fn_modules_0_parameters_weight_: "f32[8, 6]", L_fn_modules_0_parameters_bias_: "f32[8]", L_args_0_: "f32[4, 6]", L_fn_modules_2_parameters_weight_: "f32[2, 8]", L_fn_modules_2_parameters_bias_: "f32[2]"):
        l_fn_modules_0_parameters_weight_ = L_fn_modules_0_parameters_weight_
        l_fn_modules_0_parameters_bias_ = L_fn_modules_0_parameters_bias_
        l_args_0_ = L_args_0_
        l_fn_modules_2_parameters_weight_ = L_fn_modules_2_parameters_weight_
        l_fn_modules_2_parameters_bias_ = L_fn_modules_2_parameters_bias_
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_dynamo/external_utils.py:40 in inner, code: return fn(*args, **kwargs)
        input_1: "f32[4, 8]" = torch._C._nn.linear(l_args_0_, l_fn_modules_0_parameters_weight_, l_fn_modules_0_parameters_bias_);  l_args_0_ = l_fn_modules_0_parameters_weight_ = l_fn_modules_0_parameters_bias_ = None
        input_2: "f32[4, 8]" = torch.tanh(input_1);  input_1 = None
        input_3: "f32[4, 2]" = torch._C._nn.linear(input_2, l_fn_modules_2_parameters_weight_, l_fn_modules_2_parameters_bias_);  input_2 = l_fn_modules_2_parameters_weight_ = l_fn_modules_2_parameters_bias_ = None
        return (input_3,)
        