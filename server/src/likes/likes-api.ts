import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createOperationalLog, type OperationalLog } from '../log/operational-log.js';
import { addressBucket } from '../clients/address-bucket.js';
import { clientAddress, MalformedForwardedFor } from '../clients/client-address.js';
import { createClientSlots, type ClientSlotsOptions } from '../clients/client-slots.js';
import { readIdempotencyKey } from './idempotency-key.js';
import {
  bodyRefusal,
  keysFullRetryAfterSeconds,
  likeAnswer,
  MAX_BODY_BYTES,
  SHUTTING_DOWN,
} from './like-answers.js';
import { DEFAULT_LIKES_DB_OPTIONS, type LikesDbOptions } from './likes-db.js';
import { parseLikesRoute } from './likes-route.js';
import { createLiveCounts, type LiveCountsOptions } from './live-counts.js';
import { createRateLimiter } from './rate-limiter.js';
import { createBodyReader } from './read-body.js';
import { sendError, sendJson } from './send-json.js';
import { startStoreThread } from './store-thread.js';
import { crossSiteWrite } from './write-origin.js';

export interface LikesApiOptions {
  dbFile: string;
  /** Whether a missing store is created empty (LIKES_CREATE_STORE=1); else it is refused. */
  createStore?: boolean;
  /** Likes accepted per client address per minute; 0 turns the limit off. */
  rateLimitPerMinute: number;
  /** Proxies in front of the server whose X-Forwarded-For is trusted (client-address.ts). */
  trustProxyHops?: number;
  /** How long and how many Idempotency-Keys are remembered (likes-db.ts). */
  keys?: LikesDbOptions;
  /** Whether a like counter exists (the blog's posts: likeable-posts.ts). */
  isKnownPostId: (postId: string) => boolean;
  /** The site's public origins, besides the request's own host (write-origin.ts). */
  ownOrigins?: ReadonlySet<string>;
  /** How many live-count streams one client address, and the server, may hold. */
  streams?: ClientSlotsOptions;
  liveCounts?: LiveCountsOptions;
  /** A like's body must have arrived this long after its headers. */
  bodyTimeoutMs?: number;
  /** How long a like waits for its commit before it is answered 503 (store-thread.ts). */
  commitWaitMs?: number;
  log?: OperationalLog;
}

export interface LikesApi {
  /** Handles /api/likes/** requests (`pathname` is the request's path); false for others. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  /** Ends every live-count stream and every like still sending its body (shutdown). */
  drain(): void;
  /** Commits what is queued, then checkpoints and closes the database. */
  close(): Promise<void>;
}

export const DEFAULT_STREAM_SLOTS: ClientSlotsOptions = { perClient: 8, total: 1000 };
const DEFAULT_BODY_TIMEOUT_MS = 5000;
/** A commit's usual time is milliseconds; an fsync on a busy disk, up to a second or two. */
export const DEFAULT_COMMIT_WAIT_MS = 5000;
/** When a refused stream may try again: long enough that a crowd does not hammer. */
const STREAM_RETRY_AFTER_S = 30;

const ALLOW_COUNT = 'GET, HEAD, POST';
const ALLOW_EVENTS = 'GET';

/** Whether the request has a body that has not been read (yet). */
function bodyPending(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** A refusal sent before a request's body was read closes the connection, so it is not read. */
function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: OutgoingHttpHeaders = {},
): void {
  sendError(res, status, message, bodyPending(req) ? { ...headers, Connection: 'close' } : headers);
}

function sendUnavailable(req: IncomingMessage, res: ServerResponse): void {
  refuse(req, res, SHUTTING_DOWN.status, SHUTTING_DOWN.message, SHUTTING_DOWN.headers);
}

/**
 * The embedded likes service: the same policy as firestore.rules (known post ids, +1 per
 * like, a like counted once), plus what a server on its own must add: likes only from the
 * site's own pages, a bounded body, a rate limit per client and a cap on live-count streams.
 * The store runs in a thread of its own (store-thread.ts): counts are answered from memory,
 * and a like waits for its commit at most `commitWaitMs`.
 */
