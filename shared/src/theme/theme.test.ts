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

describe('theme colours', () => {
  it.each(TEXT_PAIRS)('%s text is AA (4.5:1) on %p', (text, backgrounds) => {
    for (const background of backgrounds) {
      expect(contrast(theme.color[text], theme.color[background])).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each([...PAGE_BACKGROUNDS, ...RED_BACKGROUNDS])(
    'the focus ring stands out (3:1) on %s',
    (background) => {
      expect(contrast(theme.color.focus, theme.color[background])).toBeGreaterThanOrEqual(3);
    },
  );
});
