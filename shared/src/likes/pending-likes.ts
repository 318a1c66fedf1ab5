import { readItem, writeItem } from './browser-storage';

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
 */
export class PendingLikes {
  private readonly key: string;
  private readonly minDelay: number;
  private readonly maxDelay: number;
  private delay: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: PendingLikesOptions) {
    this.key = options.storageKey ?? PENDING_LIKES_KEY;
    this.minDelay = options.minDelayMs ?? 1000;
    this.maxDelay = options.maxDelayMs ?? 30_000;
    this.delay = this.minDelay;
  }

  private read(): PendingLike[] {
    try {
      const value: unknown = JSON.parse(readItem(this.key) ?? '[]');
      const oldest = Date.now() - PENDING_LIKE_LIFETIME_MS;
      return Array.isArray(value)
        ? value.filter(isPendingLike).filter((entry) => entry.queuedAt >= oldest)
        : [];
    } catch {
      return [];
    }
  }

  private write(entries: PendingLike[]): void {
    writeItem(this.key, JSON.stringify(entries));
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  /** Queues one like (keeping its id) and schedules a retry. */
  add(postId: string, likeId: string): void {
    this.write([...this.read(), { id: likeId, postId, queuedAt: Date.now() }]);
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
      if (event.key === this.key) this.notify();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('storage', onStorage);
    if (this.size() > 0) void this.flush();
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('storage', onStorage);
      this.clearTimer();
    };
  }

  private async drain(): Promise<void> {
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
      this.write(this.read().filter((entry) => entry.id !== next.id));
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
