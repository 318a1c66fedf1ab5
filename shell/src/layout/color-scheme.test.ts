import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from '@site/shared';
import { applyScheme, choiceFrom, keepScheme, SCHEME_KEY, storedScheme } from './color-scheme';

const TEMPLATE = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');

/** The shell template's head: its theme-color metas, one per scheme. */
function withTemplateHead() {
  document.head.innerHTML = TEMPLATE.slice(
    TEMPLATE.indexOf('<head>') + 6,
    TEMPLATE.indexOf('</head>'),
  );
}

const themeColors = () =>
  [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
    meta.getAttribute('content'),
    meta.getAttribute('media'),
  ]);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute('data-scheme');
  jest.restoreAllMocks();
});

describe('the colour scheme', () => {
  it('takes only light or dark from storage; anything else is the system', () => {
    expect(choiceFrom('light')).toBe('light');
    expect(choiceFrom('dark')).toBe('dark');
    expect(choiceFrom(null)).toBe('system');
    expect(choiceFrom('sepia')).toBe('system');
  });

  it('keeps a choice and forgets it for the system', () => {
    keepScheme('light');
    expect(window.localStorage.getItem(SCHEME_KEY)).toBe('light');
    expect(storedScheme()).toBe('light');
    keepScheme('system');
    expect(window.localStorage.getItem(SCHEME_KEY)).toBeNull();
    expect(storedScheme()).toBe('system');
  });

  it('is the system when storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storedScheme()).toBe('system');
  });

  it("marks <html> and gives the browser's bar the chosen scheme's colour, then the system's back", () => {
    withTemplateHead();
    const bySystem = themeColors();
    // The template's metas: the two schemes' page backgrounds (the light one is checked in
    // the browser, e2e/tests/colour-scheme.spec.ts), each under its query.
    const light = bySystem[1]?.[0];
    expect(bySystem).toEqual([
      [theme.color.background, '(prefers-color-scheme: dark)'],
      [light, '(prefers-color-scheme: light)'],
    ]);

    applyScheme('light');
    expect(document.documentElement.dataset.scheme).toBe('light');
    expect(themeColors()).toEqual([
      [theme.color.background, 'not all'],
      [light, 'all'],
    ]);

    applyScheme('dark');
    expect(document.documentElement.dataset.scheme).toBe('dark');
    expect(themeColors()).toEqual([
      [theme.color.background, 'all'],
      [light, 'not all'],
    ]);

    applyScheme('system');
    expect(document.documentElement).not.toHaveAttribute('data-scheme');
    expect(themeColors()).toEqual(bySystem);
  });
});
