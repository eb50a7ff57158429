# One more make_fx model, made after the association code (2026-12-03): an LSTM cell written out by hand.
# Usage: /usr/bin/python3 extra4.py lstm_cell; imports ../torch113/gen.py like extra.py .. extra3.py.
import sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "torch113"))
import torch, torch.nn as nn, torch.nn.functional as F
import gen, extra, extra3


class LSTMCellManual(nn.Module):
    def __init__(s, din=10, dh=16, dout=5):
        super().__init__()
        s.ih = nn.Linear(din, 4 * dh); s.hh = nn.Linear(dh, 4 * dh, bias=False)
        s.h0 = nn.Parameter(torch.randn(1, dh)); s.c0 = nn.Parameter(torch.randn(1, dh)); s.out = nn.Linear(dh, dout)

    def forward(s, x):
        g = s.ih(x) + s.hh(s.h0.expand(x.shape[0], -1))
        i, f, gg, o = g.chunk(4, dim=1)
        c = torch.sigmoid(f) * s.c0 + torch.sigmoid(i) * torch.tanh(gg)
        return s.out(torch.sigmoid(o) * torch.tanh(c))


orig = extra3.build_case
def build_case(name):
    torch.manual_seed(0)
    if name == "lstm_cell": return dict(net=LSTMCellManual(), loss_fn=F.mse_loss, inputs=torch.randn(4, 10), labels=torch.randn(4, 5))
    return orig(name)
gen.build_case = build_case
if __name__ == "__main__":
    extra.run(sys.argv[1:])
