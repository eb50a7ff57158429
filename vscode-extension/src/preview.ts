// The joint graph preview: one reused webview panel per document, rendered by `fxlens/renderGraph`.
import * as vscode from 'vscode';
import {
  actionForClick, anchorFor, debounce, firstOutputId, highlightId, isSummary, makeNonce, parseWebviewMessage, previewHtml, Range, renderArgs, RenderResult,
  snapToCode, statusLine, themeFromKind, ToWebview,
} from './previewLogic';

export interface RenderClient {
  /** Runs fxlens/renderGraph; rejects on error (cancellation included). */
  render(args: Record<string, unknown>, token: vscode.CancellationToken): Promise<RenderResult>;
  /** Runs fxlens/memoryPlot (docs/LSP.md): the activation-memory plot of the cursor's graph and its partner. */
  memory(args: Record<string, unknown>, token: vscode.CancellationToken): Promise<MemoryPlot>;
  /** Runs fxlens/findNodes (docs/LSP.md): nodes whose name matches an RE2 pattern. */
  find(params: { textDocument: { uri: string }; pattern: string; graphs?: string[] }): Promise<FoundNodes>;
}

export interface MemoryPlot {
  svg: string;
  status: string;   // "forward peak 1.2 GiB at mm_12 · backward peak … · holds 480 MiB for backward"
}

export interface FoundNodes {
  nodes: { name: string; graph: string; location: { uri: string; range: Range } }[];
  more: boolean;
}

const VIEW_TYPE = 'fxlens.preview';

class Preview {
  readonly panel: vscode.WebviewPanel;
  private result: RenderResult | undefined;
  private ready = false;
  private pending: ToWebview[] = [];
  private cts: vscode.CancellationTokenSource | undefined;
  private focusOverride: { name: string; graph?: string } | undefined;   // a summary's sample the user expanded
  private expanded: string[] = [];                          // groups opened in place (ids name their graph)
  private revealed: { name: string; graph: string } | undefined;  // a search result whose groups are opened
  private full = false;
  private anchorSample: { name: string; graph?: string } | undefined;   // the first node of the group just opened
  private memory = false;                                   // the memory plot instead of the graph
  private byKernel = false;                                 // nodes filled by kernel, not by category
  private generation = 0;
  readonly rerenderSoon = debounce(() => void this.render(true), 300);
  readonly followSoon = debounce((pos: vscode.Position) => void this.render(true, pos), 300);
  private disposables: vscode.Disposable[] = [];

  constructor(private readonly mgr: PreviewManager, readonly doc: vscode.TextDocument, column: vscode.ViewColumn) {
    const media = vscode.Uri.joinPath(mgr.extensionUri, 'media');
    // dist/webview: the panel's Graphviz (layout.js), for answers that carry a DOT plan instead of an SVG
    const webviewDist = vscode.Uri.joinPath(mgr.extensionUri, 'dist', 'webview');
    this.panel = vscode.window.createWebviewPanel(VIEW_TYPE, `Graph: ${baseName(doc.uri)}`,
      { viewColumn: column, preserveFocus: true },
      { enableScripts: true, localResourceRoots: [media, webviewDist], retainContextWhenHidden: true });
    const wv = this.panel.webview;
    const nonce = makeNonce();
    wv.html = previewHtml({
      cspSource: wv.cspSource, nonce, title: `Graph: ${baseName(doc.uri)}`,
      scriptUri: wv.asWebviewUri(vscode.Uri.joinPath(media, 'preview.js')).toString(),
      styleUri: wv.asWebviewUri(vscode.Uri.joinPath(media, 'preview.css')).toString(),
      layoutUri: wv.asWebviewUri(vscode.Uri.joinPath(webviewDist, 'layout.js')).toString(),
    });
    this.disposables.push(wv.onDidReceiveMessage((m) => this.onMessage(m)));
    this.panel.onDidDispose(() => this.dispose());
  }

  private post(m: ToWebview): void {
    if (!this.ready) { this.pending = this.pending.filter((p) => p.type !== m.type); this.pending.push(m); return; }
    void this.panel.webview.postMessage(m);
  }

