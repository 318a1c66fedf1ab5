// 200 concurrent readers against the production build on loopback: every page shell, the
// runtime manifest, each remote's manifest and entry, and the JS/image assets a reader loads.
// Prints requests/s, latency percentiles and errors; exits non-zero on any error.
// Usage: node scripts/load-test.mjs [--connections 200] [--duration 20] [--port N]
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { readTopology, runtimeManifest, sectionBase } from '@site/hosting-policy';
import autocannon from 'autocannon';
import { SECTION_FOLDERS, SHELL_FOLDER } from './lib/apps.mjs';
import { aBuiltPost } from './lib/built-post.mjs';
import { optionValue } from './lib/cli-option.mjs';
import { REPO_ROOT as root, ensureSiteBuilt, startBuiltServer } from './lib/built-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(optionValue(args, `--${name}`, String(fallback)));
const connections = option('connections', 200);
const duration = option('duration', 20);
const port = option('port', 0);
const topology = readTopology();
// The pages and files below are read from the builds.
await ensureSiteBuilt();

function assetPaths(app, prefix) {
  const dir = path.join(root, app, 'dist/static/js');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `${prefix}static/js/${file}`);
}

// A post of the built blog and its like counter, whatever the author has published.
const { postId: likedPost, page: postPage } = aBuiltPost(root);

const paths = [
  '/',
  '/blog',
  ...(postPage ? [postPage] : []),
  '/red-archive',
  '/portfolio',
  '/book/huntress',
  '/runtime-manifest.json',
  ...Object.values(runtimeManifest(topology, 'local')),
  `/api/likes/${likedPost}`,
  ...assetPaths(SHELL_FOLDER, '/'),
  ...assetPaths(SECTION_FOLDERS.blog, sectionBase(topology, 'local', 'blog')),
];

// Every reader of this test comes from 127.0.0.1: one client to the server's connection cap.
const server = await startBuiltServer(port, {
  MAX_CONNECTIONS_PER_CLIENT: String(connections + 16),
});
try {
  const result = await autocannon({
    url: server.origin,
    connections,
    duration,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const report = {
    connections,
    durationSeconds: duration,
    distinctUrls: paths.length,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    totalRequests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
  console.info(JSON.stringify(report, null, 2));
  if (report.errors || report.timeouts || report.non2xx) process.exitCode = 1;
} finally {
  server.stop();
}
