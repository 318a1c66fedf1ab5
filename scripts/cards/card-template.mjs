// The card's layout as satori reads it (React-like elements as plain objects: no JSX in
// scripts). Bump TEMPLATE_VERSION with any change here: it is part of every card's key.
import { cutText, mostCharactersShown } from './card-text.mjs';

export const TEMPLATE_VERSION = 2;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BAND_WIDTH = 16;
const PADDING = { top: 72, right: 88, bottom: 64, left: 80 };
/** The width the words are laid out in. */
const TEXT_WIDTH = CARD_WIDTH - BAND_WIDTH - PADDING.left - PADDING.right;

const TITLE_LINES = 4;
const SMALLEST_TITLE_SIZE = 44;
const LABEL_SIZE = 30;
const AUTHOR_SIZE = 36;

/**
 * How many characters of each text are laid out: more than the card can show, so a cut text
 * still ends in satori's ellipsis where the card is full, and satori's work stays bounded.
 */
const LIMITS = {
  title: mostCharactersShown({
    width: TEXT_WIDTH,
    fontSize: SMALLEST_TITLE_SIZE,
    lines: TITLE_LINES,
  }),
  label: mostCharactersShown({ width: TEXT_WIDTH, fontSize: LABEL_SIZE, lines: 1 }),
  author: mostCharactersShown({ width: TEXT_WIDTH, fontSize: AUTHOR_SIZE, lines: 1 }),
};

/**
 * A run without a break (a long word, a URL) breaks where it meets the edge instead of
 * pushing the layout off the card, and text past the last line ends in an ellipsis.
 */
const fitLines = (lines) => ({ display: 'block', lineClamp: lines, overflowWrap: 'anywhere' });

const element = (type, style, children) => ({ type, props: { style, children } });

/** Long titles step down in size so that three or four lines still fit. */
function titleSize(title) {
  if (title.length <= 32) return 76;
  if (title.length <= 64) return 64;
  if (title.length <= 110) return 52;
  return SMALLEST_TITLE_SIZE;
}

/**
 * A card: the label (category or "from the diary") in the sans face and the accent colour,
 * the title large in the serif face, the author's name under a short gold rule, on the site's
 * dark background with an accent band down the left edge.
 * `palette` holds the site's theme colours (shared/src/theme/theme.ts).
 */
export function cardElement(source, palette) {
  const title = cutText(source.title, LIMITS.title);
  const label = cutText(source.label, LIMITS.label);
  const author = cutText(source.author, LIMITS.author);
  return element(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      backgroundColor: palette.background,
      color: palette.text,
    },
    [
      element('div', { width: BAND_WIDTH, height: '100%', backgroundColor: palette.accent }, []),
      element(
        'div',
        {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: `${PADDING.top}px ${PADDING.right}px ${PADDING.bottom}px ${PADDING.left}px`,
          backgroundColor: palette.surface,
        },
        [
          element(
            'div',
            {
              fontFamily: 'Card Sans',
              fontSize: LABEL_SIZE,
              letterSpacing: 3,
              textTransform: 'uppercase',
              color: palette.accentStrong,
              ...fitLines(1),
            },
            label,
          ),
          element(
            'div',
            {
              fontFamily: 'Card Serif',
              fontSize: titleSize(title),
              lineHeight: 1.15,
              color: palette.text,
              ...fitLines(TITLE_LINES),
            },
            title,
          ),
          element('div', { display: 'flex', flexDirection: 'column' }, [
            element(
              'div',
              { width: 96, height: 4, backgroundColor: palette.gold, marginBottom: 22 },
              [],
            ),
            element(
              'div',
              {
                fontFamily: 'Card Serif',
                fontSize: AUTHOR_SIZE,
                color: palette.muted,
                ...fitLines(1),
              },
              author,
            ),
          ]),
        ],
      ),
    ],
  );
}
