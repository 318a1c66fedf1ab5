// npm run newsletter:export [-- FILE] (scripts/newsletter/export.mjs runs this from
// server/dist): writes the newsletter's sign-ups (NEWSLETTER_DB_FILE, as for the server) to a
// CSV file, by default newsletter-<date>.csv in the folder npm was run from. The unsubscribe
// links are made at SITE_URL (the site's public address), else at this machine's server
// (http://localhost:PORT). Prints one line: what was written, or what is wrong (exit 1).
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newsletterDbFile } from './config.js';
import { openNewsletterDb } from './newsletter/newsletter-db.js';
import { signupsCsv } from './newsletter/newsletter-export.js';

function siteOrigin(): string {
  const siteUrl = process.env.SITE_URL;
  if (siteUrl) return new URL(siteUrl).origin;
  return `http://localhost:${process.env.PORT ?? '3000'}`;
}

const USAGE =
  'usage: npm run newsletter:export [-- FILE] (the CSV file; by default newsletter-<date>.csv)';

function run(argument: string | undefined): string {
  // An option is not a file name: `--help` would otherwise be written as a file called that.
  if (argument === '--help' || argument === '-h') return USAGE;
  if (argument?.startsWith('-')) throw new Error(`${argument} is not an option. ${USAGE}`);
  const store = newsletterDbFile();
  if (!existsSync(store)) {
    return `No one has signed up yet: ${store} does not exist (the server creates it with the first sign-up).`;
  }
  const date = new Date().toISOString().slice(0, 10);
  const file = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    argument ?? `newsletter-${date}.csv`,
  );
  const db = openNewsletterDb(store);
  try {
    const signups = db.all();
    writeFileSync(file, signupsCsv(signups, siteOrigin()));
    const n = signups.length;
    return `Wrote ${n} address${n === 1 ? '' : 'es'} from ${store} to ${file}.`;
  } finally {
    db.close();
  }
}

try {
  console.info(run(process.argv[2]));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
