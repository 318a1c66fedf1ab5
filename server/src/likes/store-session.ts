// Which server session the store's file belongs to, so that a file replaced under a running
// server (cp keeps the inode) and a -wal that was not written for the file beside it are
// told apart from the store (docs/decisions/025-the-store-is-the-file-the-server-opened.md).
//
// Each session writes a random id into a row of its own (one fixed-size blob, overwritten
// in place on one page) with every write transaction, so every write-ahead log the session
// leaves holds that page; the main file gets it at a checkpoint. The row also names the
// session whose id the main file held when this one began (its base). A -wal belongs to the
// main file beside it when that file holds the id or the base of the log's newest row.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { newestReplayedFrame } from './wal-frames.js';

/** 0xff never occurs in a key, a post id or a record header: no like can spell a stamp. */
const MAGIC = Buffer.from([0xff, 0x4c, 0x69, 0x6b, 0x65, 0x53, 0x65, 0xff]);
const ID_BYTES = 16;
/** magic, session id, base id (zeros: none), sequence, its page: never resized, never moved. */
const STAMP_BYTES = MAGIC.length + 2 * ID_BYTES + 8 + 4;
const NO_ID = Buffer.alloc(ID_BYTES);

export const SESSION_TABLE = 'store_session';

interface Stamp {
  session: Buffer;
  /** The session id the main file held when this session began; null when none. */
  base: Buffer | null;
  sequence: bigint;
  /** The page the stamp lives on (the session table's root page). */
  page: number;
}

function encode({ session, base, sequence, page }: Stamp): Buffer {
  const stamp = Buffer.alloc(STAMP_BYTES);
  let at = MAGIC.copy(stamp, 0);
  at += session.copy(stamp, at);
  at += (base ?? NO_ID).copy(stamp, at);
  at = stamp.writeBigUInt64BE(sequence, at);
  stamp.writeUInt32BE(page, at);
  return stamp;
}

/** The stamp in `bytes` (a page, or the row's value), or null when it holds none. */
function decode(bytes: Buffer): Stamp | null {
  const start = bytes.indexOf(MAGIC);
  if (start < 0 || bytes.length < start + STAMP_BYTES) return null;
  const at = start + MAGIC.length;
  const base = Buffer.from(bytes.subarray(at + ID_BYTES, at + 2 * ID_BYTES));
  return {
    session: Buffer.from(bytes.subarray(at, at + ID_BYTES)),
    base: base.equals(NO_ID) ? null : base,
    sequence: bytes.readBigUInt64BE(at + 2 * ID_BYTES),
    page: bytes.readUInt32BE(at + 2 * ID_BYTES + 8),
  };
}

function newStamp(page: number, base: Buffer | null = null): Stamp {
  return { session: randomBytes(ID_BYTES), base, sequence: 0n, page };
}

function sessionTablePage(db: Database): number {
  const page = db
    .prepare<[string], { rootpage: number }>('SELECT rootpage FROM sqlite_schema WHERE name = ?')
    .get(SESSION_TABLE)?.rootpage;
  if (!page) throw new Error(`the likes store has no ${SESSION_TABLE} table`);
  return page;
}

/** Creates the session table of a store, with a first row (inside a write transaction). */
export function createSessionTable(db: Database): void {
  db.exec(`CREATE TABLE ${SESSION_TABLE} (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    stamp BLOB NOT NULL CHECK (length(stamp) = ${STAMP_BYTES})
  ) STRICT`);
  db.prepare(`INSERT INTO ${SESSION_TABLE} (id, stamp) VALUES (1, ?)`).run(
    encode(newStamp(sessionTablePage(db))),
  );
}

function hasSessionTable(db: Database): boolean {
  return (
    db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table' AND name = ?",
      )
      .get(SESSION_TABLE)?.n === 1
  );
}

/** The stamp SQLite serves (the -wal's, when the log holds its page). */
function readStamp(db: Database): Stamp | null {
  if (!hasSessionTable(db)) return null;
  const row = db
    .prepare<[], { stamp: Buffer }>(`SELECT stamp FROM ${SESSION_TABLE} WHERE id = 1`)
    .get();
  return row ? decode(row.stamp) : null;
}

/**
 * The stamp on `page` of the main file itself, read from its bytes, not through SQLite
 * (which would serve the -wal's newer page): null when that page holds none (the table is
 * still only in the -wal, or the file is another one); 'cut' when the file ends before that
 * page although its header says it goes on (a file cut short: quick_check tells that).
 */
function stampInMainFile(file: string, page: number, pageSize: number): Stamp | null | 'cut' {
  const bytes = Buffer.alloc(pageSize);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, bytes, 0, pageSize, (page - 1) * pageSize);
    if (read < pageSize) return headerPages(fd) >= page ? 'cut' : null;
  } finally {
    closeSync(fd);
  }
  const stamp = decode(bytes);
  return stamp?.page === page ? stamp : null;
}

