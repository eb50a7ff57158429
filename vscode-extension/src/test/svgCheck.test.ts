// The panel's SVG check (src/webview/svgCheck.ts) on the cases of the native one's test (tests/render/test_render.cpp,
// "SVG check: markup Graphviz does not write is refused, read structurally"): the two must agree.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { svgProblem } from '../webview/svgCheck';

test('markup Graphviz does not write is refused, with the native check\'s reason', () => {
  const refused: [string, string][] = [
    ['<svg><g><script>alert(1)</script></g></svg>', 'unexpected element <script>'],
    ['<svg><SCRIPT>alert(1)</SCRIPT></svg>', 'unexpected element <script>'],
    ['<svg><foreignObject>x</foreignObject></svg>', 'unexpected element <foreignobject>'],
    ['<svg><style>@import url(http://x/a.css);</style></svg>', 'unexpected element <style>'],
    ['<svg><iframe src="x"></iframe></svg>', 'unexpected element <iframe>'],
    ['<svg onload="alert(1)"></svg>', 'event handler attribute onload'],
    ["<svg><g id='a' ONCLICK = 'x()'></g></svg>", 'event handler attribute onclick'],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', 'link with a script'],
    ['<svg><a href=" &#106;ava&#x09;script&#58;alert(1)"></a></svg>', 'link with a script'],
    ['<svg><a xlink:href="data:text/html,x"></a></svg>', 'link with a script'],
    ['<svg><image xlink:href="file:///etc/passwd"/></svg>', 'link with a script or local URL'],
    ['<?xml-stylesheet href="a.css"?><svg></svg>', 'processing instruction'],
    ['<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>', 'internal subset'],
    ['<svg><g id=unquoted></g></svg>', 'malformed attribute'],
    ['<svg><g id="open></g></svg>', 'unterminated attribute value'],
    ['<svg><!-- open', 'unterminated markup'],
    ['<svg>< g></svg>', 'starts no element'],
    ['<svg><g></g', 'unterminated end tag'],
  ];
  for (const [svg, why] of refused) {
    const p = svgProblem(svg);
    assert.ok(p !== undefined, `not refused: ${svg}`);
    assert.ok(p!.startsWith('svg: ') && p!.includes(why), `${svg}: "${p}" does not say "${why}"`);
  }
});

test('text, attribute values, comments and CDATA are inert; http(s), relative and fragment links are allowed', () => {
  const fine =
    '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n' +
    '<!-- <script>alert(1)</script> --><svg width="8pt" xmlns:xlink="http://www.w3.org/1999/xlink">' +
    '<g id="a_n0"><a xlink:title="stft(x, onesided=True, onload=1) javascript:void(0) &lt;script&gt;" ' +
    'xlink:href="#n0"><text>javascript: onclick=&quot;x&quot; <![CDATA[<script>]]></text></a></g>' +
    "<a href='https://pytorch.org/x'/><a href=\"docs/a:b\"/><line x1=\"0\"/></svg>";
  assert.equal(svgProblem(fine), undefined);
  assert.equal(svgProblem(''), undefined);
  assert.equal(svgProblem('<svg><text>a &lt; b</text></svg>'), undefined);
});
