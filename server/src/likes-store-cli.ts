// npm run likes:create, npm run likes:backup -- FILE and npm run likes:restore -- FILE
// (scripts/likes/store.mjs runs this from server/dist). The store is LIKES_DB_FILE, as for the server;
// backup and restore carry the newsletter's sign-ups too (NEWSLETTER_DB_FILE, in
// FILE's sibling <name>.newsletter.sqlite: newsletter/newsletter-backup.ts). FILE is read
// relative to the folder npm was run from. Prints one line: what was done, or what is
// wrong and the way out (exit 1).
import path from 'node:path';
import { likesDbFile, newsletterDbFile } from './config.js';
import { existsSync } from 'node:fs';
import { openLikesDb, DEFAULT_LIKES_DB_OPTIONS } from './likes/likes-db.js';
import { backupStore, restoreStore } from './likes/store-copy.js';
import type { StoreSummary } from './likes/store-schema.js';
import { StartupProblem } from './startup-problem.js';
import {
  backupNewsletter,
  newsletterBackupFile,
  restoreNewsletter,
} from './newsletter/newsletter-backup.js';

const addresses = (n: number): string =>
  `${n.toLocaleString('en-US')} newsletter address${n === 1 ? '' : 'es'}`;

/** The newsletter half of a backup: one more sentence for the report. */
function backupSignups(file: string): string {
  const target = newsletterBackupFile(file);
  const count = backupNewsletter(newsletterDbFile(), target);
  return count === null
    ? ' No newsletter sign-ups yet: nothing more to back up.'
    : ` Newsletter: ${addresses(count)} backed up to ${target}.`;
}

/** The newsletter half of a restore, when the backup has one. */
function restoreSignups(file: string): string {
  const source = newsletterBackupFile(file);
  if (!existsSync(source))
    return ` ${source} is absent: the newsletter's sign-ups were left as they are.`;
  const store = newsletterDbFile();
  const report = restoreNewsletter(source, store);
  const kept = report.keptAs ? ` (the list it replaced is kept as ${report.keptAs})` : '';
  return ` Newsletter: ${addresses(report.addresses)} restored into ${store}${kept}.`;
}

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
    return `Backed up ${store} to ${file}: ${holding(report.summary)} (${size} MB), as of ${report.takenAt.toISOString()}.${backupSignups(file)}`;
  }
  const report = restoreStore(file, store);
  const before = report.keptAs
    ? ` The store it replaced is kept as ${report.keptAs}: delete it once the site shows the right counts.`
    : '';
  return `Restored ${file} into ${store}: ${holding(report.summary)}.${before}${restoreSignups(file)} Start the server to serve it.`;
}

try {
  console.info(run(process.argv[2], process.argv[3]));
} catch (error) {
  if (!(error instanceof StartupProblem)) throw error;
  console.error(error.message);
  process.exit(1);
}
