// fxlens.wasm in Node (bundled as dist/wasm-server.js):
//   node wasm-server.js FXLENS_WASM lsp [--stdio]   the language server on this process's stdin and stdout
//   node wasm-server.js FXLENS_WASM ARGS...         the command line (analyze, check, memory, --version, ...)
// with the real file system (nodeFiles.ts) and our own WASI (host.ts), as the extension runs the server in a
// forked Node process. Exits with the module's exit code (134 if it crashed).
import * as fs from 'fs';
import { FxlensModule, LanguageServer } from './host';
import { NodeFiles, modulePath } from './nodeFiles';

const USAGE = 'usage: node wasm-server.js FXLENS_WASM lsp [--stdio] | node wasm-server.js FXLENS_WASM ARGS...\n';

// What the module sees of the environment: fxlens's own settings, and where relative paths start.
function environment(): Record<string, string> {
  const env: Record<string, string> = { PWD: modulePath(process.cwd()) };
  for (const [k, v] of Object.entries(process.env)) if (k.startsWith('FXLENS_') && v !== undefined) env[k] = v;
  return env;
}

// Node writes to a pipe asynchronously: the exit waits until what was written has gone.
function exitWith(code: number): void {
  process.stdin.destroy();
  process.stdout.write('', () => process.exit(code));
}

function serve(m: FxlensModule, args: string[]): void {
  const unknown = args.find((a) => a !== '--stdio');
  if (unknown !== undefined) {
    process.stderr.write(`fxlens lsp: unknown option ${unknown}\n`);
    return exitWith(2);
  }
  const server = new LanguageServer(m, exitWith);
  process.stdin.on('data', (chunk: Buffer) => server.write(chunk));
  process.stdin.on('end', () => server.end());
}

// A Windows path on the command line (C:\x.txt) is given to the module as its own (/c:/x.txt).
function cliArgs(args: string[]): string[] {
  return process.platform === 'win32' ? args.map((a) => (/^[A-Za-z]:[\\/]/.test(a) ? modulePath(a) : a)) : args;
}

async function main(): Promise<void> {
  const [wasm, ...args] = process.argv.slice(2);
  if (!wasm) {
    process.stderr.write(USAGE);
    return exitWith(2);
  }
  const bytes = fs.readFileSync(wasm);
  const m = await FxlensModule.instantiate(bytes, {
    fs: new NodeFiles(),
    env: environment(),
    stdout: (b) => process.stdout.write(b),
    stderr: (b) => process.stderr.write(b),
    stdin: (into) => {
      try {
        return fs.readSync(0, into, 0, into.length, null);
      } catch {
        return 0;
      }
    },
  });
  if (args[0] === 'lsp') return serve(m, args.slice(1));
  exitWith(m.runCli(cliArgs(args)));
}

main().catch((e: unknown) => {
  process.stderr.write(`fxlens.wasm: ${e instanceof Error ? e.message : String(e)}\n`);
  exitWith(1);
});
