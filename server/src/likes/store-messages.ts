// What the server's main thread and the likes store's thread say to each other
// (store-thread.ts, store-worker.ts). The store's thread posts lists of FromStore.
import type { LikeOutcome, LikesDbOptions } from './likes-db.js';

/** What the store's thread is started with (workerData). */
export interface StoreWorkerData {
  file: string;
  keys: LikesDbOptions;
  createIfMissing: boolean;
  /** How long a commit may wait for another process's write lock (SQLite's busy_timeout). */
  busyTimeoutMs: number;
}

/** An error sent across threads: its own fields only survive the trip. */
export interface SentError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
}

/** One like; `expiresAt` (ms since the epoch): not worth storing after it, nobody waits. */
export interface LikeToStore {
  id: number;
  postId: string;
  key: string;
  expiresAt: number;
}

/**
 * The likes that came in during one turn of the main thread's event loop go as one message,
 * and what the store says back during one turn of its own comes back as one list: a message
 * per like each way would cost more than the group commit saves.
 */
export type ToStore =
  | { type: 'likes'; likes: LikeToStore[] }
  /** Commit what is queued, close the store, and end. */
  | { type: 'close' };

export type FromStore =
  /** The store opened and checked out; the count of every post liked so far. */
  | { type: 'ready'; counts: [string, number][] }
  /** It did not: a StoreProblem (one line for the operator) or another error. */
  | { type: 'refused'; problem: boolean; error: SentError }
  /** The new count of each post a commit changed (before that commit's answers). */
  | { type: 'committed'; counts: [string, number][] }
  /** A like's outcome, on disk; for keys-full, when the oldest key expires and how many there are. */
  | {
      type: 'stored';
      id: number;
      outcome: LikeOutcome;
      keyCount: number;
      nextKeyExpiry: number | null;
    }
  /** A like not stored: the commit failed (`line` says why, for the log), or the store is gone. */
  | { type: 'not-stored'; id: number; reason: 'commit-failed' | 'store-gone' | 'expired' }
  /** A line for the operational log (kinds as in operational-log.ts). */
  | { type: 'problem'; kind: string; line: string }
  | { type: 'unexpected'; context: string; error: SentError }
  /** The store is closed: its last commit is in the file. */
  | { type: 'closed' };

export function sentError(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(error.stack === undefined ? {} : { stack: error.stack }),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** The error again, on this side, with its name, stack and code. */
export function receivedError(sent: SentError): Error {
  const error = new Error(sent.message);
  error.name = sent.name;
  if (sent.stack !== undefined) error.stack = sent.stack;
  if (sent.code !== undefined) Object.assign(error, { code: sent.code });
  return error;
}
