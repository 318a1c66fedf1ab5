export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Takes one token for `key` if there is one. */
  take(key: string, now?: number): RateDecision;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const SWEEP_EVERY = 1000;

/**
 * A token bucket per client: `perMinute` likes in a burst, refilled evenly over a minute.
 * 0 means unlimited. Full buckets are forgotten now and then so memory stays bounded.
 */
export function createRateLimiter(perMinute: number): RateLimiter {
  if (perMinute === 0) return { take: () => ({ allowed: true }) };
  const refillPerMs = perMinute / 60_000;
  const buckets = new Map<string, Bucket>();
  let takesSinceSweep = 0;

  function refill(bucket: Bucket, now: number): void {
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(perMinute, bucket.tokens + elapsed * refillPerMs);
    bucket.updatedAt = now;
  }

  function sweep(now: number): void {
    for (const [key, bucket] of buckets) {
      refill(bucket, now);
      if (bucket.tokens >= perMinute) buckets.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      takesSinceSweep += 1;
      if (takesSinceSweep >= SWEEP_EVERY) {
        takesSinceSweep = 0;
        sweep(now);
      }
      let bucket = buckets.get(key);
      if (!bucket) {
        bucket = { tokens: perMinute, updatedAt: now };
        buckets.set(key, bucket);
      }
      refill(bucket, now);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      const waitMs = (1 - bucket.tokens) / refillPerMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}
