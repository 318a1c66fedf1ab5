import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changeLevel, check, requiredVersion } from './api-report.mjs';

const base = { version: '1.2.3', entries: { '.': { toast: 'const X', Page: 'function A' } } };
const withEntries = (entries, version = base.version) => ({ version, entries });

test('no change, an addition and a removal or change are none, minor and major', () => {
  assert.equal(changeLevel(base, base), 'none');
  assert.equal(
    changeLevel(base, withEntries({ '.': { ...base.entries['.'], extra: 'const Y' } })),
    'minor',
  );
  assert.equal(
    changeLevel(base, withEntries({ '.': { ...base.entries['.'], './new': {} } })),
    'minor',
  );
  assert.equal(changeLevel(base, withEntries({ '.': { toast: 'const X' } })), 'major');
  assert.equal(
    changeLevel(base, withEntries({ '.': { toast: 'const X', Page: 'function B' } })),
    'major',
  );
  assert.equal(changeLevel(base, withEntries({})), 'major');
});

test('the version each change needs', () => {
  assert.equal(requiredVersion('1.2.3', 'none'), '1.2.3');
  assert.equal(requiredVersion('1.2.3', 'minor'), '1.3.0');
  assert.equal(requiredVersion('1.2.3', 'major'), '2.0.0');
});

test('an API change without the bump fails, with the bump asks for the report, then passes', () => {
  const added = { '.': { ...base.entries['.'], extra: 'const Y' } };
  assert.match(check(base, withEntries(added))[0], /bump shared\/package.json to 1\.3\.0/);
  assert.match(check(base, withEntries(added, '1.3.0'))[0], /api-report.json is out of date/);
  assert.deepEqual(check(withEntries(added, '1.3.0'), withEntries(added, '1.3.0')), []);
  const removed = { '.': { toast: 'const X' } };
  assert.match(
    check(base, withEntries(removed, '1.3.0'))[0],
    /bump shared\/package.json to 2\.0\.0/,
  );
  assert.deepEqual(check(base, base), []);
});
