import { keysStartingWith, readItem, removeItem, writeItem } from './browser-storage';

/**
 * The queue's name: each queued like is the localStorage item `pending-likes:<like id>`, and
 * the queue's flush lock (Web Locks) has this name. Releases before issue 45 kept the whole
 * queue as one array under the bare name; the first flush moves those likes to items of
 * their own.
 */
export const PENDING_LIKES_KEY = 'pending-likes';

/**
 * How long a like waits to be delivered before it is given up (it stays in the post's
 * local fallback counter). The embedded service remembers like ids for longer
 * (LIKES_KEY_RETENTION_DAYS, 8 days by default), so a retry is always recognised.
 */
export const PENDING_LIKE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface PendingLike {
  /** The like's id, sent with every attempt so the store counts it once. */
  id: string;
  postId: string;
  queuedAt: number;
}

export interface PendingLikesOptions {
  /** Sends one like; resolves only when the store took it. */
  send(postId: string, likeId: string): Promise<void>;
  /** A refusal that no retry can fix (unknown post): the like is dropped. */
  isPermanentFailure?(error: unknown): boolean;
  storageKey?: string;
  minDelayMs?: number;
  maxDelayMs?: number;
}

function isPendingLike(value: unknown): value is PendingLike {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.postId === 'string' &&
    typeof entry.queuedAt === 'number'
  );
}

/**
 * Likes the store did not take, kept in localStorage and sent again when it answers: on
 * the `online` event, when a live count arrives, and on a timer backing off from 1 s to
 * 30 s. An entry leaves the queue only after the store acknowledged it, and one flush runs
 * at a time (across tabs too, with Web Locks), so no queued like is sent twice at once.
 * Every attempt carries the like's id, so a like the store committed but whose answer was
 * lost is recognised when it is sent again, and counted once.
 *
 * Each like is an item of its own, written once and removed once: never a value read,
 * changed and written back. A tab's localStorage is a copy that other tabs' writes reach
 * later, so two tabs changing one value at once lose one of the changes, even one at a time
 * under a Web Lock (docs/likes.md, "The retry queue").
 */
export class PendingLikes {
  private readonly key: string;
  /** What starts the item of each queued like: `pending-likes:`. */
  private readonly prefix: string;
  private readonly minDelay: number;
  private readonly maxDelay: number;
  private delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: PendingLikesOptions) {
    this.key = options.storageKey ?? PENDING_LIKES_KEY;
    this.prefix = `${this.key}:`;
    this.minDelay = options.minDelayMs ?? 1000;
    this.maxDelay = options.maxDelayMs ?? 30_000;
    this.delay = this.minDelay;
  }

  private itemKey(likeId: string): string {
    return `${this.prefix}${likeId}`;
  }

  /** The like an item holds, or null when it is not one (damaged, or under another id). */
  private entryAt(key: string): PendingLike | null {
    try {
      const value: unknown = JSON.parse(readItem(key) ?? 'null');
      return isPendingLike(value) && this.itemKey(value.id) === key ? value : null;
    } catch {
      return null;
    }
  }

  /** The likes queued and not yet given up, oldest first. */
  private read(): PendingLike[] {
    const oldest = Date.now() - PENDING_LIKE_LIFETIME_MS;
    return keysStartingWith(this.prefix)
      .map((key) => this.entryAt(key))
      .filter((entry): entry is PendingLike => entry !== null && entry.queuedAt >= oldest)
      .sort((a, b) => a.queuedAt - b.queuedAt || a.id.localeCompare(b.id));
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Queues one like (keeping its id) and schedules a retry. */
  add(postId: string, likeId: string): void {
    const entry: PendingLike = { id: likeId, postId, queuedAt: Date.now() };
    writeItem(this.itemKey(likeId), JSON.stringify(entry));
    this.notify();
    this.schedule();
  }

  size(): number {
    return this.read().length;
  }

  countFor(postId: string): number {
    return this.read().filter((entry) => entry.postId === postId).length;
  }

  /** For useSyncExternalStore; stable identity. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Sends the queue now; a flush already running is joined, not repeated. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    this.clearTimer();
    this.flushing = this.withLock(() => this.drain()).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Listens for `online` and other tabs' changes, and sends what an earlier visit left. */
  start(): () => void {
    const onOnline = (): void => void this.flush();
    const onStorage = (event: StorageEvent): void => {
      // null: the whole storage was cleared.
      if (event.key === null || event.key.startsWith(this.prefix)) this.notify();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    if (this.size() > 0 || readItem(this.key) !== null) void this.flush();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      this.clearTimer();
    };
  }

  private async drain(): Promise<void> {
    this.adoptEarlierQueue();
    this.forgetDead();
    for (;;) {
      const next = this.read()[0];
      if (!next) {
        this.delay = this.minDelay;
        return;
      }
      try {
        await this.options.send(next.postId, next.id);
      } catch (error) {
        if (!this.options.isPermanentFailure?.(error)) {
          this.schedule();
          return;
        }
      }
      removeItem(this.itemKey(next.id));
      this.notify();
    }
  }

  /**
   * Likes an earlier release queued as one array under the bare key: each becomes an item
   * of its own (under the flush lock, which that release's flush takes too).
   */
  private adoptEarlierQueue(): void {
    const earlier = readItem(this.key);
    if (earlier === null) return;
    let entries: unknown = [];
    try {
      entries = JSON.parse(earlier);
    } catch {
      // a damaged queue holds no like to send
    }
    if (Array.isArray(entries)) {
      for (const entry of entries.filter(isPendingLike)) {
        writeItem(this.itemKey(entry.id), JSON.stringify(entry));
      }
    }
    removeItem(this.key);
    this.notify();
  }

  /** Removes the items of likes given up (past their lifetime) and of damaged ones. */
  private forgetDead(): void {
    const oldest = Date.now() - PENDING_LIKE_LIFETIME_MS;
    for (const key of keysStartingWith(this.prefix)) {
      const entry = this.entryAt(key);
      if (!entry || entry.queuedAt < oldest) removeItem(key);
    }
  }

  private schedule(): void {
    if (this.timer) return;
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, this.maxDelay);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, delay);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private withLock(task: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    return locks ? locks.request(this.key, task) : task();
  }
}
