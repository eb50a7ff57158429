import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'path';
import { chooseServer, expandConfigured, foreignArch, identityProblem } from '../serverPath';

const ext = '/opt/ext/fxlens';
const bundled = `${ext}/server/fxlens`, build = path.join(ext, '..', 'build', 'fxlens'), wasm = `${ext}/server/fxlens.wasm`;
const host = `${ext}/dist/wasm-server.js`;

/** A machine: which files exist, which are executable, what each says to --version (default: fxlens 0.1.0). */
function machine(o: { files?: string[]; exec?: string[]; says?: Record<string, { stdout?: string; error?: string }> }) {
  const files = new Set([...(o.files ?? []), ...(o.exec ?? [])]), exec = new Set(o.exec ?? []);
  const asked: string[] = [];
  return {
    asked,
    isFile: (p: string) => files.has(p),
    isExecutable: (p: string) => exec.has(p),
    version: async (p: string) => { asked.push(p); return o.says?.[p] ?? { stdout: 'fxlens 0.1.0\n' }; },
  };
}
const base = { extensionPath: ext, pathEnv: '/usr/local/bin:/usr/bin', platform: 'linux' as NodeJS.Platform, arch: 'x64', homeDir: '/home/u' };

test('the setting wins when it points to fxlens', async () => {
  const r = await chooseServer({ ...base, configured: '/x/fxlens', ...machine({ exec: ['/x/fxlens', bundled] }) });
  assert.ok(r.ok);
  assert.deepEqual(r.server, { kind: 'native', path: '/x/fxlens', source: 'setting' });
  assert.equal(r.line, 'fxlens: starting the native server /x/fxlens (fxlens.server.path)');
});

test('a wrong setting is an error naming the setting, not a silent fallback', async () => {
  let r = await chooseServer({ ...base, configured: '/nope/fxlens', ...machine({ exec: [bundled], files: [wasm, host] }) });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /fxlens\.server\.path.*\/nope\/fxlens/);
  // an executable that is not fxlens: the identity message (one clear message, not a crash loop)
  r = await chooseServer({ ...base, configured: '/bin/echo', ...machine({ exec: ['/bin/echo', bundled], says: { '/bin/echo': { stdout: '--version\n' } } }) });
  assert.match(!r.ok ? r.message : '', /"\/bin\/echo" is not the fxlens language server \(`echo --version` said "--version"\)/);
});

test('then the bundled binary, then ../build, then PATH; each one must answer --version', async () => {
  let r = await chooseServer({ ...base, configured: '', ...machine({ exec: [bundled, build, '/usr/bin/fxlens'] }) });
  assert.deepEqual(r.ok && r.server, { kind: 'native', path: bundled, source: 'bundled' });
  assert.equal(r.ok && r.line, `fxlens: starting the native server ${bundled} (bundled)`);
  r = await chooseServer({ ...base, configured: undefined, ...machine({ exec: [build, '/usr/bin/fxlens'] }) });
  assert.deepEqual(r.ok && r.server, { kind: 'native', path: '/opt/ext/build/fxlens', source: 'build' });
  assert.equal(r.ok && r.line, 'fxlens: starting the native server /opt/ext/build/fxlens (development build): no native binary for linux-x64 in this package');
  r = await chooseServer({ ...base, configured: '  ', ...machine({ exec: ['/usr/bin/fxlens'] }) });
  assert.deepEqual(r.ok && r.server, { kind: 'native', path: '/usr/bin/fxlens', source: 'PATH' });
});

test('a bundled binary that does not run (another architecture, no loader) is passed over, saying why', async () => {
  const m = machine({ exec: [bundled, '/usr/bin/fxlens'], says: { [bundled]: { error: 'spawn Unknown system error -8' } } });
  const r = await chooseServer({ ...base, configured: '', ...m });
  assert.deepEqual(r.ok && r.server, { kind: 'native', path: '/usr/bin/fxlens', source: 'PATH' });
  assert.equal(r.ok && r.line, 'fxlens: starting the native server /usr/bin/fxlens (on PATH): native server/fxlens failed: spawn Unknown system error -8');
  assert.deepEqual(m.asked, [bundled, '/usr/bin/fxlens']);
});

