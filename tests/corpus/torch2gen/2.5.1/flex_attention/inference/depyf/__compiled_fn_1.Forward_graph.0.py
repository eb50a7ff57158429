from __future__ import annotations
import torch
from torch import device
class GraphModule(torch.nn.Module):
    def forward(self, arg0_1: "f32[1, 2, 16, 8]", arg1_1: "f32[1, 2, 16, 8]", arg2_1: "f32[1, 2, 16, 8]"):
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:867 in _create_empty_block_mask, code: kv_num_blocks=torch.ones([1, 1, 1], dtype=torch.int32, device=device),
        ones: "i32[1, 1, 1]" = torch.ops.aten.ones.default([1, 1, 1], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:868 in _create_empty_block_mask, code: kv_indices=torch.zeros([1, 1, 1, 1], dtype=torch.int32, device=device),
        zeros: "i32[1, 1, 1, 1]" = torch.ops.aten.zeros.default([1, 1, 1, 1], dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:153 in create_dense_one, code: dense_mask = kv_indices.new_zeros(num_rows, num_cols + 1, dtype=torch.int32)
        new_zeros: "i32[1, 1, 1, 2]" = torch.ops.aten.new_zeros.default(zeros, [1, 1, 1, 2], dtype = torch.int32, pin_memory = False)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:155 in create_dense_one, code: row_indices = torch.arange(num_rows, dtype=torch.int, device=device).unsqueeze(
        arange: "i32[1]" = torch.ops.aten.arange.default(1, dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        unsqueeze: "i32[1, 1]" = torch.ops.aten.unsqueeze.default(arange, -1);  arange = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:158 in create_dense_one, code: col_range = torch.arange(num_cols, dtype=torch.int, device=device)
        arange_1: "i32[1]" = torch.ops.aten.arange.default(1, dtype = torch.int32, device = device(type='cpu'), pin_memory = False)
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:159 in create_dense_one, code: index_mask = col_range < kv_num_blocks.unsqueeze(-1)
        unsqueeze_1: "i32[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(ones, 3)
        lt: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Tensor(arange_1, unsqueeze_1);  arange_1 = unsqueeze_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:162 in create_dense_one, code: valid_indices = torch.where(index_mask, kv_indices, num_cols)
        scalar_tensor: "i32[]" = torch.ops.aten.scalar_tensor.default(1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'))
        where: "i32[1, 1, 1, 1]" = torch.ops.aten.where.self(lt, zeros, scalar_tensor);  lt = scalar_tensor = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:165 in create_dense_one, code: dense_mask[row_indices, valid_indices] = 1
        _tensor_constant0 = self._tensor_constant0
        lift_fresh_copy: "i32[]" = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
        expand: "i32[1]" = torch.ops.aten.expand.default(lift_fresh_copy, [1]);  lift_fresh_copy = None
        arange_2: "i64[1]" = torch.ops.aten.arange.start(0, 1)
        unsqueeze_2: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(arange_2, -1);  arange_2 = None
        unsqueeze_3: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        view: "i32[1, 1, 1]" = torch.ops.aten.view.default(expand, [1, 1, 1]);  expand = None
        expand_2: "i32[1, 1, 1, 1]" = torch.ops.aten.expand.default(view, [1, 1, 1, 1]);  view = None
        arange_3: "i64[1]" = torch.ops.aten.arange.start(0, 1)
        unsqueeze_4: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(arange_3, -1);  arange_3 = None
        unsqueeze_5: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        index_put: "i32[1, 1, 1, 2]" = torch.ops.aten.index_put.default(new_zeros, [unsqueeze_6, unsqueeze_3, unsqueeze, where], expand_2);  new_zeros = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = expand_2 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:178 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        slice_3: "i32[1, 1, 1, 2]" = torch.ops.aten.slice.Tensor(index_put, 2, 0, 9223372036854775807);  index_put = None
        slice_4: "i32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(slice_3, 3, 0, 1);  slice_3 = None
        transpose_1: "i32[1, 1, 1, 1]" = torch.ops.aten.transpose.int(slice_4, -2, -1);  slice_4 = None
        sum_1: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(transpose_1, [-1])
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:179 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort = torch.ops.aten.sort.stable(transpose_1, stable = True, descending = True);  transpose_1 = None
        getitem_1: "i64[1, 1, 1, 1]" = sort[1];  sort = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:181 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32).contiguous(),
        _to_copy: "i32[1, 1, 1]" = torch.ops.aten._to_copy.default(sum_1, dtype = torch.int32);  sum_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:182 in _dense_to_ordered, code: col_indices.to(torch.int32).contiguous(),
        _to_copy_1: "i32[1, 1, 1, 1]" = torch.ops.aten._to_copy.default(getitem_1, dtype = torch.int32);  getitem_1 = None
        
         # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (ones, zeros, None, None, _to_copy, _to_copy_1, None, None, 1073741824, 1073741824, sdpa_mask0), 0.35355339059327373, {'ROWS_GUARANTEED_SAFE': False, 'PRESCALE_QK': False, 'OUTPUT_LOGSUMEXP': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = ones = zeros = _to_copy = _to_copy_1 = sdpa_mask0 = None
        getitem_2: "f32[1, 2, 16, 8]" = flex_attention[0];  flex_attention = None
        return (getitem_2,)
        
    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:1019 in flex_attention, code: out, lse = flex_attention_hop(
            sub: "i32[]" = torch.ops.aten.sub.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            add: "f32[]" = torch.ops.aten.add.Tensor(arg0_1, sub);  arg0_1 = sub = None
            return add
            
    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
             # File: /work/venvs/torch-2.5.1/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:139 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
            new_ones: "b8[]" = torch.ops.aten.new_ones.default(arg0_1, [], dtype = torch.bool, device = device(type='cpu'), pin_memory = False);  arg0_1 = None
            return new_ones
            