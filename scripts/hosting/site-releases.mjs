// Every site keeps serving the files of its last releases, so a reader whose tab loaded an
// earlier release can still fetch that release's chunks after a deploy: a section's (its
// earlier remoteEntry.js names them), and the shell's own (its home page, its 404 page, the
// release check... are chunks fetched on first need).
// Each staged site carries releases.json: its releases, newest first, with their files and
// where each was built from. A release also keeps a copy of its files that have no hashed
// name (remoteEntry.js, the shell's page template...) under static/releases/<id>/: with them,
// any kept release can be read back from the live site and served again (a section's release
// renders the pages with the live shell; a rollback restores the previous release).
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  HASHED_DIR,
  RELEASES_FILE,
  SNAPSHOT_DIR,
  hashedFiles,
  readReleases,
  unhashedFiles,
} from '@site/hosting-policy';

const SAFE_FILE = new RegExp(`^${HASHED_DIR}/[\\w.@/-]+$`);

/** Keeps a copy of the release's unhashed files under static/releases/<id>/ (see above). */
export function snapshotRelease(dir, id) {
  for (const file of unhashedFiles(dir)) {
    const copy = path.join(dir, SNAPSHOT_DIR, id, file);
    mkdirSync(path.dirname(copy), { recursive: true });
    copyFileSync(path.join(dir, file), copy);
  }
}

function checkFileName(file) {
  // A release lists only its hashed files: anything else (a tampered list) is refused.
  if (!SAFE_FILE.test(file) || file.split('/').includes('..')) {
    throw new Error(`releases.json names "${file}", which is not a file under ${HASHED_DIR}/`);
  }
}

/**
 * A site as it is served now: its releases (newest first) and a way to read its files. Read
 * over HTTP from `origin` (what a clean CI machine does); for a target served from this
 * machine (the Hosting emulator), from `stagedDir` when nothing answers there.
 * Resolves null when the site has never been deployed (404); anything else that keeps the
 * history from being read stops the release: carrying no earlier release would break every
 * open tab, and rendering pages without the live releases would publish wrong ones.
 * @returns {Promise<{ origin: string, releases: object[], read: (file: string) => Promise<Buffer> } | null>}
 */
export async function liveSite({ origin, stagedDir = null }) {
  const fromDisk = () => {
    const list = path.join(stagedDir, RELEASES_FILE);
    if (!existsSync(list)) return null;
    return {
      origin: stagedDir,
      releases: readReleases(readFileSync(list, 'utf8')),
      read: async (file) => readFileSync(path.join(stagedDir, file)),
    };
  };
  let response;
  try {
    response = await fetch(`${origin}/${RELEASES_FILE}`, { cache: 'no-store' });
  } catch (error) {
    if (stagedDir) return fromDisk();
    throw new Error(
      `cannot read the live releases of ${origin} (${error.cause?.code ?? error.message}): a release needs them; check the network and try again`,
      { cause: error },
    );
  }
  if (response.status === 404) return null;
  if (!response.ok) {
    throw new Error(`${origin}/${RELEASES_FILE} answered HTTP ${response.status}: cannot release`);
  }
  let releases;
  try {
    releases = readReleases(await response.text());
  } catch (error) {
    throw new Error(`${origin}/${RELEASES_FILE} cannot be read: ${error.message}`, {
      cause: error,
    });
  }
  return {
    origin,
    releases,
    read: async (file) => {
      const answer = await fetch(`${origin}/${file}`);
      if (!answer.ok) throw new Error(`${origin}/${file}: HTTP ${answer.status}`);
      return Buffer.from(await answer.arrayBuffer());
    },
  };
}

/** Writes `files` of `site` into `dir`, a few at a time. */
async function fetchFiles(site, files, dir) {
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      checkFileName(file);
      const target = path.join(dir, file);
      if (existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, await site.read(file));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * Writes release `release` of a live site into `dir` as it was built: its hashed files, and
 * its unhashed files back in their places from its snapshot.
 */
export async function restoreRelease(site, release, dir) {
  await fetchFiles(site, release.files, dir);
  const snapshot = `${SNAPSHOT_DIR}/${release.id}/`;
  for (const file of release.files.filter((name) => name.startsWith(snapshot))) {
    const target = path.join(dir, file.slice(snapshot.length));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(dir, file), target);
  }
  if (!release.files.some((name) => name.startsWith(snapshot))) {
    throw new Error(`release ${release.id} of ${site.origin} keeps no copy of its entry files`);
  }
}

/**
 * Makes `newDir` (a build, with `current` describing it) the site's next release: adds the
 * files of up to `keep - 1` earlier releases, so tabs on them keep working, and writes
 * releases.json. The same build as the live release is the same release: its entry stays as
 * it was (no new release, nothing carried for nothing). Returns the new list.
 */
export async function carryForward(newDir, site, keep, current) {
  const live = site?.releases ?? [];
  const entry = live[0]?.id === current.id ? live[0] : { ...current, files: hashedFiles(newDir) };
  const earlier = live.filter((release) => release.id !== entry.id).slice(0, keep - 1);
  await fetchFiles(
    site,
    earlier.flatMap((release) => release.files),
    newDir,
  );
  const releases = [entry, ...earlier];
  writeFileSync(path.join(newDir, RELEASES_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  return releases;
}