/** The database's size in pages by its header, 0 when the header does not say (or is stale). */
function headerPages(fd: number): number {
  const header = Buffer.alloc(100);
  if (readSync(fd, header, 0, 100, 0) < 100) return 0;
  // Valid only while the change counter equals the version-valid-for number.
  return header.readUInt32BE(24) === header.readUInt32BE(92) ? header.readUInt32BE(28) : 0;
}

/** The session id the main file holds on `page`, or null. */
function sessionInMainFile(file: string, page: number, pageSize: number): Buffer | null {
  const stamp = stampInMainFile(file, page, pageSize);
  return stamp === null || stamp === 'cut' ? null : stamp.session;
}

const same = (a: Buffer | null, b: Buffer | null): boolean =>
  a === null || b === null ? a === b : a.equals(b);

/**
 * Whether the -wal beside `file` was written for it. Read from the bytes of both, before
 * SQLite opens them: replayed onto another file, a log may make a database SQLite cannot
 * read at all, or one it reads without a fault. A log written before stores had sessions
 * cannot be judged and passes (quick_check still runs after this).
 */
export function walBelongsToFile(file: string): boolean {
  const newest = newestReplayedFrame(`${file}-wal`, (page, data) => {
    const stamp = decode(data);
    return stamp?.page === page ? stamp : null;
  });
  if (!newest) return true;
  const { found: logged, pageSize } = newest;
  const inFile = stampInMainFile(file, logged.page, pageSize);
  if (inFile === 'cut') return true;
  const session = inFile?.session ?? null;
  return same(session, logged.session) || same(session, logged.base);
}

/**
 * Gives a copy of a store (a backup, a restored store) a session id of its own, so that it
 * is never taken for the file it was copied from: put over that file, beside that file's
 * -wal, it is refused instead of replayed.
 */
export function giveOwnSession(db: Database): void {
  if (!hasSessionTable(db)) return;
  db.prepare(`UPDATE ${SESSION_TABLE} SET stamp = ? WHERE id = 1`).run(
    encode(newStamp(sessionTablePage(db))),
  );
}

export interface StoreSession {
  /** Writes this session's stamp; called inside every write transaction. */
  stamp(): void;
  /**
   * Whether the main file at the store's path still holds this session's store: 'replaced'
   * when it holds another's (or, once it held ours, none); 'unknown' while our stamp has
   * not reached it yet (a checkpoint puts it there) or it cannot be read (gone: the store
   * watch says so).
   */
  mainFile(): 'ours' | 'replaced' | 'unknown';
}

/**
 * Starts this connection's session on the store at `file`: a new id, based on the id the
 * main file holds now, written and checkpointed (PASSIVE: a reader is never waited for)
 * before the store serves.
 */
export function beginSession(db: Database, file: string): StoreSession {
  db.transaction(() => {
    if (!hasSessionTable(db)) createSessionTable(db);
  })();
  const page = sessionTablePage(db);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const sequence = readStamp(db)?.sequence ?? 0n;
  const current: Stamp = {
    ...newStamp(page, sessionInMainFile(file, page, pageSize)),
    sequence,
  };
  const update = db.prepare<[Buffer]>(`UPDATE ${SESSION_TABLE} SET stamp = ? WHERE id = 1`);
  /** Whether the main file has held one of this session's ids since it began. */
  let seenOurs = current.base !== null;

  function stamp(): void {
    current.sequence += 1n;
    update.run(encode(current));
  }

  function readMainFile(): Buffer | null | 'unreadable' {
    try {
      return sessionInMainFile(file, page, pageSize);
    } catch {
      return 'unreadable';
    }
  }

  function judge(inFile: Buffer | null | 'unreadable'): 'ours' | 'replaced' | 'unknown' {
    if (inFile === 'unreadable') return 'unknown';
    if (inFile === null) return seenOurs ? 'replaced' : 'unknown';
    if (inFile.equals(current.session)) {
      // The file holds this session's id for good: later stamps name it as their base.
      current.base = current.session;
      seenOurs = true;
      return 'ours';
    }
    if (current.base !== null && inFile.equals(current.base)) return 'ours';
    return 'replaced';
  }

  db.transaction(stamp)();
  db.pragma('wal_checkpoint(PASSIVE)');
  judge(readMainFile());

  return {
    stamp,
    mainFile() {
      const first = judge(readMainFile());
      // A checkpoint of another process (Litestream) may be writing that page this instant.
      return first === 'replaced' ? judge(readMainFile()) : first;
    },
  };
}

/** A write refused, or not acknowledged, because the store's file holds another store now. */
export class StoreReplacedError extends Error {
  constructor(file: string) {
    super(`The likes store ${file} was replaced by another file's content while it was open`);
    this.name = 'StoreReplacedError';
  }
}