export async function createLikesApi(options: LikesApiOptions): Promise<LikesApi> {
  const log = options.log ?? createOperationalLog();
  const keyOptions = options.keys ?? DEFAULT_LIKES_DB_OPTIONS;
  const live = createLiveCounts(options.liveCounts);
  const store = await startStoreThread({
    file: options.dbFile,
    keys: keyOptions,
    createIfMissing: options.createStore ?? false,
    commitWaitMs: options.commitWaitMs ?? DEFAULT_COMMIT_WAIT_MS,
    log,
    onCommitted(counts) {
      for (const [postId, count] of counts) live.publish(postId, count);
    },
  });
  const slots = createClientSlots(options.streams ?? DEFAULT_STREAM_SLOTS);
  const bodies = createBodyReader({ timeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS });
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const ownOrigins = options.ownOrigins ?? new Set<string>();
  const trustProxyHops = options.trustProxyHops ?? 0;
  let streamsClosed = false;
  let closed = false;

  /** The client's address, or null once a 400 has been sent for a malformed forwarded one. */
  function addressOf(req: IncomingMessage, res: ServerResponse): string | null {
    try {
      return clientAddress(req, trustProxyHops);
    } catch (error) {
      if (!(error instanceof MalformedForwardedFor)) throw error;
      refuse(req, res, 400, error.message);
      return null;
    }
  }

  function keysFull(res: ServerResponse, keyCount: number, expiry: number | null): void {
    log.problem(
      'keys-full',
      `Likes: ${keyCount} idempotency keys are stored, the cap (LIKES_MAX_KEYS=${keyOptions.maxKeys}), all within their retention; new likes are answered 503 (browsers keep them and retry) until the oldest expires${expiry === null ? '' : ` (${new Date(expiry).toISOString()})`}. Raise LIKES_MAX_KEYS if the disk allows (~140 bytes a key) and restart the server (docs/operations.md, "When the key cap fills").`,
    );
    sendError(res, 503, 'The likes service is full for now; try again later', {
      'Retry-After': String(keysFullRetryAfterSeconds(expiry, Date.now())),
    });
  }

  /** The checks before a like reaches the store: its origin, body, key, address and rate. */
  async function admitLike(req: IncomingMessage, res: ServerResponse): Promise<string | null> {
    const foreign = crossSiteWrite(req, ownOrigins);
    if (foreign !== null) {
      refuse(req, res, 403, foreign);
      return null;
    }
    const body = await bodies.read(req, MAX_BODY_BYTES);
    if (body !== 'ok') {
      const refusal = bodyRefusal(body);
      if (refusal) refuse(req, res, refusal.status, refusal.message, refusal.headers);
      return null;
    }
    const key = readIdempotencyKey(req);
    if (key.kind === 'invalid') {
      sendError(res, 400, key.message);
      return null;
    }
    const address = addressOf(req, res);
    if (address === null) return null;
    const decision = limiter.take(addressBucket(address));
    if (!decision.allowed) {
      sendError(res, 429, 'Too many likes from this address; try again later', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
      return null;
    }
    return key.value;
  }

  async function like(req: IncomingMessage, res: ServerResponse, postId: string): Promise<void> {
    const key = await admitLike(req, res);
    if (key === null) return;
    if (closed) {
      sendUnavailable(req, res);
      return;
    }
    const answer = likeAnswer(await store.add({ postId, key }), closed);
    if (answer.kind === 'refused') refuse(req, res, answer.status, answer.message, answer.headers);
    else if (answer.kind === 'keys-full') keysFull(res, answer.keyCount, answer.nextKeyExpiry);
    else {
      sendJson(
        res,
        200,
        { count: answer.count },
        answer.replayed ? { 'Idempotent-Replayed': 'true' } : undefined,
      );
    }
  }

  function stream(req: IncomingMessage, res: ServerResponse, postId: string): void {
    const address = addressOf(req, res);
    if (address === null) return;
    const bucket = addressBucket(address);
    const slot = slots.admit(bucket);
    if (!slot.admitted) {
      const retryAfter = { 'Retry-After': String(STREAM_RETRY_AFTER_S) };
      const limits = options.streams ?? DEFAULT_STREAM_SLOTS;
      if (slot.reason === 'client') {
        log.problem(
          'streams-client',
          `Likes: ${bucket} already holds ${limits.perClient} live-count streams (LIKES_STREAMS_PER_CLIENT); refusing more from it with 429`,
        );
        sendError(res, 429, 'Too many live-count streams from this address', retryAfter);
      } else {
        log.problem(
          'streams-total',
          `Likes: ${limits.total} live-count streams are open (LIKES_MAX_STREAMS); refusing new ones with 503 until some close`,
        );
        sendError(res, 503, 'Too many live-count streams open; try again later', retryAfter);
      }
      return;
    }
    res.on('close', slot.release);
    live.attach(postId, res, store.count(postId));
  }

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    const route = parseLikesRoute(pathname);
    if (!route) return false;

    if (route.kind === 'malformed') {
      refuse(req, res, 404, 'Not found: use /api/likes/{postId} or /api/likes/{postId}/events');
      return true;
    }
    const method = req.method ?? 'GET';
    const allow = route.kind === 'events' ? ALLOW_EVENTS : ALLOW_COUNT;
    if (!allow.split(', ').includes(method)) {
      refuse(req, res, 405, `Method ${method} not allowed; use ${allow}`, { Allow: allow });
      return true;
    }
    if (!options.isKnownPostId(route.postId)) {
      refuse(req, res, 404, `Unknown post id "${route.postId}"`);
      return true;
    }
    if (closed || (route.kind === 'events' && streamsClosed)) {
      sendUnavailable(req, res);
      return true;
    }

    if (route.kind === 'events') stream(req, res, route.postId);
    else if (method === 'POST') await like(req, res, route.postId);
    else sendJson(res, 200, { count: store.count(route.postId) });
    return true;
  }

  return {
    handle,
    drain() {
      streamsClosed = true;
      live.closeAll();
      bodies.abortAll();
    },
    async close() {
      streamsClosed = true;
      closed = true;
      live.closeAll();
      bodies.abortAll();
      await store.close();
    },
  };
}
