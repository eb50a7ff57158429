// scripts/packageChecks.js: what `npm run package` checks before it builds a .vsix.
import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as fs from 'fs';
import * as path from 'path';

// eslint-disable-next-line @typescript-eslint/no-var-requires
const checks = require(path.join(__dirname, '..', '..', 'scripts', 'packageChecks.js'));

/** A minimal 64-bit little-endian ELF header for `machine`, with a PT_INTERP naming `interp` when given. */
function elf(machine: number, interp?: string): Buffer {
  const b = Buffer.alloc(256);
  b.writeUInt32BE(0x7f454c46, 0); b[4] = 2; b[5] = 1; b[6] = 1;
  b.writeUInt16LE(2, 16); b.writeUInt16LE(machine, 18);
  b.writeBigUInt64LE(64n, 32); b.writeUInt16LE(56, 54); b.writeUInt16LE(interp ? 1 : 0, 56);
  if (interp) {
    b.writeUInt32LE(3, 64); b.writeBigUInt64LE(128n, 72); b.writeBigUInt64LE(BigInt(interp.length + 1), 96);
    b.write(interp, 128, 'latin1');
  }
  return b;
}

test('targets: --target or FXLENS_TARGET, linux-x64 by default; --no-wasm only with a native server', () => {
  assert.deepEqual(checks.parseArgs([], {}), { target: 'linux-x64', noWasm: false });
  assert.deepEqual(checks.parseArgs(['--target', 'universal'], {}), { target: 'universal', noWasm: false });
  assert.deepEqual(checks.parseArgs(['--target=linux-arm64', '--no-wasm'], {}), { target: 'linux-arm64', noWasm: true });
  assert.deepEqual(checks.parseArgs([], { FXLENS_TARGET: 'linux-arm64', FXLENS_NO_WASM: '1' }), { target: 'linux-arm64', noWasm: true });
  assert.match(checks.parseArgs(['--target', 'darwin-arm64'], {}).error, /unknown target "darwin-arm64" \(one of linux-x64, linux-arm64, universal\)/);
  assert.match(checks.parseArgs(['--target', 'universal', '--no-wasm'], {}).error, /leaves it nothing to run/);
  assert.match(checks.parseArgs(['-x'], {}).error, /unknown argument -x/);
  assert.equal(checks.TARGETS['linux-x64'].native.machine, 62);
  assert.equal(checks.TARGETS['linux-arm64'].native.machine, 183);
  assert.equal(checks.TARGETS.universal.native, null);
});

test('ELF: the architecture and the loader are read from the headers', () => {
  assert.deepEqual(checks.elfInfo(elf(183)), { bits: 64, machine: 183, machineName: 'aarch64', interp: null });
  assert.equal(checks.elfInfo(elf(62, '/lib64/ld-linux-x86-64.so.2')).interp, '/lib64/ld-linux-x86-64.so.2');
  assert.equal(checks.elfInfo(Buffer.from('#!/bin/sh\necho fxlens 0.1.0\n'.padEnd(80))), null);
  const arm64 = checks.TARGETS['linux-arm64'].native, x64 = checks.TARGETS['linux-x64'].native;
  assert.equal(checks.nativeProblem('fxlens', elf(183), arm64), undefined);
  assert.equal(checks.nativeProblem('fxlens', elf(62), arm64), 'fxlens is for x86-64 (64-bit), not aarch64');
  assert.equal(checks.nativeProblem('fxlens', elf(183), x64), 'fxlens is for aarch64 (64-bit), not x86-64');
  assert.equal(checks.nativeProblem('fxlens', Buffer.alloc(100), x64), 'fxlens is not an ELF binary');
});

const built = process.env.FXLENS_BINARY;
test('ELF: this build\'s fxlens is an x86-64 or aarch64 binary', { skip: !built && 'FXLENS_BINARY not set' }, () => {
  const e = checks.elfInfo(fs.readFileSync(built!));
  assert.ok(e && e.bits === 64 && (e.machine === 62 || e.machine === 183), JSON.stringify(e));
  assert.equal(checks.nativeProblem('fxlens', fs.readFileSync(built!), e.machine === 62 ? checks.TARGETS['linux-x64'].native : checks.TARGETS['linux-arm64'].native), undefined);
});

test('WebAssembly: the magic and version 1', () => {
  assert.equal(checks.wasmProblem('a.wasm', Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0])), undefined);
  assert.match(checks.wasmProblem('a.wasm', Buffer.from('not wasm')), /not a WebAssembly module/);
  assert.match(checks.wasmProblem('a.wasm', Buffer.from([0, 0x61, 0x73, 0x6d, 2, 0, 0, 0])), /version 2, not 1/);
});

test('build paths and the files a .vsix must not carry', () => {
  assert.equal(checks.buildPathIn(Buffer.from('x/home/ci/fxlens/server/a.cpp\0'), ['/home/ci/fxlens', '/']), '/home/ci/fxlens');
  assert.equal(checks.buildPathIn(Buffer.from('server/a.cpp'), ['/home/ci/fxlens']), undefined);
  assert.deepEqual(checks.unwantedFiles(['package.json', 'dist/extension.js', 'src/extension.ts', 'out/x.js',
    'node_modules/a/b.js', 'scripts/package.js', 'tests/a.js', 'dist/extension.js.map', 'media/preview.js']),
  ['src/extension.ts', 'out/x.js', 'node_modules/a/b.js', 'scripts/package.js', 'tests/a.js', 'dist/extension.js.map']);
  assert.equal(checks.formatSize(5 * 1048576 + 300000), '5.3 MiB');
  assert.equal(checks.formatSize(2048), '2 KiB');
});

