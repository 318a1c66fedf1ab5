import assert from 'node:assert/strict';
import { test } from 'node:test';
import { declarationProblem, lowestVersionNeeded, sharedImports } from './shared-needs.mjs';

const PACKAGES = ['@site/shared', '@site/shared/dialog'];
const report = {
  version: '7.2.0',
  entries: {
    '.': {
      Page: { type: 'function A', since: '7.0.0' },
      Button: { type: 'function B', since: '7.1.0' },
      PageMeta: { type: 'interface C', since: '7.2.0' },
    },
    './dialog': { Dialog: { type: 'function D', since: '7.0.0' } },
  },
};

test('what a file takes at run time from the shared entries, types left out', () => {
  const source = `
    import { Page, Button as Pill, type PageMeta } from '@site/shared';
    import type { Other } from '@site/shared';
    import { Card } from '@site/shared/design/card';
    export * from '@site/shared/dialog';`;
  assert.deepEqual(sharedImports(source, PACKAGES, 'x.tsx'), [
    { pkg: '@site/shared', name: 'Page' },
    { pkg: '@site/shared', name: 'Button' },
    { pkg: '@site/shared/dialog', name: '*' },
  ]);
});

test('the lowest version needed is the newest export used', () => {
  const page = { pkg: '@site/shared', name: 'Page' };
  const button = { pkg: '@site/shared', name: 'Button' };
  assert.deepEqual(lowestVersionNeeded([page], report), {
    version: '7.0.0',
    because: 'Page from @site/shared',
    missing: [],
  });
  assert.equal(lowestVersionNeeded([page, button], report).version, '7.1.0');
  // A whole module needs every export of it.
  assert.equal(lowestVersionNeeded([{ pkg: '@site/shared', name: '*' }], report).version, '7.2.0');
  assert.deepEqual(lowestVersionNeeded([{ pkg: '@site/shared', name: 'Gone' }], report).missing, [
    'Gone from @site/shared',
  ]);
});

test('an app declares exactly the lowest version it needs', () => {
  const needed = lowestVersionNeeded([{ pkg: '@site/shared', name: 'Button' }], report);
  assert.equal(declarationProblem('blog-remote', '^7.1.0', needed), null);
  assert.match(
    declarationProblem('blog-remote', '^7.0.0', needed),
    /a shell on 7\.0\.0 would break it; declare "@site\/shared": "\^7\.1\.0"/,
  );
  assert.match(
    declarationProblem('blog-remote', '^7.2.0', needed),
    /Button from @site\/shared, dates from 7\.1\.0: a shell on 7\.1\.0 would refuse it for nothing/,
  );
  assert.match(declarationProblem('blog-remote', '*', needed), /not a \^major\.minor\.patch/);
  const missing = lowestVersionNeeded([{ pkg: '@site/shared', name: 'Gone' }], report);
  assert.match(declarationProblem('blog-remote', '^7.1.0', missing), /imports Gone from/);
});

test('an app that uses nothing of the shell needs no version', () => {
  assert.equal(declarationProblem('x-remote', '^1.0.0', lowestVersionNeeded([], report)), null);
});
