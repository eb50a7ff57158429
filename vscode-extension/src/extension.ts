// fxlens for VS Code: starts `fxlens lsp` over stdio for `fx-graph` documents, asks it (`fxlens/detect`) which plain
// text, log and Python documents are FX printouts, and adds the joint graph preview, pairing and the association table.
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as vscode from 'vscode';
import {
  ExecuteCommandRequest, LanguageClient, LanguageClientOptions, ServerOptions, TransportKind,
} from 'vscode-languageclient/node';
import {
  DETECT_HEAD_CHARS, DETECT_REQUEST, DetectParams, DetectResult, decisionLine, detectionHead, mayBePrintout, shouldInspect,
} from './detect';
import { registerLogDimming } from './logDim';
import { errorText, PreviewManager } from './preview';
import { RenderResult } from './previewLogic';
import { resolveServerPath } from './serverPath';

export const LANGUAGE_ID = 'fx-graph';
let client: LanguageClient | undefined;
let starting: Promise<LanguageClient | undefined> | undefined;
let output: vscode.OutputChannel;
// Documents inspected while open (a user's later language choice is respected); forgotten when they close, so
// that a file reopened as plain text is inspected again.
const decided = new Set<string>();
const hinted = new Set<string>();    // documents offered "Analyze this file" (once per document and session)
let serverFailed = false;            // the server did not start: detection stops asking until a restart
const ANALYZE = 'FX Graph: Analyze this file';

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

