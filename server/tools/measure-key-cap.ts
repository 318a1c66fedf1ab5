// Start-up and pruning at the idempotency-key cap, measured (docs/likes.md, "Idempotency
// keys"): a store of KEYS random keys, EXPIRED of them past their retention.
//   node --import ./server/tools/register-ts.mjs server/tools/measure-key-cap.ts [keys] [expired]
// Prints: how long opening the store takes, empty and full (what start-up does with it);
// how long a whole server takes to listen on each; then, in this process, the pruner at
// work on the full store: the event loop's delay while it runs (what every request waits
// at most), its steps, and for comparison the same keys deleted in one statement, as
// before.
import Database from 'better-sqlite3';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createOperationalLog } from '../src/log/operational-log.js';
import { createKeyPruner } from '../src/likes/key-pruner.js';
import { openLikesDb, type LikesDb } from '../src/likes/likes-db.js';
import { fillLikeKeys } from './like-keys-fixture.js';
import { startLikesServer } from './spawn-likes-server.cjs';

const KEYS = Number(process.argv[2] ?? 1_000_000);
const EXPIRED = Number(process.argv[3] ?? 100_000);
const RETENTION_MS = 8 * 24 * 60 * 60 * 1000;
const RUNS = 3;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const ms = (value: number): string => `${value.toFixed(1)} ms`;

function timeOpen(file: string): number {
  const started = performance.now();
  const db = openLikesDb(file, { keyRetentionMs: RETENTION_MS, maxKeys: KEYS });
  const elapsed = performance.now() - started;
  // Closed without pruning: every run opens the same store.
  db.close();
  return elapsed;
}

async function timeServerStart(file: string): Promise<number> {
  const started = performance.now();
  const server = await startLikesServer({ dbFile: file, env: { LIKES_MAX_KEYS: String(KEYS) } });
  const elapsed = performance.now() - started;
  await server.kill();
  return elapsed;
}

/** Runs the pruner until the expired keys are gone; returns what the event loop saw. */
async function pruneWhileWatching(file: string) {
  const db = openLikesDb(file, { keyRetentionMs: RETENTION_MS, maxKeys: KEYS });
  const stepTimes: number[] = [];
  const timed: LikesDb = {
    ...db,
    pruneExpiredKeys(limit) {
      const started = performance.now();
      const removed = db.pruneExpiredKeys(limit);
      stepTimes.push(performance.now() - started);
      return removed;
    },
  };
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const target = KEYS - EXPIRED;
  const pruner = createKeyPruner(timed, {
    log: createOperationalLog(),
    firstRunAfterMs: 0,
  });
  const started = performance.now();
  delay.enable();
  pruner.start();
  while (db.keyCount() > target) await new Promise((resolve) => setTimeout(resolve, 50));
  const total = performance.now() - started;
  delay.disable();
  pruner.stop();
  db.close();
  return {
    totalMs: total,
    steps: stepTimes.length,
    stepMedianMs: median(stepTimes),
    stepWorstMs: Math.max(...stepTimes),
    loopDelayP99Ms: delay.percentile(99) / 1e6,
    loopDelayMaxMs: delay.max / 1e6,
  };
}

function deleteAtOnce(file: string): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  const started = performance.now();
  db.prepare('DELETE FROM like_keys WHERE received_at < ?').run(Date.now() - RETENTION_MS);
  const elapsed = performance.now() - started;
  db.close();
  return elapsed;
}

const dir = mkdtempSync(path.join(tmpdir(), 'measure-key-cap-'));
try {
  const full = path.join(dir, 'full.sqlite');
  const empty = path.join(dir, 'empty.sqlite');
  let started = performance.now();
  fillLikeKeys(full, { keys: KEYS, expired: EXPIRED, retentionMs: RETENTION_MS });
  openLikesDb(empty, undefined, { createIfMissing: true }).close();
  console.info(
    `store: ${KEYS} keys (${EXPIRED} expired), ${(statSync(full).size / 1e6).toFixed(0)} MB, filled in ${ms(performance.now() - started)}`,
  );
  const copy = path.join(dir, 'copy.sqlite');
  copyFileSync(full, copy);

  const openEmpty = Array.from({ length: RUNS }, () => timeOpen(empty));
  const openFull = Array.from({ length: RUNS }, () => timeOpen(full));
  console.info(
    `open the store: empty ${ms(median(openEmpty))}, full ${ms(median(openFull))} (median of ${RUNS})`,
  );

  const startEmpty: number[] = [];
  const startFull: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    startEmpty.push(await timeServerStart(empty));
    // Killed before its pruner's first run (1 s after start-up), so the store stays full.
    startFull.push(await timeServerStart(full));
  }
  console.info(
    `server listening (Node start-up included): empty ${ms(median(startEmpty))}, full ${ms(median(startFull))} (median of ${RUNS})`,
  );

  started = performance.now();
  const pruning = await pruneWhileWatching(full);
  console.info(
    `pruning ${EXPIRED} expired keys in steps: ${ms(pruning.totalMs)} in all, ${pruning.steps} steps (median ${ms(pruning.stepMedianMs)}, worst ${ms(pruning.stepWorstMs)}); event loop delay p99 ${ms(pruning.loopDelayP99Ms)}, max ${ms(pruning.loopDelayMaxMs)}`,
  );
  console.info(
    `the same keys in one DELETE, as before: the event loop blocked ${ms(deleteAtOnce(copy))}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
