import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SHELL_PROVIDED_SHARED, sharedSingletons } from './mf-shared.mjs';
import { LATE_SHELL_SHARES, SHELL_SPLIT_CHUNKS, shellSharesSource } from './shell-shares.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slimRouter = path.join(root, 'shell/node_modules/.site-shared/react-router-dom.js');

/**
 * The shell's table as its build writes it, read back: entry -> { late, from, rules }, where
 * `from` is what the entry is imported from (statically, or by its loader's `import()`).
 */
function shellTable() {
  const shared = sharedSingletons(
    { dependencies: { '@site/shared': '7.2.0' } },
    { 'react-router-dom': slimRouter },
    { provide: SHELL_PROVIDED_SHARED },
  );
  const source = shellSharesSource(shared);
  const statics = Object.fromEntries(
    [...source.matchAll(/^import \* as (\w+) from ("[^"]+");$/gm)].map(([, id, from]) => [
      id,
      JSON.parse(from),
    ]),
  );
  const entries = source.matchAll(
    /^ {2}("[^"]+"): \{ version: "[^"]+", shareConfig: (\{[^}]+\}), late: (true|false), load: \(\) => (?:import\(("[^"]+")\)|Promise\.resolve\((\w+)\)) \},$/gm,
  );
  return Object.fromEntries(
    [...entries].map(([, name, rules, late, lateFrom, loaded]) => [
      JSON.parse(name),
      {
        late: late === 'true',
        from: lateFrom ? JSON.parse(lateFrom) : statics[loaded],
        rules: JSON.parse(rules),
      },
    ]),
  );
}

test("the shell offers its singletons by the files its own code runs, at the one list's versions", () => {
  const table = shellTable();
  assert.equal(table['react-router-dom'].from, slimRouter);
  assert.equal(table['@site/shared/dialog'].from, path.join(root, 'shared/src/ui/dialog.tsx'));
  assert.equal(table['@site/shared'].from, path.join(root, 'shared/src/index.ts'));
  assert.equal(table.react.from, 'react');
  assert.equal(Object.keys(table).length, 15, 'every entry read back');
  assert.deepEqual(table['@site/shared'].rules, {
    singleton: true,
    requiredVersion: '^7.2.0',
    strictVersion: true,
  });
});

test('what only a section uses is not offered: the section brings it', () => {
  const table = shellTable();
  assert.equal(table['@site/shared/likes'], undefined);
  assert.equal(table['firebase/firestore'], undefined);
});

test("what the shell's first chunks hold is offered loaded; the rest, by its loader", () => {
  const table = shellTable();
  for (const name of ['react', 'react-dom/client', '@emotion/react', '@site/shared']) {
    assert.equal(table[name].late, false, name);
  }
  for (const name of LATE_SHELL_SHARES) assert.equal(table[name].late, true, name);
});

test("React, React DOM's client and the federation runtime are a chunk each; the server renderer is not in them", () => {
  const groupOf = (file) =>
    Object.entries(SHELL_SPLIT_CHUNKS.cacheGroups)
      .filter(([, group]) => group.test.test(path.join(root, file)))
      .map(([, group]) => group.name);
  assert.deepEqual(groupOf('node_modules/react/cjs/react.production.js'), ['react']);
  assert.deepEqual(groupOf('node_modules/react-dom/client.js'), ['react-dom']);
  assert.deepEqual(groupOf('node_modules/react-dom/cjs/react-dom-client.production.js'), [
    'react-dom',
  ]);
  assert.deepEqual(groupOf('node_modules/scheduler/index.js'), ['react-dom']);
  assert.deepEqual(
    groupOf('node_modules/react-dom/cjs/react-dom-server.browser.production.js'),
    [],
  );
  assert.deepEqual(groupOf('node_modules/@module-federation/runtime-core/dist/core.js'), [
    'federation',
  ]);
  assert.deepEqual(groupOf('shell/node_modules/.site-shared/shell-shares.js'), ['federation']);
});
