import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optionValue } from './cli-option.mjs';

test('an option as two arguments, as one with "=", or its fallback', () => {
  assert.equal(optionValue(['--runs', '7'], '--runs', '3'), '7');
  assert.equal(optionValue(['--runs=7'], '--runs', '3'), '7');
  assert.equal(optionValue(['--rebuild'], '--runs', '3'), '3');
  // A name given last, with no value, is its fallback, not undefined.
  assert.equal(optionValue(['--json'], '--json', null), null);
  // Another option that starts with the same name is not it.
  assert.equal(optionValue(['--runs-extra=1'], '--runs', '3'), '3');
});
