// @ts-check
// The stage's table: one line per pair, then each failed pair's problems.

const COLUMNS = [
  ['shell', 'shell commit'],
  ['remote', 'section commit'],
  ['section', 'section'],
  ['routes', 'routes checked'],
  ['result', 'result'],
];

/** @param {Array<Record<string, any>>} rows */
export function printTable(rows) {
  const widths = COLUMNS.map(([key, title]) =>
    Math.max(title.length, ...rows.map((row) => String(row[key]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, at) => String(cell).padEnd(widths[at])).join(' | ')} |`;
  console.info(`\n${line(COLUMNS.map(([, title]) => title))}`);
  console.info(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.info(line(COLUMNS.map(([key]) => row[key])));
  for (const row of rows.filter((row) => row.problems.length > 0)) {
    console.info(`\n${row.section}, shell ${row.shell}, section ${row.remote} (${row.result}):`);
    for (const problem of row.problems.slice(0, 12)) console.info(`  ${problem}`);
    if (row.problems.length > 12) console.info(`  ... and ${row.problems.length - 12} more`);
  }
}
