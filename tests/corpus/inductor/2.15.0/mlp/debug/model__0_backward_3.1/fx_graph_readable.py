class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 16]", primals_4: "f32[8, 32]", mul: "f32[4, 32]", addmm_1: "f32[4, 8]", le: "b8[4, 32]", tangents_1: "f32[]"):
        # Backward of forward node: File: /work/main/tests/corpus/inductor/gen.py:44 in forward, code: return torch.nn.functional.gelu(s.l2(torch.relu(s.l1(x)) * 2.0)).sum()
        expand: "f32[4, 8]" = torch.ops.aten.expand.default(tangents_1, [4, 8]);  tangents_1 = None
        mul_4: "f32[4, 8]" = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf_1: "f32[4, 8]" = torch.ops.aten.erf.default(mul_4);  mul_4 = None
        add_1: "f32[4, 8]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_5: "f32[4, 8]" = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        mul_6: "f32[4, 8]" = torch.ops.aten.mul.Tensor(addmm_1, addmm_1)
        mul_7: "f32[4, 8]" = torch.ops.aten.mul.Tensor(mul_6, -0.5);  mul_6 = None
        exp: "f32[4, 8]" = torch.ops.aten.exp.default(mul_7);  mul_7 = None
        mul_8: "f32[4, 8]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_9: "f32[4, 8]" = torch.ops.aten.mul.Tensor(addmm_1, mul_8);  addmm_1 = mul_8 = None
        add_2: "f32[4, 8]" = torch.ops.aten.add.Tensor(mul_5, mul_9);  mul_5 = mul_9 = None
        mul_10: "f32[4, 8]" = torch.ops.aten.mul.Tensor(expand, add_2);  expand = add_2 = None
        permute_1: "f32[32, 8]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_2: "f32[8, 32]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[4, 32]" = torch.ops.aten.mm.default(mul_10, permute_2);  permute_2 = None
        permute_3: "f32[8, 4]" = torch.ops.aten.permute.default(mul_10, [1, 0])
        mm_1: "f32[8, 32]" = torch.ops.aten.mm.default(permute_3, mul);  permute_3 = mul = None
        sum_2: "f32[1, 8]" = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
        view: "f32[8]" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        mul_11: "f32[4, 32]" = torch.ops.aten.mul.Tensor(mm, 2.0);  mm = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[4, 32]" = torch.ops.aten.where.self(le, full_default, mul_11);  le = full_default = mul_11 = None
        permute_6: "f32[32, 4]" = torch.ops.aten.permute.default(where, [1, 0])
        mm_2: "f32[32, 16]" = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_3: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
        view_1: "f32[32]" = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
        return (mm_2, view_1, None, mm_1, view)
