// The clean view of a log in VS Code (cleanView.ts has the text and the mapping): "FX Graph: Open Clean View of
// Log" asks the server for every line's log prefix, shows the log without them beside it (read-only, FX Graph, so
// the server analyses it and every feature works there), and "FX Graph: Show in Log" takes the cursor back to the
// same place in the log.
import * as vscode from 'vscode';
import { CLEAN_SCHEME, cleanPathOf, cleanText, logPathOf, toLog } from './cleanView';
import { Ctx, LANGUAGE_ID } from './ctx';
import { LOG_PREFIXES_REQUEST, logPrefixesParams, prefixesIn } from './logPrefixes';
import { errorText } from './preview';

export class CleanViews implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly views = new Map<string, { text: string; cut: number[]; log: vscode.Uri }>();  // by clean URI
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly subs: vscode.Disposable[];

  constructor(private readonly ctx: Ctx) {
    this.subs = [vscode.workspace.registerTextDocumentContentProvider(CLEAN_SCHEME, this), this.changed];
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.views.get(uri.toString())?.text ?? '(this clean view is gone: open it again from its log)';
  }

  /** Opens (or refreshes) the clean view of `log` beside it. */
  async open(log: vscode.TextDocument): Promise<void> {
    const c = await this.ctx.ensureClient();
    if (!c) return;
    const last = Math.max(0, log.lineCount - 1);
    let prefixes;
    try {
      const uri = c.code2ProtocolConverter.asUri(log.uri);
      prefixes = prefixesIn(await c.sendRequest(LOG_PREFIXES_REQUEST, logPrefixesParams(uri, 0, last)), 0, last);
    } catch (e) {
      void vscode.window.showErrorMessage(`FX Graph: could not read the log prefixes: ${errorText(e)}`);
      return;
    }
    if (prefixes.length === 0) {
      void vscode.window.showInformationMessage('FX Graph: this document has no log prefixes: it is already clean.');
      return;
    }
    const lines = Array.from({ length: log.lineCount }, (_, i) => log.lineAt(i).text);
    const { text, cut } = cleanText(lines, prefixes);
    const uri = vscode.Uri.from({ scheme: CLEAN_SCHEME, path: cleanPathOf(log.uri.path) });
    this.views.set(uri.toString(), { text, cut, log: log.uri });
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false });
  }

  /** The log and the place in it of a position of a clean view. */
  inLog(uri: vscode.Uri, pos: vscode.Position): { log: vscode.Uri; pos: vscode.Position } | undefined {
    const v = this.views.get(uri.toString());
    if (!v || !logPathOf(uri.path)) return undefined;
    const p = toLog(v.cut, pos.line, pos.character);
    return { log: v.log, pos: new vscode.Position(p.line, p.character) };
  }

  dispose(): void { this.subs.forEach((d) => d.dispose()); }
}
