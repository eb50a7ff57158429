// The web extension host's server plumbing (src/web): LSP framing both ways, and the Web Worker's bridge between the
// client's messages and the WebAssembly server's byte stream (with a fake server: the real one needs fxlens.wasm).
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { Bridge, isWorkerInit } from '../web/bridge';
import { encodeMessage, FrameDecoder } from '../web/lspFraming';
import { startWasmServer, StartOptions, WasmServer } from '../web/wasmHost';

const bytes = (s: string) => new TextEncoder().encode(s);

test('framing: Content-Length in bytes (UTF-8), whatever the chunks', () => {
  const m = { jsonrpc: '2.0', id: 1, result: { text: 'é∂ mean' } };
  const f = encodeMessage(m);
  const body = JSON.stringify(m);
  assert.equal(new TextDecoder().decode(f), `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  // two messages cut at every byte, then both in one chunk
  const two = new Uint8Array([...f, ...encodeMessage({ jsonrpc: '2.0', method: 'x' })]);
  const d = new FrameDecoder();
  const got: unknown[] = [];
  for (const b of two) got.push(...d.push(new Uint8Array([b])));
  assert.deepEqual(got, [m, { jsonrpc: '2.0', method: 'x' }]);
  assert.deepEqual(new FrameDecoder().push(two).length, 2);
  // other headers are allowed (Content-Type), header names in any case
  assert.deepEqual(new FrameDecoder().push(bytes('content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH: 2\r\n\r\n{}')), [{}]);
});

test('framing: a stream that is not LSP fails at once', () => {
  assert.throws(() => new FrameDecoder().push(bytes('Hello: 1\r\n\r\n{}')), /without Content-Length/);
  assert.throws(() => new FrameDecoder().push(bytes('Content-Length: 3\r\n\r\n{x}')), /not JSON/);
  assert.throws(() => new FrameDecoder().push(new Uint8Array(5000).fill(65)), /no header end/);
});

/** A fake server: answers `initialize` (the answer cut in two chunks), logs on stderr, exits on `exit`. */
function fakeStart(log: string[]) {
  return async (o: StartOptions): Promise<WasmServer> => {
    log.push(`start ${o.args.join(' ')} (${o.wasm.length} bytes)`);
    let exit: (code: number) => void = () => undefined;
    const exited = new Promise<number>((r) => { exit = r; });
    const frames = new FrameDecoder();
    return {
      write: (b) => {
        for (const m of frames.push(b) as { id?: number; method: string }[]) {
          log.push(`got ${m.method}`);
          if (m.method === 'initialize') {
            const f = encodeMessage({ jsonrpc: '2.0', id: m.id, result: { capabilities: {} } });
            o.stdout(f.subarray(0, 10)); o.stdout(f.subarray(10));
            o.stderr(bytes('fxlens: initialized\n'));
          }
          if (m.method === 'exit') exit(0);
        }
      },
      exited, kill: () => log.push('killed'),
    };
  };
}

test('bridge: messages wait for the server, go in framed, come out as objects; stderr is logged', async () => {
  const sent: unknown[] = [], log: string[] = [];
  const b = new Bridge((m) => sent.push(m), fakeStart(log));
  b.fromClient({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} });   // before init: waits
  assert.deepEqual(sent, []);
  const init = { fxlensWorkerInit: { wasm: new Uint8Array([0, 97, 115, 109]) } };
  assert.ok(isWorkerInit(init));
  assert.ok(!isWorkerInit({ jsonrpc: '2.0', method: 'initialized' }));
  await b.init(init.fxlensWorkerInit.wasm);
  assert.deepEqual(log, ['start lsp (4 bytes)', 'got initialize']);
  assert.deepEqual(sent, [
    { jsonrpc: '2.0', id: 1, result: { capabilities: {} } },
    { jsonrpc: '2.0', method: 'window/logMessage', params: { type: 4, message: 'fxlens: initialized' } },
  ]);
  b.fromClient({ jsonrpc: '2.0', method: 'exit' });
  await new Promise((r) => setTimeout(r, 0));
  // after the exit, a request is answered with why
  b.fromClient({ jsonrpc: '2.0', id: 2, method: 'textDocument/hover', params: {} });
  assert.deepEqual(sent.slice(-1), [{ jsonrpc: '2.0', id: 2, error: { code: -32603, message: 'fxlens: the WebAssembly server exited with code 0' } }]);
});

test('bridge: a server that cannot start answers each request with the reason (the client shows it)', async () => {
  const sent: unknown[] = [];
  const b = new Bridge((m) => sent.push(m), startWasmServer);   // the real start, given bytes that are no module
  b.fromClient({ jsonrpc: '2.0', id: 1, method: 'initialize', params: {} });
  b.fromClient({ jsonrpc: '2.0', method: 'initialized', params: {} });
  await b.init(new Uint8Array([1, 2, 3]));
  const answers = sent.filter((m) => (m as { id?: number }).id === 1) as { error: { message: string } }[];
  assert.equal(answers.length, 1);
  // V8's CompileError, whose words vary a little between versions: the start of the message is ours
  assert.match(answers[0].error.message, /^fxlens: the WebAssembly server did not start: .*(magic|WebAssembly)/i);
  assert.equal(sent.length, 2, 'the reason logged, the request answered, the notification dropped');
});
