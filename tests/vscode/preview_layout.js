// The preview's own Graphviz (vscode-extension/dist/webview/layout.js) in Debian's Chromium, under the webview's
// Content-Security-Policy (previewLogic.ts): a WebAssembly server sends DOT plans, and the panel must draw the same
// picture the native helper draws. Checks, on plans from this build's `fxlens render --format dot`:
//  1. every node id (and as many edges and clusters) of the native SVG (`--format svg`) is in the panel's SVG, for the
//     example pair (dot engine), a ~300-node view of a big joint (dot) and a ~2,000-node one (pinned: nop2, where
//     the nodes must also stand where the native helper put them); layout times are printed (the measurements);
//  2. without 'wasm-unsafe-eval' in the CSP the layout fails (the CSP is enforced, and the keyword is what allows it);
//  3. the preview itself (media/preview.js in previewHtml's page, with a stub of VS Code's webview API): an SVG
//     answer and a DOT answer give the same nodes, the status says "laid out in this panel", pan/zoom is kept, a
//     cursor highlight that comes during the layout is applied, a click posts the node's id; a plan whose picture
//     breaks the SVG check (a javascript: link) and a plan Graphviz refuses are shown as errors, and the next plan
//     is drawn again.
// Usage (chromium.sh preview_layout): NODE_PATH=<playwright-core node_modules> node preview_layout.js EXTENSION_DIR FXLENS REPO ARTIFACTS
'use strict';
const { chromium } = require('playwright-core');
const { execFileSync } = require('child_process');
const fs = require('fs');
const http = require('http');
const os = require('os');
const path = require('path');

const [ext, fxlens, repo, art] = process.argv.slice(2);
if (!ext || !fxlens || !repo || !art) { console.error('usage: node preview_layout.js EXTENSION_DIR FXLENS REPO ARTIFACTS'); process.exit(2); }
const logic = require(path.join(ext, 'out', 'previewLogic.js'));
class CheckFailed extends Error {}
const check = (cond, msg) => { if (!cond) throw new CheckFailed(msg); };
const t0 = Date.now();
const lap = (s) => console.log(`${String(Date.now() - t0).padStart(7)} ms  ${s}`);

// --- the plans and the native pictures ---
const ex = path.join(repo, 'examples', 'aot_mlp');
const big = path.join(repo, 'tests', 'corpus', 'torch113', 'big_transformer', 'aot_default');
const render = (args, format) => execFileSync(fxlens, ['render', ...args, '--format', format, '-o', '-'],
  { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'ignore'] });
const cases = [
  { name: 'example pair (aot_mlp)', args: [path.join(ex, 'fwd.code.txt'), path.join(ex, 'bwd.code.txt')] },
  { name: 'big_transformer joint, ~300 nodes around transpose_174', args: [path.join(big, 'fwd.code.txt'), path.join(big, 'bwd.code.txt'),
    '--focus', 'transpose_174', '--depth', '1000', '--max-nodes', '300'] },
  { name: 'big_transformer joint, ~2,000 nodes (pinned layout)', args: [path.join(big, 'fwd.code.txt'), path.join(big, 'bwd.code.txt'),
    '--focus', 'transpose_174', '--depth', '1000', '--max-nodes', '2000'] },
].map((c) => {
  const t = Date.now(), svg = render(c.args, 'svg'), nativeMs = Date.now() - t;   // the native helper, for comparison
  return { ...c, dot: render(c.args, 'dot'), svg, nativeMs };
});

