import assert from 'node:assert/strict';
import { test } from 'node:test';
import { run } from './run.mjs';

const node = process.execPath;

test('run resolves with the output of both streams and the time it took', async () => {
  const { output, seconds } = await run(node, [
    '-e',
    'process.stdout.write("out "); process.stderr.write("err")',
  ]);
  assert.equal(output, 'out err');
  assert.ok(seconds >= 0);
});

test('run passes its env on top of this process environment', async () => {
  const { output } = await run(node, ['-e', 'process.stdout.write(process.env.RUN_TEST_VALUE)'], {
    env: { RUN_TEST_VALUE: 'given' },
  });
  assert.equal(output, 'given');
});

test('run rejects on a non-zero exit, naming the command and showing what it printed', async () => {
  await assert.rejects(
    run(node, ['-e', 'console.log("what went wrong"); process.exit(3)']),
    (error) => /exit 3\nwhat went wrong/.test(error.message),
  );
});
