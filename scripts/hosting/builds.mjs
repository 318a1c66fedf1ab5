// Builds the apps of a target into <staging>/build/<app>, each with what it was built from
// (<app>.source.json: a fingerprint of its sources and the target's environment, the commit,
// when). An app whose sources have not changed since its last build is not built again: the
// same sources make the same files, and so the same release (site-releases.mjs).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { buildApp } from '../lib/build-app.mjs';

/** What an app's build reads besides its own folder (the policy: the pages' inline script). */
const COMMON_INPUTS = [
  'shared',
  'toolchain',
  'hosting-policy',
  'package-lock.json',
  'tsconfig.base.json',
];
/** Never inputs of a build: builds, installed packages. */
const NOT_INPUTS = new Set(['dist', 'node_modules', 'coverage']);

/** Every file below `entry` (a file or a folder), builds and installed packages aside. */
function inputFiles(entry) {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return [entry];
  return readdirSync(entry, { withFileTypes: true })
    .filter((child) => !NOT_INPUTS.has(child.name))
    .flatMap((child) => inputFiles(path.join(entry, child.name)))
    .sort();
}

/** The commit the working tree is on, and whether it has changes of its own. */
export function sourceCommit(cwd = REPO_ROOT) {
  try {
    const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
    return {
      commit: git('rev-parse', '--short=12', 'HEAD'),
      dirty: git('status', '--porcelain') !== '',
    };
  } catch {
    return { commit: null, dirty: true };
  }
}

/**
 * A fingerprint of everything an app's build reads: its folder (`appDir`, or another copy of
 * it: a contributor's branch), `shared/`, the lock file, and the build environment.
 */
export function sourceFingerprint(appDir, env) {
  const digest = createHash('sha256').update(JSON.stringify(env));
  const files = [
    ...inputFiles(appDir),
    ...COMMON_INPUTS.flatMap((input) => inputFiles(path.join(REPO_ROOT, input))),
  ];
  for (const file of files) {
    digest.update(`${path.relative(REPO_ROOT, file)}\n`).update(readFileSync(file));
  }
  return digest.digest('hex').slice(0, 16);
}

/** What <buildDir>/<app> was built from, or null. */
export function builtFrom(buildDir, app) {
  const file = path.join(buildDir, `${app}.source.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Builds `apps` into `buildDir` with the target's environment `env`, two at a time; an app
 * whose fingerprint matches its last build is kept (unless `force`). `sources` maps an app to
 * another copy of its folder to build instead. Returns, per app, what it was built from and
 * whether it was built now.
 */
export async function buildApps(apps, { buildDir, env, sources = {}, force = false }) {
  const results = {};
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const appDir = sources[app] ?? path.join(REPO_ROOT, app);
      const fingerprint = sourceFingerprint(appDir, env);
      const last = builtFrom(buildDir, app);
      if (!force && last?.fingerprint === fingerprint && existsSync(path.join(buildDir, app))) {
        results[app] = { ...last, built: false };
        continue;
      }
      const started = Date.now();
      await buildApp(appDir, { env: { ...env, SITE_BUILD_DIR: buildDir } });
      // A build is written under its folder's name: another copy of the app may be named
      // otherwise (a contributor's checkout).
      const output = path.join(buildDir, path.basename(appDir));
      if (output !== path.join(buildDir, app)) {
        rmSync(path.join(buildDir, app), { recursive: true, force: true });
        renameSync(output, path.join(buildDir, app));
      }
      const source = { fingerprint, ...sourceCommit(), builtAt: new Date().toISOString() };
      writeFileSync(path.join(buildDir, `${app}.source.json`), `${JSON.stringify(source)}\n`);
      results[app] = { ...source, built: true };
      console.info(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}
