import sys, os, math, time, traceback
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "torch113"))
import torch, torch.nn as nn, torch.nn.functional as F
import gen, extra, extra2

class MHA(nn.Module):
    def __init__(s):
        super().__init__(); s.m = nn.MultiheadAttention(16, 4, dropout=0.1, batch_first=True); s.fc = nn.Linear(16, 3)
    def forward(s, x):
        y, w = s.m(x, x, x); return s.fc(y.mean(1)) + w.sum()
class TEnc(nn.Module):
    def __init__(s):
        super().__init__(); s.e = nn.TransformerEncoderLayer(16, 2, 32, dropout=0.0, batch_first=True, norm_first=True); s.fc = nn.Linear(16, 3)
    def forward(s, x): return s.fc(s.e(x)[:, 0])
class Einsum(nn.Module):
    def __init__(s):
        super().__init__(); s.q = nn.Linear(8, 8); s.k = nn.Linear(8, 8); s.v = nn.Linear(8, 8); s.g = nn.Parameter(torch.ones(8))
    def forward(s, x):
        h = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * s.g
        q, k, v = s.q(h), s.k(h), s.v(h)
        a = torch.einsum("btd,bsd->bts", q, k).softmax(-1)
        return torch.einsum("bts,bsd->btd", a, v)
class Conv1dNet(nn.Module):
    def __init__(s):
        super().__init__(); s.c = nn.Conv1d(3, 6, 3, padding=1); s.bn = nn.BatchNorm1d(6); s.c2 = nn.Conv1d(6, 6, 3, padding=2, dilation=2, groups=2)
        s.fc = nn.Linear(6, 4)
    def forward(s, x):
        x = F.gelu(s.bn(s.c(x))); x = F.relu(s.c2(x)) + x
        return s.fc(F.adaptive_avg_pool1d(x, 1).squeeze(-1))
class Seg(nn.Module):
    def __init__(s):
        super().__init__(); s.c1 = nn.Conv2d(3, 6, 3, padding=1); s.c2 = nn.Conv2d(6, 4, 1)
    def forward(s, x): return F.log_softmax(s.c2(torch.sigmoid(s.c1(x)) * x.mean(1, keepdim=True)), 1)
class MoE(nn.Module):
    def __init__(s):
        super().__init__(); s.gate = nn.Linear(6, 4); s.experts = nn.Parameter(torch.randn(4, 6, 6) * 0.1); s.out = nn.Linear(6, 5)
    def forward(s, x):
        p = s.gate(x).softmax(-1); w, idx = p.topk(2, dim=-1)
        e = s.experts.index_select(0, idx.reshape(-1)).view(x.shape[0], 2, 6, 6)
        y = torch.einsum("bi,bkij->bkj", x, e) * w.unsqueeze(-1)
        z = torch.zeros(x.shape[0], 4, 6).scatter_add(1, idx.unsqueeze(-1).expand(-1, -1, 6), y)
        g = torch.gather(p, 1, idx).sum()
        return s.out(F.normalize(z.sum(1), dim=-1)) + g + F.cosine_similarity(x, z.mean(1), dim=-1).unsqueeze(-1)
orig = extra2.build_case
def build_case(name):
    torch.manual_seed(0)
    if name == "mha": return dict(net=MHA().train(), loss_fn=F.cross_entropy, inputs=torch.randn(2, 5, 16), labels=torch.randint(0, 3, (2,)))
    if name == "tenc": return dict(net=TEnc().train(), loss_fn=F.cross_entropy, inputs=torch.randn(2, 5, 16), labels=torch.randint(0, 3, (2,)))
    if name == "einsum": return dict(net=Einsum(), loss_fn=F.mse_loss, inputs=torch.randn(2, 4, 8), labels=torch.randn(2, 4, 8))
    if name == "conv1d": return dict(net=Conv1dNet().train(), loss_fn=lambda o, l: F.cross_entropy(o, l, weight=torch.tensor([1., 2., 1., .5]), ignore_index=1), inputs=torch.randn(3, 3, 10), labels=torch.tensor([0, 1, 3]))
    if name == "seg": return dict(net=Seg(), loss_fn=F.nll_loss, inputs=torch.randn(2, 3, 5, 5), labels=torch.randint(0, 4, (2, 5, 5)))
    if name == "moe": return dict(net=MoE(), loss_fn=F.mse_loss, inputs=torch.randn(3, 6), labels=torch.randn(3, 5))
    return orig(name)
gen.build_case = build_case
if __name__ == "__main__":
    extra.run(sys.argv[1:])
