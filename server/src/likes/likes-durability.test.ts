import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { startLikesServer, TEST_POST_IDS } from '../../tools/spawn-likes-server.cjs';
import { tempDirForTests } from '../../tools/temp-dir.js';

// The promise of a 200: the like is stored. Kill the server with SIGKILL in the middle of
// a burst of likes and check on restart that every answered like is there.
jest.setTimeout(60_000);

const [POST] = TEST_POST_IDS;
const WORKERS = 20;
const KILL_AFTER_ANSWERS = 400;

const dir = tempDirForTests('likes-durability-', 'all');

test('no like answered 200 is lost when the server is killed with SIGKILL', async () => {
  const dbFile = path.join(dir(), 'likes.sqlite');
  const server = await startLikesServer({ dbFile });
  const url = `${server.baseUrl}/api/likes/${POST}`;
  let sent = 0;
  let answered = 0;
  let killed = false;
  let killing: Promise<unknown> | null = null;

  async function worker(): Promise<void> {
    while (!killed) {
      sent += 1;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'Idempotency-Key': randomUUID() },
        });
        await res.arrayBuffer();
        if (res.status === 200) answered += 1;
      } catch {
        // The connection died with the server: this like may or may not have committed.
      }
      if (answered >= KILL_AFTER_ANSWERS && !killing) {
        killed = true;
        killing = server.kill();
      }
    }
  }

  await Promise.all(Array.from({ length: WORKERS }, worker));
  expect(await killing).toMatchObject({ signal: 'SIGKILL' });

  const restarted = await startLikesServer({ dbFile });
  try {
    const res = await fetch(`${restarted.baseUrl}/api/likes/${POST}`);
    const { count } = (await res.json()) as { count: number };
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    // Every answered like survived; at most the likes in flight at the kill were added too.
    expect(count).toBeGreaterThanOrEqual(answered);
    expect(count).toBeLessThanOrEqual(sent);
    expect(sent - answered).toBeLessThanOrEqual(WORKERS);
  } finally {
    await restarted.stop();
  }
});
