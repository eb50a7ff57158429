from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, L_q_: "f32[1, 2, 16, 8]", L_k_: "f32[1, 2, 16, 8]", L_v_: "f32[1, 2, 16, 8]"):
        l_q_ = L_q_
        l_k_ = L_k_
        l_v_ = L_v_
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:867 in _create_empty_block_mask, code: kv_num_blocks=torch.ones([1, 1, 1], dtype=torch.int32, device=device),
        child: "i32[1, 1, 1]" = torch.ones([1, 1, 1], dtype = torch.int32, device = device(type='cpu'))
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:868 in _create_empty_block_mask, code: kv_indices=torch.zeros([1, 1, 1, 1], dtype=torch.int32, device=device),
        child_1: "i32[1, 1, 1, 1]" = torch.zeros([1, 1, 1, 1], dtype = torch.int32, device = device(type='cpu'))
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:310 in vmap_impl, code: lazy_load_decompositions()
        lazy_load_decompositions = torch._functorch.vmap.lazy_load_decompositions();  lazy_load_decompositions = None
        
        # No stacktrace found for following nodes
        _vmap_increment_nesting = torch._C._functorch._vmap_increment_nesting(1, 'error');  _vmap_increment_nesting = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:159 in <listcomp>, code: arg if in_dim is None else _add_batch_dim(arg, in_dim, vmap_level)
        child_2: "i32[1, 1]" = torch._C._functorch._add_batch_dim(child, 0, 1)
        child_3: "i32[1, 1, 1]" = torch._C._functorch._add_batch_dim(child_1, 0, 1)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:310 in vmap_impl, code: lazy_load_decompositions()
        lazy_load_decompositions_1 = torch._functorch.vmap.lazy_load_decompositions();  lazy_load_decompositions_1 = None
        
        # No stacktrace found for following nodes
        _vmap_increment_nesting_1 = torch._C._functorch._vmap_increment_nesting(1, 'error');  _vmap_increment_nesting_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:159 in <listcomp>, code: arg if in_dim is None else _add_batch_dim(arg, in_dim, vmap_level)
        _add_batch_dim_2: "i32[1]" = torch._C._functorch._add_batch_dim(child_2, 0, 2);  child_2 = None
        _add_batch_dim_3: "i32[1, 1]" = torch._C._functorch._add_batch_dim(child_3, 0, 2);  child_3 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:153 in create_dense_one, code: dense_mask = kv_indices.new_zeros(num_rows, num_cols + 1, dtype=torch.int32)
        dense_mask: "i32[1, 2]" = _add_batch_dim_3.new_zeros(1, 2, dtype = torch.int32)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:155 in create_dense_one, code: row_indices = torch.arange(num_rows, dtype=torch.int, device=device).unsqueeze(
        arange: "i32[1]" = torch.arange(1, dtype = torch.int32, device = device(type='cpu'))
        row_indices: "i32[1, 1]" = arange.unsqueeze(-1);  arange = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:158 in create_dense_one, code: col_range = torch.arange(num_cols, dtype=torch.int, device=device)
        col_range: "i32[1]" = torch.arange(1, dtype = torch.int32, device = device(type='cpu'))
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:159 in create_dense_one, code: index_mask = col_range < kv_num_blocks.unsqueeze(-1)
        unsqueeze_1: "i32[1, 1]" = _add_batch_dim_2.unsqueeze(-1);  _add_batch_dim_2 = None
        index_mask: "b8[1, 1]" = col_range < unsqueeze_1;  col_range = unsqueeze_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:162 in create_dense_one, code: valid_indices = torch.where(index_mask, kv_indices, num_cols)
        valid_indices: "i32[1, 1]" = torch.where(index_mask, _add_batch_dim_3, 1);  index_mask = _add_batch_dim_3 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:165 in create_dense_one, code: dense_mask[row_indices, valid_indices] = 1
        dense_mask[(row_indices, valid_indices)] = 1;  setitem = dense_mask;  row_indices = valid_indices = setitem = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:166 in create_dense_one, code: return dense_mask[:, :num_cols].contiguous()
        getitem: "i32[1, 1]" = dense_mask[(slice(None, None, None), slice(None, 1, None))];  dense_mask = None
        batched_outputs: "i32[1, 1]" = getitem.contiguous();  getitem = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:184 in _maybe_remove_batch_dim, code: return _remove_batch_dim(batched_output, vmap_level, batch_size, out_dim)
        batched_outputs_1: "i32[1, 1, 1]" = torch._C._functorch._remove_batch_dim(batched_outputs, 2, 1, 0);  batched_outputs = None
        
        # No stacktrace found for following nodes
        _vmap_decrement_nesting = torch._C._functorch._vmap_decrement_nesting();  _vmap_decrement_nesting = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/_functorch/vmap.py:184 in _maybe_remove_batch_dim, code: return _remove_batch_dim(batched_output, vmap_level, batch_size, out_dim)
        out: "i32[1, 1, 1, 1]" = torch._C._functorch._remove_batch_dim(batched_outputs_1, 1, 1, 0);  batched_outputs_1 = None
        
        # No stacktrace found for following nodes
        _vmap_decrement_nesting_1 = torch._C._functorch._vmap_decrement_nesting();  _vmap_decrement_nesting_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:188 in _transpose_ordered, code: return _dense_to_ordered(dense.transpose(-2, -1))
        transpose: "i32[1, 1, 1, 1]" = out.transpose(-2, -1);  out = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:177 in _dense_to_ordered, code: dense_mask = dense_mask.to(dtype=torch.int32)
        dense_mask_1: "i32[1, 1, 1, 1]" = transpose.to(dtype = torch.int32);  transpose = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:178 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        num_blocks_in_row: "i64[1, 1, 1]" = dense_mask_1.sum(dim = -1)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:179 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        col_indices: "i64[1, 1, 1, 1]" = torch.argsort(dense_mask_1, dim = -1, descending = True, stable = True);  dense_mask_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:181 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32).contiguous(),
        to_1: "i32[1, 1, 1]" = num_blocks_in_row.to(torch.int32);  num_blocks_in_row = None
        q_num_blocks: "i32[1, 1, 1]" = to_1.contiguous();  to_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:182 in _dense_to_ordered, code: col_indices.to(torch.int32).contiguous(),
        to_2: "i32[1, 1, 1, 1]" = col_indices.to(torch.int32);  col_indices = None
        q_indices: "i32[1, 1, 1, 1]" = to_2.contiguous();  to_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
        child_5: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_5 = None
        child_6: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_6 = None
        child_7: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_7 = None
        child_8: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_8 = None
        child_4: "f32[]" = l_q_.new_empty([], requires_grad = False);  child_4 = None
        score_mod_0 = self.score_mod_0
        child_9: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_9 = None
        child_10: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_10 = None
        child_11: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_11 = None
        child_12: "i32[]" = l_q_.new_empty([], dtype = torch.int32);  child_12 = None
        mask_fn_0 = self.mask_fn_0
        flex_attention = torch.ops.higher_order.flex_attention(l_q_, l_k_, l_v_, score_mod_0, (child, child_1, None, None, q_num_blocks, q_indices, None, None, 1073741824, 1073741824, mask_fn_0), 0.35355339059327373, {'ROWS_GUARANTEED_SAFE': False, 'PRESCALE_QK': False, 'OUTPUT_LOGSUMEXP': False}, (), ());  l_q_ = l_k_ = l_v_ = score_mod_0 = child = child_1 = q_num_blocks = q_indices = mask_fn_0 = None
        out_1: "f32[1, 2, 16, 8]" = flex_attention[0];  flex_attention = None
        return (out_1,)
        
    class score_mod_0(torch.nn.Module):
        def forward(self, child_4: "f32[]", child_5: "i32[]", child_6: "i32[]", child_7: "i32[]", child_8: "i32[]"):
             # File: /work/main/tests/corpus/torch2gen/gen.py:254 in rel_bias, code: return score + (q_idx - kv_idx)
            sub: "i32[]" = child_7 - child_8;  child_7 = child_8 = None
            add: "f32[]" = child_4 + sub;  child_4 = sub = None
            return add
            
    class mask_fn_0(torch.nn.Module):
        def forward(self, child_9: "i32[]", child_10: "i32[]", child_11: "i32[]", child_12: "i32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:139 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
            new_ones: "b8[]" = child_9.new_ones(size = (), dtype = torch.bool, device = device(type='cpu'));  child_9 = None
            return new_ones
            