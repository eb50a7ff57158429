// What both extension hosts share (extension.ts for VS Code's Node host, web/extension.ts for vscode.dev and
// github.dev): the commands, content detection, log dimming and the restarts on a settings change. Only making and
// starting the language client differs between them (a process, or a Web Worker), so it is passed in.
import * as vscode from 'vscode';
import { BaseLanguageClient, Middleware, Trace } from 'vscode-languageclient';
import * as commands from './commands';
import { Ctx, Host, LANGUAGE_ID } from './ctx';
import { forgetWhenClosed, inspect } from './inspect';
import { registerLogDimming } from './logDim';
import { RunTreeProvider } from './runTree';

export async function activateWith(extCtx: vscode.ExtensionContext, host: Host,
  startClient: (ctx: Ctx) => Promise<BaseLanguageClient | undefined>): Promise<Ctx> {
  const c = new Ctx(extCtx, startClient, host);
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
  register('fxlens.diffGraphs', commands.diffGraphs);
  register('fxlens.pairWithDocument', commands.pairWithDocument);
  register('fxlens.showAssociationsTable', commands.showAssociationsTable);
  register('fxlens.restartServer', commands.restartServer);
  register('fxlens.showLocations', commands.showLocations);
  register('fxlens.previewSourceLine', commands.previewSourceLine);
  register('fxlens.openCleanView', commands.openCleanView);
  register('fxlens.showInLog', commands.showInLog);
  const run = new RunTreeProvider(c);
  extCtx.subscriptions.push(run, vscode.window.registerTreeDataProvider('fxlens.run', run),
    vscode.commands.registerCommand('fxlens.refreshRun', () => run.refresh()), c.onDidStartClient(() => {
      void vscode.commands.executeCommand('setContext', 'fxlens.serverStarted', true);
      run.refresh();
    }));
  extCtx.subscriptions.push(vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration('fxlens.trace.server')) {
      const value = vscode.workspace.getConfiguration('fxlens').get<string>('trace.server', 'off');
      c.output.appendLine(`fxlens: fxlens.trace.server is now "${value}"`);
      void c.client?.setTrace(Trace.fromString(value));
    }
    if (e.affectsConfiguration('fxlens.server.path') || e.affectsConfiguration('fxlens.server.kind') ||
        e.affectsConfiguration('fxlens.inlayHints')) void c.restartClient();
  }));

  await Promise.all(vscode.workspace.textDocuments.map((d) => inspect(c, d)));
  if (vscode.workspace.textDocuments.some((d) => d.languageId === LANGUAGE_ID)) await c.ensureClient();
  return c;
}

export function initializationOptions(): Record<string, unknown> {
  const c = vscode.workspace.getConfiguration('fxlens');
  return { inlayHints: { forwardNames: c.get<boolean>('inlayHints.enabled', true), types: c.get<boolean>('inlayHints.types', false) } };
}

/** Middleware that says once, in the output channel, how long after activation the first diagnostics arrived: what
 *  a user waits before a printout lights up (starting the server, detection, the analysis), by server kind. The
 *  end-to-end tests read it for docs/EDITOR.md's native vs WebAssembly figures. */
export function firstDiagnosticsTiming(c: Ctx, server: string): Middleware {
  let said = false;
  return {
    handleDiagnostics(uri, diagnostics, next) {
      if (!said) {
        said = true;
        c.output.appendLine(`fxlens: first diagnostics ${Date.now() - c.activatedAt} ms after activation (${server} server)`);
      }
      next(uri, diagnostics);
    },
  };
}
