/** The key that opens search from anywhere on a page, as on many sites. */
export const SEARCH_KEY = '/';

/** Where a `/` is something typed, not a request to search. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('[contenteditable]:not([contenteditable="false"])')) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return ![
    'button',
    'checkbox',
    'radio',
    'range',
    'color',
    'file',
    'image',
    'reset',
    'submit',
  ].includes(target.type);
}

/**
 * True when a key press asks for search: `/` alone, not while typing in a field, not when a
 * dialog is open over the page (a poem), and not already taken by something else.
 */
export function asksForSearch(event: KeyboardEvent): boolean {
  if (event.key !== SEARCH_KEY || event.defaultPrevented || event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  if (isTyping(event.target)) return false;
  return document.querySelector('dialog[open]') === null;
}
