// Run by `npm install` (the `prepare` script): a checkout being set up gets its empty likes
// store, so that `npm install && npm start` is a working site on a fresh machine. The
// server itself never creates a missing store (decision 013): once installed, a store that
// disappears is refused at the next start, not silently begun again at 0.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../lib/repo-root.mjs';

const store = path.resolve(process.env.LIKES_DB_FILE ?? path.join(REPO_ROOT, '.data/likes.sqlite'));
// A leftover write-ahead log means a store that was there: the server's refusal says what to do.
if (!existsSync(store) && !existsSync(`${store}-wal`)) {
  const created = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'scripts/likes/store.mjs'), 'create'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    },
  );
  process.exit(created.status ?? 1);
}
