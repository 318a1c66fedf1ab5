// npm run likes:create, npm run likes:backup -- FILE and npm run likes:restore -- FILE
// (scripts/likes/store.mjs runs this from server/dist). The store is LIKES_DB_FILE, as for the server. FILE is read
// relative to the folder npm was run from. Prints one line: what was done, or what is
// wrong and the way out (exit 1).
import path from 'node:path';
import { likesDbFile } from './config.js';
import { existsSync } from 'node:fs';
import { openLikesDb, DEFAULT_LIKES_DB_OPTIONS } from './likes/likes-db.js';
import { backupStore, restoreStore } from './likes/store-copy.js';
import type { StoreSummary } from './likes/store-schema.js';
import { StartupProblem } from './startup-problem.js';

const USAGE =
  'usage: npm run likes:create | npm run likes:backup -- FILE | npm run likes:restore -- FILE';

/** The one way, besides LIKES_CREATE_STORE=1, to start a store with no likes. */
function create(store: string): string {
  if (existsSync(store)) {
    throw new StartupProblem(`${store} exists already; nothing was changed.`);
  }
  openLikesDb(store, DEFAULT_LIKES_DB_OPTIONS, { createIfMissing: true }).close();
  return `Created an empty likes store at ${store}. Start the server to serve it.`;
}

function holding({ posts, likes, keys }: StoreSummary): string {
  const n = (value: number, noun: string): string =>
    `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
  return `${n(posts, 'post')}, ${n(likes, 'like')}, ${n(keys, 'like key')}`;
}

function run(command: string | undefined, argument: string | undefined): string {
  const store = likesDbFile();
  if (command === 'create' && !argument) return create(store);
  if ((command !== 'backup' && command !== 'restore') || !argument) {
    throw new StartupProblem(USAGE);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (command === 'backup') {
    const report = backupStore(store, file);
    const size = (report.bytes / 1e6).toFixed(1);
    return `Backed up ${store} to ${file}: ${holding(report.summary)} (${size} MB), as of ${report.takenAt.toISOString()}.`;
  }
  const report = restoreStore(file, store);
  const before = report.keptAs
    ? ` The store it replaced is kept as ${report.keptAs}: delete it once the site shows the right counts.`
    : '';
  return `Restored ${file} into ${store}: ${holding(report.summary)}.${before} Start the server to serve it.`;
}

try {
  console.info(run(process.argv[2], process.argv[3]));
} catch (error) {
  if (!(error instanceof StartupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}
