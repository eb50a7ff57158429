// The preview's logic that needs no VS Code: render arguments, theme mapping, mapping a clicked SVG node back to a
// source location, validating webview messages, the webview HTML with its Content-Security-Policy.

export interface Position { line: number; character: number }
export interface Range { start: Position; end: Position }

export interface GraphNode { id: string; name: string; graph: string; category: string; uri: string; range: Range }
export interface SummaryNode {
  id: string; category: 'summary'; hides: number; group?: string;
  sample?: { name: string; graph?: string; uri: string; range: Range };
}
export type RenderNode = GraphNode | SummaryNode;

export interface RenderResult {
  /** The picture, laid out by the server's helper (the native server) ... */
  svg?: string;
  /** ... or the DOT plan, which the panel lays out itself (the WebAssembly server cannot run the helper). */
  dot?: string;
  nodes: RenderNode[];
  hidden: number;
  truncated: boolean;
  total: number;
  graphs: string[];
  focus: string | null;
  /** Edges the edge budget left out (0 when every edge is drawn; servers before issue 30 may omit it). */
  hiddenEdges?: number;
  /** Asked to colour by kernel: how many kernel calls the drawn nodes show (0: no output code computes them). */
  kernels?: number;
}

export type Theme = 'light' | 'dark' | 'high-contrast' | 'high-contrast-light';

/** vscode.ColorThemeKind: Light = 1, Dark = 2, HighContrast = 3, HighContrastLight = 4. */
export function themeFromKind(kind: number): Theme {
  switch (kind) {
    case 2: return 'dark';
    case 3: return 'high-contrast';
    case 4: return 'high-contrast-light';
    default: return 'light';
  }
}

export interface RenderRequest {
  uri: string;
  position?: Position;
  focus?: string;
  graph?: string | number;
  maxNodes?: number;
  full?: boolean;
  theme?: Theme;
  /** Groups of the overview to open in place (their ids, from SummaryNode.group). */
  expand?: string[];
  /** A node whose groups to open (a search result). */
  reveal?: string;
  /** Fill nodes by the Inductor kernel that computes them instead of by category. */
  colorByKernel?: boolean;
}

/** The params of `fxlens/renderGraph` (omits what is unset: the server validates every present field). */
export function renderArgs(r: RenderRequest): Record<string, unknown> {
  const a: Record<string, unknown> = { uri: r.uri };
  if (r.focus) a.focus = r.focus;
  else if (r.position) a.position = { line: r.position.line, character: r.position.character };
  if (r.graph !== undefined) a.graph = r.graph;
  if (r.maxNodes !== undefined && Number.isFinite(r.maxNodes) && r.maxNodes > 0) a.maxNodes = Math.floor(r.maxNodes);
  if (r.full) a.full = true;
  if (r.expand && r.expand.length) a.expand = r.expand.slice(0, 4096);
  if (r.reveal) a.reveal = r.reveal;
  if (r.theme) a.theme = r.theme;
  if (r.colorByKernel) a.colorBy = 'kernel';
  return a;
}

/** A cursor in a line's indentation or trailing blanks means the statement's first/last token (the server focuses
 *  only on a position inside a node name). */
export function snapToCode(pos: Position, lineText: string): Position {
  const first = lineText.search(/\S/);
  if (first < 0) return pos;
  if (pos.character < first) return { line: pos.line, character: first };
  const end = lineText.replace(/\s+$/, '').length;
  if (pos.character > end) return { line: pos.line, character: end };
  return pos;
}

export function isSummary(n: RenderNode): n is SummaryNode { return n.category === 'summary'; }

export type ClickAction =
  | { kind: 'reveal'; uri: string; range: Range; name: string }
  | { kind: 'open'; group: string }
  | { kind: 'expand'; focus: string; graph?: string; uri: string; range: Range }
  | { kind: 'none'; reason: string };

/** What a click on SVG element `id` does: reveal a node's definition, open a group in place, or (a server without
 *  groups) re-render focused on a summary's sample. */
