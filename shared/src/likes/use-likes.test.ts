import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import type { LikesClient } from './likes-client';
import { LikesClientContext } from './likes-client-context';
import type { LikesStore } from './likes-store';
import { PendingLikes } from './pending-likes';
import { useLikes } from './use-likes';

const POST = 'test-post-a';

/** A store the test drives by hand: it pushes counts and decides how likes end. */
class FakeStore implements LikesStore {
  onCount: ((count: number) => void) | null = null;
  onError: ((error: Error) => void) | null = null;
  like = jest.fn<Promise<void>, [string, string]>(() => Promise.resolve());

  subscribe(_postId: string, onCount: (count: number) => void, onError?: (error: Error) => void) {
    this.onCount = onCount;
    this.onError = onError ?? null;
    return () => {
      this.onCount = null;
    };
  }
}

/** The retry queue's items in localStorage (pending-likes.ts: one per like). */
function queuedItems(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith('pending-likes:'));
}

function setup(options: { withQueue: boolean }) {
  const store = new FakeStore();
  const pending = options.withQueue
    ? new PendingLikes({ send: (postId, likeId) => store.like(postId, likeId) })
    : null;
  const client: LikesClient = { store, pending };
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(LikesClientContext.Provider, { value: client }, children);
  const hook = renderHook(() => useLikes(POST), { wrapper });
  return { store, pending, hook };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  consoleError.mockRestore();
});

test('shows 0 until the store answers, then the live count', () => {
  const { store, hook } = setup({ withQueue: true });
  expect(hook.result.current).toMatchObject({ count: 0, status: 'connecting' });
  act(() => store.onCount?.(12));
  expect(hook.result.current).toMatchObject({ count: 12, status: 'live' });
});

test('a like creates the anonymous id first, then asks the store for exactly one like', async () => {
  const { store, hook } = setup({ withQueue: true });
  store.like.mockImplementation(() => {
    expect(localStorage.getItem('anonUID')).toMatch(/^anon_\d+[a-z0-9]{9}$/);
    return Promise.resolve();
  });
  await act(() => hook.result.current.like());
  expect(store.like).toHaveBeenCalledTimes(1);
  expect(store.like).toHaveBeenCalledWith(POST, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/));
  expect(consoleError).not.toHaveBeenCalled();
  expect(localStorage.getItem(`blog-likes-${POST}`)).toBeNull();
});

test('a failed like is logged, counted in blog-likes-{postId}, shown and queued', async () => {
  const { store, hook } = setup({ withQueue: true });
  act(() => store.onCount?.(12));
  const failure = new Error('network down');
  store.like.mockRejectedValueOnce(failure);

  await act(() => hook.result.current.like());

  expect(consoleError).toHaveBeenCalledWith('Error adding like:', failure);
  expect(localStorage.getItem(`blog-likes-${POST}`)).toBe('1');
  expect(queuedItems()).toHaveLength(1);
  expect(hook.result.current).toMatchObject({ count: 13, status: 'offline' });

  // The retry reaches the store: the like is no longer pending and shows once, not twice.
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(store.like).toHaveBeenCalledTimes(2);
  // The same like, under the same id, so a store that did take the first one counts it once.
  expect(store.like.mock.calls[1]).toEqual(store.like.mock.calls[0]);
  expect(queuedItems()).toHaveLength(0);
  act(() => store.onCount?.(13));
  expect(hook.result.current).toMatchObject({ count: 13, status: 'live' });
});

test('with the store unreachable from the start, the fallback counter is what shows', async () => {
  localStorage.setItem(`blog-likes-${POST}`, '2');
  const { store, hook } = setup({ withQueue: true });
  store.like.mockRejectedValue(new Error('offline'));
  act(() => store.onError?.(new Error('no stream')));
  expect(hook.result.current).toMatchObject({ count: 2, status: 'offline' });

  await act(() => hook.result.current.like());
  expect(localStorage.getItem(`blog-likes-${POST}`)).toBe('3');
  expect(hook.result.current.count).toBe(3);
});

test('without a retry queue (Firestore) a failure still logs and uses the fallback counter', async () => {
  const { store, hook } = setup({ withQueue: false });
  act(() => store.onCount?.(0));
  store.like.mockRejectedValueOnce(new Error('permission-denied'));
  await act(() => hook.result.current.like());
  expect(consoleError).toHaveBeenCalledWith('Error adding like:', expect.any(Error));
  expect(localStorage.getItem(`blog-likes-${POST}`)).toBe('1');
  expect(queuedItems()).toEqual([]);
  expect(hook.result.current.count).toBe(1);
});

test('likes queued earlier are sent when the live count comes back', async () => {
  const { store, pending, hook } = setup({ withQueue: true });
  store.like.mockRejectedValueOnce(new Error('offline'));
  await act(() => hook.result.current.like());
  jest.clearAllTimers();
  expect(pending?.size()).toBe(1);

  act(() => store.onCount?.(5));
  await waitFor(() => expect(pending?.size()).toBe(0));
  expect(store.like).toHaveBeenCalledTimes(2);
});
