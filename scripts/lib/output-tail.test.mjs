import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'node:test';
import { outputTail } from './output-tail.mjs';

/** A program that runs `script` and exits 3. */
const program = (script) =>
  spawn(process.execPath, ['-e', `${script}; process.exit(3);`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });

test('keeps the last lines a program wrote', async () => {
  const child = program("for (let i = 1; i <= 50; i++) console.log('line ' + i)");
  const tail = outputTail(child, 5);
  await once(child, 'close');
  assert.deepEqual(tail.lines(), ['line 46', 'line 47', 'line 48', 'line 49', 'line 50']);
  assert.match(tail.describe(), /its last lines:\n {2}line 46\n/);
});

test('reads stderr too, and a last line without its end', async () => {
  const child = program("console.log('to stdout'); process.stderr.write('no newline on stderr')");
  const tail = outputTail(child);
  await once(child, 'close');
  assert.deepEqual(tail.lines().sort(), ['no newline on stderr', 'to stdout']);
});

test('a program that wrote nothing adds nothing to a message', async () => {
  const child = spawn(process.execPath, ['-e', 'process.exit(1)'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = outputTail(child);
  await once(child, 'close');
  assert.equal(tail.describe(), '');
});
