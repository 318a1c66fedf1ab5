// What the likes API answers, decided apart from the sockets it answers on: each function
// turns one step's result (the body read, the store's answer) into a status and its words.
import type { OutgoingHttpHeaders } from 'node:http';
import type { BodyResult } from './read-body.js';
import type { StoreAnswer } from './store-thread.js';

/** A refusal: its status, its message (the JSON `error`) and its headers. */
export interface Refusal {
  status: number;
  message: string;
  headers?: OutgoingHttpHeaders;
}

/** A like's answer: a refusal, or the post's count (and whether the like was a replay). */
export type LikeAnswer =
  | ({ kind: 'refused' } & Refusal)
  | { kind: 'counted'; count: number; replayed: boolean }
  | { kind: 'keys-full'; keyCount: number; nextKeyExpiry: number | null };

/** A like carries no data; anything bigger than this is not a like. */
export const MAX_BODY_BYTES = 1024;

/** The longest a like refused at the key cap is told to wait before it is sent again. */
export const KEYS_FULL_RETRY_MAX_S = 3600;

export const SHUTTING_DOWN: Refusal = {
  status: 503,
  message: 'The likes service is shutting down',
  headers: { 'Retry-After': '5' },
};

const STORE_UNAVAILABLE: Refusal = {
  status: 503,
  message: 'The likes store is unavailable; try again later',
  headers: { 'Retry-After': '60' },
};

/**
 * A like's body that is not one: the refusal, or null when nobody is left to answer (the
 * client went away). 'ok' never reaches here.
 */
export function bodyRefusal(body: Exclude<BodyResult, 'ok'>): Refusal | null {
  switch (body) {
    case 'aborted':
      return null;
    case 'too-large':
      return {
        status: 413,
        message: `A like request body must not exceed ${MAX_BODY_BYTES} bytes`,
      };
    case 'timed-out':
      return { status: 408, message: 'The like request body did not arrive in time' };
    case 'shutting-down':
      return SHUTTING_DOWN;
  }
}

/** The store's answer to a like, as the API answers it. `closing`: the server is stopping. */
export function likeAnswer(answer: StoreAnswer, closing: boolean): LikeAnswer {
  if (answer.kind === 'not-stored') {
    if (answer.reason === 'store-gone') return { kind: 'refused', ...STORE_UNAVAILABLE };
    if (answer.reason === 'stopped') {
      return { kind: 'refused', ...(closing ? SHUTTING_DOWN : STORE_UNAVAILABLE) };
    }
    // A failed commit (logged by the store's thread) or one that did not come in time.
    return {
      kind: 'refused',
      status: 503,
      message: 'The like could not be stored now; try again',
      headers: { 'Retry-After': '2' },
    };
  }
  const { outcome } = answer;
  switch (outcome.kind) {
    case 'keys-full':
      return { kind: 'keys-full', keyCount: answer.keyCount, nextKeyExpiry: answer.nextKeyExpiry };
    case 'key-conflict':
      return {
        kind: 'refused',
        status: 422,
        message: `This Idempotency-Key was already used for a like of "${outcome.postId}"`,
      };
    default:
      // A replay answers like the first time, with today's count, and says it was one.
      return { kind: 'counted', count: outcome.count, replayed: outcome.kind === 'duplicate' };
  }
}

/**
 * How long a like refused at the full key cap is told to wait: until the oldest key expires,
 * at least a minute, at most KEYS_FULL_RETRY_MAX_S. A key also frees up as soon as the
 * operator raises the cap and restarts, and days would outlast the browser's 7-day queue,
 * which would then drop the like: so never more than an hour.
 */
export function keysFullRetryAfterSeconds(nextKeyExpiry: number | null, now: number): number {
  const untilExpiry = nextKeyExpiry === null ? 60 : Math.ceil((nextKeyExpiry - now) / 1000);
  return Math.min(KEYS_FULL_RETRY_MAX_S, Math.max(60, untilExpiry));
}

/** The operator's line when likes are refused at the full key cap, and what to do about it. */
export function keysFullProblem(keyCount: number, maxKeys: number, nextKeyExpiry: number | null) {
  const until = nextKeyExpiry === null ? '' : ` (${new Date(nextKeyExpiry).toISOString()})`;
  return `Likes: ${keyCount} idempotency keys are stored, the cap (LIKES_MAX_KEYS=${maxKeys}), all within their retention; new likes are answered 503 (browsers keep them and retry) until the oldest expires${until}. Raise LIKES_MAX_KEYS if the disk allows (~140 bytes a key) and restart the server (docs/operations.md, "When the key cap fills").`;
}