export function actionForClick(result: Pick<RenderResult, 'nodes'> | undefined, id: string): ClickAction {
  if (!result) return { kind: 'none', reason: 'no render yet' };
  const n = result.nodes.find((x) => x.id === id);
  if (!n) return { kind: 'none', reason: `unknown node id ${id}` };
  if (isSummary(n)) {
    if (n.group) return { kind: 'open', group: n.group };
    if (!n.sample) return { kind: 'none', reason: `summary ${id} names no sample` };
    // the sample's graph too: both graphs of a pair may define the name (`add`), and the document may hold others
    const graph = n.sample.graph ? { graph: n.sample.graph } : {};
    return { kind: 'expand', focus: n.sample.name, ...graph, uri: n.sample.uri, range: n.sample.range };
  }
  return { kind: 'reveal', uri: n.uri, range: n.range, name: n.name };
}

/** Where an opened group went: the drawn node named like its first node, else the box that now holds that node
 *  (the first child of a group holds the group's first node, so its sample is the same). */
export function anchorFor(result: Pick<RenderResult, 'nodes'>, sample: { name: string; graph?: string }): string | null {
  const same = (name: string, graph?: string) => name === sample.name && (!sample.graph || graph === sample.graph);
  const node = result.nodes.find((n) => !isSummary(n) && same(n.name, n.graph));
  if (node) return node.id;
  const box = result.nodes.find((n) => isSummary(n) && n.sample && same(n.sample.name, n.sample.graph));
  return box ? box.id : null;
}

/** The node a whole picture opens on when the cursor is on none of it: the graph's first output. */
export function firstOutputId(result: Pick<RenderResult, 'nodes'>): string | undefined {
  return result.nodes.find((n) => !isSummary(n) && /_output$/.test(n.category))?.id;
}

function contains(r: Range, p: Position): boolean {
  const afterStart = p.line > r.start.line || (p.line === r.start.line && p.character >= r.start.character);
  const beforeEnd = p.line < r.end.line || (p.line === r.end.line && p.character <= r.end.character);
  return afterStart && beforeEnd;
}

/**
 * The SVG id to highlight for the editor's cursor: a node of this document whose range holds the cursor, else the
 * render's focus in this document, else a node defined on the cursor's line, else the focus name anywhere.
 */
export function highlightId(result: Pick<RenderResult, 'nodes' | 'focus'> | undefined, uri: string, pos?: Position): string | undefined {
  if (!result) return undefined;
  const real = result.nodes.filter((n): n is GraphNode => !isSummary(n));
  const here = real.filter((n) => n.uri === uri);
  if (pos) {
    const exact = here.find((n) => contains(n.range, pos));
    if (exact) return exact.id;
  }
  // the server's focus is the node under the cursor (a use of it, when not on its definition)
  const focusHere = result.focus ? here.find((n) => n.name === result.focus) : undefined;
  if (focusHere) return focusHere.id;
  if (pos) {
    const line = here.find((n) => n.range.start.line === pos.line);
    if (line) return line.id;
  }
  const f = result.focus ? real.find((n) => n.name === result.focus) : undefined;
  return f?.id;
}

// ---- webview messages ----
export type FromWebview =
  | { type: 'ready' }
  | { type: 'select'; id: string }
  | { type: 'showAll' }
  | { type: 'collapse' }
  | { type: 'cancel' }
  | { type: 'search'; text: string }
  | { type: 'refit' }
  | { type: 'memory' }
  | { type: 'kernels' }
  | { type: 'point'; graph: string; node: string }
  | { type: 'save' }
  // the picture the panel shows, asked for by 'export': SVG text, or a PNG as base64
  | { type: 'exported'; format: 'svg' | 'png'; data: string }
  | { type: 'exportFailed'; message: string };

