import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_FOLDERS } from '../../scripts/lib/apps.mjs';
import { REPO_ROOT } from './site-server';

/** Files whose text can name a hashed file (the rest are copied as they are). */
const TEXT_FILE = /\.(js|mjs|json|html|xml|txt|css|svg|vtt|webmanifest)$/;
/** A content hash in a path under static/: a hex part between dots and slashes. */
const HASH_PART = /^[0-9a-f]{8,}$/;

/** Each hex digit one on (f to 0): another hash of the same length. */
function nextHash(hash: string): string {
  return hash.replace(/[0-9a-f]/g, (digit) => ((parseInt(digit, 16) + 1) % 16).toString(16));
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * A release of every site, as builds of changed sources would make it: each app's build copied
 * into `<dir>/<app folder>` (the server's SITE_BUILD_DIR) with every content hash under static/
 * changed, in the files' names and wherever a text names them (pages, chunk maps, the
 * worker's precache list), so the worker sees a new /sw.js and every hashed file is new.
 * `remove()` deletes it.
 */
export function releaseOfEverySite(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-release-'));
  const builds = APP_FOLDERS.map((app) => ({ app, dist: path.join(REPO_ROOT, app, 'dist') }));
  const hashes = new Map<string, string>();
  for (const { dist } of builds) {
    for (const file of filesOf(dist)) {
      if (!file.startsWith(`static${path.sep}`)) continue;
      for (const part of file.split(/[./\\]/)) {
        if (HASH_PART.test(part)) hashes.set(part, nextHash(part));
      }
    }
  }
  const anyHash = new RegExp([...hashes.keys()].join('|'), 'g');
  const renamed = (text: string) => text.replace(anyHash, (hash) => hashes.get(hash) ?? hash);
  for (const { app, dist } of builds) {
    for (const file of filesOf(dist)) {
      if (file.endsWith('.map')) continue;
      const target = path.join(dir, app, renamed(file));
      mkdirSync(path.dirname(target), { recursive: true });
      if (TEXT_FILE.test(file)) {
        writeFileSync(target, renamed(readFileSync(path.join(dist, file), 'utf8')));
      } else {
        cpSync(path.join(dist, file), target);
      }
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