const nodeIds = (svg) => [...svg.matchAll(/<g id="([^"]+)" class="node"/g)].map((m) => m[1]);
const count = (svg, cls) => (svg.match(new RegExp(`class="${cls}"`, 'g')) || []).length;
// a node's position: the centre of the bounding box of its shapes (polygons, ellipses, paths), to a point. (Text
// inside a node may sit a point or two apart between Graphviz versions: line spacing, the rows of an HTML label.)
const centreOf = (svg, id) => {
  const g = new RegExp(`<g id="${id}" class="node">([\\s\\S]*?)</g>`).exec(svg);
  if (!g) return null;
  const xs = [], ys = [];
  for (const m of g[1].matchAll(/<(?:polygon[^>]* points="([^"]+)"|ellipse[^>]* cx="([-\d.]+)" cy="([-\d.]+)" rx="([\d.]+)" ry="([\d.]+)"|path[^>]* d="([^"]+)")/g)) {
    if (m[2]) { xs.push(+m[2] - +m[4], +m[2] + +m[4]); ys.push(+m[3] - +m[5], +m[3] + +m[5]); continue; }
    (m[1] || m[6]).match(/-?[\d.]+/g).map(Number).forEach((v, i) => (i % 2 ? ys : xs).push(v));
  }
  return xs.length ? [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2] : null;
};

// --- a local page server (loopback): the extension's files, pages under a CSP made by previewLogic.ts ---
const nonce = logic.makeNonce();
const stub = `window.__posted = []; window.acquireVsCodeApi = () => ({ postMessage: (m) => window.__posted.push(m),
  getState: () => window.__state, setState: (s) => { window.__state = s; } });`;
function page(origin, url) {
  if (url.startsWith('/layout-page')) {
    let csp = logic.contentSecurityPolicy(origin, nonce);
    if (url.includes('nowasm')) csp = csp.replace(" 'wasm-unsafe-eval'", '');
    return `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="${csp}"></head><body>` +
      `<script nonce="${nonce}" src="${origin}/dist/webview/layout.js"></script></body></html>`;
  }
  if (url === '/preview') {
    const html = logic.previewHtml({ cspSource: origin, nonce, title: 'Graph: test', scriptUri: `${origin}/media/preview.js`,
      styleUri: `${origin}/media/preview.css`, layoutUri: `${origin}/dist/webview/layout.js` });
    // VS Code provides acquireVsCodeApi; here a stub that keeps what the preview posts
    return html.replace(`<script nonce="${nonce}" src=`, `<script nonce="${nonce}" src="${origin}/stub.js"></script>\n<script nonce="${nonce}" src=`);
  }
  return null;
}
const server = http.createServer((req, res) => {
  const origin = `http://${req.headers.host}`;
  const html = page(origin, req.url);
  if (html) { res.writeHead(200, { 'content-type': 'text/html' }); res.end(html); return; }
  if (req.url === '/stub.js') { res.writeHead(200, { 'content-type': 'text/javascript' }); res.end(stub); return; }
  const m = /^\/(media\/[\w.-]+|dist\/webview\/[\w.-]+)$/.exec(req.url);
  const file = m && path.join(ext, m[1]);
  if (!file || !fs.existsSync(file)) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, { 'content-type': file.endsWith('.css') ? 'text/css' : 'text/javascript' });
  res.end(fs.readFileSync(file));
});

