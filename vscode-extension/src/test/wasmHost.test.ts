import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Errno, FileStat, FileSystem, FileType, OpenMode, WasiError, normalPath } from '../wasm/files';
import { CRASH_EXIT_CODE, FxlensModule, LanguageServer } from '../wasm/host';
import { NodeFiles, hostPath, modulePath } from '../wasm/nodeFiles';
import { ProcExit, Wasi } from '../wasm/wasi';
import { encodeMessage, FrameDecoder } from '../web/lspFraming';
import { KILLED_EXIT_CODE, startWasmServer } from '../web/wasmHost';

// ---- Paths ----

test('module paths map to Windows drives and back, as fxlens makes paths of file URIs', () => {
  assert.equal(hostPath('/c:/Users/x/bwd.txt', 'win32'), 'C:\\Users\\x\\bwd.txt');
  assert.equal(hostPath('/C:', 'win32'), 'C:\\');
  assert.throws(() => hostPath('/home/x', 'win32'), (e: unknown) => e instanceof WasiError && e.errno === Errno.NOENT);
  assert.equal(modulePath('C:\\Users\\x\\bwd.txt', 'win32'), '/c:/Users/x/bwd.txt');
  assert.equal(modulePath('D:\\', 'win32'), '/d:/');
  assert.equal(hostPath('/home/x/bwd.txt', 'linux'), '/home/x/bwd.txt');
  assert.equal(modulePath('/home/x', 'linux'), '/home/x');
  assert.equal(normalPath('a/./b/../../../c//d'), '/c/d');
});

// ---- Our WASI over an in-memory file system ----

class MemoryFiles implements FileSystem {
  readonly files = new Map<string, Uint8Array>([['/dir/b.txt', new TextEncoder().encode('hello, wasi')]]);
  private readonly open_ = new Map<number, string>();
  private next = 10;
  private stat_(p: string): FileStat {
    const type: FileType = this.files.has(p) ? 'file' : p === '/' || p === '/dir' ? 'directory' : 'other';
    if (type === 'other') throw new WasiError(Errno.NOENT);
    return { type, size: BigInt(this.files.get(p)?.length ?? 0), mtimeNs: 5n, dev: 1n, ino: 7n };
  }
  stat(p: string): FileStat { return this.stat_(p); }
  readdir(p: string): { name: string; type: FileType }[] {
    if (p !== '/dir') throw new WasiError(Errno.NOTDIR);
    return [{ name: 'b.txt', type: 'file' }, { name: 'a-much-longer-name.txt', type: 'file' }, { name: 'sub', type: 'directory' }];
  }
  open(p: string, mode: OpenMode): number {
    if (mode.write) throw new WasiError(Errno.ROFS);
    this.stat_(p);
    this.open_.set(this.next, p);
    return this.next++;
  }
  read(h: number, into: Uint8Array, at: bigint): number {
    const data = this.files.get(this.open_.get(h) ?? '') ?? new Uint8Array();
    const part = data.subarray(Number(at), Number(at) + into.length);
    into.set(part);
    return part.length;
  }
  write(): number { throw new WasiError(Errno.ROFS); }
  fstat(h: number): FileStat { return this.stat_(this.open_.get(h) ?? ''); }
  close(h: number): void { this.open_.delete(h); }
}

function wasiOver(files: FileSystem, out: Uint8Array[] = [], err: Uint8Array[] = []) {
  const memory = new (globalThis as unknown as { WebAssembly: { Memory: new (d: { initial: number }) => { buffer: ArrayBuffer } } })
    .WebAssembly.Memory({ initial: 1 });
  const wasi = new Wasi({ env: { PWD: '/dir', FXLENS_X: '1' }, fs: files, stdout: (b) => out.push(b), stderr: (b) => err.push(b) });
  wasi.bind(memory);
  const calls = wasi.imports() as unknown as Record<string, (...a: unknown[]) => number>;
  const view = () => new DataView(memory.buffer);
  const bytes = () => new Uint8Array(memory.buffer);
  const put = (at: number, s: string) => bytes().set(new TextEncoder().encode(s), at);
  return { calls, view, bytes, put };
}

test('fd_write hands the bytes of every iovec to stdout and stderr, copied', () => {
  const out: Uint8Array[] = [], err: Uint8Array[] = [];
  const { calls, view, put } = wasiOver(new MemoryFiles(), out, err);
  put(100, 'Content-Length: 2\r\n\r\n{}');
  view().setUint32(0, 100, true); view().setUint32(4, 21, true);   // iovec 1: the header
  view().setUint32(8, 121, true); view().setUint32(12, 2, true);   // iovec 2: the body
  assert.equal(calls.fd_write(1, 0, 2, 200), Errno.SUCCESS);
  assert.equal(view().getUint32(200, true), 23);
  put(100, 'XXXX');  // the module reuses its memory: what was handed over stays as it was
  assert.equal(new TextDecoder().decode(out[0]), 'Content-Length: 2\r\n\r\n{}');
  assert.equal(calls.fd_write(2, 0, 1, 200), Errno.SUCCESS);
  assert.equal(err.length, 1);
});

