import { test } from 'node:test';
import * as assert from 'node:assert/strict';
import { cleanPathOf, cleanText, logPathOf, toLog } from '../cleanView';

const P = 'I0121 00:08:39.321000 2403842 site-packages/torch/_functorch/x.py:1581] [0/0] [__aot_graphs]';
test('the clean text drops each line\'s prefix and the blank after it, line for line', () => {
  const lines = [P + '  ===== Forward graph 0 =====', P + '     relu = torch.ops.aten.relu.default(x)', 'plain line', ''];
  const { text, cut } = cleanText(lines, [{ line: 0, length: P.length }, { line: 1, length: P.length }]);
  assert.deepEqual(text.split('\n'), [' ===== Forward graph 0 =====', '    relu = torch.ops.aten.relu.default(x)', 'plain line', '']);
  assert.deepEqual(cut, [P.length + 1, P.length + 1, 0, 0]);
  // `relu` at character 4 of the clean line 1 is at the log's character P.length + 5.
  assert.deepEqual(toLog(cut, 1, 4), { line: 1, character: P.length + 5 });
  assert.deepEqual(toLog(cut, 2, 3), { line: 2, character: 3 });
  assert.deepEqual(cleanText(['x'], [{ line: 5, length: 3 }, { line: 0, length: 9 }]).text, '');
});

test('the clean view names its log', () => {
  assert.equal(cleanPathOf('/home/u/run 1/aot.log'), '/home/u/run 1/aot.log.clean');
  assert.equal(logPathOf('/home/u/run 1/aot.log.clean'), '/home/u/run 1/aot.log');
  assert.equal(logPathOf('/home/u/aot.log'), undefined);
});
