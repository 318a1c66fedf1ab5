// Another process holding the likes store's write lock (issue 34: a second server, a
// script, an sqlite3 shell left in a transaction).
//   node --import ./server/tools/register-ts.mjs server/tools/hold-write-lock.ts FILE MS
// Takes the lock with BEGIN IMMEDIATE, prints "locked", holds it MS milliseconds, commits,
// prints "released" and exits.
import Database from 'better-sqlite3';

const [file, holdArg] = process.argv.slice(2);
const holdMs = Number(holdArg);
if (!file || !Number.isFinite(holdMs)) throw new Error('usage: hold-write-lock.ts FILE MS');

const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 10000');
db.exec('BEGIN IMMEDIATE');
process.stdout.write('locked\n');
setTimeout(() => {
  db.exec('COMMIT');
  db.close();
  process.stdout.write('released\n');
}, holdMs);