test('a file opened under the preopened root is read in pieces, seeked and stat-ed', () => {
  const { calls, view, bytes, put } = wasiOver(new MemoryFiles());
  assert.equal(calls.fd_prestat_get(3, 0), Errno.SUCCESS);
  assert.equal(view().getUint32(4, true), 1);
  assert.equal(calls.fd_prestat_dir_name(3, 8, 1), Errno.SUCCESS);
  assert.equal(String.fromCharCode(bytes()[8]), '/');
  assert.equal(calls.fd_prestat_get(4, 0), Errno.BADF);  // the end of the preopens, where wasi-libc stops looking
  put(300, 'dir/sub/../b.txt');
  assert.equal(calls.path_open(3, 1, 300, 16, 0, 2n, 0n, 0, 0), Errno.SUCCESS);
  const fd = view().getUint32(0, true);
  view().setUint32(16, 400, true); view().setUint32(20, 5, true);
  view().setUint32(24, 410, true); view().setUint32(28, 100, true);
  assert.equal(calls.fd_read(fd, 16, 2, 40), Errno.SUCCESS);
  assert.equal(view().getUint32(40, true), 11);
  assert.equal(new TextDecoder().decode(bytes().subarray(400, 405)) + new TextDecoder().decode(bytes().subarray(410, 416)), 'hello, wasi');
  assert.equal(calls.fd_seek(fd, 7n, 0, 48), Errno.SUCCESS);
  assert.equal(calls.fd_read(fd, 16, 1, 40), Errno.SUCCESS);
  assert.equal(new TextDecoder().decode(bytes().subarray(400, 404)), 'wasi');
  assert.equal(calls.fd_filestat_get(fd, 500), Errno.SUCCESS);
  assert.equal(view().getUint8(516), 4);  // a regular file
  assert.equal(view().getBigUint64(532, true), 11n);
  assert.equal(calls.fd_close(fd), Errno.SUCCESS);
  assert.equal(calls.fd_read(fd, 16, 1, 40), Errno.BADF);
});

test('errors are errno values: missing files, a file opened as a folder, writes to a read-only backend', () => {
  const { calls, put } = wasiOver(new MemoryFiles());
  put(300, 'dir/none.txt');
  assert.equal(calls.path_open(3, 1, 300, 12, 0, 2n, 0n, 0, 0), Errno.NOENT);
  put(300, 'dir/b.txt');
  assert.equal(calls.path_open(3, 1, 300, 9, 2, 2n, 0n, 0, 0), Errno.NOTDIR);
  assert.equal(calls.path_open(3, 1, 300, 9, 1 | 8, 1n << 6n, 0n, 0, 0), Errno.ROFS);
  assert.equal(calls.path_filestat_get(3, 1, 300, 12 - 3, 0), Errno.SUCCESS);
  assert.equal(calls.sock_accept(), Errno.NOSYS);
  assert.throws(() => calls.proc_exit(3), (e: unknown) => e instanceof ProcExit && e.code === 3);
  const broken = { ...new MemoryFiles(), stat(): FileStat { throw new Error('a bug in a backend'); } } as unknown as FileSystem;
  assert.equal(wasiOver(broken).calls.path_filestat_get(3, 1, 300, 9, 0), Errno.IO);  // never thrown into the module
});

test('fd_readdir gives entries from a cookie on, the last one cut when the buffer is full', () => {
  const { calls, view, bytes, put } = wasiOver(new MemoryFiles());
  put(300, 'dir');
  assert.equal(calls.path_open(3, 1, 300, 3, 2, 0n, 0n, 0, 0), Errno.SUCCESS);
  const fd = view().getUint32(0, true);
  assert.equal(calls.fd_readdir(fd, 1000, 40, 0n, 8), Errno.SUCCESS);
  assert.equal(view().getUint32(8, true), 40);  // full: 24 + 5 of the first, 11 bytes of the second
  assert.equal(view().getBigUint64(1000, true), 1n);  // the next entry's cookie
  assert.equal(view().getUint32(1016, true), 5);
  assert.equal(new TextDecoder().decode(bytes().subarray(1024, 1029)), 'b.txt');
  assert.equal(calls.fd_readdir(fd, 1000, 4096, 1n, 8), Errno.SUCCESS);
  assert.equal(view().getUint32(8, true), 24 + 22 + 24 + 3);
  assert.equal(view().getUint8(1000 + 24 + 22 + 20), 3);  // `sub` is a folder
  assert.equal(calls.fd_readdir(fd, 1000, 4096, 3n, 8), Errno.SUCCESS);
  assert.equal(view().getUint32(8, true), 0);  // the end
});

