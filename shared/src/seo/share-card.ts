/**
 * A page's own link-preview picture: a 1200x630 PNG the prerender makes from these words and
 * the author's name (scripts/cards/), served by the shell's site under /cards/ (decision 019).
 * The prerender also writes the tags that describe it (size, type, alt): no page code for them.
 */
export interface ShareCard {
  /** The big words on the card (a post's or a poem's title). */
  title: string;
  /** Above the title: a post's category, a poem's "from the diary". */
  label: string;
}
