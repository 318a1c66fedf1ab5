import { existsSync, rmSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import {
  StoreProblem,
  servedStoreWording,
  storeOpenProblem,
  type StoreWording,
} from './store-problem.js';
import { checkSchema } from './store-schema.js';
import { walBelongsToFile } from './store-session.js';

/** The first of quick_check's findings, without its "*** in database main ***" heading. */
function firstFinding(result: unknown): string {
  const lines = String(result)
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('***'));
  return (lines[0] ?? String(result)).slice(0, 200);
}

function walBytes(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

/**
 * Reads a store that is there through a read-only connection, its leftover write-ahead log
 * included (as SQLite replays it for every reader), and refuses it unless it is a likes
 * store whose every page checks out (PRAGMA quick_check: each B-tree's pages, cells and
 * free list, without the index-to-table cross-check of integrity_check). A -wal that was
 * not written for the file beside it (store-session.ts), a store cut short beside its -wal,
 * or an older copy under another store's -wal, fails here; opening it read-write first
 * would fold that log into the file and lose the evidence. Returns whether it still has to
 * be marked as a likes store (checkSchema).
 */
export function checkStoreSound(
  file: string,
  wording: StoreWording = servedStoreWording(file),
): 'marked' | 'unmarked' {
  // A reader of a store in WAL mode creates its -wal and -shm files; a refused store is left
  // as it was found.
  if (walBytes(file) > 0 && !walBelongsToFile(file)) throw foreignWal(file, wording);
  const created = ['-wal', '-shm'].filter((suffix) => !existsSync(`${file}${suffix}`));
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const marked = checkSchema(db, file, wording);
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw damaged(file, wording, firstFinding(check));
    return marked;
  } catch (error) {
    db?.close();
    if (walBytes(file) === 0)
      for (const suffix of created) rmSync(`${file}${suffix}`, { force: true });
    const problem = storeOpenProblem(file, error, wording);
    if (problem instanceof StoreProblem) throw problem;
    throw error;
  } finally {
    db?.close();
  }
}

function damaged(file: string, wording: StoreWording, finding: string): StoreProblem {
  const wal = walBytes(file) > 0;
  const why = wal
    ? ` with the write-ahead log ${file}-wal beside it (a store cut short, or a copy put over a stopped store's -wal)`
    : '';
  return new StoreProblem(
    `${wording.name} is damaged${why} (SQLite quick_check: ${finding}); ${wording.refusing}. ${wording.lost('damaged', wal)}.`,
  );
}

/**
 * A young store's -wal may hold every page of it: SQLite then replays it over any file put
 * in its place and serves the old store as if it were the new file, and quick_check passes.
 */
function foreignWal(file: string, wording: StoreWording): StoreProblem {
  return new StoreProblem(
    `${wording.name} has a write-ahead log ${file}-wal that was not written for it: the file was replaced (a copy or backup put in place with cp) after the server that wrote the log stopped or was killed, and SQLite would replay that log onto it and serve a mix of two stores; ${wording.refusing}. To serve the file as it is, move the log away (mv ${file}-wal ${file}.foreign-wal: its likes belong to the store that was overwritten), or restore a backup (npm run likes:restore -- BACKUP_FILE), which moves it aside.`,
  );
}
