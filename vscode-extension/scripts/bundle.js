// Bundles the extension with esbuild, so that the .vsix needs no node_modules:
//   dist/extension.js          the extension in VS Code's Node extension host (package.json "main"), with
//                              vscode-languageclient/node
//   dist/web/extension.js      the extension in the web extension host (vscode.dev, github.dev: package.json
//                              "browser"), with vscode-languageclient/browser
//   dist/web/server-worker.js  the Web Worker that runs the WebAssembly server there
//   dist/webview/layout.js     the preview's own Graphviz (@hpcc-js/wasm-graphviz), for answers that carry a DOT plan
//   dist/wasm-server.js        the WebAssembly server's Node entry (src/wasm/nodeMain.ts, docs/WASM.md):
//                              `node dist/wasm-server.js server/fxlens.wasm lsp`, what the Node extension host
//                              starts when no native server runs (.ci/wasm copies it to build-wasm/ for the tests)
const esbuild = require('esbuild');
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const common = { bundle: true, minify: true, keepNames: true, sourcemap: false, logLevel: 'warning' };
const builds = [
  { entryPoints: [path.join(root, 'src', 'extension.ts')], outfile: path.join(root, 'dist', 'extension.js'),
    external: ['vscode'], format: 'cjs', platform: 'node', target: 'node18' },
  // the web extension host loads a CommonJS module with `vscode` provided; no Node built-ins exist there
  { entryPoints: [path.join(root, 'src', 'web', 'extension.ts')], outfile: path.join(root, 'dist', 'web', 'extension.js'),
    external: ['vscode'], format: 'cjs', platform: 'browser', target: 'es2020', mainFields: ['browser', 'module', 'main'] },
  { entryPoints: [path.join(root, 'src', 'web', 'serverWorker.ts')], outfile: path.join(root, 'dist', 'web', 'server-worker.js'),
    format: 'iife', platform: 'browser', target: 'es2020', mainFields: ['browser', 'module', 'main'] },
  { entryPoints: [path.join(root, 'src', 'wasm', 'nodeMain.ts')], outfile: path.join(root, 'dist', 'wasm-server.js'),
    format: 'cjs', platform: 'node', target: 'node18' },
  { entryPoints: [path.join(root, 'src', 'webview', 'layout.ts')], outfile: path.join(root, 'dist', 'webview', 'layout.js'),
    format: 'iife', platform: 'browser', target: 'es2020' },
];
Promise.all(builds.map((b) => esbuild.build({ ...common, ...b }))).then(() => {
  // The Apache-2.0 text ships beside the code it covers (THIRD_PARTY_NOTICES.md lists it; the minified bundle keeps
  // no licence comment).
  fs.copyFileSync(path.join(root, 'node_modules', '@hpcc-js', 'wasm-graphviz', 'LICENSE'),
    path.join(root, 'dist', 'webview', 'layout.LICENSE.txt'));
}).catch((e) => { console.error(e); process.exit(1); });
