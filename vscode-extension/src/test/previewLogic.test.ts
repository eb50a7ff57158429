import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import {
  actionForClick, anchorFor, contentSecurityPolicy, debounce, firstOutputId, highlightId, makeNonce, parseWebviewMessage, previewHtml,
  renderArgs, RenderResult, snapToCode, statusLine, themeFromKind,
} from '../previewLogic';

const r = (l: number, c0: number, c1: number) => ({ start: { line: l, character: c0 }, end: { line: l, character: c1 } });
const FWD = 'file:///ws/fwd.code.txt', BWD = 'file:///ws/bwd.code.txt';
const result: RenderResult = {
  svg: '<svg/>', hidden: 12, truncated: true, total: 40, graphs: ['fwd.code.txt#1', 'bwd.code.txt#1'], focus: 'relu',
  nodes: [
    { id: 'n0_3', name: 'relu', graph: 'fwd.code.txt#1', category: 'saved', uri: FWD, range: r(7, 4, 8) },
    { id: 'n1_2', name: 'relu', graph: 'bwd.code.txt#1', category: 'input', uri: BWD, range: r(5, 26, 30) },
    { id: 'n1_9', name: 'mm_1', graph: 'bwd.code.txt#1', category: 'bwd', uri: BWD, range: r(15, 4, 8) },
    { id: 's1', category: 'summary', hides: 12, sample: { name: 'addmm', uri: FWD, range: r(6, 4, 9) } },
    { id: 's2', category: 'summary', hides: 3 },
    { id: 's3', category: 'summary', hides: 4, sample: { name: 'add', graph: 'bwd.code.txt#1', uri: BWD, range: r(9, 4, 7) } },
  ],
};

test('theme from ColorThemeKind', () => {
  assert.equal(themeFromKind(1), 'light');
  assert.equal(themeFromKind(2), 'dark');
  assert.equal(themeFromKind(3), 'high-contrast');
  assert.equal(themeFromKind(4), 'high-contrast-light');
  assert.equal(themeFromKind(99), 'light');
});

test('render arguments: focus beats position, unset fields omitted', () => {
  assert.deepEqual(renderArgs({ uri: BWD }), { uri: BWD });
  assert.deepEqual(renderArgs({ uri: BWD, position: { line: 15, character: 40 }, maxNodes: 300.7, theme: 'dark' }),
    { uri: BWD, position: { line: 15, character: 40 }, maxNodes: 300, theme: 'dark' });
  assert.deepEqual(renderArgs({ uri: BWD, position: { line: 1, character: 0 }, focus: 'addmm', full: true, maxNodes: -1 }),
    { uri: BWD, focus: 'addmm', full: true });
});

test('a clicked node maps to its definition; a summary to a focused re-render', () => {
  assert.deepEqual(actionForClick(result, 'n0_3'), { kind: 'reveal', uri: FWD, range: r(7, 4, 8), name: 'relu' });
  assert.deepEqual(actionForClick(result, 's1'), { kind: 'expand', focus: 'addmm', uri: FWD, range: r(6, 4, 9) });
  assert.equal(actionForClick(result, 's2').kind, 'none');
  // a summary naming its group opens it in place
  assert.deepEqual(actionForClick({ nodes: [{ id: 's9', category: 'summary', hides: 80, group: 'joint.txt#1:b3' }] }, 's9'),
    { kind: 'open', group: 'joint.txt#1:b3' });
  assert.deepEqual(renderArgs({ uri: BWD, expand: ['joint.txt#1:b3'], reveal: 'mm_40' }), { uri: BWD, expand: ['joint.txt#1:b3'], reveal: 'mm_40' });
  assert.deepEqual(renderArgs({ uri: BWD, expand: [] }), { uri: BWD });
  // coloured by kernel only when asked
  assert.deepEqual(renderArgs({ uri: BWD, colorByKernel: true }), { uri: BWD, colorBy: 'kernel' });
  assert.deepEqual(renderArgs({ uri: BWD, colorByKernel: false }), { uri: BWD });
  // a sample's graph goes with its name: both graphs of a pair may define `add`
  assert.deepEqual(actionForClick(result, 's3'), { kind: 'expand', focus: 'add', graph: 'bwd.code.txt#1', uri: BWD, range: r(9, 4, 7) });
  assert.deepEqual(renderArgs({ uri: BWD, focus: 'add', graph: 'bwd.code.txt#1' }), { uri: BWD, focus: 'add', graph: 'bwd.code.txt#1' });
  assert.equal(actionForClick(result, 'edge3').kind, 'none');
  assert.equal(actionForClick(undefined, 'n0_3').kind, 'none');
});

