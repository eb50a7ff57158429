// Browser part of tests/vscode/run.sh: drives code-server in Debian Chromium through playwright-core.
// Usage: node e2e.js BASE_URL WORKSPACE ARTIFACTS_DIR
// FXLENS_E2E_SERVER=wasm (run.sh: the universal package, no native server anywhere): the WebAssembly server's part
// only: the output channel says it started and why, then the hover, F12, the preview laid out in its panel (the
// server sends DOT plans) with its nodes, and a click on one moving the editor.
'use strict';
const { chromium } = require('playwright-core');
const fs = require('fs');
const os = require('os');
const path = require('path');

const [base, ws, art] = process.argv.slice(2);
if (!base || !ws || !art) { console.error('usage: node e2e.js BASE_URL WORKSPACE ARTIFACTS_DIR'); process.exit(2); }
const t0 = Date.now();
const WASM = process.env.FXLENS_E2E_SERVER === 'wasm';
const lap = (s) => console.log(`${String(Date.now() - t0).padStart(7)} ms  ${s}`);
const shot = async (page, name) => { const p = path.join(art, name); await page.screenshot({ path: p }); lap(`screenshot ${p}`); };
class CheckFailed extends Error {}
const check = (cond, msg) => { if (!cond) throw new CheckFailed(msg); };

/** Polls fn until it returns a truthy value (no fixed sleeps). */
async function until(fn, what, timeout = 30000, every = 200) {
  const end = Date.now() + timeout; let last;
  for (;;) {
    try { last = await fn(); if (last) return last; } catch (e) { last = e; }
    if (Date.now() > end) throw new CheckFailed(`timed out after ${timeout} ms waiting for ${what}` + (last instanceof Error ? ` (${last.message})` : ''));
    await new Promise((r) => setTimeout(r, every));
  }
}

const statusText = (page, id) => page.evaluate((i) => {
  const e = document.getElementById(i); return e ? e.textContent.replace(/\s+/g, ' ').trim() : '';
}, id);
// The cursor's line in the editor group showing `file`, read from Monaco's highlighted line number. The status
// bar's "Ln N" is not enough on its own: it is hidden while the focus stays in the preview's webview.
const cursorLineIn = (page, file) => page.evaluate((f) => {
  for (const g of document.querySelectorAll('.editor-group-container')) {
    const tab = g.querySelector('.tab.active .label-name');
    if (!tab || tab.textContent.trim() !== f) continue;
    const n = g.querySelector('.monaco-editor .active-line-number');
    return n ? n.textContent.trim() : '';
  }
  return '';
}, file);
const activeTab = (page) => page.evaluate(() => {
  const t = document.querySelector('.editor-group-container.active .tab.active .label-name') ||
            document.querySelector('.tab.active .label-name');
  return t ? t.textContent.trim() : '';
});

async function quickOpen(page, file) {
  // an open file: click its tab (keyboard focus may be inside a webview, which keeps Ctrl+P)
  const tab = page.locator('.tabs-container .tab', { has: page.locator('.label-name', { hasText: new RegExp(`^${file.replace(/\./g, '\\.')}$`) }) }).first();
  if (await tab.count()) {
    await tab.click();
    await until(async () => (await activeTab(page)) === file, `${file} to be the active editor`, 20000);
    return;
  }
  const input = await openQuickInput(page, 'Control+P', 'quick open');
  await input.fill(file);
  // Enter only once the list is filtered and its focused (first) row is this file
  await until(() => page.evaluate((f) => {
    const r = document.querySelector('.quick-input-list .monaco-list-row.focused');
    return !!r && (r.getAttribute('aria-label') || r.textContent || '').includes(f);
  }, file), `quick open to offer ${file}`, 15000);
  await page.keyboard.press('Enter');
  await until(async () => (await activeTab(page)) === file, `${file} to be the active editor`, 20000);
}

/** Closes `file`'s editor with its tab's close button. */
async function closeTab(page, file) {
  const tab = page.locator('.tabs-container .tab', { has: page.locator('.label-name', { hasText: new RegExp(`^${file.replace(/\./g, '\\.')}$`) }) }).first();
  await tab.hover();
  await tab.locator('.tab-actions .codicon-close').click();
  await until(async () => (await tab.count()) === 0, `the ${file} tab to close`, 15000);
}

/** Ctrl+G "LINE[:COL]" in the active editor. Enter only once the pick offers that line (an Enter pressed before the
 *  typed text is taken leaves the pick open: seen in CI), and again while the pick stays open. */
async function gotoLine(page, where) {
  const input = await openQuickInput(page, 'Control+G', 'go to line');
  await input.fill(':' + where);
  const line = where.split(':')[0];
  await until(() => page.evaluate((l) => [...document.querySelectorAll('.quick-input-widget .monaco-list-row')]
    .some((r) => new RegExp(`line ${l}\\b`).test(r.textContent || '')), line), `the pick to offer line ${line}`, 10000);
  await until(async () => {
    await page.keyboard.press('Enter');
    return input.waitFor({ state: 'hidden', timeout: 2000 }).then(() => true, () => false);
  }, `go to line ${where}`, 15000, 100);
}

/** Presses `key` until the quick input is visible (a key pressed while a previous pick closes can be lost). */
async function openQuickInput(page, key, what) {
  const input = page.locator('.quick-input-widget input');
  await until(async () => {
    await page.keyboard.press(key);
    return input.waitFor({ state: 'visible', timeout: 2000 }).then(() => true, () => false);
  }, what, 20000, 100);
  return input;
}

/** Waits for the quick pick whose placeholder matches `placeholder`, types `text` and takes the row offering `offer`. */
async function pickFrom(page, placeholder, text, offer, what) {
  const input = page.locator('.quick-input-widget input');
  await until(async () => placeholder.test((await input.getAttribute('placeholder')) || ''), `the ${what} quick pick`, 15000);
  await input.fill(text);
  await until(() => page.evaluate((o) => {
    const r = document.querySelector('.quick-input-list .monaco-list-row.focused');
    return !!r && (r.getAttribute('aria-label') || r.textContent || '').includes(o);
  }, offer), `${offer} in the ${what} quick pick`, 10000);
  await page.keyboard.press('Enter');
}

async function runCommand(page, title) {
  const input = await openQuickInput(page, 'F1', 'the command palette');
  await input.fill('>' + title);
  await until(() => page.evaluate((t) => {
    const r = document.querySelector('.quick-input-list .monaco-list-row.focused');
    return !!r && (r.getAttribute('aria-label') || r.textContent || '').includes(t);
  }, title), `the command palette to offer "${title}"`, 15000);
  await page.keyboard.press('Enter');
}

