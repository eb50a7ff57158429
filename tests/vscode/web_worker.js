// The web extension host's server (vscode.dev, github.dev) in Debian's Chromium: dist/web/server-worker.js as a real
// Web Worker, spoken to as vscode-languageclient/browser speaks to it (JSON-RPC objects by postMessage, after the
// extension's init message with fxlens.wasm's bytes).
//  1. The wiring: a worker given bytes that are no server answers `initialize` with an error that says why (the
//     client shows it), instead of leaving the client waiting.
//  2. The server: with $FXLENS_WASM (build-wasm/fxlens.wasm) it answers initialize, analyses the example pair sent
//     by didOpen (no files: the worker's file system is empty) and publishes the backward's diagnostics, its hover
//     on the backward's saved `relu` names the forward producer and its definition is the forward's `relu`;
//     `renderGraph` answers a DOT plan (a WebAssembly server cannot lay out). Without the wasm this part FAILS,
//     saying how to build it.
// Usage (chromium.sh web_worker): NODE_PATH=<playwright-core node_modules> node web_worker.js EXTENSION_DIR FXLENS REPO ARTIFACTS
'use strict';
const { chromium } = require('playwright-core');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');

const [ext, , repo, art] = process.argv.slice(2);
const wasmPath = process.env.FXLENS_WASM || path.join(repo, 'build-wasm', 'fxlens.wasm');
class CheckFailed extends Error {}
const check = (cond, msg) => { if (!cond) throw new CheckFailed(msg); };
const t0 = Date.now();
const lap = (s) => console.log(`${String(Date.now() - t0).padStart(7)} ms  ${s}`);

const server = http.createServer((req, res) => {
  if (req.url === '/') { res.writeHead(200, { 'content-type': 'text/html' }); res.end('<!DOCTYPE html><title>worker</title>'); return; }
  const file = req.url === '/server-worker.js' ? path.join(ext, 'dist', 'web', 'server-worker.js')
    : req.url === '/fxlens.wasm' && fs.existsSync(wasmPath) ? wasmPath : null;
  if (!file) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' });
  res.end(fs.readFileSync(file));
});

// In the page: a worker, the init with `bytes` (fetched from `wasmUrl`, or these), then the messages; resolves with
// what the worker answered once every request of `messages` has its answer and each notification of `notified`
// ("METHOD URI": for that document) has come (or after `ms`).
async function talk(page, { wasmUrl, bytes, messages, notified = [], ms = 60000 }) {
  return page.evaluate(async ({ wasmUrl, bytes, messages, notified, ms }) => {
    const w = new Worker('/server-worker.js');
    const got = [];
    const want = new Set([...messages.filter((m) => m.id !== undefined).map((m) => m.id), ...notified]);
    const done = new Promise((resolve) => {
      w.onmessage = (e) => {
        got.push(e.data);
        const m = e.data;
        if (m && (want.delete(m.id) || want.delete(`${m.method} ${m.params && m.params.uri}`)) && want.size === 0) resolve();
      };
      setTimeout(resolve, ms);
    });
    const wasm = wasmUrl ? new Uint8Array(await (await fetch(wasmUrl)).arrayBuffer()) : new Uint8Array(bytes);
    w.postMessage({ fxlensWorkerInit: { wasm } }, [wasm.buffer]);
    for (const m of messages) w.postMessage(m);
    await done;
    w.terminate();
    return got;
  }, { wasmUrl, bytes, messages, notified, ms });
}

const initialize = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } };

