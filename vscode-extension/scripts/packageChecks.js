// What scripts/package.js checks before a .vsix is made, as pure functions (unit-tested in src/test/package.test.ts):
// the targets and what each carries, an ELF binary's architecture and linking read from its header, a WebAssembly
// module's magic, build paths left in a file, and the files the .vsix would hold.

// The packages. `native`: the server and its layout helper from FXLENS_BUILD (default `build`, beside the
// extension), for the architecture `machine` (ELF e_machine); every package carries the WebAssembly server, the
// fallback where the native one does not run (and the only server of `universal`: macOS, Windows, the web).
const TARGETS = {
  'linux-x64': { native: { build: 'build', machine: 62, arch: 'x86-64' }, vsceTarget: 'linux-x64' },
  'linux-arm64': { native: { build: 'build-arm64', machine: 183, arch: 'aarch64' }, vsceTarget: 'linux-arm64' },
  universal: { native: null, vsceTarget: null },
};
const DEFAULT_TARGET = 'linux-x64';

/** `--target T` or `--target=T` in argv, else FXLENS_TARGET, else linux-x64; `--no-wasm` / FXLENS_NO_WASM=1. */
function parseArgs(argv, env) {
  let target = env.FXLENS_TARGET || DEFAULT_TARGET, noWasm = env.FXLENS_NO_WASM === '1';
  for (let i = 0; i < argv.length; ++i) {
    const a = argv[i];
    if (a === '--target') target = argv[++i];
    else if (a.startsWith('--target=')) target = a.slice('--target='.length);
    else if (a === '--no-wasm') noWasm = true;
    else return { error: `unknown argument ${a} (usage: package.js [--target ${Object.keys(TARGETS).join('|')}] [--no-wasm])` };
  }
  if (!TARGETS[target]) return { error: `unknown target "${target}" (one of ${Object.keys(TARGETS).join(', ')})` };
  if (noWasm && !TARGETS[target].native) return { error: 'the universal package is the WebAssembly server: --no-wasm leaves it nothing to run' };
  return { target, noWasm };
}

const EM_NAMES = { 3: 'x86 (32-bit)', 40: 'ARM (32-bit)', 62: 'x86-64', 183: 'aarch64', 243: 'RISC-V' };

/** An ELF file's class, machine and whether it asks for a dynamic loader (PT_INTERP), from its headers; null when
 *  `buf` is not ELF. Little-endian only (both targets are). */
function elfInfo(buf) {
  if (buf.length < 64 || buf.readUInt32BE(0) !== 0x7f454c46) return null;
  const is64 = buf[4] === 2, le = buf[5] === 1;
  if (!le) return { bits: is64 ? 64 : 32, machine: -1, machineName: 'big-endian', interp: null };
  const machine = buf.readUInt16LE(18);
  const phoff = is64 ? Number(buf.readBigUInt64LE(32)) : buf.readUInt32LE(28);
  const phentsize = buf.readUInt16LE(is64 ? 54 : 42), phnum = buf.readUInt16LE(is64 ? 56 : 44);
  let interp = null;
  for (let i = 0; i < phnum; ++i) {
    const at = phoff + i * phentsize;
    if (at + phentsize > buf.length) break;
    if (buf.readUInt32LE(at) !== 3) continue;   // PT_INTERP
    const off = is64 ? Number(buf.readBigUInt64LE(at + 8)) : buf.readUInt32LE(at + 4);
    const size = is64 ? Number(buf.readBigUInt64LE(at + 32)) : buf.readUInt32LE(at + 16);
    interp = buf.subarray(off, off + size).toString('latin1').replace(/\0+$/, '');
  }
  return { bits: is64 ? 64 : 32, machine, machineName: EM_NAMES[machine] || `e_machine ${machine}`, interp };
}

/** Why `buf` (named `name`) is not a binary for `native` (the target's), or undefined. */
function nativeProblem(name, buf, native) {
  const e = elfInfo(buf);
  if (!e) return `${name} is not an ELF binary`;
  if (e.machine !== native.machine || e.bits !== 64) return `${name} is for ${e.machineName} (${e.bits}-bit), not ${native.arch}`;
  return undefined;
}

/** Why `buf` is not a WebAssembly module, or undefined. */
function wasmProblem(name, buf) {
  if (buf.length < 8 || buf.readUInt32BE(0) !== 0x0061736d) return `${name} is not a WebAssembly module (no \\0asm magic)`;
  if (buf.readUInt32LE(4) !== 1) return `${name} is WebAssembly version ${buf.readUInt32LE(4)}, not 1`;
  return undefined;
}

/** The first of `paths` (absolute folders of the build machine) that `buf` holds, or undefined. */
function buildPathIn(buf, paths) {
  const text = buf.toString('latin1');
  return paths.find((p) => p.length > 1 && text.includes(p));
}

/** Files of `vsce ls` that must not ship: sources, tests, compiled tests, node_modules, packaging scripts. */
function unwantedFiles(files) {
  return files.filter((f) => /^(src|out|node_modules|scripts|tests?)\//.test(f) || /\.(ts|map|vsix)$/.test(f));
}

function formatSize(n) {
  return n >= 1048576 ? `${(n / 1048576).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(0)} KiB` : `${n} B`;
}

module.exports = { TARGETS, DEFAULT_TARGET, parseArgs, elfInfo, nativeProblem, wasmProblem, buildPathIn, unwantedFiles, formatSize };
