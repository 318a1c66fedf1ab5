// A flood of live-count streams, measured against the real server (docs/operations.md,
// "Live-count streams"): one address opens ATTEMPTS streams as fast as it can, then many
// addresses together try to hold more than the server's cap; meanwhile another reader loads
// a page, likes and watches its own stream.
//   node --import ./server/tools/register-ts.mjs server/tools/flood-streams.ts [attempts]
// Prints the statuses the flood got, how the other reader's requests fared (latency, as
// seen from this process, which is busy opening the flood too), the server's memory and
// open descriptors, and whether the like reached every open stream.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type LiveCountStream, openLiveCountStream } from './live-count-stream.js';
import { startLikesServer } from './spawn-likes-server.cjs';

const ATTEMPTS = Number(process.argv[2] ?? 20_000);
const WAVE = 500;
const POST = 'test-post-a';
const READER = '127.0.0.2';

type Stream = Pick<LiveCountStream, 'status' | 'sees' | 'close'>;

/** A stream from `localAddress`; one whose connection failed counts as status 0. */
function openStream(base: string, localAddress: string): Promise<Stream> {
  return openLiveCountStream(base, localAddress, POST).catch(() => ({
    status: 0,
    sees: () => Promise.resolve(),
    close: () => {},
  }));
}

/** One request from the other reader, on a connection of its own (no keep-alive race). */
function timed(
  url: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number | string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = request(url, { agent: false, localAddress: READER, ...options }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? 'error', ms: performance.now() - started }),
    );
    req.end();
  });
}

function serverUsage(pid: number | undefined): string {
  if (pid === undefined) return 'unknown';
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  const descriptors = readdirSync(`/proc/${pid}/fd`).length;
  return `RSS ${(Number(rss) / 1024).toFixed(0)} MB, ${descriptors} open descriptors`;
}

function tally(streams: Stream[]): string {
  const counts = new Map<number, number>();
  for (const stream of streams) counts.set(stream.status, (counts.get(stream.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} x ${status || 'error'}`).join(', ');
}

const dir = mkdtempSync(path.join(tmpdir(), 'flood-streams-'));
mkdirSync(path.join(dir, 'shell'));
writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>Home</title>');
const server = await startLikesServer({
  dbFile: path.join(dir, 'likes.sqlite'),
  env: { SHELL_DIST: path.join(dir, 'shell') },
});
const streams: Stream[] = [];
const readerTimes: number[] = [];
try {
  console.info(`server ${server.baseUrl}, at rest: ${serverUsage(server.pid)}`);
  let flooding = true;
  const readerFailures: string[] = [];
  const reader = (async () => {
    // The other reader, all along: its page and a like, one after the other.
    while (flooding) {
      const page = await timed(`${server.baseUrl}/`);
      const like = await timed(`${server.baseUrl}/api/likes/test-post-b`, {
        method: 'POST',
        headers: { 'Idempotency-Key': randomUUID() },
      });
      for (const [what, answer] of [
        ['page', page],
        ['like', like],
      ] as const) {
        if (answer.status === 200) readerTimes.push(answer.ms);
        else readerFailures.push(`${what}: ${answer.status}`);
      }
    }
  })();

  let started = performance.now();
  const fromOne: Stream[] = [];
  for (let sent = 0; sent < ATTEMPTS; sent += WAVE) {
    const wave = Math.min(WAVE, ATTEMPTS - sent);
    fromOne.push(
      ...(await Promise.all(
        Array.from({ length: wave }, () => openStream(server.baseUrl, '127.0.0.1')),
      )),
    );
  }
  streams.push(...fromOne);
  console.info(
    `${ATTEMPTS} streams from one address in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tally(fromOne)}`,
  );

  started = performance.now();
  const fromMany: Stream[] = [];
  // 1,016 addresses (127.0.3.1 to 127.0.6.254), 8 each: 8,128 attempts, more than the
  // default cap (a quarter of the descriptor limit, at most 5,000).
  for (let net = 3; net <= 6; net += 1) {
    for (let host = 1; host <= 254; host += 1) {
      fromMany.push(
        ...(await Promise.all(
          Array.from({ length: 8 }, () => openStream(server.baseUrl, `127.0.${net}.${host}`)),
        )),
      );
    }
  }
  streams.push(...fromMany);
  console.info(
    `${fromMany.length} streams from 1,016 addresses in ${((performance.now() - started) / 1000).toFixed(1)} s: ${tally(fromMany)}`,
  );
  console.info(`server with the streams open: ${serverUsage(server.pid)}`);

  flooding = false;
  await reader;
  readerTimes.sort((a, b) => a - b);
  console.info(
    `the other reader meanwhile (from ${READER}, a new connection each): ${readerTimes.length} pages and likes answered 200, median ${readerTimes[readerTimes.length >> 1]?.toFixed(1)} ms, worst ${readerTimes.at(-1)?.toFixed(1)} ms; failed: ${readerFailures.length === 0 ? 'none' : readerFailures.join(', ')}`,
  );

  const watcher = await openStream(server.baseUrl, READER);
  const open = streams.filter((stream) => stream.status === 200);
  const like = await fetch(`${server.baseUrl}/api/likes/${POST}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const { count } = (await like.json()) as { count: number };
  started = performance.now();
  // With the cap reached, the reader's own new stream is refused (503): its page shows the
  // count it reads once, and its client tries again later.
  const watching = watcher.status === 200 ? [...open, watcher] : open;
  await Promise.all(watching.map((stream) => stream.sees(count)));
  console.info(
    `a like reached all ${watching.length} open streams in ${(performance.now() - started).toFixed(1)} ms (a new stream for the other reader: ${watcher.status})`,
  );
  watcher.close();
  console.info(`server log:\n${server.stderr().trim()}`);
} finally {
  for (const stream of streams) stream.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
