import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startLikesServer, TEST_POST_IDS } from '../tools/spawn-likes-server.cjs';

const [POST] = TEST_POST_IDS;

interface Outcome {
  status: number | 'error';
  body: string;
}

function post(port: number, postId: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/likes/${postId}`,
        headers: { 'Idempotency-Key': randomUUID() },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        res.on('error', () => resolve({ status: 'error', body }));
      },
    );
    req.on('error', () => resolve({ status: 'error', body: '' }));
    req.end();
  });
}

describe('SIGTERM', () => {
  it('drains in-flight requests, loses no answered like and leaves the database sound', async () => {
    const dbFile = path.join(mkdtempSync(path.join(tmpdir(), 'drain-')), 'likes.sqlite');
    const server = await startLikesServer({ dbFile });
    const started = Date.now();

    // An open live-count stream must not keep the server from stopping.
    const stream = await fetch(`${server.baseUrl}/api/likes/${POST}/events`);
    const inFlight = Array.from({ length: 400 }, () => post(server.port, POST));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const exit = server.stop();
    const outcomes = await Promise.all(inFlight);
    const { code } = await exit;
    await stream.body?.cancel().catch(() => undefined);

    expect(code).toBe(0);
    expect(Date.now() - started).toBeLessThan(4000);
    const answered = outcomes.filter((outcome) => outcome.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    // Every answer that arrived is a whole JSON body.
    for (const outcome of answered) expect(JSON.parse(outcome.body)).toHaveProperty('count');

    const db = new Database(dbFile, { readonly: true });
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    const row = db.prepare('SELECT count FROM likes WHERE post_id = ?').get(POST) as
      { count: number } | undefined;
    db.close();
    expect(row?.count).toBe(answered.length);
  }, 20_000);
});
