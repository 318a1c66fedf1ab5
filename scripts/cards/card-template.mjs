// The card's layout as satori reads it (React-like elements as plain objects: no JSX in
// scripts). Bump TEMPLATE_VERSION with any change here: it is part of every card's key.
export const TEMPLATE_VERSION = 1;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const element = (type, style, children) => ({ type, props: { style, children } });

/** Long titles step down in size so that three or four lines still fit. */
function titleSize(title) {
  if (title.length <= 32) return 76;
  if (title.length <= 64) return 64;
  if (title.length <= 110) return 52;
  return 44;
}

/**
 * A card: the label (category or "from the diary") in the sans face and the accent colour,
 * the title large in the serif face, the author's name under a short gold rule, on the site's
 * dark background with an accent band down the left edge.
 * `palette` holds the site's theme colours (shared/src/theme/theme.ts).
 */
export function cardElement({ title, label, author }, palette) {
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
      element('div', { width: 16, height: '100%', backgroundColor: palette.accent }, []),
      element(
        'div',
        {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '72px 88px 64px 80px',
          backgroundColor: palette.surface,
        },
        [
          element(
            'div',
            {
              fontFamily: 'Card Sans',
              fontSize: 30,
              letterSpacing: 3,
              textTransform: 'uppercase',
              color: palette.accentStrong,
            },
            label,
          ),
          element(
            'div',
            {
              fontFamily: 'Card Serif',
              fontSize: titleSize(title),
              lineHeight: 1.15,
              display: 'block',
              lineClamp: 4,
              color: palette.text,
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
              { fontFamily: 'Card Serif', fontSize: 36, color: palette.muted },
              author,
            ),
          ]),
        ],
      ),
    ],
  );
}
