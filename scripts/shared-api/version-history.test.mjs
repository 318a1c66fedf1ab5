import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { versionNamesAnotherApi } from './api-report.mjs';
import { firstRecordOf } from './version-history.mjs';

const repo = mkdtempSync(path.join(tmpdir(), 'api-history-'));
after(() => rmSync(repo, { recursive: true, force: true }));
const git = (...args) =>
  execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Commits a report of `version` with the exports `names` (each typed `const string`). */
function commitReport(version, names, message) {
  const exports = Object.fromEntries(
    names.map((name) => [name, { type: 'const string', since: version }]),
  );
  writeFileSync(
    path.join(repo, 'shared/api-report.json'),
    JSON.stringify({ version, entries: { '.': exports } }),
  );
  git('add', '-A');
  git('commit', '-qm', message);
  return git('rev-parse', 'HEAD').trim();
}
const report = (version, names) => ({
  version,
  entries: { '.': Object.fromEntries(names.map((name) => [name, 'const string'])) },
});

git('init', '-q', '-b', 'main');
git('config', 'user.email', 'test@example.com');
git('config', 'user.name', 'test');
mkdirSync(path.join(repo, 'shared'));
commitReport('7.0.0', ['Page'], 'start');
const added = commitReport('7.1.0', ['Page', 'Button'], 'a minor: Button');

test('the first record of a version on the main line', () => {
  assert.equal(firstRecordOf('7.1.0', repo)?.commit, added);
  assert.equal(firstRecordOf('9.9.9', repo), null);
});

test('the same version with the API it was first recorded with is fine', () => {
  const first = firstRecordOf('7.1.0', repo);
  assert.equal(versionNamesAnotherApi(first, report('7.1.0', ['Page', 'Button'])), null);
});

test('a merge that adds another export under the same version is refused, with the bump', () => {
  // A second branch also made 7.1.0, adding Tooltip; merged, 7.1.0 would have two APIs.
  const problem = versionNamesAnotherApi(
    firstRecordOf('7.1.0', repo),
    report('7.1.0', ['Page', 'Button', 'Tooltip']),
  );
  assert.match(problem, /7\.1\.0 already names another API/);
  assert.match(problem, /added: \. Tooltip/);
  assert.match(problem, /Bump shared\/package.json to 7\.2\.0/);
});

test("a branch's own steps under its unreleased version are judged against main only", () => {
  git('checkout', '-qb', 'feature');
  commitReport('7.2.0', ['Page', 'Button', 'Card'], 'feature: Card');
  commitReport('7.2.0', ['Page', 'Button', 'Card', 'Grid'], 'feature: Grid too');
  assert.equal(firstRecordOf('7.2.0', repo), null);
  git('checkout', '-q', 'main');
});
