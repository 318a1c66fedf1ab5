// npm run hosting: the production topology on this machine. Builds what changed since the
// last staging of the emulator target (every app, when --rebuild) and stages it with its
// pages (stage.mjs), starts the Cloud Firestore emulator with the staged rules (the emulator
// target stores likes there), then runs firebase-tools' Hosting emulator on the staged
// project config: four sites on four origins, as deployed. Says what it serves: each site's
// release, when and from which commit it was built.
//   node scripts/hosting/serve.mjs [--rebuild]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { RELEASES_FILE, readReleases, readTopology } from '@site/hosting-policy';
import { emulatorOrigins } from './preview-sites.mjs';
import { builtFrom, sourceFingerprint } from './builds.mjs';
import {
  SITE_PAGES_FILE,
  buildDirFor,
  describeStaged,
  stageRelease,
  stagingDirFor,
  targetEnv,
  writeStagedConfig,
} from './stage.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';

const FIRESTORE_JAR =
  process.env.FIRESTORE_EMULATOR_JAR ??
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const { values: args } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });
const topology = readTopology();
const children = [];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
process.on('exit', () =>
  children.forEach((child) => child.exitCode === null && child.kill('SIGKILL')),
);

/** Starts a child and resolves when a line matches `ready`; its output is echoed. */
function startUntil(command, args, ready, label, timeoutMs = 120_000) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const lines = [];
    const timer = setTimeout(
      () => reject(new Error(`${label} not ready in ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      // Without colours: with FORCE_COLOR set (Playwright sets it for its webServer) the
      // emulator's lines carry ANSI codes, and the origin check below would not match them.
      for (const line of stripVTControlCharacters(chunk.toString()).split('\n')) {
        if (!line.trim()) continue;
        lines.push(line);
        if (label === 'hosting') console.info(line);
        if (ready(lines)) {
          clearTimeout(timer);
          resolve({ child, lines });
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${label} exited with ${code}:\n${lines.slice(-20).join('\n')}`));
    });
  });
}

const STAGING = stagingDirFor('emulator');

async function startFirestore() {
  if (!existsSync(FIRESTORE_JAR)) {
    console.warn(
      `Firestore emulator jar not found at ${FIRESTORE_JAR}: likes will show as offline.`,
    );
    return;
  }
  await startUntil(
    'java',
    [
      '-cp',
      FIRESTORE_JAR,
      'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'start',
      '--host=127.0.0.1',
      `--port=${topology.emulator.firestorePort}`,
      `--rules=${path.join(STAGING, 'firestore.rules')}`,
    ],
    (lines) => lines.some((line) => line.includes('Dev App Server is now running')),
    'firestore',
  );
  console.info(`firestore: Local server: http://127.0.0.1:${topology.emulator.firestorePort}`);
}

/**
 * True when the staging is what the sources would build now: every app's build has the
 * sources' fingerprint, and the staged pages were rendered after the last of those builds.
 */
function stagingIsCurrent() {
  const buildDir = buildDirFor('emulator');
  const env = targetEnv(topology, 'emulator');
  const builds = Object.values(topology.sites).map(({ app }) => ({
    app,
    from: builtFrom(buildDir, app),
  }));
  const pagesFile = path.join(STAGING, 'shell', SITE_PAGES_FILE);
  if (!existsSync(pagesFile) || !existsSync(path.join(STAGING, 'firestore.rules'))) return false;
  const renderedAt = JSON.parse(readFileSync(pagesFile, 'utf8')).renderedAt;
  return builds.every(
    ({ app, from }) =>
      from &&
      from.builtAt <= renderedAt &&
      from.fingerprint === sourceFingerprint(path.join(REPO_ROOT, app), env),
  );
}

/** What each staged site serves: its release, when and from which commit it was built. */
function describeServed() {
  return Object.keys(topology.sites)
    .map((name) => {
      const [release] = readReleases(readFileSync(path.join(STAGING, name, RELEASES_FILE), 'utf8'));
      const source = release.source ?? {};
      return `  ${name.padEnd(10)} release ${release.id}, built ${source.builtAt ?? '?'} from ${source.commit ?? '?'}${source.dirty ? ' with uncommitted changes' : ''}`;
    })
    .join('\n');
}

try {
  if (args.rebuild || !stagingIsCurrent()) {
    const staged = await stageRelease({
      target: 'emulator',
      sites: Object.keys(topology.sites),
      rebuild: args.rebuild,
    });
    console.info(`staged for the emulator:\n${describeStaged(staged)}`);
  } else {
    console.info('the staging is current (no source changed since it was built)');
  }
  // Written at each start: the emulator reads its sites (the preview sites among them) then.
  writeStagedConfig(topology, 'emulator', STAGING);
  await startFirestore();
  // The topology's sites, and the two that stand in for preview channels (preview-sites.mjs).
  const expected = emulatorOrigins(topology);
  const { lines } = await startUntil(
    path.join(REPO_ROOT, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'hosting',
      '--config',
      path.join(STAGING, 'firebase.json'),
      '--project',
      topology.emulator.project,
    ],
    (seen) => seen.some((line) => line.includes('All emulators ready')),
    'hosting',
  );
  // The origins were baked into the staged HTML and manifest: the emulator must use them.
  for (const [name, origin] of Object.entries(expected)) {
    if (!lines.some((line) => line.includes(`hosting[${name}]: Local server: ${origin}`))) {
      throw new Error(
        `hosting[${name}] is not on ${origin} (a port was taken?): stop what uses it`,
      );
    }
  }
  console.info(`\nserving:\n${describeServed()}`);
  console.info(`\nThe site as deployed: open ${expected.shell}/`);
  console.info(
    `A preview of a section (npm run preview -- <section> --target emulator): ${expected['shell-preview']}/`,
  );
} catch (error) {
  console.error(error.message);
  stopAll(1);
}
