// Which fxlens server the extension starts: a native binary or the WebAssembly server. Pure: the file-system and
// `--version` probes are injected, so that the order and every message are unit-tested.
import * as path from 'path';

export type ServerSource = 'setting' | 'bundled' | 'build' | 'PATH';

export function binaryName(platform: NodeJS.Platform = process.platform): string {
  return platform === 'win32' ? 'fxlens.exe' : 'fxlens';
}

/** `~/x` → the home folder's x. Nothing is resolved against a workspace: a path that depends on the folder opened
 *  would let a repository choose the program VS Code runs. */
export function expandConfigured(p: string, homeDir?: string): string {
  let s = p.trim();
  if (homeDir && (s === '~' || s.startsWith('~/'))) s = path.join(homeDir, s.slice(1));
  return s;
}

// ELF e_machine → Node's process.arch name.
const MACHINES: Record<number, string> = { 3: 'ia32', 40: 'arm', 62: 'x64', 183: 'arm64', 243: 'riscv64' };

/** Why an ELF binary cannot run on `arch` (process.arch), read from its header's e_machine; undefined when it is for
 *  this architecture or not ELF. (Run, it would only fail as a shell script: glibc's execvp hands a binary the kernel
 *  refuses to /bin/sh, which says "not found".) */
export function foreignArch(header: Uint8Array, arch: string): string | undefined {
  if (header.length < 20 || header[0] !== 0x7f || header[1] !== 0x45 || header[2] !== 0x4c || header[3] !== 0x46) return undefined;
  const machine = header[18] | (header[19] << 8);
  const name = MACHINES[machine] ?? `e_machine ${machine}`;
  return name === arch ? undefined : `it is a binary for ${name}, and this machine is ${arch}`;
}

/** `BINARY --version`'s outcome, as the probe reports it. */
export interface VersionResult { stdout?: string; error?: string }

/** How the user asks for a kind of server (`fxlens.server.kind`, a machine setting). */
export type ServerKind = 'auto' | 'native' | 'wasm';

export type Server =
  | { kind: 'native'; path: string; source: ServerSource }
  /** server/fxlens.wasm run by dist/wasm-server.js (the WebAssembly server's Node entry) under the extension
   *  host's own Node; `wasm` may be the user's (a `.wasm` in fxlens.server.path). */
  | { kind: 'wasm'; wasm: string; script: string; source: 'bundled' | 'setting' };

export interface ChooseInput {
  /** `fxlens.server.path` from the user's settings: a native binary, or a `.wasm` module. */
  configured: string | undefined;
  /** `fxlens.server.kind` (anything else reads as auto). */
  kind?: string;
  extensionPath: string;
  homeDir?: string;
  pathEnv?: string;
  platform?: NodeJS.Platform;
  arch?: string;
  /** true when `p` is an existing, executable regular file */
  isExecutable: (p: string) => boolean;
  /** true when `p` is an existing regular file */
  isFile: (p: string) => boolean;
  /** `p --version` (bounded): a native binary runs when it says `fxlens X.Y.Z`. */
  version: (p: string) => Promise<VersionResult>;
}

export type Choice =
  | { ok: true; server: Server; passed: string[]; line: string }
  | { ok: false; message: string; passed: string[] };

const FIX = 'Fix: build the server (`cmake -S . -B build && cmake --build build` in the fxlens checkout), `pip install ' +
  'fxlens`, or install the fxlens package for your platform (the universal one runs everywhere, as WebAssembly); to ' +
  'choose a binary set "fxlens.server.path" (Settings → Extensions → fxlens), then run "FX Graph: Restart Language Server".';

/** Why `--version`'s outcome is not fxlens's, in a few words; undefined when it is. */
export function versionFailure(r: VersionResult): string | undefined {
  const out = (r.stdout ?? '').trim();
  if (!r.error && /^fxlens \d+\.\d+/.test(out)) return undefined;
  return r.error ? r.error : out ? `\`--version\` said "${out.split('\n')[0].slice(0, 80)}"` : '`--version` printed nothing';
}

export function normalizeKind(kind: string | undefined): ServerKind {
  return kind === 'native' || kind === 'wasm' ? kind : 'auto';
}

/**
 * Which server to start, in this order: the user's `fxlens.server.path` (a native binary, or a `.wasm` module run
 * by the WebAssembly host); the native binary this package carries (`server/fxlens`) if it exists and runs (answers
 * `--version` with `fxlens X.Y.Z`: a binary for another architecture, or whose loader is missing, fails there);
 * `../build/fxlens` (development); `fxlens` on PATH (`pip install fxlens`); else the WebAssembly server this
 * package carries. `fxlens.server.kind` "native" or "wasm" keeps to that kind. `passed` says why each candidate
 * before the chosen one was passed over, and `line` is what the output channel says.
 */