test('highlight: node under the cursor in this document, else the focus', () => {
  assert.equal(highlightId(result, BWD, { line: 15, character: 5 }), 'n1_9');
  assert.equal(highlightId(result, BWD, { line: 15, character: 42 }), 'n1_2');   // on a use of the focus relu
  assert.equal(highlightId({ ...result, focus: null }, BWD, { line: 15, character: 30 }), 'n1_9');   // same line
  assert.equal(highlightId(result, FWD, { line: 7, character: 6 }), 'n0_3');
  assert.equal(highlightId(result, BWD, { line: 30, character: 0 }), 'n1_2');   // focus name in this document
  assert.equal(highlightId(result, 'file:///other', undefined), 'n0_3');        // focus name anywhere
  assert.equal(highlightId({ nodes: [], focus: null }, BWD, { line: 0, character: 0 }), undefined);
});

test('webview messages are validated', () => {
  assert.deepEqual(parseWebviewMessage({ type: 'select', id: 'n0_3' }), { type: 'select', id: 'n0_3' });
  assert.deepEqual(parseWebviewMessage({ type: 'ready', extra: 1 }), { type: 'ready' });
  assert.deepEqual(parseWebviewMessage({ type: 'showAll' }), { type: 'showAll' });
  assert.equal(parseWebviewMessage({ type: 'select', id: 3 }), undefined);
  assert.equal(parseWebviewMessage({ type: 'select', id: '"><script>' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'select', id: '' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'eval', code: 'x' }), undefined);
  assert.deepEqual(parseWebviewMessage({ type: 'search', text: ' mm_4[0-9] ' }), { type: 'search', text: 'mm_4[0-9]' });
  assert.equal(parseWebviewMessage({ type: 'search', text: '' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'search', text: 'x'.repeat(1001) }), undefined);
  assert.equal(parseWebviewMessage({ type: 'search', text: 7 }), undefined);
  assert.deepEqual(parseWebviewMessage({ type: 'cancel' }), { type: 'cancel' });
  assert.deepEqual(parseWebviewMessage({ type: 'collapse' }), { type: 'collapse' });
  assert.deepEqual(parseWebviewMessage({ type: 'kernels', extra: 1 }), { type: 'kernels' });
  assert.equal(parseWebviewMessage(null), undefined);
  assert.equal(parseWebviewMessage('select'), undefined);
});

test('status line', () => {
  assert.equal(statusLine(result),
    '3 of 40 nodes · 12 in 3 groups (click one to open it) · focus: relu · graphs: fwd.code.txt#1, bwd.code.txt#1');
  // drawn whole: the focus is only highlighted (and follows the cursor without a re-render), so it is not named
  assert.equal(statusLine({ ...result, hidden: 0, truncated: false, total: 3 }), '3 of 3 nodes · graphs: fwd.code.txt#1, bwd.code.txt#1');
  assert.equal(statusLine({ ...result, hidden: 0, truncated: false, total: 3, hiddenEdges: 12 }),
    '3 of 3 nodes · 12 edges not drawn (Show all draws every edge) · graphs: fwd.code.txt#1, bwd.code.txt#1');
  // coloured by kernel: how many kernels fill the picture, or what to open when none does
  assert.equal(statusLine({ ...result, hidden: 0, truncated: false, total: 3, kernels: 4 }),
    '3 of 3 nodes · filled by 4 kernels · graphs: fwd.code.txt#1, bwd.code.txt#1');
  assert.equal(statusLine({ ...result, hidden: 0, truncated: false, total: 3, kernels: 0 }),
    '3 of 3 nodes · no kernel: open the output code (TORCH_LOGS=output_code) beside this graph · graphs: fwd.code.txt#1, bwd.code.txt#1');
  // the WebAssembly server sends a DOT plan: the status says the panel lays it out
  const { svg: _svg, ...noSvg } = result;
  assert.equal(statusLine({ ...noSvg, dot: 'digraph {}', hidden: 0, truncated: false, total: 3 }),
    '3 of 3 nodes · graphs: fwd.code.txt#1, bwd.code.txt#1 · laid out in this panel');
});

test('HTML: strict CSP with a nonce, no remote resources', () => {
  const nonce = makeNonce();
  assert.match(nonce, /^[A-Za-z0-9]{32}$/);
  assert.notEqual(makeNonce(), nonce);
  const src = 'https://file+.vscode-resource.vscode-cdn.net';
  // scripts by nonce only; WebAssembly may be compiled (the panel's Graphviz), JavaScript may not be eval'd
  assert.equal(contentSecurityPolicy(src, 'N'),
    `default-src 'none'; img-src ${src} data:; style-src ${src} 'nonce-N'; script-src 'nonce-N' 'wasm-unsafe-eval';`);
  assert.doesNotMatch(contentSecurityPolicy(src, 'N'), /'unsafe-eval'|'unsafe-inline'|connect-src|worker-src|\*/);
  const html = previewHtml({ cspSource: src, nonce, scriptUri: `${src}/media/preview.js`, styleUri: `${src}/media/preview.css`,
    title: 'Graph: <a>', layoutUri: `${src}/dist/webview/layout.js` });
  assert.ok(html.includes(`script-src 'nonce-${nonce}' 'wasm-unsafe-eval'`));
  // the layout script is named on the preview's tag (loaded by it, with its nonce, on the first DOT plan)
  assert.ok(html.includes(`<script nonce="${nonce}" src="${src}/media/preview.js" data-layout="${src}/dist/webview/layout.js">`));
  assert.ok(!/<script(?![^>]*nonce=)/.test(html), 'every script has the nonce');
  assert.ok(!/\bhttps?:\/\/(?!file\+\.vscode-resource)/.test(html), 'nothing remote');
  assert.ok(html.includes('Graph: &lt;a&gt;'));
  // a failed render's message gets a box of its own (wrapped, whole), not only the one-line status
  assert.ok(html.includes('<div id="error" role="alert" hidden></div>'));
});

