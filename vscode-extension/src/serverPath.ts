// Where the fxlens binary comes from. Pure: file-system probes are injected so the order is unit-tested.
import * as path from 'path';

export type ServerSource = 'setting' | 'bundled' | 'build' | 'PATH';

export interface ResolveInput {
  /** `fxlens.server.path` from the user's settings (may be empty or start with `~`; must be absolute). */
  configured: string | undefined;
  extensionPath: string;
  homeDir?: string;
  /** process.env.PATH */
  pathEnv?: string;
  platform?: NodeJS.Platform;
  /** true when `p` is an existing, executable regular file */
  isExecutable: (p: string) => boolean;
}

export type ResolveResult =
  | { ok: true; path: string; source: ServerSource; tried: string[] }
  | { ok: false; message: string; tried: string[] };

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

/** Order: the setting, else `server/fxlens` in the extension, else `../build/fxlens` (development), else PATH. */
export function resolveServerPath(input: ResolveInput): ResolveResult {
  const platform = input.platform ?? process.platform;
  const exe = binaryName(platform);
  const tried: string[] = [];
  const fix = 'Fix: build the server (`cmake -S . -B build && cmake --build build` in the fxlens checkout) or install a ' +
    'fxlens package, then set "fxlens.server.path" to the binary (Settings → Extensions → fxlens) and run ' +
    '"FX Graph: Restart Language Server".';
  if (input.configured && input.configured.trim() !== '') {
    const p = expandConfigured(input.configured, input.homeDir);
    tried.push(p);
    if (!path.isAbsolute(p))
      return { ok: false, tried, message: `fxlens: the setting "fxlens.server.path" is "${p}", which is not an absolute path. ` +
        'Fix: give the full path to the fxlens binary (or start it with ~/), or clear the setting to use the bundled server.' };
    if (input.isExecutable(p)) return { ok: true, path: p, source: 'setting', tried };
    return { ok: false, tried, message: `fxlens: the setting "fxlens.server.path" points to "${p}", which is not an executable file. ` +
      'Fix: correct the path, or clear the setting to use the bundled server.' };
  }
  const candidates: [string, ServerSource][] = [
    [path.join(input.extensionPath, 'server', exe), 'bundled'],
    [path.join(input.extensionPath, '..', 'build', exe), 'build'],
  ];
  for (const [p, source] of candidates) {
    tried.push(p);
    if (input.isExecutable(p)) return { ok: true, path: p, source, tried };
  }
  const sep = platform === 'win32' ? ';' : ':';
  for (const dir of (input.pathEnv ?? '').split(sep)) {
    if (!dir) continue;
    const p = path.join(dir, exe);
    if (input.isExecutable(p)) { tried.push(p); return { ok: true, path: p, source: 'PATH', tried }; }
  }
  tried.push(`${exe} on PATH`);
  return { ok: false, tried, message: `fxlens: language server binary not found (looked for ${tried.join(', ')}). ${fix}` };
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
