// node --import tools/register-ts.mjs tools/killed-store-writer.ts FILE LIKES: adds LIKES
// likes of test-post-a (each with its own key) to the store at FILE through the server's
// own store code, then kills itself with SIGKILL: the store is left as a crashed server
// leaves it, its latest commits only in its -wal and -shm (tests of damaged stores).
import { openLikesDb } from '../src/likes/likes-db.js';

const [file, likes] = [process.argv[2], Number(process.argv[3])];
if (!file || !Number.isInteger(likes)) throw new Error('usage: killed-store-writer.ts FILE LIKES');
const db = openLikesDb(
  file,
  { keyRetentionMs: 8 * 24 * 3600_000, maxKeys: 10_000_000 },
  { createIfMissing: true },
);
const start = db.keyCount();
for (let i = 0; i < likes; i += 500) {
  const batch = Array.from({ length: Math.min(500, likes - i) }, (_, j) => ({
    postId: 'test-post-a',
    key: `killed-store-key-${start + i + j}`,
  }));
  db.addLikes(batch);
}
process.kill(process.pid, 'SIGKILL');