test('debounce keeps the last call only', () => {
  const timers: { f: () => void }[] = [];
  const calls: number[] = [];
  const d = debounce((n: number) => calls.push(n), 300, {
    set: (f) => { const h = { f }; timers.push(h); return h; },
    clear: (h) => { const i = timers.indexOf(h as { f: () => void }); if (i >= 0) timers.splice(i, 1); },
  });
  d(1); d(2); d(3);
  assert.equal(timers.length, 1);
  timers.shift()!.f();
  assert.deepEqual(calls, [3]);
  d(4); d.cancel();
  assert.equal(timers.length, 0);
});

test('a cursor in indentation or trailing blanks snaps to the code', () => {
  const line = '    t_6 = torch.ops.aten.t.default(threshold_backward)  ';
  assert.deepEqual(snapToCode({ line: 23, character: 0 }, line), { line: 23, character: 4 });
  assert.deepEqual(snapToCode({ line: 23, character: 6 }, line), { line: 23, character: 6 });
  assert.deepEqual(snapToCode({ line: 23, character: 60 }, line), { line: 23, character: 54 });
  assert.deepEqual(snapToCode({ line: 2, character: 0 }, ''), { line: 2, character: 0 });
});

test('memory plot messages: the toggle, and a point with its graph and node name validated', () => {
  assert.deepEqual(parseWebviewMessage({ type: 'memory' }), { type: 'memory' });
  assert.deepEqual(parseWebviewMessage({ type: 'point', graph: 'fwd.code.txt#1', node: 'mm_12' }),
    { type: 'point', graph: 'fwd.code.txt#1', node: 'mm_12' });
  assert.equal(parseWebviewMessage({ type: 'point', graph: 'fwd.code.txt#1', node: 'mm_12); x' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'point', graph: '', node: 'mm_12' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'point', graph: 'g', node: 'x'.repeat(300) }), undefined);
  assert.equal(parseWebviewMessage({ type: 'point', node: 'mm_12' }), undefined);
  assert.match(previewHtml({ cspSource: 'c', nonce: 'n', title: 't', scriptUri: 's', styleUri: 'y' }), /id="memory"/);
});

test('an opened group keeps its place: the drawn node of its first node, else the box holding it', () => {
  // relu of the forward is drawn: the opened group whose first node it was is anchored there
  assert.equal(anchorFor(result, { name: 'relu', graph: 'fwd.code.txt#1' }), 'n0_3');
  assert.equal(anchorFor(result, { name: 'relu', graph: 'bwd.code.txt#1' }), 'n1_2');
  // not drawn: the box whose first node it is (the first child of the opened group)
  assert.equal(anchorFor(result, { name: 'add', graph: 'bwd.code.txt#1' }), 's3');
  assert.equal(anchorFor(result, { name: 'addmm' }), 's1');
  assert.equal(anchorFor(result, { name: 'nowhere' }), null);
});

test('a whole picture opens on its first output', () => {
  const out = { ...result, nodes: [...result.nodes, { id: 'n1_20', name: 'output', graph: 'bwd.code.txt#1', category: 'bwd_output', uri: BWD, range: r(30, 4, 10) }] };
  assert.equal(firstOutputId(out), 'n1_20');
  assert.equal(firstOutputId(result), undefined);
});

test('Save: the answers of the panel to an export are checked', () => {
  assert.deepEqual(parseWebviewMessage({ type: 'save' }), { type: 'save' });
  assert.deepEqual(parseWebviewMessage({ type: 'exported', format: 'svg', data: '<svg/>' }), { type: 'exported', format: 'svg', data: '<svg/>' });
  assert.equal(parseWebviewMessage({ type: 'exported', format: 'gif', data: 'x' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'exported', format: 'png', data: '' }), undefined);
  assert.equal(parseWebviewMessage({ type: 'exported', format: 'png', data: 7 }), undefined);
  assert.deepEqual(parseWebviewMessage({ type: 'exportFailed', message: 'x'.repeat(5000) }), { type: 'exportFailed', message: 'x'.repeat(1000) });
});