(async () => {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const udd = fs.mkdtempSync(path.join(os.tmpdir(), 'fxlens-worker-chromium-'));
  const browser = await chromium.launchPersistentContext(udd, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const page = browser.pages()[0] || await browser.newPage();
  const consoleLog = [];
  page.on('console', (m) => consoleLog.push(`[${m.type()}] ${m.text()}`));
  let failed = false;
  try {
    await page.goto(base);
    // --- 1. the wiring ---
    const refused = await talk(page, { bytes: [1, 2, 3], messages: [initialize], ms: 20000 });
    const answer = refused.find((m) => m && m.id === 1);
    check(answer && answer.error && /^fxlens: the WebAssembly server did not start: /.test(answer.error.message),
      `the worker did not answer initialize with why the server did not start: ${JSON.stringify(refused).slice(0, 400)}`);
    lap(`worker without a server: initialize answered "${answer.error.message}"`);

    // --- 2. the server in the worker ---
    check(fs.existsSync(wasmPath), `no WebAssembly server at ${wasmPath}: build it (the WebAssembly build, build-wasm/; ` +
      'the README says how), or set FXLENS_WASM=/path/to/fxlens.wasm');
    const ex = path.join(repo, 'examples', 'aot_mlp');
    const open = (name, version) => ({ jsonrpc: '2.0', method: 'textDocument/didOpen', params: { textDocument: {
      uri: `vscode-vfs://github/fxlens/examples/aot_mlp/${name}`, languageId: 'fx-graph', version, text: fs.readFileSync(path.join(ex, name), 'utf8') } } });
    const bwd = fs.readFileSync(path.join(ex, 'bwd.code.txt'), 'utf8').split('\n');
    const line = bwd.findIndex((l) => /aten\.mm\.default\([^)]*\brelu\b/.test(l));
    check(line >= 0, 'no use of relu in the example backward');
    const uri = (name) => `vscode-vfs://github/fxlens/examples/aot_mlp/${name}`;
    const at = { textDocument: { uri: uri('bwd.code.txt') }, position: { line, character: bwd[line].indexOf('relu)') + 1 } };
    const got = await talk(page, { wasmUrl: '/fxlens.wasm', notified: [`textDocument/publishDiagnostics ${uri('bwd.code.txt')}`],
      messages: [initialize, { jsonrpc: '2.0', method: 'initialized', params: {} },
        open('fwd.code.txt', 1), open('bwd.code.txt', 1),
        { jsonrpc: '2.0', id: 2, method: 'textDocument/hover', params: at },
        { jsonrpc: '2.0', id: 3, method: 'fxlens/renderGraph', params: { uri: uri('bwd.code.txt') } },
        { jsonrpc: '2.0', id: 4, method: 'textDocument/definition', params: at }] });
    const byId = (id) => got.find((m) => m && m.id === id);
    check(byId(1) && byId(1).result && byId(1).result.capabilities, `initialize: ${JSON.stringify(byId(1)).slice(0, 300)}`);
    const diagnosed = got.filter((m) => m && m.method === 'textDocument/publishDiagnostics').map((m) => m.params.uri);
    check(diagnosed.includes(uri('bwd.code.txt')), `no diagnostics published for the backward opened by didOpen (for: ${diagnosed.join(', ') || 'none'})`);
    const hover = JSON.stringify(byId(2) && byId(2).result);
    check(/Saved by forward/.test(hover) && /fwd\.code\.txt/.test(hover), `the hover on relu does not name its forward producer: ${hover.slice(0, 300)}`);
    const def = byId(4) && byId(4).result;
    const fwdLines = fs.readFileSync(path.join(ex, 'fwd.code.txt'), 'utf8').split('\n');
    check(Array.isArray(def) && def.length === 1 && def[0].uri === uri('fwd.code.txt') && /^\s*relu\b.*=/.test(fwdLines[def[0].range.start.line]),
      `the definition of relu is not the forward's relu: ${JSON.stringify(byId(4)).slice(0, 300)}`);
    const r = byId(3) && byId(3).result;
    check(r && typeof r.dot === 'string' && /^digraph/.test(r.dot) && r.svg === undefined && r.nodes.length > 0,
      `renderGraph did not answer a DOT plan with nodes: ${JSON.stringify(byId(3)).slice(0, 300)}`);
    lap(`the WebAssembly server in the worker: diagnostics for ${diagnosed.length} documents; hover ${hover.slice(0, 120)}; ` +
      `definition fwd.code.txt:${def[0].range.start.line + 1}; renderGraph: ${r.nodes.length} nodes as DOT`);
  } catch (e) {
    failed = true;
    console.error(`FAIL: ${e instanceof CheckFailed ? e.message : e.stack || e}`);
  } finally {
    fs.writeFileSync(path.join(art, 'web-worker-console.log'), consoleLog.join('\n') + '\n');
    await browser.close();
    server.close();
    fs.rmSync(udd, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  lap('all checks passed');
})();
