/** The key that opens search from anywhere on a page, as on many sites. */
export const SEARCH_KEY = '/';

/**
 * True when a key press asks for search: `/` alone, not while typing (in a field, a text area,
 * editable text), and not when a dialog is open over the page (a poem).
 */
export function asksForSearch(event: KeyboardEvent): boolean {
  return (
    event.key === SEARCH_KEY &&
    !event.defaultPrevented &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !(
      event.target instanceof Element &&
      event.target.closest('input,textarea,select,[contenteditable]')
    ) &&
    !document.querySelector('dialog[open]')
  );
}
