// Every site keeps serving the hashed files of its last releases, so a reader whose tab
// loaded an earlier release can still fetch that release's chunks after a deploy: a
// section's (its earlier remoteEntry.js names them), and the shell's own (its home page, its
// 404 page, the release check... are chunks fetched on first need).
// Each staged site carries releases.json: its releases, newest first, with their files.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HASHED_DIR } from './policy.mjs';

export const RELEASES_FILE = 'releases.json';
const SAFE_FILE = new RegExp(`^${HASHED_DIR}/[\\w.@/-]+$`);

/** Files under static/ of a folder, as site paths ('static/js/x.js'). */
export function hashedFiles(dir) {
  const root = path.join(dir, HASHED_DIR);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath ?? entry.path, entry.name))
        .split(path.sep)
        .join('/'),
    )
    .sort();
}

/**
 * A section's release is named by its remoteEntry.js: same entry, same release. The shell has
 * no entry: its release is named by its hashed files (content-hashed names: same files, same
 * code).
 */
export function releaseId(dir) {
  const entry = path.join(dir, 'remoteEntry.js');
  const named = existsSync(entry) ? readFileSync(entry) : hashedFiles(dir).join('\n');
  return createHash('sha256').update(named).digest('hex').slice(0, 12);
}

export function readReleases(text) {
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed.releases)) throw new Error('releases.json has no "releases" list');
  return parsed.releases;
}

/**
 * Where the previous releases come from: the folder staged last time on this machine (the
 * emulator serves it), else the live site (a clean CI machine deploying to production).
 * Nothing there (a first deploy, or the site unreachable) means nothing to carry.
 * @returns {Promise<{ releases: object[], read: (file: string) => Promise<Buffer> } | null>}
 */
export async function previousReleases(stagedDir, liveOrigin) {
  const stagedList = path.join(stagedDir, RELEASES_FILE);
  if (existsSync(stagedList)) {
    return {
      releases: readReleases(readFileSync(stagedList, 'utf8')),
      read: async (file) => readFileSync(path.join(stagedDir, file)),
    };
  }
  if (!liveOrigin) return null;
  try {
    const response = await fetch(`${liveOrigin}/${RELEASES_FILE}`, { cache: 'no-store' });
    if (!response.ok) return null;
    return {
      releases: readReleases(await response.text()),
      read: async (file) => {
        const answer = await fetch(`${liveOrigin}/${file}`);
        if (!answer.ok) throw new Error(`${liveOrigin}/${file}: HTTP ${answer.status}`);
        return Buffer.from(await answer.arrayBuffer());
      },
    };
  } catch (error) {
    console.warn(`no previous release read from ${liveOrigin}: ${error.message}`);
    return null;
  }
}

/**
 * Adds the files of up to `keep - 1` previous releases to the new release's folder and writes
 * its releases.json. Returns the new list.
 */
export async function carryForward(newDir, previous, keep, now = new Date()) {
  const current = {
    id: releaseId(newDir),
    deployedAt: now.toISOString(),
    files: hashedFiles(newDir),
  };
  const earlier = (previous?.releases ?? []).filter((release) => release.id !== current.id);
  const kept = earlier.slice(0, keep - 1);
  for (const release of kept) {
    for (const file of release.files) {
      // A release lists only its hashed files: anything else (a tampered list) is refused.
      if (!SAFE_FILE.test(file) || file.split('/').includes('..')) {
        throw new Error(`releases.json names "${file}", which is not a file under ${HASHED_DIR}/`);
      }
      const target = path.join(newDir, file);
      if (existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, await previous.read(file));
    }
  }
  const releases = [current, ...kept];
  writeFileSync(path.join(newDir, RELEASES_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  return releases;
}
