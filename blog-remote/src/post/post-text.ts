import type { BlogPost } from '../posts/blog-posts';

/** Set on the element that holds a post's text, with the post's slug: the prerender keeps it. */
const POST_TEXT_ATTRIBUTE = 'data-post-text';

/** A promise React's `use` reads at once, without suspending (React's own thenable fields). */
type SettledText = Promise<string> & { status: 'fulfilled'; value: string };

function settled(html: string): SettledText {
  return Object.assign(Promise.resolve(html), { status: 'fulfilled' as const, value: html });
}

/**
 * The post texts the prerendered page holds, read once when the blog's code is evaluated:
 * that is before the section hydrates, so every element found is the prerender's (after a
 * link there is none). A prerendered post then hydrates its text from the page itself: its
 * chunk is not fetched again, and a chunk that cannot be fetched cannot take the text away.
 */
function readPrerenderedTexts(): Map<string, SettledText> {
  const texts = new Map<string, SettledText>();
  if (typeof document === 'undefined') return texts;
  for (const element of document.querySelectorAll(`[${POST_TEXT_ATTRIBUTE}]`)) {
    const slug = element.getAttribute(POST_TEXT_ATTRIBUTE);
    if (slug) texts.set(slug, settled(element.innerHTML));
  }
  return texts;
}

const prerenderedTexts = readPrerenderedTexts();

/**
 * The post's text as HTML: the prerendered page's when it has it, else from the post's own
 * chunk (`loadBody`; `retry` starts a new load after a failed one).
 */
export function loadPostText(post: BlogPost, retry = false): Promise<string> {
  return prerenderedTexts.get(post.slug) ?? post.loadBody(retry);
}
