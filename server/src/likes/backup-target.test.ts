import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeProblemOf } from '../../tools/store-problem-of.js';
import { tempDirForTests } from '../../tools/temp-dir.js';
import { openLikesDb, DEFAULT_LIKES_DB_OPTIONS } from './likes-db.js';
import { backupStore } from './store-copy.js';

// A backup that cannot be written is the target's fault, and its line says so (and that the
// store is unchanged), never that the store is full, read-only or damaged. The full and the
// read-only disks are small tmpfs mounts, which need root.
jest.setTimeout(60_000);

const isRoot = process.getuid?.() === 0;
const mounts: string[] = [];
// Declared before the folder's hooks, so it runs first: a mounted folder cannot be removed.
afterEach(() => {
  for (const mount of mounts.splice(0)) spawnSync('umount', [mount]);
});
const dir = tempDirForTests('backup-target-');
let store: string;

beforeEach(() => {
  store = path.join(dir(), 'likes.sqlite');
  const db = openLikesDb(store, DEFAULT_LIKES_DB_OPTIONS, { createIfMissing: true });
  db.addLikes(Array.from({ length: 2000 }, (_, i) => ({ postId: 'test-post-a', key: `k-${i}` })));
  db.close();
});

function refusal(target: string): string {
  const message = storeProblemOf(() => backupStore(store, target));
  expect(message).toContain(target);
  expect(message).toContain('the store is unchanged');
  expect(message).not.toMatch(/likes store|LIKES_DB_FILE/i);
  return message;
}

/** A tmpfs of `size` at `mountPoint`, or why there is none. */
function mountTmpfs(mountPoint: string, options: string): string | null {
  if (!isRoot) return 'mounting a tmpfs needs root';
  mkdirSync(mountPoint);
  const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', mountPoint]);
  if (mount.status !== 0) return `mount failed: ${String(mount.stderr).trim()}`;
  mounts.push(mountPoint);
  return null;
}

test('a target under a file: the target is named', () => {
  writeFileSync(path.join(dir(), 'a-file'), '');
  expect(refusal(path.join(dir(), 'a-file', 'backup.sqlite'))).toMatch(
    /^The backup target .* cannot be there: a part of its path is a file/,
  );
});

test('a full target disk: the target is named, not the store', () => {
  const disk = path.join(dir(), 'full');
  const cannot = mountTmpfs(disk, 'size=64k');
  if (cannot) {
    console.warn(`Skipping the full-target check: ${cannot}`);
    return;
  }
  expect(refusal(path.join(disk, 'backup.sqlite'))).toMatch(
    /^No space left on the disk of the backup target /,
  );
});

test('a target this user may not write: the target is named, not the store', () => {
  const folder = path.join(dir(), 'read-only');
  if (isRoot) {
    const cannot = mountTmpfs(folder, 'size=1m,ro');
    if (cannot) {
      console.warn(`Skipping the read-only-target check: ${cannot}`);
      return;
    }
  } else {
    mkdirSync(folder);
    chmodSync(folder, 0o555);
  }
  expect(refusal(path.join(folder, 'backup.sqlite'))).toMatch(
    /^The backup target .* cannot be written by this user/,
  );
});
