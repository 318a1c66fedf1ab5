// The real site server (createApp) on a free loopback port, for tests and the bench.
// Configured by the usual environment (LIKES_DB_FILE, LIKES_RATE_LIMIT_PER_MINUTE); prints
// one JSON line {"port": n} once it listens, and shuts down gracefully on SIGTERM.
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { readServerConfig } from '../src/config.js';

const app = await createApp({ ...readServerConfig(), host: '127.0.0.1', port: 0 });

app.server.listen(0, '127.0.0.1', () => {
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ port })}\n`);
});

process.on('SIGTERM', () => {
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('Shutdown failed:', error);
      process.exit(1);
    },
  );
});
