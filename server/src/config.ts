import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTopology, sectionBase, sectionNames } from '@site/hosting-policy';
import type { ClientSlotsOptions } from './clients/client-slots.js';
import { defaultMaxConnections, defaultMaxStreams } from './clients/descriptor-limit.js';
import type { LikesDbOptions } from './likes/likes-db.js';
import { readOwnOrigins } from './likes/own-origins.js';
import { StartupProblem } from './startup-problem.js';

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
  /** LIKES_CREATE_STORE=1: a missing store is created empty (else refused: likes-db.ts). */
  createLikesStore: boolean;
  /** Likes accepted per client per minute (HTTP 429 beyond). */
  likesRateLimitPerMinute: number;
  /** How long a like waits for its commit before it is answered 503 (store-thread.ts). */
  likesCommitWaitMs: number;
  /** SQLite file of the newsletter's sign-ups (newsletter/newsletter-db.ts). */
  newsletterDbFile: string;
  /** Sign-ups accepted per client per minute (HTTP 429 beyond). */
  newsletterRateLimitPerMinute: number;
  /** Trusted proxies in front of the server (X-Forwarded-For hops); 0 ignores the header. */
  trustProxyHops: number;
  /** How long and how many like Idempotency-Keys are remembered. */
  likeKeys: LikesDbOptions;
  /** Live-count streams per client address and in all (HTTP 429 / 503 beyond). */
  likeStreams: ClientSlotsOptions;
  /** What one client, and everyone together, may hold of the server (docs/operations.md). */
  connections: ConnectionLimits;
  /** The site's public origins (deploy/topology.json, SITE_URL): likes may come from them. */
  ownOrigins: ReadonlySet<string>;
}

export interface ConnectionLimits extends ClientSlotsOptions {
  /** Requests read on one connection and not yet answered; beyond it the connection is cut. */
  pipelined: number;
  /** A request's headers must have arrived this long after it began (else 408). */
  headersTimeoutMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a browser keeps retrying a like it could not send (PENDING_LIKE_LIFETIME_MS in
 * shared/src/likes/pending-likes.ts, which the server does not import): a key must be kept
 * at least that long, or a retry that arrives late counts twice.
 */
export const CLIENT_RETRY_WINDOW_DAYS = 7;

/**
 * An integer setting from `min` to `max`; anything else is refused at start-up, `why` (what
 * a value out of range would do) said after the range.
 */
function intFromEnv(
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  why = '',
): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isInteger(value) || value < min || value > max) {
    const kind =
      max !== Number.MAX_SAFE_INTEGER
        ? `an integer from ${min} to ${max}`
        : min === 0
          ? 'a non-negative integer'
          : `an integer of at least ${min}`;
    throw new StartupProblem(`${name} must be ${kind}, got "${raw}"${why ? `: ${why}` : ''}`);
  }
  return value;
}

/**
 * Ten years. Keys kept longer are as good as never forgotten (at LIKES_MAX_KEYS every new
 * like would be refused for good), and past ~270,000 years a key's expiry is no date that
 * JavaScript can write: the key cap's log line threw, and the like got a 500.
 */
const MAX_RETENTION_DAYS = 3650;

function retentionDays(): number {
  const days = intFromEnv('LIKES_KEY_RETENTION_DAYS', 8);
  if (days < CLIENT_RETRY_WINDOW_DAYS) {
    throw new StartupProblem(
      `LIKES_KEY_RETENTION_DAYS must be at least ${CLIENT_RETRY_WINDOW_DAYS}, got "${days}": browsers retry an unsent like for ${CLIENT_RETRY_WINDOW_DAYS} days, and a retry that arrives after its key is forgotten counts twice. Leave it unset (8) or raise it.`,
    );
  }
  if (days > MAX_RETENTION_DAYS) {
    throw new StartupProblem(
      `LIKES_KEY_RETENTION_DAYS must be at most ${MAX_RETENTION_DAYS} (ten years), got "${days}": keys kept longer are never forgotten in practice, and once LIKES_MAX_KEYS of them are stored every new like is refused. Leave it unset (8) or lower it.`,
    );
  }
  return days;
}

/** An on/off setting: unset, empty or 0 is off, 1 is on; anything else is a mistake. */
function flagFromEnv(name: string): boolean {
  const raw = process.env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new StartupProblem(`${name} must be 1 (on) or 0 (off), got "${raw}"`);
}

