// fxlens for VS Code: starts `fxlens lsp` over stdio for `fx-graph` documents, asks it (`fxlens/detect`) which plain
// text, log and Python documents are FX printouts, and adds the joint graph preview, pairing and the association table.
// The shape of VS Code's lsp-sample: making the client is here, activate registers the commands (commands.ts) and
// features (inspect.ts, logDim.ts, preview.ts), deactivate stops the client. The state they share is a Ctx (ctx.ts).
import { ChildProcess, execFile, spawn } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, ServerOptions, State, Trace } from 'vscode-languageclient/node';
import { CLEAN_SCHEME } from './cleanView';
import * as commands from './commands';
import { Ctx, LANGUAGE_ID } from './ctx';
import { forgetWhenClosed, inspect } from './inspect';
import { registerLogDimming } from './logDim';
import { errorText } from './preview';
import { identityProblem, resolveServerPath } from './serverPath';

export { LANGUAGE_ID } from './ctx';
let ctx: Ctx | undefined;

function isExecutable(p: string): boolean {
  try { const st = fs.statSync(p); if (!st.isFile()) return false; fs.accessSync(p, fs.constants.X_OK); return true; } catch { return false; }
}

function initializationOptions() {
  const c = vscode.workspace.getConfiguration('fxlens');
  return { inlayHints: { forwardNames: c.get<boolean>('inlayHints.enabled', true), types: c.get<boolean>('inlayHints.types', false) } };
}

/** A .vsix unzip may drop the executable bit of the bundled server: restore it. */
function ensureBundledExecutable(extensionPath: string): void {
  const p = path.join(extensionPath, 'server', process.platform === 'win32' ? 'fxlens.exe' : 'fxlens');
  try { if (fs.statSync(p).isFile() && !isExecutable(p)) fs.chmodSync(p, 0o755); } catch { /* not bundled */ }
}

/** `BINARY --version`, bounded to 3 s: the server's identity before it is trusted with the editor's documents. */
function versionOf(binary: string): Promise<{ stdout?: string; error?: string }> {
  return new Promise((resolve) => {
    execFile(binary, ['--version'], { timeout: 3000, maxBuffer: 4096 }, (err, stdout) =>
      resolve(err ? { stdout: String(stdout ?? ''), error: err.message.split('\n')[0] } : { stdout: String(stdout) }));
  });
}

/** Runs `BINARY lsp` for the client. The process is ours, not vscode-languageclient's: the library reports every
 *  exit as an error ("[Error] Server process exited with code 0" after each restart); here a clean exit is logged as
 *  such and a crash names its code or signal (the client's own handler still restarts a crashed server). */
function serverProcess(binary: string, output: vscode.OutputChannel): ChildProcess {
  const child = spawn(binary, ['lsp'], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.on('error', (e) => output.appendLine(`fxlens: could not run ${binary}: ${e.message}`));
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

/** Makes and starts the language client; on failure says why (with the fix) and gives undefined. */
async function startClient(ctx: Ctx): Promise<LanguageClient | undefined> {
  const { extensionPath } = ctx.extCtx, output = ctx.output;
  ensureBundledExecutable(extensionPath);
  const cfg = vscode.workspace.getConfiguration('fxlens');
  const resolved = resolveServerPath({
    // The user's own setting only (the setting's scope is `machine`; a workspace value is ignored here too).
    configured: cfg.inspect<string>('server.path')?.globalValue ?? '', extensionPath,
    homeDir: os.homedir(),
    pathEnv: process.env.PATH, isExecutable,
  });
  if (!resolved.ok) {
    output.appendLine(resolved.message);
    void vscode.window.showErrorMessage(resolved.message, 'Open Settings', 'Show Log').then((a) => {
      if (a === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', 'fxlens.server.path');
      else if (a === 'Show Log') output.show();
    });
    return undefined;
  }
  const problem = identityProblem(resolved.path, await versionOf(resolved.path));
  if (problem) {
    output.appendLine(problem);
    void vscode.window.showErrorMessage(problem, 'Open Settings').then((a) => {
      if (a) void vscode.commands.executeCommand('workbench.action.openSettings', 'fxlens.server.path');
    });
    return undefined;
  }
  output.appendLine(`fxlens: starting ${resolved.path} lsp (from ${resolved.source})`);
  const processes = new Set<ChildProcess>();
  const serverOptions: ServerOptions = async () => {
    const child = serverProcess(resolved.path, output);
    processes.add(child);
    return child;
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: LANGUAGE_ID, scheme: 'file' }, { language: LANGUAGE_ID, scheme: 'untitled' },
      { language: LANGUAGE_ID, scheme: CLEAN_SCHEME },
      // Python model sources: the server only adds the lenses and hovers of the lines the dumps name (docs/LSP.md).
      { language: 'python', scheme: 'file' }],
    initializationOptions: initializationOptions(),
    outputChannel: output,
  };
  const c = new LanguageClient('fxlens', 'fxlens', serverOptions, clientOptions);
  killWhenStopped(c, processes);
  try {
    await c.start();
  } catch (e) {
    const msg = `fxlens: the language server (${resolved.path}) failed to start: ${errorText(e)}. ` +
      'Fix: check the binary runs (`fxlens lsp`), or point "fxlens.server.path" to a working build.';
    output.appendLine(msg);
    void vscode.window.showErrorMessage(msg, 'Open Settings').then((a) => {
      if (a) void vscode.commands.executeCommand('workbench.action.openSettings', 'fxlens.server.path');
    });
    return undefined;
  }
  return c;
}

export async function activate(extCtx: vscode.ExtensionContext): Promise<void> {
  const c = ctx = new Ctx(extCtx, startClient);
  const register = (name: string, make: (ctx: Ctx) => commands.Cmd) =>
    extCtx.subscriptions.push(vscode.commands.registerCommand(name, make(c)));
  extCtx.subscriptions.push(
    registerLogDimming(c),
    vscode.workspace.onDidOpenTextDocument((d) => {
      if (d.languageId === LANGUAGE_ID) void c.ensureClient(); else void inspect(c, d);
    }),
    vscode.workspace.onDidCloseTextDocument((d) => forgetWhenClosed(c, d)),
  );
  register('fxlens.analyzeFile', commands.analyzeFile);
  register('fxlens.openPreview', commands.openPreview);
  register('fxlens.showMemory', commands.showMemory);
  register('fxlens.comparePartitions', commands.comparePartitions);
  register('fxlens.pairWithDocument', commands.pairWithDocument);
  register('fxlens.showAssociationsTable', commands.showAssociationsTable);
  register('fxlens.restartServer', commands.restartServer);
  register('fxlens.showLocations', commands.showLocations);
  register('fxlens.previewSourceLine', commands.previewSourceLine);
  register('fxlens.openCleanView', commands.openCleanView);
  register('fxlens.showInLog', commands.showInLog);
  extCtx.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('fxlens.trace.server')) {
      const value = vscode.workspace.getConfiguration('fxlens').get<string>('trace.server', 'off');
      c.output.appendLine(`fxlens: fxlens.trace.server is now "${value}"`);
      void c.client?.setTrace(Trace.fromString(value));
    }
    if (e.affectsConfiguration('fxlens.server.path') || e.affectsConfiguration('fxlens.inlayHints')) void c.restartClient();
  }));

  await Promise.all(vscode.workspace.textDocuments.map((d) => inspect(c, d)));
  if (vscode.workspace.textDocuments.some((d) => d.languageId === LANGUAGE_ID)) await c.ensureClient();
}

export async function deactivate(): Promise<void> {
  await ctx?.stopClient();
}