test('the environment is handed over as KEY=VALUE strings', () => {
  const { calls, view, bytes } = wasiOver(new MemoryFiles());
  assert.equal(calls.environ_sizes_get(0, 4), Errno.SUCCESS);
  assert.equal(view().getUint32(0, true), 2);
  const size = view().getUint32(4, true);
  assert.equal(calls.environ_get(100, 200), Errno.SUCCESS);
  assert.deepEqual(new TextDecoder().decode(bytes().subarray(200, 200 + size)).split('\0'), ['PWD=/dir', 'FXLENS_X=1', '']);
  assert.equal(view().getUint32(104, true), 200 + 'PWD=/dir'.length + 1);
});

// ---- The real module (FXLENS_WASM: build-wasm/fxlens.wasm; ctest wasm.host sets it) ----

const wasmPath = process.env.FXLENS_WASM;
const needsModule = { skip: !wasmPath && 'FXLENS_WASM not set (ctest wasm.host sets it)' };
const repo = path.resolve(__dirname, '..', '..', '..');

async function load(file: string, out: string[], err: string[] = []): Promise<FxlensModule> {
  return FxlensModule.instantiate(fs.readFileSync(file), {
    fs: new NodeFiles(), env: { PWD: modulePath(repo) },
    stdout: (b) => out.push(Buffer.from(b).toString()), stderr: (b) => err.push(Buffer.from(b).toString()),
  });
}

test('the command line of fxlens.wasm, with relative paths from PWD', needsModule, async () => {
  const out: string[] = [];
  const m = await load(wasmPath as string, out);
  assert.equal(m.runCli(['--version']), 0);
  assert.equal(out.join(''), 'fxlens 0.1.0\n');
  out.length = 0;
  assert.equal(m.runCli(['analyze', '--json', 'examples/aot_mlp']), 0);
  const report = JSON.parse(out.join('')) as { graphs: { id: string }[]; pairs: unknown[] };
  assert.deepEqual(report.graphs.map((g) => g.id).sort(), ['bwd.code.txt#1', 'fwd.code.txt#1', 'joint.code.txt#1']);
});

test('a module that aborts: std::terminate says why, the call ends with 134 and later calls do nothing', needsModule, async () => {
  const err: string[] = [];
  const m = await load(path.join(path.dirname(wasmPath as string), 'exceptions_test.wasm'), [], err);
  assert.equal(m.runCli(['terminate']), CRASH_EXIT_CODE);
  assert.match(err.join(''), /terminate called after throwing an instance of 'std::runtime_error'\n {2}what\(\): {2}boom/);
  assert.match(err.join(''), /fxlens\.wasm crashed/);
  assert.equal(m.runCli([]), CRASH_EXIT_CODE);
  assert.equal(m.exitCode(), CRASH_EXIT_CODE);
});

