import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';
import {
  DETECT_HEAD_CHARS, DETECT_REQUEST, DetectResult, decisionLine, detectionHead, mayBePrintout, shouldInspect,
} from '../detect';
import { LspServer } from './lspServer';

const repo = path.resolve(__dirname, '..', '..', '..');
const corpus = path.join(repo, 'tests', 'corpus');
const read = (p: string) => fs.readFileSync(p, 'utf8');

/** Every file under `dir` (recursively) with one of the extensions a candidate document has. */
function textFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...textFiles(p));
    else if (/\.(txt|py|log)$/.test(e.name)) out.push(p);
  }
  return out.sort();
}
const realFiles = () => [...textFiles(corpus), ...textFiles(path.join(repo, 'examples')),
  ...textFiles(path.join(repo, 'tests', 'vscode', 'fixtures'))];

// The printouts the engine's own unit test (tests/unit/test_detect.cpp) holds to be printouts, and the forms the
// extension's old regex detector missed: `from __future__` depyf dumps, `class inner_f` joints, `class <lambda>`,
// `def forward(` over several lines, str(graph), print_tabular, glog logs.
const KNOWN_PRINTOUTS = [
  ...fs.readdirSync(path.join(corpus, 'torch2x')).filter((f) => f.endsWith('.txt')).map((f) => path.join(corpus, 'torch2x', f)),
  ...textFiles(path.join(corpus, 'torch113', 'mlp_nll')),
  path.join(repo, 'examples', 'aot_graphs_log.txt'),
  path.join(repo, 'tests', 'vscode', 'fixtures', 'provenance_forward_multiline_def.txt'),
];

test('the pre-filter lets every known real printout through', () => {
  assert.ok(KNOWN_PRINTOUTS.length > 70, `only ${KNOWN_PRINTOUTS.length} files`);
  for (const f of KNOWN_PRINTOUTS) assert.equal(mayBePrintout(detectionHead(read(f))), true, f);
  assert.match(read(path.join(corpus, 'torch2x', 'depyf_2025oct_fn3_dynamic.joint.txt')), /^from __future__ import annotations\n[^]*class inner_f\(/);
});

test('the pre-filter lets FX markers through without a graph ("almost" texts)', () => {
  for (const t of ['Why is tangents_1 unused?', 'see primals_3', '%x : [num_users=2] = call_function',
    'I0121 00:08:39.321000 1 x.py:1] [0/0] [__aot_graphs] TRACED GRAPH', '===== Forward graph 0 =====',
    'mm = torch.ops.aten.mm.default(a, b)', 'opcode  name  target  args  kwargs', 'class <lambda>(torch.nn.Module):']) {
    assert.equal(mayBePrintout(t), true, t);
  }
});

test('the pre-filter rejects texts without any FX word', () => {
  assert.equal(mayBePrintout(''), false);
  assert.equal(mayBePrintout('Meeting notes\nthe build was slow\n'), false);
  assert.equal(mayBePrintout(String.fromCharCode(...Array.from({ length: 2048 }, (_, i) => (i * 7919) % 251))), false);
  assert.equal(mayBePrintout('def main():\n    print("hello")\n'), false);
});

test('the head sent to the server is bounded and cut at a line end', () => {
  assert.equal(detectionHead('a\nb\n'), 'a\nb\n');
  const big = 'x'.repeat(99) + '\n';
  const text = big.repeat(5000);  // 500,000 characters
  const head = detectionHead(text);
  assert.ok(head.length <= DETECT_HEAD_CHARS && head.length > DETECT_HEAD_CHARS - 100, String(head.length));
  assert.ok(head.endsWith('\n'));
  assert.equal(detectionHead('y'.repeat(DETECT_HEAD_CHARS + 5)).length, DETECT_HEAD_CHARS);
});

test('only plain text, logs and Python of real schemes are inspected', () => {
  assert.equal(shouldInspect('plaintext', 'file'), true);
  assert.equal(shouldInspect('python', 'untitled'), true);
  assert.equal(shouldInspect('log', 'file'), true);
  assert.equal(shouldInspect('cpp', 'file'), false);
  assert.equal(shouldInspect('python', 'git'), false);
  assert.equal(shouldInspect('plaintext', 'output'), false);
  // a virtual workspace's documents (github.dev, vscode.dev's test host): the web extension host's only kind
  assert.equal(shouldInspect('plaintext', 'vscode-vfs'), true);
  assert.equal(shouldInspect('log', 'vscode-test-web'), true);
});

test('decision lines say what was decided and why', () => {
  assert.equal(decisionLine('/w/a.txt', { verdict: 'printout', graphs: 2, reason: 'the engine reads 2 graphs' }),
    'fxlens: /w/a.txt: FX printout, 2 graphs: language set to FX Graph (the engine reads 2 graphs)');
  assert.match(decisionLine('b.log', { verdict: 'almost', graphs: 0, reason: 'FX markers' }), /almost .*Analyze this file.*\(FX markers\)$/);
  assert.equal(decisionLine('c.py', { verdict: 'no', graphs: 0, reason: 'empty' }), 'fxlens: c.py: not an FX printout (empty)');
});

/** Asks a real `fxlens lsp` about each text (as the extension does: head text + file name). */
async function askServer(binary: string, files: string[]): Promise<DetectResult[]> {
  const srv = new LspServer(binary);
  await srv.start();
  const ids = files.map((f) => srv.send(DETECT_REQUEST, { text: detectionHead(read(f)), fileName: f }));
  const results: DetectResult[] = [];
  for (const [i, id] of ids.entries()) {
    const r = await srv.reply(id);
    assert.ok(!r.error && r.result, `no detect reply for ${files[i]}: ${JSON.stringify(r)}`);
    results.push(r.result as DetectResult);
  }
  await srv.stop();
  return results;
}

// The guarantee itself, against the real server (ctest passes FXLENS_BINARY; run by hand with
// `FXLENS_BINARY=../build/fxlens npm test`): whatever the server does not answer "no" for, the pre-filter lets through.
test('the pre-filter never rejects a real file the server accepts', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async () => {
  const files = realFiles();
  const results = await askServer(process.env.FXLENS_BINARY as string, files);
  let printouts = 0;
  files.forEach((f, i) => {
    if (results[i].verdict !== 'no') assert.equal(mayBePrintout(detectionHead(read(f))), true, `${f}: ${results[i].verdict}`);
    if (results[i].verdict === 'printout') printouts++;
  });
  for (const f of KNOWN_PRINTOUTS) assert.equal(results[files.indexOf(f)].verdict, 'printout', f);
  assert.ok(printouts >= KNOWN_PRINTOUTS.length, `${printouts} printouts`);
});

/** A package.json file name pattern as a RegExp: `*` any run, `[0-9]` a digit, the rest literal. */
function globRegExp(p: string): RegExp {
  const literal = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\\\[0-9\\\]/g, '[0-9]');
  return new RegExp('^' + p.split('*').map(literal).join('.*') + '$');
}

