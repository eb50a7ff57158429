#!/usr/bin/env node
// npm run package [-- --target linux-x64|linux-arm64|universal] [-- --no-wasm]: compiles and bundles the extension,
// puts the servers into server/, checks what goes in and builds the .vsix with vsce.
//   linux-x64 (the default), linux-arm64: `vsce package --target T` with the native server and its layout helper
//     (server/fxlens, server/fxlens-layout from FXLENS_BUILD, default ../build or ../build-arm64) and the WebAssembly
//     server as the fallback where the native one does not run (server/fxlens.wasm from FXLENS_WASM, default
//     ../build-wasm/fxlens.wasm, with its Node entry dist/wasm-server.js); --no-wasm leaves the fallback out.
//   universal: no native binary, the WebAssembly server only (macOS, Windows, the web: vsce without --target).
// Checks (scripts/packageChecks.js): package.json's version is CMakeLists.txt's, every input is there (else a
// message saying how to make it), the binaries are for the target's architecture (read from their ELF headers), the
// wasm is WebAssembly, no file holds a path of the build machine, the .vsix holds what runs and nothing of the
// sources, and packaging/elf_check.py --max-glibc 2.28 passes the .vsix made (universal: it must find no ELF file at
// all); prints every file's size and the .vsix's. A .vsix that fails a check after it was made is deleted.
//   FXLENS_TARGET  the target when no --target is given      FXLENS_BUILD  the folder of fxlens and fxlens-layout
//   FXLENS_BINARY  (older) the fxlens to bundle; its folder is the build      FXLENS_WASM  the fxlens.wasm to bundle
//   FXLENS_VSIX    output path (default fxlens-<target>-<version>.vsix here)   FXLENS_NO_WASM=1  as --no-wasm
//   FXLENS_PYTHON  the Python that runs packaging/elf_check.py (default python3)
const { execFileSync, spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const checks = require('./packageChecks');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const repo = path.resolve(root, '..');
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
const nodeBin = (name) => path.join(root, 'node_modules', '.bin', name);
const leftovers = [];   // files to remove when a check fails: the temporary ignore file, a .vsix that is wrong
function fail(msg) {
  console.error(`package: ${msg}`);
  for (const f of leftovers) fs.rmSync(f, { force: true });
  process.exit(1);
}

// The version's one home is CMakeLists.txt's project() (fxlens --version, the server's serverInfo, the wheel):
// the extension says the same, or the package is not made.
const cmakeLists = path.join(repo, 'CMakeLists.txt');
if (!fs.existsSync(cmakeLists)) fail(`no ${cmakeLists}: the extension is packaged from the fxlens checkout, whose CMakeLists.txt has the version.`);
const version = checks.versionProblem(pkg.version, fs.readFileSync(cmakeLists, 'utf8'));
if (version) fail(version);

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
  // binutils' strip reads only its own architecture: the target's (x86_64-linux-gnu-strip, aarch64-linux-gnu-strip),
  // or plain strip when this machine is the target. --strip-all as the wheel's: the symbols are of no use to a user.
  const strip = checks.stripTool(spec.native, `${process.platform}-${process.arch}` === target, (t) => {
    try { execFileSync(t, ['--version'], { stdio: 'ignore' }); return true; } catch { return false; }
  });
  if (!strip) fail(`no ${spec.native.strip} to strip the ${spec.native.arch} binaries: apt-get install ${spec.native.binutils} (bash .ci/setup installs it).`);
  for (const name of ['fxlens', 'fxlens-layout']) {
    const from = path.join(build, name), dest = path.join(serverDir, name);
    const problem = checks.nativeProblem(from, fs.readFileSync(from), spec.native);
    if (problem) fail(`${problem}: the ${target} package needs ${spec.native.arch} binaries (FXLENS_BUILD=${build}).`);
    fs.copyFileSync(from, dest);
    run(strip, ['--strip-all', dest]);
    fs.chmodSync(dest, 0o755);
    shipped.push(dest);
  }
}
if (wasm) {
  const problem = checks.wasmProblem(wasm, fs.readFileSync(wasm));
  if (problem) fail(problem);
  const dest = path.join(serverDir, 'fxlens.wasm');
  fs.copyFileSync(wasm, dest);
  fs.chmodSync(dest, 0o644);   // data for a host to run, not a program: only the native binaries are executable
  shipped.push(dest);
  const host = path.join(root, 'dist', 'wasm-server.js');
  if (!fs.existsSync(host))
    fail(`no ${host}: the WebAssembly server's Node entry (bundled from src/wasm/) was not built; it runs server/fxlens.wasm in VS Code.`);
  shipped.push(host);
}

// No absolute path of the build machine in what ships (binaries built with relative paths and stripped): a leftover
// is a path that exists only on this machine.
// The third-party libraries' folder too ($FXLENS_DEPS, packaging/deps): it may lie outside the checkout.
const depsDir = process.env.FXLENS_DEPS ? path.resolve(process.env.FXLENS_DEPS) : '';
const buildPaths = [repo, ...(build ? [build] : []), ...(wasm ? [path.dirname(wasm)] : []), ...(depsDir ? [depsDir] : [])];
for (const f of shipped) {
  const hit = checks.buildPathIn(fs.readFileSync(f), buildPaths);
  if (hit) fail(`${path.relative(root, f)} holds the build path ${hit}`);
}

// What the .vsix will hold: .vscodeignore, and without the WebAssembly server when it is left out (a dist/wasm-server.js
// of an earlier build stays out with it).
const ignore = path.join(os.tmpdir(), `fxlens-vscodeignore-${process.pid}`);
leftovers.push(ignore);
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
  leftovers.push(out);
  run(nodeBin('vsce'), ['package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '--ignoreFile', ignore,
    ...(spec.vsceTarget ? ['--target', spec.vsceTarget] : []), '-o', out]);
} finally {
  fs.rmSync(ignore, { force: true });
}

// What the package's binaries need from a user's machine, read from the .vsix itself by the tool the wheel uses:
// glibc 2.28 at most (RHEL 8, Ubuntu 20.04; the static binaries need none), no library but glibc's own, exactly the
// two binaries and for the target's machine. The universal package must hold no ELF file at all: elf_check then
// exits 1 saying that it found none, which is the answer wanted there.
const python = process.env.FXLENS_PYTHON || 'python3';
const elfCheck = spawnSync(python, [path.join(repo, 'packaging', 'elf_check.py'), '--max-glibc', checks.MAX_GLIBC, out], { encoding: 'utf8' });
if (elfCheck.error) fail(`cannot run ${python} for packaging/elf_check.py (${elfCheck.error.message}): install Python 3.8 or newer, or set FXLENS_PYTHON.`);
process.stdout.write(elfCheck.stdout.replace(/^/gm, 'package: elf_check: ').replace(/package: elf_check: $/, ''));
const elfProblem = checks.elfCheckProblem(spec, elfCheck);
if (elfProblem) fail(`${out}: ${elfProblem}`);
if (!spec.native) console.log('package: elf_check: no ELF file in it, as a WebAssembly-only package must be');
console.log(`package: ${out} (${checks.formatSize(fs.statSync(out).size)}, ${target})`);
