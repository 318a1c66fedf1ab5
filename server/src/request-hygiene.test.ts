import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLikesServer, type RunningLikesServer } from '../tools/spawn-likes-server.cjs';

// What clients do wrong, or leave half done, gets a short answer (or none, when they are
// gone) and no line in the log: malformed request targets, bodies that stop, clients that
// hang up, and a shutdown that arrives in the middle of all that.
jest.setTimeout(60_000);

const POST = 'test-post-a';

/** Writes raw bytes on a new connection; resolves with everything the server sent back. */
function raw(
  port: number,
  text: string,
  { end = true } = {},
): { socket: Socket; answer: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const answer = new Promise<string>((resolve) => {
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  socket.write(text);
  if (end) socket.end();
  return { socket, answer };
}

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
}

/** The head of a like whose body is announced as `length` bytes. */
function likeHead(length: number): string {
  return [
    `POST /api/likes/${POST} HTTP/1.1`,
    'Host: 127.0.0.1',
    `Idempotency-Key: ${randomUUID()}`,
    `Content-Length: ${length}`,
    '',
    '',
  ].join('\r\n');
}

async function countOf(base: string): Promise<number> {
  return ((await (await fetch(`${base}/api/likes/${POST}`)).json()) as { count: number }).count;
}

let dir: string;
let server: RunningLikesServer;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'request-hygiene-'));
  server = await startLikesServer({ dbFile: path.join(dir, 'likes.sqlite') });
});
afterEach(async () => {
  await server.kill();
  rmSync(dir, { recursive: true, force: true });
});

test.each([
  '//x',
  '//',
  '/\\x',
  '/\\\\evil.example/',
  '/blog\\..\\secret',
  '//api/likes/test-post-a',
])('GET %s answers 400, and nothing is logged', async (target) => {
  const { answer } = raw(server.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  expect(statusOf(await answer)).toBe(400);
  expect(server.stderr()).toBe('');
});

test('a client that hangs up in the middle of its body: no answer, no count, no log line', async () => {
  const before = await countOf(server.baseUrl);
  for (let i = 0; i < 20; i += 1) {
    const { socket, answer } = raw(server.port, `${likeHead(100)}only ten b`, { end: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    socket.destroy();
    expect(await answer).toBe('');
  }
  expect(await countOf(server.baseUrl)).toBe(before);
  expect(server.stderr()).toBe('');
});

test('a body that stops arriving is answered 408 after the body timeout, and not counted', async () => {
  const before = await countOf(server.baseUrl);
  const started = Date.now();
  const { answer } = raw(server.port, `${likeHead(100)}only ten b`, { end: false });
  const text = await answer;
  expect(statusOf(text)).toBe(408);
  expect(text).toMatch(/connection: close/i);
  expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
  expect(Date.now() - started).toBeLessThan(8000);
  expect(await countOf(server.baseUrl)).toBe(before);
  expect(server.stderr()).toBe('');
});

test('SIGTERM during a half-sent body: that like is told 503, and the server exits 0 at once', async () => {
  const { answer } = raw(server.port, `${likeHead(100)}only ten b`, { end: false });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = Date.now();
  const exit = await server.stop();
  expect(exit.code).toBe(0);
  expect(Date.now() - started).toBeLessThan(2000);
  const text = await answer;
  expect(statusOf(text)).toBe(503);
  expect(text).toMatch(/retry-after: 5/i);
  expect(server.stderr()).toBe('');
});

test('SIGTERM while a client is half-way through its headers: exit 0 within the 3 s grace', async () => {
  const { answer } = raw(server.port, `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow:`, {
    end: false,
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = Date.now();
  const exit = await server.stop();
  expect(exit.code).toBe(0);
  expect(Date.now() - started).toBeLessThan(4500);
  await answer;
});
