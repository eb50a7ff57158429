#!/usr/bin/env node
// node scripts/bundle-graphviz.js SERVER_DIR: makes SERVER_DIR/fxlens-layout (the layout helper) run on a machine
// without Graphviz. Copies the Graphviz libraries it needs into SERVER_DIR/lib/, the plugins it loads (dot and neato
// layouts, the core renderers: svg, dot) into SERVER_DIR/lib/graphviz/ with a config6a that lists only those, and
// sets the run paths: fxlens-layout $ORIGIN/lib, the libraries $ORIGIN, the plugins $ORIGIN/.. (DT_RUNPATH applies
// to a file's own dependencies only, so each file needs its own). Nothing absolute is written into any file.
// Run by package.js after it copied the binaries; tests/cli/bundle_graphviz.sh checks the result.
//   FXLENS_GRAPHVIZ_PLUGINS  the plugin folder to copy from (default: `graphviz` beside the libgvc the helper uses)
// Needs ldd (glibc) and patchelf (Debian: apt-get install patchelf).
const { execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

// Plugins, by Graphviz's library name. The cairo/pango plugin (PNG, PDF) is left out: with pango, cairo, glib,
// fontconfig, harfbuzz and the X libraries it is about 16 MB, and the preview only needs SVG.
const PLUGINS = ['libgvplugin_core.so.6', 'libgvplugin_dot_layout.so.6', 'libgvplugin_neato_layout.so.6'];

// Libraries left to the system (every Debian/Ubuntu installation has them; see docs/EDITOR.md):
//  - glibc (libc, libm, the loader, ...): must be the system's own, matching its dynamic loader;
//  - libstdc++, libgcc_s, zlib, pcre2: Priority required in Debian (apt, grep and dpkg depend on them), and
//    a newer copy of libstdc++ beside an older one would be a second C++ runtime in the process.
const SYSTEM = /^(linux-vdso|ld-linux[^/]*|libc|libm|libdl|libpthread|librt|libresolv|libutil|libmvec|libstdc\+\+|libgcc_s|libz|libpcre2-8)\.so(\.|$)/;

function fail(msg) {
  console.error(`bundle-graphviz: ${msg}`);
  process.exit(1);
}

// soname -> resolved path for every library `file` loads, from ldd; a library ldd cannot find is fatal.
function ldd(file) {
  let out;
  try {
    out = execFileSync('ldd', [file], { encoding: 'utf8', env: { ...process.env, LD_LIBRARY_PATH: '' } });
  } catch (e) {
    fail(`ldd ${file} failed: ${e.message}`);
  }
  const libs = new Map();
  for (const line of out.split('\n')) {
    const m = /^\s*(\S+) => (.*?) \(0x[0-9a-f]+\)\s*$/.exec(line) || /^\s*(\S+) => (not found)\s*$/.exec(line);
    if (!m) continue;
    if (m[2] === 'not found') fail(`${file} needs ${m[1]}, which ldd does not find: install Graphviz's libraries (Debian: apt-get install libgvc6)`);
    libs.set(m[1], m[2]);
  }
  return libs;
}

function patchelf(args) {
  try {
    execFileSync('patchelf', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (e) {
    if (e.code === 'ENOENT') fail('patchelf not found (Debian: apt-get install patchelf; bash .ci/setup installs it)');
    fail(`patchelf ${args.join(' ')} failed: ${e.stderr || e.message}`);
  }
}

// The plugin configuration: config6a's blocks (`libgvplugin_X.so.6 name { ... }`) of the bundled plugins only.
// Their names stay relative: Graphviz resolves them against the plugin folder.
function filterConfig(text, keep) {
  const out = ['# The Graphviz plugins bundled with fxlens (filtered from the config6a of the Graphviz they were copied from).'];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^(\S+)\s+\S+\s*\{\s*$/.exec(lines[i]);
    if (!m) continue;
    let depth = 0, j = i;
    for (; j < lines.length; j++) {
      depth += (lines[j].match(/\{/g) || []).length - (lines[j].match(/\}/g) || []).length;
      if (depth === 0) break;
    }
    if (keep.has(path.basename(m[1]))) out.push(...lines.slice(i, j + 1));
    i = j;
  }
  return out.join('\n') + '\n';
}

function main() {
  const serverDir = path.resolve(process.argv[2] || '');
  const helper = path.join(serverDir, 'fxlens-layout');
  if (!process.argv[2] || !fs.existsSync(helper)) fail(`usage: bundle-graphviz.js SERVER_DIR (with SERVER_DIR/fxlens-layout); got ${serverDir}`);

  const helperLibs = ldd(helper);
  const gvc = helperLibs.get('libgvc.so.6');
  if (!gvc) fail(`${helper} does not link libgvc.so.6`);
  const pluginSrc = process.env.FXLENS_GRAPHVIZ_PLUGINS || path.join(path.dirname(gvc), 'graphviz');
  const configSrc = path.join(pluginSrc, 'config6a');
  if (!fs.existsSync(configSrc)) fail(`no Graphviz plugin configuration at ${configSrc} (run \`dot -c\` as root, or set FXLENS_GRAPHVIZ_PLUGINS)`);

  const libDir = path.join(serverDir, 'lib');
  const plugDir = path.join(libDir, 'graphviz');
  fs.rmSync(libDir, { recursive: true, force: true });
  fs.mkdirSync(plugDir, { recursive: true });

  const wanted = new Map(helperLibs);  // soname -> source path, over the helper and every plugin
  for (const p of PLUGINS) {
    const src = path.join(pluginSrc, p);
    if (!fs.existsSync(src)) fail(`no ${p} in ${pluginSrc} (Debian: apt-get install libgvc6)`);
    fs.copyFileSync(fs.realpathSync(src), path.join(plugDir, p));
    for (const [name, from] of ldd(src)) wanted.set(name, from);
  }
  const copied = [];
  for (const [name, from] of [...wanted].sort()) {
    if (SYSTEM.test(path.basename(name)) || name.startsWith('/')) continue;
    const dest = path.join(libDir, name);
    fs.copyFileSync(fs.realpathSync(from), dest);
    fs.chmodSync(dest, 0o644);
    patchelf(['--set-rpath', '$ORIGIN', dest]);
    copied.push(dest);
  }
  for (const p of PLUGINS) {
    const dest = path.join(plugDir, p);
    fs.chmodSync(dest, 0o644);
    patchelf(['--set-rpath', '$ORIGIN/..', dest]);
    copied.push(dest);
  }
  fs.writeFileSync(path.join(plugDir, 'config6a'), filterConfig(fs.readFileSync(configSrc, 'utf8'), new Set(PLUGINS)));
  copied.push(path.join(plugDir, 'config6a'));
  // The build links the helper with RUNPATH $ORIGIN/lib already (CMakeLists.txt); patchelf only for one that lacks it.
  const runpath = /\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[(.*)\]/.exec(execFileSync('readelf', ['-d', helper], { encoding: 'utf8' }));
  if (!runpath || runpath[1] !== '$ORIGIN/lib') patchelf(['--set-rpath', '$ORIGIN/lib', helper]);

  let total = 0;
  for (const f of copied) {
    const n = fs.statSync(f).size;
    total += n;
    console.log(`bundle-graphviz: ${path.relative(serverDir, f)} (${(n / 1024).toFixed(0)} KiB)`);
  }
  console.log(`bundle-graphviz: ${copied.length} files, ${(total / 1048576).toFixed(1)} MiB in ${libDir}`);
}

main();