(async () => {
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const udd = fs.mkdtempSync(path.join(os.tmpdir(), 'fxlens-layout-chromium-'));
  const browser = await chromium.launchPersistentContext(udd, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, viewport: { width: 1200, height: 800 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const p = browser.pages()[0] || await browser.newPage();
  const consoleLog = [];
  p.on('console', (m) => consoleLog.push(`[${m.type()}] ${m.text()}`));
  let failed = false;
  try {
    // --- 1. the same picture as the native helper's ---
    await p.goto(`${base}/layout-page`);
    await p.waitForFunction(() => !!window.fxlensLayout, null, { timeout: 10000 });
    for (const c of cases) {
      const runs = [];
      for (let i = 0; i < 3; ++i) runs.push(await p.evaluate((dot) => window.fxlensLayout.layoutDot(dot), c.dot));
      const r = runs[0];
      const pinned = /layout="nop2"/.test(c.dot);
      check(r.engine === (pinned ? 'nop2' : 'dot'), `${c.name}: engine ${r.engine}, the native helper would use ${pinned ? 'nop2' : 'dot'}`);
      const want = nodeIds(c.svg), got = new Set(nodeIds(r.svg));
      check(want.length > 0, `${c.name}: the native SVG has no nodes`);
      const missing = want.filter((id) => !got.has(id));
      check(missing.length === 0, `${c.name}: the panel's SVG lacks ${missing.length} of the native SVG's ${want.length} nodes: ${missing.slice(0, 10).join(' ')}`);
      check(got.size === want.length, `${c.name}: ${got.size} nodes in the panel's SVG, ${want.length} in the native one`);
      for (const cls of ['edge', 'cluster'])
        check(count(r.svg, cls) === count(c.svg, cls), `${c.name}: ${count(r.svg, cls)} ${cls}s in the panel's SVG, ${count(c.svg, cls)} in the native one`);
      if (pinned) {   // pinned: the same positions, to a point
        const off = want.filter((id) => { const a = centreOf(c.svg, id), b = centreOf(r.svg, id); return !a || !b || Math.abs(a[0] - b[0]) > 1 || Math.abs(a[1] - b[1]) > 1; });
        check(off.length === 0, `${c.name}: ${off.length} nodes stand elsewhere than in the native picture: ` +
          off.slice(0, 5).map((id) => `${id} native ${centreOf(c.svg, id)} panel ${centreOf(r.svg, id)}`).join(', '));
      }
      const ms = runs.map((x) => x.layoutMs).sort((a, b) => a - b);
      lap(`${c.name}: ${want.length} nodes, ${count(c.svg, 'edge')} edges, engine ${r.engine} (Graphviz ${r.graphviz}); ` +
        `layout ${ms.map((x) => Math.round(x)).join(' / ')} ms (median ${Math.round(ms[1])}), check ${Math.round(r.checkMs)} ms` +
        `${r.loadMs >= 1 ? `, Graphviz compiled in ${Math.round(r.loadMs)} ms` : ''}; SVG ${(r.svg.length / 1024).toFixed(0)} KiB ` +
        `(native: \`fxlens render --format svg\` ${c.nativeMs} ms in all)`);
    }

    // --- 2. the CSP: without 'wasm-unsafe-eval' the panel cannot compile Graphviz ---
    await p.goto(`${base}/layout-page?nowasm`);
    await p.waitForFunction(() => !!window.fxlensLayout, null, { timeout: 10000 });
    const refused = await p.evaluate((dot) => window.fxlensLayout.layoutDot(dot).then(() => 'laid out', (e) => String(e && e.message || e)), cases[0].dot);
    check(refused !== 'laid out', 'Graphviz compiled under a CSP without \'wasm-unsafe-eval\': the CSP is not enforced');
    lap(`without 'wasm-unsafe-eval': ${refused.slice(0, 160)}`);

    // --- 3. the preview webview with either answer ---
    await p.goto(`${base}/preview`);
    await p.waitForFunction(() => window.__posted.some((m) => m.type === 'ready'), null, { timeout: 10000 });
    const post = (m) => p.evaluate((x) => window.postMessage(x, '*'), m);
    const rendered = (n) => p.waitForFunction((k) => Number(document.body.dataset.rendered || 0) >= k, n, { timeout: 30000 });
    const drawn = () => p.evaluate(() => [...document.querySelectorAll('#canvas svg g.node')].map((g) => g.id));
    const state = () => p.evaluate(() => ({ status: document.getElementById('status').textContent, error: document.getElementById('error').hidden ? '' : document.getElementById('error').textContent,
      focus: (document.querySelector('#canvas g.node.fx-focus') || {}).id || '', transform: document.getElementById('canvas').style.transform,
      rendered: Number(document.body.dataset.rendered || 0) }));
    const ex0 = cases[0], exIds = nodeIds(ex0.svg);
    await post({ type: 'render', svg: ex0.svg, status: '27 of 27 nodes', keepView: false, highlight: 'n0_9' });
    await rendered(1);
    check(JSON.stringify(await drawn()) === JSON.stringify(exIds), 'the native SVG answer is not drawn with its nodes');
    // zoom (the view the next render must keep)
    await p.locator('#viewport').focus();
    await p.keyboard.press('+');
    const zoomed = (await state()).transform;
    // the DOT answer: laid out here, the view kept (no highlight to bring into view)
    await post({ type: 'render', dot: ex0.dot, status: '27 of 27 nodes · laid out in this panel', keepView: true });
    await rendered(2);
    let s = await state();
    check(JSON.stringify((await drawn()).sort()) === JSON.stringify([...exIds].sort()), 'the DOT answer is not drawn with the native picture\'s nodes');
    check(/laid out in this panel \(\d+ ms/.test(s.status), `the status does not say the panel laid it out, and how long: ${s.status}`);
    check(s.transform === zoomed, `pan/zoom not kept: ${zoomed} → ${s.transform}`);
    // a cursor highlight that comes during the layout wins over the one the render was sent with
    await post({ type: 'render', dot: ex0.dot, status: '27 of 27 nodes · laid out in this panel', keepView: true, highlight: 'n0_9' });
    await post({ type: 'highlight', id: 'n0_8' });
    await rendered(3);
    s = await state();
    lap(`preview, DOT answer: status "${s.status}", focus ${s.focus}`);
    check(s.focus === 'n0_8', `the highlight sent during the layout was not applied (focus: ${s.focus})`);
    check(/scale\(1\.125\)$/.test(s.transform), `the zoom was not kept: ${s.transform}`);
    check(await p.evaluate(() => document.body.dataset.layoutEngine) === 'dot', 'the example laid out with another engine than dot');
    // a click on a node posts its id (the extension reveals its definition)
    await p.locator('#viewport').press('0');
    await p.locator('g.node[id="n0_8"]').click();
    const posted = await p.evaluate(() => window.__posted.filter((m) => m.type === 'select'));
    check(posted.some((m) => m.id === 'n0_8'), `a click on n0_8 posted ${JSON.stringify(posted)}`);
    // a picture that breaks the SVG check is not shown: a javascript: link Graphviz writes as it is asked
    const hostile = ex0.dot.replace(/\}\s*$/, '  "evil" [URL="javascript:alert(1)", label="x"];\n}\n');
    await post({ type: 'render', dot: hostile, status: 'hostile', keepView: true });
    await p.waitForFunction(() => !document.getElementById('error').hidden, null, { timeout: 30000 });
    s = await state();
    check(/^Not shown: the picture Graphviz drew was refused \(svg: link with a script or local URL in (xlink:)?href\)/.test(s.error), `the hostile picture's error: ${s.error}`);
    check(!(await p.evaluate(() => !!document.querySelector('#canvas a[href^="javascript"], #canvas a[*|href^="javascript"]'))), 'a javascript: link entered the DOM');
    lap(`hostile plan: ${s.error.slice(0, 140)}`);
    // a plan Graphviz refuses: its message, then the next plan is drawn again (Graphviz reloads after a failure)
    await post({ type: 'render', dot: 'digraph { a -> ', status: 'broken', keepView: true });
    await p.waitForFunction(() => /Layout in this panel failed/.test(document.getElementById('error').textContent), null, { timeout: 30000 });
    lap(`broken plan: ${(await state()).error.slice(0, 140)}`);
    const before = (await state()).rendered;
    await post({ type: 'render', dot: cases[1].dot, status: '306 nodes · laid out in this panel', keepView: false });
    await rendered(before + 1);
    check((await drawn()).length === nodeIds(cases[1].svg).length, 'after a failed layout the next plan is not drawn');
    lap(`after the failures: ${(await state()).status}`);
    await p.screenshot({ path: path.join(art, 'preview-layout.png') });

    // --- 4. issue 30: an opened group keeps its place, the minimap keeps off the legend, the picture is saved ---
    const llama = path.join(repo, 'tests', 'corpus', 'torch2gen', '2.15.0', 'models', 'llama', 'torch_logs.txt');
    const overview = render([llama], 'svg');
    const firstBox = /<!-- group ([^ ]+) -->\s*<g id="(s\d+)" class="node"/.exec(overview);
    check(firstBox, 'the llama overview has no group box');
    const opened = render([llama, '--expand', firstBox[1]], 'svg');
    const nOverview = (await state()).rendered;
    await post({ type: 'render', svg: overview, status: 'overview', keepView: false });
    await rendered(nOverview + 1);
    await p.locator('#viewport').press('0');
    const centre = (id) => p.evaluate((x) => {
      const r = document.querySelector(`#canvas g.node[id="${x}"]`).getBoundingClientRect(), v = document.getElementById('viewport').getBoundingClientRect();
      return { x: r.left + r.width / 2 - v.left, y: r.top + r.height / 2 - v.top };
    }, id);
    const was = await centre(firstBox[2]);
    await p.locator(`g.node[id="${firstBox[2]}"]`).click();
    // the extension names what holds the group's first node now (anchorFor); here the first node of the new picture
    const target = nodeIds(opened).find((id) => id !== 'legend');
    const n0 = (await state()).rendered;
    await post({ type: 'render', svg: opened, status: 'opened', keepView: true, anchorTo: target });
    await rendered(n0 + 1);
    const now = await centre(target);
    check(Math.abs(now.x - was.x) < 2 && Math.abs(now.y - was.y) < 2,
      `the opened group's first node is at ${JSON.stringify(now)}, the box was at ${JSON.stringify(was)}`);
    check(await p.evaluate(() => document.body.dataset.anchored) === target, 'the panel did not anchor the new picture');
    lap(`opened group ${firstBox[1]}: ${target} drawn where the box was (${Math.round(now.x)}, ${Math.round(now.y)})`);
    // the minimap, on a picture whose legend sits in the bottom right corner at fit, takes another corner
    const pinnedCase = cases[2];
    await post({ type: 'render', svg: pinnedCase.svg, status: 'pinned', keepView: false });
    await rendered(n0 + 2);
    await p.locator('#viewport').press('0');
    const overlap = await p.evaluate(() => {
      const m = document.getElementById('minimap'), l = document.querySelector('#canvas g#legend');
      if (m.hidden || !l) return 'no minimap or no legend';
      const a = m.getBoundingClientRect(), b = l.getBoundingClientRect();
      return a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom ? '' : `minimap ${JSON.stringify(a)} legend ${JSON.stringify(b)}`;
    });
    check(overlap === '', `the minimap covers the legend: ${overlap}`);
    // "Save…": the picture as SVG (the text shown) and as PNG (drawn from it)
    const exported = (format) => p.evaluate(async (f) => {
      window.__posted = [];
      window.postMessage({ type: 'export', format: f }, '*');
      for (let i = 0; i < 200 && !window.__posted.some((m) => m.type === 'exported' || m.type === 'exportFailed'); ++i)
        await new Promise((r) => setTimeout(r, 50));
      return window.__posted.find((m) => m.type === 'exported' || m.type === 'exportFailed');
    }, format);
    const svgOut = await exported('svg'), pngOut = await exported('png');
    check(svgOut && svgOut.type === 'exported' && svgOut.data === pinnedCase.svg, 'Save as SVG did not send the picture shown');
    check(pngOut && pngOut.type === 'exported' && Buffer.from(pngOut.data, 'base64').subarray(0, 4).toString('latin1') === '\x89PNG',
      `Save as PNG: ${pngOut ? pngOut.type + ' ' + String(pngOut.message || pngOut.data.slice(0, 20)) : 'nothing sent'}`);
    lap(`saved: SVG ${svgOut.data.length} bytes, PNG ${Buffer.from(pngOut.data, 'base64').length} bytes`);
  } catch (e) {
    failed = true;
    console.error(`FAIL: ${e instanceof CheckFailed ? e.message : e.stack || e}`);
    try { await p.screenshot({ path: path.join(art, 'preview-layout-fail.png') }); } catch { /* gone */ }
  } finally {
    fs.writeFileSync(path.join(art, 'preview-layout-console.log'), consoleLog.join('\n') + '\n');
    await browser.close();
    server.close();
    fs.rmSync(udd, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  lap('all checks passed');
})();