test('version: package.json says what CMakeLists.txt\'s project() says (its one home)', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'));
  const cmake = fs.readFileSync(path.join(__dirname, '..', '..', '..', 'CMakeLists.txt'), 'utf8');
  assert.match(checks.cmakeVersion(cmake), /^\d+\.\d+\.\d+$/);
  assert.equal(checks.versionProblem(pkg.version, cmake), undefined);
  assert.equal(pkg.version, checks.cmakeVersion(cmake));
});

test('version: a drift or an unreadable CMakeLists.txt fails with the fix', () => {
  const cmake = 'cmake_minimum_required(VERSION 3.22)\nproject(fxlens VERSION 0.2.0 LANGUAGES CXX)\n';
  assert.equal(checks.cmakeVersion(cmake), '0.2.0');
  assert.equal(checks.versionProblem('0.2.0', cmake), undefined);
  assert.equal(checks.versionProblem('0.1.0', cmake),
    'package.json\'s version is 0.1.0 but CMakeLists.txt\'s project(fxlens VERSION 0.2.0) is the version: set "version": "0.2.0" in vscode-extension/package.json');
  assert.equal(checks.cmakeVersion('project(other VERSION 1.0)\n'), null);
  assert.equal(checks.cmakeVersion(cmake + cmake), null);   // twice: which one?
  assert.match(checks.versionProblem('0.1.0', 'project(fxlens)\n'), /must say project\(fxlens VERSION X\.Y\.Z\) once/);
});

test('strip: the target\'s binutils, plain strip only on the target itself', () => {
  const arm64 = checks.TARGETS['linux-arm64'].native, x64 = checks.TARGETS['linux-x64'].native;
  const have = (...tools: string[]) => (t: string) => tools.includes(t);
  assert.equal(checks.stripTool(arm64, false, have('strip', 'aarch64-linux-gnu-strip')), 'aarch64-linux-gnu-strip');
  assert.equal(checks.stripTool(arm64, false, have('strip')), null);   // the host's strip cannot read aarch64
  assert.equal(checks.stripTool(arm64, true, have('strip')), 'strip');
  assert.equal(checks.stripTool(x64, true, have('strip', 'x86_64-linux-gnu-strip')), 'x86_64-linux-gnu-strip');
});

// elf_check.py's lines on a .vsix (docs/PACKAGING.md): ARCHIVE!MEMBER: machine, static|dynamic, max GLIBC v, NEEDED ...
const elfLine = (vsix: string, member: string, machine: string) =>
  `${vsix}!${member}: ${machine}, static, max GLIBC none, NEEDED none`;

test('elf_check on a native package: exit 0, exactly the two binaries, for the target', () => {
  const x64 = checks.TARGETS['linux-x64'], arm64 = checks.TARGETS['linux-arm64'];
  const both = (machine: string) => [elfLine('/t/a.vsix', 'extension/server/fxlens', machine),
    elfLine('/t/a.vsix', 'extension/server/fxlens-layout', machine)].join('\n') + '\n';
  assert.equal(checks.elfCheckProblem(x64, { status: 0, stdout: both('x86-64'), stderr: '' }), undefined);
  assert.equal(checks.elfCheckProblem(arm64, { status: 0, stdout: both('aarch64'), stderr: '' }), undefined);
  assert.equal(checks.elfCheckProblem(arm64, { status: 0, stdout: both('x86-64'), stderr: '' }),
    'extension/server/fxlens is for x86-64, not aarch64; extension/server/fxlens-layout is for x86-64, not aarch64');
  assert.equal(checks.elfCheckProblem(x64, { status: 0, stdout: elfLine('/t/a.vsix', 'extension/server/fxlens', 'x86-64') + '\n', stderr: '' }),
    'the ELF files in it are extension/server/fxlens, not extension/server/fxlens, extension/server/fxlens-layout');
  assert.match(checks.elfCheckProblem(x64, { status: 0, stdout: both('x86-64') + elfLine('/t/a.vsix', 'extension/server/lib/libgvc.so.6', 'x86-64'), stderr: '' }),
    /the ELF files in it are .*lib\/libgvc\.so\.6/);
  const tooNew = 'elf_check: FAIL: /t/a.vsix!extension/server/fxlens needs GLIBC_2.34 (for __libc_start_main), newer than --max-glibc 2.28\n';
  assert.equal(checks.elfCheckProblem(x64, { status: 1, stdout: both('x86-64'), stderr: tooNew }),
    `elf_check --max-glibc 2.28 failed (exit 1): ${tooNew.trim()}`);
});

test('elf_check on the universal package: its one complaint must be that there is no ELF file', () => {
  const uni = checks.TARGETS.universal;
  const none = 'elf_check: FAIL: no ELF file found in /t/u.vsix (a package without its binaries)\n';
  assert.equal(checks.elfCheckProblem(uni, { status: 1, stdout: '', stderr: none }), undefined);
  assert.match(checks.elfCheckProblem(uni, { status: 0, stdout: elfLine('/t/u.vsix', 'extension/server/fxlens', 'x86-64'), stderr: '' }),
    /must hold no native binary, but elf_check \(exit 0\) said: .*server\/fxlens: x86-64/);
  assert.match(checks.elfCheckProblem(uni, { status: 1, stdout: '', stderr: 'elf_check: FAIL: cannot read /t/u.vsix: not a zip archive\n' }),
    /must hold no native binary.*not a zip archive/);
  assert.match(checks.elfCheckProblem(uni, { status: 2, stdout: '', stderr: 'usage: elf_check.py ...\n' }), /exit 2.*usage/);
});
