// npm run newsletter:export [-- FILE]: the newsletter's sign-ups as CSV
// (server/src/newsletter-cli.ts, docs/operations.md).
import { runServerCli } from '../lib/server-cli.mjs';

await runServerCli('newsletter-cli', process.argv.slice(2));
