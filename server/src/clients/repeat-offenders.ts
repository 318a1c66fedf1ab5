export interface RepeatOffendersOptions {
  /** Offences a client may commit within `windowMs` before it is barred. */
  bound: number;
  windowMs: number;
  /** How long a client past the bound is barred. */
  barMs: number;
}

export interface RepeatOffenders {
  /**
   * Counts an offence of the client `bucket` (address-bucket.ts). True when it takes the
   * client past the bound: it is barred from now for `barMs`.
   */
  offend(bucket: string, now?: number): boolean;
  /** Whether the client `bucket` is barred now. */
  isBarred(bucket: string, now?: number): boolean;
}

/**
 * Which clients have broken a rule often enough to be refused a while. A client is an
 * address, which many readers may share (an office, carrier-grade NAT, a /64): one offence
 * costs the offending connection only, and only a client that keeps offending, past
 * `bound` within `windowMs`, is barred, because each offence costs the server work it must
 * not be made to do without end.
 */
export function trackRepeatOffenders(options: RepeatOffendersOptions): RepeatOffenders {
  /** Each client's recent offences, oldest first; the clients by their latest offence. */
  const offences = new Map<string, number[]>();
  /** Barred clients and until when; oldest first, since every bar lasts as long. */
  const barred = new Map<string, number>();

  function forgetOld(now: number): void {
    for (const [bucket, times] of offences) {
      if ((times.at(-1) ?? 0) > now - options.windowMs) break;
      offences.delete(bucket);
    }
    for (const [bucket, until] of barred) {
      if (until > now) break;
      barred.delete(bucket);
    }
  }

  return {
    offend(bucket, now = Date.now()) {
      forgetOld(now);
      const recent = (offences.get(bucket) ?? []).filter((time) => time > now - options.windowMs);
      recent.push(now);
      offences.delete(bucket);
      if (recent.length <= options.bound) {
        offences.set(bucket, recent);
        return false;
      }
      // Counting starts again once the bar is over: the next bar takes `bound` more offences.
      barred.delete(bucket);
      barred.set(bucket, now + options.barMs);
      return true;
    },
    isBarred(bucket, now = Date.now()) {
      forgetOld(now);
      return barred.has(bucket);
    },
  };
}
