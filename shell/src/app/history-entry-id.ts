/** The field of a history entry's state that holds the id given below. */
const FIELD = 'siteEntryId';

/**
 * An id for the current history entry, stable across Back/Forward and reloads. The router's
 * key is one for every entry it made; the entry a document was opened at (a typed address, a
 * bookmark, a link from another site) has none: its key reads 'default', the same for every
 * such entry of the tab, so anything stored under it would be found again by the next page
 * opened that way. Such an entry is given an id of its own in its history state, which the
 * browser keeps with the entry as it keeps the router's key.
 */
export function historyEntryId(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state = (window.history.state ?? {}) as Record<string, unknown>;
  const existing = state[FIELD];
  if (typeof existing === 'string') return existing;
  const id = Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, [FIELD]: id }, '');
  return id;
}
