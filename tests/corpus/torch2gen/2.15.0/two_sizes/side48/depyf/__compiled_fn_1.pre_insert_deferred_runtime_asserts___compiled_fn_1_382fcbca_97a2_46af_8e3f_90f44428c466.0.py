from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_net_modules_0_parameters_weight_: "f32[8, 3, 3, 3]", L_net_modules_0_parameters_bias_: "f32[8]", L_x_: "f32[2, 3, 48, 48]", L_net_modules_1_buffers_num_batches_tracked_: "i64[]", L_net_modules_1_buffers_running_mean_: "f32[8]", L_net_modules_1_buffers_running_var_: "f32[8]", L_net_modules_1_parameters_weight_: "f32[8]", L_net_modules_1_parameters_bias_: "f32[8]", L_net_modules_3_parameters_weight_: "f32[8, 8, 3, 3]", L_net_modules_3_parameters_bias_: "f32[8]", L_net_modules_7_parameters_weight_: "f32[4, 8]", L_net_modules_7_parameters_bias_: "f32[4]"):
        l_net_modules_0_parameters_weight_ = L_net_modules_0_parameters_weight_
        l_net_modules_0_parameters_bias_ = L_net_modules_0_parameters_bias_
        l_x_ = L_x_
        l_net_modules_1_buffers_num_batches_tracked_ = L_net_modules_1_buffers_num_batches_tracked_
        l_net_modules_1_buffers_running_mean_ = L_net_modules_1_buffers_running_mean_
        l_net_modules_1_buffers_running_var_ = L_net_modules_1_buffers_running_var_
        l_net_modules_1_parameters_weight_ = L_net_modules_1_parameters_weight_
        l_net_modules_1_parameters_bias_ = L_net_modules_1_parameters_bias_
        l_net_modules_3_parameters_weight_ = L_net_modules_3_parameters_weight_
        l_net_modules_3_parameters_bias_ = L_net_modules_3_parameters_bias_
        l_net_modules_7_parameters_weight_ = L_net_modules_7_parameters_weight_
        l_net_modules_7_parameters_bias_ = L_net_modules_7_parameters_bias_

        # File: /work/main/tests/corpus/torch2gen/gen.py:405 in step, code: return net(x).sum()
        input_1: "f32[2, 8, 48, 48]" = torch.conv2d(l_x_, l_net_modules_0_parameters_weight_, l_net_modules_0_parameters_bias_, (1, 1), (1, 1), (1, 1), 1);  l_x_ = l_net_modules_0_parameters_weight_ = l_net_modules_0_parameters_bias_ = None
        add_: "i64[]" = l_net_modules_1_buffers_num_batches_tracked_.add_(1);  l_net_modules_1_buffers_num_batches_tracked_ = add_ = None
        input_2: "f32[2, 8, 48, 48]" = torch.nn.functional.batch_norm(input_1, l_net_modules_1_buffers_running_mean_, l_net_modules_1_buffers_running_var_, l_net_modules_1_parameters_weight_, l_net_modules_1_parameters_bias_, True, 0.1, 1e-05);  input_1 = l_net_modules_1_buffers_running_mean_ = l_net_modules_1_buffers_running_var_ = l_net_modules_1_parameters_weight_ = l_net_modules_1_parameters_bias_ = None
        input_3: "f32[2, 8, 48, 48]" = torch.nn.functional.relu(input_2, inplace = False);  input_2 = None
        input_4: "f32[2, 8, 48, 48]" = torch.conv2d(input_3, l_net_modules_3_parameters_weight_, l_net_modules_3_parameters_bias_, (1, 1), (1, 1), (1, 1), 1);  input_3 = l_net_modules_3_parameters_weight_ = l_net_modules_3_parameters_bias_ = None
        input_5: "f32[2, 8, 48, 48]" = torch.nn.functional.relu(input_4, inplace = False);  input_4 = None
        input_6: "f32[2, 8, 1, 1]" = torch.nn.functional.adaptive_avg_pool2d(input_5, 1);  input_5 = None
        input_7: "f32[2, 8]" = input_6.flatten(1, -1);  input_6 = None
        input_8: "f32[2, 4]" = torch._C._nn.linear(input_7, l_net_modules_7_parameters_weight_, l_net_modules_7_parameters_bias_);  input_7 = l_net_modules_7_parameters_weight_ = l_net_modules_7_parameters_bias_ = None
        sum_1: "f32[]" = input_8.sum();  input_8 = None
        return (sum_1,)
