import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLikesServer, type RunningLikesServer } from '../../tools/spawn-likes-server.cjs';

// Real HTTP against the real server process (fixture posts test-post-a/b/c): every refused
// request must leave the count exactly where it was.
jest.setTimeout(30_000);

const POST = 'test-post-a';
let dir: string;
let server: RunningLikesServer;

async function countOf(base: string, postId = POST): Promise<number> {
  const res = await fetch(`${base}/api/likes/${postId}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { count: number };
  return body.count;
}

/** A like as the site's client sends it: POST with a fresh Idempotency-Key. */
function like(
  base: string,
  postId = POST,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Response> {
  return fetch(`${base}/api/likes/${postId}`, {
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID(), ...headers },
    body,
  });
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
    const req = request(
      `${base}/api/likes/${POST}`,
      { method: 'POST', headers: { 'Idempotency-Key': randomUUID() } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
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
    expect(await countOf(base, 'test-post-b')).toBe(0);
    const first = await like(base, 'test-post-b');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await first.json()).toEqual({ count: 1 });
    const second = await like(base, 'test-post-b', {}, 'x'.repeat(1024));
    expect(await second.json()).toEqual({ count: 2 });
    expect(await countOf(base, 'test-post-b')).toBe(2);
  });

  test('HEAD answers like GET without a body', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  test('200 concurrent likes add exactly 200', async () => {
    const before = await countOf(server.baseUrl);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => like(server.baseUrl).then((r) => r.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await countOf(server.baseUrl)).toBe(before + 200);
  });

  test('a like from the site page itself is accepted (same-origin fetch)', async () => {
    const res = await like(server.baseUrl, POST, {
      Origin: server.baseUrl,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(res.status).toBe(200);
  });

  test('the event stream starts with the current count and pushes each like', async () => {
    const base = server.baseUrl;
    const controller = new AbortController();
    const res = await fetch(`${base}/api/likes/test-post-c/events`, {
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
    await like(base, 'test-post-c');
    await readUntil('data: {"count":1}\n\n');
    controller.abort();
  });
});

/** Each test of the block must leave the post's count as it found it. */
function eachTestLeavesTheCount(): void {
  let before: number;
  beforeEach(async () => {
    before = await countOf(server.baseUrl);
  });
  afterEach(async () => {
    expect(await countOf(server.baseUrl)).toBe(before);
  });
}

describe('refused requests leave the count unchanged', () => {
  eachTestLeavesTheCount();

  test.each([
    ['POST', '/api/likes/unknown-post'],
    ['GET', '/api/likes/unknown-post'],
    ['GET', '/api/likes/unknown-post/events'],
  ])('%s %s: 404 for an unknown post id', async (method, url) => {
    const headers = { 'Idempotency-Key': randomUUID() };
    await expectJsonError(await fetch(`${server.baseUrl}${url}`, { method, headers }), 404);
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
    await expectJsonError(await like(server.baseUrl, POST, {}, 'x'.repeat(1025)), 413);
  });

  test('413 for a streamed body that grows over 1 KB', async () => {
    expect(await postChunked(server.baseUrl, ['x'.repeat(800), 'y'.repeat(800)])).toBe(413);
  });

  test('400 for a like without an Idempotency-Key', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, { method: 'POST' });
    await expectJsonError(res, 400);
  });
});

describe('likes from other sites', () => {
  eachTestLeavesTheCount();

  test('a POST with Origin: https://evil.example is refused with 403', async () => {
    const res = await like(server.baseUrl, POST, { Origin: 'https://evil.example' });
    await expectJsonError(res, 403);
  });

  test('a cross-site fetch (Sec-Fetch-Site: cross-site) is refused with 403', async () => {
    const res = await like(server.baseUrl, POST, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    await expectJsonError(res, 403);
  });

  test('an HTML form from another site (no key, form body) is refused, its body unread', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      headers: {
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'like=1',
    });
    // Its body is never read, so the connection cannot carry another request.
    expect(res.headers.get('connection')).toBe('close');
    await expectJsonError(res, 403);
  });

  test('a text/plain "simple request" without a key from an old browser is refused with 400', async () => {
    const res = await fetch(`${server.baseUrl}/api/likes/${POST}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'like',
    });
    await expectJsonError(res, 400);
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
    await likeWithKey('api-test-key-3', 'test-post-b');
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