/** On-screen rectangle of `word` at `occurrence` within the editor line whose text contains `lineText`. */
const wordRect = (page, lineText, word) => page.evaluate(([lt, w]) => {
  const lines = [...document.querySelectorAll('.editor-group-container.active .monaco-editor .view-line')];
  const line = lines.find((l) => l.textContent.replace(/\u00a0/g, ' ').includes(lt));
  if (!line) return null;
  const full = line.textContent.replace(/\u00a0/g, ' ');
  const at = full.indexOf(lt) + lt.lastIndexOf(w);   // `word` as the last occurrence inside lineText
  let off = 0;
  const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const len = n.textContent.length;
    if (at >= off && at + w.length <= off + len) {
      const r = document.createRange(); r.setStart(n, at - off); r.setEnd(n, at - off + w.length);
      const b = r.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height };
    }
    off += len;
  }
  return null;
}, [lineText, word]);

/** The fxlens output channel's text, from its log file under code-server's user data (null when not found). */
function fxlensLog() {
  const root = process.env.FXLENS_E2E_USER_DATA;
  if (!root) return null;
  const found = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p); else if (/-fxlens\.log$/.test(e.name)) found.push(p);
    }
  };
  try { walk(path.join(root, 'logs')); } catch { return null; }
  return found.length ? found.map((f) => fs.readFileSync(f, 'utf8')).join('\n') : null;
}

/** Changes one setting the way a user does: "Preferences: Open User Settings (JSON)" (or, for `machine` settings such
 *  as fxlens.server.path, which VS Code reads only from the remote's settings in code-server, "Preferences: Open
 *  Remote Settings (JSON)"), the text replaced in the editor, saved (Ctrl+S), the tab closed. (A write to the file
 *  from outside is not seen by code-server.) */
async function setUserSetting(page, key, value, { remote = false } = {}) {
  const f = path.join(process.env.FXLENS_E2E_USER_DATA, remote ? 'Machine' : 'User', 'settings.json');
  const settings = fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8') || '{}') : {};
  if (value === undefined) delete settings[key]; else settings[key] = value;
  await runCommand(page, `Preferences: Open ${remote ? 'Remote' : 'User'} Settings (JSON)`);
  await until(async () => (await activeTab(page)) === 'settings.json', 'the settings.json editor', 20000);
  // The editor may not have the keyboard yet when its tab is active: a select-all then went nowhere and the new text
  // was added to the old (a CI run saved both, one after the other). Click into it and clear it until it is empty.
  const editorText = () => page.evaluate(() => {
    const v = document.querySelector('.editor-group-container.active .monaco-editor .view-lines');
    return v ? v.textContent.replace(/\u00a0/g, ' ').trim() : null;
  });
  await until(async () => {
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    return (await editorText()) === '';
  }, 'the settings.json editor emptied', 20000, 300);
  await page.keyboard.insertText(JSON.stringify(settings));   // one line: no auto-indent (run.sh: no auto-closing in JSON)
  await page.keyboard.press('Control+S');
  await until(() => JSON.stringify(JSON.parse(fs.readFileSync(f, 'utf8'))) === JSON.stringify(settings), `${f} saved`, 10000);
  await closeTab(page, 'settings.json');
}

/** The texts of the notification toasts on screen. */
const toastTexts = (page) => page.evaluate(() => [...document.querySelectorAll('.notifications-toasts .notification-toast')]
  .map((t) => t.textContent.replace(/\s+/g, ' ').trim()));

/** The preview's inner webview frame (the one holding #canvas). */
async function previewFrame(page) {
  for (const f of page.frames()) {
    try { if (await f.evaluate(() => !!document.getElementById('canvas') && !!document.getElementById('toolbar'))) return f; } catch { /* detached */ }
  }
  return null;
}

