import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { LspServer } from './lspServer';

const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
const rules: Record<string, { foreground: string }> =
  pkg.contributes.configurationDefaults['editor.semanticTokenColorCustomizations'].rules;

// The editor's colours per category follow the preview's palette (seed 000's border colours): the same category
// reads the same in the text and in the picture, in light and dark themes alike (mid-tone colours).
test('every category the server colours has a default colour of its own', { skip: !process.env.FXLENS_BINARY && 'FXLENS_BINARY not set' }, async () => {
  const srv = new LspServer(process.env.FXLENS_BINARY as string);
  const init = await srv.request('initialize', { capabilities: {} });
  srv.notify('initialized', {});
  await srv.stop();
  const result = init.result as { capabilities: { semanticTokensProvider: { legend: { tokenTypes: string[] } } } };
  const types = result.capabilities.semanticTokensProvider.legend.tokenTypes;
  const categories = types.filter((t) => t !== 'fxNode');  // a node without a category keeps the theme's colour
  assert.ok(categories.length >= 7, types.join(', '));
  for (const t of categories) assert.ok(rules[`${t}:fx-graph`], `no default colour for ${t}`);
  const colours = categories.map((t) => rules[`${t}:fx-graph`].foreground.toUpperCase());
  assert.equal(new Set(colours).size, colours.length, `two categories share a colour: ${colours.join(', ')}`);
});

test('the colours are the preview palette\'s', () => {
  assert.equal(rules['fxInput:fx-graph'].foreground, '#2196F3');      // input border in the preview
  assert.equal(rules['fxSavedTensor:fx-graph'].foreground.toUpperCase(), '#E53935');
});
