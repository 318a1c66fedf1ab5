/**
 * A page as it crosses to the crawl (scripts/prerender/crawl.mjs): its CSS text the first time
 * a tab sends it, else only its number, `cssId`, which the crawl resolves. Pages of one kind
 * share their CSS, ~18 KB of a post's ~45: a thousand posts send it once, not a thousand
 * times through the browser and the DevTools protocol.
 */
export type SentPage<Page extends { css: string }> = Omit<Page, 'css'> & {
  css?: string;
  cssId: number;
};

/** The sender of one tab: it numbers each distinct CSS text it meets. */
export function cssSentOnce<Page extends { css: string }>(): (page: Page) => SentPage<Page> {
  const ids = new Map<string, number>();
  return ({ css, ...page }) => {
    const known = ids.get(css);
    if (known !== undefined) return { ...page, cssId: known };
    const cssId = ids.size;
    ids.set(css, cssId);
    return { ...page, css, cssId };
  };
}
