import type { LikeOutcome, LikeRequest, LikesDb } from './likes-db.js';

export interface GroupCommit {
  /** Queues one like; resolves once the transaction holding it is committed (on disk). */
  add(like: LikeRequest): Promise<LikeOutcome>;
  /** Commits what is queued now, without waiting for the next turn (shutdown). */
  flush(): void;
  /** Transactions committed and likes they held, for the bench and the durability test. */
  stats(): { commits: number; likes: number };
}

export interface GroupCommitOptions {
  /** Called after each commit with the new count of every post it changed. */
  onCommitted?(counts: ReadonlyMap<string, number>): void;
  /** Most likes in one transaction, so one group cannot hold the event loop for long. */
  maxGroupSize?: number;
}

interface Waiting {
  like: LikeRequest;
  resolve(outcome: LikeOutcome): void;
  reject(error: unknown): void;
}

/**
 * Group commit: likes that arrive while the event loop is busy (parsing requests, or
 * syncing the previous group to disk) are stored together in one transaction on the next
 * turn (setImmediate), so one fsync acknowledges them all. Under load a group grows to the
 * number of likes that arrived during the previous sync; a lone like waits for no timer.
 */
export function createGroupCommit(db: LikesDb, options: GroupCommitOptions = {}): GroupCommit {
  const maxGroupSize = options.maxGroupSize ?? 1000;
  let queue: Waiting[] = [];
  let scheduled: ReturnType<typeof setImmediate> | null = null;
  let commits = 0;
  let likes = 0;

  function commitGroup(): void {
    scheduled = null;
    const group = queue.slice(0, maxGroupSize);
    queue = queue.slice(group.length);
    if (queue.length > 0) schedule();
    if (group.length === 0) return;

    let outcomes: LikeOutcome[];
    try {
      outcomes = db.addLikes(group.map((waiting) => waiting.like));
    } catch (error) {
      // The transaction rolled back, or the store's file was overwritten as it committed
      // (StoreReplacedError): none of these likes is acknowledged or counted, and each is told so.
      for (const waiting of group) waiting.reject(error);
      return;
    }
    commits += 1;
    likes += group.length;
    const counts = new Map<string, number>();
    group.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (!outcome) {
        waiting.reject(new Error('A like of the group has no outcome'));
        return;
      }
      if (outcome.kind === 'added') {
        counts.set(
          waiting.like.postId,
          Math.max(outcome.count, counts.get(waiting.like.postId) ?? 0),
        );
      }
      waiting.resolve(outcome);
    });
    if (counts.size > 0) options.onCommitted?.(counts);
  }

  function schedule(): void {
    scheduled ??= setImmediate(commitGroup);
  }

  return {
    add(like) {
      return new Promise<LikeOutcome>((resolve, reject) => {
        queue.push({ like, resolve, reject });
        schedule();
      });
    },
    flush() {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      while (queue.length > 0) commitGroup();
    },
    stats() {
      return { commits, likes };
    },
  };
}
