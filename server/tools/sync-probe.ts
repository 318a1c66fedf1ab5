// Run under strace by likes-fsync.test.ts: likes go through the real group commit into a
// real SQLite file in bursts, and every acknowledgement is written to stdout as it happens,
// so the trace shows, in order, the syncs and the acknowledgements they must precede.
// Usage: node --import ./register-ts.mjs sync-probe.ts <db file> <bursts> <likes per burst>
import { writeSync } from 'node:fs';
import { createGroupCommit } from '../src/likes/group-commit.js';
import { DEFAULT_LIKES_DB_OPTIONS, openLikesDb } from '../src/likes/likes-db.js';

const [file, burstsArg = '20', perBurstArg = '10'] = process.argv.slice(2);
if (!file) throw new Error('usage: sync-probe.ts <db file> [bursts] [likes per burst]');
const bursts = Number(burstsArg);
const perBurst = Number(perBurstArg);

const db = openLikesDb(file, DEFAULT_LIKES_DB_OPTIONS, { createIfMissing: true });
const writer = createGroupCommit(db);
writeSync(1, 'PROBE-START\n');
for (let burst = 0; burst < bursts; burst += 1) {
  await Promise.all(
    Array.from({ length: perBurst }, (_, i) =>
      writer.add({ postId: 'probe-post', key: `probe-${burst}-${i}` }).then(() => {
        writeSync(1, 'ACK\n');
      }),
    ),
  );
}
writeSync(1, `PROBE-END ${JSON.stringify(writer.stats())}\n`);
db.close();