const NAME = /^[A-Za-z_][\w]{0,199}$/;          // a node's name (a Python identifier)
const GRAPH_ID = /^[^\u0000-\u001f]{1,400}$/;   // a graph id ("fwd.code.txt#1"): printable, bounded

/** Validates a message posted by the webview (untrusted input): returns undefined when malformed. */
export function parseWebviewMessage(m: unknown): FromWebview | undefined {
  if (typeof m !== 'object' || m === null) return undefined;
  const o = m as Record<string, unknown>;
  switch (o.type) {
    case 'ready': return { type: 'ready' };
    case 'showAll': return { type: 'showAll' };
    case 'collapse': return { type: 'collapse' };
    case 'cancel': return { type: 'cancel' };
    case 'search':
      if (typeof o.text === 'string' && o.text.trim().length > 0 && o.text.length <= 1000) return { type: 'search', text: o.text.trim() };
      return undefined;
    case 'refit': return { type: 'refit' };
    case 'memory': return { type: 'memory' };
    case 'kernels': return { type: 'kernels' };
    case 'save': return { type: 'save' };
    case 'exported':
      // bounded by the server's own picture bound (256 MiB), base64 a third more
      if ((o.format === 'svg' || o.format === 'png') && typeof o.data === 'string' && o.data.length > 0 &&
          o.data.length <= 360 << 20) return { type: 'exported', format: o.format, data: o.data };
      return undefined;
    case 'exportFailed':
      return typeof o.message === 'string' ? { type: 'exportFailed', message: o.message.slice(0, 1000) } : undefined;
    case 'point':   // a point of the memory plot: its graph and node
      if (typeof o.graph === 'string' && GRAPH_ID.test(o.graph) && typeof o.node === 'string' && NAME.test(o.node))
        return { type: 'point', graph: o.graph, node: o.node };
      return undefined;
    case 'select':
      if (typeof o.id === 'string' && o.id.length > 0 && o.id.length < 256 && /^[\w.:-]+$/.test(o.id)) return { type: 'select', id: o.id };
      return undefined;
    default: return undefined;
  }
}

export type ToWebview =
  // `dot` (a plan for the panel's own Graphviz) when the server sent no `svg`
  // `anchorTo`: the element of the new picture to put where the one the user acted on was (a group box opened: the
  // node or box now holding its first node; null: nothing to keep in place); unset: the same id, if drawn (Show all).
  // `readableAt`: a whole picture too big to read at fit opens at a readable zoom here when no node is highlighted.
  | { type: 'render'; svg?: string; dot?: string; highlight?: string; status: string; keepView: boolean; memory?: boolean;
      kernels?: boolean;
      anchorTo?: string | null; readableAt?: string }
  | { type: 'export'; format: 'svg' | 'png' }
  | { type: 'highlight'; id?: string }
  | { type: 'busy'; text: string }
  | { type: 'idle'; text: string }
  | { type: 'error'; message: string };

export function statusLine(r: RenderResult): string {
  const shown = r.nodes.filter((n) => !isSummary(n)).length;
  const parts = [`${shown} of ${r.total} nodes`];
  const groups = r.nodes.filter(isSummary).length;
  if (r.hidden > 0) parts.push(`${r.hidden} in ${groups} ${groups === 1 ? 'group' : 'groups'} (click one to open it)`);
  // a whole picture only highlights the cursor's node (which moves without a re-render): no focus to report
  if (r.focus && r.truncated) parts.push(`focus: ${r.focus}`);
  // the edge budget binds only past 50,000 edges (or 2 per node): say so, and how to get them all
  if (r.hiddenEdges && r.hiddenEdges > 0) parts.push(`${r.hiddenEdges} edges not drawn (Show all draws every edge)`);
  if (r.kernels !== undefined) {
    parts.push(r.kernels > 0 ? `filled by ${r.kernels} ${r.kernels === 1 ? 'kernel' : 'kernels'}`
      : 'no kernel: open the output code (TORCH_LOGS=output_code) beside this graph');
  }
  if (r.graphs.length) parts.push(`graphs: ${r.graphs.join(', ')}`);
  // the WebAssembly server sends a plan: say where the picture is made (a slow layout is the panel's, not the server's)
  if (r.svg === undefined && r.dot !== undefined) parts.push('laid out in this panel');
  return parts.join(' · ');
}

