// The part of the WebAssembly JavaScript API the host uses. TypeScript declares it only in its DOM and worker
// libraries, which the extension's code does not compile with; Node and browsers both have it as a global.
export interface WasmMemory {
  readonly buffer: ArrayBuffer;
}

export interface WasmModule {
  readonly kind?: never;
}

interface WasmApi {
  Module: new (bytes: Uint8Array | ArrayBuffer) => WasmModule;
  compile(bytes: Uint8Array | ArrayBuffer): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: Record<string, Record<string, unknown>>): Promise<{ exports: unknown }>;
}

export const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;
