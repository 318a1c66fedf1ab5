// Proof that the tests hold when the author writes: in a temporary copy of the
// repository, replace every sample text of the Red section, the portfolio, the home page and
// the blog, remove every `sample` mark, publish every archive entry (16-28 included) and add
// one, rewrite every post and add one, then run the Jest projects of those parts there; with
// `--browser`, also build the copy and run their browser tests against it. The repository
// itself is never touched.
//
//   node scripts/content/author-edit.mjs [--browser] [--keep] [-- <playwright options>]
//
// `--keep` leaves the copy in place (its path is printed) to look at what was tested; what
// follows `--` goes to Playwright (`-- --workers=1` on a busy machine).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_FOLDERS, SECTION_FOLDERS } from '../lib/apps.mjs';
import { copyRepository } from './copy-repository.mjs';
import { rewriteContent } from './rewrite-content.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const withBrowser = process.argv.includes('--browser');
const keep = process.argv.includes('--keep');
const separator = process.argv.indexOf('--');
const playwrightOptions = separator === -1 ? [] : process.argv.slice(separator + 1);

/** The Jest projects of the parts the author writes: every app and shared. */
const JEST_PROJECTS = [...APP_FOLDERS, 'shared'];

/**
 * The Chromium specs about the content's pages: each section's own (e2e/tests/<name>.spec.ts,
 * named as in the map) and those that cross sections. Left out: independent-deploy and
 * likes-firestore (they build variants of the apps, with the author's content as it is; slow),
 * and standalone (dev servers on the map's fixed ports, which another run may hold).
 */
const BROWSER_SPECS = [
  ...Object.keys(SECTION_FOLDERS),
  'a11y',
  'budgets',
  'containment',
  'early-taps',
  'home',
  'hydration',
  'keyboard-journey',
  'likes-live',
  'seo',
  'share',
  'shell',
].map((name) => `e2e/tests/${name}.spec.ts`);

/** A port no other run of the suite uses (playwright.config.ts's default is 4173). */
const E2E_PORT = process.env.E2E_PORT ?? '4273';
const FIREFOX_SMOKE_PORT = process.env.FIREFOX_SMOKE_PORT ?? '4288';

function step(name, command, args, cwd, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const run = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  console.info(`=== ${name}: exit ${run.status}`);
  return run.status === 0;
}

/** Edits the copy, then runs its tests; whether they all passed. */
function editAndTest(copy) {
  for (const line of rewriteContent(copy)) console.info(`edited ${line}`);
  const jest = step('jest', 'npx', ['jest', '--ci', '--selectProjects', ...JEST_PROJECTS], copy);
  if (!withBrowser) return jest;
  if (!step('build', 'node', ['scripts/build-all.mjs'], copy)) return false;
  const chromium = step(
    'chromium',
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      ...playwrightOptions,
      ...BROWSER_SPECS,
    ],
    copy,
    { E2E_PORT },
  );
  const firefox = step('firefox', 'npm', ['run', 'test:firefox'], copy, { FIREFOX_SMOKE_PORT });
  return jest && chromium && firefox;
}

const copy = copyRepository(root);
console.info(`copy of ${root} in ${copy}`);
let ok;
try {
  ok = editAndTest(copy);
} finally {
  if (keep) console.info(`\nthe edited copy stays in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
console.info(`\nauthor-edit: ${ok ? 'the tests hold' : 'a test failed on the edited content'}`);
process.exit(ok ? 0 : 1);