export function makeNonce(random: () => number = Math.random): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let s = '';
  for (let i = 0; i < 32; i++) s += chars.charAt(Math.floor(random() * chars.length));
  return s;
}

/** Scripts only with the nonce; 'wasm-unsafe-eval' lets them compile WebAssembly (the panel's Graphviz, for a DOT
 *  plan) and allows no JavaScript eval. Nothing remote: no connect-src, so the webview fetches nothing. */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return `default-src 'none'; img-src ${cspSource} data:; style-src ${cspSource} 'nonce-${nonce}'; ` +
    `script-src 'nonce-${nonce}' 'wasm-unsafe-eval';`;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The webview document: no remote anything; scripts and styles only from the extension with the nonce. The layout
 *  script (`layoutUri`, the panel's Graphviz) is named on the preview's script tag and loaded by it on first need. */
export function previewHtml(o: { cspSource: string; nonce: string; scriptUri: string; styleUri: string; title: string;
  layoutUri?: string }): string {
  const csp = contentSecurityPolicy(o.cspSource, o.nonce);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttr(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" nonce="${o.nonce}" href="${escapeAttr(o.styleUri)}">
<title>${escapeAttr(o.title)}</title>
</head>
<body>
<div id="toolbar">
  <button id="zoom-in" title="Zoom in (+)">+</button>
  <button id="zoom-out" title="Zoom out (-)">&minus;</button>
  <button id="fit" title="Fit (0)">Fit</button>
  <button id="show-all" title="Render every node and every edge (no budget)">Show all</button>
  <button id="collapse" title="Close every opened group (back to the overview)">Collapse</button>
  <button id="memory" title="Activation memory over the schedule: live bytes at every node (again: back to the graph)" aria-pressed="false">Memory</button>
  <button id="kernels" title="Fill each node with the colour of the Inductor kernel that computes it, from the output code in the workspace (again: by category)" aria-pressed="false">Kernels</button>
  <input id="search" type="search" placeholder="Find node (name or RE2 pattern)" aria-label="Find a node by name or RE2 pattern" maxlength="1000">
  <button id="save" title="Save the picture as SVG or PNG">Save…</button>
  <button id="cancel" title="Stop this render" hidden>Cancel</button>
  <span id="status" aria-live="polite">Rendering…</span>
</div>
<div id="error" role="alert" hidden></div>
<div id="minimap" title="The whole picture: click to go there" hidden><img alt=""><div id="minimap-frame"></div></div>
<div id="viewport" tabindex="0" aria-label="Joint graph; drag or use arrow keys to pan, wheel or +/- to zoom, 0 to fit">
  <div id="canvas"></div>
</div>
<script nonce="${o.nonce}" src="${escapeAttr(o.scriptUri)}"${o.layoutUri ? ` data-layout="${escapeAttr(o.layoutUri)}"` : ''}></script>
</body>
</html>`;
}

/** A trailing-edge debouncer (timers injected for tests). */
export function debounce<A extends unknown[]>(fn: (...a: A) => void, ms: number,
  timers: { set: (f: () => void, ms: number) => unknown; clear: (h: unknown) => void } =
  { set: (f, t) => setTimeout(f, t), clear: (h) => clearTimeout(h as NodeJS.Timeout) }): ((...a: A) => void) & { cancel(): void } {
  let h: unknown;
  const d = ((...a: A) => { if (h !== undefined) timers.clear(h); h = timers.set(() => { h = undefined; fn(...a); }, ms); }) as ((...a: A) => void) & { cancel(): void };
  d.cancel = () => { if (h !== undefined) timers.clear(h); h = undefined; };
  return d;
}
