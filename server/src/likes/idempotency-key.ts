import type { IncomingMessage } from 'node:http';

/** The same shape the likes client makes (LIKE_ID_PATTERN in @site/shared/likes). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export type IdempotencyKey =
  { kind: 'absent' | 'valid'; value: string | null } | { kind: 'invalid'; message: string };

/**
 * The like's Idempotency-Key header: optional (a like without one is counted every time),
 * but when present it must be one well-formed key, or the request is refused before it
 * can count anything.
 */
export function readIdempotencyKey(req: IncomingMessage): IdempotencyKey {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return { kind: 'absent', value: null };
  // Node joins repeated headers with ", ", which the pattern refuses.
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
    return {
      kind: 'invalid',
      message: 'Idempotency-Key must be one key of 8 to 64 characters: letters, digits, _ or -',
    };
  }
  return { kind: 'valid', value: raw };
}
