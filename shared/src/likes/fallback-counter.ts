import { readItem, writeItem } from './browser-storage';

/** The per-post local counter used when a like could not be stored (docs/likes.md). */
export function fallbackCounterKey(postId: string): string {
  return `blog-likes-${postId}`;
}

export function readFallbackCount(postId: string): number {
  const value = Number(readItem(fallbackCounterKey(postId)));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Adds one and saves; returns the new value. */
export function incrementFallbackCount(postId: string): number {
  const next = readFallbackCount(postId) + 1;
  writeItem(fallbackCounterKey(postId), String(next));
  return next;
}
