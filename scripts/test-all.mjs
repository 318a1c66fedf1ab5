// npm test: every check the project has, in order, and one closing line
// `N passed, N failed` counting jest tests, node:test tests, browser tests and the static checks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './lib/wait-for-url.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function step(name, command, args, env = {}) {
  console.info(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.info(
    `=== ${name}: exit ${run.status} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return run.status === 0;
}

/** Starts `npm run hosting` (rebuilt) and waits until the shell's site answers. */
async function startHostingEmulator() {
  const topology = JSON.parse(readFileSync(path.join(root, 'deploy/topology.json'), 'utf8'));
  const url = `http://127.0.0.1:${topology.emulator.hostingPort}/runtime-manifest.json`;
  console.info('\n=== Hosting emulator: node scripts/hosting/serve.mjs --rebuild');
  const child = spawn('node', ['scripts/hosting/serve.mjs', '--rebuild'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  };
  const ready = await waitForUrl(url, {
    timeoutMs: 300_000,
    intervalMs: 1000,
    gaveUp: () => child.exitCode !== null,
  });
  if (ready) return { ready, stop };
  console.error(`the Hosting emulator did not answer at ${url}`);
  stop();
  return { ready: false, stop };
}

function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

/** Adds a runner's own counts; a runner that failed without reporting counts as one failure. */
function countFrom(name, ok, reportFile, read, parse = JSON.parse) {
  const counts = existsSync(reportFile) ? read(parse(readFileSync(reportFile, 'utf8'))) : null;
  if (!counts) {
    console.error(`${name}: no report at ${reportFile}`);
    failed += 1;
    return;
  }
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) failed += 1;
}

/** node:test's reporters: the spec to the terminal, TAP to `tapFile` (read by nodeTestCounts). */
function specAndTap(tapFile) {
  return [
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tapFile}`,
  ];
}

/** The counts of a Playwright JSON report (a flaky test passed on its retry). */
function playwrightCounts(report) {
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
  };
}

/**
 * The counts of a node:test TAP report: its summary closes it (`# pass N`, `# fail N`,
 * `# cancelled N`: tests a failed hook or timeout stopped count as failed); a run cut short
 * has none.
 */
function nodeTestCounts(tap) {
  const total = (name) => [...tap.matchAll(new RegExp(`^# ${name} (\\d+)$`, 'gm'))].at(-1)?.[1];
  const [pass, fail, cancelled] = [total('pass'), total('fail'), total('cancelled') ?? '0'];
  return pass && fail ? { passed: Number(pass), failed: Number(fail) + Number(cancelled) } : null;
}

/** A node:test run: `flags` before the reporters, then `files`; its TAP report counted. */
function nodeTestStage(name, reportName, flags, files) {
  const report = path.join(results, reportName);
  const ok = step(name, 'node', [...flags, ...specAndTap(report), ...files]);
  countFrom(name, ok, report, nodeTestCounts, (text) => text);
}

/** A Playwright run of `config`, whose JSON report it writes to `reportName`, counted. */
function playwrightStage(name, config, reportName, canRun = true) {
  const ok = canRun && step(name, 'npx', ['playwright', 'test', '-c', config]);
  countFrom(name, ok, path.join(results, reportName), playwrightCounts);
}

// The server and the scripts run the hosting policy's build: first, so none runs a stale one.
check('hosting policy build', 'npx', ['tsc', '-b', 'hosting-policy/tsconfig.build.json']);
check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);
check('prettier', 'npx', ['prettier', '--check', '.']);
check('shared API report', 'node', ['scripts/shared-api/index.mjs']);
check('hosting config matches the topology', 'node', ['scripts/hosting/generate.mjs', '--check']);
check('typecheck', 'node', ['scripts/typecheck.mjs']);
check('workflows', 'node', ['scripts/lint-workflows.mjs']);

// Every command the README names, in its order and shortest form, on this checkout as it is
// (CI's clean clone: `npm start` builds everything first); its `npm run build` is the build
// the tests below run on (scripts/readme-commands/).
const readmeReport = path.join(results, 'readme-commands.json');
step('README commands', 'node', [
  'scripts/readme-commands/readme-stage.mjs',
  '--report',
  readmeReport,
]);
countFrom('README commands', true, readmeReport, (report) => report);
const stageBuilt = existsSync(readmeReport)
  ? JSON.parse(readFileSync(readmeReport, 'utf8')).results.some(
      (result) => result.command === 'npm run build' && result.ok,
    )
  : false;
// When the stage stopped before its build, the tests still get one (and report on it).
const built = stageBuilt || step('build', 'node', ['scripts/build-all.mjs']);
if (!built) failed += 1;
// Each site workflow's paths follow what that site's build read (docs/deploy.md, "What starts a
// release"): checked after the build, which writes the list of its inputs.
if (built) {
  check('release triggers match the builds', 'node', ['scripts/releases/triggers.mjs', '--check']);
}

const jestReport = path.join(results, 'jest.json');
// Two workers on two cores: Jest's default (cores - 1) leaves one idle; 116 s instead of 145.
const jestOk = step('jest', 'npx', [
  'jest',
  '--ci',
  '--maxWorkers=2',
  '--json',
  `--outputFile=${jestReport}`,
]);
countFrom('jest', jestOk, jestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
}));

// The build scripts', the shared build config's and the lint rooms' unit tests (node:test).
// The files are named: node 20 given the folder would also run scripts/test-all.mjs and
// scripts/load-test.mjs (its patterns include test-*.mjs and *-test.mjs).
const nodeTestFiles = ['scripts', 'toolchain', 'lint'].flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true })
    .filter((file) => file.endsWith('.test.mjs') && !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => path.join(folder, file)),
);
nodeTestStage('node tests', 'node-test.tap', ['--test'], nodeTestFiles);

if (built) {
  playwrightStage('browser tests', 'e2e/playwright.config.ts', 'e2e.json');
}

if (built) {
  // The smoke set again in Firefox ESR, driven by puppeteer-core over WebDriver BiDi, on the
  // same production builds served by the local server (e2e/firefox/, docs/testing.md). The
  // timeout bounds the whole file (node:test runs it as one test): ~50 s here, so 60 s failed
  // on a busier machine; each wait inside has its own bound.
  nodeTestStage(
    'browser tests in Firefox',
    'firefox.tap',
    ['--import', './server/tools/register-ts.mjs', '--test', '--test-timeout=240000'],
    ['e2e/firefox/smoke.test.ts'],
  );
}

if (built) {
  // Skew (issue 41): each section with the shell of an earlier commit, and the other way round,
  // served together and checked page by page in Chromium (scripts/skew/); one count per pair.
  const skewReport = path.join(results, 'skew.json');
  const skewOk = step('skew', 'node', ['scripts/skew/index.mjs', '--report', skewReport]);
  countFrom('skew', skewOk, skewReport, (report) => report);
}

if (built) {
  // The delivery tests run on the production topology: firebase-tools' Hosting emulator with
  // the four sites and the Firestore emulator (scripts/hosting/serve.mjs builds and stages it).
  const hosting = await startHostingEmulator();
  playwrightStage(
    'delivery tests (Hosting emulator)',
    'e2e/playwright.hosting.config.ts',
    'hosting.json',
    hosting.ready,
  );
  hosting.stop();
}

console.info(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
