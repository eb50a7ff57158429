#!/usr/bin/env node
// npm run package: compile + bundle, copy the server binary into server/fxlens and its layout helper (which draws
// the preview's pictures with Graphviz, linked in statically) into server/fxlens-layout, check that no shipped
// binary holds a build path, produce fxlens-<version>.vsix.
//   FXLENS_BINARY  the fxlens executable to bundle (default ../build/fxlens)
//   FXLENS_VSIX    output path (default fxlens-<version>.vsix in this folder)
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const root = path.resolve(__dirname, '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const bin = path.resolve(root, process.env.FXLENS_BINARY || path.join('..', 'build', 'fxlens'));
const out = path.resolve(root, process.env.FXLENS_VSIX || `fxlens-${pkg.version}.vsix`);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
const nodeBin = (name) => path.join(root, 'node_modules', '.bin', name);

if (!fs.existsSync(bin)) {
  console.error(`package: no server binary at ${bin}. Build it (cmake --build build) or set FXLENS_BINARY=/path/to/fxlens.`);
  process.exit(1);
}
run(nodeBin('tsc'), ['-p', '.']);
run(process.execPath, [path.join('scripts', 'bundle.js')]);

const helper = path.join(path.dirname(bin), 'fxlens-layout');
if (!fs.existsSync(helper)) {
  console.error(`package: no layout helper at ${helper} (the build makes it next to fxlens).`);
  process.exit(1);
}
const serverDir = path.join(root, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir, { recursive: true });
for (const [from, name] of [[bin, 'fxlens'], [helper, 'fxlens-layout']]) {
  const dest = path.join(serverDir, name);
  fs.copyFileSync(from, dest);
  try { execFileSync('strip', ['--strip-debug', dest], { stdio: 'ignore' }); } catch { /* strip is optional */ }
  fs.chmodSync(dest, 0o755);
  console.log(`package: bundled ${from} -> server/${name} (${(fs.statSync(dest).size / 1048576).toFixed(1)} MiB)`);
}

// No absolute path of the build machine in what ships (the binaries are built with relative paths and stripped of
// debug info): a leftover would be a path that exists only on this machine.
const buildPaths = [path.resolve(root, '..'), path.dirname(bin)];
for (const f of [path.join(serverDir, 'fxlens'), path.join(serverDir, 'fxlens-layout')]) {
  const text = fs.readFileSync(f).toString('latin1');
  const hit = buildPaths.find((p) => p.length > 1 && text.includes(p));
  if (hit) {
    console.error(`package: ${path.relative(root, f)} holds the build path ${hit}`);
    process.exit(1);
  }
}

run(nodeBin('vsce'), ['package', '--no-dependencies', '--skip-license', '--allow-missing-repository', '-o', out]);
console.log(`package: ${out}`);