// A limit of 3 a minute refills one like every 20 s, so a slow machine cannot refill a
// bucket between the requests of a test.
describe('rate limit', () => {
  test('429 with Retry-After past the limit, and the refused like does not count', async () => {
    const limited = await startLikesServer({
      dbFile: path.join(dir, 'limited.sqlite'),
      rateLimitPerMinute: 3,
    });
    try {
      for (let i = 1; i <= 3; i += 1) {
        expect(await (await like(limited.baseUrl)).json()).toEqual({ count: i });
      }
      const refused = await like(limited.baseUrl);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      await expectJsonError(refused, 429);
      expect(await countOf(limited.baseUrl)).toBe(3);
    } finally {
      await limited.stop();
    }
  });
});

describe('rate limit behind proxies (TRUST_PROXY_HOPS)', () => {
  const forwardedLike = (base: string, forwardedFor?: string) =>
    like(base, POST, forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor });

  let proxied: RunningLikesServer;
  beforeAll(async () => {
    proxied = await startLikesServer({
      dbFile: path.join(dir, 'proxied.sqlite'),
      rateLimitPerMinute: 3,
      trustProxyHops: 1,
    });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  test('each forwarded address has its own allowance; what the client wrote before changes nothing', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forwardedLike(proxied.baseUrl, `6.6.6.${i}, 203.0.113.7`)).status).toBe(200);
    }
    await expectJsonError(await forwardedLike(proxied.baseUrl, '203.0.113.7'), 429);
    expect((await forwardedLike(proxied.baseUrl, '198.51.100.2')).status).toBe(200);
    await expectJsonError(await forwardedLike(proxied.baseUrl, 'not-an-address'), 400);
    await expectJsonError(await forwardedLike(proxied.baseUrl, '203.0.113.7, '), 429);
  });

  test('an entry written ip:port (some load balancers do) is read as its address', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await forwardedLike(proxied.baseUrl, `192.0.2.10:${50000 + i}`)).status).toBe(200);
    }
    await expectJsonError(await forwardedLike(proxied.baseUrl, '192.0.2.10'), 429);
    expect((await forwardedLike(proxied.baseUrl, '[2001:db8:5::1]:443')).status).toBe(200);
  });

  test('IPv6 clients are limited per /64: rotating inside one does not reset the allowance', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect((await forwardedLike(proxied.baseUrl, `2001:db8:7:7::${i}`)).status).toBe(200);
    }
    for (let i = 4; i <= 10; i += 1) {
      await expectJsonError(
        await forwardedLike(proxied.baseUrl, `2001:db8:7:7:${i}:${i}:${i}:${i}`),
        429,
      );
    }
    // The neighbouring /64 is another client.
    expect((await forwardedLike(proxied.baseUrl, '2001:db8:7:8::1')).status).toBe(200);
  });

  test('with 0 (the default) X-Forwarded-For changes nothing', async () => {
    const direct = await startLikesServer({
      dbFile: path.join(dir, 'direct.sqlite'),
      rateLimitPerMinute: 3,
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        expect((await forwardedLike(direct.baseUrl, `198.51.100.${i}`)).status).toBe(200);
      }
      await expectJsonError(await forwardedLike(direct.baseUrl, '192.0.2.99'), 429);
      await expectJsonError(await forwardedLike(direct.baseUrl, 'garbage'), 429);
    } finally {
      await direct.stop();
    }
  });
});

test('at LIKES_MAX_KEYS a new like is answered 503 with Retry-After; retries still count once', async () => {
  const full = await startLikesServer({
    dbFile: path.join(dir, 'full.sqlite'),
    env: { LIKES_MAX_KEYS: '3' },
  });
  try {
    const keyed = (key: string) =>
      fetch(`${full.baseUrl}/api/likes/${POST}`, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
      });
    for (let i = 1; i <= 3; i += 1) expect((await keyed(`cap-key-${i}`)).status).toBe(200);
    for (let i = 4; i <= 6; i += 1) {
      const refused = await keyed(`cap-key-${i}`);
      // The oldest key leaves its retention in 8 days; the browser's queue keeps a like 7
      // days, so it is asked back within the hour (a raised cap frees room at once).
      expect(Number(refused.headers.get('retry-after'))).toBe(3600);
      await expectJsonError(refused, 503);
    }
    const retry = await keyed('cap-key-2');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(full.baseUrl)).toBe(3);
    const lines = full.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Likes: 3 idempotency keys are stored, the cap \(LIKES_MAX_KEYS=3\)/);
  } finally {
    await full.stop();
  }
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