// package.json opens files as FX Graph by name (VS Code needs the patterns declaratively); the server's naming rules
// (server/fx/dump_names.cpp, namesGraphDump) must agree that each such name is a graph dump. A dump name lets a
// bare graph with nothing FX-specific count as a printout in `fxlens/detect`, so a name stands for its pattern if
// the server reads that graph under it and not under a neutral name.
test('every file name package.json opens as FX Graph is a dump name to the server', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async () => {
  const pkg = require(path.join(__dirname, '..', '..', 'package.json'));
  const lang = pkg.contributes.languages.find((l: { id: string }) => l.id === 'fx-graph');
  const patterns: string[] = [...lang.filenamePatterns, ...lang.extensions.map((e: string) => '*' + e)];
  assert.ok(patterns.length >= 8, patterns.join(', '));
  const names = patterns.map((p) => p.replace(/\[0-9\]/g, '5').replace(/\*/g, '0'));
  names.forEach((n, i) => assert.match(n, globRegExp(patterns[i])));
  // tlparse's metadata beside its graphs is no graph: it stays plain text (`fxlens/detect` says so of its content).
  for (const n of ['aot_forward_graph_fw_metadata_5.txt', 'aot_backward_graph_bw_metadata_6.txt'])
    assert.ok(!patterns.some((p) => globRegExp(p).test(n)), `${n} is opened as FX Graph by name`);
  const bare = 'def forward(self, x):\n    y = self.fc(x)\n    return y\n';
  const srv = new LspServer(process.env.FXLENS_BINARY as string);
  await srv.start();
  const asked = [...names, 'notes.py'].map((n) => srv.send(DETECT_REQUEST, { text: bare, fileName: '/dumps/' + n }));
  const verdicts: string[] = [];
  for (const id of asked) verdicts.push(((await srv.reply(id)).result as DetectResult).verdict);
  await srv.stop();
  assert.equal(verdicts.pop(), 'no', 'a neutral name makes the bare graph no printout');
  names.forEach((n, i) => assert.equal(verdicts[i], 'printout', `${patterns[i]} (e.g. ${n}) is no dump name to the server`));
});
