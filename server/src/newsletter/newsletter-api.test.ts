import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLikesServer, type RunningLikesServer } from '../../tools/spawn-likes-server.cjs';
import { openNewsletterDb } from './newsletter-db.js';

// Real HTTP against the real server process, its newsletter store read back from the file.
jest.setTimeout(30_000);

let dir: string;
let server: RunningLikesServer;
let newsletterFile: string;

function signUp(
  email: string,
  headers: Record<string, string> = { Accept: 'application/json' },
): Promise<Response> {
  return fetch(`${server.baseUrl}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email }).toString(),
  });
}

function stored(): string[] {
  const db = openNewsletterDb(newsletterFile);
  try {
    return db.all().map((signup) => signup.email);
  } finally {
    db.close();
  }
}

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'newsletter-api-'));
  const dbFile = path.join(dir, 'likes.sqlite');
  newsletterFile = `${dbFile}.newsletter.sqlite`;
  server = await startLikesServer({
    dbFile,
    env: { NEWSLETTER_RATE_LIMIT_PER_MINUTE: '5' },
  });
});

afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded newsletter', () => {
  it('keeps an address once and answers a known one exactly as a new one', async () => {
    const first = await signUp('Reader@Example.com ');
    const again = await signUp('reader@example.com');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(await first.text());
    expect(stored()).toEqual(['reader@example.com']);
  });

  it('keeps a sign-up answered just before a kill -9', async () => {
    expect((await signUp('kept@example.org')).status).toBe(200);
    await server.kill();
    expect(stored()).toEqual(['kept@example.org']);
  });

  it('refuses what is not an address, and stores nothing', async () => {
    for (const bad of ['', 'no-at-sign', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      const response = await signUp(bad);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/address/);
    }
    expect(stored()).toEqual([]);
  });

  it('answers a plain form with a page', async () => {
    const response = await signUp('page@example.net', { Accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('page@example.net');
  });

  it('refuses sign-ups from another site', async () => {
    const response = await signUp('x@example.com', { Origin: 'https://elsewhere.example' });
    expect(response.status).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('limits the sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await signUp(`r${i}@example.com`)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(stored()).toHaveLength(5);
  });

  it('removes an address through its unsubscribe link, and only that one', async () => {
    await signUp('stay@example.com');
    await signUp('leave@example.com');
    const db = openNewsletterDb(newsletterFile);
    const token = db.all().find((signup) => signup.email === 'leave@example.com')!.token;
    db.close();
    const page = await fetch(`${server.baseUrl}/newsletter/unsubscribe?token=${token}`);
    expect(await page.text()).toContain(`value="${token}"`);
    // Opening the link only asks.
    expect(stored()).toHaveLength(2);
    const remove = () =>
      fetch(`${server.baseUrl}/newsletter/unsubscribe`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
    expect(await (await remove()).text()).toContain('You are unsubscribed');
    expect(stored()).toEqual(['stay@example.com']);
    expect(await (await remove()).text()).toContain('Nothing to remove');
  });
});