  private cursor(): vscode.Position | undefined {
    const ed = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === this.doc.uri.toString());
    return ed?.selection.active;
  }

  async render(keepView: boolean, position?: vscode.Position): Promise<void> {
    this.cts?.cancel();
    const cts = this.cts = new vscode.CancellationTokenSource();
    const gen = ++this.generation;
    if (position) { this.focusOverride = undefined; this.revealed = undefined; }
    let pos = position ?? (this.focusOverride ? undefined : (this.mgr.followCursor() ? this.cursor() : undefined));
    if (pos && pos.line < this.doc.lineCount) {
      const p = snapToCode(pos, this.doc.lineAt(pos.line).text);
      pos = new vscode.Position(p.line, p.character);
    }
    if (this.revealed) pos = undefined;
    if (this.memory) { await this.renderMemory(cts, gen, keepView, pos); return; }
    const args = renderArgs({
      uri: this.doc.uri.toString(), position: pos, focus: this.focusOverride?.name,
      graph: this.focusOverride?.graph ?? this.revealed?.graph, reveal: this.revealed?.name, expand: this.expanded,
      full: this.full, maxNodes: this.mgr.maxNodes(), theme: themeFromKind(vscode.window.activeColorTheme.kind),
      colorByKernel: this.byKernel,
    });
    this.post({ type: 'busy', text: 'Rendering…' });
    try {
      const r = await this.mgr.client.render(args, cts.token);
      if (gen !== this.generation) return;
      this.result = r;
      // the native server sends the picture; the WebAssembly one a DOT plan that the panel lays out (layout.ts)
      const picture = typeof r.svg === 'string' ? { svg: r.svg } : typeof r.dot === 'string' ? { dot: r.dot } : undefined;
      if (!picture) { this.post({ type: 'error', message: 'Render failed: the server sent neither an SVG nor a DOT plan.' }); return; }
      // an opened group keeps its place on screen: the panel moves the view so that what holds its first node
      // stands where the box was; a whole picture too big to read at fit opens on the graph's first output
      const anchor = this.anchorSample ? { anchorTo: anchorFor(r, this.anchorSample) } : {};
      this.anchorSample = undefined;
      const readable = r.truncated ? {} : { readableAt: firstOutputId(r) };
      this.post({ type: 'render', ...picture, status: statusLine(r), keepView, kernels: this.byKernel,
        highlight: highlightId(r, this.doc.uri.toString(), pos), ...anchor, ...readable });
    } catch (e) {
      if (gen !== this.generation) return;
      if (cts.token.isCancellationRequested) { this.post({ type: 'idle', text: 'Render cancelled' }); return; }
      this.post({ type: 'error', message: `Render failed: ${errorText(e)}` });
    }
  }

  /** The memory plot of the cursor's graph (or the document's first pair). */
  private async renderMemory(cts: vscode.CancellationTokenSource, gen: number, keepView: boolean,
    pos: vscode.Position | undefined): Promise<void> {
    this.post({ type: 'busy', text: 'Computing memory…' });
    try {
      const args: Record<string, unknown> = {
        textDocument: { uri: this.doc.uri.toString() }, theme: themeFromKind(vscode.window.activeColorTheme.kind),
      };
      if (pos) args.position = { line: pos.line, character: pos.character };
      const r = await this.mgr.client.memory(args, cts.token);
      if (gen !== this.generation) return;
      this.post({ type: 'render', svg: r.svg, status: r.status, keepView, memory: true });
    } catch (e) {
      if (gen !== this.generation) return;
      if (cts.token.isCancellationRequested) { this.post({ type: 'idle', text: 'Cancelled' }); return; }
      this.post({ type: 'error', message: `Memory plot failed: ${errorText(e)}` });
    }
  }

  /** Shows the memory plot (from its code lens) or the graph. */
  async showMemory(on: boolean): Promise<void> {
    this.memory = on;
    await this.render(false);
  }

  onCursor(pos: vscode.Position): void {
    if (this.memory) return;   // the plot is of the whole pair: the cursor does not change it
    if (!this.result) return;
    // highlight immediately when the node is already drawn, re-render focused on it after the pause
    const id = highlightId({ nodes: this.result.nodes, focus: null }, this.doc.uri.toString(), pos);
    if (id) this.post({ type: 'highlight', id });
    // A picture drawn whole already holds the node: highlighting it is all following the cursor needs.
    if (id && !this.result.truncated && this.isCursorNode(id, pos)) { this.followSoon.cancel(); return; }
    if (this.mgr.followCursor()) this.followSoon(pos);
  }

  /** Whether SVG node `id` is the node under the cursor (not only a node on its line). */
  private isCursorNode(id: string, pos: vscode.Position): boolean {
    const n = this.result?.nodes.find((x) => x.id === id);
    return !!n && !isSummary(n) && n.uri === this.doc.uri.toString() && n.range.start.line === pos.line;
  }

  private async onMessage(raw: unknown): Promise<void> {
    const m = parseWebviewMessage(raw);
    if (!m) return;
    if (m.type === 'ready') {
      this.ready = true;
      const q = this.pending; this.pending = [];
      for (const p of q) void this.panel.webview.postMessage(p);
      return;
    }
    // "Show all" shows every node: no budget, and no focus left over from an expanded summary.
    if (m.type === 'showAll') { this.full = true; this.focusOverride = undefined; await this.render(true); return; }
    if (m.type === 'cancel') { this.cts?.cancel(); return; }
    if (m.type === 'collapse') {
      this.full = false; this.expanded = []; this.focusOverride = undefined; this.revealed = undefined;
      await this.render(false);
      return;
    }
    if (m.type === 'search') { await this.search(m.text); return; }
    if (m.type === 'memory') { await this.showMemory(!this.memory); return; }
    if (m.type === 'kernels') { this.byKernel = !this.byKernel; this.memory = false; await this.render(true); return; }
    if (m.type === 'save') { await this.askSave(); return; }
    if (m.type === 'exported') { await this.writeSaved(m.format, m.data); return; }
    if (m.type === 'exportFailed') { void vscode.window.showErrorMessage(`fxlens: could not save the picture: ${m.message}`); return; }
    if (m.type === 'point') { await this.jumpTo(m.node, m.graph); return; }
    if (m.type !== 'select') return;
    const a = actionForClick(this.result, m.id);
    if (a.kind === 'none') return;
    if (a.kind === 'open') {
      if (!this.expanded.includes(a.group)) this.expanded.push(a.group);
      const box = this.result?.nodes.find((n) => n.id === m.id);
      this.anchorSample = box && isSummary(box) && box.sample ? box.sample : undefined;
      this.followSoon.cancel();
      await this.render(true);
      return;
    }
    if (a.kind === 'expand') {
      this.focusOverride = { name: a.focus, graph: a.graph };
      this.followSoon.cancel();
      await this.render(false);
      return;
    }
    const uri = vscode.Uri.parse(a.uri);
    this.mgr.suppressFollow(uri);
    await this.reveal(uri, a.range);
  }

  private saveTarget: vscode.Uri | undefined;

  /** "Save…": where, and as SVG or PNG (by the name's extension); the panel sends the picture it shows. */
  private async askSave(): Promise<void> {
    const base = this.doc.uri.path.replace(/^.*\//, '').replace(/\.[^.]*$/, '') || 'graph';
    const folder = vscode.workspace.getWorkspaceFolder(this.doc.uri)?.uri ?? vscode.Uri.joinPath(this.doc.uri, '..');
    const uri = await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folder, `${base}.svg`), filters: { 'SVG image': ['svg'], 'PNG image': ['png'] },
      title: 'Save the picture' });
    if (!uri) return;
    this.saveTarget = uri;
    this.post({ type: 'export', format: /\.png$/i.test(uri.path) ? 'png' : 'svg' });
  }

  private async writeSaved(format: 'svg' | 'png', data: string): Promise<void> {
    const uri = this.saveTarget;
    this.saveTarget = undefined;
    if (!uri) return;
    // atob and TextEncoder: the same in the desktop extension host and vscode.dev's web worker (no Buffer there)
    const bytes = format === 'png' ? Uint8Array.from(atob(data), (c) => c.charCodeAt(0)) : new TextEncoder().encode(data);
    try {
      await vscode.workspace.fs.writeFile(uri, bytes);
      void vscode.window.showInformationMessage(`fxlens: saved ${uri.fsPath || uri.path} (${format.toUpperCase()}, ${bytes.length} bytes)`);
    } catch (e) {
      void vscode.window.showErrorMessage(`fxlens: could not save ${uri.fsPath || uri.path}: ${errorText(e)}`);
    }
  }

  /** Puts the cursor on `range` of `uri`, in the editor already showing it, else beside the preview. */
  private async reveal(uri: vscode.Uri, r: Range): Promise<void> {
    const range = new vscode.Range(r.start.line, r.start.character, r.end.line, r.end.character);
    const target = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === uri.toString());
    const column = target?.viewColumn ?? this.mgr.sourceColumn(this.doc) ?? vscode.ViewColumn.One;
    const ed = await vscode.window.showTextDocument(uri, { viewColumn: column, selection: range, preserveFocus: false });
    ed.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  /** A point of the memory plot: the editor goes to its node's definition. */
  private async jumpTo(node: string, graph: string): Promise<void> {
    let found: FoundNodes;
    try {
      found = await this.mgr.client.find({ textDocument: { uri: this.doc.uri.toString() }, pattern: `^${node}$`, graphs: [graph] });
    } catch (e) {
      this.post({ type: 'error', message: `Could not find ${node}: ${errorText(e)}` });
      return;
    }
    const hit = found.nodes.find((n) => n.name === node);
    if (!hit) { this.post({ type: 'idle', text: `${node} is not in ${graph} any more` }); return; }
    await this.reveal(vscode.Uri.parse(hit.location.uri), hit.location.range);
  }

  /** Re-renders focused on a node (a source line's lens, `fxlens.previewSourceLine`), of `graph` when given. */
  async focusOn(name: string, graph?: string): Promise<void> {
    this.focusOverride = { name, graph };
    this.memory = false;
    this.revealed = undefined;
    this.followSoon.cancel();
    await this.render(false);
  }

  /** The search box: a node by name or RE2 pattern among the graphs drawn; one match is revealed, several offered. */
  private async search(pattern: string): Promise<void> {
    let found: FoundNodes;
    try {
      found = await this.mgr.client.find({ textDocument: { uri: this.doc.uri.toString() }, pattern, graphs: this.result?.graphs });
    } catch (e) {
      this.post({ type: 'error', message: `Search failed: ${errorText(e)}` });
      return;
    }
    if (!found.nodes.length) { this.post({ type: 'idle', text: `No node matches ${pattern}` }); return; }
    let pick = found.nodes[0];
    if (found.nodes.length > 1 && found.nodes[0].name !== pattern) {
      const items = found.nodes.map((n) => ({ label: n.name, description: n.graph, detail: `line ${n.location.range.start.line + 1}`, n }));
      const chosen = await vscode.window.showQuickPick(items, {
        title: `${found.nodes.length}${found.more ? '+' : ''} nodes match ${pattern}`, matchOnDescription: true,
      });
      if (!chosen) return;
      pick = chosen.n;
    }
    this.revealed = { name: pick.name, graph: pick.graph };
    this.focusOverride = undefined;
    this.followSoon.cancel();
    await this.render(false);
  }

  dispose(): void {
    this.cts?.cancel();
    this.rerenderSoon.cancel(); this.followSoon.cancel();
    this.disposables.forEach((d) => d.dispose());
    this.mgr.forget(this);
  }
}

