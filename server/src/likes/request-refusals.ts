// What the likes API refuses before any store or stream is touched, decided apart from the
// sockets: a path it does not serve, a method it does not allow, a post with no counter, and
// a live-count stream over its caps.
import type { ClientSlotsOptions } from '../clients/client-slots.js';
import type { Refusal } from './like-answers.js';
import type { LikesRoute } from './likes-route.js';

const ALLOW_COUNT = 'GET, HEAD, POST';
const ALLOW_EVENTS = 'GET';

/** When a refused stream may try again: long enough that a crowd does not hammer. */
export const STREAM_RETRY_AFTER_S = 30;

/** A path under /api/likes that names neither a count nor its stream. */
export const MALFORMED_PATH: Refusal = {
  status: 404,
  message: 'Not found: use /api/likes/{postId} or /api/likes/{postId}/events',
};

/** The refusal of a request for a post's count or stream, or null when it may go on. */
export function requestRefusal(
  route: Exclude<LikesRoute, { kind: 'malformed' }>,
  method: string,
  isKnownPostId: (postId: string) => boolean,
): Refusal | null {
  const allow = route.kind === 'events' ? ALLOW_EVENTS : ALLOW_COUNT;
  if (!allow.split(', ').includes(method)) {
    return {
      status: 405,
      message: `Method ${method} not allowed; use ${allow}`,
      headers: { Allow: allow },
    };
  }
  if (!isKnownPostId(route.postId))
    return { status: 404, message: `Unknown post id "${route.postId}"` };
  return null;
}

/** A stream refused at a cap: the answer, and the operator's log line (once per kind). */
export interface StreamRefusal extends Refusal {
  problem: { key: 'streams-client' | 'streams-total'; line: string };
}

/**
 * A live-count stream over a cap: a client address over its own is told 429, any client
 * once the server holds its total 503; both retry later.
 */
export function streamRefusal(
  reason: 'client' | 'total',
  bucket: string,
  limits: ClientSlotsOptions,
): StreamRefusal {
  const headers = { 'Retry-After': String(STREAM_RETRY_AFTER_S) };
  if (reason === 'client') {
    return {
      status: 429,
      message: 'Too many live-count streams from this address',
      headers,
      problem: {
        key: 'streams-client',
        line: `Likes: ${bucket} already holds ${limits.perClient} live-count streams (LIKES_STREAMS_PER_CLIENT); refusing more from it with 429`,
      },
    };
  }
  return {
    status: 503,
    message: 'Too many live-count streams open; try again later',
    headers,
    problem: {
      key: 'streams-total',
      line: `Likes: ${limits.total} live-count streams are open (LIKES_MAX_STREAMS); refusing new ones with 503 until some close`,
    },
  };
}
