// Content detection, the VS Code side: asks the server (`fxlens/detect`) which plain text, log and Python documents
// are FX printouts, switches those to FX Graph and offers "Analyze this file" for the almost-printouts. What to
// ask about and what to send is decided in detect.ts (pure, unit-tested).
import * as vscode from 'vscode';
import { Ctx, displayName, LANGUAGE_ID } from './ctx';
import {
  DETECT_HEAD_CHARS, DETECT_REQUEST, DetectParams, DetectResult, decisionLine, detectionHead, mayBePrintout, shouldInspect,
} from './detect';
import { errorText } from './preview';

const ANALYZE = 'FX Graph: Analyze this file';

/** The document's first DETECT_HEAD_CHARS characters, cut at a line end (what `fxlens/detect` reads). */
function headOf(doc: vscode.TextDocument): string {
  return detectionHead(doc.getText(new vscode.Range(new vscode.Position(0, 0), doc.positionAt(DETECT_HEAD_CHARS + 1))));
}

/** Asks the server whether `doc` is an FX printout (once while it is open) and acts on the answer. */
export async function inspect(ctx: Ctx, doc: vscode.TextDocument): Promise<void> {
  const key = doc.uri.toString();
  if (doc.languageId === LANGUAGE_ID || ctx.decided.has(key) || !shouldInspect(doc.languageId, doc.uri.scheme)) return;
  ctx.decided.add(key);
  const name = displayName(doc), head = headOf(doc);
  if (!mayBePrintout(head)) {
    ctx.output.appendLine(`fxlens: ${name}: not an FX printout (no forward/module/graph/opcode/torch word in its head): server not asked`);
    return;
  }
  if (ctx.serverFailed) { ctx.output.appendLine(`fxlens: ${name}: not inspected: the language server is not running`); return; }
  const c = await ctx.ensureClient();
  if (!c) { ctx.serverFailed = true; ctx.decided.delete(key); return; }
  let r: DetectResult;
  try {
    const params: DetectParams = { uri: key, text: head, fileName: doc.uri.scheme === 'file' ? doc.uri.fsPath : doc.uri.path };
    r = await c.sendRequest<DetectResult>(DETECT_REQUEST, params);
  } catch (e) {
    ctx.decided.delete(key);
    ctx.output.appendLine(`fxlens: ${name}: detection failed: ${errorText(e)}`);
    return;
  }
  // The user may have closed it or chosen a language meanwhile: that stands.
  if (doc.isClosed || doc.languageId === LANGUAGE_ID || !shouldInspect(doc.languageId, doc.uri.scheme)) { ctx.decided.delete(key); return; }
  ctx.output.appendLine(decisionLine(name, r));
  if (r.verdict === 'printout') await switchToFx(ctx, doc);
  else if (r.verdict === 'almost') offerAnalyze(ctx, doc, r);
}

async function switchToFx(ctx: Ctx, doc: vscode.TextDocument): Promise<void> {
  try {
    await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
  } catch (e) {
    // the document went away meanwhile (a peek or a definition lookup loads and drops it): decide again next time
    ctx.decided.delete(doc.uri.toString());
    ctx.output.appendLine(`fxlens: could not set the language of ${displayName(doc)}: ${errorText(e)}`);
  }
}

/** A non-modal hint for a document with FX markers but no graph the server reads, once per document. */
function offerAnalyze(ctx: Ctx, doc: vscode.TextDocument, r: DetectResult): void {
  const key = doc.uri.toString();
  if (ctx.hinted.has(key)) return;
  ctx.hinted.add(key);
  const seen = (r.seen ?? []).slice(0, 3).join(', ').replace(/`/g, '');  // notifications show no markdown
  const msg = `FX Graph: ${doc.uri.path.split('/').pop()} has FX markers${seen ? ` (${seen})` : ''} but fxlens reads no graph in it.`;
  void vscode.window.showInformationMessage(msg, ANALYZE).then((a) => {
    if (a === ANALYZE) void vscode.commands.executeCommand('fxlens.analyzeFile', doc.uri);
  });
}

/** How long after a close the document must still be closed for its decision to be forgotten. */
const REOPEN_GRACE_MS = 300;

/**
 * A closed document is inspected again when it reopens. A language change also closes and reopens the same
 * document: the reopening reaches the extension host right after the close, but not always in the same tick (the
 * e2e test saw a user's Plain Text switched back to FX Graph under load), so the decision is kept while the
 * document comes back within REOPEN_GRACE_MS, and a user's choice stands.
 */
export function forgetWhenClosed(ctx: Ctx, doc: vscode.TextDocument): void {
  const key = doc.uri.toString();
  setTimeout(() => {
    if (vscode.workspace.textDocuments.some((d) => d.uri.toString() === key && !d.isClosed)) return;
    if (ctx.decided.delete(key)) ctx.output.appendLine(`fxlens: ${displayName(doc)}: closed, inspected again when reopened`);
  }, REOPEN_GRACE_MS);
}
