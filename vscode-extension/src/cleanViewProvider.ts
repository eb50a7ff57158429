// The clean view of a log in VS Code (cleanView.ts has the text and the mapping): "FX Graph: Open Clean View of
// Log" asks the server for every line's log prefix, shows the log without them beside it (read-only, FX Graph, so
// the server analyses it and every feature works there), and "FX Graph: Show in Log" takes the cursor back to the
// same place in the log. The view follows the log: an edit of the log refreshes it (debounced).
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
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();  // by log URI: a refresh to come

  constructor(private readonly ctx: Ctx) {
    this.subs = [vscode.workspace.registerTextDocumentContentProvider(CLEAN_SCHEME, this), this.changed,
      vscode.workspace.onDidChangeTextDocument((e) => this.logEdited(e.document))];
  }

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.views.get(uri.toString())?.text ?? '(this clean view is gone: open it again from its log)';
  }

  /** Opens (or refreshes) the clean view of `log` beside it. */
  async open(log: vscode.TextDocument): Promise<void> {
    const uri = await this.refresh(log, true);
    if (!uri) return;
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== LANGUAGE_ID) await vscode.languages.setTextDocumentLanguage(doc, LANGUAGE_ID);
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false });
  }

  /** An edited log with a clean view: the view is made again 300 ms after the last edit. */
  private logEdited(log: vscode.TextDocument): void {
    if (log.uri.scheme === CLEAN_SCHEME || !this.views.has(this.cleanUriOf(log.uri).toString())) return;
    const key = log.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(key, setTimeout(() => { this.pending.delete(key); void this.refresh(log, false); }, 300));
  }

  private cleanUriOf(log: vscode.Uri): vscode.Uri {
    return vscode.Uri.from({ scheme: CLEAN_SCHEME, path: cleanPathOf(log.path) });
  }

  /** Makes the clean text of `log` from the server's prefixes and tells VS Code it changed; gives the view's URI,
   *  or undefined (said to the user when `opening`, else the view keeps its last text). */
  private async refresh(log: vscode.TextDocument, opening: boolean): Promise<vscode.Uri | undefined> {
    const c = await this.ctx.ensureClient();
    if (!c) return undefined;
    const last = Math.max(0, log.lineCount - 1);
    let prefixes;
    try {
      const uri = c.code2ProtocolConverter.asUri(log.uri);
      prefixes = prefixesIn(await c.sendRequest(LOG_PREFIXES_REQUEST, logPrefixesParams(uri, 0, last)), 0, last);
    } catch (e) {
      if (opening) void vscode.window.showErrorMessage(`FX Graph: could not read the log prefixes: ${errorText(e)}`);
      else this.ctx.output.appendLine(`fxlens: the clean view of ${log.uri.toString()} was not refreshed: ${errorText(e)}`);
      return undefined;
    }
    if (prefixes.length === 0 && opening) {
      void vscode.window.showInformationMessage('FX Graph: this document has no log prefixes: it is already clean.');
      return undefined;
    }
    const lines = Array.from({ length: log.lineCount }, (_, i) => log.lineAt(i).text);
    const { text, cut } = cleanText(lines, prefixes);
    const uri = this.cleanUriOf(log.uri);
    this.views.set(uri.toString(), { text, cut, log: log.uri });
    this.changed.fire(uri);
    return uri;
  }

  /** The log and the place in it of a position of a clean view. */
  inLog(uri: vscode.Uri, pos: vscode.Position): { log: vscode.Uri; pos: vscode.Position } | undefined {
    const v = this.views.get(uri.toString());
    if (!v || !logPathOf(uri.path)) return undefined;
    const p = toLog(v.cut, pos.line, pos.character);
    return { log: v.log, pos: new vscode.Position(p.line, p.character) };
  }

  dispose(): void {
    this.pending.forEach((t) => clearTimeout(t));
    this.subs.forEach((d) => d.dispose());
  }
}
