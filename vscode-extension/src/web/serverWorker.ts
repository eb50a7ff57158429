// The Web Worker that runs the fxlens WebAssembly server for the web extension host (vscode.dev, github.dev): the
// language client posts JSON-RPC messages here (vscode-languageclient/browser), vscode-languageserver's browser
// reader and writer carry them, and the bridge (bridge.ts) frames them onto the server's stdin and reads its stdout
// back. The first message is the extension's init with fxlens.wasm's bytes. Bundled into dist/web/server-worker.js.
import { BrowserMessageReader, BrowserMessageWriter } from 'vscode-languageserver/browser';
import { Bridge, isWorkerInit } from './bridge';
import { startWasmServer } from './wasmHost';

// The worker's global scope (no DOM or WebWorker lib in this project's tsconfig: the reader and writer type it).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const self: any;

const reader = new BrowserMessageReader(self);
const writer = new BrowserMessageWriter(self);
const bridge = new Bridge((m) => void writer.write(m as Parameters<typeof writer.write>[0]), startWasmServer);
reader.listen((m: unknown) => {
  if (isWorkerInit(m)) void bridge.init(m.fxlensWorkerInit.wasm);
  else bridge.fromClient(m);
});
