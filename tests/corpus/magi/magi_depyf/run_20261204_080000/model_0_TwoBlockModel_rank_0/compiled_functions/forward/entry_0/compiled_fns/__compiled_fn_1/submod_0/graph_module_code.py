


def forward(self, L_net_modules_0_parameters_weight_ : torch.nn.parameter.Parameter, L_net_modules_0_parameters_bias_ : torch.nn.parameter.Parameter, L_x_ : torch.Tensor, L_net_modules_2_parameters_weight_ : torch.nn.parameter.Parameter, L_net_modules_2_parameters_bias_ : torch.nn.parameter.Parameter, L_target_ : torch.Tensor):
    l_net_modules_0_parameters_weight_ = L_net_modules_0_parameters_weight_
    l_net_modules_0_parameters_bias_ = L_net_modules_0_parameters_bias_
    l_x_ = L_x_
    l_net_modules_2_parameters_weight_ = L_net_modules_2_parameters_weight_
    l_net_modules_2_parameters_bias_ = L_net_modules_2_parameters_bias_
    l_target_ = L_target_
    input_1 = torch._C._nn.linear(l_x_, l_net_modules_0_parameters_weight_, l_net_modules_0_parameters_bias_);  l_x_ = l_net_modules_0_parameters_weight_ = l_net_modules_0_parameters_bias_ = None
    input_2 = torch.nn.functional.relu(input_1, inplace = False);  input_1 = None
    input_3 = torch._C._nn.linear(input_2, l_net_modules_2_parameters_weight_, l_net_modules_2_parameters_bias_);  input_2 = l_net_modules_2_parameters_weight_ = l_net_modules_2_parameters_bias_ = None
    cross_entropy = torch.nn.functional.cross_entropy(input_3, l_target_);  input_3 = l_target_ = None
    return (cross_entropy,)
    