import type { LikesStore, Unsubscribe } from './likes-store';

/** The part of the browser's EventSource this adapter uses, so Node tests can supply one. */
export interface EventSourceLike {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceConstructor = new (url: string) => EventSourceLike;

export interface HttpLikesStoreOptions {
  /** Where the likes API lives; same origin by default. */
  baseUrl?: string;
  /** Defaults to the global EventSource. */
  EventSource?: EventSourceConstructor;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Where the reconnect jitter comes from; Math.random by default. */
  random?: () => number;
}

/** The service answered and refused the like. */
export class LikeRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LikeRefusedError';
  }

  /** Sending the same like again cannot succeed (unknown post, malformed request). */
  get permanent(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

const REOPEN_MIN_MS = 1000;
const REOPEN_MAX_MS = 30_000;

/**
 * How long to wait before reconnect attempt `attempt` (0 for the first): a ceiling that
 * doubles from 1 s to 30 s, and a random point in its upper half. The randomness spreads
 * the readers a restart or a full server turned away, so they do not all come back at once.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(REOPEN_MAX_MS, REOPEN_MIN_MS * 2 ** attempt);
  return ceiling / 2 + random() * (ceiling / 2);
}

function parseCount(data: string): number | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null || !('count' in value)) return null;
    const count = value.count;
    return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null;
  } catch {
    return null;
  }
}

/**
 * The likes port over the embedded service: POST /api/likes/{id} with an Idempotency-Key
 * adds one like, GET /api/likes/{id}/events streams the count (Server-Sent Events).
 */
export class HttpLikesStore implements LikesStore {
  private readonly baseUrl: string;
  private readonly EventSourceImpl: EventSourceConstructor | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly random: () => number;
  /** Counts only grow, so the highest seen is the freshest; shared by all subscribers. */
  private readonly latest = new Map<string, number>();
  private readonly listeners = new Map<string, Set<(count: number) => void>>();

  constructor(options: HttpLikesStoreOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/api/likes').replace(/\/+$/, '');
    this.EventSourceImpl =
      options.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.random = options.random ?? Math.random;
  }

  private urlFor(postId: string): string {
    return `${this.baseUrl}/${encodeURIComponent(postId)}`;
  }

  private offer(postId: string, count: number): void {
    if (count < (this.latest.get(postId) ?? 0)) return;
    this.latest.set(postId, count);
    for (const listener of this.listeners.get(postId) ?? []) listener(count);
  }

  /** Reads the count once (while the live stream is down, so the count shown stays current). */
  private async refresh(postId: string): Promise<void> {
    try {
      const response = await this.fetchImpl(this.urlFor(postId));
      if (!response.ok) return;
      const count = parseCount(await response.text());
      if (count !== null) this.offer(postId, count);
    } catch {
      // Unreachable as well: the reconnect will tell.
    }
  }

  subscribe(
    postId: string,
    onCount: (count: number) => void,
    onError?: (error: Error) => void,
  ): Unsubscribe {
    const EventSourceImpl = this.EventSourceImpl;
    if (!EventSourceImpl) {
      onError?.(new Error('EventSource is not available: live like counts are off'));
      return () => {};
    }
    const listener = (count: number): void => onCount(count);
    let listeners = this.listeners.get(postId);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(postId, listeners);
    }
    listeners.add(listener);

    let source: EventSourceLike | null = null;
    let reopenTimer: ReturnType<typeof setTimeout> | null = null;
    let attempt = 0;
    let active = true;

    const open = (): void => {
      const current = new EventSourceImpl(`${this.urlFor(postId)}/events`);
      source = current;
      current.onmessage = (event) => {
        const count = parseCount(event.data);
        if (count === null) return;
        attempt = 0;
        const known = this.latest.get(postId);
        // An event can trail a like's own answer; never show a count going backwards.
        if (known !== undefined && count < known) onCount(known);
        else this.offer(postId, count);
      };
      current.onerror = () => {
        onError?.(new Error(`Live like count for "${postId}" interrupted`));
        // Whatever failed (the network, the server restarting, a 429 or 503 from a server
        // holding all the streams it may), reconnect here, with backoff and jitter: the
        // browser's own retry would bring every reader back at the server's one fixed delay,
        // and gives up for good after an HTTP error.
        current.close();
        if (!active) return;
        void this.refresh(postId);
        reopenTimer = setTimeout(open, reconnectDelay(attempt, this.random));
        attempt += 1;
      };
    };
    open();

    return () => {
      active = false;
      if (reopenTimer) clearTimeout(reopenTimer);
      source?.close();
      listeners.delete(listener);
    };
  }

  async like(postId: string, likeId: string): Promise<void> {
    // The service counts an Idempotency-Key once, so a retry after a lost answer is safe.
    const response = await this.fetchImpl(this.urlFor(postId), {
      method: 'POST',
      headers: { 'Idempotency-Key': likeId },
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new LikeRefusedError(
        response.status,
        `Like for "${postId}" refused: HTTP ${response.status} ${detail}`.trim(),
      );
    }
    const count = parseCount(await response.text());
    // The liker sees the new count at once, without waiting for the event stream.
    if (count !== null) this.offer(postId, count);
  }
}
