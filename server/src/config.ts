import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LikesDbOptions } from './likes/likes-db.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerConfig {
  port: number;
  host: string;
  /** Folder served at the site root (the shell's dist). */
  shellDist: string;
  /** URL prefix -> folder: each remote from its own dist as if deployed apart, and deploys. */
  remotes: Record<string, string>;
  /** File served as /runtime-manifest.json; defaults to the one in the shell's dist. */
  runtimeManifestFile: string;
  /** The like counters that exist: the blog build's likeable-posts.json. */
  likeablePostsFile: string;
  /** SQLite file of the embedded likes store. */
  likesDbFile: string;
  /** Likes accepted per client per minute (HTTP 429 beyond). */
  likesRateLimitPerMinute: number;
  /** Trusted proxies in front of the server (X-Forwarded-For hops); 0 ignores the header. */
  trustProxyHops: number;
  /** How long and how many like Idempotency-Keys are remembered. */
  likeKeys: LikesDbOptions;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export function readServerConfig(): ServerConfig {
  // Another build of the shell can be served instead (tests of differently configured builds).
  // Builds made elsewhere (SITE_BUILD_DIR/<app>, e.g. the emulator target's) can be served
  // instead of each app's dist.
  const buildDir = (app: string) =>
    process.env.SITE_BUILD_DIR
      ? path.join(process.env.SITE_BUILD_DIR, app)
      : path.join(repoRoot, app, 'dist');
  const shellDist = process.env.SHELL_DIST ?? buildDir('shell');
  return {
    port: intFromEnv('PORT', 3000),
    host: process.env.HOST ?? '127.0.0.1',
    shellDist,
    remotes: {
      '/remotes/blog/': buildDir('blog-remote'),
      '/remotes/red/': buildDir('red-remote'),
      '/remotes/portfolio/': buildDir('portfolio-remote'),
      // Versioned deploys of any remote, as a CDN would hold them (/deploys/blog/v2/...).
      '/deploys/': process.env.DEPLOYS_DIR ?? path.join(repoRoot, '.data/deploys'),
    },
    runtimeManifestFile:
      process.env.RUNTIME_MANIFEST_FILE ?? path.join(shellDist, 'runtime-manifest.json'),
    likeablePostsFile:
      process.env.LIKEABLE_POSTS_FILE ?? path.join(buildDir('blog-remote'), 'likeable-posts.json'),
    likesDbFile: process.env.LIKES_DB_FILE ?? path.join(repoRoot, '.data/likes.sqlite'),
    likesRateLimitPerMinute: intFromEnv('LIKES_RATE_LIMIT_PER_MINUTE', 60),
    trustProxyHops: intFromEnv('TRUST_PROXY_HOPS', 0),
    likeKeys: {
      // Keep it longer than the browser's retry queue keeps a like (7 days).
      keyRetentionMs: intFromEnv('LIKES_KEY_RETENTION_DAYS', 8) * DAY_MS,
      maxKeys: intFromEnv('LIKES_MAX_KEYS', 1_000_000),
    },
  };
}
