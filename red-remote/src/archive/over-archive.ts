import type { OverlayNavigationState } from '@site/shared/contract';

/**
 * The history state of a poem's address opened over the archive (the dialog): the shell keeps
 * the archive's scroll and focus (OverlayNavigationState), and `archive` says whether the
 * archive's own history entry is the one below (`pushed`: closing is going Back) or not
 * (`replaced`: an old #entry link was turned into the poem's address).
 */
export interface OverArchiveState extends OverlayNavigationState {
  archive: 'pushed' | 'replaced';
}

export function overArchive(archive: OverArchiveState['archive']): OverArchiveState {
  return { overlay: true, archive };
}

/** Leaving a poem's address for the archive's, which is already on the screen. */
export const BACK_TO_ARCHIVE: OverlayNavigationState = { overlay: true };

function isOverArchiveState(state: unknown): state is OverArchiveState {
  const archive = (state as Partial<OverArchiveState> | null)?.archive;
  return archive === 'pushed' || archive === 'replaced';
}

/**
 * The history entry the page was loaded at (React Router keeps its key in history.state;
 * 'default' for a fresh one). Read when the section's code first runs, which is on that entry
 * or on one the reader reached in the app before it.
 */
const loadedAtKey = readLoadedAtKey();

function readLoadedAtKey(): string {
  return typeof window === 'undefined' ? 'default' : currentHistoryKey();
}

/** The key of the history entry the browser is on now (React Router's, in history.state). */
export function currentHistoryKey(): string {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return typeof key === 'string' ? key : 'default';
}

/**
 * Whether this location shows a poem over the archive rather than the poem's own page. Only a
 * poem opened from the archive in this document does: a poem's address loaded by the browser,
 * reloads included (history.state survives a reload), is its prerendered page.
 */
export function showsOverArchive(location: { state: unknown; key: string }): boolean {
  return isOverArchiveState(location.state) && location.key !== loadedAtKey;
}

/** Whether closing the poem is going Back to the archive's own history entry. */
export function archiveIsBelow(state: unknown): boolean {
  return isOverArchiveState(state) && state.archive === 'pushed';
}
