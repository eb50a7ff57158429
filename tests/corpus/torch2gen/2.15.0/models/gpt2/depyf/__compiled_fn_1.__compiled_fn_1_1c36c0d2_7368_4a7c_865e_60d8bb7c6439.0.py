from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "i64[2, 16]", L_self_modules_transformer_modules_wte_parameters_weight_: "f32[128, 64]", L_self_modules_transformer_modules_wpe_parameters_weight_: "f32[64, 64]", L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_: "f32[192]", L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_: "f32[64, 192]", L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_: "f32[64, 64]", L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_: "f32[256]", L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_: "f32[64, 256]", L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_: "f32[256, 64]", L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_: "f32[192]", L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_: "f32[64, 192]", L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_: "f32[64, 64]", L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_: "f32[256]", L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_: "f32[64, 256]", L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_: "f32[256, 64]", L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_: "f32[192]", L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_: "f32[64, 192]", L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_: "f32[64, 64]", L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_: "f32[256]", L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_: "f32[64, 256]", L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_: "f32[256, 64]", L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_: "f32[192]", L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_: "f32[64, 192]", L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_: "f32[64, 64]", L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_: "f32[256]", L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_: "f32[64, 256]", L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_: "f32[64]", L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_: "f32[256, 64]", L_self_modules_transformer_modules_ln_f_parameters_weight_: "f32[64]", L_self_modules_transformer_modules_ln_f_parameters_bias_: "f32[64]"):
        l_args_0_ = L_args_0_
        l_self_modules_transformer_modules_wte_parameters_weight_ = L_self_modules_transformer_modules_wte_parameters_weight_
        l_self_modules_transformer_modules_wpe_parameters_weight_ = L_self_modules_transformer_modules_wpe_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_
        l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_
        l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_
        l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_
        l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_ = L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_
        l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_ = L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_
        l_self_modules_transformer_modules_ln_f_parameters_weight_ = L_self_modules_transformer_modules_ln_f_parameters_weight_
        l_self_modules_transformer_modules_ln_f_parameters_bias_ = L_self_modules_transformer_modules_ln_f_parameters_bias_

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:549 in forward, code: input_ids = input_ids.view(-1, input_shape[-1])
        input_ids: "i64[2, 16]" = l_args_0_.view(-1, 16);  l_args_0_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:569 in forward, code: inputs_embeds = self.wte(input_ids)
        inputs_embeds: "f32[2, 16, 64]" = torch.nn.functional.embedding(input_ids, l_self_modules_transformer_modules_wte_parameters_weight_, None, None, 2.0, False, False);  input_ids = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:573 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        arange: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        position_ids: "i64[16]" = arange + 0;  arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:574 in forward, code: position_ids = position_ids.unsqueeze(0)
        position_ids_1: "i64[1, 16]" = position_ids.unsqueeze(0);  position_ids = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:576 in forward, code: position_embeds = self.wpe(position_ids)
        position_embeds: "f32[1, 16, 64]" = torch.nn.functional.embedding(position_ids_1, l_self_modules_transformer_modules_wpe_parameters_weight_, None, None, 2.0, False, False);  position_ids_1 = l_self_modules_transformer_modules_wpe_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:577 in forward, code: hidden_states = inputs_embeds + position_embeds.to(inputs_embeds.device)
        to: "f32[1, 16, 64]" = position_embeds.to(device(type='cpu'));  position_embeds = None
        hidden_states: "f32[2, 16, 64]" = inputs_embeds + to;  inputs_embeds = to = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:528 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        batch_arange: "i64[2]" = torch.arange(2, device = device(type='cpu'));  batch_arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:529 in sdpa_mask, code: head_arange = torch.arange(1, device=device)
        head_arange: "i64[1]" = torch.arange(1, device = device(type='cpu'));  head_arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:530 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        arange_3: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        q_arange: "i64[16]" = arange_3 + 0;  arange_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:531 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        arange_4: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        kv_arange: "i64[16]" = arange_4 + 0;  arange_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:390 in _non_vmap_expansion_sdpa, code: q_indices = q_indices[None, None, :, None]
        q_indices: "i64[1, 1, 16, 1]" = q_arange[(None, None, slice(None, None, None), None)];  q_arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:391 in _non_vmap_expansion_sdpa, code: kv_indices = kv_indices[None, None, None, :]
        kv_indices: "i64[1, 1, 1, 16]" = kv_arange[(None, None, None, slice(None, None, None))];  kv_arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:78 in causal_mask_function, code: return kv_idx <= q_idx
        attention_mask: "b8[1, 1, 16, 16]" = kv_indices <= q_indices;  kv_indices = q_indices = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:539 in sdpa_mask, code: attention_mask = attention_mask.expand(batch_size, -1, q_length, kv_length)
        attention_mask_1: "b8[2, 1, 16, 16]" = attention_mask.expand(2, -1, 16, 16);  attention_mask = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:617 in eager_mask, code: mask = torch.where(mask, torch.zeros((), device=mask.device, dtype=dtype), min_dtype)
        zeros: "f32[]" = torch.zeros((), device = device(type='cpu'), dtype = torch.float32)
        mask: "f32[2, 1, 16, 16]" = torch.where(attention_mask_1, zeros, -3.4028234663852886e+38);  attention_mask_1 = zeros = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:603 in forward, code: hidden_states = self.drop(hidden_states)
        hidden_states_1: "f32[2, 16, 64]" = torch.nn.functional.dropout(hidden_states, 0.0, True, False);  hidden_states = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        hidden_states_2: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_1, (64,), l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_, l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_weight_ = l_self_modules_transformer_modules_h_modules_0_modules_ln_1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_1: "f32[32, 64]" = hidden_states_2.view(-1, 64);  hidden_states_2 = None
        x: "f32[32, 192]" = torch.addmm(l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_, view_1, l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_);  l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_bias_ = view_1 = l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_attn_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_1: "f32[2, 16, 192]" = x.view((2, 16, 192));  x = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split = x_1.split(64, dim = 2);  x_1 = None
        query_states: "f32[2, 16, 64]" = split[0]
        key_states: "f32[2, 16, 64]" = split[1]
        value_states: "f32[2, 16, 64]" = split[2];  split = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_3: "f32[2, 16, 4, 16]" = key_states.view((2, 16, -1, 16));  key_states = None
        key_states_1: "f32[2, 4, 16, 16]" = view_3.transpose(1, 2);  view_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_4: "f32[2, 16, 4, 16]" = value_states.view((2, 16, -1, 16));  value_states = None
        value_states_1: "f32[2, 4, 16, 16]" = view_4.transpose(1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_5: "f32[2, 16, 4, 16]" = query_states.view((2, 16, -1, 16));  query_states = None
        query_states_1: "f32[2, 4, 16, 16]" = view_5.transpose(1, 2);  view_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_1: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys: "f32[2, 4, 16, 16]" = torch.cat([tensor, key_states_1], dim = -2);  tensor = key_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values: "f32[2, 4, 16, 16]" = torch.cat([tensor_1, value_states_1], dim = -2);  tensor_1 = value_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_3: "f32[2, 4, 16, 16]" = keys.transpose(-1, -2)
        matmul: "f32[2, 4, 16, 16]" = torch.matmul(query_states_1, transpose_3);  query_states_1 = transpose_3 = None
        attn_weights: "f32[2, 4, 16, 16]" = matmul * 0.25;  matmul = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_1: "f32[2, 4, 16, 16]" = attn_weights + mask;  attn_weights = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_weights_2: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_1, dim = -1);  attn_weights_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:67 in eager_attention_forward, code: attn_weights = attn_weights.type(value.dtype)
        attn_weights_3: "f32[2, 4, 16, 16]" = attn_weights_2.type(torch.float32);  attn_weights_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:68 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_4: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_3, p = 0.0, training = True);  attn_weights_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_4, values);  attn_weights_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        attn_output_1: "f32[2, 16, 4, 16]" = attn_output.transpose(1, 2);  attn_output = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        reshape: "f32[2, 16, 64]" = attn_output_1.reshape(2, 16, -1);  attn_output_1 = None
        attn_output_2: "f32[2, 16, 64]" = reshape.contiguous();  reshape = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_6: "f32[32, 64]" = attn_output_2.view(-1, 64);  attn_output_2 = None
        x_2: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_, view_6, l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_bias_ = view_6 = l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_3: "f32[2, 16, 64]" = x_2.view((2, 16, 64));  x_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:226 in forward, code: attn_output = self.resid_dropout(attn_output)
        attn_output_3: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_3, 0.0, True, False);  x_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        hidden_states_3: "f32[2, 16, 64]" = attn_output_3 + hidden_states_1;  attn_output_3 = hidden_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        hidden_states_4: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_3, (64,), l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_, l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_weight_ = l_self_modules_transformer_modules_h_modules_0_modules_ln_2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_8: "f32[32, 64]" = hidden_states_4.view(-1, 64);  hidden_states_4 = None
        x_4: "f32[32, 256]" = torch.addmm(l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_, view_8, l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_);  l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_bias_ = view_8 = l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_fc_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_5: "f32[2, 16, 256]" = x_4.view((2, 16, 256));  x_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_1: "f32[2, 16, 256]" = 0.5 * x_5
        pow_1: "f32[2, 16, 256]" = torch.pow(x_5, 3.0)
        mul_2: "f32[2, 16, 256]" = 0.044715 * pow_1;  pow_1 = None
        add_6: "f32[2, 16, 256]" = x_5 + mul_2;  x_5 = mul_2 = None
        mul_3: "f32[2, 16, 256]" = 0.7978845608028654 * add_6;  add_6 = None
        tanh: "f32[2, 16, 256]" = torch.tanh(mul_3);  mul_3 = None
        add_7: "f32[2, 16, 256]" = 1.0 + tanh;  tanh = None
        hidden_states_5: "f32[2, 16, 256]" = mul_1 * add_7;  mul_1 = add_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_10: "f32[32, 256]" = hidden_states_5.view(-1, 256);  hidden_states_5 = None
        x_6: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_, view_10, l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_bias_ = view_10 = l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_7: "f32[2, 16, 64]" = x_6.view((2, 16, 64));  x_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:244 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_6: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_7, 0.0, True, False);  x_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        hidden_states_7: "f32[2, 16, 64]" = hidden_states_3 + hidden_states_6;  hidden_states_3 = hidden_states_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        hidden_states_8: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_7, (64,), l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_, l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_weight_ = l_self_modules_transformer_modules_h_modules_1_modules_ln_1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_12: "f32[32, 64]" = hidden_states_8.view(-1, 64);  hidden_states_8 = None
        x_8: "f32[32, 192]" = torch.addmm(l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_, view_12, l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_);  l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_bias_ = view_12 = l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_attn_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_9: "f32[2, 16, 192]" = x_8.view((2, 16, 192));  x_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_1 = x_9.split(64, dim = 2);  x_9 = None
        query_states_2: "f32[2, 16, 64]" = split_1[0]
        key_states_2: "f32[2, 16, 64]" = split_1[1]
        value_states_2: "f32[2, 16, 64]" = split_1[2];  split_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_14: "f32[2, 16, 4, 16]" = key_states_2.view((2, 16, -1, 16));  key_states_2 = None
        key_states_3: "f32[2, 4, 16, 16]" = view_14.transpose(1, 2);  view_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_15: "f32[2, 16, 4, 16]" = value_states_2.view((2, 16, -1, 16));  value_states_2 = None
        value_states_3: "f32[2, 4, 16, 16]" = view_15.transpose(1, 2);  view_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_16: "f32[2, 16, 4, 16]" = query_states_2.view((2, 16, -1, 16));  query_states_2 = None
        query_states_3: "f32[2, 4, 16, 16]" = view_16.transpose(1, 2);  view_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor_2: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_3: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys_1: "f32[2, 4, 16, 16]" = torch.cat([tensor_2, key_states_3], dim = -2);  tensor_2 = key_states_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values_1: "f32[2, 4, 16, 16]" = torch.cat([tensor_3, value_states_3], dim = -2);  tensor_3 = value_states_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_8: "f32[2, 4, 16, 16]" = keys_1.transpose(-1, -2)
        matmul_2: "f32[2, 4, 16, 16]" = torch.matmul(query_states_3, transpose_8);  query_states_3 = transpose_8 = None
        attn_weights_5: "f32[2, 4, 16, 16]" = matmul_2 * 0.25;  matmul_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_6: "f32[2, 4, 16, 16]" = attn_weights_5 + mask;  attn_weights_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_weights_7: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_6, dim = -1);  attn_weights_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:67 in eager_attention_forward, code: attn_weights = attn_weights.type(value.dtype)
        attn_weights_8: "f32[2, 4, 16, 16]" = attn_weights_7.type(torch.float32);  attn_weights_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:68 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_9: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_8, p = 0.0, training = True);  attn_weights_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output_4: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_9, values_1);  attn_weights_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        attn_output_5: "f32[2, 16, 4, 16]" = attn_output_4.transpose(1, 2);  attn_output_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        reshape_1: "f32[2, 16, 64]" = attn_output_5.reshape(2, 16, -1);  attn_output_5 = None
        attn_output_6: "f32[2, 16, 64]" = reshape_1.contiguous();  reshape_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_17: "f32[32, 64]" = attn_output_6.view(-1, 64);  attn_output_6 = None
        x_10: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_, view_17, l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_bias_ = view_17 = l_self_modules_transformer_modules_h_modules_1_modules_attn_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_11: "f32[2, 16, 64]" = x_10.view((2, 16, 64));  x_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:226 in forward, code: attn_output = self.resid_dropout(attn_output)
        attn_output_7: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_11, 0.0, True, False);  x_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        hidden_states_9: "f32[2, 16, 64]" = attn_output_7 + hidden_states_7;  attn_output_7 = hidden_states_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        hidden_states_10: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_9, (64,), l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_, l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_weight_ = l_self_modules_transformer_modules_h_modules_1_modules_ln_2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_19: "f32[32, 64]" = hidden_states_10.view(-1, 64);  hidden_states_10 = None
        x_12: "f32[32, 256]" = torch.addmm(l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_, view_19, l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_);  l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_bias_ = view_19 = l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_fc_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_13: "f32[2, 16, 256]" = x_12.view((2, 16, 256));  x_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_6: "f32[2, 16, 256]" = 0.5 * x_13
        pow_2: "f32[2, 16, 256]" = torch.pow(x_13, 3.0)
        mul_7: "f32[2, 16, 256]" = 0.044715 * pow_2;  pow_2 = None
        add_11: "f32[2, 16, 256]" = x_13 + mul_7;  x_13 = mul_7 = None
        mul_8: "f32[2, 16, 256]" = 0.7978845608028654 * add_11;  add_11 = None
        tanh_1: "f32[2, 16, 256]" = torch.tanh(mul_8);  mul_8 = None
        add_12: "f32[2, 16, 256]" = 1.0 + tanh_1;  tanh_1 = None
        hidden_states_11: "f32[2, 16, 256]" = mul_6 * add_12;  mul_6 = add_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_21: "f32[32, 256]" = hidden_states_11.view(-1, 256);  hidden_states_11 = None
        x_14: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_, view_21, l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_bias_ = view_21 = l_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_15: "f32[2, 16, 64]" = x_14.view((2, 16, 64));  x_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:244 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_12: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_15, 0.0, True, False);  x_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        hidden_states_13: "f32[2, 16, 64]" = hidden_states_9 + hidden_states_12;  hidden_states_9 = hidden_states_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        hidden_states_14: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_13, (64,), l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_, l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_weight_ = l_self_modules_transformer_modules_h_modules_2_modules_ln_1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_23: "f32[32, 64]" = hidden_states_14.view(-1, 64);  hidden_states_14 = None
        x_16: "f32[32, 192]" = torch.addmm(l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_, view_23, l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_);  l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_bias_ = view_23 = l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_attn_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_17: "f32[2, 16, 192]" = x_16.view((2, 16, 192));  x_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_2 = x_17.split(64, dim = 2);  x_17 = None
        query_states_4: "f32[2, 16, 64]" = split_2[0]
        key_states_4: "f32[2, 16, 64]" = split_2[1]
        value_states_4: "f32[2, 16, 64]" = split_2[2];  split_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_25: "f32[2, 16, 4, 16]" = key_states_4.view((2, 16, -1, 16));  key_states_4 = None
        key_states_5: "f32[2, 4, 16, 16]" = view_25.transpose(1, 2);  view_25 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_26: "f32[2, 16, 4, 16]" = value_states_4.view((2, 16, -1, 16));  value_states_4 = None
        value_states_5: "f32[2, 4, 16, 16]" = view_26.transpose(1, 2);  view_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_27: "f32[2, 16, 4, 16]" = query_states_4.view((2, 16, -1, 16));  query_states_4 = None
        query_states_5: "f32[2, 4, 16, 16]" = view_27.transpose(1, 2);  view_27 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor_4: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_5: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys_2: "f32[2, 4, 16, 16]" = torch.cat([tensor_4, key_states_5], dim = -2);  tensor_4 = key_states_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values_2: "f32[2, 4, 16, 16]" = torch.cat([tensor_5, value_states_5], dim = -2);  tensor_5 = value_states_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_13: "f32[2, 4, 16, 16]" = keys_2.transpose(-1, -2)
        matmul_4: "f32[2, 4, 16, 16]" = torch.matmul(query_states_5, transpose_13);  query_states_5 = transpose_13 = None
        attn_weights_10: "f32[2, 4, 16, 16]" = matmul_4 * 0.25;  matmul_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_11: "f32[2, 4, 16, 16]" = attn_weights_10 + mask;  attn_weights_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_weights_12: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_11, dim = -1);  attn_weights_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:67 in eager_attention_forward, code: attn_weights = attn_weights.type(value.dtype)
        attn_weights_13: "f32[2, 4, 16, 16]" = attn_weights_12.type(torch.float32);  attn_weights_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:68 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_14: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_13, p = 0.0, training = True);  attn_weights_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output_8: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_14, values_2);  attn_weights_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        attn_output_9: "f32[2, 16, 4, 16]" = attn_output_8.transpose(1, 2);  attn_output_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        reshape_2: "f32[2, 16, 64]" = attn_output_9.reshape(2, 16, -1);  attn_output_9 = None
        attn_output_10: "f32[2, 16, 64]" = reshape_2.contiguous();  reshape_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_28: "f32[32, 64]" = attn_output_10.view(-1, 64);  attn_output_10 = None
        x_18: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_, view_28, l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_bias_ = view_28 = l_self_modules_transformer_modules_h_modules_2_modules_attn_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_19: "f32[2, 16, 64]" = x_18.view((2, 16, 64));  x_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:226 in forward, code: attn_output = self.resid_dropout(attn_output)
        attn_output_11: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_19, 0.0, True, False);  x_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        hidden_states_15: "f32[2, 16, 64]" = attn_output_11 + hidden_states_13;  attn_output_11 = hidden_states_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        hidden_states_16: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_15, (64,), l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_, l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_weight_ = l_self_modules_transformer_modules_h_modules_2_modules_ln_2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_30: "f32[32, 64]" = hidden_states_16.view(-1, 64);  hidden_states_16 = None
        x_20: "f32[32, 256]" = torch.addmm(l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_, view_30, l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_);  l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_bias_ = view_30 = l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_fc_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_21: "f32[2, 16, 256]" = x_20.view((2, 16, 256));  x_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_11: "f32[2, 16, 256]" = 0.5 * x_21
        pow_3: "f32[2, 16, 256]" = torch.pow(x_21, 3.0)
        mul_12: "f32[2, 16, 256]" = 0.044715 * pow_3;  pow_3 = None
        add_16: "f32[2, 16, 256]" = x_21 + mul_12;  x_21 = mul_12 = None
        mul_13: "f32[2, 16, 256]" = 0.7978845608028654 * add_16;  add_16 = None
        tanh_2: "f32[2, 16, 256]" = torch.tanh(mul_13);  mul_13 = None
        add_17: "f32[2, 16, 256]" = 1.0 + tanh_2;  tanh_2 = None
        hidden_states_17: "f32[2, 16, 256]" = mul_11 * add_17;  mul_11 = add_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_32: "f32[32, 256]" = hidden_states_17.view(-1, 256);  hidden_states_17 = None
        x_22: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_, view_32, l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_bias_ = view_32 = l_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_23: "f32[2, 16, 64]" = x_22.view((2, 16, 64));  x_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:244 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_18: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_23, 0.0, True, False);  x_23 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        hidden_states_19: "f32[2, 16, 64]" = hidden_states_15 + hidden_states_18;  hidden_states_15 = hidden_states_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:276 in forward, code: hidden_states = self.ln_1(hidden_states)
        hidden_states_20: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_19, (64,), l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_, l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_weight_ = l_self_modules_transformer_modules_h_modules_3_modules_ln_1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_34: "f32[32, 64]" = hidden_states_20.view(-1, 64);  hidden_states_20 = None
        x_24: "f32[32, 192]" = torch.addmm(l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_, view_34, l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_);  l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_bias_ = view_34 = l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_attn_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_25: "f32[2, 16, 192]" = x_24.view((2, 16, 192));  x_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:187 in forward, code: query_states, key_states, value_states = self.c_attn(hidden_states).split(self.split_size, dim=2)
        split_3 = x_25.split(64, dim = 2);  x_25 = None
        query_states_6: "f32[2, 16, 64]" = split_3[0]
        key_states_6: "f32[2, 16, 64]" = split_3[1]
        value_states_6: "f32[2, 16, 64]" = split_3[2];  split_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:189 in forward, code: key_states = key_states.view(shape_kv).transpose(1, 2)
        view_36: "f32[2, 16, 4, 16]" = key_states_6.view((2, 16, -1, 16));  key_states_6 = None
        key_states_7: "f32[2, 4, 16, 16]" = view_36.transpose(1, 2);  view_36 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:190 in forward, code: value_states = value_states.view(shape_kv).transpose(1, 2)
        view_37: "f32[2, 16, 4, 16]" = value_states_6.view((2, 16, -1, 16));  value_states_6 = None
        value_states_7: "f32[2, 4, 16, 16]" = view_37.transpose(1, 2);  view_37 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:193 in forward, code: query_states = query_states.view(shape_q).transpose(1, 2)
        view_38: "f32[2, 16, 4, 16]" = query_states_6.view((2, 16, -1, 16));  query_states_6 = None
        query_states_7: "f32[2, 4, 16, 16]" = view_38.transpose(1, 2);  view_38 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor_6: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_7: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys_3: "f32[2, 4, 16, 16]" = torch.cat([tensor_6, key_states_7], dim = -2);  tensor_6 = key_states_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values_3: "f32[2, 4, 16, 16]" = torch.cat([tensor_7, value_states_7], dim = -2);  tensor_7 = value_states_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:59 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(-1, -2)) * scaling
        transpose_18: "f32[2, 4, 16, 16]" = keys_3.transpose(-1, -2)
        matmul_6: "f32[2, 4, 16, 16]" = torch.matmul(query_states_7, transpose_18);  query_states_7 = transpose_18 = None
        attn_weights_15: "f32[2, 4, 16, 16]" = matmul_6 * 0.25;  matmul_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:62 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_16: "f32[2, 4, 16, 16]" = attn_weights_15 + mask;  attn_weights_15 = mask = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:64 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_weights_17: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_16, dim = -1);  attn_weights_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:67 in eager_attention_forward, code: attn_weights = attn_weights.type(value.dtype)
        attn_weights_18: "f32[2, 4, 16, 16]" = attn_weights_17.type(torch.float32);  attn_weights_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:68 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_19: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_18, p = 0.0, training = True);  attn_weights_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:70 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output_12: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_19, values_3);  attn_weights_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:71 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2)
        attn_output_13: "f32[2, 16, 4, 16]" = attn_output_12.transpose(1, 2);  attn_output_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:224 in forward, code: attn_output = attn_output.reshape(*attn_output.shape[:-2], -1).contiguous()
        reshape_3: "f32[2, 16, 64]" = attn_output_13.reshape(2, 16, -1);  attn_output_13 = None
        attn_output_14: "f32[2, 16, 64]" = reshape_3.contiguous();  reshape_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_39: "f32[32, 64]" = attn_output_14.view(-1, 64);  attn_output_14 = None
        x_26: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_, view_39, l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_bias_ = view_39 = l_self_modules_transformer_modules_h_modules_3_modules_attn_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_27: "f32[2, 16, 64]" = x_26.view((2, 16, 64));  x_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:226 in forward, code: attn_output = self.resid_dropout(attn_output)
        attn_output_15: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_27, 0.0, True, False);  x_27 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:285 in forward, code: hidden_states = attn_output + residual
        hidden_states_21: "f32[2, 16, 64]" = attn_output_15 + hidden_states_19;  attn_output_15 = hidden_states_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:307 in forward, code: hidden_states = self.ln_2(hidden_states)
        hidden_states_22: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_21, (64,), l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_, l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_, 1e-05);  l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_weight_ = l_self_modules_transformer_modules_h_modules_3_modules_ln_2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_41: "f32[32, 64]" = hidden_states_22.view(-1, 64);  hidden_states_22 = None
        x_28: "f32[32, 256]" = torch.addmm(l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_, view_41, l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_);  l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_bias_ = view_41 = l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_fc_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_29: "f32[2, 16, 256]" = x_28.view((2, 16, 256));  x_28 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:66 in forward, code: return 0.5 * input * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (input + 0.044715 * torch.pow(input, 3.0))))
        mul_16: "f32[2, 16, 256]" = 0.5 * x_29
        pow_4: "f32[2, 16, 256]" = torch.pow(x_29, 3.0)
        mul_17: "f32[2, 16, 256]" = 0.044715 * pow_4;  pow_4 = None
        add_21: "f32[2, 16, 256]" = x_29 + mul_17;  x_29 = mul_17 = None
        mul_18: "f32[2, 16, 256]" = 0.7978845608028654 * add_21;  add_21 = None
        tanh_3: "f32[2, 16, 256]" = torch.tanh(mul_18);  mul_18 = None
        add_22: "f32[2, 16, 256]" = 1.0 + tanh_3;  tanh_3 = None
        hidden_states_23: "f32[2, 16, 256]" = mul_16 * add_22;  mul_16 = add_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:119 in forward, code: x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        view_43: "f32[32, 256]" = hidden_states_23.view(-1, 256);  hidden_states_23 = None
        x_30: "f32[32, 64]" = torch.addmm(l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_, view_43, l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_);  l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_bias_ = view_43 = l_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_c_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/pytorch_utils.py:120 in forward, code: x = x.view(size_out)
        x_31: "f32[2, 16, 64]" = x_30.view((2, 16, 64));  x_30 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:244 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_24: "f32[2, 16, 64]" = torch.nn.functional.dropout(x_31, 0.0, True, False);  x_31 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:310 in forward, code: hidden_states = residual + feed_forward_hidden_states
        hidden_states_25: "f32[2, 16, 64]" = hidden_states_21 + hidden_states_24;  hidden_states_21 = hidden_states_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:619 in forward, code: hidden_states = self.ln_f(hidden_states)
        hidden_states_26: "f32[2, 16, 64]" = torch.nn.functional.layer_norm(hidden_states_25, (64,), l_self_modules_transformer_modules_ln_f_parameters_weight_, l_self_modules_transformer_modules_ln_f_parameters_bias_, 1e-05);  hidden_states_25 = l_self_modules_transformer_modules_ln_f_parameters_weight_ = l_self_modules_transformer_modules_ln_f_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:621 in forward, code: hidden_states = hidden_states.view(output_shape)
        hidden_states_27: "f32[2, 16, 64]" = hidden_states_26.view((-1, 16, 64));  hidden_states_26 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/modeling_utils.py:5198 in slice_logits_to_keep, code: return hidden_states[:, logits_to_keep, :]
        hidden_states_28: "f32[2, 16, 64]" = hidden_states_27[(slice(None, None, None), slice(0, None, None), slice(None, None, None))];  hidden_states_27 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/gpt2/modeling_gpt2.py:698 in forward, code: logits = self.lm_head(hidden_states)
        logits: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_28, l_self_modules_transformer_modules_wte_parameters_weight_, None);  hidden_states_28 = l_self_modules_transformer_modules_wte_parameters_weight_ = None
        return (values, keys, values_1, keys_1, values_2, keys_2, values_3, keys_3, logits)
