// The one place the Web Worker meets the WebAssembly host (src/wasm/host.ts: a WASI implementation with a pluggable
// file-system backend, written with the WebAssembly server). The worker needs only what is below: start
// fxlens.wasm with arguments, write its stdin, read its stdout and stderr, know when it exits.
//
// PHASE 2: src/wasm/host.ts is not in this branch yet. startWasmServer below is the stub to replace with the glue
// to it: instantiate `module` with the host's WASI imports and a file-system backend that has no files (every
// document comes through textDocument/didOpen), args ['fxlens', ...args], then feed stdin / drain stdout as the
// reactor's exports require. Until then it fails with the message the client shows.

export interface WasmServer {
  /** Bytes for the server's stdin (LSP-framed messages, lspFraming.ts). */
  write(bytes: Uint8Array): void;
  /** Settles with the exit code when the server exits (after `exit`, proc_exit), or rejects when it traps. */
  readonly exited: Promise<number>;
  /** Stops it at once (the client went away). */
  kill(): void;
}

export interface StartOptions {
  /** fxlens.wasm's bytes (the extension reads server/fxlens.wasm through its extension URI and sends them). */
  wasm: Uint8Array;
  /** After the program name: ['lsp']. */
  args: string[];
  /** Called with each chunk the server writes to stdout (LSP frames, possibly cut anywhere). */
  stdout(bytes: Uint8Array): void;
  /** Called with each chunk the server writes to stderr (its log). */
  stderr(bytes: Uint8Array): void;
}

export const HOST_MISSING = 'the WebAssembly host (src/wasm/host.ts) is not in this build of the extension';

export async function startWasmServer(_o: StartOptions): Promise<WasmServer> {
  throw new Error(HOST_MISSING);
}
