export type StreamAdmission =
  | { admitted: true; release(): void }
  /** `client`: this address holds its share already; `total`: the server holds all it may. */
  | { admitted: false; reason: 'client' | 'total' };

export interface StreamSlots {
  /** Takes a slot for one more live-count stream of the client `bucket`, if one is free. */
  admit(bucket: string): StreamAdmission;
  /** Streams open now. */
  open(): number;
}

export interface StreamSlotsOptions {
  /** Streams one client address may hold (a reader's tabs); beyond it 429. */
  perClient: number;
  /** Streams the whole server may hold, well below its file descriptor limit; beyond it 503. */
  total: number;
}

/**
 * Every open stream holds a socket (a file descriptor) and some memory for as long as the
 * reader stays. Without a bound one client could open streams until the process runs out of
 * descriptors, and from then on no reader's page or like could be answered.
 */
export function createStreamSlots(options: StreamSlotsOptions): StreamSlots {
  const perBucket = new Map<string, number>();
  let open = 0;

  return {
    admit(bucket) {
      const held = perBucket.get(bucket) ?? 0;
      if (held >= options.perClient) return { admitted: false, reason: 'client' };
      if (open >= options.total) return { admitted: false, reason: 'total' };
      perBucket.set(bucket, held + 1);
      open += 1;
      let released = false;
      return {
        admitted: true,
        release() {
          if (released) return;
          released = true;
          open -= 1;
          const left = (perBucket.get(bucket) ?? 1) - 1;
          if (left === 0) perBucket.delete(bucket);
          else perBucket.set(bucket, left);
        },
      };
    },
    open: () => open,
  };
}
