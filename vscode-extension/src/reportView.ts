// Reports the commands write (FX Graph: Show Associations, Compare Partitions) shown as read-only markdown
// documents of their own scheme: closing one asks nothing (an untitled document asked to be saved), and running the
// command again shows the new report in the same tab.
import * as vscode from 'vscode';

export const REPORT_SCHEME = 'fxlens-report';

export class ReportViews implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly reports = new Map<string, string>();  // by URI
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly sub = vscode.workspace.registerTextDocumentContentProvider(REPORT_SCHEME, this);

  provideTextDocumentContent(uri: vscode.Uri): string {
    return this.reports.get(uri.toString()) ?? '(this report is gone: run its command again)';
  }

  /** Shows `markdown` beside the editor as `name` (one tab per name: a report made again replaces the last). */
  async show(name: string, markdown: string): Promise<void> {
    const uri = vscode.Uri.from({ scheme: REPORT_SCHEME, path: `/${name}.md` });
    this.reports.set(uri.toString(), markdown);
    this.changed.fire(uri);
    const doc = await vscode.workspace.openTextDocument(uri);
    if (doc.languageId !== 'markdown') await vscode.languages.setTextDocumentLanguage(doc, 'markdown');
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }

  dispose(): void { this.sub.dispose(); this.changed.dispose(); }
}