function ownOrigins(): ReadonlySet<string> {
  const siteUrl = process.env.SITE_URL || undefined;
  try {
    return readOwnOrigins(path.join(repoRoot, 'deploy/topology.json'), siteUrl);
  } catch (error) {
    throw new StartupProblem(
      `deploy/topology.json or SITE_URL could not be read for the likes API's own origins: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** LIKES_DB_FILE: the likes store a server opens, and the backup and restore commands use. */
export function likesDbFile(): string {
  return path.resolve(process.env.LIKES_DB_FILE ?? path.join(repoRoot, '.data/likes.sqlite'));
}

/**
 * NEWSLETTER_DB_FILE: the newsletter's sign-ups, which the server keeps and the export and
 * the likes' backup and restore commands read (beside the likes store by default).
 */
export function newsletterDbFile(): string {
  return path.resolve(
    process.env.NEWSLETTER_DB_FILE ?? path.join(repoRoot, '.data/newsletter.sqlite'),
  );
}

export function readServerConfig(): ServerConfig {
  // Another build of the shell can be served instead (tests of differently configured builds).
  // Builds made elsewhere (SITE_BUILD_DIR/<app>, e.g. the emulator target's) can be served
  // instead of each app's dist.
  const buildDir = (app: string) =>
    process.env.SITE_BUILD_DIR
      ? path.join(process.env.SITE_BUILD_DIR, app)
      : path.join(repoRoot, app, 'dist');
  const topology = readTopology();
  const shellDist = process.env.SHELL_DIST ?? buildDir(topology.sites.shell!.app);
  // Each section at its local base (/remotes/<name>/), from its app's build.
  const sections = Object.fromEntries(
    sectionNames(topology).map((section) => [
      sectionBase(topology, 'local', section),
      buildDir(topology.sites[section]!.app),
    ]),
  );
  checkCompressionSetting();
  const connections = connectionLimits();
  return {
    port: intFromEnv('PORT', 3000, 0, 65_535),
    host: process.env.HOST ?? '127.0.0.1',
    shellDist,
    remotes: {
      ...sections,
      // Versioned deploys of any remote, as a CDN would hold them (/deploys/blog/v2/...).
      '/deploys/': process.env.DEPLOYS_DIR ?? path.join(repoRoot, '.data/deploys'),
    },
    runtimeManifestFile:
      process.env.RUNTIME_MANIFEST_FILE ?? path.join(shellDist, 'runtime-manifest.json'),
    likeablePostsFile:
      process.env.LIKEABLE_POSTS_FILE ??
      path.join(buildDir(topology.sites.blog!.app), 'likeable-posts.json'),
    likesDbFile: likesDbFile(),
    createLikesStore: flagFromEnv('LIKES_CREATE_STORE'),
    likesRateLimitPerMinute: intFromEnv('LIKES_RATE_LIMIT_PER_MINUTE', 60),
    likesCommitWaitMs: intFromEnv('LIKES_COMMIT_WAIT_MS', 5000, 100, 600_000),
    newsletterDbFile: newsletterDbFile(),
    newsletterRateLimitPerMinute: intFromEnv('NEWSLETTER_RATE_LIMIT_PER_MINUTE', 10),
    trustProxyHops: intFromEnv('TRUST_PROXY_HOPS', 0),
    likeKeys: {
      // Keep it longer than the browser's retry queue keeps a like (7 days).
      keyRetentionMs: retentionDays() * DAY_MS,
      maxKeys: intFromEnv(
        'LIKES_MAX_KEYS',
        1_000_000,
        1,
        Number.MAX_SAFE_INTEGER,
        'with no room for a key, every like would be refused (503)',
      ),
    },
    likeStreams: likeStreamLimits(connections),
    connections,
    ownOrigins: ownOrigins(),
  };
}

/**
 * Live-count streams, each of which holds one of the client's connections for as long as a
 * tab is open: a client whose streams may fill its connections has none left for the pages,
 * scripts and likes themselves, so such a setting is refused.
 */
function likeStreamLimits(connections: ConnectionLimits): ClientSlotsOptions {
  // A reader's tabs; readers behind one NAT share it (docs/likes.md).
  const perClient = intFromEnv('LIKES_STREAMS_PER_CLIENT', 8, 1);
  if (perClient >= connections.perClient) {
    throw new StartupProblem(
      `LIKES_STREAMS_PER_CLIENT (${perClient}) must be below MAX_CONNECTIONS_PER_CLIENT (${connections.perClient}): each stream holds a connection, and a client with every connection held by streams could load nothing else`,
    );
  }
  return { perClient, total: intFromEnv('LIKES_MAX_STREAMS', defaultMaxStreams(), 1) };
}

/** SITE_COMPRESSION: `on` (the default) or `off` (static/send-file.ts); nothing else. */
function checkCompressionSetting(): void {
  const raw = process.env.SITE_COMPRESSION;
  if (raw === undefined || raw === '' || raw === 'on' || raw === 'off') return;
  throw new StartupProblem(
    `SITE_COMPRESSION must be "on" or "off", got "${raw}": a value not understood would be served as "on"`,
  );
}

function connectionLimits(): ConnectionLimits {
  return {
    // A reader's browser opens 6 connections and a stream per tab; a house or an office
    // behind one address has room for several.
    perClient: intFromEnv('MAX_CONNECTIONS_PER_CLIENT', 64, 1),
    total: intFromEnv('MAX_CONNECTIONS', defaultMaxConnections(), 1),
    pipelined: intFromEnv('MAX_PIPELINED_REQUESTS', 8, 1),
    headersTimeoutMs: intFromEnv('HEADERS_TIMEOUT_SECONDS', 15, 1, 3600) * 1000,
  };
}
