import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import * as path from 'path';
import { expandConfigured, identityProblem, resolveServerPath } from '../serverPath';

const ext = '/opt/ext/fxlens';
const base = { extensionPath: ext, pathEnv: '/usr/local/bin:/usr/bin', platform: 'linux' as NodeJS.Platform, homeDir: '/home/u' };
const only = (...ok: string[]) => (p: string) => ok.includes(p);

test('the setting wins when it points to an executable', () => {
  const r = resolveServerPath({ ...base, configured: '/x/fxlens', isExecutable: only('/x/fxlens', `${ext}/server/fxlens`) });
  assert.deepEqual([r.ok, r.ok && r.path, r.ok && r.source], [true, '/x/fxlens', 'setting']);
});

test('a wrong setting is an error naming the setting, not a silent fallback', () => {
  const r = resolveServerPath({ ...base, configured: '/nope/fxlens', isExecutable: only(`${ext}/server/fxlens`) });
  assert.equal(r.ok, false);
  assert.match(!r.ok ? r.message : '', /fxlens\.server\.path.*\/nope\/fxlens/);
});

test('then the bundled binary, then ../build, then PATH', () => {
  const all = [`${ext}/server/fxlens`, path.join(ext, '..', 'build', 'fxlens'), '/usr/bin/fxlens'];
  let r = resolveServerPath({ ...base, configured: '', isExecutable: only(...all) });
  assert.equal(r.ok && r.source, 'bundled');
  r = resolveServerPath({ ...base, configured: undefined, isExecutable: only(...all.slice(1)) });
  assert.equal(r.ok && r.path, '/opt/ext/build/fxlens');
  assert.equal(r.ok && r.source, 'build');
  r = resolveServerPath({ ...base, configured: '  ', isExecutable: only(all[2]) });
  assert.deepEqual([r.ok && r.path, r.ok && r.source], ['/usr/bin/fxlens', 'PATH']);
});

test('nothing found: a clear message with a fix and every place tried', () => {
  const r = resolveServerPath({ ...base, configured: '', isExecutable: () => false });
  assert.equal(r.ok, false);
  if (!r.ok) {
    assert.match(r.message, /not found/);
    assert.match(r.message, /Fix:/);
    assert.match(r.message, /fxlens\.server\.path/);
    assert.ok(r.tried.includes(`${ext}/server/fxlens`));
    assert.ok(r.tried.some((t) => t.includes('PATH')));
  }
});

test('windows uses fxlens.exe and ; in PATH', () => {
  const r = resolveServerPath({ ...base, platform: 'win32', pathEnv: 'C:\\a;C:\\b', configured: '', isExecutable: (p) => p.endsWith(path.join('C:\\b', 'fxlens.exe')) });
  assert.equal(r.ok && r.source, 'PATH');
});

test('setting expansion: ~ only; nothing is resolved against a workspace', () => {
  assert.equal(expandConfigured('~/bin/fxlens', '/home/u'), '/home/u/bin/fxlens');
  assert.equal(expandConfigured(' /abs/fxlens ', '/home/u'), '/abs/fxlens');
  assert.equal(expandConfigured('${workspaceFolder}/build/fxlens', '/home/u'), '${workspaceFolder}/build/fxlens');
});

test('a relative setting is refused, not run from the workspace folder', () => {
  for (const configured of ['build/fxlens', './fxlens', '${workspaceFolder}/build/fxlens']) {
    const r = resolveServerPath({ ...base, configured, isExecutable: () => true });
    assert.equal(r.ok, false, configured);
    assert.match(!r.ok ? r.message : '', /not an absolute path/);
  }
});

test('package.json: the server path is a machine setting, restricted in untrusted workspaces', () => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const pkg = require(path.join(__dirname, '..', '..', 'package.json'));
  assert.equal(pkg.contributes.configuration.properties['fxlens.server.path'].scope, 'machine');
  assert.equal(pkg.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.deepEqual(pkg.capabilities.untrustedWorkspaces.restrictedConfigurations, ['fxlens.server.path']);
});

test('the server is fxlens before it is started: one clear message otherwise', () => {
  assert.equal(identityProblem('/opt/fxlens', { stdout: 'fxlens 0.1.0\n' }), undefined);
  const cat = identityProblem('/bin/cat', { stdout: '', error: 'Command failed: /bin/cat --version' });
  assert.match(cat ?? '', /"\/bin\/cat" is not the fxlens language server \(`cat --version` failed: Command failed/);
  assert.match(cat ?? '', /fxlens\.server\.path/);
  assert.match(identityProblem('/usr/bin/python3', { stdout: 'Python 3.11.2\n' }) ?? '', /said "Python 3\.11\.2"/);
  assert.match(identityProblem('/x/true', { stdout: '' }) ?? '', /printed nothing/);
});
