import sys, os, math, time, traceback
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "torch113"))
import torch, torch.nn as nn, torch.nn.functional as F
import gen, extra

class ResBlock(nn.Module):
    def __init__(s):
        super().__init__()
        s.c1 = nn.Conv2d(4, 4, 3, padding=1, bias=False); s.b1 = nn.BatchNorm2d(4)
        s.c2 = nn.Conv2d(4, 4, 3, padding=1, bias=False); s.b2 = nn.BatchNorm2d(4)
        s.r = nn.ReLU(inplace=True); s.d = nn.Dropout2d(0.1)
    def forward(s, x):
        y = s.r(s.b1(s.c1(x))); y = s.d(s.b2(s.c2(y)))
        return s.r(y + x)
class ResNet(nn.Module):
    def __init__(s):
        super().__init__()
        s.stem = nn.Conv2d(3, 4, 3, padding=1); s.blocks = nn.Sequential(ResBlock(), ResBlock())
        s.pool = nn.AdaptiveMaxPool2d(2); s.fc = nn.Linear(16, 5)
    def forward(s, x):
        x = F.max_pool2d(s.blocks(s.stem(x)), 2)
        return s.fc(s.pool(x).flatten(1))

class FusedAttn(nn.Module):
    def __init__(s, d=16, h=4):
        super().__init__(); s.h = h; s.qkv = nn.Linear(d, 3 * d); s.o = nn.Linear(d, d); s.ln = nn.LayerNorm(d)
    def forward(s, x):
        B, T, C = x.shape
        q, k, v = s.qkv(s.ln(x)).chunk(3, dim=-1)
        q = q.view(B, T, s.h, -1).permute(0, 2, 1, 3); k = k.view(B, T, s.h, -1).permute(0, 2, 1, 3); v = v.view(B, T, s.h, -1).permute(0, 2, 1, 3)
        att = (q @ k.transpose(-1, -2)) * (1.0 / math.sqrt(C // s.h))
        mask = torch.triu(torch.ones(T, T, dtype=torch.bool), 1)
        att = att.masked_fill(mask, float("-inf")).softmax(-1)
        att = F.dropout(att, 0.1, training=True)
        y = (att @ v).permute(0, 2, 1, 3).reshape(B, T, C)
        return x + s.o(y)
class AttnStack(nn.Module):
    def __init__(s):
        super().__init__(); s.a = nn.Sequential(FusedAttn(), FusedAttn()); s.head = nn.Linear(16, 7)
    def forward(s, x): return s.head(F.gelu(s.a(x), approximate="tanh"))

class VAE(nn.Module):
    def __init__(s):
        super().__init__(); s.enc = nn.Linear(10, 8); s.mu = nn.Linear(8, 3); s.lv = nn.Linear(8, 3); s.dec = nn.Linear(3, 10)
    def forward(s, x):
        h = F.softplus(s.enc(x)); mu, lv = s.mu(h), s.lv(h)
        z = mu + torch.exp(0.5 * lv) * torch.randn_like(mu)
        rec = torch.sigmoid(s.dec(z))
        kl = -0.5 * torch.sum(1 + lv - mu.pow(2) - lv.exp())
        return rec, kl
def vae_loss(out, x):
    rec, kl = out
    return F.binary_cross_entropy(rec, x) + 0.01 * kl

class Acts(nn.Module):
    def __init__(s):
        super().__init__(); s.l = nn.ModuleList([nn.Linear(6, 6) for _ in range(9)]); s.pr = nn.PReLU()
        s.gn = nn.GroupNorm(2, 6); s.inn = nn.InstanceNorm1d(6, affine=True)
    def forward(s, x):
        x = F.elu(s.l[0](x)); x = F.selu(s.l[1](x)); x = F.hardswish(s.l[2](x)); x = F.mish(s.l[3](x))
        x = F.logsigmoid(s.l[4](x)); x = s.pr(s.l[5](x)); x = F.relu6(s.l[6](x)); x = F.leaky_relu(s.l[7](x), 0.2)
        x = s.gn(x.unsqueeze(-1)).squeeze(-1); x = s.inn(x.unsqueeze(0).transpose(1, 2)).transpose(1, 2).squeeze(0)
        return F.hardsigmoid(s.l[8](x))

class ConvT(nn.Module):
    def __init__(s):
        super().__init__(); s.c = nn.Conv2d(2, 4, 3, stride=2, padding=1); s.ct = nn.ConvTranspose2d(4, 2, 4, stride=2, padding=1)
        s.up = nn.Upsample(scale_factor=2, mode="bilinear", align_corners=False); s.c2 = nn.Conv2d(2, 1, 3, padding=1)
    def forward(s, x):
        y = torch.tanh(s.ct(F.relu(s.c(x))))
        y = F.avg_pool2d(s.up(y), 2)
        return s.c2(y + x)

class Tied(nn.Module):
    def __init__(s):
        super().__init__(); s.emb = nn.Embedding(20, 8); s.ln = nn.LayerNorm(8); s.bag = nn.EmbeddingBag(20, 8, mode="mean")
    def forward(s, tok):
        h = s.ln(s.emb(tok) + s.bag(tok).unsqueeze(1))
        h = torch.cumsum(h, 1) / torch.arange(1, tok.shape[1] + 1).view(1, -1, 1)
        return h @ s.emb.weight.t()
def tied_loss(logits, tok):
    return F.cross_entropy(logits.reshape(-1, 20), tok.reshape(-1), label_smoothing=0.1)

class MyFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return torch.tanh(x * w)
    @staticmethod
    def backward(ctx, g):
        x, w = ctx.saved_tensors
        t = torch.tanh(x * w)
        d = g * (1 - t * t)
        return d * w, (d * x).sum(0)
class Custom(nn.Module):
    def __init__(s):
        super().__init__(); s.l1 = nn.Linear(5, 5); s.w = nn.Parameter(torch.randn(5)); s.l2 = nn.Linear(5, 2)
    def forward(s, x): return s.l2(MyFn.apply(torch.relu(s.l1(x)), s.w) * torch.sigmoid(x))

def losses_fn(x, y, w):
    a = x @ w
    l1 = F.smooth_l1_loss(a, y) + F.huber_loss(a * 2, y, delta=0.5) + F.kl_div(F.log_softmax(a, -1), F.softmax(y, -1), reduction="batchmean")
    l2 = F.binary_cross_entropy_with_logits(a, torch.sigmoid(y)) + F.soft_margin_loss(a, y.sign().detach())
    n = torch.norm(a, dim=1).sum() + a.abs().max() + a.clamp(min=0).mean() + torch.maximum(a, y).sum() + torch.atan2(a, y + 2).sum()
    return l1 + l2 + n, (a[:2, :3] * a[1:3, :3])

orig = extra.build_case
def build_case(name):
    torch.manual_seed(0)
    if name == "resnet": return dict(net=ResNet().train(), loss_fn=F.cross_entropy, inputs=torch.randn(2, 3, 8, 8), labels=torch.randint(0, 5, (2,)))
    if name == "attn": return dict(net=AttnStack(), loss_fn=lambda o, l: F.cross_entropy(o.reshape(-1, 7), l.reshape(-1)), inputs=torch.randn(2, 5, 16), labels=torch.randint(0, 7, (2, 5)))
    if name == "vae": return dict(net=VAE(), loss_fn=vae_loss, inputs=torch.rand(4, 10), labels=torch.rand(4, 10))
    if name == "acts": return dict(net=Acts(), loss_fn=F.mse_loss, inputs=torch.randn(4, 6), labels=torch.randn(4, 6))
    if name == "convt": return dict(net=ConvT(), loss_fn=F.l1_loss, inputs=torch.randn(2, 2, 8, 8), labels=torch.randn(2, 1, 8, 8))
    if name == "tied": return dict(net=Tied(), loss_fn=tied_loss, inputs=torch.randint(0, 20, (3, 6)), labels=torch.randint(0, 20, (3, 6)))
    if name == "custom": return dict(net=Custom(), loss_fn=F.mse_loss, inputs=torch.randn(4, 5), labels=torch.randn(4, 2))
    if name == "losses":
        x = torch.randn(4, 5, requires_grad=True); w = torch.randn(5, 3, requires_grad=True); y = torch.randn(4, 3, requires_grad=True)
        return dict(fn=losses_fn, fn_args=(x, y, w), labels=torch.randn(2, 3))
    if name.startswith("stackN"): return dict(net=gen.Stack(int(name[6:])), loss_fn=F.mse_loss, inputs=torch.randn(2, 8, 32), labels=torch.randn(2, 8, 32))
    return orig(name)
gen.build_case = build_case

if __name__ == "__main__":
    extra.run(sys.argv[1:])
