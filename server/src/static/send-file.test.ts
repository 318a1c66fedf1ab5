import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { tempDirForTests } from '../../tools/temp-dir.js';
import { applySecurityHeaders } from '../security-headers.js';
import { sendFile } from './send-file.js';

const POLICY = "default-src 'self'";
const dir = tempDirForTests('send-file-', 'all');
let server: Server;
let origin: string;

beforeAll(async () => {
  writeFileSync(path.join(dir(), 'remoteEntry.js'), 'var red_remote = {};\n'.repeat(40));
  server = createServer((req, res) => {
    applySecurityHeaders(res, POLICY);
    res.setHeader('Access-Control-Allow-Origin', '*');
    void sendFile(req, res, path.join(dir(), 'remoteEntry.js'), 'no-cache');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('an answer carries its type, cache policy, ETag and the security set', async () => {
  const answer = await fetch(`${origin}/remoteEntry.js`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(answer.headers.get('etag')).toMatch(/^W\/"/);
  expect(answer.headers.get('content-security-policy')).toBe(POLICY);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
});

test('a revalidation answers 304 with only what updates the stored answer', async () => {
  const first = await fetch(`${origin}/remoteEntry.js`);
  const etag = first.headers.get('etag') as string;
  const again = await fetch(`${origin}/remoteEntry.js`, { headers: { 'If-None-Match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('etag')).toBe(etag);
  expect(again.headers.get('cache-control')).toBe('no-cache');
  expect(again.headers.get('vary')).toBe('Accept-Encoding');
  expect(again.headers.get('access-control-allow-origin')).toBe('*');
  // The stored answer keeps its own security set and type (RFC 9111, 4.3.4).
  for (const name of ['content-security-policy', 'x-content-type-options', 'content-type']) {
    expect(again.headers.get(name)).toBeNull();
  }
});

test('a stale ETag gets the whole answer, security set included', async () => {
  const again = await fetch(`${origin}/remoteEntry.js`, {
    headers: { 'If-None-Match': 'W/"0-0"' },
  });
  expect(again.status).toBe(200);
  expect(again.headers.get('content-security-policy')).toBe(POLICY);
});

test('a file sent as it is answers a byte range with 206 and its part (a recording seeks so)', async () => {
  const whole = await (
    await fetch(`${origin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'identity' } })
  ).text();
  const part = await fetch(`${origin}/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'identity', Range: 'bytes=4-13' },
  });
  expect(part.status).toBe(206);
  expect(part.headers.get('content-range')).toBe(`bytes 4-13/${whole.length}`);
  expect(await part.text()).toBe(whole.slice(4, 14));
  const tail = await fetch(`${origin}/remoteEntry.js`, {
    headers: { 'Accept-Encoding': 'identity', Range: 'bytes=-5' },
  });
  expect(await tail.text()).toBe(whole.slice(-5));
});

test('a range that cannot be met, or several, gets the whole file', async () => {
  for (const range of [`bytes=100000-`, 'bytes=0-1,4-5', 'items=0-1']) {
    const answer = await fetch(`${origin}/remoteEntry.js`, {
      headers: { 'Accept-Encoding': 'identity', Range: range },
    });
    expect(answer.status).toBe(200);
  }
});