async function startClient(ctx: vscode.ExtensionContext): Promise<LanguageClient | undefined> {
  ensureBundledExecutable(ctx.extensionPath);
  const cfg = vscode.workspace.getConfiguration('fxlens');
  const resolved = resolveServerPath({
    // The user's own setting only (the setting's scope is `machine`; a workspace value is ignored here too).
    configured: cfg.inspect<string>('server.path')?.globalValue ?? '', extensionPath: ctx.extensionPath,
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
  output.appendLine(`fxlens: starting ${resolved.path} lsp (from ${resolved.source})`);
  const serverOptions: ServerOptions = { command: resolved.path, args: ['lsp'], transport: TransportKind.stdio };
  const clientOptions: LanguageClientOptions = {
    documentSelector: [{ language: LANGUAGE_ID, scheme: 'file' }, { language: LANGUAGE_ID, scheme: 'untitled' }],
    initializationOptions: initializationOptions(),
    outputChannel: output,
  };
  const c = new LanguageClient('fxlens', 'fxlens', serverOptions, clientOptions);
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

async function ensureClient(ctx: vscode.ExtensionContext): Promise<LanguageClient | undefined> {
  if (client) return client;
  if (!starting) starting = startClient(ctx).then((c) => { client = c; if (!c) starting = undefined; return c; });
  return starting;
}

async function restartClient(ctx: vscode.ExtensionContext): Promise<void> {
  const old = client; client = undefined; starting = undefined; serverFailed = false;
  if (old) { try { await old.stop(); } catch { /* already gone */ } }
  await ensureClient(ctx);
}

async function executeServerCommand<T>(ctx: vscode.ExtensionContext, command: string, args: unknown[], token?: vscode.CancellationToken): Promise<T> {
  const c = await ensureClient(ctx);
  if (!c) throw new Error('the fxlens language server is not running');
  return c.sendRequest(ExecuteCommandRequest.type, { command, arguments: args }, token) as Promise<T>;
}

function displayName(doc: vscode.TextDocument): string {
  return doc.uri.scheme === 'file' ? doc.uri.fsPath : doc.uri.toString();
}

/** The document's first DETECT_HEAD_CHARS characters, cut at a line end (what `fxlens/detect` reads). */
function headOf(doc: vscode.TextDocument): string {
  return detectionHead(doc.getText(new vscode.Range(new vscode.Position(0, 0), doc.positionAt(DETECT_HEAD_CHARS + 1))));
}

/** Asks the server whether `doc` is an FX printout (once while it is open) and acts on the answer. */
async function inspect(ctx: vscode.ExtensionContext, doc: vscode.TextDocument): Promise<void> {
  const key = doc.uri.toString();
  if (doc.languageId === LANGUAGE_ID || decided.has(key) || !shouldInspect(doc.languageId, doc.uri.scheme)) return;
  decided.add(key);
  const name = displayName(doc), head = headOf(doc);
  if (!mayBePrintout(head)) {
    output.appendLine(`fxlens: ${name}: not an FX printout (no forward/module/graph/opcode/torch word in its head): server not asked`);
    return;
  }
  if (serverFailed) { output.appendLine(`fxlens: ${name}: not inspected: the language server is not running`); return; }
  const c = await ensureClient(ctx);
  if (!c) { serverFailed = true; decided.delete(key); return; }
  let r: DetectResult;
  try {
    const params: DetectParams = { uri: key, text: head, fileName: doc.uri.scheme === 'file' ? doc.uri.fsPath : doc.uri.path };
    r = await c.sendRequest<DetectResult>(DETECT_REQUEST, params);
  } catch (e) {
    decided.delete(key);
    output.appendLine(`fxlens: ${name}: detection failed: ${errorText(e)}`);
    return;
  }
  // The user may have closed it or chosen a language meanwhile: that stands.
  if (doc.isClosed || doc.languageId === LANGUAGE_ID || !shouldInspect(doc.languageId, doc.uri.scheme)) { decided.delete(key); return; }
  output.appendLine(decisionLine(name, r));
  if (r.verdict === 'printout') await switchToFx(doc);
  else if (r.verdict === 'almost') offerAnalyze(doc, r);
}

async function switchToFx(doc: vscode.TextDocument): Promise<void> {
  try {
    await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
  } catch (e) {
    // the document went away meanwhile (a peek or a definition lookup loads and drops it): decide again next time
    decided.delete(doc.uri.toString());
    output.appendLine(`fxlens: could not set the language of ${displayName(doc)}: ${errorText(e)}`);
  }
}

/** A non-modal hint for a document with FX markers but no graph the server reads, once per document. */
function offerAnalyze(doc: vscode.TextDocument, r: DetectResult): void {
  const key = doc.uri.toString();
  if (hinted.has(key)) return;
  hinted.add(key);
  const seen = (r.seen ?? []).slice(0, 3).join(', ').replace(/`/g, '');  // notifications show no markdown
  const msg = `FX Graph: ${doc.uri.path.split('/').pop()} has FX markers${seen ? ` (${seen})` : ''} but fxlens reads no graph in it.`;
  void vscode.window.showInformationMessage(msg, ANALYZE).then((a) => {
    if (a === ANALYZE) void vscode.commands.executeCommand('fxlens.analyzeFile', doc.uri);
  });
}

/**
 * A closed document is inspected again when it reopens. A language change also closes and reopens the same
 * document (synchronously): it is still open a tick later, and keeps its decision, so a user's choice stands.
 */
function forgetWhenClosed(doc: vscode.TextDocument): void {
  const key = doc.uri.toString();
  setTimeout(() => {
    if (vscode.workspace.textDocuments.some((d) => d.uri.toString() === key && !d.isClosed)) return;
    if (decided.delete(key)) output.appendLine(`fxlens: ${displayName(doc)}: closed, inspected again when reopened`);
  }, 0);
}

function activeFxDocument(): vscode.TextDocument | undefined {
  const d = vscode.window.activeTextEditor?.document;
  if (d && d.languageId === LANGUAGE_ID) return d;
  return vscode.window.visibleTextEditors.find((e) => e.document.languageId === LANGUAGE_ID)?.document;
}

export async function activate(ctx: vscode.ExtensionContext): Promise<void> {
  output = vscode.window.createOutputChannel('fxlens');
  ctx.subscriptions.push(output);

  const previews = new PreviewManager(ctx.extensionUri, {
    render: (args, token) => executeServerCommand<RenderResult>(ctx, 'fxlens.renderGraph', [args], token),
  });
  ctx.subscriptions.push(previews, registerLogDimming(LANGUAGE_ID));

  ctx.subscriptions.push(
    vscode.workspace.onDidOpenTextDocument((d) => {
      if (d.languageId === LANGUAGE_ID) void ensureClient(ctx); else void inspect(ctx, d);
    }),
    vscode.workspace.onDidCloseTextDocument(forgetWhenClosed),

    vscode.commands.registerCommand('fxlens.analyzeFile', async (uri?: vscode.Uri) => {
      const doc = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
      if (!doc) { void vscode.window.showWarningMessage('FX Graph: open a file first.'); return; }
      decided.add(doc.uri.toString());
      if (doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
      await ensureClient(ctx);
    }),

    vscode.commands.registerCommand('fxlens.openPreview', async () => {
      const doc = activeFxDocument();
      if (!doc) { void vscode.window.showWarningMessage('FX Graph: no FX graph document is open (run "FX Graph: Analyze this file" first).'); return; }
      if (!(await ensureClient(ctx))) return;
      await previews.open(doc);
    }),

    vscode.commands.registerCommand('fxlens.pairWithDocument', async () => {
      const doc = activeFxDocument();
      if (!doc) { void vscode.window.showWarningMessage('FX Graph: open an FX graph document first.'); return; }
      const others = vscode.workspace.textDocuments.filter((d) => d !== doc && !d.isClosed &&
        (d.uri.scheme === 'file' || d.uri.scheme === 'untitled'));
      if (others.length === 0) { void vscode.window.showInformationMessage('FX Graph: open the partner document first.'); return; }
      const pick = await vscode.window.showQuickPick(others.map((d) => ({
        label: d.uri.path.split('/').pop() || d.uri.toString(), description: vscode.workspace.asRelativePath(d.uri), doc: d })),
      { placeHolder: `Pair ${doc.uri.path.split('/').pop()} with…` });
      if (!pick) return;
      if (pick.doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(pick.doc, LANGUAGE_ID);
      try {
        await executeServerCommand(ctx, 'fxlens.pairWith', [doc.uri.toString(), pick.doc.uri.toString()]);
        void vscode.window.showInformationMessage(`FX Graph: paired with ${pick.label}.`);
      } catch (e) { void vscode.window.showErrorMessage(`FX Graph: pairing failed: ${errorText(e)}`); }
    }),

    vscode.commands.registerCommand('fxlens.showAssociationsTable', async () => {
      const doc = activeFxDocument();
      try {
        const r = await executeServerCommand<{ rows: unknown[]; markdown: string }>(ctx, 'fxlens.showAssociations', doc ? [doc.uri.toString()] : []);
        const title = doc ? `# FX Graph associations: ${doc.uri.path.split('/').pop()}\n\n` : '# FX Graph associations\n\n';
        const md = await vscode.workspace.openTextDocument({ language: 'markdown', content: title + r.markdown });
        await vscode.window.showTextDocument(md, { viewColumn: vscode.ViewColumn.Beside, preview: true });
      } catch (e) { void vscode.window.showErrorMessage(`FX Graph: could not get the associations: ${errorText(e)}`); }
    }),

    vscode.commands.registerCommand('fxlens.restartServer', () => restartClient(ctx)),

    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('fxlens.server.path') || e.affectsConfiguration('fxlens.inlayHints')) void restartClient(ctx);
    }),
  );

  await Promise.all(vscode.workspace.textDocuments.map((d) => inspect(ctx, d)));
  if (vscode.workspace.textDocuments.some((d) => d.languageId === LANGUAGE_ID)) await ensureClient(ctx);
}

export async function deactivate(): Promise<void> {
  const c = client; client = undefined;
  if (c) await c.stop();
}
