import { test } from 'node:test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as assert from 'node:assert/strict';
import { LOG_PREFIXES_REQUEST, LogPrefix, logPrefixesParams, prefixesIn, spansToAsk } from '../logPrefixes';
import { LspServer } from './lspServer';

test('the lines asked about: the visible ones and a margin, clamped, merged', () => {
  assert.deepEqual(spansToAsk([{ start: 100, end: 140 }], 1000), [{ start: 50, end: 190 }]);
  assert.deepEqual(spansToAsk([{ start: 0, end: 10 }], 30), [{ start: 0, end: 29 }]);
  assert.deepEqual(spansToAsk([{ start: 300, end: 310 }, { start: 100, end: 120 }], 1000),
    [{ start: 50, end: 170 }, { start: 250, end: 360 }]);
  assert.deepEqual(spansToAsk([{ start: 100, end: 120 }, { start: 150, end: 160 }], 1000), [{ start: 50, end: 210 }]);
  assert.deepEqual(spansToAsk([{ start: 0, end: 0 }], 0), []);
  assert.deepEqual(spansToAsk([], 10), []);
});

test('the request asks for whole lines; the reply is checked', () => {
  assert.deepEqual(logPrefixesParams('file:///a.log', 3, 9),
    { textDocument: { uri: 'file:///a.log' }, range: { start: { line: 3, character: 0 }, end: { line: 9, character: 0 } } });
  assert.deepEqual(prefixesIn([{ line: 3, length: 81 }, { line: 12, length: 5 }, { line: 4, length: 0 }, { line: 5 },
    null, 'x', { line: 6, length: 2.5 }, { line: 9, length: 7 }], 3, 9), [{ line: 3, length: 81 }, { line: 9, length: 7 }]);
  assert.deepEqual(prefixesIn(null, 0, 9), []);
  assert.deepEqual(prefixesIn({ error: 1 }, 0, 9), []);
});

// What the editor dims, against the real server (FXLENS_BINARY): the glog prefixes the extension's own regex
// used to find, a torchrun rank tag in front of one, non-ASCII in the path (lengths are UTF-16 code units), and
// lines without a prefix.
test('the server finds the log prefixes the editor dims', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async (t) => {
  const glog = 'I0121 00:08:39.321000 2403842 site-packages/torch/_functorch/_aot_autograd/graph_compile.py:1581] [0/0] [__aot_graphs]';
  const cases: [string, string][] = [   // a line, and its prefix ('' for none)
    [glog + '  ===== Forward graph 0 =====', glog],
    ['V0121 00:08:38.912000 2403842 a/b.py:1983] [0/0] [__graph_code]     l_x_ = L_x_', 'V0121 00:08:38.912000 2403842 a/b.py:1983] [0/0] [__graph_code]'],
    ['W0121 00:08:38.912000 1 x.py:1]', 'W0121 00:08:38.912000 1 x.py:1]'],
    ['    relu = torch.ops.aten.relu.default(addmm)', ''],
    ['I0121 not a prefix', ''],
    ['[rank0]:' + glog + '     relu = torch.ops.aten.relu.default(addmm)', '[rank0]:' + glog],
    ['I0121 00:08:39.321000 7 /home/jürgen/😀/graph_compile.py:1581] [0/0] [__aot_graphs]     return (relu,)',
      'I0121 00:08:39.321000 7 /home/jürgen/😀/graph_compile.py:1581] [0/0] [__aot_graphs]'],
  ];
  const uri = 'file:///fxlens-extension-test/aot_graphs.log';
  const srv = new LspServer(process.env.FXLENS_BINARY as string);
  await srv.start();
  srv.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'fx-graph', version: 1, text: cases.map((c) => c[0]).join('\n') + '\n' } });
  const r = await srv.request(LOG_PREFIXES_REQUEST, logPrefixesParams(uri, 0, cases.length - 1));
  await srv.stop();
  if (r.error?.code === -32601) { t.skip(`this server has no ${LOG_PREFIXES_REQUEST} yet`); return; }
  assert.equal(r.error, undefined, JSON.stringify(r.error));
  const got = new Map(prefixesIn(r.result, 0, cases.length - 1).map((p: LogPrefix) => [p.line, p.length]));
  cases.forEach(([line, prefix], i) => {
    // The server's prefix may take the blank after it too; what it dims is the prefix and nothing of the graph.
    assert.equal(got.has(i) ? line.slice(0, got.get(i)).trimEnd() : '', prefix, `line ${i}: ${line}`);
  });
  // The TextMate grammar colours glog prefixes declaratively (it cannot ask the server): where it matches, it must
  // take exactly the server's prefix, and it must match every glog prefix the server finds at a line's start.
  const grammar = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'syntaxes', 'fx-graph.tmLanguage.json'), 'utf8'));
  const begin = new RegExp(grammar.repository['log-line'].begin);
  cases.forEach(([line], i) => {
    const m = begin.exec(line);
    const server = got.has(i) ? line.slice(0, got.get(i)).trimEnd() : '';
    if (m) assert.equal(m[1], server, `grammar vs server, line ${i}: ${line}`);
    else assert.ok(!/^[IWEVDF]\d{4} /.test(server), `the grammar misses the server's glog prefix, line ${i}: ${line}`);
  });
});
