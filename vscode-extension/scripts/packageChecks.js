// What scripts/package.js checks before a .vsix is made, as pure functions (unit-tested in src/test/package.test.ts):
// the targets and what each carries, an ELF binary's architecture and linking read from its header, a WebAssembly
// module's magic, build paths left in a file, the files the .vsix would hold, the version against CMakeLists.txt's and
// what packaging/elf_check.py said about the .vsix made.

// The packages. `native`: the server and its layout helper from FXLENS_BUILD (default `build`, beside the
// extension), for the architecture `machine` (ELF e_machine; `arch` is also what elf_check.py calls it), stripped by
// `strip` (Debian's package `binutils`); every package carries the WebAssembly server, the fallback where the
// native one does not run (and the only server of `universal`: macOS, Windows, the web).
const TARGETS = {
  'linux-x64': { native: { build: 'build', machine: 62, arch: 'x86-64', strip: 'x86_64-linux-gnu-strip', binutils: 'binutils-x86-64-linux-gnu' },
    vsceTarget: 'linux-x64' },
  'linux-arm64': { native: { build: 'build-arm64', machine: 183, arch: 'aarch64', strip: 'aarch64-linux-gnu-strip', binutils: 'binutils-aarch64-linux-gnu' },
    vsceTarget: 'linux-arm64' },
  universal: { native: null, vsceTarget: null },
};
// The oldest glibc the Linux packages promise (RHEL 8, Ubuntu 20.04), as the wheel's test does: the static binaries
// need no glibc version at all, so this only catches a dynamic build slipping in.
const MAX_GLIBC = '2.28';
// The binaries of a native package, as elf_check.py names them inside the .vsix (vsce puts files under extension/).
const NATIVE_FILES = ['extension/server/fxlens', 'extension/server/fxlens-layout'];
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

/** The strip that reads `native`'s binaries: the target's own binutils, else plain `strip` when this machine is the
 *  target; null when `exists(tool)` finds neither. */
function stripTool(native, hostIsTarget, exists) {
  if (exists(native.strip)) return native.strip;
  if (hostIsTarget && exists('strip')) return 'strip';
  return null;
}

/** CMakeLists.txt's `project(fxlens VERSION X.Y.Z)`, or null when it does not say so exactly once. */
function cmakeVersion(text) {
  const found = [...text.matchAll(/^project\(\s*fxlens\s+VERSION\s+([0-9]+(?:\.[0-9]+)*)\b/gm)];
  return found.length === 1 ? found[0][1] : null;
}

/** Why package.json's `version` is not the one CMakeLists.txt (`cmakeText`) gives, or undefined. */
function versionProblem(version, cmakeText) {
  const cmake = cmakeVersion(cmakeText);
  if (!cmake) return 'CMakeLists.txt must say project(fxlens VERSION X.Y.Z) once: the version has its one home there';
  if (version !== cmake)
    return `package.json's version is ${version} but CMakeLists.txt's project(fxlens VERSION ${cmake}) is the version: set "version": "${cmake}" in vscode-extension/package.json`;
  return undefined;
}

/** What was wrong in packaging/elf_check.py's answer ({status, stdout, stderr}) on a .vsix of target `spec`, or
 *  undefined. A native package: exit 0, and exactly the two binaries, for the target's machine. Universal: no ELF
 *  file, which elf_check reports as its one failure (exit 1, "no ELF file found"). */
function elfCheckProblem(spec, { status, stdout, stderr }) {
  const lines = (stdout || '').split('\n').filter((l) => l.trim());
  const failures = (stderr || '').split('\n').filter((l) => l.startsWith('elf_check: FAIL:'));
  if (!spec.native) {
    if (status === 1 && lines.length === 0 && failures.length === 1 && failures[0].includes('no ELF file found')) return undefined;
    return `the universal package must hold no native binary, but elf_check (exit ${status}) said: ${[...lines, ...failures].join('; ') || (stderr || '').trim()}`;
  }
  if (status !== 0) return `elf_check --max-glibc ${MAX_GLIBC} failed (exit ${status}): ${failures.join('; ') || (stderr || '').trim()}`;
  const seen = lines.map((l) => /^.*!([^!:]+): ([^,]+),/.exec(l)).filter((m) => m).map((m) => ({ file: m[1], machine: m[2] }));
  const files = seen.map((e) => e.file).sort();
  if (files.join() !== NATIVE_FILES.join()) return `the ELF files in it are ${files.join(', ') || 'none'}, not ${NATIVE_FILES.join(', ')}`;
  const wrong = seen.filter((e) => e.machine !== spec.native.arch);
  if (wrong.length) return wrong.map((e) => `${e.file} is for ${e.machine}, not ${spec.native.arch}`).join('; ');
  return undefined;
}

function formatSize(n) {
  return n >= 1048576 ? `${(n / 1048576).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(0)} KiB` : `${n} B`;
}

module.exports = {
  TARGETS, DEFAULT_TARGET, MAX_GLIBC, NATIVE_FILES, parseArgs, elfInfo, nativeProblem, wasmProblem, buildPathIn, unwantedFiles,
  stripTool, cmakeVersion, versionProblem, elfCheckProblem, formatSize,
};
