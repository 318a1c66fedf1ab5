export type SlotAdmission =
  | { admitted: true; release(): void }
  /** `client`: this address holds its share already; `total`: the server holds all it may. */
  | { admitted: false; reason: 'client' | 'total' };

export interface ClientSlots {
  /** Takes one slot for the client `bucket` (address-bucket.ts), if one is free. */
  admit(bucket: string): SlotAdmission;
  /** Slots held now. */
  open(): number;
}

export interface ClientSlotsOptions {
  /** Slots one client may hold; beyond it the client is refused (Infinity: no share). */
  perClient: number;
  /** Slots the whole server may hold, well below its file descriptor limit. */
  total: number;
}

/**
 * A share per client and a total, for what holds a socket (a file descriptor) and memory
 * for as long as its client likes: connections, live-count streams. Without a bound one
 * client could hold them until the process runs out of descriptors, and from then on no
 * reader's page or like could be answered.
 */
export function createClientSlots(options: ClientSlotsOptions): ClientSlots {
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
