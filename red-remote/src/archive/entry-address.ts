import { pad3 } from './archive-entries';

/** The id of an entry's row, and the #fragment that names it: 'entry-007'. */
export function entryAnchor(number: number): string {
  return `entry-${pad3(number)}`;
}

/** The entry number a page address's #fragment names ('#entry-007' -> 7), else null. */
export function entryNumberOf(hash: string): number | null {
  const match = /^#entry-(\d{3})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

/**
 * Shows `hash` ('' for none) in the address bar without a navigation and without a new
 * history entry: the address bar names the poem that is open, so that it can be copied. The
 * history entry's state is kept (the shell's scroll positions are stored by it).
 */
export function showHashInAddress(hash: string): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}
