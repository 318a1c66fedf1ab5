import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from './client-address.js';
import { createGroupCommit } from './group-commit.js';
import { readIdempotencyKey } from './idempotency-key.js';
import { DEFAULT_LIKES_DB_OPTIONS, openLikesDb, type LikesDbOptions } from './likes-db.js';
import { parseLikesRoute } from './likes-route.js';
import { createLiveCounts } from './live-counts.js';
import { createRateLimiter } from './rate-limiter.js';
import { readBoundedBody } from './read-body.js';
import { sendError, sendJson } from './send-json.js';

export interface LikesApiOptions {
  dbFile: string;
  /** Likes accepted per client IP per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (client-address.ts). */
  trustProxyHops?: number;
  /** How long and how many Idempotency-Keys are remembered (likes-db.ts). */
  keys?: LikesDbOptions;
  /** Whether a like counter exists (the blog's posts: likeable-posts.ts). */
  isKnownPostId: (postId: string) => boolean;
}

export interface LikesApi {
  /** Handles /api/likes/** requests; returns false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** Ends every open SSE stream (on shutdown, so the server can close). */
  closeStreams(): void;
  /** Commits what is queued, then checkpoints and closes the database. */
  close(): void;
}

/** Forgotten keys are removed this often (and at start-up). */
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** A like carries no data; anything bigger than this is not a like. */
export const MAX_BODY_BYTES = 1024;

const ALLOW_COUNT = 'GET, HEAD, POST';
const ALLOW_EVENTS = 'GET';

function sendUnavailable(res: ServerResponse): void {
  sendError(res, 503, 'The likes service is shutting down', { 'Retry-After': '5' });
}

/**
 * The embedded likes service: the same policy as firestore.rules (known post ids, +1 per
 * request), plus a bounded body and a per-client rate limit, with counts pushed over SSE.
 */
export function createLikesApi(options: LikesApiOptions): LikesApi {
  const db = openLikesDb(options.dbFile, options.keys ?? DEFAULT_LIKES_DB_OPTIONS);
  const live = createLiveCounts();
  const writer = createGroupCommit(db, {
    onCommitted(counts) {
      for (const [postId, count] of counts) live.publish(postId, count);
    },
  });
  db.pruneKeys();
  const pruning = setInterval(() => db.pruneKeys(), PRUNE_INTERVAL_MS);
  pruning.unref();
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  let streamsClosed = false;
  let closed = false;

  async function like(req: IncomingMessage, res: ServerResponse, postId: string): Promise<void> {
    if ((await readBoundedBody(req, MAX_BODY_BYTES)) === 'too-large') {
      // The rest of an oversized body is not read, so the connection cannot be reused.
      sendError(res, 413, `A like request body must not exceed ${MAX_BODY_BYTES} bytes`, {
        Connection: 'close',
      });
      return;
    }
    const key = readIdempotencyKey(req);
    if (key.kind === 'invalid') {
      sendError(res, 400, key.message);
      return;
    }
    let address: string;
    try {
      address = clientAddress(req, options.trustProxyHops ?? 0);
    } catch (error) {
      sendError(res, 400, error instanceof Error ? error.message : String(error));
      return;
    }
    const decision = limiter.take(address);
    if (!decision.allowed) {
      sendError(res, 429, 'Too many likes from this address; try again later', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
      return;
    }
    if (closed) {
      sendUnavailable(res);
      return;
    }
    let outcome;
    try {
      outcome = await writer.add({ postId, key: key.value });
    } catch (error) {
      console.error('Likes: a commit failed:', error);
      sendError(res, 503, 'The like could not be stored; try again', { 'Retry-After': '2' });
      return;
    }
    if (outcome.kind === 'key-conflict') {
      sendError(
        res,
        422,
        `This Idempotency-Key was already used for a like of "${outcome.postId}"`,
      );
      return;
    }
    // A replay answers like the first time, with today's count, and says it was one.
    const replayed = outcome.kind === 'duplicate' ? { 'Idempotent-Replayed': 'true' } : undefined;
    sendJson(res, 200, { count: outcome.count }, replayed);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = parseLikesRoute(pathname);
    if (!route) return false;

    if (route.kind === 'malformed') {
      sendError(res, 404, 'Not found: use /api/likes/{postId} or /api/likes/{postId}/events');
      return true;
    }
    const method = req.method ?? 'GET';
    const allow = route.kind === 'events' ? ALLOW_EVENTS : ALLOW_COUNT;
    if (!allow.split(', ').includes(method)) {
      sendError(res, 405, `Method ${method} not allowed; use ${allow}`, { Allow: allow });
      return true;
    }
    if (!options.isKnownPostId(route.postId)) {
      sendError(res, 404, `Unknown post id "${route.postId}"`);
      return true;
    }
    if (closed || (route.kind === 'events' && streamsClosed)) {
      sendUnavailable(res);
      return true;
    }

    if (route.kind === 'events') {
      live.attach(route.postId, res, db.count(route.postId));
    } else if (method === 'POST') {
      await like(req, res, route.postId);
    } else {
      sendJson(res, 200, { count: db.count(route.postId) });
    }
    return true;
  }

  return {
    handle,
    closeStreams() {
      streamsClosed = true;
      live.closeAll();
    },
    close() {
      streamsClosed = true;
      closed = true;
      clearInterval(pruning);
      writer.flush();
      live.closeAll();
      db.close();
    },
  };
}