export async function chooseServer(input: ChooseInput): Promise<Choice> {
  const platform = input.platform ?? process.platform;
  const target = `${platform}-${input.arch ?? process.arch}`;
  const kind = normalizeKind(input.kind);
  const exe = binaryName(platform);
  const ext = input.extensionPath;
  const wasm = path.join(ext, 'server', 'fxlens.wasm');
  const script = path.join(ext, 'dist', 'wasm-server.js');
  const passed: string[] = [];
  const native = (p: string, source: ServerSource, label: string): Choice =>
    ({ ok: true, server: { kind: 'native', path: p, source }, passed, line: startLine(`the native server ${p} (${label})`, passed) });

  if (input.configured && input.configured.trim() !== '') {
    const p = expandConfigured(input.configured, input.homeDir);
    const isWasm = p.toLowerCase().endsWith('.wasm');
    if (!path.isAbsolute(p))
      return { ok: false, passed, message: `fxlens: the setting "fxlens.server.path" is "${p}", which is not an absolute path. ` +
        'Fix: give the full path to the fxlens binary or fxlens.wasm (or start it with ~/), or clear the setting to use the bundled server.' };
    if (kind !== 'auto' && (kind === 'wasm') !== isWasm)
      return { ok: false, passed, message: `fxlens: "fxlens.server.kind" is "${kind}" but "fxlens.server.path" names ${isWasm ? 'a WebAssembly module' : 'a native binary'} (${p}). ` +
        'Fix: clear one of the two settings (or set the kind to "auto").' };
    if (isWasm) {
      if (!input.isFile(p)) return { ok: false, passed, message: `fxlens: the setting "fxlens.server.path" points to "${p}", which is not a file. Fix: correct the path, or clear the setting to use the bundled server.` };
      if (!input.isFile(script)) return { ok: false, passed, message: `fxlens: "fxlens.server.path" names a WebAssembly server (${p}), but this package has no WebAssembly host (dist/wasm-server.js). Fix: install an fxlens package that carries it, or point the setting to a native fxlens binary.` };
      return { ok: true, passed, server: { kind: 'wasm', wasm: p, script, source: 'setting' }, line: startLine(`the WebAssembly server ${p} (fxlens.server.path)`, passed) };
    }
    if (!input.isExecutable(p))
      return { ok: false, passed, message: `fxlens: the setting "fxlens.server.path" points to "${p}", which is not an executable file. ` +
        'Fix: correct the path, or clear the setting to use the bundled server.' };
    const problem = identityProblem(p, await input.version(p));
    if (problem) return { ok: false, passed, message: problem };
    return native(p, 'setting', 'fxlens.server.path');
  }

  if (kind !== 'wasm') {
    const bundled = path.join(ext, 'server', exe);
    if (!input.isFile(bundled)) passed.push(`no native binary for ${target} in this package`);
    else {
      const why = input.isExecutable(bundled) ? versionFailure(await input.version(bundled)) : 'not executable';
      if (!why) return native(bundled, 'bundled', 'bundled');
      passed.push(`native server/${exe} failed: ${why}`);
    }
    const build = path.join(ext, '..', 'build', exe);
    if (input.isExecutable(build)) {
      const why = versionFailure(await input.version(build));
      if (!why) return native(build, 'build', 'development build');
      passed.push(`${build} failed: ${why}`);
    }
    const sep = platform === 'win32' ? ';' : ':';
    const onPath = (input.pathEnv ?? '').split(sep).filter((d) => d).map((d) => path.join(d, exe)).find((p) => input.isExecutable(p));
    if (!onPath) passed.push(`no ${exe} on PATH`);
    else {
      const why = versionFailure(await input.version(onPath));
      if (!why) return native(onPath, 'PATH', 'on PATH');
      passed.push(`${exe} on PATH (${onPath}) failed: ${why}`);
    }
  } else passed.push('"fxlens.server.kind" is "wasm"');

  const hasWasm = input.isFile(wasm), hasScript = input.isFile(script);
  if (kind !== 'native' && hasWasm && hasScript)
    return { ok: true, passed, server: { kind: 'wasm', wasm, script, source: 'bundled' },
      line: startLine('the WebAssembly server (server/fxlens.wasm)', passed) };
  if (kind === 'native')
    return { ok: false, passed, message: `fxlens: no native fxlens server runs here (${passed.join('; ')}), and "fxlens.server.kind" is "native". ` +
      (hasWasm && hasScript ? 'Fix: set "fxlens.server.kind" to "auto" to use the WebAssembly server this package carries, or ' : 'Fix: ') +
      FIX.replace(/^Fix: /, '') };
  if (hasWasm && !hasScript) passed.push('server/fxlens.wasm is here but not its host dist/wasm-server.js (a broken package)');
  else if (!hasWasm) passed.push('no WebAssembly server (server/fxlens.wasm) in this package');
  return { ok: false, passed, message: `fxlens: no fxlens language server to start (${passed.join('; ')}). ${FIX}` };
}

/** `fxlens: starting X: why the ones before were passed over`. */
function startLine(what: string, passed: string[]): string {
  return `fxlens: starting ${what}${passed.length ? `: ${passed.join('; ')}` : ''}`;
}

/** What `BINARY --version` must say for the extension to start it as the language server: `fxlens X.Y.Z`. A wrong
 *  binary in "fxlens.server.path" (another program, a script) would otherwise crash five times with "write EPIPE".
 *  Returns undefined when it is fxlens, else the message to show once. */
export function identityProblem(binary: string, result: { stdout?: string; error?: string }): string | undefined {
  const out = (result.stdout ?? '').trim();
  if (!result.error && /^fxlens \d+\.\d+/.test(out)) return undefined;
  const said = result.error ? `failed: ${result.error}` : out ? `said "${out.split('\n')[0].slice(0, 80)}"` : 'printed nothing';
  return `fxlens: "${binary}" is not the fxlens language server (\`${path.basename(binary)} --version\` ${said}). ` +
    'Fix: point "fxlens.server.path" to the fxlens binary, or clear the setting to use the bundled server.';
}
