// The Web Worker's bridge between the language client (JSON-RPC messages as objects, posted to the worker) and the
// WebAssembly server (LSP-framed bytes on its stdin and stdout). Messages that come before the server has started
// wait; when it cannot start, each request is answered with an error that says why (so the client's start fails with
// that message, not a timeout), and the server's stderr goes to the client's output as window/logMessage.
// Pure: the worker (serverWorker.ts) passes postMessage and the host's start; unit-tested with a fake server.
import { encodeMessage, FrameDecoder } from './lspFraming';
import { StartOptions, WasmServer } from './wasmHost';

/** What the extension posts first: fxlens.wasm's bytes (read through the extension's URI). */
export interface WorkerInit { fxlensWorkerInit: { wasm: Uint8Array } }
export function isWorkerInit(m: unknown): m is WorkerInit {
  const i = (m as WorkerInit | null)?.fxlensWorkerInit;
  return !!i && i.wasm instanceof Uint8Array;
}

const LOG = 4;   // MessageType.Log

export class Bridge {
  private server: WasmServer | undefined;
  private failure: string | undefined;
  private waiting: unknown[] = [];
  private readonly frames = new FrameDecoder();
  private readonly text = new TextDecoder();

  constructor(private readonly send: (m: unknown) => void,
    private readonly start: (o: StartOptions) => Promise<WasmServer>) {}

  /** Starts the server, then hands it the messages that waited. */
  async init(wasm: Uint8Array): Promise<void> {
    try {
      this.server = await this.start({ wasm, args: ['lsp'], stdout: (b) => this.fromServer(b), stderr: (b) => this.log(this.text.decode(b)) });
    } catch (e) {
      this.stopWith(`the WebAssembly server did not start: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    this.server.exited.then((code) => this.stopWith(`the WebAssembly server exited with code ${code}`),
      (e) => this.stopWith(`the WebAssembly server failed: ${e instanceof Error ? e.message : String(e)}`));
    const q = this.waiting; this.waiting = [];
    for (const m of q) this.fromClient(m);
  }

  /** A message of the client. */
  fromClient(m: unknown): void {
    if (this.failure !== undefined) { this.refuse(m); return; }
    if (!this.server) { this.waiting.push(m); return; }
    this.server.write(encodeMessage(m));
  }

  private fromServer(bytes: Uint8Array): void {
    let messages: unknown[];
    try { messages = this.frames.push(bytes); } catch (e) {
      this.server?.kill();
      this.stopWith(`the WebAssembly server wrote something that is not LSP: ${(e as Error).message}`);
      return;
    }
    for (const m of messages) this.send(m);
  }

  private log(message: string): void {
    if (message) this.send({ jsonrpc: '2.0', method: 'window/logMessage', params: { type: LOG, message: message.replace(/\n$/, '') } });
  }

  private stopWith(why: string): void {
    if (this.failure !== undefined) return;
    this.failure = why;
    this.server = undefined;
    this.log(`fxlens: ${why}`);
    const q = this.waiting; this.waiting = [];
    for (const m of q) this.refuse(m);
  }

  /** A request gets an error answer; notifications and answers are dropped. */
  private refuse(m: unknown): void {
    const r = m as { id?: unknown; method?: unknown } | null;
    if (!r || typeof r.method !== 'string' || (typeof r.id !== 'number' && typeof r.id !== 'string')) return;
    this.send({ jsonrpc: '2.0', id: r.id, error: { code: -32603, message: `fxlens: ${this.failure}` } });
  }
}
