// npm run likes:create | likes:backup -- FILE | likes:restore -- FILE: the store commands of the
// embedded likes service (server/src/likes-store-cli.ts, docs/operations.md).
import { runServerCli } from '../lib/server-cli.mjs';

await runServerCli('likes-store-cli', process.argv.slice(2));
