// Webview side of the fxlens joint graph preview: shows the SVG, pans and zooms (mouse and keyboard), posts the id
// of a clicked node, highlights the cursor's node. The extension replaces the SVG by message (keeping pan and zoom).
(function () {
  'use strict';
  const vscode = acquireVsCodeApi();
  // The panel's own Graphviz (dist/webview/layout.js, named on this script's tag): loaded with this script's nonce
  // the first time an answer carries a DOT plan instead of an SVG (the WebAssembly server), never for the native one.
  const self = document.currentScript;
  const layoutSrc = self ? self.dataset.layout : '';
  const nonce = self ? self.nonce : '';
  let layoutLoad = null;
  function loadLayout() {
    if (window.fxlensLayout) return Promise.resolve(window.fxlensLayout);
    if (!layoutLoad) {
      layoutLoad = new Promise((resolve, reject) => {
        if (!layoutSrc) { reject(new Error('this panel has no layout script')); return; }
        const s = document.createElement('script');
        s.nonce = nonce; s.src = layoutSrc;
        s.onload = () => (window.fxlensLayout ? resolve(window.fxlensLayout) : reject(new Error('the layout script did not start')));
        s.onerror = () => reject(new Error(`could not load the panel's Graphviz (${layoutSrc})`));
        document.head.appendChild(s);
      }).catch((e) => { layoutLoad = null; throw e; });
    }
    return layoutLoad;
  }
  const viewport = document.getElementById('viewport');
  const canvas = document.getElementById('canvas');
  const status = document.getElementById('status');
  const errorBox = document.getElementById('error');  // a failed render's whole message (the status line is one line)
  const cancel = document.getElementById('cancel');
  const memoryButton = document.getElementById('memory');
  const kernelsButton = document.getElementById('kernels');
  const saved = vscode.getState() || {};
  let view = saved.view || null;            // {x, y, s}
  let size = { w: 0, h: 0 };                // SVG size in px

  function apply() {
    if (!view) return;
    canvas.style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.s})`;
    vscode.setState({ view });
    updateMinimap();
    placeMinimap();
  }

  // The centre of an element of the picture, in viewport px.
  function screenCenter(el) {
    const r = el.getBoundingClientRect(), v = viewport.getBoundingClientRect();
    return { x: r.left + r.width / 2 - v.left, y: r.top + r.height / 2 - v.top };
  }
  function nodeById(id) { return id ? canvas.querySelector(`g.node[id="${CSS.escape(id)}"]`) : null; }
  // What the user acted on and where it was on screen (a group box clicked, the highlighted node at "Show all"):
  // the next picture puts what stands for it at the same place (showRender).
  let anchor = null;
  function setAnchor(el) { anchor = el && el.id ? { id: el.id, ...screenCenter(el) } : null; }

  // The minimap: the whole picture small in a corner, the part in view framed; a click there centres the view on
  // that point. Only for pictures small enough to draw twice (a whole 100k-node picture is a 100 MB SVG).
  const minimap = document.getElementById('minimap');
  const frame = document.getElementById('minimap-frame');
  const kMinimapWidth = 160, kMinimapMaxSvgBytes = 4 << 20;
  function minimapScale() { return size.w ? Math.min(kMinimapWidth / size.w, 120 / size.h) : 0; }
  function setMinimap(text) {
    const small = text.length <= kMinimapMaxSvgBytes && size.w && size.h;
    minimap.hidden = !small;
    if (!small) return;
    const k = minimapScale();
    minimap.style.width = `${size.w * k}px`; minimap.style.height = `${size.h * k}px`;
    const img = minimap.querySelector('img');
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
  }
  // The minimap takes the first corner where it covers no part of the legend (bottom right, bottom left, top right,
  // top left); the legend's place depends on the picture.
  function placeMinimap() {
    if (minimap.hidden) return;
    const legend = canvas.querySelector('g#legend');
    const corners = [{ right: '8px', bottom: '8px' }, { left: '8px', bottom: '8px' }, { right: '8px', top: '37px' }, { left: '8px', top: '37px' }];
    const l = legend ? legend.getBoundingClientRect() : null;
    for (const c of corners) {
      minimap.style.left = c.left || ''; minimap.style.right = c.right || ''; minimap.style.top = c.top || ''; minimap.style.bottom = c.bottom || '';
      if (!l) return;
      const m = minimap.getBoundingClientRect();
      if (m.right <= l.left || m.left >= l.right || m.bottom <= l.top || m.top >= l.bottom) return;
    }
    minimap.style.left = ''; minimap.style.top = ''; minimap.style.right = '8px'; minimap.style.bottom = '8px';
  }
  function updateMinimap() {
    if (minimap.hidden || !view) return;
    const k = minimapScale();
    const x = -view.x / view.s, y = -view.y / view.s;
    frame.style.left = `${x * k}px`; frame.style.top = `${y * k}px`;
    frame.style.width = `${viewport.clientWidth / view.s * k}px`; frame.style.height = `${viewport.clientHeight / view.s * k}px`;
  }
  minimap.addEventListener('mousedown', (e) => {
    e.stopPropagation();
    if (!view) return;
    const r = minimap.getBoundingClientRect(), k = minimapScale();
    const px = (e.clientX - r.left) / k, py = (e.clientY - r.top) / k;
    view.x = viewport.clientWidth / 2 - px * view.s; view.y = viewport.clientHeight / 2 - py * view.s;
    apply();
  });
  function fit() {
    const vw = viewport.clientWidth, vh = viewport.clientHeight;
    if (!size.w || !size.h || !vw || !vh) return;
    const s = Math.min(vw / size.w, vh / size.h, 2) * 0.95;
    view = { s, x: (vw - size.w * s) / 2, y: (vh - size.h * s) / 2 };
    apply();
  }
  function zoomAt(factor, cx, cy) {
    if (!view) return;
    const s = Math.max(0.02, Math.min(20, view.s * factor));
    const k = s / view.s;
    view = { s, x: cx - (cx - view.x) * k, y: cy - (cy - view.y) * k };
    apply();
  }
  function center() { return { x: viewport.clientWidth / 2, y: viewport.clientHeight / 2 }; }

  function sanitize(svg) {
    svg.querySelectorAll('script, foreignObject, iframe').forEach((e) => e.remove());
    for (const el of svg.querySelectorAll('*')) {
      for (const a of Array.from(el.attributes)) {
        const n = a.name.toLowerCase();
        if (n.startsWith('on') || ((n === 'href' || n === 'xlink:href') && !a.value.startsWith('#'))) el.removeAttribute(a.name);
      }
    }
  }
  function pt(v) { const m = /^([\d.]+)(pt|px)?$/.exec(v || ''); if (!m) return 0; return parseFloat(m[1]) * (m[2] === 'pt' ? 4 / 3 : 1); }

  function setSvg(text, keepView) {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = doc.documentElement;
    if (!svg || svg.nodeName.toLowerCase() !== 'svg' || doc.querySelector('parsererror')) { showError('The server sent an invalid SVG.'); return; }
    sanitize(svg);
    const vb = (svg.getAttribute('viewBox') || '').split(/[\s,]+/).map(Number);
    let w = pt(svg.getAttribute('width')), h = pt(svg.getAttribute('height'));
    if ((!w || !h) && vb.length === 4) { w = vb[2]; h = vb[3]; }
    svg.setAttribute('width', String(w)); svg.setAttribute('height', String(h));
    size = { w, h };
    canvas.replaceChildren(document.importNode(svg, true));
    setMinimap(new XMLSerializer().serializeToString(svg));
    canvas.classList.remove('busy');
    if (!keepView || !view) fit(); else apply();
  }
  /** A fitted wide graph is unreadable: start at a readable scale centred on the cursor's node instead. */
  function focusReadable(id) {
    if (!view || view.s >= 0.6 || !id) return;
    const g = nodeById(id);
    if (!g) return;
    const r = g.getBoundingClientRect(), v = viewport.getBoundingClientRect();
    const cx = (r.left + r.width / 2 - v.left - view.x) / view.s, cy = (r.top + r.height / 2 - v.top - view.y) / view.s;
    const s = 0.9;
    view = { s, x: v.width / 2 - cx * s, y: v.height / 2 - cy * s };
    apply();
  }
  function highlight(id) {
    canvas.querySelectorAll('g.node.fx-focus').forEach((g) => g.classList.remove('fx-focus'));
    if (!id) return;
    const g = canvas.querySelector(`g.node[id="${CSS.escape(id)}"]`);
    if (!g) return;
    g.classList.add('fx-focus');
    // keep the highlighted node in view
    const r = g.getBoundingClientRect(), v = viewport.getBoundingClientRect();
    if (view && (r.right < v.left || r.left > v.right || r.bottom < v.top || r.top > v.bottom)) {
      view.x += (v.left + v.width / 2) - (r.left + r.width / 2);
      view.y += (v.top + v.height / 2) - (r.top + r.height / 2);
      apply();
    }
  }
  // The whole message goes in the box under the toolbar, wrapped and selectable: it says what is missing and how to
  // fix it (a Graphviz library, a plugin), which a one-line status would cut off.
  function showError(msg) {
    status.textContent = 'Render failed (the reason is below)'; status.classList.add('error');
    errorBox.textContent = msg; errorBox.hidden = false; cancel.hidden = true;
    canvas.classList.remove('busy');
  }
  let busySince = 0, busyTimer = null;
  function setBusy(text, cancellable = true) {
    canvas.classList.add('busy'); status.classList.remove('error'); errorBox.hidden = true; cancel.hidden = !cancellable;
    busySince = Date.now();
    const tick = () => { const s = Math.round((Date.now() - busySince) / 1000); status.textContent = s >= 2 ? `${text} ${s} s` : text; };
    tick(); clearInterval(busyTimer); busyTimer = setInterval(tick, 1000);
  }
  function setIdle() { clearInterval(busyTimer); busyTimer = null; cancel.hidden = true; canvas.classList.remove('busy'); }

  // After an opened group or "Show all": what stands for the anchor now (m.anchorTo, else the same id) is moved to
  // where the anchor was, and a view too small to read is zoomed in around it.
  function keepAnchor(m) {
    if (!anchor || !view) return;
    const el = nodeById('anchorTo' in m ? m.anchorTo : anchor.id);
    if (!el) return;
    const c = screenCenter(el);
    view.x += anchor.x - c.x; view.y += anchor.y - c.y;
    apply();
    if (view.s < 0.6) zoomAt(0.9 / view.s, anchor.x, anchor.y);
    document.body.dataset.anchored = el.id;
  }
  let svgShown = '';
  // "Save…": the picture shown, as SVG text or as a PNG drawn from it (2x when it fits in 16,384 px a side and
  // 32 M pixels: a canvas past that fails or takes gigabytes; a bigger picture is drawn smaller).
  function exportPicture(format) {
    if (!svgShown) { vscode.postMessage({ type: 'exportFailed', message: 'nothing is drawn yet' }); return; }
    if (format === 'svg') { vscode.postMessage({ type: 'exported', format, data: svgShown }); return; }
    const img = new Image();
    img.onload = () => {
      const k = Math.min(2, 16384 / Math.max(size.w, size.h, 1), Math.sqrt(32e6 / Math.max(size.w * size.h, 1)));
      const c = document.createElement('canvas');
      c.width = Math.max(1, Math.round(size.w * k)); c.height = Math.max(1, Math.round(size.h * k));
      const g = c.getContext('2d');
      g.fillStyle = getComputedStyle(document.body).backgroundColor || '#fff';
      g.fillRect(0, 0, c.width, c.height);
      g.drawImage(img, 0, 0, c.width, c.height);
      try {
        vscode.postMessage({ type: 'exported', format, data: c.toDataURL('image/png').replace(/^data:image\/png;base64,/, '') });
      } catch (e) { vscode.postMessage({ type: 'exportFailed', message: String(e && e.message ? e.message : e) }); }
    };
    img.onerror = () => vscode.postMessage({ type: 'exportFailed', message: 'the picture could not be drawn as an image' });
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svgShown);
  }

  function showRender(m, svgText, statusText) {
    setIdle();
    document.body.classList.toggle('memory-mode', !!m.memory);
    memoryButton.setAttribute('aria-pressed', m.memory ? 'true' : 'false');
    kernelsButton.setAttribute('aria-pressed', m.kernels && !m.memory ? 'true' : 'false');
    setSvg(svgText, !!m.keepView);
    svgShown = svgText;
    status.textContent = statusText; status.classList.remove('error'); errorBox.hidden = true;
    if (m.keepView) keepAnchor(m);
    anchor = null;
    highlight(m.highlight);
    if (!m.keepView) focusReadable(nodeById(m.highlight) ? m.highlight : m.readableAt);
    document.body.dataset.rendered = String((Number(document.body.dataset.rendered) || 0) + 1);
  }
  // A DOT plan is laid out here, asynchronously: a newer render or error drops an older layout when it ends, and a
  // cursor highlight that comes meanwhile is applied to the new picture.
  let renderSeq = 0, layingOut = false, pendingHighlight;
  function layOut(m) {
    const seq = ++renderSeq;
    layingOut = true; pendingHighlight = m.highlight;
    setBusy('Laying out in this panel…', false);   // Graphviz runs to its end: nothing to cancel
    loadLayout().then((l) => l.layoutDot(String(m.dot))).then((r) => {
      if (seq !== renderSeq) return;
      layingOut = false;
      document.body.dataset.layoutEngine = r.engine;
      document.body.dataset.layoutMs = String(Math.round(r.layoutMs));
      const first = r.loadMs >= 1 ? `, Graphviz ${r.graphviz} loaded in ${Math.round(r.loadMs)} ms` : '';
      showRender({ ...m, highlight: pendingHighlight }, r.svg, `${String(m.status || '')} (${Math.round(r.layoutMs)} ms${first})`);
    }, (e) => {
      if (seq !== renderSeq) return;
      layingOut = false; setIdle();
      const why = String(e && e.message ? e.message : e).trim();
      // a picture that fails the SVG check is not a matter of size; anything else Graphviz or the loading said is
      showError(/^the picture Graphviz drew was refused/.test(why) ? `Not shown: ${why}.`
        : `Layout in this panel failed: ${why}. Lower fxlens.preview.maxNodes or focus a node (a smaller picture), or ` +
          'use the native fxlens server, which lays out with its own Graphviz.');
    });
  }

  window.addEventListener('message', (e) => {
    const m = e.data;
    if (!m || typeof m !== 'object') return;
    if (m.type === 'render') {
      if (typeof m.svg !== 'string' && typeof m.dot === 'string') { layOut(m); return; }
      ++renderSeq; layingOut = false;
      showRender(m, String(m.svg), String(m.status || ''));
    } else if (m.type === 'highlight') { if (layingOut) pendingHighlight = m.id; else highlight(m.id); }
    else if (m.type === 'busy') setBusy(String(m.text || 'Rendering…'));
    else if (m.type === 'idle') { setIdle(); status.textContent = String(m.text || ''); status.classList.remove('error'); }
    else if (m.type === 'error') { ++renderSeq; layingOut = false; setIdle(); showError(String(m.message)); }
    else if (m.type === 'export') exportPicture(m.format === 'png' ? 'png' : 'svg');
  });

  // click → the extension reveals the definition (or expands a summary)
  let down = null, moved = false;
  viewport.addEventListener('mousedown', (e) => {
    if (e.button !== 0) return;
    down = { x: e.clientX, y: e.clientY, vx: view ? view.x : 0, vy: view ? view.y : 0 }; moved = false;
    viewport.focus();
  });
  window.addEventListener('mousemove', (e) => {
    if (!down || !view) return;
    const dx = e.clientX - down.x, dy = e.clientY - down.y;
    if (!moved && Math.abs(dx) + Math.abs(dy) < 4) return;
    moved = true; viewport.classList.add('dragging');
    view.x = down.vx + dx; view.y = down.vy + dy; apply();
  });
  window.addEventListener('mouseup', (e) => {
    if (!down) return;
    const wasDrag = moved; down = null; moved = false; viewport.classList.remove('dragging');
    if (wasDrag) return;
    // a point of the memory plot: jump to its node
    const pt = e.target instanceof Element ? e.target.closest('[data-node]') : null;
    if (pt && document.body.classList.contains('memory-mode')) {
      vscode.postMessage({ type: 'point', graph: pt.getAttribute('data-graph') || '', node: pt.getAttribute('data-node') || '' });
      return;
    }
    const g = e.target instanceof Element ? e.target.closest('g.node') : null;
    if (g && g.id) { setAnchor(g); highlight(g.id); vscode.postMessage({ type: 'select', id: g.id }); }
  });
  viewport.addEventListener('wheel', (e) => {
    e.preventDefault();
    const r = viewport.getBoundingClientRect();
    zoomAt(Math.exp(-e.deltaY * (e.ctrlKey ? 0.01 : 0.0015)), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });
  window.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLButtonElement && (e.key === 'Enter' || e.key === ' ')) return;
    if (e.target instanceof HTMLInputElement) return;  // typing in the search box
    const c = center(), step = 60;
    switch (e.key) {
      case '+': case '=': zoomAt(1.25, c.x, c.y); break;
      case '-': case '_': zoomAt(0.8, c.x, c.y); break;
      case '0': fit(); break;
      case 'ArrowLeft': if (view) { view.x += step; apply(); } break;
      case 'ArrowRight': if (view) { view.x -= step; apply(); } break;
      case 'ArrowUp': if (view) { view.y += step; apply(); } break;
      case 'ArrowDown': if (view) { view.y -= step; apply(); } break;
      default: return;
    }
    e.preventDefault();
  });
  document.getElementById('zoom-in').addEventListener('click', () => { const c = center(); zoomAt(1.25, c.x, c.y); });
  document.getElementById('zoom-out').addEventListener('click', () => { const c = center(); zoomAt(0.8, c.x, c.y); });
  document.getElementById('fit').addEventListener('click', fit);
  document.getElementById('show-all').addEventListener('click', () => {
    setAnchor(canvas.querySelector('g.node.fx-focus'));
    vscode.postMessage({ type: 'showAll' });
  });
  document.getElementById('save').addEventListener('click', () => vscode.postMessage({ type: 'save' }));
  document.getElementById('collapse').addEventListener('click', () => vscode.postMessage({ type: 'collapse' }));
  memoryButton.addEventListener('click', () => vscode.postMessage({ type: 'memory' }));
  kernelsButton.addEventListener('click', () => vscode.postMessage({ type: 'kernels' }));
  cancel.addEventListener('click', () => vscode.postMessage({ type: 'cancel' }));
  const search = document.getElementById('search');
  search.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' || !search.value.trim()) return;
    e.preventDefault();
    vscode.postMessage({ type: 'search', text: search.value });
  });
  window.addEventListener('resize', () => { if (!view) fit(); });
  vscode.postMessage({ type: 'ready' });
}());
