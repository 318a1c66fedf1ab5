import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { ensureAnonUid } from './anon-uid';
import { likesClient } from './likes-client';
import { incrementFallbackCount, readFallbackCount } from './fallback-counter';
import { LikesClientContext } from './likes-client-context';
import { newLikeId, type LikesStore } from './likes-store';

/** connecting: no count yet; live: counts arrive; offline: the store is not answering. */
export type LikesStatus = 'connecting' | 'live' | 'offline';

export interface UseLikesResult {
  /** What the button shows; see docs/likes.md ("What the button shows"). */
  count: number;
  /** Adds one like; never rejects (failures fall back and are queued for retry). */
  like: () => Promise<void>;
  status: LikesStatus;
}

/** State that belongs to one post of one store; it reads as fresh when either changes. */
interface LiveState {
  store: LikesStore;
  postId: string;
  count: number | null;
  status: LikesStatus;
  fallback: number;
}

const noPending = {
  subscribe: () => () => {},
  count: () => 0,
};

/**
 * The first render shows no local fallback: it is what the prerendered page shows too, so
 * React can hydrate it; the fallback is read right after (useLikes' effect).
 */
function freshState(store: LikesStore, postId: string): LiveState {
  return { store, postId, count: null, status: 'connecting', fallback: 0 };
}

function stateFor(saved: LiveState, store: LikesStore, postId: string): LiveState {
  return saved.store === store && saved.postId === postId ? saved : freshState(store, postId);
}

/**
 * The like button's state (docs/likes.md, "When a like fails"). The count shown is the larger
 * of the live count plus this browser's likes still queued for retry, and the local fallback
 * counter; so a click always shows, online or not, and a like is never shown twice once
 * delivered.
 */
export function useLikes(postId: string): UseLikesResult {
  const { store, pending } = useContext(LikesClientContext) ?? likesClient();
  const [saved, setSaved] = useState<LiveState>(() => freshState(store, postId));
  const state = stateFor(saved, store, postId);

  const queued = useSyncExternalStore(
    pending ? pending.subscribe : noPending.subscribe,
    () => (pending ? pending.countFor(postId) : noPending.count()),
    noPending.count,
  );

  useEffect(() => {
    const update = (change: Partial<LiveState>): void =>
      setSaved((previous) => ({ ...stateFor(previous, store, postId), ...change }));
    update({ fallback: readFallbackCount(postId) });
    let connected = false;
    return store.subscribe(
      postId,
      (count) => {
        update({ count, status: 'live' });
        // The store answers again: send what it missed, once per (re)connection.
        if (!connected && pending && pending.size() > 0) void pending.flush();
        connected = true;
      },
      () => {
        connected = false;
        update({ status: 'offline' });
      },
    );
  }, [store, pending, postId]);

  const like = useCallback(async () => {
    ensureAnonUid();
    const likeId = newLikeId();
    try {
      await store.like(postId, likeId);
    } catch (error) {
      console.error('Error adding like:', error);
      const fallback = incrementFallbackCount(postId);
      setSaved((previous) => ({
        ...stateFor(previous, store, postId),
        fallback,
        status: 'offline',
      }));
      pending?.add(postId, likeId);
    }
  }, [store, pending, postId]);

  return {
    count: Math.max((state.count ?? 0) + queued, state.fallback),
    like,
    status: state.status,
  };
}
