import type { Database } from 'better-sqlite3';
import { StoreProblem, servedStoreWording, type StoreWording } from './store-problem.js';
import { createSessionTable } from './store-session.js';

/** Written into the SQLite header (PRAGMA application_id): "Like". It names the file's kind. */
export const LIKES_APPLICATION_ID = 0x4c696b65;
/** PRAGMA user_version of the current layout; a newer store is refused, not misread. */
export const STORE_VERSION = 1;

/** The tables of a likes store and their columns, in order. */
const TABLES: Record<string, string[]> = {
  likes: ['post_id', 'count'],
  like_keys: ['key', 'post_id', 'received_at'],
};

export interface StoreSummary {
  posts: number;
  likes: number;
  keys: number;
}

/** Creates the tables of a new store and marks it as one. */
export function createSchema(db: Database): void {
  db.exec(`CREATE TABLE likes (
    post_id TEXT PRIMARY KEY,
    count INTEGER NOT NULL CHECK (count >= 0)
  ) STRICT`);
  db.exec(`CREATE TABLE like_keys (
    key TEXT PRIMARY KEY,
    post_id TEXT NOT NULL,
    received_at INTEGER NOT NULL
  ) STRICT`);
  db.exec('CREATE INDEX like_keys_by_age ON like_keys (received_at)');
  createSessionTable(db);
  markAsLikesStore(db);
}

/** Writes the store's kind and layout version into its header. */
export function markAsLikesStore(db: Database): void {
  db.pragma(`application_id = ${LIKES_APPLICATION_ID}`);
  db.pragma(`user_version = ${STORE_VERSION}`);
}

function userTables(db: Database): string[] {
  return db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => row.name);
}

function hasLikesTables(db: Database, tables: string[]): boolean {
  return Object.entries(TABLES).every(([table, columns]) => {
    if (!tables.includes(table)) return false;
    const found = db
      .prepare<[], { name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
      .all()
      .map((row) => row.name);
    return found.join() === columns.join();
  });
}

/**
 * Checks that an SQLite file is a likes store this server can use, and returns whether it
 * still has to be marked as one (markAsLikesStore): a store written before stores were
 * marked (application_id 0) is recognised by its tables. Any other database is refused,
 * whatever it holds. Reads only.
 */
export function checkSchema(
  db: Database,
  file: string,
  wording: StoreWording = servedStoreWording(file),
): 'marked' | 'unmarked' {
  const { name, refusing } = wording;
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const tables = userTables(db);
  if (applicationId !== LIKES_APPLICATION_ID && applicationId !== 0) {
    throw new StoreProblem(
      `${name} is an SQLite database of another application (application_id ${applicationId}), not a likes store; ${refusing}. ${wording.wrongFile('foreign')}.`,
    );
  }
  if (applicationId === 0 && tables.length === 0) {
    throw new StoreProblem(
      `${name} is an SQLite database with no tables, not a likes store; ${refusing}, which would start every count at 0. ${wording.lost('empty')}.`,
    );
  }
  if (!hasLikesTables(db, tables)) {
    throw new StoreProblem(
      `${name} is an SQLite database but not a likes store (it holds ${tables.join(', ') || 'no tables'}); ${refusing}. ${wording.wrongFile('foreign')}.`,
    );
  }
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > STORE_VERSION) {
    throw new StoreProblem(
      `${name} was written by a newer version of this server (store format ${version}, this one knows ${STORE_VERSION}); ${refusing}. Run that version, or restore a backup made by this one.`,
    );
  }
  return applicationId === 0 ? 'unmarked' : 'marked';
}

/** What a store holds, for the backup and restore commands' reports. */
export function readStoreSummary(db: Database): StoreSummary {
  const counts = db
    .prepare<[], { posts: number; likes: number | null }>(
      'SELECT count(*) AS posts, sum(count) AS likes FROM likes',
    )
    .get();
  const keys = db.prepare<[], { keys: number }>('SELECT count(*) AS keys FROM like_keys').get();
  return { posts: counts?.posts ?? 0, likes: counts?.likes ?? 0, keys: keys?.keys ?? 0 };
}
