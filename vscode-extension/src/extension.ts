// fxlens for VS Code (VS Code's Node extension host): starts the fxlens language server over stdio for `fx-graph`
// documents, asks it (`fxlens/detect`) which plain text, log and Python documents are FX printouts, and adds the joint
// graph preview, pairing and the association table. The server is a native binary or the WebAssembly one
// (serverPath.ts chooses); what both extension hosts share is in activate.ts (web/extension.ts is the web one).
// The shape of VS Code's lsp-sample; the state the features share is a Ctx (ctx.ts).
import { ChildProcess, execFile, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, State } from 'vscode-languageclient/node';
import { activateWith, firstDiagnosticsTiming, initializationOptions } from './activate';
import { CLEAN_SCHEME } from './cleanView';
import { Ctx, LANGUAGE_ID } from './ctx';
import { errorText } from './preview';
import { chooseServer, foreignArch, Server } from './serverPath';

export { LANGUAGE_ID } from './ctx';
let ctx: Ctx | undefined;

function isExecutable(p: string): boolean {
  try { const st = fs.statSync(p); if (!st.isFile()) return false; fs.accessSync(p, fs.constants.X_OK); return true; } catch { return false; }
}

/** A .vsix unzip may drop the executable bit of the bundled server: restore it. */
function ensureBundledExecutable(extensionPath: string): void {
  const p = path.join(extensionPath, 'server', process.platform === 'win32' ? 'fxlens.exe' : 'fxlens');
  try { if (fs.statSync(p).isFile() && !isExecutable(p)) fs.chmodSync(p, 0o755); } catch { /* not bundled */ }
}

/** Why `binary` failed to run, in words a user can act on: another architecture's binary, a missing loader. */
function whyNotRun(binary: string, err: { code?: string | number | null; message: string }): string {
  try {
    const fd = fs.openSync(binary, 'r');
    const head = Buffer.alloc(64);
    try { fs.readSync(fd, head, 0, 64, 0); } finally { fs.closeSync(fd); }
    const foreign = foreignArch(head, process.arch);
    if (foreign) return foreign;
    // the file is there: ENOENT is about its ELF interpreter (a glibc binary on a system without that loader)
    if (err.code === 'ENOENT') return `it cannot be started (${err.message.split('\n')[0]}): its dynamic loader is missing`;
  } catch { /* unreadable: the error says it */ }
  return err.message.split('\n')[0];
}

/** `BINARY --version`, bounded to 3 s: the server's identity before it is trusted with the editor's documents. */
function versionOf(binary: string): Promise<{ stdout?: string; error?: string }> {
  return new Promise((resolve) => {
    execFile(binary, ['--version'], { timeout: 3000, maxBuffer: 4096 }, (err, stdout) =>
      resolve(err ? { stdout: String(stdout ?? ''), error: whyNotRun(binary, err) } : { stdout: String(stdout) }));
  });
}

/** Runs the server for the client: `BINARY lsp`, or for the WebAssembly server `dist/wasm-server.js fxlens.wasm lsp`
 *  under the extension host's own Node. The process is ours, not vscode-languageclient's: the library reports every
 *  exit as an error ("[Error] Server process exited with code 0" after each restart), and for a `module` it appends
 *  `--stdio --clientProcessId=N`, which `fxlens lsp` refuses as unknown options. Here a clean exit is logged as such
 *  and a crash names its code or signal (the client's own handler still restarts a crashed server). */
function serverProcess(server: Server, output: vscode.OutputChannel): ChildProcess {
  const child = server.kind === 'native'
    ? spawn(server.path, ['lsp'], { stdio: ['pipe', 'pipe', 'pipe'] })
    // process.execPath is the extension host's own executable, in VS Code the editor's (Electron):
    // ELECTRON_RUN_AS_NODE makes it the plain Node it is in the extension host (what vscode-languageclient sets
    // when it forks a `module`). Not fork(): its IPC channel would keep the server's event loop alive after `exit`.
    : spawn(process.execPath, [server.script, server.wasm, 'lsp'], { stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, ELECTRON_RUN_AS_NODE: '1', ELECTRON_NO_ASAR: '1' } });
  const what = server.kind === 'native' ? server.path : `the WebAssembly server (${server.script} ${server.wasm})`;
  child.on('error', (e) => output.appendLine(`fxlens: could not run ${what}: ${e.message}`));
  child.on('exit', (code, signal) => output.appendLine(code === 0
    ? `fxlens: the server (pid ${child.pid}) stopped`
    : `fxlens: the server (pid ${child.pid}) exited ${signal ? `on signal ${signal}` : `with code ${code}`}`));
  return child;
}

