import Database from 'better-sqlite3';
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fsyncPath, inspectStoreFile } from './store-file.js';
import {
  StoreProblem,
  backupTargetProblem,
  backupWording,
  errorCode,
  servedStoreWording,
  storeName,
  storeOpenProblem,
} from './store-problem.js';
import {
  checkSchema,
  markAsLikesStore,
  readStoreSummary,
  type StoreSummary,
} from './store-schema.js';
import { giveOwnSession } from './store-session.js';

export interface BackupReport {
  summary: StoreSummary;
  bytes: number;
  /** When the copy's snapshot was taken. */
  takenAt: Date;
}

export interface RestoreReport {
  summary: StoreSummary;
  /** Where the store that was replaced now is, or null when there was none. */
  keptAs: string | null;
}

function removeWithCompanions(file: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal'])
    rmSync(`${file}${suffix}`, { force: true });
}

/**
 * A consistent copy of `source` at `target` (a new file, fsynced) through VACUUM INTO: one
 * read transaction, so the copy is the database as of one moment, pages still in the
 * write-ahead log included, while a server keeps writing (WAL readers do not block
 * writers). A plain `cp` of a running store copies the main file without its -wal file,
 * that is, without the likes committed since the last checkpoint.
 */
function vacuumInto(db: Database.Database, target: string): void {
  db.prepare('VACUUM INTO ?').run(target);
  fsyncPath(target);
}

/** Moves `temporary` to `target` only if nothing is there, and makes the move durable. */
function linkIntoPlace(temporary: string, target: string, what: string): void {
  try {
    linkSync(temporary, target);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') {
      throw new StoreProblem(
        `${target} appeared while the ${what} was written; nothing was changed.`,
      );
    }
    throw error;
  }
  rmSync(temporary, { force: true });
  fsyncPath(path.dirname(target));
}

/** Opens a backup to restore, read-only, after the same checks as a served store. */
function openBackup(file: string): Database.Database {
  const wording = backupWording(file);
  if (inspectStoreFile(file, 'read', wording) === 'absent') {
    throw new StoreProblem(`Backup ${file} does not exist.`);
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    checkSchema(db, file, wording);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') {
      throw new StoreProblem(
        `Backup ${file} is damaged (SQLite: ${String(check)}); not restoring it.`,
      );
    }
    return db;
  } catch (error) {
    db.close();
    throw storeOpenProblem(file, error, wording);
  }
}

/**
 * npm run likes:backup -- FILE: copies the store at `storeFile` (running or not) to
 * `backupFile`, which must not exist yet. The copy is checked before it is put in place.
 */
export function backupStore(storeFile: string, backupFile: string): BackupReport {
  if (existsSync(backupFile)) {
    throw new StoreProblem(
      `${backupFile} exists already: a backup never overwrites a file; choose a new name.`,
    );
  }
  if (inspectStoreFile(storeFile, 'read') === 'absent') {
    throw new StoreProblem(`${storeName(storeFile)} does not exist: there is nothing to back up.`);
  }
  const temporary = `${backupFile}.partial-${process.pid}`;
  /** Which side a failure is on: reading the store, or writing the backup. */
  let writing = true;
  let source: Database.Database | null = null;
  try {
    mkdirSync(path.dirname(backupFile), { recursive: true });
    removeWithCompanions(temporary);
    writing = false;
    source = new Database(storeFile, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    checkSchema(source, storeFile);
    const takenAt = new Date();
    writing = true;
    vacuumInto(source, temporary);
    source.close();
    source = null;
    const copy = new Database(temporary, { fileMustExist: true });
    let summary: StoreSummary;
    try {
      // Put over the store with cp, beside its -wal, it is refused rather than replayed.
      giveOwnSession(copy);
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copy does not check out (${String(check)})`);
      summary = readStoreSummary(copy);
    } finally {
      copy.close();
    }
    linkIntoPlace(temporary, backupFile, 'backup');
    return { summary, bytes: statSync(backupFile).size, takenAt };
  } catch (error) {
    // VACUUM INTO both reads the store and writes the target: the code tells which failed.
    const targetFault = writing ? backupTargetProblem(backupFile, error) : null;
    throw targetFault ?? storeOpenProblem(storeFile, error);
  } finally {
    source?.close();
    try {
      removeWithCompanions(temporary);
    } catch {
      // A target folder that never existed or cannot be written holds no partial copy.
    }
  }
}

/**
 * Takes the store at `storeFile` for the restore, or refuses while a server uses it. Every
 * connection to a store in WAL mode holds a shared lock on it for as long as it is open, so
 * leaving WAL mode, which needs the only connection, fails while a server has the store
 * open; once out of it, an exclusive lock keeps a server that starts meanwhile waiting.
 * Returns the connection holding the lock, or null when the file is not an SQLite store
 * (then no server can be using it: it would have refused to start on it).
 */
function lockStore(storeFile: string): Database.Database | null {
  let db: Database.Database;
  try {
    db = new Database(storeFile, { fileMustExist: true, timeout: 0 });
  } catch {
    return null;
  }
  try {
    db.pragma('journal_mode = DELETE');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    const code = errorCode(error);
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new StoreProblem(
        `${storeName(storeFile)} is in use (a server has it open): stop the server, run the restore again, then start the server.`,
      );
    }
    // Not an SQLite database (a 0-byte or foreign file): nothing can be using it as a store.
    return null;
  }
}

function keptName(storeFile: string, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${storeFile}.before-restore-${stamp}`;
}

/**
 * npm run likes:restore -- FILE: puts the backup `backupFile` in place as the store at
 * `storeFile`, refusing while a server uses the store. The store it replaces, if any, is
 * never deleted: it is kept beside it as `<store>.before-restore-<time>`.
 */
export function restoreStore(
  backupFile: string,
  storeFile: string,
  now = new Date(),
): RestoreReport {
  const backup = openBackup(backupFile);
  mkdirSync(path.dirname(storeFile), { recursive: true });
  const temporary = `${storeFile}.restoring-${process.pid}`;
  removeWithCompanions(temporary);
  let lock: Database.Database | null = null;
  try {
    const summary = readStoreSummary(backup);
    vacuumInto(backup, temporary);
    backup.close();
    const restored = new Database(temporary, { fileMustExist: true });
    try {
      if (checkSchema(restored, temporary, servedStoreWording(storeFile)) === 'unmarked') {
        markAsLikesStore(restored);
      }
      giveOwnSession(restored);
      restored.pragma('journal_mode = WAL');
    } finally {
      restored.close();
    }
    fsyncPath(temporary);

    if (existsSync(storeFile)) lock = lockStore(storeFile);
    // The store and its -wal and -shm files go aside together: a write-ahead log must never
    // be applied to another database, and what they hold is never deleted.
    const present = ['', '-wal', '-shm'].filter((suffix) => existsSync(`${storeFile}${suffix}`));
    const keptAs = present.length > 0 ? keptName(storeFile, now) : null;
    for (const suffix of present) renameSync(`${storeFile}${suffix}`, `${keptAs}${suffix}`);
    linkIntoPlace(temporary, storeFile, 'restore');
    return { summary, keptAs };
  } catch (error) {
    throw storeOpenProblem(storeFile, error);
  } finally {
    if (backup.open) backup.close();
    lock?.close();
    removeWithCompanions(temporary);
  }
}
