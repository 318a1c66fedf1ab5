import {
  accessSync,
  closeSync,
  constants,
  fsyncSync,
  mkdirSync,
  openSync,
  readSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import {
  StoreProblem,
  servedStoreWording,
  storeOpenProblem,
  type StoreWording,
} from './store-problem.js';

/** Flushes a file, or a folder's entries, to disk (a store created or copied into place). */
export function fsyncPath(target: string): void {
  const fd = openSync(target, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_BYTES = 100;

function sizeOf(file: string): number | null {
  try {
    return statSync(file).size;
  } catch {
    return null;
  }
}

function readHeader(file: string): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, header, 0, HEADER_BYTES, 0);
    return header.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

function canAccess(target: string, mode: number): boolean {
  try {
    accessSync(target, mode);
    return true;
  } catch {
    return false;
  }
}

/** The folder must take the store's -wal and -shm files (and a new store). */
function checkFolder(file: string): void {
  const folder = path.dirname(file);
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw storeOpenProblem(file, error);
  }
  if (!canAccess(folder, constants.W_OK | constants.X_OK)) {
    throw new StoreProblem(
      `The folder ${folder} of the likes store ${file} (LIKES_DB_FILE) is not writable by this user, and SQLite keeps the store's -wal and -shm files there: give the user write access to it, or point LIKES_DB_FILE elsewhere.`,
    );
  }
}

/**
 * Whether the header says the file is shorter than the database it describes. The page
 * count at offset 28 is only valid when the change counter (24) equals the
 * version-valid-for number (92), which every SQLite since 3.7.0 keeps so.
 */
function expectedBytes(header: Buffer, pageSize: number): number | null {
  if (header.readUInt32BE(24) !== header.readUInt32BE(92)) return null;
  const pages = header.readUInt32BE(28);
  return pages > 0 ? pages * pageSize : null;
}

/**
 * Looks at LIKES_DB_FILE before SQLite opens it, because SQLite takes a 0-byte or missing
 * file for a new, empty database: a store that was emptied, cut short or swapped for another
 * file would then start every count at 0 without a word. Returns 'absent' when there is no
 * file (a new store may be created) and 'present' when the file looks like an SQLite
 * database; anything else is a StoreProblem naming the file and the way out. `use` says
 * what it is opened for: a server needs to write it and its folder, a backup only reads.
 */
export function inspectStoreFile(
  file: string,
  use: 'serve' | 'read' = 'serve',
  wording: StoreWording = servedStoreWording(file),
): 'absent' | 'present' {
  const { name, refusing } = wording;
  let stats;
  try {
    stats = statSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw storeOpenProblem(file, error);
    if (use === 'serve' && (sizeOf(`${file}-wal`) ?? 0) > 0) {
      throw new StoreProblem(
        `${name} is missing, but its write-ahead log ${file}-wal is there: the store was moved or deleted while a server used it. Put the store back, restore a backup (npm run likes:restore -- BACKUP_FILE), or move ${file}-wal away to start with no likes.`,
      );
    }
    if (use === 'serve') checkFolder(file);
    return 'absent';
  }
  if (!stats.isFile()) {
    const kind = stats.isDirectory() ? 'a folder' : 'not a regular file';
    // Never advise moving it: it may be /dev/null or a folder of other things.
    const wayOut =
      use === 'serve'
        ? "Point LIKES_DB_FILE at the likes store's file (by default .data/likes.sqlite)"
        : wording.wrongFile('moved');
    throw new StoreProblem(`${name} is ${kind}; ${refusing}. ${wayOut}.`);
  }
  const access = use === 'serve' ? constants.R_OK | constants.W_OK : constants.R_OK;
  if (!canAccess(file, access)) {
    const what = use === 'serve' ? 'read and written' : 'read';
    throw new StoreProblem(`${name} cannot be ${what} by this user. ${wording.access}.`);
  }
  if (use === 'serve') checkFolder(file);
  if (stats.size === 0) {
    throw new StoreProblem(
      `${name} is empty (0 bytes), so the likes it held are gone; ${refusing}, which would start every count at 0. ${wording.lost('empty')}.`,
    );
  }
  let header: Buffer;
  try {
    header = readHeader(file);
  } catch (error) {
    throw storeOpenProblem(file, error);
  }
  if (!header.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC.subarray(0, header.length))) {
    throw new StoreProblem(
      `${name} is not an SQLite database (it does not start with "SQLite format 3"); ${refusing}. ${wording.wrongFile('foreign')}.`,
    );
  }
  const rawPageSize = header.length >= 18 ? header.readUInt16BE(16) : 512;
  const pageSize = rawPageSize === 1 ? 65_536 : rawPageSize;
  if (pageSize < 512 || (pageSize & (pageSize - 1)) !== 0) {
    throw new StoreProblem(
      `${name} is damaged (its header gives a page size of ${rawPageSize}); ${refusing}. ${wording.lost('damaged')}.`,
    );
  }
  const expected = header.length === HEADER_BYTES ? expectedBytes(header, pageSize) : null;
  const truncated =
    header.length < HEADER_BYTES ||
    stats.size % pageSize !== 0 ||
    // A write-ahead log may still hold pages the main file lacks; SQLite replays it.
    (expected !== null && stats.size < expected && (sizeOf(`${file}-wal`) ?? 0) === 0);
  if (truncated) {
    const promised = expected === null ? '' : ` of the ${expected} its header describes`;
    throw new StoreProblem(
      `${name} is truncated (${stats.size} bytes${promised}: a copy or a disk that stopped short); ${refusing}, which would serve part of the likes. ${wording.lost('truncated')}.`,
    );
  }
  return 'present';
}
