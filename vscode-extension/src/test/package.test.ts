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
