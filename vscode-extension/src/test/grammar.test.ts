// The TextMate grammar, tokenized with vscode-textmate + vscode-oniguruma (the engine VS Code uses).
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';

const root = path.resolve(__dirname, '..', '..');
let grammarP: Promise<vsctm.IGrammar> | undefined;
function grammar(): Promise<vsctm.IGrammar> {
  if (!grammarP) grammarP = (async () => {
    const wasm = fs.readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
    await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer);
    const registry = new vsctm.Registry({
      onigLib: Promise.resolve({ createOnigScanner: (s: string[]) => new oniguruma.OnigScanner(s), createOnigString: (s: string) => new oniguruma.OnigString(s) }),
      loadGrammar: async (scope) => scope === 'source.fx-graph'
        ? vsctm.parseRawGrammar(fs.readFileSync(path.join(root, 'syntaxes', 'fx-graph.tmLanguage.json'), 'utf8'), 'fx-graph.tmLanguage.json')
        : null,
    });
    const g = await registry.loadGrammar('source.fx-graph');
    if (!g) throw new Error('grammar not loaded');
    return g;
  })();
  return grammarP;
}

/** [text, scopes joined] for each token of each line. */
async function tokens(text: string): Promise<[string, string][]> {
  const g = await grammar();
  let stack = vsctm.INITIAL;
  const out: [string, string][] = [];
  for (const line of text.split('\n')) {
    const r = g.tokenizeLine(line, stack);
    for (const t of r.tokens) out.push([line.slice(t.startIndex, t.endIndex), t.scopes.join(' ')]);
    stack = r.ruleStack;
  }
  return out;
}
const scopeOf = (toks: [string, string][], text: string) => toks.find(([t]) => t === text)?.[1] ?? `<no token ${text}>`;

test('node definitions, torch.ops targets, references', async () => {
  const t = await tokens('    mm_1 = torch.ops.aten.mm.default(t_3, relu);  t_3 = relu = None');
  assert.match(scopeOf(t, 'mm_1'), /entity\.name\.variable\.definition/);
  assert.match(scopeOf(t, 'mm'), /support\.function\.op/);
  assert.match(scopeOf(t, 'default'), /support\.function\.overload/);
  assert.match(scopeOf(t, 'None'), /constant\.language/);
});

test('annotated definitions: tensor types and Sym', async () => {
  const t = await tokens('        mul: "f32[8, 256][256, 1]cuda:0" = l_x_ * 2;  sym_size: "Sym(s0)" = torch.ops.aten.sym_size.int(x, 0)');
  assert.match(scopeOf(t, 'mul'), /entity\.name\.variable\.definition/);
  assert.match(scopeOf(t, 'f32[8, 256][256, 1]'), /storage\.type\.tensor/);
  assert.match(scopeOf(t, 'cuda:0'), /support\.constant\.device/);
  const s = await tokens('    def forward(self, primals_1: "f32[8, 16][16, 1]cpu", s0: "Sym(s0)"):');
  assert.match(scopeOf(s, 'primals_1'), /variable\.parameter/);
  assert.match(scopeOf(s, 'f32[8, 16][16, 1]'), /storage\.type\.tensor/);
  assert.match(scopeOf(s, 'Sym(s0)'), /storage\.type\.symbolic/);
});

test('graph(): form', async () => {
  const t = await tokens('graph():\n    %mm_1 : [#users=1] = call_function[target=torch.ops.aten.mm.default](args = (%t_3, %relu), kwargs = {})');
  assert.match(scopeOf(t, 'mm_1'), /entity\.name\.variable\.definition/);
  assert.match(scopeOf(t, '[#users=1]'), /comment/);
  assert.match(scopeOf(t, 'call_function'), /keyword\.other\.opcode/);
  assert.match(scopeOf(t, 't_3'), /variable\.other\.reference/);
});

test('glog prefixes and headers are comments (dimmed); the code after a prefix is still highlighted', async () => {
  const t = await tokens('I0121 00:08:39.321000 2403842 torch/_functorch/_aot_autograd/dispatch_and_compile_graph.py:1581] [0/0] [__aot_graphs]     relu = torch.ops.aten.relu.default(addmm)');
  assert.match(t[0][0], /^I0121 .*\[__aot_graphs\]$/);
  assert.match(t[0][1], /comment\.line\.log-prefix/);
  assert.match(scopeOf(t, 'relu'), /entity\.name\.variable\.definition/);
  assert.ok(t.some(([x]) => x.includes('addmm')));
  const h = await tokens('===== Forward graph 0 =====');
  assert.match(scopeOf(h, '===== Forward graph 0 ====='), /comment\.line\.header/);
  const lh = await tokens('V0121 00:08:38.912000 2403842 site-packages/torch/_dynamo/output_graph.py:1983] [0/0] [__graph_code]  ===== __compiled_fn_1 =====');
  assert.ok(lh.some(([x, s]) => x.includes('===== __compiled_fn_1 =====') && /comment\.line\.header/.test(s)), JSON.stringify(lh));
});

test('# File: comments and [#users] are not confused', async () => {
  const t = await tokens('        # File: /home/u/model.py:33 in forward, code: return (self.scale * x).sin()');
  assert.ok(t.every(([x, s]) => !x.trim() || /comment/.test(s)), JSON.stringify(t));
  assert.match(scopeOf(t, '/home/u/model.py'), /markup\.underline\.link/);
  const c = await tokens('    t = torch.ops.aten.t.default(x)  # transposed');
  assert.match(scopeOf(c, 't'), /entity\.name\.variable\.definition/);
  assert.ok(c.some(([x, s]) => x.includes('transposed') && /comment\.line\.number-sign/.test(s)));
});

test('class GraphModule and return', async () => {
  const t = await tokens('class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,)');
  assert.match(scopeOf(t, 'GraphModule'), /entity\.name\.type\.class/);
  assert.match(scopeOf(t, 'forward'), /entity\.name\.function/);
  assert.match(scopeOf(t, 'return'), /keyword\.control/);
});
