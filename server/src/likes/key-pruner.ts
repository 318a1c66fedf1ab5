import type { OperationalLog } from '../log/operational-log.js';
import type { LikesDb } from './likes-db.js';
import { errorCode } from './store-problem.js';
import { StoreReplacedError } from './store-session.js';

export interface KeyPruner {
  /** Prunes now (soon after start-up) and then every `intervalMs`, in small steps. */
  start(): void;
  stop(): void;
}

export interface KeyPrunerOptions {
  log: OperationalLog;
  /** Keys removed per step: ~3 ms with a million stored (random keys dirty a page each). */
  stepRows?: number;
  /** Pause between steps, in which requests and group commits run. */
  pauseMs?: number;
  /** How often expired keys are looked for. */
  intervalMs?: number;
  /** The first run waits this long, so start-up does not wait for it. */
  firstRunAfterMs?: number;
}

/**
 * Forgets idempotency keys past their retention, off the request path: a step removes a
 * few keys (one short transaction), then the event loop serves requests before the next.
 * Removing 100,000 keys at once blocked every request for seconds; in steps, a request
 * waits at most one step. Keys within their retention are never removed.
 */
export function createKeyPruner(db: LikesDb, options: KeyPrunerOptions): KeyPruner {
  const stepRows = options.stepRows ?? 100;
  const pauseMs = options.pauseMs ?? 10;
  const intervalMs = options.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;

  function schedule(delayMs: number, next: () => void): void {
    timer = setTimeout(next, delayMs);
    timer.unref();
  }

  function step(): void {
    let removed: number;
    try {
      removed = db.pruneExpiredKeys(stepRows);
    } catch (error) {
      // The store watch says that one; the next start refuses the store anyway.
      if (error instanceof StoreReplacedError) return;
      options.log.problem(
        'key-prune',
        `Likes: forgetting expired idempotency keys failed (${errorCode(error) || String(error)}); trying again in ${Math.round(intervalMs / 1000)} s`,
      );
      schedule(intervalMs, step);
      return;
    }
    if (removed === stepRows) schedule(pauseMs, step);
    else schedule(intervalMs, step);
  }

  return {
    start() {
      schedule(options.firstRunAfterMs ?? 1000, step);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
