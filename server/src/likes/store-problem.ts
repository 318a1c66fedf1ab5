import { statfsSync } from 'node:fs';
import path from 'node:path';
import { StartupProblem } from '../startup-problem.js';

/** A likes store the server must not start on, said in one line with the way out. */
export class StoreProblem extends StartupProblem {
  constructor(message: string) {
    super(message);
    this.name = 'StoreProblem';
  }
}

/** How each message names the store: the path, and the variable that chose it. */
export function storeName(file: string): string {
  return `Likes store ${file} (LIKES_DB_FILE)`;
}

/**
 * The two ways out of a store that holds no likes the server can trust. A leftover -wal
 * goes with the file it belongs to: left alone, it would stop the next start.
 */
function restoreOrMoveAway(file: string, suffix: string, withWal = false): string {
  const move = withWal
    ? `move the file and its -wal away (mv ${file} ${file}.${suffix}; mv ${file}-wal ${file}.${suffix}-wal), then start with LIKES_CREATE_STORE=1`
    : `move the file away (mv ${file} ${file}.${suffix}), then start with LIKES_CREATE_STORE=1`;
  return `restore a backup (npm run likes:restore -- BACKUP_FILE), or, to start with no likes, ${move}`;
}

function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * How a refusal names a file and the way out. The same checks guard the store a server
 * opens and a backup about to be restored; only the words differ.
 */
export interface StoreWording {
  /** Who is refused: "Likes store /x (LIKES_DB_FILE)", "Backup /y". */
  name: string;
  /** What is not done with it. */
  refusing: string;
  /** The way out when the file lost its likes (empty, truncated, damaged), `withWal` beside it. */
  lost(suffix: string, withWal?: boolean): string;
  /** The way out when the file is of another kind (not SQLite, another database). */
  wrongFile(suffix: string): string;
  /** The way out when the user may not use it. */
  access: string;
}

export function servedStoreWording(file: string): StoreWording {
  return {
    name: storeName(file),
    refusing: 'not starting on it',
    lost: (suffix, withWal) => capitalized(restoreOrMoveAway(file, suffix, withWal)),
    wrongFile: (suffix) =>
      `Point LIKES_DB_FILE at the likes store, or ${restoreOrMoveAway(file, suffix)}`,
    access:
      "Give the server's user read and write access to it (chown or chmod), or point LIKES_DB_FILE elsewhere",
  };
}

export function backupWording(file: string): StoreWording {
  const another = 'Restore another backup (one made by npm run likes:backup)';
  return {
    name: `Backup ${file}`,
    refusing: 'not restoring it',
    lost: () => another,
    wrongFile: () => another,
    access: 'Give this user read access to it (chown or chmod)',
  };
}

interface SqliteLikeError {
  code?: unknown;
  message?: unknown;
}

/** SQLite's result code (better-sqlite3: SQLITE_FULL, SQLITE_IOERR_WRITE, ...) or Node's (ENOSPC). */
export function errorCode(error: unknown): string {
  const code = (error as SqliteLikeError | null)?.code;
  return typeof code === 'string' ? code : '';
}

