import { LIGHT_COLORS } from './light-colors';
import * as color from '../design/color';
import { SCHEME_TOKENS, schemeProperty } from './scheme';
import { theme } from './theme';

type Token = keyof typeof theme.color;

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
      const c = parseInt(hex.slice(start, start + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const PAGE_BACKGROUNDS: Token[] = ['background', 'surface', 'surfaceRaised'];
const RED_BACKGROUNDS: Token[] = ['redBackground', 'redSurface'];

// The pairs the components use. Text needs 4.5:1 (AA); the focus ring 3:1 against whatever it
// is drawn on (WCAG 1.4.11), on the dark pages and the Red section alike.
const TEXT_PAIRS: [Token, Token[]][] = [
  ['text', PAGE_BACKGROUNDS],
  ['muted', [...PAGE_BACKGROUNDS, ...RED_BACKGROUNDS]],
  ['accent', PAGE_BACKGROUNDS],
  ['accentStrong', PAGE_BACKGROUNDS],
  ['gold', PAGE_BACKGROUNDS],
  ['onAccent', ['accent', 'focus']],
  ['redText', RED_BACKGROUNDS],
  ['redAccent', RED_BACKGROUNDS],
  ['redBackground', ['redAccent']],
];

/** The light scheme: its own page colours, the Red Chapter's as they are (dark in both). */
const light: Record<Token, string> = { ...theme.color, ...LIGHT_COLORS };

describe('theme colours', () => {
  it.each(TEXT_PAIRS)('%s text is AA (4.5:1) on %p, dark', (text, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrast(theme.color[text], theme.color[background])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([...PAGE_BACKGROUNDS, ...RED_BACKGROUNDS])(
    'the focus ring stands out (3:1) on %s, dark',
    (background) => {
      expect(contrast(theme.color.focus, theme.color[background])).toBeGreaterThanOrEqual(3);
    },
  );

  // In the light scheme the Red Chapter is still dark: a band keeps the dark colours inside
  // (color-scheme: dark), so its pairs are the dark ones above; the pages' are checked here.
  const LIGHT_PAIRS = TEXT_PAIRS.filter(
    ([text, backgrounds]) =>
      !text.startsWith('red') && backgrounds.every((background) => !background.startsWith('red')),
  );

  it.each(LIGHT_PAIRS)('%s text is AA (4.5:1) on %p, light', (text, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrast(light[text], light[background])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('muted text is AA on every page background, light', () => {
    for (const background of PAGE_BACKGROUNDS) {
      expect(contrast(light.muted, light[background])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(PAGE_BACKGROUNDS)('the focus ring stands out (3:1) on %s, light', (background) => {
    expect(contrast(light.focus, light[background])).toBeGreaterThanOrEqual(3);
  });
});

describe('scheme colours', () => {
  it('are CSS variables that fall back to the dark colours', () => {
    expect(color.colorSurfaceRaised).toBe(
      `var(--color-surface-raised, ${theme.color.surfaceRaised})`,
    );
    const named = (token: string) => `color${token[0]!.toUpperCase()}${token.slice(1)}`;
    expect(Object.keys(color).sort()).toEqual(SCHEME_TOKENS.map(named).sort());
    for (const token of SCHEME_TOKENS) {
      expect(color[named(token) as keyof typeof color]).toBe(
        `var(${schemeProperty(token)}, ${theme.color[token]})`,
      );
    }
  });

  it("leave the Red Chapter's colours out: it is dark in both schemes", () => {
    expect(SCHEME_TOKENS.filter((token) => token.startsWith('red'))).toEqual([]);
  });
});
