/**
 * A page's own link-preview picture: a 1200x630 PNG made at build from these words by the
 * prerender (scripts/cards/), served by the shell's site under /cards/ (decision 019).
 */
export interface ShareCard {
  /** The big words on the card (a post's or a poem's title). */
  title: string;
  /** Above the title: a post's category, a poem's "from the diary". */
  label: string;
}

/** The size every card is made at: Open Graph's and X's large summary picture. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Root-relative address of a page's card: `/blog/essays/x` has `/cards/blog/essays/x.png`. */
export function shareCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `/cards${trimmed === '' ? '/home' : trimmed}.png`;
}
