// npm run bench:likes: throughput and latency of POST /api/likes/{id} under load, checked
// against the stored count, and the time one like takes to reach 200 live subscribers.
// The server (createApp, rate limit off, temporary database) and autocannon each run in a
// process of their own, so the load generator does not steal the server's event loop.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { startLikesServer, TEST_POST_IDS } = require('./spawn-likes-server.cjs');
const HERE = path.dirname(fileURLToPath(import.meta.url));

const [POST] = TEST_POST_IDS;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const FANOUT_LIKES = 20;

/** Runs autocannon-likes.mjs with these options (url, connections, duration or amount). */
function autocannon(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(HERE, 'autocannon-likes.mjs'),
        JSON.stringify({ connections: CONNECTIONS, ...options }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon exited ${code}`)),
    );
  });
}

async function countOf(base) {
  const res = await fetch(`${base}/api/likes/${POST}`);
  return (await res.json()).count;
}

/**
 * The count once nothing more arrives: a run stopped by time (the warm-up) leaves a like in
 * flight on each connection, which the server still stores after the run has returned. Read
 * too soon, those likes fall into the next run's difference (10 too many, CI 2026-11-28).
 */
async function settledCountOf(base) {
  let count = await countOf(base);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const again = await countOf(base);
    if (again === count) return count;
    count = again;
  }
}

function like(base) {
  return new Promise((resolve, reject) => {
    const headers = { 'Idempotency-Key': randomUUID() };
    const req = request(
      `${base}/api/likes/${POST}`,
      { method: 'POST', agent: false, headers },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve(JSON.parse(body).count));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One raw SSE connection that resolves waiters when a given count arrives. */
function subscriber(base) {
  return new Promise((resolve, reject) => {
    let seen = -1;
    let waiter = null;
    const req = request(`${base}/api/likes/${POST}/events`, { agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk) => {
        buffer += chunk;
        for (const match of buffer.matchAll(/data: \{"count":(\d+)\}\n\n/g)) {
          seen = Math.max(seen, Number(match[1]));
        }
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
        if (waiter && seen >= waiter.count) {
          waiter.resolve(performance.now());
          waiter = null;
        }
        if (seen >= 0) resolve(handle);
      });
    });
    req.on('error', reject);
    req.end();
    const handle = {
      until(count) {
        if (seen >= count) return Promise.resolve(performance.now());
        return new Promise((done) => {
          waiter = { count, resolve: done };
        });
      },
      close() {
        req.destroy();
      },
    };
  });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-likes-'));
  const server = await startLikesServer({
    dbFile: path.join(dir, 'likes.sqlite'),
    // Every subscriber comes from this one address.
    env: {
      LIKES_STREAMS_PER_CLIENT: String(SUBSCRIBERS),
      LIKES_MAX_STREAMS: String(SUBSCRIBERS),
    },
  });
  const url = `${server.baseUrl}/api/likes/${POST}`;
  try {
    // Warm-up, which also sizes the measured run: a fixed number of requests (rather than
    // a fixed time) lets every request finish, so the stored count can be checked exactly.
    const warm = await autocannon({ url, duration: 2 });
    const amount = Math.max(1000, Math.round(warm.requests.average * SECONDS));

    const before = await settledCountOf(server.baseUrl);
    const run = await autocannon({ url, amount });
    const after = await countOf(server.baseUrl);
    const ok = run['2xx'];
    const failed = run.errors + run.timeouts + run.non2xx;

    const subscribers = await Promise.all(
      Array.from({ length: SUBSCRIBERS }, () => subscriber(server.baseUrl)),
    );
    const fanout = [];
    for (let i = 0; i < FANOUT_LIKES; i += 1) {
      const start = performance.now();
      const count = await like(server.baseUrl);
      const arrivals = await Promise.all(subscribers.map((s) => s.until(count)));
      fanout.push(Math.max(...arrivals) - start);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const s of subscribers) s.close();

    const report = {
      connections: CONNECTIONS,
      requests: amount,
      seconds: Number((run.duration ?? 0).toFixed(1)),
      likesPerSecond: Math.round(run.requests.average),
      latencyMs: { p50: run.latency.p50, p99: run.latency.p99, max: run.latency.max },
      ok,
      failed,
      countAdded: after - before,
      countMatches: after - before === ok,
      fanout: {
        subscribers: SUBSCRIBERS,
        likes: FANOUT_LIKES,
        medianMs: Number(median(fanout).toFixed(2)),
        maxMs: Number(Math.max(...fanout).toFixed(2)),
      },
    };
    console.log(JSON.stringify(report, null, 2));
    if (!report.countMatches || failed > 0) {
      console.error('Stored count does not match the successful responses, or requests failed.');
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
