from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_net_modules_0_parameters_weight_: "f32[16, 8]", L_net_modules_0_parameters_bias_: "f32[16]", L_x_: "f32[5, 8]", L_net_modules_2_parameters_weight_: "f32[4, 16]", L_net_modules_2_parameters_bias_: "f32[4]", L_target_: "i64[5]"):
        l_net_modules_0_parameters_weight_ = L_net_modules_0_parameters_weight_
        l_net_modules_0_parameters_bias_ = L_net_modules_0_parameters_bias_
        l_x_ = L_x_
        l_net_modules_2_parameters_weight_ = L_net_modules_2_parameters_weight_
        l_net_modules_2_parameters_bias_ = L_net_modules_2_parameters_bias_
        l_target_ = L_target_
        
         # File: /work/main/tests/corpus/torch2gen/gen.py:85 in step, code: return F.cross_entropy(net(x), target)
        input_1: "f32[5, 16]" = torch._C._nn.linear(l_x_, l_net_modules_0_parameters_weight_, l_net_modules_0_parameters_bias_);  l_x_ = l_net_modules_0_parameters_weight_ = l_net_modules_0_parameters_bias_ = None
        input_2: "f32[5, 16]" = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
        input_3: "f32[5, 4]" = torch._C._nn.linear(input_2, l_net_modules_2_parameters_weight_, l_net_modules_2_parameters_bias_);  input_2 = l_net_modules_2_parameters_weight_ = l_net_modules_2_parameters_bias_ = None
        cross_entropy: "f32[]" = torch.nn.functional.cross_entropy(input_3, l_target_);  input_3 = l_target_ = None
        return (cross_entropy,)
        