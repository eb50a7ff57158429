// The SVG check of server/render/svg.cpp (sanitizeSvg), ported for the pictures the preview lays out itself (a
// WebAssembly server sends a DOT plan, the panel runs Graphviz on it): the same rules, so that a picture laid out in
// the panel is held to what the native helper checks before its picture leaves it. The markup is read structurally,
// so that what a printout puts into a label or a tooltip (text and attribute values, escaped by Graphviz) is never
// mistaken for markup (`onesided=True` in a torch.stft tooltip is text). Keep the two in step: the unit test holds
// the C++ test's cases (tests/render/test_render.cpp, "SVG check").
// Pure (no DOM, no Node): bundled into the webview's layout script and unit-tested with node --test.

const ELEMENTS = new Set(['svg', 'g', 'title', 'text', 'path', 'polygon', 'polyline', 'ellipse', 'circle', 'rect',
  'line', 'a', 'image', 'defs', 'lineargradient', 'radialgradient', 'stop', 'tspan']);

class Refused extends Error {}
const refuse = (why: string): never => { throw new Refused(`svg: ${why}`); };

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
const isNameChar = (c: string) => /^[A-Za-z0-9:_.-]$/.test(c);

/** An attribute value with its character and entity references resolved (`&#106;` is a 'j' to the browser). */
function decodeEntities(v: string): string {
  let out = '';
  for (let i = 0; i < v.length; ++i) {
    const semi = v[i] === '&' ? v.indexOf(';', i) : -1;
    if (semi < 0 || semi - i > 12) { out += v[i]; continue; }
    const ref = v.slice(i + 1, semi).toLowerCase();
    if (ref.length > 1 && ref[0] === '#') {
      const hex = ref[1] === 'x';
      const code = parseInt(ref.slice(hex ? 2 : 1), hex ? 16 : 10);   // strtol: leading digits, else 0
      out += code > 0 && code < 128 ? String.fromCharCode(code) : '?';
    } else {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: '\'' };
      out += named[ref] ?? '?';   // an entity we do not know stands for something we cannot check
    }
    i = semi;
  }
  return out;
}

/** A link target is allowed when it has no scheme (relative, #fragment) or is http(s). Browsers drop whitespace and
 *  control characters inside a URL ("java\tscript:" is javascript:), so they are dropped first. */
function safeUrl(raw: string): boolean {
  let url = '';
  for (const c of decodeEntities(raw)) {
    const code = c.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) url += c.toLowerCase();
  }
  const colon = url.indexOf(':');
  const stop = url.search(/[/?#]/);
  if (colon < 0 || (stop >= 0 && stop < colon)) return true;   // no scheme
  const scheme = url.slice(0, colon);
  return scheme === 'http' || scheme === 'https';
}

function checkAttribute(name: string, value: string): void {
  const n = name.toLowerCase();
  const local = n.slice(n.lastIndexOf(':') + 1);
  if (local.startsWith('on')) refuse(`event handler attribute ${n}`);
  if (local === 'href' && !safeUrl(value)) refuse(`link with a script or local URL in ${n}`);
}

/** Markup that is not an element at `at` ("<!" or "<?"): comments, CDATA, the XML declaration, a DOCTYPE without
 *  an internal subset. Returns the position after it. */
function skipSpecial(s: string, at: number): number {
  const past = (end: string) => {
    const e = s.indexOf(end, at);
    if (e < 0) refuse(`unterminated markup at byte ${at}`);
    return e + end.length;
  };
  const rest = s.slice(at, at + 9);
  if (rest.startsWith('<!--')) return past('-->');
  if (rest.startsWith('<![CDATA[')) return past(']]>');
  if (rest.startsWith('<?xml ')) return past('?>');
  if (rest.toLowerCase() === '<!doctype') {
    const end = past('>');
    if (s.slice(at, end).includes('[')) refuse('a DOCTYPE with an internal subset');
    return end;
  }
  return refuse(rest.startsWith('<?') ? 'processing instruction' : 'unexpected markup <!');
}

/** The attributes of a start tag from `i` to its `>` or `/>`, each checked. Returns the position after the tag. */
function checkAttributes(s: string, i: number): number {
  for (;;) {
    while (i < s.length && isSpace(s[i])) ++i;
    if (i < s.length && s[i] === '>') return i + 1;
    if (s.startsWith('/>', i)) return i + 2;
    let nameEnd = i;
    while (nameEnd < s.length && isNameChar(s[nameEnd])) ++nameEnd;
    let eq = nameEnd;
    while (eq < s.length && isSpace(s[eq])) ++eq;
    let q = eq + 1;
    while (q < s.length && isSpace(s[q])) ++q;
    if (nameEnd === i || eq >= s.length || s[eq] !== '=' || q >= s.length || (s[q] !== '"' && s[q] !== '\''))
      refuse(`malformed attribute at byte ${i}`);
    const close = s.indexOf(s[q], q + 1);
    if (close < 0) refuse(`unterminated attribute value at byte ${q}`);
    checkAttribute(s.slice(i, nameEnd), s.slice(q + 1, close));
    i = close + 1;
  }
}

/** A start or end tag at `at`. Returns the position after it. */
function checkTag(s: string, at: number): number {
  const end = s[at + 1] === '/';
  const p = at + (end ? 2 : 1);
  let q = p;
  while (q < s.length && isNameChar(s[q])) ++q;
  const name = s.slice(p, q).toLowerCase();
  if (!name) refuse(`a '<' that starts no element at byte ${at}`);
  if (!ELEMENTS.has(name)) refuse(`unexpected element <${name}>`);
  if (!end) return checkAttributes(s, q);
  const gt = s.indexOf('>', q);
  if (gt < 0) refuse(`unterminated end tag at byte ${at}`);
  return gt + 1;
}

/**
 * The reason `svg` is refused ("svg: unexpected element <script>", ...), or undefined when it holds only what
 * Graphviz's SVG renderer writes: no element outside that list (<script>, <foreignObject>, <style>, ...), no on*
 * attribute, no href with a scheme other than http(s), no processing instruction but the XML declaration, no
 * DOCTYPE internal subset, no markup that does not parse. Text and attribute values are inert.
 * Positions in messages count UTF-16 code units (the C++ counts bytes): the same on ASCII, near enough elsewhere.
 */
export function svgProblem(svg: string): string | undefined {
  try {
    for (let i = svg.indexOf('<'); i >= 0; i = svg.indexOf('<', i)) {   // text between tags is inert
      const special = svg.startsWith('<!', i) || svg.startsWith('<?', i);
      i = special ? skipSpecial(svg, i) : checkTag(svg, i);
    }
    return undefined;
  } catch (e) {
    if (e instanceof Refused) return e.message;
    throw e;
  }
}
