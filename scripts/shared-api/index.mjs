// npm run api:report: checks @site/shared's public API against shared/api-report.json and
// its version (scripts/shared-api/api-report.mjs); --write records the current API.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReport, check, versionNamesAnotherApi, withSince } from './api-report.mjs';
import { firstRecordOf } from './version-history.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reportFile = path.join(root, 'shared/api-report.json');
const current = buildReport(path.join(root, 'shared'));
const checkedIn = JSON.parse(readFileSync(reportFile, 'utf8'));

if (process.argv.includes('--write')) {
  writeFileSync(reportFile, `${JSON.stringify(withSince(checkedIn, current), null, 2)}\n`);
  console.info(`wrote shared/api-report.json (@site/shared ${current.version})`);
  process.exit(0);
}
const problems = check(checkedIn, current);
const reused = versionNamesAnotherApi(firstRecordOf(current.version, root), current);
if (reused) problems.push(reused);
for (const problem of problems) console.error(problem);
if (problems.length === 0) console.info(`@site/shared ${current.version}: API report current`);
process.exit(problems.length === 0 ? 0 : 1);