test('no native server that runs: the bundled WebAssembly server, the output channel says why', async () => {
  let r = await chooseServer({ ...base, platform: 'darwin', arch: 'arm64', configured: '', ...machine({ files: [wasm, host] }) });
  assert.deepEqual(r.ok && r.server, { kind: 'wasm', wasm, script: host, source: 'bundled' });
  assert.equal(r.ok && r.line, 'fxlens: starting the WebAssembly server (server/fxlens.wasm): no native binary for darwin-arm64 in this package; no fxlens on PATH');
  r = await chooseServer({ ...base, configured: '', ...machine({ files: [wasm, host], exec: [bundled], says: { [bundled]: { error: 'spawn ENOENT' } } }) });
  assert.match(r.ok ? r.line : '', /^fxlens: starting the WebAssembly server \(server\/fxlens\.wasm\): native server\/fxlens failed: spawn ENOENT; no fxlens on PATH$/);
  // a program called fxlens on PATH that is not fxlens is passed over too
  r = await chooseServer({ ...base, configured: '', ...machine({ files: [wasm, host], exec: ['/usr/bin/fxlens'], says: { '/usr/bin/fxlens': { stdout: 'hello' } } }) });
  assert.match(r.ok ? r.line : '', /fxlens on PATH \(\/usr\/bin\/fxlens\) failed: `--version` said "hello"/);
});

test('fxlens.server.kind: native never falls to WebAssembly, wasm never runs a native binary', async () => {
  const all = machine({ exec: [bundled], files: [wasm, host] });
  let r = await chooseServer({ ...base, kind: 'wasm', configured: '', ...all });
  assert.deepEqual(r.ok && r.server, { kind: 'wasm', wasm, script: host, source: 'bundled' });
  assert.equal(r.ok && r.line, 'fxlens: starting the WebAssembly server (server/fxlens.wasm): "fxlens.server.kind" is "wasm"');
  assert.deepEqual(all.asked, [], 'no native binary was run');
  r = await chooseServer({ ...base, kind: 'native', configured: '', ...machine({ files: [wasm, host] }) });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /no native fxlens server runs here \(no native binary for linux-x64 in this package; no fxlens on PATH\), and "fxlens\.server\.kind" is "native"\. Fix: set "fxlens\.server\.kind" to "auto"/);
  r = await chooseServer({ ...base, kind: 'wasm', configured: '', ...machine({ exec: [bundled] }) });
  assert.match(!r.ok ? r.message : '', /no WebAssembly server \(server\/fxlens\.wasm\) in this package/);
  // anything else is auto
  r = await chooseServer({ ...base, kind: 'bogus', configured: '', ...machine({ exec: [bundled] }) });
  assert.equal(r.ok && r.server.kind, 'native');
});

test('a .wasm in fxlens.server.path runs on the WebAssembly host; a kind that contradicts the path is an error', async () => {
  const mine = '/home/u/fxlens/build-wasm/fxlens.wasm';
  let r = await chooseServer({ ...base, configured: '~/fxlens/build-wasm/fxlens.wasm', ...machine({ files: [mine, host] }) });
  assert.deepEqual(r.ok && r.server, { kind: 'wasm', wasm: mine, script: host, source: 'setting' });
  r = await chooseServer({ ...base, configured: mine, ...machine({ files: [mine] }) });
  assert.match(!r.ok ? r.message : '', /no WebAssembly host \(dist\/wasm-server\.js\)/);
  r = await chooseServer({ ...base, kind: 'native', configured: mine, ...machine({ files: [mine, host] }) });
  assert.match(!r.ok ? r.message : '', /"fxlens\.server\.kind" is "native" but "fxlens\.server\.path" names a WebAssembly module/);
  r = await chooseServer({ ...base, kind: 'wasm', configured: '/x/fxlens', ...machine({ exec: ['/x/fxlens'], files: [wasm, host] }) });
  assert.match(!r.ok ? r.message : '', /"fxlens\.server\.kind" is "wasm" but "fxlens\.server\.path" names a native binary/);
});

