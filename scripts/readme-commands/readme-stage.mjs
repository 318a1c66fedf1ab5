// The README stage of `npm test`: runs every command the README names (commands.mjs), in its
// order, on this checkout as it is (in CI a clean clone, so `npm start` builds everything
// first), and says how long each took. Writes its counts for scripts/test-all.mjs.
//   node scripts/readme-commands/readme-stage.mjs [--report FILE]
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../lib/free-port.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { README_COMMANDS } from './commands.mjs';

const { values: args } = parseArgs({ options: { report: { type: 'string' } } });

const scratch = path.join(REPO_ROOT, '.data/readme-stage');
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
/** @type {import('./commands.mjs').StageState} */
const state = { scratch, port: await freePort(), site: null, hosting: null, likesBeforeBackup: 0 };

const results = [];
// Each command runs whatever failed before it: one that needs an earlier one's server says so.
for (const command of README_COMMANDS) {
  const started = Date.now();
  let ok = false;
  let detail;
  try {
    detail = await command.run(state);
    ok = true;
  } catch (error) {
    detail = error instanceof Error ? error.message : String(error);
  }
  const seconds = (Date.now() - started) / 1000;
  results.push({ command: command.readme, ok, seconds, detail });
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${command.readme} (${seconds.toFixed(0)} s): ${detail}`);
}
// Whatever failed, nothing the stage started stays behind.
await state.site?.stop();
await state.hosting?.stop();
// The Hosting delivery tests stage the emulator afresh; the rollback's releases go.
for (const dir of ['.hosting/emulator', '.hosting/dry-run']) {
  rmSync(path.join(REPO_ROOT, dir), { recursive: true, force: true });
}

const passed = results.filter((result) => result.ok).length;
const failed = results.length - passed;
console.info(`\nREADME commands: ${passed} passed, ${failed} failed`);
for (const { command, seconds } of results) {
  console.info(`  ${command.padEnd(40)} ${seconds.toFixed(0).padStart(4)} s`);
}
if (args.report) writeFileSync(args.report, JSON.stringify({ passed, failed, results }, null, 2));
process.exit(failed === 0 ? 0 : 1);