export class PreviewManager implements vscode.Disposable {
  private readonly previews = new Map<string, Preview>();
  private readonly subs: vscode.Disposable[] = [];
  private suppressed: { uri: string; until: number } | undefined;

  constructor(readonly extensionUri: vscode.Uri, readonly client: RenderClient) {
    this.subs.push(
      vscode.workspace.onDidChangeTextDocument((e) => this.previews.get(e.document.uri.toString())?.rerenderSoon()),
      vscode.window.onDidChangeTextEditorSelection((e) => {
        const key = e.textEditor.document.uri.toString();
        const p = this.previews.get(key);
        if (!p) return;
        if (this.suppressed && this.suppressed.uri === key && Date.now() < this.suppressed.until) return;
        p.onCursor(e.selections[0].active);
      }),
      // A closed document has nothing left to draw (the server forgets it): close its preview with it.
      vscode.workspace.onDidCloseTextDocument((d) => this.previews.get(d.uri.toString())?.panel.dispose()),
      vscode.window.onDidChangeActiveColorTheme(() => { for (const p of this.previews.values()) void p.render(true); }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('fxlens.preview')) for (const p of this.previews.values()) void p.render(true);
      }),
    );
  }

  maxNodes(): number { return vscode.workspace.getConfiguration('fxlens').get<number>('preview.maxNodes', 300); }
  followCursor(): boolean { return vscode.workspace.getConfiguration('fxlens').get<boolean>('preview.followCursor', true); }
  sourceColumn(doc: vscode.TextDocument): vscode.ViewColumn | undefined {
    return vscode.window.visibleTextEditors.find((e) => e.document === doc)?.viewColumn;
  }
  /** A click in the preview moves the cursor: do not re-render around it (the graph would jump under the mouse). */
  suppressFollow(uri: vscode.Uri): void { this.suppressed = { uri: uri.toString(), until: Date.now() + 800 }; }

  /** Opens (or shows) the preview of `doc`: `memory` shows the memory plot (true) or the graph (false); `focus`
   *  draws the graph (`graph`, else the one the server picks) centred on that node (a source line's lens). */
  async open(doc: vscode.TextDocument, how: { memory?: boolean; focus?: string; graph?: string } = {}): Promise<void> {
    const key = doc.uri.toString();
    let p = this.previews.get(key);
    const fresh = !p;
    if (p) p.panel.reveal(undefined, true);
    else this.previews.set(key, p = new Preview(this, doc, vscode.ViewColumn.Beside));
    if (how.focus) await p.focusOn(how.focus, how.graph);
    else if (how.memory !== undefined) await p.showMemory(how.memory);
    else await p.render(!fresh);
  }

  forget(p: Preview): void { if (this.previews.get(p.doc.uri.toString()) === p) this.previews.delete(p.doc.uri.toString()); }

  dispose(): void {
    for (const p of [...this.previews.values()]) p.panel.dispose();
    this.subs.forEach((d) => d.dispose());
  }
}

function baseName(u: vscode.Uri): string { return u.path.split('/').pop() || u.toString(); }
export function errorText(e: unknown): string {
  if (e && typeof e === 'object' && 'message' in e) return String((e as { message: unknown }).message);
  return String(e);
}
