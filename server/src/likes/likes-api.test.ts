import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  startLikesServer,
  TEST_POST_IDS,
  type RunningLikesServer,
} from '../../scripts/spawn-likes-server.cjs';

// Real HTTP against the real server process: every refused request must leave the count
// exactly where it was.
jest.setTimeout(30_000);

const [POST, OTHER_POST, THIRD_POST] = TEST_POST_IDS;
let dir: string;
let server: RunningLikesServer;

async function countOf(base: string, postId = POST): Promise<number> {
  const res = await fetch(`${base}/api/likes/${postId}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { count: number };
  return body.count;
}

async function expectJsonError(res: Response, status: number): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('cache-control')).toBe('no-store');
  const body = (await res.json()) as { error: unknown };
  expect(typeof body.error).toBe('string');
  expect(String(body.error).length).toBeGreaterThan(5);
}

/** Sends a chunked body (no Content-Length), as a client streaming it would. */
function postChunked(base: string, chunks: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}/api/likes/${POST}`, { method: 'POST' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'likes-api-'));
  server = await startLikesServer({ dbFile: path.join(dir, 'likes.sqlite') });
});

afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('valid requests', () => {
  test('GET answers 0 for a post never liked, POST answers the count after the like', async () => {
    const base = server.baseUrl;
    expect(await countOf(base, OTHER_POST)).toBe(0);
    const first = await fetch(`${base}/api/likes/${OTHER_POST}`, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ count: 1 });
    const second = await fetch(`${base}/api/likes/${OTHER_POST}`, {
      method: 'POST',
      body: 'x'.repeat(1024),
    });
    expect(await second.json()).toEqual({ count: 2 });
    expect(await countOf(base, OTHER_POST)).toBe(2);
  });

  test('HEAD answers like GET without a body', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('200 concurrent likes add exactly 200', async () => {
    const before = await countOf(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        fetch(`${server.baseUrl}/api/likes/${POST}`, { method: 'POST' }).then((r) => r.status),
      ),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await countOf(server.baseUrl)).toBe(before + 200);
  });

  test('the event stream starts with the current count and pushes each like', async () => {
    const base = server.baseUrl;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/likes/${THIRD_POST}/events`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    if (!res.body) throw new Error('The event stream has no body');
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    async function readUntil(fragment: string): Promise<void> {
      while (!text.includes(fragment)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`Stream ended before ${fragment}`);
        text += decoder.decode(value, { stream: true });
      }
    }
    await readUntil('data: {"count":0}\n\n');
    await fetch(`${base}/api/likes/${THIRD_POST}`, { method: 'POST' });
    await readUntil('data: {"count":1}\n\n');
    controller.abort();
  });
});

describe('refused requests leave the count unchanged', () => {
  let before: number;
  beforeEach(async () => {
    before = await countOf(server.baseUrl);
  });
  afterEach(async () => {
    expect(await countOf(server.baseUrl)).toBe(before);
  });

  test.each([
    ['POST', '/api/likes/unknown-post'],
    ['GET', '/api/likes/unknown-post'],
    ['GET', '/api/likes/unknown-post/events'],
  ])('%s %s: 404 for an unknown post id', async (method, url) => {
    await expectJsonError(await fetch(`${server.baseUrl}${url}`, { method }), 404);
  });

  test.each([
    '/api/likes',
    '/api/likes/',
    '/api/likes//events',
    `/api/likes/${POST}/`,
    `/api/likes/${POST}/other`,
    `/api/likes/${POST}/events/more`,
    '/api/likes/a/b/c',
    '/api/likes/%E0%A4%A',
  ])('POST %s: 404 for a malformed path', async (url) => {
    await expectJsonError(await fetch(`${server.baseUrl}${url}`, { method: 'POST' }), 404);
  });

  test.each([
    ['PUT', `/api/likes/${POST}`, 'GET, HEAD, POST'],
    ['DELETE', `/api/likes/${POST}`, 'GET, HEAD, POST'],
    ['PATCH', `/api/likes/${POST}`, 'GET, HEAD, POST'],
    ['POST', `/api/likes/${POST}/events`, 'GET'],
  ])('%s %s: 405 with Allow', async (method, url, allow) => {
    const res = await fetch(`${server.baseUrl}${url}`, { method });
    expect(res.headers.get('allow')).toBe(allow);
    await expectJsonError(res, 405);
  });

  test('413 for a body over 1 KB declared by Content-Length', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      body: 'x'.repeat(1025),
    });
    await expectJsonError(res, 413);
  });

  test('413 for a streamed body that grows over 1 KB', async () => {
    expect(await postChunked(server.baseUrl, ['x'.repeat(800), 'y'.repeat(800)])).toBe(413);
  });
});

describe('Idempotency-Key', () => {
  const likeWithKey = (key: string, postId = POST) =>
    fetch(`${server.baseUrl}/api/likes/${postId}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    });

  test('the same key twice counts once; the replay answers 200 with the count, marked', async () => {
    const before = await countOf(server.baseUrl);
    const first = await likeWithKey('api-test-key-1');
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await first.json()).toEqual({ count: before + 1 });
    const again = await likeWithKey('api-test-key-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual({ count: before + 1 });
    expect(await countOf(server.baseUrl)).toBe(before + 1);
  });

  test('20 concurrent sends of one key count once', async () => {
    const before = await countOf(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => likeWithKey('api-test-key-2').then((r) => r.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await countOf(server.baseUrl)).toBe(before + 1);
  });

  test('a key already used for another post: 422, nothing counted', async () => {
    await likeWithKey('api-test-key-3', OTHER_POST);
    const before = await countOf(server.baseUrl);
    await expectJsonError(await likeWithKey('api-test-key-3'), 422);
    expect(await countOf(server.baseUrl)).toBe(before);
  });

  test.each(['short', 'x'.repeat(65), 'has spaces in it', 'key/with/slash', 'ключ-ключ-ключ'])(
    'a malformed key %p: 400, nothing counted',
    async (key) => {
      const before = await countOf(server.baseUrl);
      const res = await new Promise<number>((resolve, reject) => {
        // fetch refuses non-ASCII header values itself; a raw request sends them anyway.
        const req = request(
          `${server.baseUrl}/api/likes/${POST}`,
          { method: 'POST', headers: { 'Idempotency-Key': Buffer.from(key).toString('latin1') } },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(res).toBe(400);
      expect(await countOf(server.baseUrl)).toBe(before);
    },
  );

  test('two keys in one request (a repeated header): 400', async () => {
    const before = await countOf(server.baseUrl);
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      headers: [
        ['Idempotency-Key', 'api-test-key-4'],
        ['Idempotency-Key', 'api-test-key-5'],
      ],
    });
    await expectJsonError(res, 400);
    expect(await countOf(server.baseUrl)).toBe(before);
  });
});

describe('rate limit', () => {
  let limited: RunningLikesServer;
  beforeAll(async () => {
    limited = await startLikesServer({
      dbFile: path.join(dir, 'limited.sqlite'),
      rateLimitPerMinute: 3,
    });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  test('429 with Retry-After past the limit, and the refused like does not count', async () => {
    const url = `${limited.baseUrl}/api/likes/${POST}`;
    for (let i = 1; i <= 3; i += 1) {
      const res = await fetch(url, { method: 'POST' });
      expect(await res.json()).toEqual({ count: i });
    }
    const refused = await fetch(url, { method: 'POST' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await expectJsonError(refused, 429);
    expect(await countOf(limited.baseUrl)).toBe(3);
  });
});

describe('rate limit behind proxies (TRUST_PROXY_HOPS)', () => {
  const like = (base: string, forwardedFor?: string) =>
    fetch(`${base}/api/likes/${POST}`, {
      method: 'POST',
      headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
    });

  test('with 1 trusted hop, each forwarded address has its own 60 a minute', async () => {
    const proxied = await startLikesServer({
      dbFile: path.join(dir, 'proxied.sqlite'),
      rateLimitPerMinute: 60,
      trustProxyHops: 1,
    });
    try {
      // A client-written address before the proxy's own entry changes nothing.
      for (let i = 0; i < 60; i += 1) {
        expect((await like(proxied.baseUrl, `6.6.6.${i}, 203.0.113.7`)).status).toBe(200);
      }
      await expectJsonError(await like(proxied.baseUrl, '203.0.113.7'), 429);
      expect((await like(proxied.baseUrl, '198.51.100.2')).status).toBe(200);
      await expectJsonError(await like(proxied.baseUrl, 'not-an-address'), 400);
      await expectJsonError(await like(proxied.baseUrl, '203.0.113.7, '), 429);
      expect(await countOf(proxied.baseUrl)).toBe(61);
    } finally {
      await proxied.stop();
    }
  });

  test('with 0 (the default) X-Forwarded-For changes nothing', async () => {
    const direct = await startLikesServer({
      dbFile: path.join(dir, 'direct.sqlite'),
      rateLimitPerMinute: 3,
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await like(direct.baseUrl, `198.51.100.${i}`)).status).toBe(200);
      }
      await expectJsonError(await like(direct.baseUrl, '192.0.2.99'), 429);
      await expectJsonError(await like(direct.baseUrl, 'garbage'), 429);
    } finally {
      await direct.stop();
    }
  });
});

test('counts and like keys survive a restart', async () => {
  const dbFile = path.join(dir, 'restart.sqlite');
  const first = await startLikesServer({ dbFile });
  for (let i = 0; i < 3; i += 1) {
    await fetch(`${first.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': `restart-key-${i}` },
    });
  }
  expect((await first.stop()).code).toBe(0);
  const second = await startLikesServer({ dbFile });
  try {
    expect(await countOf(second.baseUrl)).toBe(3);
    // A retry that arrives after the restart is still recognised.
    const retry = await fetch(`${second.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      headers: { 'Idempotency-Key': 'restart-key-2' },
    });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(second.baseUrl)).toBe(3);
  } finally {
    await second.stop();
  }
});
