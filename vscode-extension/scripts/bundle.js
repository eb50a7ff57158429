// Bundles src/extension.ts (+ vscode-languageclient) into dist/extension.js, so the .vsix needs no node_modules.
const esbuild = require('esbuild');
const path = require('path');
esbuild.build({
  entryPoints: [path.join(__dirname, '..', 'src', 'extension.ts')],
  bundle: true, outfile: path.join(__dirname, '..', 'dist', 'extension.js'),
  external: ['vscode'], format: 'cjs', platform: 'node', target: 'node18', sourcemap: false, minify: true, keepNames: true,
  logLevel: 'warning',
}).catch((e) => { console.error(e); process.exit(1); });
// The WebAssembly server's Node host (src/wasm, docs/WASM.md): `node dist/wasm-server.js fxlens.wasm lsp`.
esbuild.build({
  entryPoints: [path.join(__dirname, '..', 'src', 'wasm', 'nodeMain.ts')],
  bundle: true, outfile: path.join(__dirname, '..', 'dist', 'wasm-server.js'),
  format: 'cjs', platform: 'node', target: 'node18', sourcemap: false, minify: true, keepNames: true, logLevel: 'warning',
}).catch((e) => { console.error(e); process.exit(1); });