test('nothing found: a clear message with a fix and why each place was passed over', async () => {
  const r = await chooseServer({ ...base, configured: '', ...machine({}) });
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.match(r.message, /no fxlens language server to start \(no native binary for linux-x64 in this package; no fxlens on PATH; no WebAssembly server/);
    assert.match(r.message, /Fix:/);
    assert.match(r.message, /fxlens\.server\.path/);
  }
});

test('windows uses fxlens.exe and ; in PATH', async () => {
  const r = await chooseServer({ ...base, platform: 'win32', pathEnv: 'C:\\a;C:\\b', configured: '',
    ...machine({ exec: [path.join('C:\\b', 'fxlens.exe')] }) });
  assert.equal(r.ok && r.server.kind === 'native' && r.server.source, 'PATH');
});

test('setting expansion: ~ only; nothing is resolved against a workspace', () => {
  assert.equal(expandConfigured('~/bin/fxlens', '/home/u'), '/home/u/bin/fxlens');
  assert.equal(expandConfigured(' /abs/fxlens ', '/home/u'), '/abs/fxlens');
  assert.equal(expandConfigured('${workspaceFolder}/build/fxlens', '/home/u'), '${workspaceFolder}/build/fxlens');
});

test('a relative setting is refused, not run from the workspace folder', async () => {
  for (const configured of ['build/fxlens', './fxlens', '${workspaceFolder}/build/fxlens']) {
    const r = await chooseServer({ ...base, configured, ...machine({ exec: [configured, bundled] }) });
    assert.equal(r.ok, false, configured);
    assert.match(!r.ok ? r.message : '', /not an absolute path/);
  }
});

test('package.json: the server settings are machine settings, restricted in untrusted workspaces', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const pkg = require(path.join(__dirname, '..', '..', 'package.json'));
  const props = pkg.contributes.configuration.properties;
  assert.equal(props['fxlens.server.path'].scope, 'machine');
  assert.equal(props['fxlens.server.kind'].scope, 'machine');
  assert.deepEqual(props['fxlens.server.kind'].enum, ['auto', 'native', 'wasm']);
  assert.equal(props['fxlens.server.kind'].default, 'auto');
  assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.deepEqual(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations, ['fxlens.server.path', 'fxlens.server.kind']);
  // both extension hosts: VS Code's Node one and the web one (vscode.dev, github.dev)
  assert.equal(pkg.main, './dist/extension.js');
  assert.equal(pkg.browser, './dist/web/extension.js');
  assert.equal(pkg.capabilities.virtualWorkspaces.supported, 'limited');
});

test('the server is fxlens before it is started: one clear message otherwise', () => {
  assert.equal(identityProblem('/opt/fxlens', { stdout: 'fxlens 0.1.0\n' }), undefined);
  const cat = identityProblem('/bin/cat', { stdout: '', error: 'Command failed: /bin/cat --version' });
  assert.match(cat ?? '', /"\/bin\/cat" is not the fxlens language server \(`cat --version` failed: Command failed/);
  assert.match(cat ?? '', /fxlens\.server\.path/);
  assert.match(identityProblem('/usr/bin/python3', { stdout: 'Python 3.11.2\n' }) ?? '', /said "Python 3\.11\.2"/);
  assert.match(identityProblem('/x/true', { stdout: '' }) ?? '', /printed nothing/);
});

test('a binary for another architecture is named as such (run, it would fail as a shell script)', () => {
  const header = (machine: number) => { const b = new Uint8Array(64); b.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]); b[18] = machine & 0xff; b[19] = machine >> 8; return b; };
  assert.equal(foreignArch(header(183), 'x64'), 'it is a binary for arm64, and this machine is x64');
  assert.equal(foreignArch(header(62), 'arm64'), 'it is a binary for x64, and this machine is arm64');
  assert.equal(foreignArch(header(62), 'x64'), undefined);
  assert.equal(foreignArch(new TextEncoder().encode('#!/bin/sh\necho fxlens 0.1.0\n'.padEnd(64)), 'x64'), undefined);
});
