import sys, os, json, math, time, traceback
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "torch113"))
import torch, torch.nn as nn, torch.nn.functional as F
import gen

class DeepMLP(nn.Module):
    def __init__(s):
        super().__init__()
        s.l = nn.ModuleList([nn.Linear(16, 16) for _ in range(5)])
        s.out = nn.Linear(16, 5)
        s.drop = nn.Dropout(0.2)
    def forward(s, x):
        x = torch.tanh(s.l[0](x)); x = torch.sigmoid(s.l[1](x)); x = F.gelu(s.l[2](x))
        x = F.silu(s.l[3](x)); x = s.drop(F.relu(s.l[4](x)))
        return s.out(x)

class SameAct(nn.Module):
    def __init__(s, n=6):
        super().__init__()
        s.l = nn.ModuleList([nn.Linear(8, 8) for _ in range(n)])
    def forward(s, x):
        for m in s.l: x = F.relu(m(x))
        return x

class CNN2(nn.Module):
    def __init__(s):
        super().__init__()
        s.c1 = nn.Conv2d(3, 8, 3, padding=1); s.b1 = nn.BatchNorm2d(8)
        s.c2 = nn.Conv2d(8, 8, 3, padding=1); s.b2 = nn.BatchNorm2d(8)
        s.gn = nn.GroupNorm(2, 8); s.c3 = nn.Conv2d(8, 8, 1)
        s.fc = nn.Linear(8, 4); s.ln = nn.LayerNorm(8)
    def forward(s, x):
        x = F.relu(s.b1(s.c1(x))); x = F.relu(s.b2(s.c2(x))) + x
        x = F.avg_pool2d(x, 2); x = F.leaky_relu(s.gn(s.c3(x)), 0.1)
        x = F.max_pool2d(x, 2); x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return s.fc(F.elu(s.ln(x)))

class LSTMNet(nn.Module):
    def __init__(s):
        super().__init__()
        s.lstm = nn.LSTM(6, 5, batch_first=True); s.fc = nn.Linear(5, 3)
    def forward(s, x):
        y, _ = s.lstm(x)
        return s.fc(y[:, -1])

class GRUCell(nn.Module):
    def __init__(s):
        super().__init__(); s.cell = nn.GRUCell(4, 4); s.fc = nn.Linear(4, 2)
    def forward(s, x):
        h = torch.zeros(x.shape[0], 4)
        for t in range(x.shape[1]): h = s.cell(x[:, t], h)
        return s.fc(h)

IDX = None
def misc_fn(x, w):
    idx = IDX
    a = torch.exp(x) * torch.log(x.abs() + 1) + torch.sqrt(x * x + 1) - torch.rsqrt(x * x + 2)
    b = torch.sin(x) * torch.cos(w[:4, :6]) + x.pow(3) + torch.clamp(x, -0.5, 0.5)
    c = torch.where(x > 0, a, b).masked_fill(x < -1.5, 0.0)
    d = c[idx] * 2 + torch.gather(c, 1, idx.view(-1, 1).expand(-1, 2)).sum()
    m, mi = c.max(dim=1)
    tk, ti = c.topk(2, dim=1)
    e = torch.logsumexp(c, dim=1) + c.std(dim=1) + m + tk.sum(1)
    f = torch.sigmoid(c) * torch.tanh(c) + F.softplus(c) + F.hardtanh(c) + torch.reciprocal(c.abs() + 1)
    g = torch.cat([f, c], dim=1).split(3, dim=1)
    h = (g[0] * g[1]).sum() + (g[2] / (g[3].abs() + 1)).sum()
    out1 = h + e.sum() + d.sum()
    out2 = torch.mm(f[:2], w[:6, :3]) + torch.bmm(f[:2].unsqueeze(0), w[:6, :3].unsqueeze(0)).squeeze(0)
    return out1, out2

def shared_w(x, w):
    y = x @ w; z = torch.relu(y) @ w; u = torch.relu(z) @ w.t()
    return (u * u).sum() + (y * z).sum(), z[:2, :3]

orig = gen.build_case
def build_case(name):
    torch.manual_seed(0)
    if name == "deep_mlp": return dict(net=DeepMLP().train(), loss_fn=F.cross_entropy, inputs=torch.randn(8, 16), labels=torch.randint(0, 5, (8,)))
    if name == "same_act": return dict(net=SameAct(), loss_fn=F.mse_loss, inputs=torch.randn(4, 8), labels=torch.randn(4, 8))
    if name == "cnn2": return dict(net=CNN2().train(), loss_fn=F.cross_entropy, inputs=torch.randn(2, 3, 8, 8), labels=torch.randint(0, 4, (2,)))
    if name == "lstm": return dict(net=LSTMNet(), loss_fn=F.mse_loss, inputs=torch.randn(2, 4, 6), labels=torch.randn(2, 3))
    if name == "gru": return dict(net=GRUCell(), loss_fn=F.mse_loss, inputs=torch.randn(3, 3, 4), labels=torch.randn(3, 2))
    if name == "stack2": return dict(net=gen.Stack(2), loss_fn=F.mse_loss, inputs=torch.randn(2, 8, 32), labels=torch.randn(2, 8, 32))
    if name == "stack24": return dict(net=gen.Stack(24), loss_fn=F.mse_loss, inputs=torch.randn(2, 8, 32), labels=torch.randn(2, 8, 32))
    if name == "misc":
        x = torch.randn(4, 6, requires_grad=True); w = torch.randn(6, 6, requires_grad=True)
        global IDX
        IDX = torch.tensor([0, 2, 3, 1])
        return dict(fn=misc_fn, fn_args=(x, w), labels=torch.randn(2, 3))
    if name == "shared_w":
        x = torch.randn(4, 5, requires_grad=True); w = torch.randn(5, 5, requires_grad=True)
        return dict(fn=shared_w, fn_args=(x, w), labels=torch.randn(2, 3))
    return orig(name)
gen.build_case = build_case

def run(cases):
    """Generate make_fx/ for each case into this folder (shared by extra2.py and extra3.py)."""
    torch.set_num_threads(1)
    for case in cases:
        t0 = time.time()
        try:
            tr = gen.run_make_fx(case, os.path.join(HERE, case, "make_fx"))
            failed = [k for k, v in tr["checks"].items() if v is not True]
            print(case, "consts", len(tr["constant_to_fwd_node"]), "ambig", len(tr["ambiguous"]),
                  "failed checks", failed, "%.1fs" % (time.time() - t0), flush=True)
        except Exception:
            print(case, "FAILED")
            traceback.print_exc()


if __name__ == "__main__":
    run(sys.argv[1:])