(async () => {
  const udd = fs.mkdtempSync(path.join(os.tmpdir(), 'fxlens-chromium-'));
  const ctx = await chromium.launchPersistentContext(udd, {
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true, viewport: { width: 1500, height: 900 },
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-component-update', '--disable-sync'] });
  const page = ctx.pages()[0] || await ctx.newPage();
  const consoleLog = [];
  page.on('console', (m) => consoleLog.push(`[${m.type()}] ${m.text()}`));
  let failed = false;
  try {
    await page.goto(`${base}/?folder=${encodeURIComponent(ws)}`);
    await page.waitForSelector('.monaco-workbench', { timeout: 60000 }); lap('workbench');
    await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60000 }); lap('explorer populated');

    // The whole test runs in Restricted Mode (run.sh: an untrusted folder): everything fxlens does must work there.
    await until(() => page.evaluate(() => /Restricted Mode/.test(document.querySelector('.statusbar')?.textContent || '')),
      'the Restricted Mode indicator (an untrusted workspace)', 20000);
    lap('workspace in Restricted Mode');

    // --- the backward file is detected as FX Graph by content (.txt) ---
    await quickOpen(page, 'bwd.code.txt');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'FX Graph',
      'bwd.code.txt to switch to the FX Graph language (content detection)', 30000);
    lap('bwd.code.txt is FX Graph');
    const LINE = 'mm_1 = torch.ops.aten.mm.default(t_3, relu)';
    await until(() => wordRect(page, LINE, 'relu'), `the editor to show "${LINE}"`, 20000);

    // --- the categories' default colours (package.json configurationDefaults, the preview's palette) ---
    // The signature's tokens and their colours (the line starts with `def forward`; inlay hints sit inside it).
    const signatureTokens = () => page.evaluate(() => {
      for (const line of document.querySelectorAll('.monaco-editor .view-line'))
        if (line.textContent.replace(/\u00a0/g, ' ').startsWith('def forward'))
          return [...line.querySelectorAll('span span')].map((s) => [s.textContent, getComputedStyle(s).color]);
      return [];
    });
    const colourOf = async (word) => { const t = (await signatureTokens()).find(([text]) => text.trim() === word); return t ? t[1] : null; };
    const rgb = async (w) => (/rgb\((\d+), (\d+), (\d+)\)/.exec((await colourOf(w)) || '') || []).slice(1).map(Number);
    const reddish = ([r, g, b]) => r > 180 && g < 110 && b < 110, cyanish = ([r, g, b]) => r < 60 && g > 110 && b > 130;
    await until(async () => reddish(await rgb('relu')), 'the saved tensor relu in its red', 20000)
      .catch(async (e) => { throw new CheckFailed(`${e.message}; the signature: ${JSON.stringify(await signatureTokens())}`); });
    check(cyanish(await rgb('tangents_1')), `tangents_1 in its cyan, not ${await colourOf('tangents_1')}`);
    lap(`category colours: relu ${await colourOf('relu')}, tangents_1 ${await colourOf('tangents_1')}`);

    // --- (a) hover on the saved tensor relu names its forward producer ---
    const hover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'Saved by forward' });
    let hoverText = '';
    await until(async () => {
      const b = await wordRect(page, LINE, 'relu');
      await page.mouse.move(b.x + 1, b.y + b.height / 2);
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      const ok = await hover.waitFor({ timeout: 1500 }).then(() => true, () => false);
      if (ok) { hoverText = (await hover.innerText()).replace(/\s+/g, ' '); return true; }
      await page.mouse.move(5, 5);
      return false;
    }, 'a hover with "Saved by forward" on relu (is the server running?)', 60000, 10);
    lap(`hover: ${hoverText.slice(0, 160)}`);
    check(/Saved by forward/.test(hoverText) && /relu/.test(hoverText) && /fwd\.code\.txt/.test(hoverText),
      `hover does not name the forward producer relu in fwd.code.txt: ${hoverText}`);
    check(/bwd\.code\.txt#1 is a backward graph: tangent inputs; every output is a gradient/.test(hoverText),
      `hover does not say what decided the graph's role: ${hoverText}`);
    await shot(page, '1-hover.png');

    // --- how long a user waited: activation to the first diagnostics, as the extension logs it (docs/EDITOR.md) ---
    const timing = await until(() => /fxlens: first diagnostics (\d+) ms after activation \(([^)]*)\)/.exec(fxlensLog() || ''),
      'the output channel\'s "first diagnostics N ms after activation" line', 20000);
    check(timing[2] === (WASM ? 'WebAssembly server' : 'native server'), `first diagnostics from the ${timing[2]}, not the expected one`);
    lap(`TIMING activation -> first diagnostics: ${timing[1]} ms (${timing[2]})`);

    if (WASM) {
      // --- the WebAssembly server runs, and the output channel says why no native one does ---
      const started = /fxlens: starting the WebAssembly server \(server\/fxlens\.wasm\): ([^\n]*)/.exec(fxlensLog() || '');
      check(started, `the fxlens output channel does not say the WebAssembly server started:\n${(fxlensLog() || '(no log)').slice(0, 2000)}`);
      check(/no native binary for linux-x64 in this package; no fxlens on PATH/.test(started[1]), `why no native server: ${started[1]}`);
      lap(`WebAssembly server: ${started[0]}`);
    }

    // --- fxlens.trace.server changed in settings.json (not the Settings UI) applies at once: "verbose" logs params ---
    if (!WASM) {
    check(!/\[Trace[^\n]*\n(Params|Result):/.test(fxlensLog() || ''), 'verbose trace before it was asked for');
    await setUserSetting(page, 'fxlens.trace.server', 'verbose');
    await quickOpen(page, 'bwd.code.txt');
    await until(async () => {
      await page.mouse.move(5, 5);
      const b = await wordRect(page, LINE, 'relu');
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);   // a hover: a request to trace
      return /\[Trace[^\n]*\n(Params|Result):/.test(fxlensLog() || '');
    }, 'a verbose trace (Params:/Result:) after fxlens.trace.server became "verbose" in settings.json', 20000, 500);
    await setUserSetting(page, 'fxlens.trace.server', 'messages');
    await page.mouse.move(5, 5);
    lap('fxlens.trace.server from settings.json applied');

    // --- a long backward signature: every saved value keeps its hint (not cut after the first few) ---
    await quickOpen(page, 'bwd.readable.txt');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'FX Graph', 'bwd.readable.txt as FX Graph', 30000);
    await page.keyboard.press('Control+Home');
    const arrowsShown = () => page.evaluate(() => [...document.querySelectorAll('.editor-group-container.active .view-line')]
      .reduce((n, l) => n + l.textContent.split('\u2190').length - 1, 0));
    await until(async () => (await arrowsShown()) >= 60 &&
      await page.evaluate(() => [...document.querySelectorAll('.editor-group-container.active .view-line')].some((l) => l.textContent.includes('∂mean'))),
      'hints on all ~100 parameters of the long signature, down to the last (tangents_1 ← ∂mean)', 20000);
    lap(`long signature: ${await arrowsShown()} hints shown`);
    await closeTab(page, 'bwd.readable.txt');

    }   // !WASM: the trace setting and the long signature

    // --- (b) F12 goes to the producer: fwd.code.txt line 8 ---
    await page.mouse.move(5, 5);
    await page.keyboard.press('Escape');
    await gotoLine(page, '16:45');   // inside `relu` of `mm_1 = torch.ops.aten.mm.default(t_3, relu)`
    await until(async () => /Ln 16, Col 45\b/.test(await statusText(page, 'status.editor.selection')), 'the cursor on line 16 (relu)', 10000);
    await page.keyboard.press('F12');
    await until(async () => (await activeTab(page)) === 'fwd.code.txt' &&
      /Ln 8\b/.test(await statusText(page, 'status.editor.selection')),
      'F12 to open fwd.code.txt at line 8', 20000);
    lap(`definition: ${await activeTab(page)} ${await statusText(page, 'status.editor.selection')}`);
    await shot(page, '2-definition.png');

    // --- (c) the joint graph preview ---
    await quickOpen(page, 'bwd.code.txt');
    await until(async () => /Ln 16\b/.test(await statusText(page, 'status.editor.selection')), 'the cursor back on line 16', 10000);
    await runCommand(page, 'FX Graph: Open Joint Graph Preview');
    const frame = await until(() => previewFrame(page), 'the preview webview', 30000);
    const labels = await until(() => frame.evaluate(() => {
      const gs = [...document.querySelectorAll('#canvas svg g.node')];
      return gs.length ? gs.map((g) => { const t = g.querySelector('text'); return t ? t.textContent.trim() : ''; }) : null;
    }), 'an SVG with nodes in the preview', 30000);
    lap(`preview: ${labels.length} nodes: ${labels.slice(0, 30).join(' ')}`);
    for (const want of ['relu', 'mm_1', 'addmm']) check(labels.includes(want), `the preview lacks node ${want}: ${labels.join(' ')}`);
    const status = await frame.evaluate(() => document.getElementById('status').textContent);
    lap(`preview status: ${status}`);
    check(!/failed/i.test(status), `preview status: ${status}`);
    // the WebAssembly server sends a DOT plan: the panel lays it out, says so, and with which engine
    if (WASM) {
      check(/laid out in this panel \(\d+ ms/.test(status), `the preview does not say it laid the picture out: ${status}`);
      check(await frame.evaluate(() => document.body.dataset.layoutEngine) === 'dot', 'the pair was not laid out with dot in the panel');
    } else {
      check(!/laid out in this panel/.test(status), `the native server's picture said to be laid out in the panel: ${status}`);
      // the panel's own Graphviz (for a WebAssembly server's DOT plans) loads in this real webview, as preview.js
      // loads it: its tag's data-layout URL (a local resource root), the page's nonce, WebAssembly under its CSP
      const laid = await frame.evaluate(() => new Promise((resolve) => {
        const me = document.querySelector('script[data-layout]');
        const s = document.createElement('script');
        s.nonce = me.nonce; s.src = me.dataset.layout;
        s.onerror = () => resolve(`could not load ${me.dataset.layout}`);
        s.onload = () => window.fxlensLayout.layoutDot('digraph { "n0_1" [id="n0_1"]; "n0_1" -> "n0_2"; }')
          .then((r) => resolve(`${r.engine}: ${(r.svg.match(/class="node"/g) || []).length} nodes`), (e) => resolve(String(e && e.message || e)));
        document.head.appendChild(s);
      }));
      check(laid === 'dot: 2 nodes', `the panel's own Graphviz in this webview: ${laid}`);
      lap(`the panel's own Graphviz loads and lays out in the webview (${laid})`);
    }
    // the pair fits the node budget: drawn whole although the cursor is on a node
    const whole = /^(\d+) of (\d+) nodes/.exec(status);
    check(whole && whole[1] === whole[2] && labels.length >= Number(whole[2]), `the pair drawn whole: ${status}`);
    // the cursor's node is highlighted
    await until(() => frame.evaluate(() => !!document.querySelector('#canvas g.node.fx-focus')), 'a highlighted (cursor) node', 10000);
    await shot(page, '3-preview.png');

    // "0" fits the whole graph (the first view is centred on the cursor's node), then click addmm
    // (forward, fwd.code.txt line 7) → the editor shows fwd.code.txt at line 7
    const initial = await frame.evaluate(() => document.getElementById('canvas').style.transform);
    await frame.locator('#viewport').focus();
    await frame.locator('#viewport').press('0');
    await until(async () => (await frame.evaluate(() => document.getElementById('canvas').style.transform)) !== initial, 'fit on "0"', 5000);
    const id = await frame.evaluate(() => {
      const g = [...document.querySelectorAll('#canvas svg g.node')].find((x) => { const t = x.querySelector('text'); return t && t.textContent.trim() === 'addmm'; });
      return g ? g.id : null;
    });
    check(id, 'no addmm node to click');
    await frame.locator(`g.node[id="${id}"]`).click();
    await until(async () => (await activeTab(page)) === 'fwd.code.txt' &&
      (/Ln 7\b/.test(await statusText(page, 'status.editor.selection')) || (await cursorLineIn(page, 'fwd.code.txt')) === '7'),
      'a click on node addmm to reveal fwd.code.txt line 7', 20000);
    lap(`click on addmm: ${await activeTab(page)} ${await statusText(page, 'status.editor.selection')} (active line number ${await cursorLineIn(page, 'fwd.code.txt')})`);
    await shot(page, '4-preview-click.png');

    // the minimap shows the whole picture; a click on it moves the view there
    check(await frame.evaluate(() => !document.getElementById('minimap').hidden), 'no minimap beside the picture');
    const beforeMinimap = await frame.evaluate(() => document.getElementById('canvas').style.transform);
    await frame.locator('#minimap').click({ position: { x: 3, y: 3 } });
    await until(async () => (await frame.evaluate(() => document.getElementById('canvas').style.transform)) !== beforeMinimap,
      'a click on the minimap to move the view', 5000);
    lap('minimap ok');
    if (WASM) { lap('WebAssembly server: hover, definition, preview laid out in the panel, click: all passed'); return; }

    // zoom with the keyboard keeps working (transform changes)
    const before = await frame.evaluate(() => document.getElementById('canvas').style.transform);
    await frame.locator('#viewport').focus();
    await frame.locator('#viewport').press('+');
    await until(async () => (await frame.evaluate(() => document.getElementById('canvas').style.transform)) !== before, 'zoom on "+"', 5000);
    lap('keyboard zoom ok');

    // --- the preview follows the cursor: line 24 of bwd.code.txt defines t_6 ---
    const pstatus = () => frame.evaluate(() => document.getElementById('status').textContent);
    await quickOpen(page, 'bwd.code.txt');
    await gotoLine(page, '24');
    await until(async () => /Ln 24\b/.test(await statusText(page, 'status.editor.selection')), 'the cursor on line 24', 10000);
    await until(() => frame.evaluate(() => {
      const g = document.querySelector('#canvas g.node.fx-focus text'); return g && g.textContent.trim() === 't_6';
    }), 'node t_6 highlighted (follow cursor)', 10000);
    const followed = /^(\d+) of (\d+) nodes/.exec(await pstatus());
    check(followed && followed[1] === followed[2], `following the cursor keeps the whole pair: ${await pstatus()}`);
    lap(`follow cursor: ${await pstatus()}`);

    // --- over the node budget (a workspace setting of 12): the picture is cut around the cursor's node ---
    const wsSettings = path.join(ws, '.vscode', 'settings.json');
    fs.mkdirSync(path.dirname(wsSettings), { recursive: true });
    fs.writeFileSync(wsSettings, JSON.stringify({ 'fxlens.preview.maxNodes': 12 }));
    await until(async () => { const st = await pstatus(); return /focus: t_6\b/.test(st) && /groups? \(click one/.test(st); },
      'an overview of groups with t_6 revealed under a budget of 12 nodes', 20000);
    await until(() => frame.evaluate(() => {
      const g = document.querySelector('#canvas g.node.fx-focus text'); return g && g.textContent.trim() === 't_6';
    }), 'node t_6 drawn and highlighted in the overview', 10000);
    lap(`over the budget: ${await pstatus()}`);

    // --- a group box ("+N ...") opens in place: its nodes are drawn, the other groups stay closed ---
    const drawnCount = async () => Number((/^(\d+) of/.exec(await pstatus()) || [])[1] || 0);
    const summary = await frame.evaluate(() => {
      const g = [...document.querySelectorAll('#canvas svg g.node')].find((x) => { const t = x.querySelector('text'); return t && /^\+\d+/.test(t.textContent.trim()); });
      return g ? { id: g.id, label: g.querySelector('text').textContent.trim() } : null;
    });
    check(summary, 'no group box in the preview');
    const drawnBefore = await drawnCount();
    await frame.locator('#viewport').press('0');
    // issue 30: what holds the group's first node now is drawn where the box was (the view follows the user's
    // node instead of keeping the old pan over empty canvas)
    const centreOf = (id) => frame.evaluate((x) => {
      const el = document.querySelector(`#canvas g.node[id="${x}"]`), v = document.getElementById('viewport').getBoundingClientRect();
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2 - v.left, y: r.top + r.height / 2 - v.top, w: v.width, h: v.height };
    }, id);
    const boxAt = await centreOf(summary.id);
    await frame.evaluate(() => { delete document.body.dataset.anchored; });
    await frame.locator(`g.node[id="${summary.id}"]`).click();
    await until(async () => (await drawnCount()) > drawnBefore, `a click on group "${summary.label}" to draw its nodes`, 20000);
    lap(`group "${summary.label}" opened: ${await pstatus()}`);
    const anchoredId = await frame.evaluate(() => document.body.dataset.anchored || '');
    check(anchoredId, 'the opened group was not kept in place (no element anchored)');
    const anchoredAt = await centreOf(anchoredId);
    check(anchoredAt && Math.abs(anchoredAt.x - boxAt.x) < 3 && Math.abs(anchoredAt.y - boxAt.y) < 3,
      `after the group opened, ${anchoredId} is at ${JSON.stringify(anchoredAt)}, the box was at ${JSON.stringify(boxAt)}`);
    lap(`the view kept the opened group in place: ${anchoredId} at (${Math.round(anchoredAt.x)}, ${Math.round(anchoredAt.y)})`);
    await shot(page, '4b-preview-expanded.png');

    // --- the search box finds a node by RE2 pattern and reveals it, highlighted ---
    await frame.locator('#search').fill('^mm_1$');
    await frame.locator('#search').press('Enter');
    await until(() => frame.evaluate(() => {
      const g = document.querySelector('#canvas g.node.fx-focus text'); return g && g.textContent.trim() === 'mm_1';
    }), 'the search for ^mm_1$ to reveal and highlight mm_1', 20000);
    lap(`search ^mm_1$: ${await pstatus()}`);

    // --- "Collapse" goes back to the overview ---
    await frame.locator('#collapse').click();
    await until(async () => /groups? \(click one/.test(await pstatus()) && (await drawnCount()) < 50, 'Collapse back to the overview', 20000);
    lap(`collapse: ${await pstatus()}`);

    // --- "Show all" shows every node, even with a summary's focus in place ---
    await frame.locator('#show-all').click();
    await until(async () => { const m = /^(\d+) of (\d+) nodes/.exec(await pstatus()); return m && m[1] === m[2]; },
      '"Show all" to draw every node', 20000);
    lap(`show all: ${await pstatus()}`);
    fs.rmSync(wsSettings);

    // --- an edit refreshes the preview by message (the panel's HTML is not reset: the counter survives) ---
    const renders = async () => Number(await frame.evaluate(() => document.body.dataset.rendered || 0));
    const rendersBefore = await renders();
    await quickOpen(page, 'bwd.code.txt');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n# edited by the e2e test');
    await until(async () => (await renders()) > rendersBefore, 'the preview to refresh after an edit', 20000);
    lap(`edit refreshed the preview (render #${await renders()})`);

    // --- an edit that reads a name nothing defines: an error squiggle on it (undefined-name), then removed ---
    const squiggles = () => page.evaluate(() => document.querySelectorAll('.monaco-editor .squiggly-error').length);
    const squigglesBefore = await squiggles();
    await gotoLine(page, '5');
    await page.keyboard.press('End');
    await page.keyboard.type('\nbad_e2e = torch.ops.aten.neg.default(no_such_name)');
    await until(async () => (await squiggles()) > squigglesBefore, 'an error squiggle on the undefined name', 20000);
    lap(`undefined name flagged (${await squiggles()} error squiggles)`);
    await page.keyboard.press('Control+Shift+K');  // delete the line again
    await until(async () => (await squiggles()) === squigglesBefore, 'the squiggle gone with the line', 20000);

    // --- a code lens does what it says: "pairs with fwd.code.txt#1" opens the forward ---
    await quickOpen(page, 'bwd.code.txt');
    const lens = page.locator('.codelens-decoration a', { hasText: 'pairs with fwd.code.txt' }).first();
    await lens.waitFor({ timeout: 20000 });
    await lens.click();
    await until(async () => (await activeTab(page)) === 'fwd.code.txt', 'the "pairs with" lens to open fwd.code.txt', 20000);
    lap('code lens "pairs with" opened fwd.code.txt');

    // --- Pair With…: a quick pick of the open documents, then fxlens.pairWith ---
    await quickOpen(page, 'bwd.code.txt');
    await runCommand(page, 'FX Graph: Pair With');
    await pickFrom(page, /^Pair bwd\.code\.txt with/, 'fwd.code.txt', 'fwd.code.txt', 'Pair With');
    await page.locator('.notifications-toasts', { hasText: 'paired with fwd.code.txt' }).waitFor({ timeout: 15000 });
    lap('Pair With: paired with fwd.code.txt');

    // --- the memory plot: the "memory: peak" lens opens it in the preview; a bar's click goes to its node ---
    await quickOpen(page, 'fwd.readable.txt');
    const memLens = page.locator('.codelens-decoration a', { hasText: 'memory: peak' }).first();
    await memLens.waitFor({ timeout: 20000 });
    const memLensText = (await memLens.innerText()).trim();
    await memLens.click();
    let memFrame = null;
    await until(async () => {
      for (const f of page.frames()) {
        try { if (await f.evaluate(() => document.body.classList.contains('memory-mode') && document.querySelectorAll('#canvas svg.fx-memory rect.pt').length > 100)) { memFrame = f; return true; } } catch { /* detached */ }
      }
      return false;
    }, 'the memory plot (svg.fx-memory with a bar per node) in the preview', 30000);
    const memStatus = await memFrame.evaluate(() => document.getElementById('status').textContent);
    lap(`memory lens "${memLensText}"; plot status: ${memStatus}`);
    check(/forward peak .* at mean · backward peak .* · holds .* for backward/.test(memStatus), `memory status: ${memStatus}`);
    check(memLensText.startsWith('memory: peak ') && memLensText.includes(' at mean'), `memory lens: ${memLensText}`);
    await shot(page, '4c-memory-plot.png');
    // the bar of `mean` (the forward's peak): a click puts the cursor on its definition
    const meanLine = fs.readFileSync(path.join(ws, 'transformer', 'fwd.readable.txt'), 'utf8').split('\n')
      .findIndex((l) => /^\s+mean: /.test(l)) + 1;
    await memFrame.locator('#canvas rect.pt[data-node="mean"]').first().click({ force: true });
    await until(async () => (await activeTab(page)) === 'fwd.readable.txt' &&
      new RegExp(`Ln ${meanLine}\\b`).test(await statusText(page, 'status.editor.selection')),
      `a click on mean's bar to go to line ${meanLine} of fwd.readable.txt`, 20000);
    lap(`memory plot: click on mean went to ${await statusText(page, 'status.editor.selection')}`);

    // --- two partitions of one model open: "FX Graph: Compare Partitions" sets them side by side ---
    for (const f of ['mincut_bwd.txt', 'mincut_fwd.txt', 'default_bwd.txt', 'default_fwd.txt']) {
      await quickOpen(page, f);
      await until(async () => (await statusText(page, 'status.editor.mode')) === 'FX Graph', `${f} as FX Graph`, 30000);
    }
    // the editor focused (not the preview beside it), so that the palette offers FX Graph's editor commands
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
    await runCommand(page, 'FX Graph: Compare Partitions');
    await until(() => page.evaluate(() => [...document.querySelectorAll('.monaco-editor .view-line')]
      .some((l) => l.textContent.replace(/\u00a0/g, ' ').includes('| held for backward | 400 B | 240 B |'))),
      'the comparison of the default and min-cut partitions (held for backward 400 B vs 240 B)', 20000);
    // a read-only report of its own (closing it asks nothing), not an untitled document
    await until(async () => (await activeTab(page)) === 'partitions of default_fwd.txt.md', 'the comparison in its report tab', 10000);
    check(!(await page.evaluate(() => !!document.querySelector('.editor-group-container.active .tab.active.dirty'))),
      'the comparison report is a document to save');
    lap('compare partitions: default vs min-cut shown side by side');
    await shot(page, '4d-compare-partitions.png');

    // --- what changed between two compiles: "Compare Graph With…" on the default forward, the min-cut one picked ---
    await quickOpen(page, 'default_fwd.txt');
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
    await runCommand(page, 'FX Graph: Compare Graph With');
    await pickFrom(page, /^Compare default_fwd\.txt#1 with/, 'mincut_fwd.txt', 'mincut_fwd.txt#1', 'Compare Graph With');
    // torch 2.15's min-cut forward against the default one: one node only in A, three only in B (fxlens diff agrees)
    await until(() => page.evaluate(() => {
      const t = [...document.querySelectorAll('.monaco-editor .view-line')].map((l) => l.textContent.replace(/\u00a0/g, ' ')).join('\n');
      return t.includes('1 removed') && t.includes('3 added') && t.includes('Only in B (added)');
    }), 'the diff of the default and min-cut forwards (1 removed, 3 added) in a report', 20000);
    lap('diff: default_fwd.txt#1 against mincut_fwd.txt#1 shown');
    await shot(page, '4e-diff.png');

    // --- (d) the association table in a read-only report ---
    await quickOpen(page, 'bwd.code.txt');
    await runCommand(page, 'FX Graph: Show Associations');
    await until(() => page.evaluate(() => [...document.querySelectorAll('.monaco-editor .view-line')]
      .some((l) => l.textContent.replace(/\u00a0/g, ' ').includes('| `relu` (bwd.code.txt#1) | saved |'))),
      'the association table (relu saved, matched)', 20000);
    await until(async () => (await activeTab(page)) === 'associations of bwd.code.txt.md', 'the associations in their report tab', 10000);
    lap('associations table shown');
    await shot(page, '5-associations.png');

    // --- (e) content detection: an aot_graphs log becomes FX Graph, an ordinary nn.Module stays Python ---
    await quickOpen(page, 'net.py');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'Python', 'net.py to open as Python', 20000);
    await quickOpen(page, 'aot_graphs_log.txt');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'FX Graph', 'aot_graphs_log.txt to switch to FX Graph', 20000);
    await page.keyboard.press('Control+Home');
    // glog prefixes are dimmed (a decoration with reduced opacity)
    await until(() => page.evaluate(() => [...document.querySelectorAll('.editor-group-container.active .view-line span span')]
      .some((s) => /^[IV]0121/.test(s.textContent) && Number(getComputedStyle(s).opacity) < 1)), 'dimmed log prefixes', 10000);
    await shot(page, '6-aot-graphs-log.png');
    // the log was inspected after net.py (one extension host, in order): net.py's decision is final by now
    await quickOpen(page, 'net.py');
    check((await statusText(page, 'status.editor.mode')) === 'Python', `net.py became ${await statusText(page, 'status.editor.mode')}`);
    lap('detection: aot_graphs_log.txt is FX Graph, net.py stays Python');

    // --- the clean view of the log: no prefixes, every feature there, and back to the log ---
    await quickOpen(page, 'aot_graphs_log.txt');
    await runCommand(page, 'FX Graph: Open Clean View of Log');
    await until(async () => (await activeTab(page)) === 'aot_graphs_log.txt.clean', 'the clean view to open', 20000);
    const CLEAN_LINE = 'cos: "f32[8, 256][256, 1]cpu"';   // the definition, at the start of its line (the view is narrow)
    await until(() => wordRect(page, CLEAN_LINE, 'cos'), 'the clean view to show the backward', 20000);
    check(!(await page.evaluate(() => [...document.querySelectorAll('.editor-group-container.active .view-line')]
      .some((l) => /^[IV]0121/.test(l.textContent)))), 'the clean view still shows log prefixes');
    const cleanHover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'torch.ops.aten.cos.default' });
    await until(async () => {
      const b = await wordRect(page, CLEAN_LINE, 'cos');
      await page.mouse.move(b.x + 1, b.y + b.height / 2);
      await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
      const ok = await cleanHover.waitFor({ timeout: 1500 }).then(() => true, () => false);
      if (!ok) await page.mouse.move(5, 5);
      return ok;
    }, 'a hover on cos in the clean view', 40000, 10);
    await page.mouse.move(5, 5);
    lap('clean view: no prefixes, hover works');
    // go to definition in the clean view: `cos` read by mul_1 (line 32) is defined on line 31
    const logLines = fs.readFileSync(path.join(ws, 'logs', 'aot_graphs_log.txt'), 'utf8').split('\n');
    const useLine = logLines.findIndex((l) => l.includes('(tangents_1, cos)')) + 1;
    const defLine = logLines.findIndex((l) => l.includes('cos.default(mul)')) + 1;
    const cleanUse = logLines[useLine - 1].replace(/^.*\[__aot_graphs\] /, '');
    await gotoLine(page, `${useLine}:${cleanUse.indexOf('(tangents_1, cos)') + 14}`);
    await page.keyboard.press('F12');
    await until(async () => (await activeTab(page)) === 'aot_graphs_log.txt.clean' &&
      new RegExp(`Ln ${defLine}\\b`).test(await statusText(page, 'status.editor.selection')),
      `F12 on cos (line ${useLine}) to go to its definition on line ${defLine} of the clean view`, 20000);
    lap(`clean view: go to definition ${await statusText(page, 'status.editor.selection')}`);
    await runCommand(page, 'FX Graph: Show in Log');
    await until(async () => (await activeTab(page)) === 'aot_graphs_log.txt', '"Show in Log" to go back to the log', 20000);
    lap('clean view: Show in Log');
    // an edit of the log reaches its clean view (still open beside it, showing the log's end): a line added at the end
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('V0121 00:08:38.912000 2403842 site-packages/torch/_dynamo/output_graph.py:1983] [0/0] [__graph_code] e2e_marker_line');
    const markerInClean = () => page.evaluate(() => [...document.querySelectorAll('.editor-group-container .view-line')]
      .some((l) => l.textContent.replace(/\u00a0/g, ' ') === 'e2e_marker_line'));
    await until(markerInClean, 'the edit of the log in its clean view, without its prefix', 20000);
    await page.keyboard.press('Control+Z');   // one edit, undone
    await until(async () => !(await markerInClean()), 'the undone line gone from the clean view', 20000);
    lap('clean view: follows the log\'s edits');

    // --- Inductor's output code: a hover on a kernel's call names the post-grad nodes it computes ---
    await quickOpen(page, 'inductor_mlp.txt');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'FX Graph',
      'inductor_mlp.txt (a log with output code) to switch to FX Graph', 20000);
    const KERNEL_CALL = 'cpp_fused_gelu_sum_1(buf2, buf3)';
    const kernelLines = fs.readFileSync(path.join(ws, 'logs', 'inductor_mlp.txt'), 'utf8').split('\n');
    const kernelLine = kernelLines.findIndex((l) => l.endsWith(KERNEL_CALL)) + 1;
    check(kernelLine > 0, `no "${KERNEL_CALL}" in inductor_mlp.txt`);
    // The editor group is narrow here (three are open) and the log's lines are long: the cursor goes onto the
    // kernel's name (the editor scrolls to it) and the hover is asked for there, as Ctrl+K Ctrl+I does.
    await gotoLine(page, `${kernelLine}:${kernelLines[kernelLine - 1].indexOf(KERNEL_CALL) + 4}`);
    const kernelHover = page.locator('.monaco-hover:not(.hidden)', { hasText: 'computes 6 nodes' });
    let kernelText = '';
    await until(async () => {
      await runCommand(page, 'Show or Focus Hover');
      const ok = await kernelHover.waitFor({ timeout: 3000 }).then(() => true, () => false);
      if (ok) kernelText = (await kernelHover.innerText()).replace(/\s+/g, ' ');
      else await page.keyboard.press('Escape');
      return ok;
    }, 'a hover on the kernel cpp_fused_gelu_sum_1 saying "computes 6 nodes"', 40000, 500);
    check(/erf/.test(kernelText) && /sum_1/.test(kernelText) && /AFTER POST GRAD/.test(kernelText),
      `the kernel's hover does not list its post-grad nodes: ${kernelText}`);
    await shot(page, '6b-kernel-hover.png');
    await page.keyboard.press('Escape');
    lap(`output code: kernel hover: ${kernelText.slice(0, 160)}`);

    // --- the preview coloured by kernel: "Kernels" fills each node with its kernel call's colour, and back ---
    await runCommand(page, 'FX Graph: Open Joint Graph Preview');
    let kFrame = null;
    await until(async () => {
      for (const f of page.frames()) {
        try {
          if (await f.evaluate(() => /inductor_mlp\.txt#/.test((document.getElementById('status') || {}).textContent || '') &&
              document.querySelectorAll('#canvas svg g.node').length > 0)) { kFrame = f; return true; }
        } catch { /* detached */ }
      }
      return false;
    }, 'the preview of inductor_mlp.txt', 30000);
    // the fills of the drawn nodes' shapes that are one of the kernel palette's colours (ColorBrewer Set3)
    const kernelFilled = () => kFrame.evaluate(() => {
      const set3 = ['#8dd3c7', '#ffffb3', '#bebada', '#fb8072', '#80b1d3', '#fdb462', '#b3de69', '#fccde5', '#d9d9d9',
        '#bc80bd', '#ccebc5', '#ffed6f'];
      return [...document.querySelectorAll('#canvas svg g.node')].filter((g) => {
        const shape = g.querySelector('ellipse, polygon, path');
        return shape && set3.includes((shape.getAttribute('fill') || '').toLowerCase());
      }).length;
    });
    const byCategory = await kernelFilled();
    await kFrame.locator('#kernels').click();
    let kStatus = '';
    await until(async () => {
      kStatus = await kFrame.evaluate(() => document.getElementById('status').textContent);
      return /filled by \d+ kernels/.test(kStatus) && (await kernelFilled()) >= 10;
    }, 'the preview filled by kernel ("filled by N kernels" and nodes in the kernel colours)', 30000);
    check(await kFrame.evaluate(() => document.getElementById('kernels').getAttribute('aria-pressed')) === 'true',
      'the Kernels button is not shown pressed');
    const kLegend = await kFrame.evaluate(() => document.querySelector('#canvas svg').textContent);
    check(/cpp_fused_gelu_sum_1 \(6 nodes\)/.test(kLegend), `the legend lacks the kernel cpp_fused_gelu_sum_1: ${kLegend.slice(-600)}`);
    lap(`preview by kernel: ${kStatus}; ${await kernelFilled()} nodes in kernel colours (${byCategory} by category)`);
    await shot(page, '6c-preview-kernels.png');
    await kFrame.locator('#kernels').click();
    await until(async () => !/filled by/.test(await kFrame.evaluate(() => document.getElementById('status').textContent)),
      'the preview back to categories', 30000);

    // --- the run as a tree (the explorer's FX Run view): the log's compile [0/0] holds its output code ---
    // The folder's section is closed so that the FX Run view has the side bar's height: a tree draws only the rows
    // in sight.
    const folderHeader = page.locator('.pane-header').filter({ hasText: /^\s*ws\s*$/i }).first();
    if ((await folderHeader.count()) > 0 && (await folderHeader.getAttribute('aria-expanded')) === 'true') await folderHeader.click();
    const runHeader = page.locator('.pane-header', { hasText: /FX Run/i }).first();
    await runHeader.waitFor({ timeout: 20000 });
    if ((await runHeader.getAttribute('aria-expanded')) !== 'true') await runHeader.click();
    const compileRow = page.locator('.monaco-list-row', { hasText: '[0/0]' }).first();
    await compileRow.waitFor({ timeout: 30000 });
    const codeRow = page.locator('.monaco-list-row', { hasText: 'output code 0_forward' }).first();
    await until(async () => {
      if ((await codeRow.count()) > 0) return true;
      if ((await compileRow.getAttribute('aria-expanded')) === 'false') await compileRow.click();
      return false;
    }, 'the output code 0_forward under [0/0] in the FX Run view', 30000, 1000);
    const codeLabel = (await codeRow.innerText()).replace(/\s+/g, ' ');
    await codeRow.click();
    await until(async () => (await activeTab(page)) === 'inductor_mlp.txt', 'the output code opened from the FX Run view', 15000);
    // at the code's first line, `# AOT ID: ['0_forward']`
    const aotLine = kernelLines.findIndex((l) => l.endsWith("# AOT ID: ['0_forward']")) + 1;
    await until(async () => new RegExp(`Ln ${aotLine}\\b`).test(await statusText(page, 'status.editor.selection')),
      `the cursor on line ${aotLine} (the output code's AOT ID)`, 10000);
    lap(`run tree: [0/0] → "${codeLabel}" opens inductor_mlp.txt at line ${aotLine}`);
    await shot(page, '6d-run-tree.png');
    if ((await folderHeader.count()) > 0 && (await folderHeader.getAttribute('aria-expanded')) === 'false') await folderHeader.click();

    // --- the model's own source annotated: the log's `# File: ...example_compile_lowerings.py:33` lines ---
    await quickOpen(page, 'example_compile_lowerings.py');
    await until(async () => (await statusText(page, 'status.editor.mode')) === 'Python', 'the model file to stay Python', 20000);
    await gotoLine(page, '33:1');
    // the AOT forward's mul and sin (Dynamo's graph of the same compile is the same code: counted there); the
    // backward's 7 nodes, its mul recomputed (the clean view of the log, still open, is the same nodes: not counted again)
    const sourceLens = page.locator('.editor-group-container.active .codelens-decoration a', { hasText: / fwd · \d+ bwd/ }).first();
    await sourceLens.waitFor({ timeout: 30000 });
    const sourceLensText = (await sourceLens.textContent()).replace(/\u00a0/g, ' ').trim();
    check(sourceLensText === '2 fwd · 7 bwd · recomputes 1', `the source lens reads "${sourceLensText}"`);
    lap(`source lens on line 33: "${sourceLensText}"`);
    // the lens opens the log's preview focused on the line's first node
    await sourceLens.click();
    await until(async () => (await activeTab(page)) === 'Graph: aot_graphs_log.txt' ||
      await page.evaluate(() => [...document.querySelectorAll('.tab .label-name')].some((t) => t.textContent.trim() === 'Graph: aot_graphs_log.txt')),
      'the source lens to open the preview of aot_graphs_log.txt', 20000);
    let focused = '';
    await until(async () => {
      for (const f of page.frames()) {
        try {
          const name = await f.evaluate(() => {
            const g = document.querySelector('#canvas g.node.fx-focus text');
            return g && /graphs: [^·]*aot_graphs_log/.test(document.getElementById('status').textContent) ? g.textContent.trim() : '';
          });
          if (name) { focused = name; return true; }
        } catch { /* detached */ }
      }
      return false;
    }, 'the preview of the log with a node of line 33 highlighted', 20000);
    check(['mul', 'sin', 'cos'].includes(focused), `the source lens focused ${focused}, not a node of line 33`);
    lap(`source lens click: the log's preview, ${focused} highlighted`);

    // --- a wrong fxlens.server.path: one clear message, no crash loop; cleared, the server comes back ---
    await setUserSetting(page, 'fxlens.server.path', '/bin/echo', { remote: true });
    await until(async () => (await toastTexts(page)).some((t) => /"\/bin\/echo" is not the fxlens language server/.test(t)),
      'one message that /bin/echo is not the fxlens server', 20000);
    await new Promise((r) => setTimeout(r, 2000));   // a crash loop would have shown more by now
    const toasts = await toastTexts(page);
    lap(`wrong server path: ${toasts.join(' | ').slice(0, 300)}`);
    check(toasts.filter((t) => /not the fxlens language server/.test(t)).length === 1, `not exactly one message: ${toasts.join(' | ')}`);
    check(!toasts.some((t) => /EPIPE|crashed|Connection to server/i.test(t)), `crash messages: ${toasts.join(' | ')}`);
    await shot(page, '6b-wrong-server-path.png');
    await page.keyboard.press('Escape');
    await setUserSetting(page, 'fxlens.server.path', undefined, { remote: true });
    // the restarts (to /bin/echo and back) stopped the server cleanly: logged as such, not as an error
    await until(() => /the server \(pid \d+\) stopped/.test(fxlensLog() || ''), 'a clean stop in the fxlens log', 20000);
    check(!/Server process exited with code 0/.test(fxlensLog() || ''), 'the restart logged "exited with code 0" as an error');

    // --- (f) the server decides (fxlens/detect): dumps the old regex detector missed open as FX Graph ---
    const mode = () => statusText(page, 'status.editor.mode');
    for (const f of ['depyf_2025oct_fn3_dynamic.joint.txt', 'provenance_forward_multiline_def.txt']) {
      await quickOpen(page, f);
      await until(async () => (await mode()) === 'FX Graph', `${f} to switch to FX Graph (server detection)`, 30000);
      lap(`detection: ${f} is FX Graph`);
    }
    await shot(page, '7-depyf-detected.png');
    // closed and reopened: still FX Graph (a document that comes back as Plain Text is inspected again)
    const DEPYF = 'depyf_2025oct_fn3_dynamic.joint.txt';
    await closeTab(page, DEPYF);
    await quickOpen(page, DEPYF);
    await until(async () => (await mode()) === 'FX Graph', 'the reopened depyf dump to be FX Graph', 30000);
    lap(`detection: ${DEPYF} is FX Graph after close and reopen`);
    // the user's own choice stands: set back to Plain Text, it is not switched again
    await runCommand(page, 'Change Language Mode');
    const langInput = page.locator('.quick-input-widget input');
    await langInput.fill('Plain Text');
    await until(() => page.evaluate(() => {
      const r = document.querySelector('.quick-input-list .monaco-list-row.focused');
      return !!r && /^Plain Text/.test((r.getAttribute('aria-label') || r.textContent || '').trim());
    }), 'Plain Text in the language picker', 15000);
    await page.keyboard.press('Enter');
    await until(async () => (await mode()) === 'Plain Text', 'the language to change to Plain Text', 15000);
    await new Promise((r) => setTimeout(r, 1500));   // an inspection would have answered by now
    check((await mode()) === 'Plain Text', `the user's Plain Text was switched back to ${await mode()}`);
    lap("detection: the user's Plain Text choice stands");
    // "almost" (FX markers, no graph): a hint offers "FX Graph: Analyze this file", which switches the document
    await quickOpen(page, 'cut.log');
    const hint = page.locator('.notifications-toasts .notification-toast', { hasText: 'has FX markers' });
    await hint.waitFor({ timeout: 30000 });
    lap(`almost: ${(await hint.innerText()).replace(/\s+/g, ' ').slice(0, 200)}`);
    check((await mode()) !== 'FX Graph', 'cut.log became FX Graph without being asked');
    await shot(page, '8-almost-hint.png');
    await hint.locator('.monaco-button', { hasText: 'Analyze this file' }).click();
    await until(async () => (await mode()) === 'FX Graph', 'cut.log to switch to FX Graph from the hint', 15000);
    lap('almost: "Analyze this file" switched cut.log to FX Graph');
    // every decision is in the fxlens output channel, with its reason
    const log = fxlensLog();
    if (log !== null) {
      lap(`fxlens output channel:\n${log.split('\n').filter((l) => /: (FX printout|almost|not an FX printout)/.test(l)).join('\n')}`);
      check(/depyf_2025oct_fn3_dynamic\.joint\.txt: FX printout, 1 graph: .*\(the engine reads 1 graph .*inner_f/.test(log),
        'no logged decision with its reason for the depyf dump');
      check(/net\.py: not an FX printout \(.*ordinary PyTorch source/.test(log), 'no logged decision for net.py');
      // when VS Code dropped the closed document (it may keep it a while), the reopened one was inspected again
      const decisions = log.split(`${DEPYF}: FX printout`).length - 1;
      const forgotten = log.includes(`${DEPYF}: closed`);
      lap(`depyf dump: ${decisions} decision(s), document ${forgotten ? 'dropped on close' : 'kept by VS Code'}`);
      check(decisions === (forgotten ? 2 : 1), `${decisions} decisions for ${DEPYF} (dropped on close: ${forgotten})`);
    } else lap('fxlens output channel log not found (checks of the logged decisions skipped)');
  } catch (e) {
    failed = true;
    console.error(`FAIL: ${e instanceof CheckFailed ? e.message : e.stack || e}`);
    try { await shot(page, 'fail.png'); } catch { /* page gone */ }
  } finally {
    fs.writeFileSync(path.join(art, 'browser-console.log'), consoleLog.join('\n') + '\n');
    await ctx.close();
    fs.rmSync(udd, { recursive: true, force: true });
  }
  if (failed) process.exit(1);
  lap('all checks passed');
})();
