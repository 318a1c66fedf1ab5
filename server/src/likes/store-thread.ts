import { Worker } from 'node:worker_threads';
import type { OperationalLog } from '../log/operational-log.js';
import type { LikeOutcome, LikeRequest, LikesDbOptions } from './likes-db.js';
import {
  receivedError,
  type FromStore,
  type LikeToStore,
  type StoreWorkerData,
  type ToStore,
} from './store-messages.js';
import { StoreProblem } from './store-problem.js';

export interface StoreThreadOptions {
  file: string;
  keys: LikesDbOptions;
  /** Whether a missing store is created empty (LIKES_CREATE_STORE=1); else it is refused. */
  createIfMissing: boolean;
  /**
   * How long a like waits for its commit before it is answered 503 (the browser sends it
   * again with its key, so it counts once whatever happened). Also how long a commit waits
   * for another process's write lock.
   */
  commitWaitMs: number;
  log: OperationalLog;
  /** The new count of each post a commit changed, before that commit's likes are answered. */
  onCommitted(counts: ReadonlyMap<string, number>): void;
}

export type StoreAnswer =
  /** On disk. For keys-full: the keys stored and when the oldest expires. */
  | { kind: 'stored'; outcome: LikeOutcome; keyCount: number; nextKeyExpiry: number | null }
  /**
   * Not stored, or not known to be in time: the commit failed, the store file is gone, the
   * commit did not come within commitWaitMs (it may still land: the retry finds its key),
   * or the store's thread has ended.
   */
  | { kind: 'not-stored'; reason: 'commit-failed' | 'store-gone' | 'timed-out' | 'stopped' };

export interface StoreThread {
  /** The post's count as of the last commit: from memory, never waiting for the store. */
  count(postId: string): number;
  /** Stores one like (group commit, fsync) and says how it went, within commitWaitMs. */
  add(like: LikeRequest): Promise<StoreAnswer>;
  /** Commits what is queued, checkpoints and closes the store, and ends the thread. */
  close(): Promise<void>;
}

// The worker's file beside this one: the build's JavaScript, or store-worker.ts itself when
// the tests run the sources through their loader (server/tools/register-ts.mjs).
const WORKER_FILE = new URL(
  `./store-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/**
 * Opens the likes store in a thread of its own (store-worker.ts) and answers counts from
 * memory: another process holding the store's write lock, or a disk that stalls, holds up
 * likes, never the pages and counts the main thread serves. Refuses (rejects with a
 * StoreProblem) a store the start-up checks refuse.
 */
export function startStoreThread(options: StoreThreadOptions): Promise<StoreThread> {
  const workerData: StoreWorkerData = {
    file: options.file,
    keys: options.keys,
    createIfMissing: options.createIfMissing,
    busyTimeoutMs: options.commitWaitMs,
  };
  const worker = new Worker(WORKER_FILE, { workerData });
  const counts = new Map<string, number>();
  const waiting = new Map<number, (answer: StoreAnswer) => void>();
  let nextId = 0;
  let ended = false;
  let closing = false;
  /** Likes of this turn, sent together at its end. */
  let outbox: LikeToStore[] = [];
  function flush(): void {
    worker.postMessage({ type: 'likes', likes: outbox } satisfies ToStore);
    outbox = [];
  }

  function settle(id: number, answer: StoreAnswer): void {
    const resolve = waiting.get(id);
    if (!resolve) return; // answered already (timed out)
    waiting.delete(id);
    resolve(answer);
  }

  function onMessage(message: FromStore): void {
    switch (message.type) {
      case 'committed': {
        const changed = new Map(message.counts);
        for (const [postId, count] of changed) counts.set(postId, count);
        options.onCommitted(changed);
        return;
      }
      case 'stored':
        settle(message.id, {
          kind: 'stored',
          outcome: message.outcome,
          keyCount: message.keyCount,
          nextKeyExpiry: message.nextKeyExpiry,
        });
        return;
      case 'not-stored':
        if (message.reason !== 'expired') {
          settle(message.id, { kind: 'not-stored', reason: message.reason });
        }
        return;
      case 'problem':
        options.log.problem(message.kind, message.line);
        return;
      case 'unexpected':
        options.log.unexpected(message.context, receivedError(message.error));
        return;
      default:
    }
  }

  const thread: StoreThread = {
    count: (postId) => counts.get(postId) ?? 0,
    add(like) {
      if (ended || closing) return Promise.resolve({ kind: 'not-stored', reason: 'stopped' });
      nextId += 1;
      const id = nextId;
      return new Promise<StoreAnswer>((resolve) => {
        const timer = setTimeout(() => {
          options.log.problem(
            'store-slow',
            `Likes: a like waited ${options.commitWaitMs / 1000} s for its commit to ${options.file} (LIKES_COMMIT_WAIT_MS): another process holds the store's write lock (fuser ${options.file}), or its disk is slow or stalled. Such likes are answered 503 and sent again by browsers; pages and counts are not held up.`,
          );
          settle(id, { kind: 'not-stored', reason: 'timed-out' });
        }, options.commitWaitMs);
        waiting.set(id, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
        if (outbox.length === 0) setImmediate(flush);
        outbox.push({
          id,
          postId: like.postId,
          key: like.key,
          expiresAt: Date.now() + options.commitWaitMs,
        });
      });
    },
    async close() {
      if (ended) return;
      closing = true;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      if (outbox.length > 0) flush();
      worker.postMessage({ type: 'close' } satisfies ToStore);
      await exited;
    },
  };

  return new Promise<StoreThread>((resolve, reject) => {
    let ready = false;
    worker.on('message', (messages: FromStore[]) => messages.forEach(receive));
    function receive(message: FromStore): void {
      if (ready) {
        onMessage(message);
      } else if (message.type === 'ready') {
        ready = true;
        for (const [postId, count] of message.counts) counts.set(postId, count);
        resolve(thread);
      } else if (message.type === 'refused') {
        const error = receivedError(message.error);
        reject(message.problem ? new StoreProblem(error.message) : error);
      } else {
        onMessage(message);
      }
    }
    worker.on('error', (error) => {
      if (ready) options.log.unexpected('running the likes store', error);
      else reject(error);
    });
    worker.on('exit', (code) => {
      ended = true;
      if (!ready) {
        reject(new Error(`The likes store's thread ended (exit code ${code}) before it was ready`));
        return;
      }
      if (!closing) {
        options.log.problem(
          'store-thread',
          `Likes: the store's thread ended (exit code ${code}); likes are answered 503 until the server is restarted. Pages and counts are still served.`,
        );
      }
      for (const id of [...waiting.keys()]) settle(id, { kind: 'not-stored', reason: 'stopped' });
    });
  });
}
