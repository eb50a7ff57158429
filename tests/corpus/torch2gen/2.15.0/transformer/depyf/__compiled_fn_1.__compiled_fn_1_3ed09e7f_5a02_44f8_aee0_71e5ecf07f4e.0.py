from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_emb_parameters_weight_: "f32[50, 16]", L_idx_: "i64[2, 8]", L_self_modules_blocks_modules_0_modules_ln1_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_0_modules_ln1_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_0_modules_qkv_parameters_weight_: "f32[48, 16]", L_self_modules_blocks_modules_0_modules_qkv_parameters_bias_: "f32[48]", L_self_modules_blocks_modules_0_modules_proj_parameters_weight_: "f32[16, 16]", L_self_modules_blocks_modules_0_modules_proj_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_0_modules_ln2_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_0_modules_ln2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_: "f32[64, 16]", L_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_weight_: "f32[16, 64]", L_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_1_modules_ln1_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_1_modules_ln1_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_1_modules_qkv_parameters_weight_: "f32[48, 16]", L_self_modules_blocks_modules_1_modules_qkv_parameters_bias_: "f32[48]", L_self_modules_blocks_modules_1_modules_proj_parameters_weight_: "f32[16, 16]", L_self_modules_blocks_modules_1_modules_proj_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_1_modules_ln2_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_1_modules_ln2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_weight_: "f32[64, 16]", L_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_weight_: "f32[16, 64]", L_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_2_modules_ln1_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_2_modules_ln1_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_2_modules_qkv_parameters_weight_: "f32[48, 16]", L_self_modules_blocks_modules_2_modules_qkv_parameters_bias_: "f32[48]", L_self_modules_blocks_modules_2_modules_proj_parameters_weight_: "f32[16, 16]", L_self_modules_blocks_modules_2_modules_proj_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_2_modules_ln2_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_2_modules_ln2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_weight_: "f32[64, 16]", L_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_weight_: "f32[16, 64]", L_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_3_modules_ln1_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_3_modules_ln1_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_3_modules_qkv_parameters_weight_: "f32[48, 16]", L_self_modules_blocks_modules_3_modules_qkv_parameters_bias_: "f32[48]", L_self_modules_blocks_modules_3_modules_proj_parameters_weight_: "f32[16, 16]", L_self_modules_blocks_modules_3_modules_proj_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_3_modules_ln2_parameters_weight_: "f32[16]", L_self_modules_blocks_modules_3_modules_ln2_parameters_bias_: "f32[16]", L_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_weight_: "f32[64, 16]", L_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_: "f32[64]", L_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_weight_: "f32[16, 64]", L_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_bias_: "f32[16]", L_self_modules_head_parameters_weight_: "f32[50, 16]", L_self_modules_head_parameters_bias_: "f32[50]"):
        l_self_modules_emb_parameters_weight_ = L_self_modules_emb_parameters_weight_
        l_idx_ = L_idx_
        l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_0_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_0_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_0_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_0_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_0_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_0_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_0_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_0_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_0_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_0_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_ = L_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_
        l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_bias_ = L_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_bias_
        l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_weight_ = L_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_weight_
        l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_bias_ = L_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_bias_
        l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_1_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_1_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_1_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_1_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_1_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_1_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_1_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_1_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_1_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_1_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_weight_ = L_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_weight_
        l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_bias_ = L_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_bias_
        l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_weight_ = L_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_weight_
        l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_bias_ = L_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_bias_
        l_self_modules_blocks_modules_2_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_2_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_2_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_2_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_2_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_2_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_2_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_2_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_2_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_2_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_2_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_2_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_2_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_2_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_2_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_2_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_weight_ = L_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_weight_
        l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_bias_ = L_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_bias_
        l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_weight_ = L_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_weight_
        l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_bias_ = L_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_bias_
        l_self_modules_blocks_modules_3_modules_ln1_parameters_weight_ = L_self_modules_blocks_modules_3_modules_ln1_parameters_weight_
        l_self_modules_blocks_modules_3_modules_ln1_parameters_bias_ = L_self_modules_blocks_modules_3_modules_ln1_parameters_bias_
        l_self_modules_blocks_modules_3_modules_qkv_parameters_weight_ = L_self_modules_blocks_modules_3_modules_qkv_parameters_weight_
        l_self_modules_blocks_modules_3_modules_qkv_parameters_bias_ = L_self_modules_blocks_modules_3_modules_qkv_parameters_bias_
        l_self_modules_blocks_modules_3_modules_proj_parameters_weight_ = L_self_modules_blocks_modules_3_modules_proj_parameters_weight_
        l_self_modules_blocks_modules_3_modules_proj_parameters_bias_ = L_self_modules_blocks_modules_3_modules_proj_parameters_bias_
        l_self_modules_blocks_modules_3_modules_ln2_parameters_weight_ = L_self_modules_blocks_modules_3_modules_ln2_parameters_weight_
        l_self_modules_blocks_modules_3_modules_ln2_parameters_bias_ = L_self_modules_blocks_modules_3_modules_ln2_parameters_bias_
        l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_weight_ = L_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_weight_
        l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_ = L_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_
        l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_weight_ = L_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_weight_
        l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_bias_ = L_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_bias_
        l_self_modules_head_parameters_weight_ = L_self_modules_head_parameters_weight_
        l_self_modules_head_parameters_bias_ = L_self_modules_head_parameters_bias_

        # File: /work/main/tests/corpus/torch2gen/gen.py:125 in forward, code: x = self.emb(idx)
        x: "f32[2, 8, 16]" = torch.nn.functional.embedding(l_idx_, l_self_modules_emb_parameters_weight_, None, None, 2.0, False, False);  l_idx_ = l_self_modules_emb_parameters_weight_ = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        layer_norm: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x, (16,), l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln1_parameters_bias_ = None
        linear: "f32[2, 8, 48]" = torch._C._nn.linear(layer_norm, l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_);  layer_norm = l_self_modules_blocks_modules_0_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_0_modules_qkv_parameters_bias_ = None
        chunk = linear.chunk(3, dim = -1);  linear = None
        q: "f32[2, 8, 16]" = chunk[0]
        k: "f32[2, 8, 16]" = chunk[1]
        v: "f32[2, 8, 16]" = chunk[2];  chunk = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose: "f32[2, 16, 8]" = k.transpose(-2, -1);  k = None
        matmul: "f32[2, 8, 8]" = q @ transpose;  q = transpose = None
        truediv: "f32[2, 8, 8]" = matmul / 4.0;  matmul = None
        att: "f32[2, 8, 8]" = torch.softmax(truediv, dim = -1);  truediv = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        matmul_1: "f32[2, 8, 16]" = att @ v;  att = v = None
        linear_1: "f32[2, 8, 16]" = torch._C._nn.linear(matmul_1, l_self_modules_blocks_modules_0_modules_proj_parameters_weight_, l_self_modules_blocks_modules_0_modules_proj_parameters_bias_);  matmul_1 = l_self_modules_blocks_modules_0_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_0_modules_proj_parameters_bias_ = None
        x_1: "f32[2, 8, 16]" = x + linear_1;  x = linear_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        layer_norm_1: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_1, (16,), l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_0_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_0_modules_ln2_parameters_bias_ = None
        input_1: "f32[2, 8, 64]" = torch._C._nn.linear(layer_norm_1, l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_, l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_bias_);  layer_norm_1 = l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_weight_ = l_self_modules_blocks_modules_0_modules_mlp_modules_0_parameters_bias_ = None
        input_2: "f32[2, 8, 64]" = torch._C._nn.gelu(input_1, approximate = 'none');  input_1 = None
        input_3: "f32[2, 8, 16]" = torch._C._nn.linear(input_2, l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_weight_, l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_bias_);  input_2 = l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_weight_ = l_self_modules_blocks_modules_0_modules_mlp_modules_2_parameters_bias_ = None
        x_2: "f32[2, 8, 16]" = x_1 + input_3;  x_1 = input_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        layer_norm_2: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_2, (16,), l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln1_parameters_bias_ = None
        linear_4: "f32[2, 8, 48]" = torch._C._nn.linear(layer_norm_2, l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_);  layer_norm_2 = l_self_modules_blocks_modules_1_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_1_modules_qkv_parameters_bias_ = None
        chunk_1 = linear_4.chunk(3, dim = -1);  linear_4 = None
        q_1: "f32[2, 8, 16]" = chunk_1[0]
        k_1: "f32[2, 8, 16]" = chunk_1[1]
        v_1: "f32[2, 8, 16]" = chunk_1[2];  chunk_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_1: "f32[2, 16, 8]" = k_1.transpose(-2, -1);  k_1 = None
        matmul_2: "f32[2, 8, 8]" = q_1 @ transpose_1;  q_1 = transpose_1 = None
        truediv_1: "f32[2, 8, 8]" = matmul_2 / 4.0;  matmul_2 = None
        att_1: "f32[2, 8, 8]" = torch.softmax(truediv_1, dim = -1);  truediv_1 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        matmul_3: "f32[2, 8, 16]" = att_1 @ v_1;  att_1 = v_1 = None
        linear_5: "f32[2, 8, 16]" = torch._C._nn.linear(matmul_3, l_self_modules_blocks_modules_1_modules_proj_parameters_weight_, l_self_modules_blocks_modules_1_modules_proj_parameters_bias_);  matmul_3 = l_self_modules_blocks_modules_1_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_1_modules_proj_parameters_bias_ = None
        x_3: "f32[2, 8, 16]" = x_2 + linear_5;  x_2 = linear_5 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        layer_norm_3: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_3, (16,), l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_1_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_1_modules_ln2_parameters_bias_ = None
        input_4: "f32[2, 8, 64]" = torch._C._nn.linear(layer_norm_3, l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_weight_, l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_bias_);  layer_norm_3 = l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_weight_ = l_self_modules_blocks_modules_1_modules_mlp_modules_0_parameters_bias_ = None
        input_5: "f32[2, 8, 64]" = torch._C._nn.gelu(input_4, approximate = 'none');  input_4 = None
        input_6: "f32[2, 8, 16]" = torch._C._nn.linear(input_5, l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_weight_, l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_bias_);  input_5 = l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_weight_ = l_self_modules_blocks_modules_1_modules_mlp_modules_2_parameters_bias_ = None
        x_4: "f32[2, 8, 16]" = x_3 + input_6;  x_3 = input_6 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        layer_norm_4: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_4, (16,), l_self_modules_blocks_modules_2_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_2_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_2_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_2_modules_ln1_parameters_bias_ = None
        linear_8: "f32[2, 8, 48]" = torch._C._nn.linear(layer_norm_4, l_self_modules_blocks_modules_2_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_2_modules_qkv_parameters_bias_);  layer_norm_4 = l_self_modules_blocks_modules_2_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_2_modules_qkv_parameters_bias_ = None
        chunk_2 = linear_8.chunk(3, dim = -1);  linear_8 = None
        q_2: "f32[2, 8, 16]" = chunk_2[0]
        k_2: "f32[2, 8, 16]" = chunk_2[1]
        v_2: "f32[2, 8, 16]" = chunk_2[2];  chunk_2 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_2: "f32[2, 16, 8]" = k_2.transpose(-2, -1);  k_2 = None
        matmul_4: "f32[2, 8, 8]" = q_2 @ transpose_2;  q_2 = transpose_2 = None
        truediv_2: "f32[2, 8, 8]" = matmul_4 / 4.0;  matmul_4 = None
        att_2: "f32[2, 8, 8]" = torch.softmax(truediv_2, dim = -1);  truediv_2 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        matmul_5: "f32[2, 8, 16]" = att_2 @ v_2;  att_2 = v_2 = None
        linear_9: "f32[2, 8, 16]" = torch._C._nn.linear(matmul_5, l_self_modules_blocks_modules_2_modules_proj_parameters_weight_, l_self_modules_blocks_modules_2_modules_proj_parameters_bias_);  matmul_5 = l_self_modules_blocks_modules_2_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_2_modules_proj_parameters_bias_ = None
        x_5: "f32[2, 8, 16]" = x_4 + linear_9;  x_4 = linear_9 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        layer_norm_5: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_5, (16,), l_self_modules_blocks_modules_2_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_2_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_2_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_2_modules_ln2_parameters_bias_ = None
        input_7: "f32[2, 8, 64]" = torch._C._nn.linear(layer_norm_5, l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_weight_, l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_bias_);  layer_norm_5 = l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_weight_ = l_self_modules_blocks_modules_2_modules_mlp_modules_0_parameters_bias_ = None
        input_8: "f32[2, 8, 64]" = torch._C._nn.gelu(input_7, approximate = 'none');  input_7 = None
        input_9: "f32[2, 8, 16]" = torch._C._nn.linear(input_8, l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_weight_, l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_bias_);  input_8 = l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_weight_ = l_self_modules_blocks_modules_2_modules_mlp_modules_2_parameters_bias_ = None
        x_6: "f32[2, 8, 16]" = x_5 + input_9;  x_5 = input_9 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:112 in forward, code: q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        layer_norm_6: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_6, (16,), l_self_modules_blocks_modules_3_modules_ln1_parameters_weight_, l_self_modules_blocks_modules_3_modules_ln1_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_3_modules_ln1_parameters_weight_ = l_self_modules_blocks_modules_3_modules_ln1_parameters_bias_ = None
        linear_12: "f32[2, 8, 48]" = torch._C._nn.linear(layer_norm_6, l_self_modules_blocks_modules_3_modules_qkv_parameters_weight_, l_self_modules_blocks_modules_3_modules_qkv_parameters_bias_);  layer_norm_6 = l_self_modules_blocks_modules_3_modules_qkv_parameters_weight_ = l_self_modules_blocks_modules_3_modules_qkv_parameters_bias_ = None
        chunk_3 = linear_12.chunk(3, dim = -1);  linear_12 = None
        q_3: "f32[2, 8, 16]" = chunk_3[0]
        k_3: "f32[2, 8, 16]" = chunk_3[1]
        v_3: "f32[2, 8, 16]" = chunk_3[2];  chunk_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:113 in forward, code: att = torch.softmax(q @ k.transpose(-2, -1) / 4.0, dim=-1)
        transpose_3: "f32[2, 16, 8]" = k_3.transpose(-2, -1);  k_3 = None
        matmul_6: "f32[2, 8, 8]" = q_3 @ transpose_3;  q_3 = transpose_3 = None
        truediv_3: "f32[2, 8, 8]" = matmul_6 / 4.0;  matmul_6 = None
        att_3: "f32[2, 8, 8]" = torch.softmax(truediv_3, dim = -1);  truediv_3 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:114 in forward, code: x = x + self.proj(att @ v)
        matmul_7: "f32[2, 8, 16]" = att_3 @ v_3;  att_3 = v_3 = None
        linear_13: "f32[2, 8, 16]" = torch._C._nn.linear(matmul_7, l_self_modules_blocks_modules_3_modules_proj_parameters_weight_, l_self_modules_blocks_modules_3_modules_proj_parameters_bias_);  matmul_7 = l_self_modules_blocks_modules_3_modules_proj_parameters_weight_ = l_self_modules_blocks_modules_3_modules_proj_parameters_bias_ = None
        x_7: "f32[2, 8, 16]" = x_6 + linear_13;  x_6 = linear_13 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:115 in forward, code: return x + self.mlp(self.ln2(x))
        layer_norm_7: "f32[2, 8, 16]" = torch.nn.functional.layer_norm(x_7, (16,), l_self_modules_blocks_modules_3_modules_ln2_parameters_weight_, l_self_modules_blocks_modules_3_modules_ln2_parameters_bias_, 1e-05);  l_self_modules_blocks_modules_3_modules_ln2_parameters_weight_ = l_self_modules_blocks_modules_3_modules_ln2_parameters_bias_ = None
        input_10: "f32[2, 8, 64]" = torch._C._nn.linear(layer_norm_7, l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_weight_, l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_);  layer_norm_7 = l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_weight_ = l_self_modules_blocks_modules_3_modules_mlp_modules_0_parameters_bias_ = None
        input_11: "f32[2, 8, 64]" = torch._C._nn.gelu(input_10, approximate = 'none');  input_10 = None
        input_12: "f32[2, 8, 16]" = torch._C._nn.linear(input_11, l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_weight_, l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_bias_);  input_11 = l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_weight_ = l_self_modules_blocks_modules_3_modules_mlp_modules_2_parameters_bias_ = None
        x_8: "f32[2, 8, 16]" = x_7 + input_12;  x_7 = input_12 = None

        # File: /work/main/tests/corpus/torch2gen/gen.py:128 in forward, code: return self.head(x).logsumexp(-1).mean()
        linear_16: "f32[2, 8, 50]" = torch._C._nn.linear(x_8, l_self_modules_head_parameters_weight_, l_self_modules_head_parameters_bias_);  x_8 = l_self_modules_head_parameters_weight_ = l_self_modules_head_parameters_bias_ = None
        logsumexp: "f32[2, 8]" = linear_16.logsumexp(-1);  linear_16 = None
        mean: "f32[]" = logsumexp.mean();  logsumexp = None
        return (mean,)
