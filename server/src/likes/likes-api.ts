import type { IncomingMessage, ServerResponse } from 'node:http';
import { createOperationalLog, type OperationalLog } from '../log/operational-log.js';
import { addressBucket } from '../clients/address-bucket.js';
import { createClientSlots, type ClientSlotsOptions } from '../clients/client-slots.js';
import { addressOrRefusal } from './address-or-refusal.js';
import { createLikeAdmission } from './admit-like.js';
import {
  keysFullProblem,
  keysFullRetryAfterSeconds,
  likeAnswer,
  SHUTTING_DOWN,
} from './like-answers.js';
import { DEFAULT_LIKES_DB_OPTIONS, type LikesDbOptions } from './likes-db.js';
import { parseLikesRoute } from './likes-route.js';
import { createLiveCounts, type LiveCountsOptions } from './live-counts.js';
import { createRateLimiter } from './rate-limiter.js';
import { createBodyReader } from './read-body.js';
import { refuse } from './refuse.js';
import { MALFORMED_PATH, requestRefusal, streamRefusal } from './request-refusals.js';
import { sendError, sendJson } from './send-json.js';
import { startStoreThread } from './store-thread.js';

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
  const streamLimits = options.streams ?? DEFAULT_STREAM_SLOTS;
  const slots = createClientSlots(streamLimits);
  const trustProxyHops = options.trustProxyHops ?? 0;
  const bodies = createBodyReader({ timeoutMs: options.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS });
  const admitLike = createLikeAdmission({
    ownOrigins: options.ownOrigins ?? new Set<string>(),
    bodies,
    limiter: createRateLimiter(options.rateLimitPerMinute),
    trustProxyHops,
  });
  let streamsClosed = false;
  let closed = false;

  async function like(req: IncomingMessage, res: ServerResponse, postId: string): Promise<void> {
    const key = await admitLike(req, res);
    if (key === null) return;
    if (closed) {
      refuse(req, res, SHUTTING_DOWN);
      return;
    }
    const answer = likeAnswer(await store.add({ postId, key }), closed);
    if (answer.kind === 'refused') {
      refuse(req, res, answer);
    } else if (answer.kind === 'keys-full') {
      log.problem(
        'keys-full',
        keysFullProblem(answer.keyCount, keyOptions.maxKeys, answer.nextKeyExpiry),
      );
      sendError(res, 503, 'The likes service is full for now; try again later', {
        'Retry-After': String(keysFullRetryAfterSeconds(answer.nextKeyExpiry, Date.now())),
      });
    } else {
      const replayed = answer.replayed ? { 'Idempotent-Replayed': 'true' } : undefined;
      sendJson(res, 200, { count: answer.count }, replayed);
    }
  }

  function stream(req: IncomingMessage, res: ServerResponse, postId: string): void {
    const address = addressOrRefusal(req, res, trustProxyHops);
    if (address === null) return;
    const bucket = addressBucket(address);
    const slot = slots.admit(bucket);
    if (!slot.admitted) {
      const refusal = streamRefusal(slot.reason, bucket, streamLimits);
      log.problem(refusal.problem.key, refusal.problem.line);
      refuse(req, res, refusal);
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
      refuse(req, res, MALFORMED_PATH);
      return true;
    }
    const method = req.method ?? 'GET';
    const refusal = requestRefusal(route, method, options.isKnownPostId);
    if (refusal) refuse(req, res, refusal);
    else if (closed || (route.kind === 'events' && streamsClosed)) refuse(req, res, SHUTTING_DOWN);
    else if (route.kind === 'events') stream(req, res, route.postId);
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
