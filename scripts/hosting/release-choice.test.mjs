import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkReleaseRequest, releaseToRestore } from './release-choice.mjs';

const topology = { sites: { shell: {}, blog: {}, red: {} } };
const history = [{ id: 'c3' }, { id: 'b2' }, { id: 'a1' }];

test('a release of known sites goes on; an unknown one is refused, naming those there are', () => {
  assert.doesNotThrow(() => checkReleaseRequest(topology, ['blog', 'shell'], null));
  assert.throws(
    () => checkReleaseRequest(topology, ['blogg'], null),
    /unknown site "blogg" \(one of shell, blog, red\)/,
  );
});

test('a rollback restores one site', () => {
  assert.throws(() => checkReleaseRequest(topology, ['blog', 'red'], {}), /restores one site/);
  assert.doesNotThrow(() => checkReleaseRequest(topology, ['blog'], {}));
});

test('a rollback goes back to the release before the live one, or to the one named', () => {
  assert.equal(releaseToRestore({ name: 'blog', target: 'emulator', history }).id, 'b2');
  assert.equal(releaseToRestore({ name: 'blog', target: 'emulator', history, to: 'a1' }).id, 'a1');
});

test('a rollback with nowhere to go says which releases are kept', () => {
  assert.throws(
    () => releaseToRestore({ name: 'blog', target: 'emulator', history: [{ id: 'c3' }] }),
    /blog on emulator: no earlier release to go back to \(releases kept: c3\)/,
  );
  assert.throws(
    () => releaseToRestore({ name: 'blog', target: 'emulator', history, to: 'c3' }),
    /no earlier release/,
  );
  assert.throws(
    () => releaseToRestore({ name: 'red', target: 'production', history: [], to: 'x' }),
    /releases kept: none/,
  );
});
