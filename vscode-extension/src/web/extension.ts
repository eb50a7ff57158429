// fxlens in the web extension host (vscode.dev, github.dev; package.json "browser"): no process can be started there,
// so the server is the WebAssembly one, in a Web Worker (serverWorker.ts), and it sees only the documents the editor
// sends it (didOpen): partner graphs are not read from disk and model sources are not annotated. Everything else
// is shared with the Node extension host (activate.ts). The preview lays the server's DOT plans out in its panel.
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, State } from 'vscode-languageclient/browser';
import { activateWith, firstDiagnosticsTiming, initializationOptions } from '../activate';
import { Ctx, LANGUAGE_ID } from '../ctx';
import { errorText } from '../preview';
import { WorkerInit } from './bridge';

// The browser's Worker (this project's tsconfig has no DOM lib).
interface WorkerLike { postMessage(m: unknown, transfer?: unknown[]): void; terminate(): void }
declare const Worker: new (url: string) => WorkerLike;

let ctx: Ctx | undefined;

/** What the web host cannot do, said once when the server starts (the output channel). */
export const WEB_LIMITS = 'in the browser fxlens reads no files: it analyses the documents open in the editor ' +
  '(open a backward\'s forward too, to pair them), and does not annotate model sources (.py)';

function startFailed(c: Ctx, message: string): undefined {
  c.output.appendLine(message);
  void vscode.window.showErrorMessage(message, 'Show Log').then((a) => { if (a) c.output.show(); });
  return undefined;
}

async function startClient(c: Ctx): Promise<LanguageClient | undefined> {
  const base = c.extCtx.extensionUri;
  let wasm: Uint8Array;
  try {
    // through the extension's URI: VS Code serves it wherever the extension is (a CDN, a local folder)
    wasm = (await vscode.workspace.fs.readFile(vscode.Uri.joinPath(base, 'server', 'fxlens.wasm'))).slice();
  } catch (e) {
    return startFailed(c, `fxlens: this package has no WebAssembly server (server/fxlens.wasm: ${errorText(e)}), and in the ` +
      'browser no other can run. Fix: install the universal fxlens package (the Marketplace\'s "fxlens"), which carries it.');
  }
  c.output.appendLine(`fxlens: starting the WebAssembly server (server/fxlens.wasm) in a Web Worker: the web extension host runs no native program; ${WEB_LIMITS}`);
  const worker = new Worker(vscode.Uri.joinPath(base, 'dist', 'web', 'server-worker.js').toString(true));
  const init: WorkerInit = { fxlensWorkerInit: { wasm } };
  worker.postMessage(init, [wasm.buffer]);
  const clientOptions: LanguageClientOptions = {
    // any scheme: vscode-vfs (github.dev), vscode-test-web, untitled, the clean view of a log
    documentSelector: [{ language: LANGUAGE_ID }],
    initializationOptions: initializationOptions(),
    outputChannel: c.output,
    middleware: firstDiagnosticsTiming(c, 'WebAssembly (Web Worker)'),
  };
  const client = new LanguageClient('fxlens', 'fxlens', clientOptions, worker as never);
  client.onDidChangeState((e) => { if (e.newState === State.Stopped) setTimeout(() => worker.terminate(), 2000); });
  try {
    await client.start();
  } catch (e) {
    worker.terminate();
    return startFailed(c, `fxlens: the WebAssembly server failed to start: ${errorText(e)}. Fix: reload the window; if it ` +
      'persists, reinstall the extension (the log above has the server\'s own words).');
  }
  return client;
}

export async function activate(extCtx: vscode.ExtensionContext): Promise<void> {
  ctx = await activateWith(extCtx, 'web', startClient);
}

export async function deactivate(): Promise<void> {
  await ctx?.stopClient();
}
