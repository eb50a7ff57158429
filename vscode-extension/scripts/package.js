#!/usr/bin/env node
// npm run package [-- --target linux-x64|linux-arm64|universal] [-- --no-wasm]: compiles and bundles the extension,
// puts the servers into server/, checks what goes in and builds the .vsix with vsce.
//   linux-x64 (the default), linux-arm64: `vsce package --target T` with the native server and its layout helper
//     (server/fxlens, server/fxlens-layout from FXLENS_BUILD, default ../build or ../build-arm64) and the WebAssembly
//     server as the fallback where the native one does not run (server/fxlens.wasm from FXLENS_WASM, default
//     ../build-wasm/fxlens.wasm, with its Node entry dist/wasm-server.js); --no-wasm leaves the fallback out.
//   universal: no native binary, the WebAssembly server only (macOS, Windows, the web: vsce without --target).
// Checks (scripts/packageChecks.js): every input is there (else a message saying how to make it), the binaries are
// for the target's architecture (read from their ELF headers), the wasm is WebAssembly, no file holds a path of the
// build machine, and the .vsix holds what runs and nothing of the sources; prints every file's size and the .vsix's.
//   FXLENS_TARGET  the target when no --target is given      FXLENS_BUILD  the folder of fxlens and fxlens-layout
//   FXLENS_BINARY  (older) the fxlens to bundle; its folder is the build      FXLENS_WASM  the fxlens.wasm to bundle
//   FXLENS_VSIX    output path (default fxlens-<target>-<version>.vsix here)   FXLENS_NO_WASM=1  as --no-wasm
const { execFileSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const checks = require('./packageChecks');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
const nodeBin = (name) => path.join(root, 'node_modules', '.bin', name);
function fail(msg) {
  console.error(`package: ${msg}`);
  process.exit(1);
}

const args = checks.parseArgs(process.argv.slice(2), process.env);
if (args.error) fail(args.error);
const { target, noWasm } = args;
const spec = checks.TARGETS[target];
const out = path.resolve(root, process.env.FXLENS_VSIX || `fxlens-${target}-${pkg.version}.vsix`);
console.log(`package: ${target}${spec.native ? ` (native ${spec.native.arch}${noWasm ? ', no WebAssembly fallback' : ' + WebAssembly fallback'})` : ' (WebAssembly only)'}`);

// The inputs first: a missing one fails before anything is built.
let build;
if (spec.native) {
  build = process.env.FXLENS_BUILD ? path.resolve(root, process.env.FXLENS_BUILD)
    : process.env.FXLENS_BINARY ? path.dirname(path.resolve(root, process.env.FXLENS_BINARY))
    : path.resolve(root, '..', spec.native.build);
  for (const f of ['fxlens', 'fxlens-layout'])
    if (!fs.existsSync(path.join(build, f)))
      fail(`no ${f} in ${build}. Build it (${target === 'linux-x64' ? 'bash .ci/setup, or cmake --build build' : 'the cross build into build-arm64/'}) or set FXLENS_BUILD=/path/to/the/build.`);
}
const wasm = noWasm ? null : path.resolve(root, process.env.FXLENS_WASM || path.join('..', 'build-wasm', 'fxlens.wasm'));
if (wasm && !fs.existsSync(wasm))
  fail(`no WebAssembly server at ${wasm}. Build it (the WebAssembly build writes build-wasm/fxlens.wasm) or set ` +
    `FXLENS_WASM=/path/to/fxlens.wasm${spec.native ? `; or make the ${target} package without the fallback: --no-wasm` : ''}.`);

run(nodeBin('tsc'), ['-p', '.']);
run(process.execPath, [path.join('scripts', 'bundle.js')]);

const serverDir = path.join(root, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir, { recursive: true });
const shipped = [];   // files this script put in, checked for build paths

if (spec.native) {
  const hostTarget = `${process.platform}-${process.arch}` === target;
  for (const name of ['fxlens', 'fxlens-layout']) {
    const from = path.join(build, name), dest = path.join(serverDir, name);
    const problem = checks.nativeProblem(from, fs.readFileSync(from), spec.native);
    if (problem) fail(`${problem}: the ${target} package needs ${spec.native.arch} binaries (FXLENS_BUILD=${build}).`);
    fs.copyFileSync(from, dest);
    // the host's strip reads only its own architecture's binaries
    if (hostTarget) { try { execFileSync('strip', ['--strip-debug', dest], { stdio: 'ignore' }); } catch { /* optional */ } }
    fs.chmodSync(dest, 0o755);
    shipped.push(dest);
  }
  // main's layout helper is static (Graphviz linked in): a dynamic one would need libraries no user has.
  const helper = checks.elfInfo(fs.readFileSync(path.join(serverDir, 'fxlens-layout')));
  if (helper.interp)
    fail(`${path.join(build, 'fxlens-layout')} is dynamically linked (loader ${helper.interp}): the ${target} package needs the static layout helper.`);
}
if (wasm) {
  const problem = checks.wasmProblem(wasm, fs.readFileSync(wasm));
  if (problem) fail(problem);
  const dest = path.join(serverDir, 'fxlens.wasm');
  fs.copyFileSync(wasm, dest);
  shipped.push(dest);
  const host = path.join(root, 'dist', 'wasm-server.js');
  if (!fs.existsSync(host))
    fail(`no ${host}: the WebAssembly server's Node entry (bundled from src/wasm/) was not built; it runs server/fxlens.wasm in VS Code.`);
  shipped.push(host);
}

// No absolute path of the build machine in what ships (binaries built with relative paths and stripped of debug
// info): a leftover is a path that exists only on this machine.
const buildPaths = [path.resolve(root, '..'), ...(build ? [build] : []), ...(wasm ? [path.dirname(wasm)] : [])];
for (const f of shipped) {
  const hit = checks.buildPathIn(fs.readFileSync(f), buildPaths);
  if (hit) fail(`${path.relative(root, f)} holds the build path ${hit}`);
}

// What the .vsix will hold: .vscodeignore, and without the WebAssembly server when it is left out (a dist/wasm-server.js
// of an earlier build stays out with it).
const ignore = path.join(os.tmpdir(), `fxlens-vscodeignore-${process.pid}`);
fs.writeFileSync(ignore, fs.readFileSync(path.join(root, '.vscodeignore'), 'utf8') + (wasm ? '' : '\ndist/wasm-server.js\nserver/fxlens.wasm\n'));
try {
  const files = execFileSync(nodeBin('vsce'), ['ls', '--no-dependencies', '--ignoreFile', ignore], { cwd: root, encoding: 'utf8' })
    .split('\n').map((l) => l.trim()).filter((l) => l);
  const unwanted = checks.unwantedFiles(files);
  if (unwanted.length) fail(`the .vsix would carry ${unwanted.join(', ')}: fix .vscodeignore`);
  const needed = ['package.json', 'dist/extension.js', 'dist/web/extension.js', 'dist/web/server-worker.js', 'dist/webview/layout.js',
    'media/preview.js', ...(spec.native ? ['server/fxlens', 'server/fxlens-layout'] : []), ...(wasm ? ['server/fxlens.wasm', 'dist/wasm-server.js'] : [])];
  const missing = needed.filter((f) => !files.includes(f));
  if (missing.length) fail(`the .vsix would lack ${missing.join(', ')}: fix .vscodeignore`);
  let total = 0;
  for (const f of files.sort()) {
    const n = fs.statSync(path.join(root, f)).size;
    total += n;
    console.log(`package: ${checks.formatSize(n).padStart(9)}  ${f}`);
  }
  console.log(`package: ${files.length} files, ${checks.formatSize(total)} before compression`);
  run(nodeBin('vsce'), ['package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '--ignoreFile', ignore,
    ...(spec.vsceTarget ? ['--target', spec.vsceTarget] : []), '-o', out]);
} finally {
  fs.rmSync(ignore, { force: true });
}
console.log(`package: ${out} (${checks.formatSize(fs.statSync(out).size)}, ${target})`);
