import type { IncomingMessage, ServerResponse } from 'node:http';
import { addressBucket } from '../clients/address-bucket.js';
import { addressOrRefusal } from './address-or-refusal.js';
import { readIdempotencyKey } from './idempotency-key.js';
import { bodyRefusal, MAX_BODY_BYTES } from './like-answers.js';
import type { RateLimiter } from './rate-limiter.js';
import type { BodyReader } from './read-body.js';
import { refuse } from './refuse.js';
import { sendError } from './send-json.js';
import { crossSiteWrite } from './write-origin.js';

export interface LikeAdmissionParts {
  ownOrigins: ReadonlySet<string>;
  bodies: BodyReader;
  limiter: RateLimiter;
  trustProxyHops: number;
}

/**
 * The checks before a like reaches the store, in the order that costs least: its origin,
 * its body, its Idempotency-Key, its address and that address's rate. Resolves to the key,
 * or null once the refusal has been sent.
 */
export function createLikeAdmission({
  ownOrigins,
  bodies,
  limiter,
  trustProxyHops,
}: LikeAdmissionParts) {
  return async function admitLike(
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<string | null> {
    const foreign = crossSiteWrite(req, ownOrigins);
    if (foreign !== null) {
      refuse(req, res, { status: 403, message: foreign });
      return null;
    }
    const body = await bodies.read(req, MAX_BODY_BYTES);
    if (body !== 'ok') {
      const refusal = bodyRefusal(body);
      if (refusal) refuse(req, res, refusal);
      return null;
    }
    const key = readIdempotencyKey(req);
    if (key.kind === 'invalid') {
      sendError(res, 400, key.message);
      return null;
    }
    const address = addressOrRefusal(req, res, trustProxyHops);
    if (address === null) return null;
    const decision = limiter.take(addressBucket(address));
    if (!decision.allowed) {
      sendError(res, 429, 'Too many likes from this address; try again later', {
        'Retry-After': String(decision.retryAfterSeconds),
      });
      return null;
    }
    return key.value;
  };
}
