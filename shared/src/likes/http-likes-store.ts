import type { LikesStore, Unsubscribe } from './likes-store';

/** The part of the browser's EventSource this adapter uses, so Node tests can supply one. */
export interface EventSourceLike {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
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

const CLOSED = 2;
const REOPEN_MIN_MS = 1000;
const REOPEN_MAX_MS = 30_000;

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
  /** Counts only grow, so the highest seen is the freshest; shared by all subscribers. */
  private readonly latest = new Map<string, number>();
  private readonly listeners = new Map<string, Set<(count: number) => void>>();

  constructor(options: HttpLikesStoreOptions = {}) {
    this.baseUrl = (options.baseUrl ?? '/api/likes').replace(/\/+$/, '');
    this.EventSourceImpl =
      options.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  }

  private urlFor(postId: string): string {
    return `${this.baseUrl}/${encodeURIComponent(postId)}`;
  }

  private offer(postId: string, count: number): void {
    if (count < (this.latest.get(postId) ?? 0)) return;
    this.latest.set(postId, count);
    for (const listener of this.listeners.get(postId) ?? []) listener(count);
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
    let reopenDelay = REOPEN_MIN_MS;
    let active = true;

    const open = (): void => {
      const current = new EventSourceImpl(`${this.urlFor(postId)}/events`);
      source = current;
      current.onmessage = (event) => {
        const count = parseCount(event.data);
        if (count === null) return;
        reopenDelay = REOPEN_MIN_MS;
        const known = this.latest.get(postId);
        // An event can trail a like's own answer; never show a count going backwards.
        if (known !== undefined && count < known) onCount(known);
        else this.offer(postId, count);
      };
      current.onerror = () => {
        onError?.(new Error(`Live like count for "${postId}" interrupted`));
        // EventSource retries network errors itself; after an HTTP error it gives up
        // (CLOSED), so reopen with backoff.
        if (current.readyState === CLOSED && active) {
          reopenTimer = setTimeout(open, reopenDelay);
          reopenDelay = Math.min(reopenDelay * 2, REOPEN_MAX_MS);
        }
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
