class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 16]", primals_2: "f32[32]", primals_3: "f32[4, 16]", primals_4: "f32[8, 32]", primals_5: "f32[8]"):
        # File: /work/main/tests/corpus/inductor/gen.py:44 in forward, code: return torch.nn.functional.gelu(s.l2(torch.relu(s.l1(x)) * 2.0)).sum()
        permute: "f32[16, 32]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[4, 32]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu: "f32[4, 32]" = torch.ops.aten.relu.default(addmm);  addmm = None
        mul: "f32[4, 32]" = torch.ops.aten.mul.Tensor(relu, 2.0)
        permute_1: "f32[32, 8]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[4, 8]" = torch.ops.aten.addmm.default(primals_5, mul, permute_1);  primals_5 = permute_1 = None
        mul_1: "f32[4, 8]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_2: "f32[4, 8]" = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf: "f32[4, 8]" = torch.ops.aten.erf.default(mul_2);  mul_2 = None
        add: "f32[4, 8]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_3: "f32[4, 8]" = torch.ops.aten.mul.Tensor(mul_1, add);  mul_1 = add = None
        sum_1: "f32[]" = torch.ops.aten.sum.default(mul_3);  mul_3 = None

        # Backward of forward node: File: /work/main/tests/corpus/inductor/gen.py:44 in forward, code: return torch.nn.functional.gelu(s.l2(torch.relu(s.l1(x)) * 2.0)).sum()
        le: "b8[4, 32]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (sum_1, primals_3, primals_4, mul, addmm_1, le)
