// @ts-check
// What an app's production build reads, as one digest: its folder, the workspaces every build
// reads (design layer, toolchain, map of the sections, hosting policy, topology), the package
// files and the build's environment. `npm run build` skips an app whose build was made from
// the same inputs: in CI `npm start` has just built everything on the clean clone, and the
// README's `npm run build` rebuilt it all again, byte for byte (docs/testing.md).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Read by every app's build besides its own folder. */
export const COMMON_INPUTS = [
  'shared',
  'toolchain',
  'sections',
  'hosting-policy/src',
  'deploy',
  // The pages are rendered after the apps' builds, by these: their change renders them again.
  'scripts/prerender',
  'scripts/cards',
  'package.json',
  'package-lock.json',
  '.env',
  '.env.local',
];

/** The environment a build reads: read-site-env.mjs, SERVICE_WORKER=off, the likes shards. */
const ENV_PREFIXES = [
  'FIREBASE_',
  'FIRESTORE_',
  'NEWSLETTER_',
  'SITE_',
  'SERVICE_WORKER',
  'LIKES_',
  'NODE_ENV',
];

/** Never inputs: outputs, installed packages, scratch folders. */
const SKIPPED = new Set(['node_modules', 'dist', '.data', 'coverage']);

/** Where a build keeps the digest of the inputs it was made from (a dot file: never served). */
export const INPUTS_FILE = '.build-inputs';

/** @param {string} dir @returns {string[]} files below `dir`, sorted, outputs left out */
function filesBelow(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesBelow(full));
    else if (entry.isFile()) found.push(full);
  }
  return found.sort();
}

/**
 * @param {string} root the checkout
 * @param {string} app the app's folder
 * @param {NodeJS.ProcessEnv} [env]
 */
export function buildInputsDigest(root, app, env = process.env) {
  const hash = createHash('sha256');
  for (const input of [app, ...COMMON_INPUTS]) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? filesBelow(full) : [full];
    for (const file of files) {
      hash.update(`${path.relative(root, file)}\0`);
      hash.update(readFileSync(file));
    }
  }
  const buildEnv = Object.keys(env)
    .filter((name) => ENV_PREFIXES.some((prefix) => name.startsWith(prefix)))
    .sort()
    .map((name) => `${name}=${env[name]}`);
  hash.update(buildEnv.join('\n'));
  return hash.digest('hex');
}

/** Whether `dist` was built from these inputs. @param {string} dist @param {string} digest */
export function builtFrom(dist, digest) {
  const file = path.join(dist, INPUTS_FILE);
  return existsSync(file) && readFileSync(file, 'utf8') === digest;
}

/** Records the inputs a fresh build of `dist` was made from. */
export function recordInputs(dist, digest) {
  writeFileSync(path.join(dist, INPUTS_FILE), digest);
}
