// npm run hosting: the production topology on this machine. Starts the Cloud Firestore
// emulator (the emulator target stores likes there), builds and stages what is missing
// for the emulator target, then runs firebase-tools' Hosting emulator on the staged
// project config: four sites on four origins, as deployed.
//   node scripts/hosting/serve.mjs [--rebuild]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { STAGING_ROOT, stage } from './stage.mjs';
import { REPO_ROOT, readTopology, siteOrigins } from './topology.mjs';

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
      `--rules=${path.join(REPO_ROOT, 'firestore.rules')}`,
    ],
    (lines) => lines.some((line) => line.includes('Dev App Server is now running')),
    'firestore',
  );
  console.info(`firestore: Local server: http://127.0.0.1:${topology.emulator.firestorePort}`);
}

function stagedTarget() {
  try {
    return readFileSync(path.join(STAGING_ROOT, 'target'), 'utf8').trim();
  } catch {
    return null;
  }
}

try {
  await startFirestore();
  const complete = Object.keys(topology.sites).every((name) =>
    existsSync(path.join(STAGING_ROOT, name)),
  );
  if (args.rebuild || stagedTarget() !== 'emulator' || !complete) await stage('emulator');
  const expected = siteOrigins(topology, 'emulator');
  const { lines } = await startUntil(
    path.join(REPO_ROOT, 'node_modules/.bin/firebase'),
    [
      'emulators:start',
      '--only',
      'hosting',
      '--config',
      path.join(STAGING_ROOT, 'firebase.json'),
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
  console.info(`\nThe site as deployed: open ${expected.shell}/`);
} catch (error) {
  console.error(error.message);
  stopAll(1);
}