function frame(m: object): Uint8Array {
  const body = JSON.stringify({ jsonrpc: '2.0', ...m });
  return Buffer.from(`Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

test('the language server as a user runs it: open a backward whose forward is on disk, hover, definition', needsModule, async () => {
  const out: string[] = [];
  const m = await load(wasmPath as string, out);
  const messages = (): { id?: number; method?: string; params?: { uri?: string }; result?: unknown }[] =>
    out.join('').split(/Content-Length: \d+\r\n\r\n/).filter((s) => s).map((s) => JSON.parse(s));
  const waitFor = async (pred: (ms: ReturnType<typeof messages>) => boolean) => {
    for (let i = 0; i < 500 && !pred(messages()); ++i) await new Promise((r) => setTimeout(r, 10));
    assert.ok(pred(messages()), 'no such answer: ' + out.join('').slice(-400));
  };
  let exitCode = -1;
  const server = new LanguageServer(m, (code) => { exitCode = code; });
  const bwd = path.join(repo, 'examples', 'aot_mlp', 'bwd.code.txt');
  const uri = 'file://' + bwd, text = fs.readFileSync(bwd, 'utf8');
  server.write(frame({ id: 1, method: 'initialize', params: { capabilities: {} } }));
  server.write(frame({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'fx-graph', version: 1, text } } }));
  await waitFor((ms) => ms.some((x) => x.method === 'textDocument/publishDiagnostics' && x.params?.uri === uri));
  const line = text.split('\n').findIndex((l) => l.includes('relu'));
  const character = text.split('\n')[line].indexOf('relu');
  server.write(frame({ id: 2, method: 'textDocument/hover', params: { textDocument: { uri }, position: { line, character } } }));
  server.write(frame({ id: 3, method: 'textDocument/definition', params: { textDocument: { uri }, position: { line, character } } }));
  await waitFor((ms) => ms.some((x) => x.id === 3));
  const hover = messages().find((x) => x.id === 2)?.result as { contents: { value: string } };
  assert.match(hover.contents.value, /fwd\.code\.txt/);
  const definition = messages().find((x) => x.id === 3)?.result as { uri: string }[];
  assert.equal(definition[0].uri, 'file://' + path.join(repo, 'examples', 'aot_mlp', 'fwd.code.txt'));
  server.write(frame({ id: 4, method: 'shutdown' }));
  server.write(frame({ method: 'exit' }));
  assert.equal(exitCode, 0);
});

test('the web worker\'s server (src/web/wasmHost.ts): no files, the pair by didOpen, hover and definition, then kill', needsModule, async () => {
  const out: Uint8Array[] = [], err: string[] = [];
  const server = await startWasmServer({ wasm: fs.readFileSync(wasmPath as string), args: ['lsp'],
    stdout: (b) => out.push(b), stderr: (b) => err.push(Buffer.from(b).toString()) });
  const messages = () => new FrameDecoder().push(Buffer.concat(out)) as { id?: number; method?: string; params?: { uri?: string }; result?: unknown }[];
  const waitFor = async (what: string, pred: (ms: ReturnType<typeof messages>) => boolean) => {
    for (let i = 0; i < 500 && !pred(messages()); ++i) await new Promise((r) => setTimeout(r, 10));
    assert.ok(pred(messages()), `no ${what}: ${Buffer.concat(out).toString().slice(-400)} ${err.join('')}`);
  };
  // vscode.dev's URIs: nothing behind them on the worker's (empty) file system, so the forward must come by didOpen
  const base = 'vscode-vfs://github/fxlens/examples/aot_mlp/';
  const text = (name: string) => fs.readFileSync(path.join(repo, 'examples', 'aot_mlp', name), 'utf8');
  server.write(encodeMessage({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { capabilities: {} } }));
  for (const name of ['fwd.code.txt', 'bwd.code.txt'])
    server.write(encodeMessage({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: { uri: base + name, languageId: 'fx-graph', version: 1, text: text(name) } } }));
  await waitFor('diagnostics of the backward', (ms) => ms.some((x) => x.method === 'textDocument/publishDiagnostics' && x.params?.uri === base + 'bwd.code.txt'));
  const lines = text('bwd.code.txt').split('\n');
  const line = lines.findIndex((l) => /aten\.mm\.default\([^)]*\brelu\b/.test(l));
  const position = { line, character: lines[line].indexOf('relu)') + 1 };
  server.write(encodeMessage({ jsonrpc: '2.0', id: 2, method: 'textDocument/hover', params: { textDocument: { uri: base + 'bwd.code.txt' }, position } }));
  server.write(encodeMessage({ jsonrpc: '2.0', id: 3, method: 'textDocument/definition', params: { textDocument: { uri: base + 'bwd.code.txt' }, position } }));
  await waitFor('definition answer', (ms) => ms.some((x) => x.id === 3));
  const hover = messages().find((x) => x.id === 2)?.result as { contents: { value: string } };
  assert.match(hover.contents.value, /Saved by forward/);
  const definition = messages().find((x) => x.id === 3)?.result as { uri: string; range: { start: { line: number } } }[];
  assert.equal(definition[0].uri, base + 'fwd.code.txt');
  assert.match(text('fwd.code.txt').split('\n')[definition[0].range.start.line], /\brelu\b.*=/);
  // kill: settles at once with 137, and later input is not answered
  server.kill();
  assert.equal(await server.exited, KILLED_EXIT_CODE);
  const before = out.length;
  server.write(encodeMessage({ jsonrpc: '2.0', id: 4, method: 'textDocument/hover', params: { textDocument: { uri: base + 'bwd.code.txt' }, position } }));
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(out.length, before);
});

test('the web worker\'s server exits with the module\'s code after shutdown and exit', needsModule, async () => {
  const server = await startWasmServer({ wasm: fs.readFileSync(wasmPath as string), args: ['lsp'], stdout: () => undefined, stderr: () => undefined });
  server.write(encodeMessage({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { capabilities: {} } }));
  server.write(encodeMessage({ jsonrpc: '2.0', method: 'exit' }));   // exit before shutdown: 1, as LSP says
  assert.equal(await server.exited, 1);
  const cli: string[] = [];
  const version = await startWasmServer({ wasm: fs.readFileSync(wasmPath as string), args: ['--version'], stdout: (b) => cli.push(Buffer.from(b).toString()), stderr: () => undefined });
  assert.equal(await version.exited, 0);
  assert.match(cli.join(''), /^fxlens \d+\.\d+\.\d+\n$/);
});
