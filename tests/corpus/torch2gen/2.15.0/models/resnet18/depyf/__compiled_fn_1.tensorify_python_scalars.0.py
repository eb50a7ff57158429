from __future__ import annotations
import torch
from torch import device
class inner_f(torch.nn.Module):
    def forward(self, primals, tangents):
        primals_1: "f32[2, 3, 64, 64]"; primals_2: "f32[64, 3, 7, 7]"; primals_3: "i64[]"; primals_4: "f32[64]"; primals_5: "f32[64]"; primals_6: "f32[64]"; primals_7: "f32[64]"; primals_8: "f32[64, 64, 3, 3]"; primals_9: "i64[]"; primals_10: "f32[64]"; primals_11: "f32[64]"; primals_12: "f32[64]"; primals_13: "f32[64]"; primals_14: "f32[64, 64, 3, 3]"; primals_15: "i64[]"; primals_16: "f32[64]"; primals_17: "f32[64]"; primals_18: "f32[64]"; primals_19: "f32[64]"; primals_20: "f32[64, 64, 3, 3]"; primals_21: "i64[]"; primals_22: "f32[64]"; primals_23: "f32[64]"; primals_24: "f32[64]"; primals_25: "f32[64]"; primals_26: "f32[64, 64, 3, 3]"; primals_27: "i64[]"; primals_28: "f32[64]"; primals_29: "f32[64]"; primals_30: "f32[64]"; primals_31: "f32[64]"; primals_32: "f32[128, 64, 3, 3]"; primals_33: "i64[]"; primals_34: "f32[128]"; primals_35: "f32[128]"; primals_36: "f32[128]"; primals_37: "f32[128]"; primals_38: "f32[128, 128, 3, 3]"; primals_39: "i64[]"; primals_40: "f32[128]"; primals_41: "f32[128]"; primals_42: "f32[128]"; primals_43: "f32[128]"; primals_44: "f32[128, 64, 1, 1]"; primals_45: "i64[]"; primals_46: "f32[128]"; primals_47: "f32[128]"; primals_48: "f32[128]"; primals_49: "f32[128]"; primals_50: "f32[128, 128, 3, 3]"; primals_51: "i64[]"; primals_52: "f32[128]"; primals_53: "f32[128]"; primals_54: "f32[128]"; primals_55: "f32[128]"; primals_56: "f32[128, 128, 3, 3]"; primals_57: "i64[]"; primals_58: "f32[128]"; primals_59: "f32[128]"; primals_60: "f32[128]"; primals_61: "f32[128]"; primals_62: "f32[256, 128, 3, 3]"; primals_63: "i64[]"; primals_64: "f32[256]"; primals_65: "f32[256]"; primals_66: "f32[256]"; primals_67: "f32[256]"; primals_68: "f32[256, 256, 3, 3]"; primals_69: "i64[]"; primals_70: "f32[256]"; primals_71: "f32[256]"; primals_72: "f32[256]"; primals_73: "f32[256]"; primals_74: "f32[256, 128, 1, 1]"; primals_75: "i64[]"; primals_76: "f32[256]"; primals_77: "f32[256]"; primals_78: "f32[256]"; primals_79: "f32[256]"; primals_80: "f32[256, 256, 3, 3]"; primals_81: "i64[]"; primals_82: "f32[256]"; primals_83: "f32[256]"; primals_84: "f32[256]"; primals_85: "f32[256]"; primals_86: "f32[256, 256, 3, 3]"; primals_87: "i64[]"; primals_88: "f32[256]"; primals_89: "f32[256]"; primals_90: "f32[256]"; primals_91: "f32[256]"; primals_92: "f32[512, 256, 3, 3]"; primals_93: "i64[]"; primals_94: "f32[512]"; primals_95: "f32[512]"; primals_96: "f32[512]"; primals_97: "f32[512]"; primals_98: "f32[512, 512, 3, 3]"; primals_99: "i64[]"; primals_100: "f32[512]"; primals_101: "f32[512]"; primals_102: "f32[512]"; primals_103: "f32[512]"; primals_104: "f32[512, 256, 1, 1]"; primals_105: "i64[]"; primals_106: "f32[512]"; primals_107: "f32[512]"; primals_108: "f32[512]"; primals_109: "f32[512]"; primals_110: "f32[512, 512, 3, 3]"; primals_111: "i64[]"; primals_112: "f32[512]"; primals_113: "f32[512]"; primals_114: "f32[512]"; primals_115: "f32[512]"; primals_116: "f32[512, 512, 3, 3]"; primals_117: "i64[]"; primals_118: "f32[512]"; primals_119: "f32[512]"; primals_120: "f32[512]"; primals_121: "f32[512]"; primals_122: "f32[10, 512]"; primals_123: "f32[10]"; tangents_1: "f32[2, 10]";

        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, tangents_1, = fx_pytree.tree_flatten_spec([primals, tangents], self._in_spec)
        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution: "f32[2, 64, 32, 32]" = torch.ops.aten.convolution.default(primals_1, primals_2, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_3, 1)
        _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = None
        getitem: "f32[2, 64, 32, 32]" = _native_batch_norm_legit_functional[0]
        getitem_1: "f32[64]" = _native_batch_norm_legit_functional[1]
        getitem_2: "f32[64]" = _native_batch_norm_legit_functional[2]
        getitem_3: "f32[64]" = _native_batch_norm_legit_functional[3]
        getitem_4: "f32[64]" = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu: "f32[2, 64, 32, 32]" = torch.ops.aten.relu.default(getitem);  getitem = None
        detach: "f32[2, 64, 32, 32]" = torch.ops.aten.detach.default(relu)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:92 in forward, code: embedding = self.pooler(embedding)
        max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1])
        getitem_5: "f32[2, 64, 16, 16]" = max_pool2d_with_indices[0]
        getitem_6: "i64[2, 64, 16, 16]" = max_pool2d_with_indices[1];  max_pool2d_with_indices = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_1: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(getitem_5, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_1: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1)
        _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = None
        getitem_7: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_1[0]
        getitem_8: "f32[64]" = _native_batch_norm_legit_functional_1[1]
        getitem_9: "f32[64]" = _native_batch_norm_legit_functional_1[2]
        getitem_10: "f32[64]" = _native_batch_norm_legit_functional_1[3]
        getitem_11: "f32[64]" = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_1: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(getitem_7);  getitem_7 = None
        detach_1: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_2: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_2: "i64[]" = torch.ops.aten.add.Tensor(primals_15, 1)
        _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = None
        getitem_12: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_2[0]
        getitem_13: "f32[64]" = _native_batch_norm_legit_functional_2[1]
        getitem_14: "f32[64]" = _native_batch_norm_legit_functional_2[2]
        getitem_15: "f32[64]" = _native_batch_norm_legit_functional_2[3]
        getitem_16: "f32[64]" = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_3: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_12, getitem_5);  getitem_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_2: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(add_3);  add_3 = None
        detach_2: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_2)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_3: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_4: "i64[]" = torch.ops.aten.add.Tensor(primals_21, 1)
        _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = None
        getitem_17: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_3[0]
        getitem_18: "f32[64]" = _native_batch_norm_legit_functional_3[1]
        getitem_19: "f32[64]" = _native_batch_norm_legit_functional_3[2]
        getitem_20: "f32[64]" = _native_batch_norm_legit_functional_3[3]
        getitem_21: "f32[64]" = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_3: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
        detach_3: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_3)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_4: "f32[2, 64, 16, 16]" = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_27, 1)
        _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = None
        getitem_22: "f32[2, 64, 16, 16]" = _native_batch_norm_legit_functional_4[0]
        getitem_23: "f32[64]" = _native_batch_norm_legit_functional_4[1]
        getitem_24: "f32[64]" = _native_batch_norm_legit_functional_4[2]
        getitem_25: "f32[64]" = _native_batch_norm_legit_functional_4[3]
        getitem_26: "f32[64]" = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_6: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_22, relu_2);  getitem_22 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_4: "f32[2, 64, 16, 16]" = torch.ops.aten.relu.default(add_6);  add_6 = None
        detach_4: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(relu_4)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_5: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_4, primals_32, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_7: "i64[]" = torch.ops.aten.add.Tensor(primals_33, 1)
        _native_batch_norm_legit_functional_5 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_5, primals_36, primals_37, primals_34, primals_35, True, 0.1, 1e-05);  primals_37 = None
        getitem_27: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_5[0]
        getitem_28: "f32[128]" = _native_batch_norm_legit_functional_5[1]
        getitem_29: "f32[128]" = _native_batch_norm_legit_functional_5[2]
        getitem_30: "f32[128]" = _native_batch_norm_legit_functional_5[3]
        getitem_31: "f32[128]" = _native_batch_norm_legit_functional_5[4];  _native_batch_norm_legit_functional_5 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_5: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None
        detach_5: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_5)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_6: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_5, primals_38, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_8: "i64[]" = torch.ops.aten.add.Tensor(primals_39, 1)
        _native_batch_norm_legit_functional_6 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_6, primals_42, primals_43, primals_40, primals_41, True, 0.1, 1e-05);  primals_43 = None
        getitem_32: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_6[0]
        getitem_33: "f32[128]" = _native_batch_norm_legit_functional_6[1]
        getitem_34: "f32[128]" = _native_batch_norm_legit_functional_6[2]
        getitem_35: "f32[128]" = _native_batch_norm_legit_functional_6[3]
        getitem_36: "f32[128]" = _native_batch_norm_legit_functional_6[4];  _native_batch_norm_legit_functional_6 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_7: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_4, primals_44, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_9: "i64[]" = torch.ops.aten.add.Tensor(primals_45, 1)
        _native_batch_norm_legit_functional_7 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_7, primals_48, primals_49, primals_46, primals_47, True, 0.1, 1e-05);  primals_49 = None
        getitem_37: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_7[0]
        getitem_38: "f32[128]" = _native_batch_norm_legit_functional_7[1]
        getitem_39: "f32[128]" = _native_batch_norm_legit_functional_7[2]
        getitem_40: "f32[128]" = _native_batch_norm_legit_functional_7[3]
        getitem_41: "f32[128]" = _native_batch_norm_legit_functional_7[4];  _native_batch_norm_legit_functional_7 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_10: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_32, getitem_37);  getitem_32 = getitem_37 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_6: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(add_10);  add_10 = None
        detach_6: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_6)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_8: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_6, primals_50, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_11: "i64[]" = torch.ops.aten.add.Tensor(primals_51, 1)
        _native_batch_norm_legit_functional_8 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_8, primals_54, primals_55, primals_52, primals_53, True, 0.1, 1e-05);  primals_55 = None
        getitem_42: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_8[0]
        getitem_43: "f32[128]" = _native_batch_norm_legit_functional_8[1]
        getitem_44: "f32[128]" = _native_batch_norm_legit_functional_8[2]
        getitem_45: "f32[128]" = _native_batch_norm_legit_functional_8[3]
        getitem_46: "f32[128]" = _native_batch_norm_legit_functional_8[4];  _native_batch_norm_legit_functional_8 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_7: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(getitem_42);  getitem_42 = None
        detach_7: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_7)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_9: "f32[2, 128, 8, 8]" = torch.ops.aten.convolution.default(relu_7, primals_56, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_12: "i64[]" = torch.ops.aten.add.Tensor(primals_57, 1)
        _native_batch_norm_legit_functional_9 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_9, primals_60, primals_61, primals_58, primals_59, True, 0.1, 1e-05);  primals_61 = None
        getitem_47: "f32[2, 128, 8, 8]" = _native_batch_norm_legit_functional_9[0]
        getitem_48: "f32[128]" = _native_batch_norm_legit_functional_9[1]
        getitem_49: "f32[128]" = _native_batch_norm_legit_functional_9[2]
        getitem_50: "f32[128]" = _native_batch_norm_legit_functional_9[3]
        getitem_51: "f32[128]" = _native_batch_norm_legit_functional_9[4];  _native_batch_norm_legit_functional_9 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_13: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_47, relu_6);  getitem_47 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_8: "f32[2, 128, 8, 8]" = torch.ops.aten.relu.default(add_13);  add_13 = None
        detach_8: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(relu_8)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_10: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_8, primals_62, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_14: "i64[]" = torch.ops.aten.add.Tensor(primals_63, 1)
        _native_batch_norm_legit_functional_10 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_10, primals_66, primals_67, primals_64, primals_65, True, 0.1, 1e-05);  primals_67 = None
        getitem_52: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_10[0]
        getitem_53: "f32[256]" = _native_batch_norm_legit_functional_10[1]
        getitem_54: "f32[256]" = _native_batch_norm_legit_functional_10[2]
        getitem_55: "f32[256]" = _native_batch_norm_legit_functional_10[3]
        getitem_56: "f32[256]" = _native_batch_norm_legit_functional_10[4];  _native_batch_norm_legit_functional_10 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_9: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None
        detach_9: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_9)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_11: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_9, primals_68, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_15: "i64[]" = torch.ops.aten.add.Tensor(primals_69, 1)
        _native_batch_norm_legit_functional_11 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_11, primals_72, primals_73, primals_70, primals_71, True, 0.1, 1e-05);  primals_73 = None
        getitem_57: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_11[0]
        getitem_58: "f32[256]" = _native_batch_norm_legit_functional_11[1]
        getitem_59: "f32[256]" = _native_batch_norm_legit_functional_11[2]
        getitem_60: "f32[256]" = _native_batch_norm_legit_functional_11[3]
        getitem_61: "f32[256]" = _native_batch_norm_legit_functional_11[4];  _native_batch_norm_legit_functional_11 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_12: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_8, primals_74, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_16: "i64[]" = torch.ops.aten.add.Tensor(primals_75, 1)
        _native_batch_norm_legit_functional_12 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_12, primals_78, primals_79, primals_76, primals_77, True, 0.1, 1e-05);  primals_79 = None
        getitem_62: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_12[0]
        getitem_63: "f32[256]" = _native_batch_norm_legit_functional_12[1]
        getitem_64: "f32[256]" = _native_batch_norm_legit_functional_12[2]
        getitem_65: "f32[256]" = _native_batch_norm_legit_functional_12[3]
        getitem_66: "f32[256]" = _native_batch_norm_legit_functional_12[4];  _native_batch_norm_legit_functional_12 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_17: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_57, getitem_62);  getitem_57 = getitem_62 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_10: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(add_17);  add_17 = None
        detach_10: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_10)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_13: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_10, primals_80, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_18: "i64[]" = torch.ops.aten.add.Tensor(primals_81, 1)
        _native_batch_norm_legit_functional_13 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_13, primals_84, primals_85, primals_82, primals_83, True, 0.1, 1e-05);  primals_85 = None
        getitem_67: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_13[0]
        getitem_68: "f32[256]" = _native_batch_norm_legit_functional_13[1]
        getitem_69: "f32[256]" = _native_batch_norm_legit_functional_13[2]
        getitem_70: "f32[256]" = _native_batch_norm_legit_functional_13[3]
        getitem_71: "f32[256]" = _native_batch_norm_legit_functional_13[4];  _native_batch_norm_legit_functional_13 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_11: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(getitem_67);  getitem_67 = None
        detach_11: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_11)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_14: "f32[2, 256, 4, 4]" = torch.ops.aten.convolution.default(relu_11, primals_86, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_19: "i64[]" = torch.ops.aten.add.Tensor(primals_87, 1)
        _native_batch_norm_legit_functional_14 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_14, primals_90, primals_91, primals_88, primals_89, True, 0.1, 1e-05);  primals_91 = None
        getitem_72: "f32[2, 256, 4, 4]" = _native_batch_norm_legit_functional_14[0]
        getitem_73: "f32[256]" = _native_batch_norm_legit_functional_14[1]
        getitem_74: "f32[256]" = _native_batch_norm_legit_functional_14[2]
        getitem_75: "f32[256]" = _native_batch_norm_legit_functional_14[3]
        getitem_76: "f32[256]" = _native_batch_norm_legit_functional_14[4];  _native_batch_norm_legit_functional_14 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_20: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_72, relu_10);  getitem_72 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_12: "f32[2, 256, 4, 4]" = torch.ops.aten.relu.default(add_20);  add_20 = None
        detach_12: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(relu_12)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_15: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_12, primals_92, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_21: "i64[]" = torch.ops.aten.add.Tensor(primals_93, 1)
        _native_batch_norm_legit_functional_15 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_15, primals_96, primals_97, primals_94, primals_95, True, 0.1, 1e-05);  primals_97 = None
        getitem_77: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_15[0]
        getitem_78: "f32[512]" = _native_batch_norm_legit_functional_15[1]
        getitem_79: "f32[512]" = _native_batch_norm_legit_functional_15[2]
        getitem_80: "f32[512]" = _native_batch_norm_legit_functional_15[3]
        getitem_81: "f32[512]" = _native_batch_norm_legit_functional_15[4];  _native_batch_norm_legit_functional_15 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_13: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None
        detach_13: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_13)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_16: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_13, primals_98, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_22: "i64[]" = torch.ops.aten.add.Tensor(primals_99, 1)
        _native_batch_norm_legit_functional_16 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_16, primals_102, primals_103, primals_100, primals_101, True, 0.1, 1e-05);  primals_103 = None
        getitem_82: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_16[0]
        getitem_83: "f32[512]" = _native_batch_norm_legit_functional_16[1]
        getitem_84: "f32[512]" = _native_batch_norm_legit_functional_16[2]
        getitem_85: "f32[512]" = _native_batch_norm_legit_functional_16[3]
        getitem_86: "f32[512]" = _native_batch_norm_legit_functional_16[4];  _native_batch_norm_legit_functional_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_17: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_12, primals_104, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        add_23: "i64[]" = torch.ops.aten.add.Tensor(primals_105, 1)
        _native_batch_norm_legit_functional_17 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_17, primals_108, primals_109, primals_106, primals_107, True, 0.1, 1e-05);  primals_109 = None
        getitem_87: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_17[0]
        getitem_88: "f32[512]" = _native_batch_norm_legit_functional_17[1]
        getitem_89: "f32[512]" = _native_batch_norm_legit_functional_17[2]
        getitem_90: "f32[512]" = _native_batch_norm_legit_functional_17[3]
        getitem_91: "f32[512]" = _native_batch_norm_legit_functional_17[4];  _native_batch_norm_legit_functional_17 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_24: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(getitem_82, getitem_87);  getitem_82 = getitem_87 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_14: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(add_24);  add_24 = None
        detach_14: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_14)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_18: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_14, primals_110, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_25: "i64[]" = torch.ops.aten.add.Tensor(primals_111, 1)
        _native_batch_norm_legit_functional_18 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_18, primals_114, primals_115, primals_112, primals_113, True, 0.1, 1e-05);  primals_115 = None
        getitem_92: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_18[0]
        getitem_93: "f32[512]" = _native_batch_norm_legit_functional_18[1]
        getitem_94: "f32[512]" = _native_batch_norm_legit_functional_18[2]
        getitem_95: "f32[512]" = _native_batch_norm_legit_functional_18[3]
        getitem_96: "f32[512]" = _native_batch_norm_legit_functional_18[4];  _native_batch_norm_legit_functional_18 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        relu_15: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None
        detach_15: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_15)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_19: "f32[2, 512, 2, 2]" = torch.ops.aten.convolution.default(relu_15, primals_116, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        add_26: "i64[]" = torch.ops.aten.add.Tensor(primals_117, 1)
        _native_batch_norm_legit_functional_19 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_19, primals_120, primals_121, primals_118, primals_119, True, 0.1, 1e-05);  primals_121 = None
        getitem_97: "f32[2, 512, 2, 2]" = _native_batch_norm_legit_functional_19[0]
        getitem_98: "f32[512]" = _native_batch_norm_legit_functional_19[1]
        getitem_99: "f32[512]" = _native_batch_norm_legit_functional_19[2]
        getitem_100: "f32[512]" = _native_batch_norm_legit_functional_19[3]
        getitem_101: "f32[512]" = _native_batch_norm_legit_functional_19[4];  _native_batch_norm_legit_functional_19 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:134 in forward, code: hidden_state += residual
        add_27: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(getitem_97, relu_14);  getitem_97 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        relu_16: "f32[2, 512, 2, 2]" = torch.ops.aten.relu.default(add_27);  add_27 = None
        detach_16: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(relu_16)

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:321 in forward, code: pooled_output = self.pooler(last_hidden_state)
        mean: "f32[2, 512, 1, 1]" = torch.ops.aten.mean.dim(relu_16, [-1, -2], True);  relu_16 = None

        # File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:372 in forward, code: logits = self.classifier(pooled_output)
        view: "f32[2, 512]" = torch.ops.aten.view.default(mean, [2, 512]);  mean = None
        t: "f32[512, 10]" = torch.ops.aten.t.default(primals_122);  primals_122 = None
        addmm: "f32[2, 10]" = torch.ops.aten.addmm.default(primals_123, view, t);  primals_123 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:372 in forward, code: logits = self.classifier(pooled_output)
        t_1: "f32[10, 512]" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 512]" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "f32[10, 2]" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[10, 512]" = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
        t_3: "f32[512, 10]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view_1: "f32[10]" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        t_4: "f32[10, 512]" = torch.ops.aten.t.default(t_3);  t_3 = None
        view_2: "f32[2, 512, 1, 1]" = torch.ops.aten.view.default(mm, [2, 512, 1, 1]);  mm = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:321 in forward, code: pooled_output = self.pooler(last_hidden_state)
        expand: "f32[2, 512, 2, 2]" = torch.ops.aten.expand.default(view_2, [2, 512, 2, 2]);  view_2 = None
        div: "f32[2, 512, 2, 2]" = torch.ops.aten.div.Scalar(expand, 4);  expand = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_17: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_16);  detach_16 = None
        threshold_backward: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(div, detach_17, 0);  div = detach_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_19, primals_120, getitem_100, getitem_101, getitem_98, getitem_99, True, 1e-05, [True, True, True]);  convolution_19 = primals_120 = getitem_98 = getitem_99 = None
        getitem_102: "f32[2, 512, 2, 2]" = native_batch_norm_backward[0]
        getitem_103: "f32[512]" = native_batch_norm_backward[1]
        getitem_104: "f32[512]" = native_batch_norm_backward[2];  native_batch_norm_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward = torch.ops.aten.convolution_backward.default(getitem_102, relu_15, primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_102 = relu_15 = primals_116 = None
        getitem_105: "f32[2, 512, 2, 2]" = convolution_backward[0]
        getitem_106: "f32[512, 512, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_18: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_15);  detach_15 = None
        threshold_backward_1: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_105, detach_18, 0);  getitem_105 = detach_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_18, primals_114, getitem_95, getitem_96, getitem_93, getitem_94, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_18 = primals_114 = getitem_93 = getitem_94 = None
        getitem_108: "f32[2, 512, 2, 2]" = native_batch_norm_backward_1[0]
        getitem_109: "f32[512]" = native_batch_norm_backward_1[1]
        getitem_110: "f32[512]" = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_108, relu_14, primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_108 = relu_14 = primals_110 = None
        getitem_111: "f32[2, 512, 2, 2]" = convolution_backward_1[0]
        getitem_112: "f32[512, 512, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        add_28: "f32[2, 512, 2, 2]" = torch.ops.aten.add.Tensor(threshold_backward, getitem_111);  threshold_backward = getitem_111 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_19: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_14);  detach_14 = None
        threshold_backward_2: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(add_28, detach_19, 0);  add_28 = detach_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_17, primals_108, getitem_90, getitem_91, getitem_88, getitem_89, True, 1e-05, [True, True, True]);  convolution_17 = primals_108 = getitem_88 = getitem_89 = None
        getitem_114: "f32[2, 512, 2, 2]" = native_batch_norm_backward_2[0]
        getitem_115: "f32[512]" = native_batch_norm_backward_2[1]
        getitem_116: "f32[512]" = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_114, relu_12, primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_114 = primals_104 = None
        getitem_117: "f32[2, 256, 4, 4]" = convolution_backward_2[0]
        getitem_118: "f32[512, 256, 1, 1]" = convolution_backward_2[1];  convolution_backward_2 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_16, primals_102, getitem_85, getitem_86, getitem_83, getitem_84, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution_16 = primals_102 = getitem_83 = getitem_84 = None
        getitem_120: "f32[2, 512, 2, 2]" = native_batch_norm_backward_3[0]
        getitem_121: "f32[512]" = native_batch_norm_backward_3[1]
        getitem_122: "f32[512]" = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_120, relu_13, primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_120 = relu_13 = primals_98 = None
        getitem_123: "f32[2, 512, 2, 2]" = convolution_backward_3[0]
        getitem_124: "f32[512, 512, 3, 3]" = convolution_backward_3[1];  convolution_backward_3 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_20: "f32[2, 512, 2, 2]" = torch.ops.aten.detach.default(detach_13);  detach_13 = None
        threshold_backward_3: "f32[2, 512, 2, 2]" = torch.ops.aten.threshold_backward.default(getitem_123, detach_20, 0);  getitem_123 = detach_20 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_15, primals_96, getitem_80, getitem_81, getitem_78, getitem_79, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_15 = primals_96 = getitem_78 = getitem_79 = None
        getitem_126: "f32[2, 512, 2, 2]" = native_batch_norm_backward_4[0]
        getitem_127: "f32[512]" = native_batch_norm_backward_4[1]
        getitem_128: "f32[512]" = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_126, relu_12, primals_92, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_126 = relu_12 = primals_92 = None
        getitem_129: "f32[2, 256, 4, 4]" = convolution_backward_4[0]
        getitem_130: "f32[512, 256, 3, 3]" = convolution_backward_4[1];  convolution_backward_4 = None
        add_29: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(getitem_117, getitem_129);  getitem_117 = getitem_129 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_21: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_12);  detach_12 = None
        threshold_backward_4: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(add_29, detach_21, 0);  add_29 = detach_21 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_14, primals_90, getitem_75, getitem_76, getitem_73, getitem_74, True, 1e-05, [True, True, True]);  convolution_14 = primals_90 = getitem_73 = getitem_74 = None
        getitem_132: "f32[2, 256, 4, 4]" = native_batch_norm_backward_5[0]
        getitem_133: "f32[256]" = native_batch_norm_backward_5[1]
        getitem_134: "f32[256]" = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_132, relu_11, primals_86, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_132 = relu_11 = primals_86 = None
        getitem_135: "f32[2, 256, 4, 4]" = convolution_backward_5[0]
        getitem_136: "f32[256, 256, 3, 3]" = convolution_backward_5[1];  convolution_backward_5 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_22: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_11);  detach_11 = None
        threshold_backward_5: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_135, detach_22, 0);  getitem_135 = detach_22 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_13, primals_84, getitem_70, getitem_71, getitem_68, getitem_69, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_13 = primals_84 = getitem_68 = getitem_69 = None
        getitem_138: "f32[2, 256, 4, 4]" = native_batch_norm_backward_6[0]
        getitem_139: "f32[256]" = native_batch_norm_backward_6[1]
        getitem_140: "f32[256]" = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_138, relu_10, primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_138 = relu_10 = primals_80 = None
        getitem_141: "f32[2, 256, 4, 4]" = convolution_backward_6[0]
        getitem_142: "f32[256, 256, 3, 3]" = convolution_backward_6[1];  convolution_backward_6 = None
        add_30: "f32[2, 256, 4, 4]" = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_141);  threshold_backward_4 = getitem_141 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_23: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_10);  detach_10 = None
        threshold_backward_6: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(add_30, detach_23, 0);  add_30 = detach_23 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_12, primals_78, getitem_65, getitem_66, getitem_63, getitem_64, True, 1e-05, [True, True, True]);  convolution_12 = primals_78 = getitem_63 = getitem_64 = None
        getitem_144: "f32[2, 256, 4, 4]" = native_batch_norm_backward_7[0]
        getitem_145: "f32[256]" = native_batch_norm_backward_7[1]
        getitem_146: "f32[256]" = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_144, relu_8, primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_144 = primals_74 = None
        getitem_147: "f32[2, 128, 8, 8]" = convolution_backward_7[0]
        getitem_148: "f32[256, 128, 1, 1]" = convolution_backward_7[1];  convolution_backward_7 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_11, primals_72, getitem_60, getitem_61, getitem_58, getitem_59, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_11 = primals_72 = getitem_58 = getitem_59 = None
        getitem_150: "f32[2, 256, 4, 4]" = native_batch_norm_backward_8[0]
        getitem_151: "f32[256]" = native_batch_norm_backward_8[1]
        getitem_152: "f32[256]" = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_150, relu_9, primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_150 = relu_9 = primals_68 = None
        getitem_153: "f32[2, 256, 4, 4]" = convolution_backward_8[0]
        getitem_154: "f32[256, 256, 3, 3]" = convolution_backward_8[1];  convolution_backward_8 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_24: "f32[2, 256, 4, 4]" = torch.ops.aten.detach.default(detach_9);  detach_9 = None
        threshold_backward_7: "f32[2, 256, 4, 4]" = torch.ops.aten.threshold_backward.default(getitem_153, detach_24, 0);  getitem_153 = detach_24 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, convolution_10, primals_66, getitem_55, getitem_56, getitem_53, getitem_54, True, 1e-05, [True, True, True]);  threshold_backward_7 = convolution_10 = primals_66 = getitem_53 = getitem_54 = None
        getitem_156: "f32[2, 256, 4, 4]" = native_batch_norm_backward_9[0]
        getitem_157: "f32[256]" = native_batch_norm_backward_9[1]
        getitem_158: "f32[256]" = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_156, relu_8, primals_62, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_156 = relu_8 = primals_62 = None
        getitem_159: "f32[2, 128, 8, 8]" = convolution_backward_9[0]
        getitem_160: "f32[256, 128, 3, 3]" = convolution_backward_9[1];  convolution_backward_9 = None
        add_31: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(getitem_147, getitem_159);  getitem_147 = getitem_159 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_25: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_8);  detach_8 = None
        threshold_backward_8: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(add_31, detach_25, 0);  add_31 = detach_25 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_9, primals_60, getitem_50, getitem_51, getitem_48, getitem_49, True, 1e-05, [True, True, True]);  convolution_9 = primals_60 = getitem_48 = getitem_49 = None
        getitem_162: "f32[2, 128, 8, 8]" = native_batch_norm_backward_10[0]
        getitem_163: "f32[128]" = native_batch_norm_backward_10[1]
        getitem_164: "f32[128]" = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_162, relu_7, primals_56, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_162 = relu_7 = primals_56 = None
        getitem_165: "f32[2, 128, 8, 8]" = convolution_backward_10[0]
        getitem_166: "f32[128, 128, 3, 3]" = convolution_backward_10[1];  convolution_backward_10 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_26: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_7);  detach_7 = None
        threshold_backward_9: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_165, detach_26, 0);  getitem_165 = detach_26 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_8, primals_54, getitem_45, getitem_46, getitem_43, getitem_44, True, 1e-05, [True, True, True]);  threshold_backward_9 = convolution_8 = primals_54 = getitem_43 = getitem_44 = None
        getitem_168: "f32[2, 128, 8, 8]" = native_batch_norm_backward_11[0]
        getitem_169: "f32[128]" = native_batch_norm_backward_11[1]
        getitem_170: "f32[128]" = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_168, relu_6, primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_168 = relu_6 = primals_50 = None
        getitem_171: "f32[2, 128, 8, 8]" = convolution_backward_11[0]
        getitem_172: "f32[128, 128, 3, 3]" = convolution_backward_11[1];  convolution_backward_11 = None
        add_32: "f32[2, 128, 8, 8]" = torch.ops.aten.add.Tensor(threshold_backward_8, getitem_171);  threshold_backward_8 = getitem_171 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_27: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_6);  detach_6 = None
        threshold_backward_10: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(add_32, detach_27, 0);  add_32 = detach_27 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:109 in forward, code: hidden_state = self.normalization(hidden_state)
        native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_7, primals_48, getitem_40, getitem_41, getitem_38, getitem_39, True, 1e-05, [True, True, True]);  convolution_7 = primals_48 = getitem_38 = getitem_39 = None
        getitem_174: "f32[2, 128, 8, 8]" = native_batch_norm_backward_12[0]
        getitem_175: "f32[128]" = native_batch_norm_backward_12[1]
        getitem_176: "f32[128]" = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:108 in forward, code: hidden_state = self.convolution(input)
        convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_174, relu_4, primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_174 = primals_44 = None
        getitem_177: "f32[2, 64, 16, 16]" = convolution_backward_12[0]
        getitem_178: "f32[128, 64, 1, 1]" = convolution_backward_12[1];  convolution_backward_12 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_6, primals_42, getitem_35, getitem_36, getitem_33, getitem_34, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution_6 = primals_42 = getitem_33 = getitem_34 = None
        getitem_180: "f32[2, 128, 8, 8]" = native_batch_norm_backward_13[0]
        getitem_181: "f32[128]" = native_batch_norm_backward_13[1]
        getitem_182: "f32[128]" = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_180, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_180 = relu_5 = primals_38 = None
        getitem_183: "f32[2, 128, 8, 8]" = convolution_backward_13[0]
        getitem_184: "f32[128, 128, 3, 3]" = convolution_backward_13[1];  convolution_backward_13 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_28: "f32[2, 128, 8, 8]" = torch.ops.aten.detach.default(detach_5);  detach_5 = None
        threshold_backward_11: "f32[2, 128, 8, 8]" = torch.ops.aten.threshold_backward.default(getitem_183, detach_28, 0);  getitem_183 = detach_28 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_5, primals_36, getitem_30, getitem_31, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  threshold_backward_11 = convolution_5 = primals_36 = getitem_28 = getitem_29 = None
        getitem_186: "f32[2, 128, 8, 8]" = native_batch_norm_backward_14[0]
        getitem_187: "f32[128]" = native_batch_norm_backward_14[1]
        getitem_188: "f32[128]" = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_186, relu_4, primals_32, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_186 = relu_4 = primals_32 = None
        getitem_189: "f32[2, 64, 16, 16]" = convolution_backward_14[0]
        getitem_190: "f32[128, 64, 3, 3]" = convolution_backward_14[1];  convolution_backward_14 = None
        add_33: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(getitem_177, getitem_189);  getitem_177 = getitem_189 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_29: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_4);  detach_4 = None
        threshold_backward_12: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(add_33, detach_29, 0);  add_33 = detach_29 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, convolution_4, primals_30, getitem_25, getitem_26, getitem_23, getitem_24, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_23 = getitem_24 = None
        getitem_192: "f32[2, 64, 16, 16]" = native_batch_norm_backward_15[0]
        getitem_193: "f32[64]" = native_batch_norm_backward_15[1]
        getitem_194: "f32[64]" = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_192, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_192 = relu_3 = primals_26 = None
        getitem_195: "f32[2, 64, 16, 16]" = convolution_backward_15[0]
        getitem_196: "f32[64, 64, 3, 3]" = convolution_backward_15[1];  convolution_backward_15 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_30: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_13: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(getitem_195, detach_30, 0);  getitem_195 = detach_30 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_3, primals_24, getitem_20, getitem_21, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  threshold_backward_13 = convolution_3 = primals_24 = getitem_18 = getitem_19 = None
        getitem_198: "f32[2, 64, 16, 16]" = native_batch_norm_backward_16[0]
        getitem_199: "f32[64]" = native_batch_norm_backward_16[1]
        getitem_200: "f32[64]" = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_198, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_198 = relu_2 = primals_20 = None
        getitem_201: "f32[2, 64, 16, 16]" = convolution_backward_16[0]
        getitem_202: "f32[64, 64, 3, 3]" = convolution_backward_16[1];  convolution_backward_16 = None
        add_34: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(threshold_backward_12, getitem_201);  threshold_backward_12 = getitem_201 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:135 in forward, code: hidden_state = self.activation(hidden_state)
        detach_31: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_2);  detach_2 = None
        threshold_backward_14: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(add_34, detach_31, 0);  add_34 = detach_31 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, convolution_2, primals_18, getitem_15, getitem_16, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_13 = getitem_14 = None
        getitem_204: "f32[2, 64, 16, 16]" = native_batch_norm_backward_17[0]
        getitem_205: "f32[64]" = native_batch_norm_backward_17[1]
        getitem_206: "f32[64]" = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_204, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_204 = relu_1 = primals_14 = None
        getitem_207: "f32[2, 64, 16, 16]" = convolution_backward_17[0]
        getitem_208: "f32[64, 64, 3, 3]" = convolution_backward_17[1];  convolution_backward_17 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_32: "f32[2, 64, 16, 16]" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_15: "f32[2, 64, 16, 16]" = torch.ops.aten.threshold_backward.default(getitem_207, detach_32, 0);  getitem_207 = detach_32 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, convolution_1, primals_12, getitem_10, getitem_11, getitem_8, getitem_9, True, 1e-05, [True, True, True]);  threshold_backward_15 = convolution_1 = primals_12 = getitem_8 = getitem_9 = None
        getitem_210: "f32[2, 64, 16, 16]" = native_batch_norm_backward_18[0]
        getitem_211: "f32[64]" = native_batch_norm_backward_18[1]
        getitem_212: "f32[64]" = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_210, getitem_5, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_210 = getitem_5 = primals_8 = None
        getitem_213: "f32[2, 64, 16, 16]" = convolution_backward_18[0]
        getitem_214: "f32[64, 64, 3, 3]" = convolution_backward_18[1];  convolution_backward_18 = None
        add_35: "f32[2, 64, 16, 16]" = torch.ops.aten.add.Tensor(threshold_backward_14, getitem_213);  threshold_backward_14 = getitem_213 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:92 in forward, code: embedding = self.pooler(embedding)
        max_pool2d_with_indices_backward: "f32[2, 64, 32, 32]" = torch.ops.aten.max_pool2d_with_indices_backward.default(add_35, relu, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_6);  add_35 = relu = getitem_6 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:68 in forward, code: hidden_states = self.activation(hidden_states)
        detach_33: "f32[2, 64, 32, 32]" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward_16: "f32[2, 64, 32, 32]" = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_33, 0);  max_pool2d_with_indices_backward = detach_33 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:67 in forward, code: hidden_states = self.normalization(hidden_states)
        native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_16 = convolution = primals_6 = getitem_1 = getitem_2 = None
        getitem_216: "f32[2, 64, 32, 32]" = native_batch_norm_backward_19[0]
        getitem_217: "f32[64]" = native_batch_norm_backward_19[1]
        getitem_218: "f32[64]" = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None

        # Backward of forward node: File: /work/venvs/torch-2.15.0/lib/python3.11/site-packages/transformers/models/resnet/modeling_resnet.py:66 in forward, code: hidden_states = self.convolution(hidden_states)
        convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_216, primals_1, primals_2, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_216 = primals_1 = primals_2 = None
        getitem_220: "f32[64, 3, 7, 7]" = convolution_backward_19[1];  convolution_backward_19 = None

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_3, add);  primals_3 = add = copy_ = None
        copy__1: "f32[64]" = torch.ops.aten.copy_.default(primals_4, getitem_3);  primals_4 = getitem_3 = copy__1 = None
        copy__2: "f32[64]" = torch.ops.aten.copy_.default(primals_5, getitem_4);  primals_5 = getitem_4 = copy__2 = None
        copy__3: "i64[]" = torch.ops.aten.copy_.default(primals_9, add_1);  primals_9 = add_1 = copy__3 = None
        copy__4: "f32[64]" = torch.ops.aten.copy_.default(primals_10, getitem_10);  primals_10 = getitem_10 = copy__4 = None
        copy__5: "f32[64]" = torch.ops.aten.copy_.default(primals_11, getitem_11);  primals_11 = getitem_11 = copy__5 = None
        copy__6: "i64[]" = torch.ops.aten.copy_.default(primals_15, add_2);  primals_15 = add_2 = copy__6 = None
        copy__7: "f32[64]" = torch.ops.aten.copy_.default(primals_16, getitem_15);  primals_16 = getitem_15 = copy__7 = None
        copy__8: "f32[64]" = torch.ops.aten.copy_.default(primals_17, getitem_16);  primals_17 = getitem_16 = copy__8 = None
        copy__9: "i64[]" = torch.ops.aten.copy_.default(primals_21, add_4);  primals_21 = add_4 = copy__9 = None
        copy__10: "f32[64]" = torch.ops.aten.copy_.default(primals_22, getitem_20);  primals_22 = getitem_20 = copy__10 = None
        copy__11: "f32[64]" = torch.ops.aten.copy_.default(primals_23, getitem_21);  primals_23 = getitem_21 = copy__11 = None
        copy__12: "i64[]" = torch.ops.aten.copy_.default(primals_27, add_5);  primals_27 = add_5 = copy__12 = None
        copy__13: "f32[64]" = torch.ops.aten.copy_.default(primals_28, getitem_25);  primals_28 = getitem_25 = copy__13 = None
        copy__14: "f32[64]" = torch.ops.aten.copy_.default(primals_29, getitem_26);  primals_29 = getitem_26 = copy__14 = None
        copy__15: "i64[]" = torch.ops.aten.copy_.default(primals_33, add_7);  primals_33 = add_7 = copy__15 = None
        copy__16: "f32[128]" = torch.ops.aten.copy_.default(primals_34, getitem_30);  primals_34 = getitem_30 = copy__16 = None
        copy__17: "f32[128]" = torch.ops.aten.copy_.default(primals_35, getitem_31);  primals_35 = getitem_31 = copy__17 = None
        copy__18: "i64[]" = torch.ops.aten.copy_.default(primals_39, add_8);  primals_39 = add_8 = copy__18 = None
        copy__19: "f32[128]" = torch.ops.aten.copy_.default(primals_40, getitem_35);  primals_40 = getitem_35 = copy__19 = None
        copy__20: "f32[128]" = torch.ops.aten.copy_.default(primals_41, getitem_36);  primals_41 = getitem_36 = copy__20 = None
        copy__21: "i64[]" = torch.ops.aten.copy_.default(primals_45, add_9);  primals_45 = add_9 = copy__21 = None
        copy__22: "f32[128]" = torch.ops.aten.copy_.default(primals_46, getitem_40);  primals_46 = getitem_40 = copy__22 = None
        copy__23: "f32[128]" = torch.ops.aten.copy_.default(primals_47, getitem_41);  primals_47 = getitem_41 = copy__23 = None
        copy__24: "i64[]" = torch.ops.aten.copy_.default(primals_51, add_11);  primals_51 = add_11 = copy__24 = None
        copy__25: "f32[128]" = torch.ops.aten.copy_.default(primals_52, getitem_45);  primals_52 = getitem_45 = copy__25 = None
        copy__26: "f32[128]" = torch.ops.aten.copy_.default(primals_53, getitem_46);  primals_53 = getitem_46 = copy__26 = None
        copy__27: "i64[]" = torch.ops.aten.copy_.default(primals_57, add_12);  primals_57 = add_12 = copy__27 = None
        copy__28: "f32[128]" = torch.ops.aten.copy_.default(primals_58, getitem_50);  primals_58 = getitem_50 = copy__28 = None
        copy__29: "f32[128]" = torch.ops.aten.copy_.default(primals_59, getitem_51);  primals_59 = getitem_51 = copy__29 = None
        copy__30: "i64[]" = torch.ops.aten.copy_.default(primals_63, add_14);  primals_63 = add_14 = copy__30 = None
        copy__31: "f32[256]" = torch.ops.aten.copy_.default(primals_64, getitem_55);  primals_64 = getitem_55 = copy__31 = None
        copy__32: "f32[256]" = torch.ops.aten.copy_.default(primals_65, getitem_56);  primals_65 = getitem_56 = copy__32 = None
        copy__33: "i64[]" = torch.ops.aten.copy_.default(primals_69, add_15);  primals_69 = add_15 = copy__33 = None
        copy__34: "f32[256]" = torch.ops.aten.copy_.default(primals_70, getitem_60);  primals_70 = getitem_60 = copy__34 = None
        copy__35: "f32[256]" = torch.ops.aten.copy_.default(primals_71, getitem_61);  primals_71 = getitem_61 = copy__35 = None
        copy__36: "i64[]" = torch.ops.aten.copy_.default(primals_75, add_16);  primals_75 = add_16 = copy__36 = None
        copy__37: "f32[256]" = torch.ops.aten.copy_.default(primals_76, getitem_65);  primals_76 = getitem_65 = copy__37 = None
        copy__38: "f32[256]" = torch.ops.aten.copy_.default(primals_77, getitem_66);  primals_77 = getitem_66 = copy__38 = None
        copy__39: "i64[]" = torch.ops.aten.copy_.default(primals_81, add_18);  primals_81 = add_18 = copy__39 = None
        copy__40: "f32[256]" = torch.ops.aten.copy_.default(primals_82, getitem_70);  primals_82 = getitem_70 = copy__40 = None
        copy__41: "f32[256]" = torch.ops.aten.copy_.default(primals_83, getitem_71);  primals_83 = getitem_71 = copy__41 = None
        copy__42: "i64[]" = torch.ops.aten.copy_.default(primals_87, add_19);  primals_87 = add_19 = copy__42 = None
        copy__43: "f32[256]" = torch.ops.aten.copy_.default(primals_88, getitem_75);  primals_88 = getitem_75 = copy__43 = None
        copy__44: "f32[256]" = torch.ops.aten.copy_.default(primals_89, getitem_76);  primals_89 = getitem_76 = copy__44 = None
        copy__45: "i64[]" = torch.ops.aten.copy_.default(primals_93, add_21);  primals_93 = add_21 = copy__45 = None
        copy__46: "f32[512]" = torch.ops.aten.copy_.default(primals_94, getitem_80);  primals_94 = getitem_80 = copy__46 = None
        copy__47: "f32[512]" = torch.ops.aten.copy_.default(primals_95, getitem_81);  primals_95 = getitem_81 = copy__47 = None
        copy__48: "i64[]" = torch.ops.aten.copy_.default(primals_99, add_22);  primals_99 = add_22 = copy__48 = None
        copy__49: "f32[512]" = torch.ops.aten.copy_.default(primals_100, getitem_85);  primals_100 = getitem_85 = copy__49 = None
        copy__50: "f32[512]" = torch.ops.aten.copy_.default(primals_101, getitem_86);  primals_101 = getitem_86 = copy__50 = None
        copy__51: "i64[]" = torch.ops.aten.copy_.default(primals_105, add_23);  primals_105 = add_23 = copy__51 = None
        copy__52: "f32[512]" = torch.ops.aten.copy_.default(primals_106, getitem_90);  primals_106 = getitem_90 = copy__52 = None
        copy__53: "f32[512]" = torch.ops.aten.copy_.default(primals_107, getitem_91);  primals_107 = getitem_91 = copy__53 = None
        copy__54: "i64[]" = torch.ops.aten.copy_.default(primals_111, add_25);  primals_111 = add_25 = copy__54 = None
        copy__55: "f32[512]" = torch.ops.aten.copy_.default(primals_112, getitem_95);  primals_112 = getitem_95 = copy__55 = None
        copy__56: "f32[512]" = torch.ops.aten.copy_.default(primals_113, getitem_96);  primals_113 = getitem_96 = copy__56 = None
        copy__57: "i64[]" = torch.ops.aten.copy_.default(primals_117, add_26);  primals_117 = add_26 = copy__57 = None
        copy__58: "f32[512]" = torch.ops.aten.copy_.default(primals_118, getitem_100);  primals_118 = getitem_100 = copy__58 = None
        copy__59: "f32[512]" = torch.ops.aten.copy_.default(primals_119, getitem_101);  primals_119 = getitem_101 = copy__59 = None
        return pytree.tree_unflatten([addmm, None, getitem_220, None, None, None, getitem_217, getitem_218, getitem_214, None, None, None, getitem_211, getitem_212, getitem_208, None, None, None, getitem_205, getitem_206, getitem_202, None, None, None, getitem_199, getitem_200, getitem_196, None, None, None, getitem_193, getitem_194, getitem_190, None, None, None, getitem_187, getitem_188, getitem_184, None, None, None, getitem_181, getitem_182, getitem_178, None, None, None, getitem_175, getitem_176, getitem_172, None, None, None, getitem_169, getitem_170, getitem_166, None, None, None, getitem_163, getitem_164, getitem_160, None, None, None, getitem_157, getitem_158, getitem_154, None, None, None, getitem_151, getitem_152, getitem_148, None, None, None, getitem_145, getitem_146, getitem_142, None, None, None, getitem_139, getitem_140, getitem_136, None, None, None, getitem_133, getitem_134, getitem_130, None, None, None, getitem_127, getitem_128, getitem_124, None, None, None, getitem_121, getitem_122, getitem_118, None, None, None, getitem_115, getitem_116, getitem_112, None, None, None, getitem_109, getitem_110, getitem_106, None, None, None, getitem_103, getitem_104, t_4, view_1], self._out_spec)