function errorText(error: unknown): string {
  const message = (error as SqliteLikeError | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

const DISK_FULL = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
const READ_ONLY = new Set(['SQLITE_READONLY', 'EROFS']);
const DAMAGED = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB']);

/** Whether the disk holding `file` has no space left (SQLite reports some of it as I/O errors). */
export function diskFull(file: string): boolean {
  try {
    return statfsSync(path.dirname(file)).bavail === 0;
  } catch {
    return false;
  }
}

/**
 * What SQLite (or the file system) said while opening the store, as a StoreProblem. Errors
 * that are not about the store's file are returned as they are.
 */
export function storeOpenProblem(
  file: string,
  error: unknown,
  wording: StoreWording = servedStoreWording(file),
): unknown {
  if (error instanceof StoreProblem) return error;
  const code = errorCode(error);
  const { name } = wording;
  if (DISK_FULL.has(code) || (code.startsWith('SQLITE_IOERR') && diskFull(file))) {
    return new StoreProblem(
      `No space left on the disk of ${name.startsWith('Likes store') ? `the l${name.slice(1)}` : name}: free some space, then start again.`,
    );
  }
  if (READ_ONLY.has(code) || code.startsWith('SQLITE_READONLY')) {
    return new StoreProblem(
      `${name} or its folder is read-only for this user: give the user write access to both (SQLite writes -wal and -shm files beside the store), or point LIKES_DB_FILE elsewhere.`,
    );
  }
  if (code === 'EACCES' || code === 'EPERM' || code.startsWith('SQLITE_CANTOPEN')) {
    return new StoreProblem(
      `${name} cannot be opened by this user (${code}): give the user read and write access to the file and its folder, or point LIKES_DB_FILE elsewhere.`,
    );
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreProblem(
      `${name} is locked by another process (a restore in progress?): wait for it to finish, then start again.`,
    );
  }
  if (DAMAGED.has(code) || code.startsWith('SQLITE_CORRUPT')) {
    return new StoreProblem(
      `${name} is damaged (SQLite: ${errorText(error)}); ${wording.refusing}. ${wording.lost('damaged')}.`,
    );
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return new StoreProblem(
      `${name} could not be read or written (${code}: a disk error?): check the disk (dmesg), then start again.`,
    );
  }
  if (code === 'ENOTDIR') {
    return new StoreProblem(
      `${name} cannot be there: a part of its path is a file, not a folder. Point LIKES_DB_FILE at a path in a folder.`,
    );
  }
  // Any other refusal of the file system (ENAMETOOLONG, ELOOP, ...): one line, no stack.
  if (/^E[A-Z]+$/.test(code)) {
    return new StoreProblem(
      `${name} cannot be used (${code}: ${errorText(error)}): check the path.`,
    );
  }
  return error;
}

/**
 * A backup that could not be written, when the fault is the target's (a full disk, a
 * folder this user may not write, a path through a file), as one line that says so and
 * that the store is unchanged; null when the fault may be the store's.
 */
export function backupTargetProblem(target: string, error: unknown): StoreProblem | null {
  if (error instanceof StoreProblem) return null;
  const code = errorCode(error);
  const unchanged = 'the store is unchanged';
  if (DISK_FULL.has(code) || (code.startsWith('SQLITE_IOERR') && diskFull(target))) {
    return new StoreProblem(
      `No space left on the disk of the backup target ${target}: free some space there, or back up to another disk; ${unchanged}.`,
    );
  }
  if (
    READ_ONLY.has(code) ||
    code.startsWith('SQLITE_READONLY') ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code === 'EACCES' ||
    code === 'EPERM'
  ) {
    return new StoreProblem(
      `The backup target ${target} cannot be written by this user (${code}): choose a folder it may write, or give it access; ${unchanged}.`,
    );
  }
  // mkdir -p says EEXIST when a part of the path is a file.
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return new StoreProblem(
      `The backup target ${target} cannot be there: a part of its path is a file, not a folder; ${unchanged}.`,
    );
  }
  if (code.startsWith('SQLITE_IOERR') || /^E[A-Z]+$/.test(code)) {
    return new StoreProblem(
      `The backup target ${target} could not be written (${code}: ${errorText(error)}); ${unchanged}.`,
    );
  }
  return null;
}

/** One line for a commit that failed while serving: what happened and what to do. */
export function commitFailureLine(file: string, error: unknown): string {
  const code = errorCode(error) || 'unknown error';
  const what = `Likes: a commit to ${file} failed (${code}: ${errorText(error)}); likes are answered 503 and retried by browsers until commits succeed`;
  if (DISK_FULL.has(code) || (code.startsWith('SQLITE_IOERR') && diskFull(file))) {
    return `${what}. The store's disk is full: free some space.`;
  }
  if (READ_ONLY.has(code) || code.startsWith('SQLITE_READONLY')) {
    return `${what}. The store or its folder became read-only: restore write access.`;
  }
  if (code.startsWith('SQLITE_BUSY')) {
    return `${what}. Another process holds the store's write lock: find it (fuser ${file}).`;
  }
  if (code.startsWith('SQLITE_IOERR')) return `${what}. A disk error: check the disk (dmesg).`;
  if (code.startsWith('SQLITE_CORRUPT')) {
    return `${what}. The store is damaged: stop the server and restore a backup.`;
  }
  return `${what}.`;
}
