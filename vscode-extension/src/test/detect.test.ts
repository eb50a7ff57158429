import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import { detectFxGraph, shouldInspect } from '../detect';

const repo = path.resolve(__dirname, '..', '..', '..');
const corpus = path.join(repo, 'tests', 'corpus', 'torch113', 'mlp_nll', 'aot_default');
const read = (p: string) => fs.readFileSync(p, 'utf8');

test('AOT forward (primals) and backward (torch.ops calls) code printouts are graphs', () => {
  assert.equal(detectFxGraph(read(path.join(corpus, 'fwd.code.txt')), 'fwd.code.txt').isGraph, true);
  assert.equal(detectFxGraph(read(path.join(corpus, 'bwd.code.txt')), 'bwd.code.txt').isGraph, true);
  assert.equal(detectFxGraph(read(path.join(corpus, 'joint.code.txt')), 'joint.code.txt').isGraph, true);
});

test('print_readable, graph(): and print_tabular forms are graphs', () => {
  for (const f of ['fwd.readable.txt', 'bwd.graph.txt', 'fwd.tabular.txt']) {
    assert.equal(detectFxGraph(read(path.join(corpus, f)), f).isGraph, true, f);
  }
});

test('aot_graphs glog logs are graphs', () => {
  const log = path.join(repo, 'examples', 'aot_graphs_log.txt');
  assert.equal(detectFxGraph(read(log), log).isGraph, true);
  assert.equal(detectFxGraph('I0121 00:08:39.321000 2403842 torch/_functorch/_aot_autograd/dispatch_and_compile_graph.py:1581] [0/0] [__aot_graphs] aot_config id: 0\n').isGraph, true);
  assert.equal(detectFxGraph('some text\n===== Forward graph 0 =====\n').isGraph, true);
  assert.equal(detectFxGraph('TRACED GRAPH\n ===== __compiled_fn_1 =====\n').isGraph, true);
});

test('GraphModule class with aten calls and annotations is a graph', () => {
  const t = 'class GraphModule(torch.nn.Module):\n    def forward(self, arg0_1: "f32[8, 16][16, 1]cuda:0"):\n' +
    '        sin: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None\n        return (sin,)\n';
  assert.equal(detectFxGraph(t, 'x.txt').isGraph, true);
});

test('dump file names are graphs whatever the content', () => {
  assert.equal(detectFxGraph('', '/tmp/__compiled_fn_1 Forward graph 0.py').isGraph, true);
  assert.equal(detectFxGraph('', '/tmp/__compiled_fn_1 Backward graph 0.py').isGraph, true);
  assert.equal(detectFxGraph('', '/x/aot_forward_graph_3.txt').isGraph, true);
  assert.equal(detectFxGraph('', '/x/model.fxgraph').isGraph, true);
  assert.equal(detectFxGraph('', '/x/forward.py').isGraph, false);
});

test('an ordinary nn.Module stays Python', () => {
  const py = 'import torch\nfrom torch import nn\n\nclass Net(nn.Module):\n    def __init__(self):\n        super().__init__()\n' +
    '        self.fc = nn.Linear(4, 4)\n\n    def forward(self, x):\n        y = self.fc(x)\n        return torch.relu(y)\n';
  assert.equal(detectFxGraph(py, '/src/net.py').isGraph, false);
  // even one that calls aten ops directly, after imports
  const py2 = 'import torch\n\nclass M(torch.nn.Module):\n    def forward(self, primals_1, x):\n        a = torch.ops.aten.sin.default(x)\n        b = torch.ops.aten.cos.default(a)\n        return b\n';
  assert.equal(detectFxGraph(py2, '/src/m.py').isGraph, false);
  assert.equal(detectFxGraph('def forward(self, x):\n    return x\n', 'a.py').isGraph, false);
  assert.equal(detectFxGraph('# notes about graph(): and TRACED\nhello\n', 'notes.txt').isGraph, false);
  assert.equal(detectFxGraph('', 'empty.txt').isGraph, false);
});

test('only plain text, logs and Python of real schemes are inspected', () => {
  assert.equal(shouldInspect('plaintext', 'file'), true);
  assert.equal(shouldInspect('python', 'untitled'), true);
  assert.equal(shouldInspect('log', 'file'), true);
  assert.equal(shouldInspect('cpp', 'file'), false);
  assert.equal(shouldInspect('python', 'git'), false);
  assert.equal(shouldInspect('plaintext', 'output'), false);
});

test('detection reads only the first lines', () => {
  const big = 'x\n'.repeat(100000) + '===== Forward graph 0 =====\n';
  assert.equal(detectFxGraph(big).isGraph, false);
});

test('log prefix length', async () => {
  const { logPrefixLength } = await import('../detect');
  const p = 'I0121 00:08:39.321000 2403842 site-packages/torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]';
  assert.equal(logPrefixLength(p + '  ===== Forward graph 0 ====='), p.length);
  assert.equal(logPrefixLength('V0121 00:08:38.912000 2403842 a/b.py:1983] [0/0] [__graph_code]     l_x_ = L_x_'), 'V0121 00:08:38.912000 2403842 a/b.py:1983] [0/0] [__graph_code]'.length);
  assert.equal(logPrefixLength('W0121 00:08:38.912000 1 x.py:1]'), 'W0121 00:08:38.912000 1 x.py:1]'.length);
  assert.equal(logPrefixLength('    relu = torch.ops.aten.relu.default(addmm)'), 0);
  assert.equal(logPrefixLength('I0121 not a prefix'), 0);
});
