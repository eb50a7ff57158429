// A minimal LSP client for tests against a real `fxlens lsp` (FXLENS_BINARY): Content-Length framing, requests
// answered by id, notifications sent as they are. Not a test file itself.
import { ChildProcessByStdio, spawn } from 'child_process';
import { Readable, Writable } from 'stream';

export interface Reply { result?: unknown; error?: { code: number; message: string } }

export class LspServer {
  private readonly srv: ChildProcessByStdio<Writable, Readable, null>;
  private readonly replies = new Map<number, Reply>();
  private buf = Buffer.alloc(0);
  private nextId = 1;
  private readonly exited: Promise<void>;

  constructor(binary: string) {
    this.srv = spawn(binary, ['lsp'], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.exited = new Promise<void>((resolve) => this.srv.on('exit', () => resolve()));
    this.srv.stdout.on('data', (d: Buffer) => {
      this.buf = Buffer.concat([this.buf, d]);
      for (;;) {
        const sep = this.buf.indexOf('\r\n\r\n');
        if (sep < 0) return;
        const len = Number(/Content-Length: (\d+)/i.exec(this.buf.subarray(0, sep).toString())?.[1]);
        if (this.buf.length < sep + 4 + len) return;
        const m = JSON.parse(this.buf.subarray(sep + 4, sep + 4 + len).toString());
        this.buf = this.buf.subarray(sep + 4 + len);
        if (typeof m.id === 'number' && !m.method) this.replies.set(m.id, m.error ? { error: m.error } : { result: m.result });
      }
    });
  }

  notify(method: string, params?: unknown): void { this.write({ method, params }); }

  /** Sends a request; its id, for `reply`. */
  send(method: string, params?: unknown): number {
    const id = this.nextId++;
    this.write({ id, method, params });
    return id;
  }

  /** The reply to request `id` (waits for it, at most `ms`). */
  async reply(id: number, ms = 60000): Promise<Reply> {
    const deadline = Date.now() + ms;
    while (!this.replies.has(id) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const r = this.replies.get(id);
    if (!r) throw new Error(`no reply to request ${id} within ${ms} ms`);
    return r;
  }

  async request(method: string, params?: unknown): Promise<Reply> { return this.reply(this.send(method, params)); }

  /** initialize + initialized. */
  async start(): Promise<void> {
    await this.request('initialize', { capabilities: {} });
    this.notify('initialized', {});
  }

  /** shutdown + exit, and the process's end. */
  async stop(): Promise<void> {
    await this.request('shutdown');
    this.notify('exit');
    await this.exited;
  }

  private write(m: object): void {
    const b = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...m }));
    this.srv.stdin.write(`Content-Length: ${b.length}\r\n\r\n`);
    this.srv.stdin.write(b);
  }
}
