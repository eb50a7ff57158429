


def forward(self, L_x_ : torch.Tensor):
    l_x_ = L_x_
    sin = l_x_.sin();  l_x_ = None
    mul = sin * 2;  sin = None
    cos = mul.cos();  mul = None
    sum_1 = cos.sum();  cos = None
    return (sum_1,)
    