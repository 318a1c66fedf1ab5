// The real site server (createApp) on a free loopback port, for tests and the bench.
// Configured by the usual environment (LIKES_DB_FILE, LIKES_RATE_LIMIT_PER_MINUTE, ...);
// LIKES_FIXTURE_POST_IDS (a JSON array, set by spawn-likes-server.cjs) replaces the site's
// likeable posts, so tests never depend on the sample posts. Prints one JSON line
// {"port": n} once it listens, and shuts down gracefully on SIGTERM.
import type { AddressInfo } from 'node:net';
import { createApp } from '../src/app.js';
import { readServerConfig } from '../src/config.js';

function fixturePostIds(): readonly string[] | null {
  const raw = process.env.LIKES_FIXTURE_POST_IDS;
  if (!raw) return null;
  const ids: unknown = JSON.parse(raw);
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    throw new Error('LIKES_FIXTURE_POST_IDS must be a JSON array of post ids');
  }
  return ids;
}

const fixture = fixturePostIds();
const app = createApp(
  { ...readServerConfig(), host: '127.0.0.1', port: 0 },
  fixture ? { isKnownPost: (postId) => fixture.includes(postId) } : {},
);

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
