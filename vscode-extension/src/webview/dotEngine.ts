// Which Graphviz layout engine a DOT plan is laid out with, chosen as the native helper chooses it
// (server/render/graphviz.cpp, chooseEngine): "nop2" when the root graph's `layout` attribute says "nop2" (the big
// pictures fxlens places itself, dot.cpp's pinned layout: every node at its `pos`), else "dot". Graphviz follows a
// graph's own `layout` attribute over the engine it is asked for, so any other value is overwritten with "dot"
// (the helper does agset(g, "layout", "dot")): here by a `layout="dot"` statement at the end of the root graph,
// where it is the last assignment and so the one Graphviz keeps.
// Pure (no DOM, no Node): bundled into the webview's layout script and unit-tested with node --test.

export type Engine = 'dot' | 'nop2';

interface Token { kind: 'id' | 'punct'; text: string; at: number }

/** DOT's tokens (IDs: names, numerals, "quoted" with `+` concatenation, <html>), without comments. */
function tokens(s: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const atLineStart = (k: number) => { let j = k - 1; while (j >= 0 && (s[j] === ' ' || s[j] === '\t')) --j; return j < 0 || s[j] === '\n'; };
  while (i < s.length) {
    const c = s[i];
    if (/\s/.test(c)) { ++i; continue; }
    if (s.startsWith('//', i) || (c === '#' && atLineStart(i))) { const e = s.indexOf('\n', i); i = e < 0 ? s.length : e + 1; continue; }
    if (s.startsWith('/*', i)) { const e = s.indexOf('*/', i + 2); i = e < 0 ? s.length : e + 2; continue; }
    if (c === '"') {
      let j = i + 1, text = '';
      while (j < s.length && s[j] !== '"') {
        if (s[j] === '\\' && s[j + 1] === '"') { text += '"'; j += 2; continue; }
        if (s[j] === '\\' && s[j + 1] === '\n') { j += 2; continue; }   // a line continuation
        text += s[j++];
      }
      const prev = out[out.length - 1], prev2 = out[out.length - 2];
      if (prev && prev.kind === 'punct' && prev.text === '+' && prev2 && prev2.kind === 'id') { out.pop(); prev2.text += text; }
      else out.push({ kind: 'id', text, at: i });
      i = j + 1;
      continue;
    }
    if (c === '<') {   // an HTML string: balanced <...>
      let depth = 0, j = i;
      for (; j < s.length; ++j) { if (s[j] === '<') ++depth; else if (s[j] === '>' && --depth === 0) break; }
      out.push({ kind: 'id', text: s.slice(i + 1, j), at: i });
      i = j + 1;
      continue;
    }
    const word = /^(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*|-?(?:\.\d+|\d+(?:\.\d*)?))/.exec(s.slice(i, i + 4096));
    if (word) { out.push({ kind: 'id', text: word[0], at: i }); i += word[0].length; continue; }
    if (s.startsWith('->', i) || s.startsWith('--', i)) { out.push({ kind: 'punct', text: s.slice(i, i + 2), at: i }); i += 2; continue; }
    out.push({ kind: 'punct', text: c, at: i });
    ++i;
  }
  return out;
}

/** The root graph's `layout` value (the last one set, as Graphviz reads it; '' when none) and the offset of the
 *  root's closing brace (-1 when the DOT does not close it). Subgraphs' own attributes are not the root's. */
export function rootLayout(dot: string): { layout: string; close: number } {
  const t = tokens(dot);
  let depth = 0, layout = '', close = -1;
  for (let k = 0; k < t.length; ++k) {
    const x = t[k];
    if (x.kind === 'punct' && x.text === '{') { ++depth; continue; }
    if (x.kind === 'punct' && x.text === '}') { if (--depth === 0) { close = x.at; break; } continue; }
    if (depth !== 1) continue;
    // `graph [a=b, ...]` at the root: the root's attributes
    if (x.kind === 'id' && x.text.toLowerCase() === 'graph' && t[k + 1]?.text === '[') {
      for (k += 2; k < t.length && t[k].text !== ']'; ++k)
        if (t[k].kind === 'id' && t[k].text === 'layout' && t[k + 1]?.text === '=' && t[k + 2]?.kind === 'id') layout = t[k + 2].text;
      continue;
    }
    // an attribute list of a node, an edge, `node [..]`, `edge [..]`: not the root's
    if (x.kind === 'punct' && x.text === '[') { while (k < t.length && t[k].text !== ']') ++k; continue; }
    // `layout = value` as a statement of the root
    if (x.kind === 'id' && x.text === 'layout' && t[k + 1]?.text === '=' && t[k + 2]?.kind === 'id') { layout = t[k + 2].text; k += 2; }
  }
  return { layout, close };
}

/** The engine for `dot` and the DOT to give it (with `layout="dot"` appended to the root when the DOT asked for an
 *  engine the helper does not run, so that Graphviz does not follow that attribute). */
export function chooseEngine(dot: string): { engine: Engine; dot: string; asked: string } {
  const { layout, close } = rootLayout(dot);
  if (layout === 'nop2') return { engine: 'nop2', dot, asked: layout };
  if (!layout || close < 0) return { engine: 'dot', dot, asked: layout };
  return { engine: 'dot', dot: `${dot.slice(0, close)}layout="dot";\n${dot.slice(close)}`, asked: layout };
}
