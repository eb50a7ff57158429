// The one place the Web Worker meets the WebAssembly host (src/wasm/host.ts: our WASI over a pluggable file system,
// and the reactor's exports driven from JavaScript). The worker needs only what is below: start fxlens.wasm with
// arguments, write its stdin, read its stdout and stderr, know when it exits.
//
// The worker's server has no files (files.ts `noFiles`): in vscode.dev and github.dev every document reaches it
// through textDocument/didOpen, and a path it tries to read (a partner graph, a model source) is simply missing,
// which the server already handles as it does a deleted file.
import { noFiles } from '../wasm/files';
import { FxlensModule, LanguageServer } from '../wasm/host';

export interface WasmServer {
  /** Bytes for the server's stdin (LSP-framed messages, lspFraming.ts). */
  write(bytes: Uint8Array): void;
  /** Settles with the exit code when the server exits: its own after `exit`, 134 after a crash (a trap, which it
   *  has explained on stderr first), KILLED_EXIT_CODE after kill(). */
  readonly exited: Promise<number>;
  /** Stops it at once (the client went away, or the server wrote something that is not LSP). */
  kill(): void;
}

export interface StartOptions {
  /** fxlens.wasm's bytes (the extension reads server/fxlens.wasm through its extension URI and sends them). */
  wasm: Uint8Array;
  /** After the program name: ['lsp'] (a server on stdin/stdout), or a command line (`--version`, `analyze ...`). */
  args: string[];
  /** Called with each chunk the server writes to stdout (LSP frames, possibly cut anywhere). */
  stdout(bytes: Uint8Array): void;
  /** Called with each chunk the server writes to stderr (its log). */
  stderr(bytes: Uint8Array): void;
}

/** What `exited` settles with after kill(): a process ended by SIGKILL (128 + 9). */
export const KILLED_EXIT_CODE = 137;

/** Compiles and starts fxlens.wasm; rejects when the bytes are not a module that instantiates (the bridge turns that
 *  into the client's start error). */
export async function startWasmServer(o: StartOptions): Promise<WasmServer> {
  // env: PWD only; no FXLENS_* settings exist in a browser, and relative paths would start at the empty root.
  const m = await FxlensModule.instantiate(o.wasm, { fs: noFiles, env: { PWD: '/' }, stdout: o.stdout, stderr: o.stderr });
  let settle!: (code: number) => void;
  const exited = new Promise<number>((resolve) => { settle = resolve; });
  if (o.args[0] !== 'lsp') {
    // A command runs to its end inside runCli: there is no stdin to write and nothing to stop.
    settle(m.runCli(o.args));
    return { write: () => undefined, exited, kill: () => undefined };
  }
  if (o.args.length > 1) throw new Error(`fxlens lsp takes no options in the web worker (got ${o.args.slice(1).join(' ')})`);
  const server = new LanguageServer(m, settle);
  return {
    write: (bytes) => server.write(bytes),
    exited,
    kill: () => { server.kill(); settle(KILLED_EXIT_CODE); },
  };
}
