import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type LiveCountStream, openLiveCountStream } from '../../tools/live-count-stream.js';
import { startLikesServer, type RunningLikesServer } from '../../tools/spawn-likes-server.cjs';

// One client tries to hold thousands of live-count streams: it gets its handful, the rest
// are refused with 429, and meanwhile another reader's page, like and stream work, and a
// like reaches every stream that was accepted. Loopback has 127/8: the attacker connects
// from 127.0.0.1, the reader from 127.0.0.2.
jest.setTimeout(120_000);

const POST = 'test-post-a';
const ATTACKER = '127.0.0.1';
const READER = '127.0.0.2';

/** One raw SSE request on its own connection from `localAddress`. */
function openStream(base: string, localAddress: string): Promise<LiveCountStream> {
  return openLiveCountStream(base, localAddress, POST);
}

/** A request from `localAddress` on its own connection: status and body. */
function fetchFrom(
  url: string,
  localAddress: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, localAddress, ...options }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'stream-flood-'));
  mkdirSync(path.join(dir, 'shell'));
  writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><title>Home</title>');
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}): Promise<RunningLikesServer> {
  return startLikesServer({
    dbFile: path.join(dir, `likes-${randomUUID()}.sqlite`),
    env: { SHELL_DIST: path.join(dir, 'shell'), ...env },
  });
}

test('2,000 streams from one address: its 8 are accepted, the rest 429, and everyone else is served', async () => {
  const server = await startServer();
  const base = server.baseUrl;
  const streams: LiveCountStream[] = [];
  try {
    const flood = (async () => {
      // In waves of 200, as fast as the machine allows, as a script would.
      for (let wave = 0; wave < 10; wave += 1) {
        streams.push(
          ...(await Promise.all(Array.from({ length: 200 }, () => openStream(base, ATTACKER)))),
        );
      }
    })();

    // Meanwhile, another reader: the page, a stream, a like.
    const page = await fetchFrom(`${base}/`, READER);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Home</title>');
    const reader = await openStream(base, READER);
    expect(reader.status).toBe(200);
    await flood;

    const accepted = streams.filter((stream) => stream.status === 200);
    const refused = streams.filter((stream) => stream.status === 429);
    expect(streams).toHaveLength(2000);
    expect(accepted).toHaveLength(8);
    expect(refused).toHaveLength(1992);
    expect(refused.every((stream) => Number(stream.retryAfter) > 0)).toBe(true);

    // With the flood's streams still open, the reader's page and like are answered...
    expect((await fetchFrom(`${base}/`, READER)).status).toBe(200);
    const liked = await fetchFrom(`${base}/api/likes/${POST}`, READER, {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(liked.status).toBe(200);
    const { count } = JSON.parse(liked.body) as { count: number };
    // ...and the like reaches every accepted stream, the reader's and the attacker's alike.
    await Promise.all([reader, ...accepted].map((stream) => stream.sees(count)));
    // The log says what happened once, not 1,992 times.
    const logLines = server.stderr().trim().split('\n');
    expect(logLines).toEqual([
      `Likes: ${ATTACKER} already holds 8 live-count streams (LIKES_STREAMS_PER_CLIENT); refusing more from it with 429`,
    ]);
    reader.close();
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
});

test('beyond LIKES_MAX_STREAMS nobody gets a new stream (503), and pages and likes are still served', async () => {
  const server = await startServer({ LIKES_MAX_STREAMS: '20' });
  const base = server.baseUrl;
  const streams: LiveCountStream[] = [];
  try {
    for (let host = 1; host <= 5; host += 1) {
      for (let i = 0; i < 6; i += 1) streams.push(await openStream(base, `127.0.0.${10 + host}`));
    }
    const statuses = streams.map((stream) => stream.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 503)).toHaveLength(10);
    expect((await openStream(base, READER)).status).toBe(503);

    expect((await fetchFrom(`${base}/`, READER)).status).toBe(200);
    const liked = await fetchFrom(`${base}/api/likes/${POST}`, READER, {
      method: 'POST',
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(liked.status).toBe(200);

    // A stream that closes frees its slot for the next reader.
    streams.find((stream) => stream.status === 200)?.close();
    let next: LiveCountStream | null = null;
    for (let attempt = 0; attempt < 50 && next?.status !== 200; attempt += 1) {
      next?.close();
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await openStream(base, READER);
    }
    expect(next?.status).toBe(200);
    next?.close();
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
  }
});
