import assert from 'node:assert/strict';
import { test } from 'node:test';
import { withBudgetsTable } from '../budgets/update-budgets.mjs';
import {
  ARCHIVE_AHEAD_BOUND,
  SECTION_JS_KB,
  SHELL_JS_KB,
  budgetFrom,
  budgetsTable,
  limitsOf,
  measurementsFrom,
} from './budgets.mjs';

test('a budget is the measurement plus headroom, never above its ceiling', () => {
  assert.deepEqual(budgetFrom({ jsKb: SHELL_JS_KB - 5, requests: 10 }, limitsOf('/')), {
    jsKb: SHELL_JS_KB - 3.5,
    requests: 12,
    ahead: { jsKb: 0, requests: 0 },
    onceIdleKb: null,
  });
  assert.equal(
    budgetFrom({ jsKb: SHELL_JS_KB - 0.1, requests: 10 }, limitsOf('/')).jsKb,
    SHELL_JS_KB,
  );
  assert.equal(
    budgetFrom({ jsKb: SECTION_JS_KB - 0.1, requests: 10 }, limitsOf('a post')).jsKb,
    SECTION_JS_KB,
  );
});

test('what a page fetches ahead has headroom too, but the archive has its bound by design', () => {
  const measured = { jsKb: 130, requests: 20, ahead: { jsKb: 4.5, requests: 3 } };
  assert.deepEqual(budgetFrom(measured, limitsOf('a post')).ahead, { jsKb: 5.5, requests: 4 });
  assert.deepEqual(budgetFrom(measured, limitsOf('/red-archive')).ahead, ARCHIVE_AHEAD_BOUND);
});

test('all a page downloads once idle has headroom, and a shell page never more than its ceiling', () => {
  const once = (onceIdleKb, route) =>
    budgetFrom({ jsKb: SHELL_JS_KB - 10, requests: 10, onceIdleKb }, limitsOf(route)).onceIdleKb;
  assert.equal(once(SHELL_JS_KB - 5, '/'), SHELL_JS_KB - 3.5);
  assert.equal(once(SHELL_JS_KB - 0.1, '/'), SHELL_JS_KB);
  assert.equal(once(SHELL_JS_KB + 4, '/no-such-page'), SHELL_JS_KB);
  // A section's page: its ahead budget bounds the growth; this figure follows the measurement.
  assert.equal(once(160, 'a post'), 161.5);
  // The archive fetches ahead up to its bound by design: the total may grow as far.
  const archive = budgetFrom(
    { jsKb: 140, requests: 20, ahead: { jsKb: 12, requests: 15 }, onceIdleKb: 152 },
    limitsOf('/red-archive'),
  );
  assert.equal(archive.onceIdleKb, 152 + 1.5 + (ARCHIVE_AHEAD_BOUND.jsKb - 12));
});

test('one measurement per kind of page, the larger kept, KB rounded up to a tenth', () => {
  const routes = measurementsFrom([
    { measuredAs: 'a category list', jsKb: 137.31, requests: 21, onceIdleKb: 139.01 },
    { measuredAs: 'a category list', jsKb: 136.0, requests: 22, onceIdleKb: 140 },
    { measuredAs: 'a post', jsKb: 137.3, requests: 21, ahead: { jsKb: 4.51, requests: 3 } },
  ]);
  assert.deepEqual(routes, {
    'a category list': { jsKb: 137.4, requests: 22, onceIdleKb: 140 },
    'a post': { jsKb: 137.3, requests: 21, ahead: { jsKb: 4.6, requests: 3 } },
  });
});

test("kinds keep the file's order whatever order the workers recorded them in, new ones last", () => {
  const line = (measuredAs) => ({ measuredAs, jsKb: 130, requests: 17 });
  const routes = measurementsFrom(
    [line('/blog'), line('a new kind'), line('/')],
    ['/', 'a kind no longer measured', '/blog'],
  );
  assert.deepEqual(Object.keys(routes), ['/', '/blog', 'a new kind']);
  assert.deepEqual(routes['/'], { jsKb: 130, requests: 17 });
});

test('the table in docs/performance.md is replaced between its markers, the rest kept', () => {
  const table = budgetsTable({
    about: '',
    measured: '2026-11-26',
    routes: { '/': { jsKb: 106.4, requests: 17, onceIdleKb: 107.2 } },
  });
  assert.match(
    table,
    /^\| `\/` \| 107\.9 \(106\.4\) \| 19 \(17\) \| none \| 108\.7 \(107\.2\) \|$/m,
  );
  const doc = [
    'before',
    '<!-- budgets: npm run measure -- --update-budgets writes this table -->',
    'old table',
    '<!-- end of budgets -->',
    'after',
  ].join('\n');
  const written = withBudgetsTable(doc, table);
  assert.ok(written.startsWith('before\n') && written.endsWith('\nafter'));
  assert.ok(written.includes(table) && !written.includes('old table'));
  assert.throws(() => withBudgetsTable('no markers', table), /markers/);
});
