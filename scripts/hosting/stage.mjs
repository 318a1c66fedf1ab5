// Builds and stages a target's sites into .hosting/<site>/, the folders firebase.json
// deploys (and the Hosting emulator serves): each app built with the target's environment,
// the shell with the target's runtime manifest and prerendered pages, every site with the
// hashed files of its previous releases carried forward. Also writes .hosting/firebase.json:
// the project's config for that target, with the immutable rule naming exactly the staged
// hashed files (so a missing one is a 404 no cache keeps).
//   node scripts/hosting/stage.mjs --target emulator|production [--only blog]
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { STAGING_DIR, asJson, firebaseJson, firebaserc } from './firebase-config.mjs';
import { sectionNotFoundHtml } from './not-found-page.mjs';
import { carryForward, hashedFiles, previousReleases } from './releases.mjs';
import {
  REPO_ROOT,
  readTopology,
  runtimeManifest,
  sectionNames,
  siteOrigins,
} from './topology.mjs';

export const STAGING_ROOT = path.join(REPO_ROOT, STAGING_DIR);

export function buildDirFor(target) {
  return path.join(STAGING_ROOT, 'build', target);
}

/** The build environment of a target: every app of a target is built with the same values. */
export function targetEnv(topology, target, env = process.env) {
  const base = { SITE_URL: env.SITE_URL || topology.sites.shell.origin };
  if (target === 'emulator') {
    return {
      ...base,
      FIREBASE_PROJECT_ID: topology.emulator.project,
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_APP_ID: '1:000000000000:web:emulator',
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${topology.emulator.firestorePort}`,
    };
  }
  // Production: the FIREBASE_* and NEWSLETTER_FORM_URL of the environment (docs/deploy.md).
  return base;
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${output}`)),
    );
  });
}

/** Builds the apps of a target side by side in .hosting/build/<target>/<app>. */
export async function buildApps(topology, target, apps, source = null) {
  const env = {
    ...process.env,
    ...targetEnv(topology, target),
    SITE_BUILD_DIR: buildDirFor(target),
  };
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      await run(
        'npx',
        [
          'rspack',
          'build',
          '-c',
          path.join(source ?? app, 'rspack.config.mjs'),
          '--mode',
          'production',
        ],
        env,
      );
      console.info(`built ${app} for ${target} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/** Replaces a staged site folder by a complete new one (the emulator serves it live). */
function swapIn(nextDir, liveDir) {
  const oldDir = `${liveDir}.old`;
  rmSync(oldDir, { recursive: true, force: true });
  if (existsSync(liveDir)) renameSync(liveDir, oldDir);
  renameSync(nextDir, liveDir);
  rmSync(oldDir, { recursive: true, force: true });
}

export async function stageSection(topology, target, section, source = null) {
  const app = topology.sites[section].app;
  const liveDir = path.join(STAGING_ROOT, section);
  const nextDir = `${liveDir}.next`;
  rmSync(nextDir, { recursive: true, force: true });
  const built = path.join(buildDirFor(target), source ? path.basename(source) : app);
  cpSync(built, nextDir, { recursive: true });
  const origins = siteOrigins(topology, target);
  const previous = await previousReleases(liveDir, origins[section]);
  const releases = await carryForward(nextDir, previous, topology.keepReleases);
  writeFileSync(path.join(nextDir, '404.html'), sectionNotFoundHtml(section, origins.shell));
  swapIn(nextDir, liveDir);
  console.info(
    `staged ${section} release ${releases[0].id} (${releases.length - 1} earlier release(s) carried) in ${path.relative(REPO_ROOT, liveDir)}`,
  );
  return releases;
}

export async function stageShell(topology, target) {
  const buildDir = buildDirFor(target);
  const liveDir = path.join(STAGING_ROOT, 'shell');
  const nextDir = `${liveDir}.next`;
  rmSync(nextDir, { recursive: true, force: true });
  cpSync(path.join(buildDir, 'shell'), nextDir, { recursive: true });
  writeFileSync(
    path.join(nextDir, 'runtime-manifest.json'),
    asJson(runtimeManifest(topology, target)),
  );
  await run(
    'node',
    ['scripts/prerender/index.mjs', '--target', target, '--builds', buildDir, '--out', nextDir],
    { ...process.env, ...targetEnv(topology, target) },
  ).then((output) => process.stdout.write(output));
  // A tab opened before this release fetches the previous release's chunks on first need
  // (the home page's, the 404 page's): they stay served, as a section's do.
  const previous = await previousReleases(liveDir, siteOrigins(topology, target).shell);
  const releases = await carryForward(nextDir, previous, topology.keepReleases);
  swapIn(nextDir, liveDir);
  console.info(
    `staged shell release ${releases[0].id} (${releases.length - 1} earlier release(s) carried) in ${path.relative(REPO_ROOT, liveDir)}`,
  );
}

/** .hosting/firebase.json and .firebaserc: the project's config for the staged target. */
export function writeStagedConfig(topology, target) {
  mkdirSync(STAGING_ROOT, { recursive: true });
  const names = Object.keys(topology.sites);
  const staged = Object.fromEntries(
    names.map((name) => [name, hashedFiles(path.join(STAGING_ROOT, name))]),
  );
  const config = firebaseJson(topology, target, { hashedFiles: staged, publicDir: (name) => name });
  config.firestore.rules = path.relative(STAGING_ROOT, path.join(REPO_ROOT, 'firestore.rules'));
  writeFileSync(path.join(STAGING_ROOT, 'firebase.json'), asJson(config));
  const project = target === 'emulator' ? topology.emulator.project : topology.project;
  writeFileSync(path.join(STAGING_ROOT, '.firebaserc'), asJson(firebaserc(topology, project)));
  writeFileSync(path.join(STAGING_ROOT, 'target'), `${target}\n`);
}

/**
 * Builds and stages `only` (default: every site) for a target. `source` builds a section from
 * another copy of its app folder (a contributor's worktree; the redeploy browser test).
 */
export async function stage(target, only = null, { source = null } = {}) {
  const topology = readTopology();
  const names = only ? [only] : Object.keys(topology.sites);
  for (const name of names) {
    if (!topology.sites[name])
      throw new Error(`unknown site "${name}" (one of ${Object.keys(topology.sites).join(', ')})`);
  }
  // The shell's prerender crawls every app's build of this target.
  const apps = names.includes('shell')
    ? Object.values(topology.sites).map((site) => site.app)
    : names.map((name) => topology.sites[name].app);
  if (source && (names.length !== 1 || names[0] === 'shell')) {
    throw new Error('--source builds one section');
  }
  // Folders staged for another target are not this target's previous release: start over
  // (a section's earlier releases then come from its live site).
  const targetFile = path.join(STAGING_ROOT, 'target');
  const stagedTarget = existsSync(targetFile) ? readFileSync(targetFile, 'utf8').trim() : null;
  if (stagedTarget !== null && stagedTarget !== target) {
    for (const name of Object.keys(topology.sites)) {
      rmSync(path.join(STAGING_ROOT, name), { recursive: true, force: true });
    }
  }
  await buildApps(topology, target, apps, source);
  for (const section of sectionNames(topology).filter((name) => names.includes(name))) {
    await stageSection(topology, target, section, source);
  }
  if (names.includes('shell')) await stageShell(topology, target);
  writeStagedConfig(topology, target);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { target: { type: 'string', default: 'emulator' }, only: { type: 'string' } },
  });
  if (!['emulator', 'production'].includes(values.target)) {
    console.error('--target must be emulator or production');
    process.exit(2);
  }
  await stage(values.target, values.only ?? null);
}
