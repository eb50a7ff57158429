import { test } from 'node:test';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as assert from 'node:assert/strict';
import { runItems } from '../runTreeModel';
import { LspServer } from './lspServer';

/** The real server's (FXLENS_BINARY) `fxlens/run` reply with one corpus file open, and the file's URI. */
async function runReplyFor(rel: string): Promise<{ uri: string; reply: { result?: unknown; error?: unknown } }> {
  const file = path.resolve(__dirname, '../../../tests/corpus', rel);
  const uri = 'file://' + file;
  const srv = new LspServer(process.env.FXLENS_BINARY as string);
  await srv.start();
  srv.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'fx-graph', version: 1, text: fs.readFileSync(file, 'utf8') } });
  const reply = await srv.request('fxlens/run', {});
  await srv.stop();
  return { uri, reply };
}

test('a reply that is not a run gives no items', () => {
  assert.deepEqual(runItems(null), []);
  assert.deepEqual(runItems({ ranks: 3 }), []);
});

// The "FX Run" view against the real server (FXLENS_BINARY) on a real torch 2.15 log with a recompile
// (tests/corpus/diff/2.15.0/recompile): one process, compiles 0/0 and 0/1, the reason under 0/1, each graph opening
// where it is printed.
test('the run view shows compiles, their graphs and why Dynamo recompiled', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async () => {
  const { uri, reply: r } = await runReplyFor('diff/2.15.0/recompile/torch_logs.txt');
  assert.equal(r.error, undefined);
  const items = runItems(r.result);
  assert.equal(items.length, 1);
  assert.equal(items[0].label, 'one process');
  assert.deepEqual(items[0].children.map((c) => c.label), ['[0/0]', '[0/1]']);
  const recompile = items[0].children[1];
  assert.equal(recompile.children[0].kind, 'reason');
  assert.match(recompile.children[0].label, /size mismatch at index 0\. expected 4, actual 8/);
  const graphs = recompile.children.filter((c) => c.kind === 'graph');
  assert.deepEqual(graphs.map((g) => g.label), ['Forward graph 1', 'Backward graph 1']);
  assert.equal(graphs[0].place?.uri, uri);
  assert.equal(graphs[0].place?.range.start.line, 58);  // `===== Forward graph 1 =====`'s line, 0-based
});

// Inductor's output code under its compile (tests/corpus/inductor/2.15.0/mlp: a forward and a backward code).
test('the run view lists the output code of a compile', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async () => {
  const { uri, reply: r } = await runReplyFor('inductor/2.15.0/mlp/torch_logs.txt');
  const compile = runItems(r.result)[0].children[0];
  assert.equal(compile.label, '[0/0]');
  const codes = compile.children.filter((c) => c.kind === 'code');
  assert.deepEqual(codes.map((c) => c.label), ['output code 0_forward', 'output code 0_backward']);
  assert.match(codes[0].description ?? '', /^2 kernels · 4 calls · torch_logs\.txt#3$/);
  assert.equal(codes[0].place?.uri, uri);
});
