/**
 * The reader's colour scheme: light, dark, or the system's (nothing stored). Kept in
 * localStorage under the key the prerendered pages' head script reads before the first paint
 * (hosting-policy/inline/color-scheme.js), which sets the same marks as `applyScheme` below.
 */
import { SCHEME_KEY } from './scheme-key';

export type SchemeChoice = 'light' | 'dark' | 'system';

export { SCHEME_KEY };

/** What was stored, as a choice: anything but light or dark is the system's. */
export const choiceFrom = (stored: string | null): SchemeChoice =>
  stored === 'light' || stored === 'dark' ? stored : 'system';

export function storedScheme(): SchemeChoice {
  try {
    return choiceFrom(window.localStorage.getItem(SCHEME_KEY));
  } catch {
    // Storage refused (a privacy setting): the system's, as the head script does.
    return 'system';
  }
}

/** Keeps the choice for the next pages; the system's is kept by forgetting any. */
export function keepScheme(choice: SchemeChoice) {
  try {
    if (choice === 'system') window.localStorage.removeItem(SCHEME_KEY);
    else window.localStorage.setItem(SCHEME_KEY, choice);
  } catch {
    // Not kept: this page still changes.
  }
}

/**
 * Paints the page in `choice`: `data-scheme` on <html> (the global styles' colours), and the
 * browser's bar colour, the chosen scheme's theme-color meta applying whatever the system's
 * (each meta keeps its own media query in data-media, to give it back for the system's).
 */
export function applyScheme(choice: SchemeChoice, doc: Document = document) {
  if (choice === 'system') doc.documentElement.removeAttribute('data-scheme');
  else doc.documentElement.setAttribute('data-scheme', choice);
  for (const meta of doc.querySelectorAll('meta[name="theme-color"][media]')) {
    const query = meta.getAttribute('data-media') ?? meta.getAttribute('media') ?? '';
    meta.setAttribute('data-media', query);
    meta.setAttribute(
      'media',
      choice === 'system' ? query : query.includes(choice) ? 'all' : 'not all',
    );
  }
}
