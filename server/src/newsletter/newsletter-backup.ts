import { closeSync, existsSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/**
 * Where a likes backup's newsletter half goes: beside it, `likes.sqlite` ->
 * `likes.newsletter.sqlite`. One command (npm run likes:backup -- FILE) backs up both stores,
 * so an operator who keeps the likes keeps the sign-ups too.
 */
export function newsletterBackupFile(likesBackup: string): string {
  const { dir, name, ext } = path.parse(likesBackup);
  return path.join(dir, `${name}.newsletter${ext || '.sqlite'}`);
}

function fsyncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Copies the newsletter store `store` to `target` as one consistent snapshot (SQLite's
 * VACUUM INTO, safe while the server writes), synced to disk. Returns the number of
 * addresses, or null when there is no store yet (nobody has signed up).
 */
export function backupNewsletter(store: string, target: string): number | null {
  if (!existsSync(store)) return null;
  const db = new Database(store, { fileMustExist: true });
  try {
    const partial = `${target}.partial`;
    rmSync(partial, { force: true });
    db.prepare('VACUUM INTO ?').run(partial);
    fsyncFile(partial);
    renameSync(partial, target);
    return (db.prepare('SELECT count(*) AS n FROM signups').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/**
 * Puts the backup `source` in place of the newsletter store `store` (the server stopped, as
 * the likes' restore checks first). The store it replaces is kept beside it. Returns the
 * number of addresses restored and where the old store was kept.
 */
export function restoreNewsletter(
  source: string,
  store: string,
): { addresses: number; keptAs: string | null } {
  const check = new Database(source, { readonly: true, fileMustExist: true });
  let addresses: number;
  try {
    addresses = (check.prepare('SELECT count(*) AS n FROM signups').get() as { n: number }).n;
  } finally {
    check.close();
  }
  let keptAs: string | null = null;
  if (existsSync(store)) {
    // Folds the store's WAL into it, so the kept copy is one whole file.
    const old = new Database(store);
    old.pragma('wal_checkpoint(TRUNCATE)');
    old.close();
    keptAs = `${store}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(store, keptAs);
  }
  rmSync(`${store}-wal`, { force: true });
  rmSync(`${store}-shm`, { force: true });
  const copy = new Database(source, { readonly: true });
  try {
    copy.prepare('VACUUM INTO ?').run(store);
  } finally {
    copy.close();
  }
  fsyncFile(store);
  return { addresses, keptAs };
}
