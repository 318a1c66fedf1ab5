/**
 * The history state of a navigation that opens something over the page the reader is on
 * rather than another page: the Red Archive's poem dialog names its poem in the address
 * (/red-archive/entry-005), and Back closes it. The shell keeps the page's scroll position and
 * focus for such a navigation, as it does for a dialog opened without one. Additive: a shell
 * that does not know it treats it as a page change (scrolls to the top, focuses the heading).
 */
export interface OverlayNavigationState {
  overlay: true;
}

/** Whether a location's state marks a navigation over the page (OverlayNavigationState). */
export function isOverlayNavigation(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { overlay?: unknown }).overlay === true
  );
}
