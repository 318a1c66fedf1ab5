// `npm run measure -- --update-budgets`: measures every route the budgets test holds, the way
// it measures them (the test itself, recording instead of holding), writes the figures to
// e2e/budgets.json and the table in docs/performance.md. Review the diff: it is what the
// change cost or saved.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  budgetsTable,
  measurementsFrom,
  readMeasuredBudgets,
  writeMeasuredBudgets,
} from '../lib/budgets.mjs';
import { ensureSiteBuilt } from '../lib/built-server.mjs';
import { freePort } from '../lib/free-port.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { run } from '../lib/run.mjs';

const PERFORMANCE_DOC = path.join(REPO_ROOT, 'docs/performance.md');
const TABLE_START = '<!-- budgets: npm run measure -- --update-budgets writes this table -->';
const TABLE_END = '<!-- end of budgets -->';

/** docs/performance.md with its budgets table replaced by `table`. */
export function withBudgetsTable(doc, table) {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/performance.md lacks the budgets table's markers (${TABLE_START})`);
  }
  return `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`;
}

export async function updateBudgets() {
  await ensureSiteBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const record = path.join(dir, 'record.jsonl');
  writeFileSync(record, '');
  try {
    await run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', 'budgets', '--reporter=line'],
      { env: { BUDGETS_RECORD: record, E2E_PORT: String(await freePort()) }, output: 'stream' },
    );
    const lines = readFileSync(record, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const before = readMeasuredBudgets();
    const budgets = {
      ...before,
      measured: new Date().toISOString().slice(0, 10),
      routes: measurementsFrom(lines, Object.keys(before.routes)),
    };
    writeMeasuredBudgets(budgets);
    await run('npx', ['prettier', '--write', 'e2e/budgets.json']);
    writeFileSync(
      PERFORMANCE_DOC,
      withBudgetsTable(readFileSync(PERFORMANCE_DOC, 'utf8'), budgetsTable(budgets)),
    );
    console.info(`\nwrote e2e/budgets.json and the table in docs/performance.md:\n`);
    console.info(budgetsTable(budgets));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
