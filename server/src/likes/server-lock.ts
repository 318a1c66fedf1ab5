import { realpathSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { StoreProblem, errorCode, storeName, storeOpenProblem } from './store-problem.js';

export interface ServerLock {
  release(): void;
}

/** The lock file beside the store itself (a symlinked store is locked where it really is). */
export function serverLockFile(file: string): string {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    real = path.join(realpathSync(path.dirname(file)), path.basename(file));
  }
  return `${real}-lock`;
}

/**
 * Holds `<store>-lock` exclusively for as long as this store is open, so that a second
 * server on the same store refuses to start: each serves counts from its own memory, and
 * two would serve different ones. The lock is SQLite's own (fcntl) lock on an empty
 * database, which the kernel drops when the process dies, kill -9 included: a lock file is
 * never left stale. Readers of the store (likes:backup, Litestream) do not take it.
 */
export function lockStoreForServer(file: string): ServerLock {
  const lockFile = serverLockFile(file);
  let db: Database.Database;
  try {
    db = new Database(lockFile, { timeout: 0 });
  } catch (error) {
    throw storeOpenProblem(file, error);
  }
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    const code = errorCode(error);
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw new StoreProblem(
        `${storeName(file)} is in use by another server process, which holds ${lockFile} (find it: fuser ${lockFile}); not starting a second server on it, as each would serve its own counts. Stop the other server, or give this one a store of its own (LIKES_DB_FILE).`,
      );
    }
    throw storeOpenProblem(file, error);
  }
  return {
    release() {
      if (db.open) db.close();
    },
  };
}
