// The likes store's own thread (started by store-thread.ts): every SQLite call of the
// server runs here. A call waits for what SQLite waits for (another process's write lock, up
// to busy_timeout; an fsync on a slow or frozen disk) and, better-sqlite3 being synchronous,
// blocks the thread that made it. Here, that holds up likes only; the main thread goes on
// serving pages and counts.
import { parentPort, workerData } from 'node:worker_threads';
import type { OperationalLog } from '../log/operational-log.js';
import { createGroupCommit } from './group-commit.js';
import { createKeyPruner } from './key-pruner.js';
import { openLikesDb, type LikesDb } from './likes-db.js';
import {
  sentError,
  type FromStore,
  type LikeToStore,
  type StoreWorkerData,
  type ToStore,
} from './store-messages.js';
import { StoreProblem, commitFailureLine } from './store-problem.js';
import { StoreReplacedError } from './store-session.js';
import { watchStoreFile } from './store-watch.js';

/** How often a store with no likes coming in is looked for (deleted, replaced, overwritten). */
const STORE_WATCH_INTERVAL_MS = 10_000;

if (!parentPort) throw new Error('store-worker.ts runs as a worker thread (store-thread.ts)');
const port = parentPort;
const data = workerData as StoreWorkerData;
/** What goes to the main thread at the end of this turn, in order, as one message. */
let outbox: FromStore[] = [];
function flush(): void {
  if (outbox.length === 0) return;
  port.postMessage(outbox);
  outbox = [];
}
function send(message: FromStore): void {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(message);
}

/** The main thread's log, through messages: it holds back repeats. */
const log: OperationalLog = {
  problem: (kind, line) => send({ type: 'problem', kind, line }),
  unexpected: (context, error) => send({ type: 'unexpected', context, error: sentError(error) }),
  flush: () => undefined,
};

/** The store, opened and checked; null (and the main thread told why) when it is refused. */
function open(): LikesDb | null {
  try {
    return openLikesDb(data.file, data.keys, {
      createIfMissing: data.createIfMissing,
      busyTimeoutMs: data.busyTimeoutMs,
    });
  } catch (error) {
    send({ type: 'refused', problem: error instanceof StoreProblem, error: sentError(error) });
    flush();
    port.close();
    return null;
  }
}

function serve(db: LikesDb): void {
  const store = watchStoreFile(data.file, () => db.fileReplaced());
  /** Whether the store is still where it was opened; logs (one line a minute) when not. */
  function storeThere(options?: { content: boolean }): boolean {
    const problem = store.problem(options);
    if (problem !== null) log.problem('store-gone', problem);
    return problem === null;
  }
  const storeWatch = setInterval(storeThere, STORE_WATCH_INTERVAL_MS);
  const writer = createGroupCommit(db, {
    onCommitted(counts) {
      send({ type: 'committed', counts: [...counts] });
    },
  });
  const pruner = createKeyPruner(db, { log });
  pruner.start();

  function like(message: LikeToStore): void {
    const { id } = message;
    // Its answer was given already (503) while this thread waited: storing it now would
    // only be found by the like's retry, which stores it anyway.
    if (Date.now() > message.expiresAt) {
      send({ type: 'not-stored', id, reason: 'expired' });
      return;
    }
    // The file's content is read before and after the commit (LikesDb): not once per like.
    if (!storeThere({ content: false })) {
      send({ type: 'not-stored', id, reason: 'store-gone' });
      return;
    }
    writer.add({ postId: message.postId, key: message.key }).then(
      (outcome) => {
        const full = outcome.kind === 'keys-full';
        send({
          type: 'stored',
          id,
          outcome,
          keyCount: full ? db.keyCount() : 0,
          nextKeyExpiry: full ? db.nextKeyExpiry() : null,
        });
      },
      (error: unknown) => {
        if (error instanceof StoreReplacedError) {
          storeThere();
          send({ type: 'not-stored', id, reason: 'store-gone' });
          return;
        }
        log.problem('commit', commitFailureLine(data.file, error));
        send({ type: 'not-stored', id, reason: 'commit-failed' });
      },
    );
  }

  function close(): void {
    clearInterval(storeWatch);
    pruner.stop();
    writer.flush();
    try {
      db.close();
    } catch (error) {
      log.unexpected('closing the likes store', error);
    }
    // The answers of the last group (promise callbacks) go out before the thread ends.
    setImmediate(() => {
      send({ type: 'closed' });
      flush();
      port.close();
    });
  }

  port.on('message', (message: ToStore) => {
    if (message.type === 'likes') message.likes.forEach(like);
    else close();
  });
  send({ type: 'ready', counts: [...db.counts()] });
}

const db = open();
if (db) serve(db);
