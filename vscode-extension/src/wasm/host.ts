// Running fxlens.wasm, anywhere JavaScript runs WebAssembly (Node, a browser worker): instantiate it with our WASI
// (wasi.ts) over the file system given (files.ts), then either run its command line or drive its language server.
// The module is a WASI reactor (docs/WASM.md): `_initialize` once, then its exports:
//   fxlens_alloc(n) -> ptr, fxlens_free(ptr)   memory for what we pass in
//   fxlens_main(argc, argv) -> status          the command line
//   fxlens_lsp_start() -> 0 | 1                the language server (1: started already)
//   fxlens_lsp_input(ptr, n)                   bytes of the client's stream, in chunks of any size
//   fxlens_lsp_end()                           the client's stream ended
//   fxlens_lsp_idle() -> ms | -1               the work that waits; call again after ms (-1: only after input)
//   fxlens_exit_code() -> code | -1            the session's exit code once it is over
// Output comes back through WASI fd_write on descriptors 1 and 2 (the stdout / stderr callbacks).
import { FileSystem, noFiles } from './files';
import { ProcExit, Wasi } from './wasi';
import { WasmMemory, WasmModule, wasm } from './webassembly';

export interface HostOptions {
  /** The file system the module sees (default: none). */
  fs?: FileSystem;
  /** Its environment: FXLENS_* settings, and PWD, the POSIX folder relative command-line paths are taken from. */
  env?: Record<string, string>;
  stdout: (bytes: Uint8Array) => void;
  stderr: (bytes: Uint8Array) => void;
  stdin?: (into: Uint8Array) => number;
}

interface Exports {
  memory: WasmMemory;
  _initialize(): void;
  fxlens_alloc(n: number): number;
  fxlens_free(ptr: number): void;
  fxlens_main(argc: number, argv: number): number;
  fxlens_lsp_start(): number;
  fxlens_lsp_input(ptr: number, n: number): void;
  fxlens_lsp_end(): void;
  fxlens_lsp_idle(): number;
  fxlens_exit_code(): number;
}

/** What a crashed module's session ends with: its abort is a trap, as SIGABRT would end a native process. */
export const CRASH_EXIT_CODE = 134;

export class FxlensModule {
  private crashed = false;

  private constructor(private readonly e: Exports, private readonly report: (text: string) => void) {}

  /** `module`: the compiled module, or the bytes of fxlens.wasm. */
  static async instantiate(module: WasmModule | Uint8Array | ArrayBuffer, o: HostOptions): Promise<FxlensModule> {
    const wasi = new Wasi({ env: o.env ?? {}, fs: o.fs ?? noFiles, stdout: o.stdout, stderr: o.stderr, stdin: o.stdin });
    const compiled = module instanceof wasm.Module ? module : await wasm.compile(module as Uint8Array | ArrayBuffer);
    const instance = await wasm.instantiate(compiled, { wasi_snapshot_preview1: wasi.imports() });
    const e = instance.exports as unknown as Exports;
    wasi.bind(e.memory);
    const m = new FxlensModule(e, (text) => o.stderr(new TextEncoder().encode(text)));
    m.call(() => e._initialize());
    return m;
  }

  /** The command line (`analyze`, `check`, `memory`, `render --format dot`, `--version`): its exit status. */
  runCli(args: string[]): number {
    const all = ['fxlens', ...args];
    const encoded = all.map((a) => new TextEncoder().encode(a + '\0'));
    const argv = this.e.fxlens_alloc(4 * all.length);
    const ptrs = encoded.map((b) => this.copyIn(b));
    ptrs.forEach((p, i) => new DataView(this.e.memory.buffer).setUint32(argv + 4 * i, p, true));
    try {
      return this.call(() => this.e.fxlens_main(all.length, argv)) ?? CRASH_EXIT_CODE;
    } finally {
      if (!this.crashed) [argv, ...ptrs].forEach((p) => this.e.fxlens_free(p));
    }
  }

  lspStart(): void {
    this.call(() => this.e.fxlens_lsp_start());
  }
  lspInput(bytes: Uint8Array): void {
    if (this.crashed || bytes.length === 0) return;
    const p = this.copyIn(bytes);
    this.call(() => this.e.fxlens_lsp_input(p, bytes.length));
    if (!this.crashed) this.e.fxlens_free(p);
  }
  lspEnd(): void {
    this.call(() => this.e.fxlens_lsp_end());
  }
  /** The work that waits; when to call again: ms, or -1 (only after input). */
  lspIdle(): number {
    return this.call(() => this.e.fxlens_lsp_idle()) ?? -1;
  }
  /** The session's exit code once it is over (CRASH_EXIT_CODE after a crash), else -1. */
  exitCode(): number {
    return this.crashed ? CRASH_EXIT_CODE : this.call(() => this.e.fxlens_exit_code()) ?? CRASH_EXIT_CODE;
  }

  private copyIn(bytes: Uint8Array): number {
    const p = this.e.fxlens_alloc(bytes.length);
    if (p === 0) throw new Error('fxlens.wasm: out of memory for ' + bytes.length + ' bytes of input');
    new Uint8Array(this.e.memory.buffer, p, bytes.length).set(bytes);
    return p;
  }

  // A trap (an abort after std::terminate said why on stderr, or a bug) leaves the instance unusable: said once,
  // and every later call does nothing. proc_exit ends a command with its code.
  private call<T>(f: () => T): T | undefined {
    if (this.crashed) return undefined;
    try {
      return f();
    } catch (err) {
      if (err instanceof ProcExit) return err.code as T;
      this.crashed = true;
      this.report(`fxlens.wasm crashed: ${err instanceof Error ? err.message : String(err)}\n`);
      return undefined;
    }
  }
}

/** The language server over a byte stream, host-driven: feed it what the client sends; it calls the module's idle
 *  work on timers (setTimeout, in Node and in a worker alike), so that edits are analysed once they settle. */
export class LanguageServer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ended = false;

  constructor(private readonly m: FxlensModule, private readonly onExit: (code: number) => void) {
    m.lspStart();
    this.checkExit();
  }

  /** Bytes from the client, in chunks of any size. */
  write(bytes: Uint8Array): void {
    if (this.ended) return;
    this.m.lspInput(bytes);
    if (!this.checkExit()) this.schedule(0);  // at once, but after the rest of what has arrived
  }

  /** The client's stream ended. */
  end(): void {
    if (this.ended) return;
    this.m.lspEnd();
    this.checkExit();
  }

  /** Stops at once, without the module's exit (the client went away): no more input, no more idle work, and no
   *  onExit. */
  kill(): void {
    this.ended = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(ms: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.idle(), ms);
  }

  private idle(): void {
    this.timer = undefined;
    const next = this.m.lspIdle();
    if (!this.checkExit() && next >= 0) this.schedule(next);
  }

  private checkExit(): boolean {
    const code = this.m.exitCode();
    if (code < 0 || this.ended) return this.ended;
    this.ended = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.onExit(code);
    return true;
  }
}
