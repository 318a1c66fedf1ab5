// What names a release and which of a site's files belong to it, for the deploy scripts
// (scripts/hosting/site-releases.mjs keeps, fetches and restores releases) and for the local
// server, which serves a section's releases.json as its Hosting site does.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { HASHED_DIR } from './policy.js';

export const RELEASES_FILE = 'releases.json';
/** Where a release keeps its files that have no hashed name. */
export const SNAPSHOT_DIR = `${HASHED_DIR}/releases`;
/** Never part of a release: source maps and build stats are not served (docs/deploy.md). */
const NOT_SERVED = /\.map$|(^|\/)mf-manifest-stats\.json$/;
/** Written for each deploy, not built: not part of what names a release. */
const PER_DEPLOY = new Set([RELEASES_FILE, '404.html']);

/** One entry of releases.json: its id, its files (site paths) and where it was built from. */
export interface Release {
  id: string;
  files: string[];
  [detail: string]: unknown;
}

/** Every file below `dir`, as site paths ('static/js/x.js'), sorted. */
function siteFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((file) => !NOT_SERVED.test(file))
    .sort();
}

/** Files under static/ of a folder, as site paths ('static/js/x.js'). */
export function hashedFiles(dir: string): string[] {
  return siteFiles(dir).filter((file) => file.startsWith(`${HASHED_DIR}/`));
}

/** A build's files that have no hashed name (the shell's pages aside: they are not code). */
export function unhashedFiles(dir: string): string[] {
  return siteFiles(dir).filter(
    (file) => !file.startsWith(`${HASHED_DIR}/`) && !PER_DEPLOY.has(file) && !file.startsWith('.'),
  );
}

/**
 * A release is named by what it serves: the names of its hashed files (their names are their
 * contents' hashes) and the contents of the others. The same sources build the same release.
 */
export function releaseId(dir: string): string {
  const digest = createHash('sha256');
  for (const file of hashedFiles(dir)) digest.update(`${file}\n`);
  for (const file of unhashedFiles(dir)) {
    digest.update(`${file}\n`).update(readFileSync(path.join(dir, file)));
  }
  return digest.digest('hex').slice(0, 12);
}

/** The releases listed in a releases.json, newest first. */
export function readReleases(text: string): Release[] {
  const parsed = JSON.parse(text) as { releases?: unknown };
  if (!Array.isArray(parsed.releases)) throw new Error('releases.json has no "releases" list');
  return parsed.releases as Release[];
}
