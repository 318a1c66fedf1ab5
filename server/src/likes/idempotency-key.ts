import type { IncomingMessage } from 'node:http';

/** The same shape the likes client makes (LIKE_ID_PATTERN in @site/shared/likes). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type IdempotencyKey =
  { kind: 'valid'; value: string } | { kind: 'invalid'; message: string };

/**
 * The like's Idempotency-Key header, required: the site's client sends one with every like
 * (and the same one on every retry of it), so a like is counted once. It is also a header
 * no HTML form can set, and one a script on another site cannot send without a CORS
 * preflight, which this API never approves.
 */
export function readIdempotencyKey(req: IncomingMessage): IdempotencyKey {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) {
    return {
      kind: 'invalid',
      message: 'A like must carry an Idempotency-Key header (one id per like, the same on retries)',
    };
  }
  // Node joins repeated headers with ", ", which the pattern refuses.
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    return {
      kind: 'invalid',
      message: 'Idempotency-Key must be one key of 8 to 64 characters: letters, digits, _ or -',
    };
  }
  return { kind: 'valid', value: raw };
}