/** A server still running 2 s after its client stopped (it did not obey `exit`) is killed. */
function killWhenStopped(client: LanguageClient, processes: Set<ChildProcess>): void {
  client.onDidChangeState((e) => {
    if (e.newState !== State.Stopped) return;
    for (const p of processes) {
      setTimeout(() => { if (p.exitCode === null && p.signalCode === null) p.kill(); }, 2000);
      processes.delete(p);
    }
  });
}

function isFile(p: string): boolean {
  try { return fs.statSync(p).isFile(); } catch { return false; }
}

/** Says `message` in the output channel and once as an error, with a way to the settings. */
function startFailed(ctx: Ctx, message: string): undefined {
  ctx.output.appendLine(message);
  void vscode.window.showErrorMessage(message, 'Open Settings', 'Show Log').then((a) => {
    if (a === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'fxlens.server');
    else if (a === 'Show Log') ctx.output.show();
  });
  return undefined;
}

/** Makes and starts the language client; on failure says why (with the fix) and gives undefined. */
async function startClient(ctx: Ctx): Promise<LanguageClient | undefined> {
  const { extensionPath } = ctx.extCtx, output = ctx.output;
  ensureBundledExecutable(extensionPath);
  const cfg = vscode.workspace.getConfiguration('fxlens');
  const choice = await chooseServer({
    // The user's own settings only (both are `machine` settings; a workspace value is ignored here too).
    configured: cfg.inspect<string>('server.path')?.globalValue ?? '',
    kind: cfg.inspect<string>('server.kind')?.globalValue ?? 'auto',
    extensionPath, homeDir: os.homedir(), pathEnv: process.env.PATH, isExecutable, isFile, version: versionOf,
  });
  if (!choice.ok) return startFailed(ctx, choice.message);
  output.appendLine(choice.line);
  const server = choice.server;
  const processes = new Set<ChildProcess>();
  const serverOptions: ServerOptions = async () => {
    const child = serverProcess(server, output);
    processes.add(child);
    return child;
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: LANGUAGE_ID, scheme: 'file' }, { language: LANGUAGE_ID, scheme: 'untitled' },
      { language: LANGUAGE_ID, scheme: CLEAN_SCHEME },
      // a virtual workspace's documents (Remote Repositories): analysed as sent, like untitled ones
      { language: LANGUAGE_ID, scheme: 'vscode-vfs' },
      // Python model sources: the server only adds the lenses and hovers of the lines the dumps name (docs/LSP.md).
      { language: 'python', scheme: 'file' }],
    initializationOptions: initializationOptions(),
    outputChannel: output,
    middleware: firstDiagnosticsTiming(ctx, server.kind === 'native' ? 'native' : 'WebAssembly'),
  };
  const c = new LanguageClient('fxlens', 'fxlens', serverOptions, clientOptions);
  killWhenStopped(c, processes);
  try {
    await c.start();
  } catch (e) {
    const which = server.kind === 'native' ? server.path : `the WebAssembly server ${server.wasm}`;
    const fix = server.kind === 'native' ? 'Fix: check the binary runs (`fxlens lsp`), or point "fxlens.server.path" to a working build.'
      : 'Fix: reinstall the extension, or use a native server ("fxlens.server.path", or `pip install fxlens`).';
    return startFailed(ctx, `fxlens: the language server (${which}) failed to start: ${errorText(e)}. ${fix}`);
  }
  return c;
}

export async function activate(extCtx: vscode.ExtensionContext): Promise<void> {
  ctx = await activateWith(extCtx, 'node', startClient);
}

export async function deactivate(): Promise<void> {
  await ctx?.stopClient();
}
