// The "FX Run" view (Explorer): the run the server knows as a tree (runTreeModel.ts), asked again (debounced) when
// the analysis changes, which the server's diagnostics announce. A graph or a differing node opens where it is.
import * as vscode from 'vscode';
import { Ctx } from './ctx';
import { RunItem, runItems } from './runTreeModel';

export class RunTreeProvider implements vscode.TreeDataProvider<RunItem>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<RunItem | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private items: Promise<RunItem[]> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly subscription: vscode.Disposable;

  constructor(private readonly ctx: Ctx) {
    this.subscription = vscode.languages.onDidChangeDiagnostics(() => this.refreshSoon());
  }

  refresh(): void { this.items = undefined; this.changed.fire(undefined); }

  private refreshSoon(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), 500);
  }

  getTreeItem(e: RunItem): vscode.TreeItem {
    const item = new vscode.TreeItem(e.label, e.children.length === 0 ? vscode.TreeItemCollapsibleState.None
      : e.kind === 'compile' || e.kind === 'divergence' ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.Expanded);
    item.description = e.description;
    item.tooltip = e.tooltip ?? (e.description ? `${e.label} · ${e.description}` : e.label);
    item.contextValue = `fxlens.run.${e.kind}`;
    const icons: Record<RunItem['kind'], string> = {
      rank: 'server-process', compile: 'symbol-event', reason: 'debug-restart', graph: 'type-hierarchy', code: 'file-code',
      divergences: 'warning', divergence: 'diff', node: 'symbol-variable',
    };
    item.iconPath = new vscode.ThemeIcon(icons[e.kind]);
    if (e.place) {
      const r = e.place.range;
      item.command = {
        command: 'vscode.open', title: 'Open',
        arguments: [vscode.Uri.parse(e.place.uri), { selection: new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character) }],
      };
    }
    return item;
  }

  async getChildren(e?: RunItem): Promise<RunItem[]> {
    if (e) return e.children;
    if (!this.ctx.client) return [];  // no FX graph open yet: nothing to show, and no server started for it
    this.items ??= this.ctx.serverRequest<unknown>('fxlens/run', {}).then(runItems, () => []);
    return this.items;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.subscription.dispose();
    this.changed.dispose();
  }
}
