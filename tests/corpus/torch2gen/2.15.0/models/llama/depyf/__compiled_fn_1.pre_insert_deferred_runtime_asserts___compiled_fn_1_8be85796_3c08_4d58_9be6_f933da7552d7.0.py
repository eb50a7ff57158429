from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_args_1_: "i64[2, 16]", L_args_0_modules_model_modules_embed_tokens_parameters_weight_: "f32[128, 64]", L_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_: "f32[8]", L_args_0_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_: "f32[64]", L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_: "f32[64, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_: "f32[32, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_: "f32[32, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_: "f32[64, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_: "f32[64]", L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_: "f32[128, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_: "f32[128, 64]", L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_: "f32[64, 128]", L_args_0_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_: "f32[64]", L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_: "f32[64, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_: "f32[32, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_: "f32[32, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_: "f32[64, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_: "f32[64]", L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_: "f32[128, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_: "f32[128, 64]", L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_: "f32[64, 128]", L_args_0_modules_model_modules_norm_parameters_weight_: "f32[64]", L_args_0_modules_lm_head_parameters_weight_: "f32[128, 64]"):
        l_args_1_ = L_args_1_
        l_args_0_modules_model_modules_embed_tokens_parameters_weight_ = L_args_0_modules_model_modules_embed_tokens_parameters_weight_
        l_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_ = L_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_
        l_args_0_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_
        l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_ = L_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_
        l_args_0_modules_model_modules_norm_parameters_weight_ = L_args_0_modules_model_modules_norm_parameters_weight_
        l_args_0_modules_lm_head_parameters_weight_ = L_args_0_modules_lm_head_parameters_weight_

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:372 in forward, code: inputs_embeds: torch.Tensor = self.embed_tokens(input_ids)
        inputs_embeds: "f32[2, 16, 64]" = torch.nn.functional.embedding(l_args_1_, l_args_0_modules_model_modules_embed_tokens_parameters_weight_, None, None, 2.0, False, False);  l_args_1_ = l_args_0_modules_model_modules_embed_tokens_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:379 in forward, code: position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device) + past_seen_tokens
        arange: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        position_ids: "i64[16]" = arange + 0;  arange = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:380 in forward, code: position_ids = position_ids.unsqueeze(0)
        position_ids_1: "i64[1, 16]" = position_ids.unsqueeze(0);  position_ids = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:528 in sdpa_mask, code: batch_arange = torch.arange(batch_size, device=device)
        batch_arange: "i64[2]" = torch.arange(2, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:529 in sdpa_mask, code: head_arange = torch.arange(1, device=device)
        head_arange: "i64[1]" = torch.arange(1, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:530 in sdpa_mask, code: q_arange = torch.arange(q_length, device=device) + q_offset
        arange_3: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        q_arange: "i64[16]" = arange_3 + 0;  arange_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:531 in sdpa_mask, code: kv_arange = torch.arange(kv_length, device=device) + kv_offset
        arange_4: "i64[16]" = torch.arange(16, device = device(type='cpu'))
        kv_arange: "i64[16]" = arange_4 + 0;  arange_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:388 in _non_vmap_expansion_sdpa, code: batch_indices = batch_indices[:, None, None, None]
        batch_indices: "i64[2, 1, 1, 1]" = batch_arange[(slice(None, None, None), None, None, None)];  batch_arange = batch_indices = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/masking_utils.py:389 in _non_vmap_expansion_sdpa, code: head_indices = head_indices[None, :, None, None]
        head_indices: "i64[1, 1, 1, 1]" = head_arange[(None, slice(None, None, None), None, None)];  head_arange = head_indices = None

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

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:111 in forward, code: freqs = position_ids[..., None].float() * self.inv_freq.to(device=x.device, dtype=torch.float)
        getitem_4: "i64[1, 16, 1]" = position_ids_1[(Ellipsis, None)];  position_ids_1 = None
        float_1: "f32[1, 16, 1]" = getitem_4.float();  getitem_4 = None
        to: "f32[8]" = l_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_.to(device = device(type='cpu'), dtype = torch.float32);  l_args_0_modules_model_modules_rotary_emb_buffers_inv_freq_ = None
        freqs: "f32[1, 16, 8]" = float_1 * to;  float_1 = to = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:112 in forward, code: emb = torch.cat((freqs, freqs), dim=-1)
        emb: "f32[1, 16, 16]" = torch.cat((freqs, freqs), dim = -1);  freqs = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:113 in forward, code: cos = emb.cos() * self.attention_scaling
        cos: "f32[1, 16, 16]" = emb.cos()
        cos_1: "f32[1, 16, 16]" = cos * 1.0;  cos = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:114 in forward, code: sin = emb.sin() * self.attention_scaling
        sin: "f32[1, 16, 16]" = emb.sin();  emb = None
        sin_1: "f32[1, 16, 16]" = sin * 1.0;  sin = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:116 in forward, code: return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)
        cos_2: "f32[1, 16, 16]" = cos_1.to(dtype = torch.float32);  cos_1 = None
        sin_2: "f32[1, 16, 16]" = sin_1.to(dtype = torch.float32);  sin_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:393 in forward, code: for decoder_layer in self.layers[: self.config.num_hidden_layers]:
        _log_api_usage_once = torch._C._log_api_usage_once('python.nn_module');  _log_api_usage_once = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        hidden_states: "f32[2, 16, 64]" = inputs_embeds.to(torch.float32)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_1: "f32[2, 16, 64]" = hidden_states.pow(2)
        variance: "f32[2, 16, 1]" = pow_1.mean(-1, keepdim = True);  pow_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_3: "f32[2, 16, 1]" = variance + 1e-06;  variance = None
        rsqrt: "f32[2, 16, 1]" = torch.rsqrt(add_3);  add_3 = None
        hidden_states_1: "f32[2, 16, 64]" = hidden_states * rsqrt;  hidden_states = rsqrt = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        to_4: "f32[2, 16, 64]" = hidden_states_1.to(torch.float32);  hidden_states_1 = None
        hidden_states_2: "f32[2, 16, 64]" = l_args_0_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_ * to_4;  l_args_0_modules_model_modules_layers_modules_0_modules_input_layernorm_parameters_weight_ = to_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear: "f32[2, 16, 64]" = torch._C._nn.linear(hidden_states_2, l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_ = None
        view: "f32[2, 16, 4, 16]" = linear.view((2, 16, -1, 16));  linear = None
        query_states: "f32[2, 4, 16, 16]" = view.transpose(1, 2);  view = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_1: "f32[2, 16, 32]" = torch._C._nn.linear(hidden_states_2, l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_k_proj_parameters_weight_ = None
        view_1: "f32[2, 16, 2, 16]" = linear_1.view((2, 16, -1, 16));  linear_1 = None
        key_states: "f32[2, 2, 16, 16]" = view_1.transpose(1, 2);  view_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_2: "f32[2, 16, 32]" = torch._C._nn.linear(hidden_states_2, l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_, None);  hidden_states_2 = l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_v_proj_parameters_weight_ = None
        view_2: "f32[2, 16, 2, 16]" = linear_2.view((2, 16, -1, 16));  linear_2 = None
        value_states: "f32[2, 2, 16, 16]" = view_2.transpose(1, 2);  view_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:145 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        cos_3: "f32[1, 1, 16, 16]" = cos_2.unsqueeze(1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:146 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        sin_3: "f32[1, 1, 16, 16]" = sin_2.unsqueeze(1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_5: "f32[2, 4, 16, 16]" = query_states * cos_3

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        x1: "f32[2, 4, 16, 8]" = query_states[(Ellipsis, slice(None, 8, None))]

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        x2: "f32[2, 4, 16, 8]" = query_states[(Ellipsis, slice(8, None, None))];  query_states = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg: "f32[2, 4, 16, 8]" = -x2;  x2 = None
        cat_1: "f32[2, 4, 16, 16]" = torch.cat((neg, x1), dim = -1);  neg = x1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_6: "f32[2, 4, 16, 16]" = cat_1 * sin_3;  cat_1 = None
        q_embed: "f32[2, 4, 16, 16]" = mul_5 + mul_6;  mul_5 = mul_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_7: "f32[2, 2, 16, 16]" = key_states * cos_3;  cos_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        x1_1: "f32[2, 2, 16, 8]" = key_states[(Ellipsis, slice(None, 8, None))]

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        x2_1: "f32[2, 2, 16, 8]" = key_states[(Ellipsis, slice(8, None, None))];  key_states = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_1: "f32[2, 2, 16, 8]" = -x2_1;  x2_1 = None
        cat_2: "f32[2, 2, 16, 16]" = torch.cat((neg_1, x1_1), dim = -1);  neg_1 = x1_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_8: "f32[2, 2, 16, 16]" = cat_2 * sin_3;  cat_2 = sin_3 = None
        k_embed: "f32[2, 2, 16, 16]" = mul_7 + mul_8;  mul_7 = mul_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_1: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys: "f32[2, 2, 16, 16]" = torch.cat([tensor, k_embed], dim = -2);  tensor = k_embed = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values: "f32[2, 2, 16, 16]" = torch.cat([tensor_1, value_states], dim = -2);  tensor_1 = value_states = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        getitem_9: "f32[2, 2, 1, 16, 16]" = keys[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        hidden_states_3: "f32[2, 2, 2, 16, 16]" = getitem_9.expand(2, 2, 2, 16, 16);  getitem_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        key_states_1: "f32[2, 4, 16, 16]" = hidden_states_3.reshape(2, 4, 16, 16);  hidden_states_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        getitem_10: "f32[2, 2, 1, 16, 16]" = values[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        hidden_states_4: "f32[2, 2, 2, 16, 16]" = getitem_10.expand(2, 2, 2, 16, 16);  getitem_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        value_states_1: "f32[2, 4, 16, 16]" = hidden_states_4.reshape(2, 4, 16, 16);  hidden_states_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_3: "f32[2, 4, 16, 16]" = key_states_1.transpose(2, 3);  key_states_1 = None
        matmul: "f32[2, 4, 16, 16]" = torch.matmul(q_embed, transpose_3);  q_embed = transpose_3 = None
        attn_weights: "f32[2, 4, 16, 16]" = matmul * 0.25;  matmul = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_1: "f32[2, 4, 16, 16]" = attn_weights + mask;  attn_weights = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        softmax: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_1, dim = -1, dtype = torch.float32);  attn_weights_1 = None
        attn_weights_2: "f32[2, 4, 16, 16]" = softmax.to(torch.float32);  softmax = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:198 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_3: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_2, p = 0.0, training = True);  attn_weights_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        attn_output: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_3, value_states_1);  attn_weights_3 = value_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_4: "f32[2, 16, 4, 16]" = attn_output.transpose(1, 2);  attn_output = None
        attn_output_1: "f32[2, 16, 4, 16]" = transpose_4.contiguous();  transpose_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        reshape_2: "f32[2, 16, 64]" = attn_output_1.reshape(2, 16, -1);  attn_output_1 = None
        attn_output_2: "f32[2, 16, 64]" = reshape_2.contiguous();  reshape_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        attn_output_3: "f32[2, 16, 64]" = torch._C._nn.linear(attn_output_2, l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_, None);  attn_output_2 = l_args_0_modules_model_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        hidden_states_5: "f32[2, 16, 64]" = inputs_embeds + attn_output_3;  inputs_embeds = attn_output_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        hidden_states_6: "f32[2, 16, 64]" = hidden_states_5.to(torch.float32)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_2: "f32[2, 16, 64]" = hidden_states_6.pow(2)
        variance_1: "f32[2, 16, 1]" = pow_2.mean(-1, keepdim = True);  pow_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_8: "f32[2, 16, 1]" = variance_1 + 1e-06;  variance_1 = None
        rsqrt_1: "f32[2, 16, 1]" = torch.rsqrt(add_8);  add_8 = None
        hidden_states_7: "f32[2, 16, 64]" = hidden_states_6 * rsqrt_1;  hidden_states_6 = rsqrt_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        to_7: "f32[2, 16, 64]" = hidden_states_7.to(torch.float32);  hidden_states_7 = None
        hidden_states_8: "f32[2, 16, 64]" = l_args_0_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_ * to_7;  l_args_0_modules_model_modules_layers_modules_0_modules_post_attention_layernorm_parameters_weight_ = to_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        linear_4: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_8, l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_gate_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu: "f32[2, 16, 128]" = torch.nn.functional.silu(linear_4);  linear_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        linear_5: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_8, l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_, None);  hidden_states_8 = l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_ = None
        mul_12: "f32[2, 16, 128]" = silu * linear_5;  silu = linear_5 = None
        down_proj: "f32[2, 16, 64]" = torch._C._nn.linear(mul_12, l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_, None);  mul_12 = l_args_0_modules_model_modules_layers_modules_0_modules_mlp_modules_down_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        hidden_states_9: "f32[2, 16, 64]" = hidden_states_5 + down_proj;  hidden_states_5 = down_proj = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        hidden_states_10: "f32[2, 16, 64]" = hidden_states_9.to(torch.float32)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_3: "f32[2, 16, 64]" = hidden_states_10.pow(2)
        variance_2: "f32[2, 16, 1]" = pow_3.mean(-1, keepdim = True);  pow_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_10: "f32[2, 16, 1]" = variance_2 + 1e-06;  variance_2 = None
        rsqrt_2: "f32[2, 16, 1]" = torch.rsqrt(add_10);  add_10 = None
        hidden_states_11: "f32[2, 16, 64]" = hidden_states_10 * rsqrt_2;  hidden_states_10 = rsqrt_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        to_9: "f32[2, 16, 64]" = hidden_states_11.to(torch.float32);  hidden_states_11 = None
        hidden_states_12: "f32[2, 16, 64]" = l_args_0_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_ * to_9;  l_args_0_modules_model_modules_layers_modules_1_modules_input_layernorm_parameters_weight_ = to_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:244 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_7: "f32[2, 16, 64]" = torch._C._nn.linear(hidden_states_12, l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_q_proj_parameters_weight_ = None
        view_3: "f32[2, 16, 4, 16]" = linear_7.view((2, 16, -1, 16));  linear_7 = None
        query_states_1: "f32[2, 4, 16, 16]" = view_3.transpose(1, 2);  view_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:245 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_8: "f32[2, 16, 32]" = torch._C._nn.linear(hidden_states_12, l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_k_proj_parameters_weight_ = None
        view_4: "f32[2, 16, 2, 16]" = linear_8.view((2, 16, -1, 16));  linear_8 = None
        key_states_2: "f32[2, 2, 16, 16]" = view_4.transpose(1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:246 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_9: "f32[2, 16, 32]" = torch._C._nn.linear(hidden_states_12, l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_, None);  hidden_states_12 = l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_v_proj_parameters_weight_ = None
        view_5: "f32[2, 16, 2, 16]" = linear_9.view((2, 16, -1, 16));  linear_9 = None
        value_states_2: "f32[2, 2, 16, 16]" = view_5.transpose(1, 2);  view_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:145 in apply_rotary_pos_emb, code: cos = cos.unsqueeze(unsqueeze_dim)
        cos_4: "f32[1, 1, 16, 16]" = cos_2.unsqueeze(1);  cos_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:146 in apply_rotary_pos_emb, code: sin = sin.unsqueeze(unsqueeze_dim)
        sin_4: "f32[1, 1, 16, 16]" = sin_2.unsqueeze(1);  sin_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_15: "f32[2, 4, 16, 16]" = query_states_1 * cos_4

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        x1_2: "f32[2, 4, 16, 8]" = query_states_1[(Ellipsis, slice(None, 8, None))]

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        x2_2: "f32[2, 4, 16, 8]" = query_states_1[(Ellipsis, slice(8, None, None))];  query_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_2: "f32[2, 4, 16, 8]" = -x2_2;  x2_2 = None
        cat_5: "f32[2, 4, 16, 16]" = torch.cat((neg_2, x1_2), dim = -1);  neg_2 = x1_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:147 in apply_rotary_pos_emb, code: q_embed = (q * cos) + (rotate_half(q) * sin)
        mul_16: "f32[2, 4, 16, 16]" = cat_5 * sin_4;  cat_5 = None
        q_embed_1: "f32[2, 4, 16, 16]" = mul_15 + mul_16;  mul_15 = mul_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_17: "f32[2, 2, 16, 16]" = key_states_2 * cos_4;  cos_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:121 in rotate_half, code: x1 = x[..., : x.shape[-1] // 2]
        x1_3: "f32[2, 2, 16, 8]" = key_states_2[(Ellipsis, slice(None, 8, None))]

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:122 in rotate_half, code: x2 = x[..., x.shape[-1] // 2 :]
        x2_3: "f32[2, 2, 16, 8]" = key_states_2[(Ellipsis, slice(8, None, None))];  key_states_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:123 in rotate_half, code: return torch.cat((-x2, x1), dim=-1)
        neg_3: "f32[2, 2, 16, 8]" = -x2_3;  x2_3 = None
        cat_6: "f32[2, 2, 16, 16]" = torch.cat((neg_3, x1_3), dim = -1);  neg_3 = x1_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:148 in apply_rotary_pos_emb, code: k_embed = (k * cos) + (rotate_half(k) * sin)
        mul_18: "f32[2, 2, 16, 16]" = cat_6 * sin_4;  cat_6 = sin_4 = None
        k_embed_1: "f32[2, 2, 16, 16]" = mul_17 + mul_18;  mul_17 = mul_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:115 in lazy_initialization, code: self.keys = torch.tensor([], dtype=key_states.dtype, device=self.device)
        tensor_2: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:116 in lazy_initialization, code: self.values = torch.tensor([], dtype=value_states.dtype, device=self.device)
        tensor_3: "f32[0]" = torch.tensor([], dtype = torch.float32, device = device(type='cpu'))

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:136 in update, code: self.keys = torch.cat([self.keys, key_states], dim=-2)
        keys_1: "f32[2, 2, 16, 16]" = torch.cat([tensor_2, k_embed_1], dim = -2);  tensor_2 = k_embed_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/cache_utils.py:137 in update, code: self.values = torch.cat([self.values, value_states], dim=-2)
        values_1: "f32[2, 2, 16, 16]" = torch.cat([tensor_3, value_states_2], dim = -2);  tensor_3 = value_states_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        getitem_15: "f32[2, 2, 1, 16, 16]" = keys_1[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        hidden_states_13: "f32[2, 2, 2, 16, 16]" = getitem_15.expand(2, 2, 2, 16, 16);  getitem_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        key_states_3: "f32[2, 4, 16, 16]" = hidden_states_13.reshape(2, 4, 16, 16);  hidden_states_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:176 in repeat_kv, code: hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
        getitem_16: "f32[2, 2, 1, 16, 16]" = values_1[(slice(None, None, None), slice(None, None, None), None, slice(None, None, None), slice(None, None, None))]
        hidden_states_14: "f32[2, 2, 2, 16, 16]" = getitem_16.expand(2, 2, 2, 16, 16);  getitem_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:177 in repeat_kv, code: return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
        value_states_3: "f32[2, 4, 16, 16]" = hidden_states_14.reshape(2, 4, 16, 16);  hidden_states_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:193 in eager_attention_forward, code: attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
        transpose_8: "f32[2, 4, 16, 16]" = key_states_3.transpose(2, 3);  key_states_3 = None
        matmul_2: "f32[2, 4, 16, 16]" = torch.matmul(q_embed_1, transpose_8);  q_embed_1 = transpose_8 = None
        attn_weights_4: "f32[2, 4, 16, 16]" = matmul_2 * 0.25;  matmul_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:195 in eager_attention_forward, code: attn_weights = attn_weights + attention_mask
        attn_weights_5: "f32[2, 4, 16, 16]" = attn_weights_4 + mask;  attn_weights_4 = mask = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:197 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        softmax_1: "f32[2, 4, 16, 16]" = torch.nn.functional.softmax(attn_weights_5, dim = -1, dtype = torch.float32);  attn_weights_5 = None
        attn_weights_6: "f32[2, 4, 16, 16]" = softmax_1.to(torch.float32);  softmax_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:198 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_7: "f32[2, 4, 16, 16]" = torch.nn.functional.dropout(attn_weights_6, p = 0.0, training = True);  attn_weights_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:199 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value_states)
        attn_output_4: "f32[2, 4, 16, 16]" = torch.matmul(attn_weights_7, value_states_3);  attn_weights_7 = value_states_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:200 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_9: "f32[2, 16, 4, 16]" = attn_output_4.transpose(1, 2);  attn_output_4 = None
        attn_output_5: "f32[2, 16, 4, 16]" = transpose_9.contiguous();  transpose_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:269 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        reshape_5: "f32[2, 16, 64]" = attn_output_5.reshape(2, 16, -1);  attn_output_5 = None
        attn_output_6: "f32[2, 16, 64]" = reshape_5.contiguous();  reshape_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:270 in forward, code: attn_output = self.o_proj(attn_output)
        attn_output_7: "f32[2, 16, 64]" = torch._C._nn.linear(attn_output_6, l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_, None);  attn_output_6 = l_args_0_modules_model_modules_layers_modules_1_modules_self_attn_modules_o_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:308 in forward, code: hidden_states = residual + hidden_states
        hidden_states_15: "f32[2, 16, 64]" = hidden_states_9 + attn_output_7;  hidden_states_9 = attn_output_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        hidden_states_16: "f32[2, 16, 64]" = hidden_states_15.to(torch.float32)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_4: "f32[2, 16, 64]" = hidden_states_16.pow(2)
        variance_3: "f32[2, 16, 1]" = pow_4.mean(-1, keepdim = True);  pow_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_15: "f32[2, 16, 1]" = variance_3 + 1e-06;  variance_3 = None
        rsqrt_3: "f32[2, 16, 1]" = torch.rsqrt(add_15);  add_15 = None
        hidden_states_17: "f32[2, 16, 64]" = hidden_states_16 * rsqrt_3;  hidden_states_16 = rsqrt_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        to_12: "f32[2, 16, 64]" = hidden_states_17.to(torch.float32);  hidden_states_17 = None
        hidden_states_18: "f32[2, 16, 64]" = l_args_0_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_ * to_12;  l_args_0_modules_model_modules_layers_modules_1_modules_post_attention_layernorm_parameters_weight_ = to_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        linear_11: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_18, l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_, None);  l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_gate_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:103 in forward, code: return nn.functional.silu(input)
        silu_1: "f32[2, 16, 128]" = torch.nn.functional.silu(linear_11);  linear_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:164 in forward, code: down_proj = self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))
        linear_12: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_18, l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_, None);  hidden_states_18 = l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_up_proj_parameters_weight_ = None
        mul_22: "f32[2, 16, 128]" = silu_1 * linear_12;  silu_1 = linear_12 = None
        down_proj_1: "f32[2, 16, 64]" = torch._C._nn.linear(mul_22, l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_, None);  mul_22 = l_args_0_modules_model_modules_layers_modules_1_modules_mlp_modules_down_proj_parameters_weight_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:314 in forward, code: hidden_states = residual + hidden_states
        hidden_states_19: "f32[2, 16, 64]" = hidden_states_15 + down_proj_1;  hidden_states_15 = down_proj_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:64 in forward, code: hidden_states = hidden_states.to(torch.float32)
        hidden_states_20: "f32[2, 16, 64]" = hidden_states_19.to(torch.float32);  hidden_states_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:65 in forward, code: variance = hidden_states.pow(2).mean(-1, keepdim=True)
        pow_5: "f32[2, 16, 64]" = hidden_states_20.pow(2)
        variance_4: "f32[2, 16, 1]" = pow_5.mean(-1, keepdim = True);  pow_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:66 in forward, code: hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        add_17: "f32[2, 16, 1]" = variance_4 + 1e-06;  variance_4 = None
        rsqrt_4: "f32[2, 16, 1]" = torch.rsqrt(add_17);  add_17 = None
        hidden_states_21: "f32[2, 16, 64]" = hidden_states_20 * rsqrt_4;  hidden_states_20 = rsqrt_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:67 in forward, code: return self.weight * hidden_states.to(input_dtype)
        to_14: "f32[2, 16, 64]" = hidden_states_21.to(torch.float32);  hidden_states_21 = None
        hidden_states_22: "f32[2, 16, 64]" = l_args_0_modules_model_modules_norm_parameters_weight_ * to_14;  l_args_0_modules_model_modules_norm_parameters_weight_ = to_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/modeling_utils.py:5198 in slice_logits_to_keep, code: return hidden_states[:, logits_to_keep, :]
        hidden_states_23: "f32[2, 16, 64]" = hidden_states_22[(slice(None, None, None), slice(0, None, None), slice(None, None, None))];  hidden_states_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/llama/modeling_llama.py:471 in forward, code: logits = self.lm_head(hidden_states)
        logits: "f32[2, 16, 128]" = torch._C._nn.linear(hidden_states_23, l_args_0_modules_lm_head_parameters_weight_, None);  hidden_states_23 = l_args_0_modules_lm_head_parameters_weight_ = None
        return (values, keys, values_1, keys_1, logits)
