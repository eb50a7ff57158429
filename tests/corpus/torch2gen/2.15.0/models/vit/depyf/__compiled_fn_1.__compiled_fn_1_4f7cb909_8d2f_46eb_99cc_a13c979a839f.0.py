from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_: "f32[64, 3, 8, 8]", L_args_0_: "f32[2, 3, 32, 32]", L_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_: "f32[64]", L_self_modules_vit_modules_embeddings_parameters_cls_token_: "f32[1, 1, 64]", L_self_modules_vit_modules_embeddings_parameters_position_embeddings_: "f32[1, 17, 64]", L_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_: "f32[128, 64]", L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_: "f32[128]", L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_: "f32[64, 128]", L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_weight_: "f32[128, 64]", L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_bias_: "f32[128]", L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_weight_: "f32[64, 128]", L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_: "f32[64, 64]", L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_weight_: "f32[128, 64]", L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_bias_: "f32[128]", L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_weight_: "f32[64, 128]", L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_bias_: "f32[64]", L_self_modules_vit_modules_layernorm_parameters_weight_: "f32[64]", L_self_modules_vit_modules_layernorm_parameters_bias_: "f32[64]", L_self_modules_classifier_parameters_weight_: "f32[10, 64]", L_self_modules_classifier_parameters_bias_: "f32[10]"):
        l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_ = L_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_
        l_args_0_ = L_args_0_
        l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_ = L_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_
        l_self_modules_vit_modules_embeddings_parameters_cls_token_ = L_self_modules_vit_modules_embeddings_parameters_cls_token_
        l_self_modules_vit_modules_embeddings_parameters_position_embeddings_ = L_self_modules_vit_modules_embeddings_parameters_position_embeddings_
        l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_
        l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_ = L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_
        l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_ = L_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_bias_
        l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_weight_ = L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_weight_
        l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_bias_ = L_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_bias_
        l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_weight_ = L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_weight_
        l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_bias_ = L_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_bias_
        l_self_modules_vit_modules_layernorm_parameters_weight_ = L_self_modules_vit_modules_layernorm_parameters_weight_
        l_self_modules_vit_modules_layernorm_parameters_bias_ = L_self_modules_vit_modules_layernorm_parameters_bias_
        l_self_modules_classifier_parameters_weight_ = L_self_modules_classifier_parameters_weight_
        l_self_modules_classifier_parameters_bias_ = L_self_modules_classifier_parameters_bias_

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:69 in forward, code: return self.projection(pixel_values).flatten(2).transpose(1, 2)
        conv2d: "f32[2, 64, 4, 4]" = torch.conv2d(l_args_0_, l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_, l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_, (8, 8), (0, 0), (1, 1), 1);  l_args_0_ = l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_weight_ = l_self_modules_vit_modules_embeddings_modules_patch_embeddings_modules_projection_parameters_bias_ = None
        flatten: "f32[2, 64, 16]" = conv2d.flatten(2);  conv2d = None
        embeddings: "f32[2, 16, 64]" = flatten.transpose(1, 2);  flatten = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:146 in forward, code: cls_tokens = self.cls_token.expand(batch_size, -1, -1)
        cls_tokens: "f32[2, 1, 64]" = l_self_modules_vit_modules_embeddings_parameters_cls_token_.expand(2, -1, -1);  l_self_modules_vit_modules_embeddings_parameters_cls_token_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:147 in forward, code: embeddings = torch.cat((cls_tokens, embeddings), dim=1)
        embeddings_1: "f32[2, 17, 64]" = torch.cat((cls_tokens, embeddings), dim = 1);  cls_tokens = embeddings = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:157 in forward, code: embeddings = embeddings + self.position_embeddings
        embeddings_2: "f32[2, 17, 64]" = embeddings_1 + l_self_modules_vit_modules_embeddings_parameters_position_embeddings_;  embeddings_1 = l_self_modules_vit_modules_embeddings_parameters_position_embeddings_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:159 in forward, code: embeddings = self.dropout(embeddings)
        embeddings_3: "f32[2, 17, 64]" = torch.nn.functional.dropout(embeddings_2, 0.0, True, False);  embeddings_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        hidden_states: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(embeddings_3, (64,), l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_layernorm_before_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_q_proj_parameters_bias_ = None
        view: "f32[2, 17, 4, 16]" = linear.view((2, 17, -1, 16));  linear = None
        query_states: "f32[2, 4, 17, 16]" = view.transpose(1, 2);  view = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_1: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_bias_ = None
        view_1: "f32[2, 17, 4, 16]" = linear_1.view((2, 17, -1, 16));  linear_1 = None
        key_states: "f32[2, 4, 17, 16]" = view_1.transpose(1, 2);  view_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_2: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_);  hidden_states = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_ = None
        view_2: "f32[2, 17, 4, 16]" = linear_2.view((2, 17, -1, 16));  linear_2 = None
        value_states: "f32[2, 4, 17, 16]" = view_2.transpose(1, 2);  view_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_4: "f32[2, 4, 16, 17]" = key_states.transpose(2, 3);  key_states = None
        matmul: "f32[2, 4, 17, 17]" = torch.matmul(query_states, transpose_4);  query_states = transpose_4 = None
        attn_weights: "f32[2, 4, 17, 17]" = matmul * 0.25;  matmul = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        softmax: "f32[2, 4, 17, 17]" = torch.nn.functional.softmax(attn_weights, dim = -1, dtype = torch.float32);  attn_weights = None
        attn_weights_1: "f32[2, 4, 17, 17]" = softmax.to(torch.float32);  softmax = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:184 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_2: "f32[2, 4, 17, 17]" = torch.nn.functional.dropout(attn_weights_1, p = 0.0, training = True);  attn_weights_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output: "f32[2, 4, 17, 16]" = torch.matmul(attn_weights_2, value_states);  attn_weights_2 = value_states = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_5: "f32[2, 17, 4, 16]" = attn_output.transpose(1, 2);  attn_output = None
        attn_output_1: "f32[2, 17, 4, 16]" = transpose_5.contiguous();  transpose_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        reshape: "f32[2, 17, 64]" = attn_output_1.reshape(2, 17, -1);  attn_output_1 = None
        attn_output_2: "f32[2, 17, 64]" = reshape.contiguous();  reshape = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        attn_output_3: "f32[2, 17, 64]" = torch._C._nn.linear(attn_output_2, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_);  attn_output_2 = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:276 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_1: "f32[2, 17, 64]" = torch.nn.functional.dropout(attn_output_3, 0.0, True, False);  attn_output_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        hidden_states_2: "f32[2, 17, 64]" = hidden_states_1 + embeddings_3;  hidden_states_1 = embeddings_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        hidden_states_3: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_2, (64,), l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_layernorm_after_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        hidden_states_4: "f32[2, 17, 128]" = torch._C._nn.linear(hidden_states_3, l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_);  hidden_states_3 = l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        hidden_states_5: "f32[2, 17, 128]" = torch._C._nn.gelu(hidden_states_4);  hidden_states_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        hidden_states_6: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_5, l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_, l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_);  hidden_states_5 = l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_weight_ = l_self_modules_vit_modules_layers_modules_0_modules_mlp_modules_fc2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:283 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_7: "f32[2, 17, 64]" = torch.nn.functional.dropout(hidden_states_6, 0.0, True, False);  hidden_states_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        hidden_states_8: "f32[2, 17, 64]" = hidden_states_7 + hidden_states_2;  hidden_states_7 = hidden_states_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        hidden_states_9: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_8, (64,), l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_layernorm_before_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_6: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_9, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_q_proj_parameters_bias_ = None
        view_3: "f32[2, 17, 4, 16]" = linear_6.view((2, 17, -1, 16));  linear_6 = None
        query_states_1: "f32[2, 4, 17, 16]" = view_3.transpose(1, 2);  view_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_7: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_9, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_bias_ = None
        view_4: "f32[2, 17, 4, 16]" = linear_7.view((2, 17, -1, 16));  linear_7 = None
        key_states_1: "f32[2, 4, 17, 16]" = view_4.transpose(1, 2);  view_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_8: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_9, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_bias_);  hidden_states_9 = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_v_proj_parameters_bias_ = None
        view_5: "f32[2, 17, 4, 16]" = linear_8.view((2, 17, -1, 16));  linear_8 = None
        value_states_1: "f32[2, 4, 17, 16]" = view_5.transpose(1, 2);  view_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_9: "f32[2, 4, 16, 17]" = key_states_1.transpose(2, 3);  key_states_1 = None
        matmul_2: "f32[2, 4, 17, 17]" = torch.matmul(query_states_1, transpose_9);  query_states_1 = transpose_9 = None
        attn_weights_3: "f32[2, 4, 17, 17]" = matmul_2 * 0.25;  matmul_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        softmax_1: "f32[2, 4, 17, 17]" = torch.nn.functional.softmax(attn_weights_3, dim = -1, dtype = torch.float32);  attn_weights_3 = None
        attn_weights_4: "f32[2, 4, 17, 17]" = softmax_1.to(torch.float32);  softmax_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:184 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_5: "f32[2, 4, 17, 17]" = torch.nn.functional.dropout(attn_weights_4, p = 0.0, training = True);  attn_weights_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output_4: "f32[2, 4, 17, 16]" = torch.matmul(attn_weights_5, value_states_1);  attn_weights_5 = value_states_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_10: "f32[2, 17, 4, 16]" = attn_output_4.transpose(1, 2);  attn_output_4 = None
        attn_output_5: "f32[2, 17, 4, 16]" = transpose_10.contiguous();  transpose_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        reshape_1: "f32[2, 17, 64]" = attn_output_5.reshape(2, 17, -1);  attn_output_5 = None
        attn_output_6: "f32[2, 17, 64]" = reshape_1.contiguous();  reshape_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        attn_output_7: "f32[2, 17, 64]" = torch._C._nn.linear(attn_output_6, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_);  attn_output_6 = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_attention_modules_o_proj_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:276 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_10: "f32[2, 17, 64]" = torch.nn.functional.dropout(attn_output_7, 0.0, True, False);  attn_output_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        hidden_states_11: "f32[2, 17, 64]" = hidden_states_10 + hidden_states_8;  hidden_states_10 = hidden_states_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        hidden_states_12: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_11, (64,), l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_layernorm_after_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        hidden_states_13: "f32[2, 17, 128]" = torch._C._nn.linear(hidden_states_12, l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_bias_);  hidden_states_12 = l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        hidden_states_14: "f32[2, 17, 128]" = torch._C._nn.gelu(hidden_states_13);  hidden_states_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        hidden_states_15: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_14, l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_weight_, l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_bias_);  hidden_states_14 = l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_weight_ = l_self_modules_vit_modules_layers_modules_1_modules_mlp_modules_fc2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:283 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_16: "f32[2, 17, 64]" = torch.nn.functional.dropout(hidden_states_15, 0.0, True, False);  hidden_states_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        hidden_states_17: "f32[2, 17, 64]" = hidden_states_16 + hidden_states_11;  hidden_states_16 = hidden_states_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:274 in forward, code: hidden_states = self.layernorm_before(hidden_states)
        hidden_states_18: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_17, (64,), l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_layernorm_before_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:216 in forward, code: query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_12: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_18, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_q_proj_parameters_bias_ = None
        view_6: "f32[2, 17, 4, 16]" = linear_12.view((2, 17, -1, 16));  linear_12 = None
        query_states_2: "f32[2, 4, 17, 16]" = view_6.transpose(1, 2);  view_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:217 in forward, code: key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_13: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_18, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_bias_);  l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_k_proj_parameters_bias_ = None
        view_7: "f32[2, 17, 4, 16]" = linear_13.view((2, 17, -1, 16));  linear_13 = None
        key_states_2: "f32[2, 4, 17, 16]" = view_7.transpose(1, 2);  view_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:218 in forward, code: value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        linear_14: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_18, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_bias_);  hidden_states_18 = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_v_proj_parameters_bias_ = None
        view_8: "f32[2, 17, 4, 16]" = linear_14.view((2, 17, -1, 16));  linear_14 = None
        value_states_2: "f32[2, 4, 17, 16]" = view_8.transpose(1, 2);  view_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:178 in eager_attention_forward, code: attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
        transpose_14: "f32[2, 4, 16, 17]" = key_states_2.transpose(2, 3);  key_states_2 = None
        matmul_4: "f32[2, 4, 17, 17]" = torch.matmul(query_states_2, transpose_14);  query_states_2 = transpose_14 = None
        attn_weights_6: "f32[2, 4, 17, 17]" = matmul_4 * 0.25;  matmul_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:183 in eager_attention_forward, code: attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
        softmax_2: "f32[2, 4, 17, 17]" = torch.nn.functional.softmax(attn_weights_6, dim = -1, dtype = torch.float32);  attn_weights_6 = None
        attn_weights_7: "f32[2, 4, 17, 17]" = softmax_2.to(torch.float32);  softmax_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:184 in eager_attention_forward, code: attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
        attn_weights_8: "f32[2, 4, 17, 17]" = torch.nn.functional.dropout(attn_weights_7, p = 0.0, training = True);  attn_weights_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:186 in eager_attention_forward, code: attn_output = torch.matmul(attn_weights, value)
        attn_output_8: "f32[2, 4, 17, 16]" = torch.matmul(attn_weights_8, value_states_2);  attn_weights_8 = value_states_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:187 in eager_attention_forward, code: attn_output = attn_output.transpose(1, 2).contiguous()
        transpose_15: "f32[2, 17, 4, 16]" = attn_output_8.transpose(1, 2);  attn_output_8 = None
        attn_output_9: "f32[2, 17, 4, 16]" = transpose_15.contiguous();  transpose_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:235 in forward, code: attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        reshape_2: "f32[2, 17, 64]" = attn_output_9.reshape(2, 17, -1);  attn_output_9 = None
        attn_output_10: "f32[2, 17, 64]" = reshape_2.contiguous();  reshape_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:236 in forward, code: attn_output = self.o_proj(attn_output)
        attn_output_11: "f32[2, 17, 64]" = torch._C._nn.linear(attn_output_10, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_);  attn_output_10 = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_attention_modules_o_proj_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:276 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_19: "f32[2, 17, 64]" = torch.nn.functional.dropout(attn_output_11, 0.0, True, False);  attn_output_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:277 in forward, code: hidden_states = hidden_states + residual
        hidden_states_20: "f32[2, 17, 64]" = hidden_states_19 + hidden_states_17;  hidden_states_19 = hidden_states_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:281 in forward, code: hidden_states = self.layernorm_after(hidden_states)
        hidden_states_21: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_20, (64,), l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_bias_, 1e-12);  l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_layernorm_after_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:250 in forward, code: hidden_states = self.fc1(hidden_states)
        hidden_states_22: "f32[2, 17, 128]" = torch._C._nn.linear(hidden_states_21, l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_bias_);  hidden_states_21 = l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc1_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/activations.py:89 in forward, code: return self.act(input)
        hidden_states_23: "f32[2, 17, 128]" = torch._C._nn.gelu(hidden_states_22);  hidden_states_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:252 in forward, code: hidden_states = self.fc2(hidden_states)
        hidden_states_24: "f32[2, 17, 64]" = torch._C._nn.linear(hidden_states_23, l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_weight_, l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_bias_);  hidden_states_23 = l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_weight_ = l_self_modules_vit_modules_layers_modules_2_modules_mlp_modules_fc2_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:283 in forward, code: hidden_states = self.dropout(hidden_states)
        hidden_states_25: "f32[2, 17, 64]" = torch.nn.functional.dropout(hidden_states_24, 0.0, True, False);  hidden_states_24 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:284 in forward, code: hidden_states = hidden_states + residual
        hidden_states_26: "f32[2, 17, 64]" = hidden_states_25 + hidden_states_20;  hidden_states_25 = hidden_states_20 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:384 in forward, code: sequence_output = self.layernorm(hidden_states)
        sequence_output: "f32[2, 17, 64]" = torch.nn.functional.layer_norm(hidden_states_26, (64,), l_self_modules_vit_modules_layernorm_parameters_weight_, l_self_modules_vit_modules_layernorm_parameters_bias_, 1e-12);  hidden_states_26 = l_self_modules_vit_modules_layernorm_parameters_weight_ = l_self_modules_vit_modules_layernorm_parameters_bias_ = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:545 in forward, code: pooled_output = sequence_output[:, 0, :]
        pooled_output: "f32[2, 64]" = sequence_output[(slice(None, None, None), 0, slice(None, None, None))];  sequence_output = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/vit/modeling_vit.py:546 in forward, code: logits = self.classifier(pooled_output)
        logits: "f32[2, 10]" = torch._C._nn.linear(pooled_output, l_self_modules_classifier_parameters_weight_, l_self_modules_classifier_parameters_bias_);  pooled_output = l_self_modules_classifier_parameters_weight_ = l_self_modules_classifier_parameters_bias_ = None
        return (logits,)
