import type { BlogPost } from '../posts/blog-posts';

/** Set on the element that holds a post's text: the post's slug, and its text's build. */
const POST_TEXT_ATTRIBUTE = 'data-post-text';
const POST_VERSION_ATTRIBUTE = 'data-post-version';

/** A promise React's `use` reads at once, without suspending (React's own thenable fields). */
type SettledText = Promise<string> & { status: 'fulfilled'; value: string };

function settled(html: string): SettledText {
  return Object.assign(Promise.resolve(html), { status: 'fulfilled' as const, value: html });
}

interface PrerenderedText {
  /** The `bodyVersion` of the build the page was prerendered from. */
  version: string | null;
  text: SettledText;
}

/**
 * The post texts the prerendered page holds, read once when the blog's code is evaluated:
 * that is before the section hydrates, so every element found is the prerender's (after a
 * link there is none). A prerendered post then hydrates its text from the page itself: its
 * chunk is not fetched again, and a chunk that cannot be fetched cannot take the text away.
 */
function readPrerenderedTexts(): Map<string, PrerenderedText> {
  const texts = new Map<string, PrerenderedText>();
  if (typeof document === 'undefined') return texts;
  for (const element of document.querySelectorAll(`[${POST_TEXT_ATTRIBUTE}]`)) {
    const slug = element.getAttribute(POST_TEXT_ATTRIBUTE);
    const version = element.getAttribute(POST_VERSION_ATTRIBUTE);
    if (slug) texts.set(slug, { version, text: settled(element.innerHTML) });
  }
  return texts;
}

const prerenderedTexts = readPrerenderedTexts();

/**
 * The post's text as HTML: the prerendered page's when it is this build's, else from the
 * post's own chunk (`loadBody`; `retry` starts a new load after a failed one). A page
 * prerendered before the blog's latest release may hold an older text: that one is fetched
 * (and `PostText` puts it in place of the old).
 */
export function loadPostText(post: BlogPost, retry = false): Promise<string> {
  const prerendered = prerenderedTexts.get(post.slug);
  if (prerendered?.version === post.bodyVersion) return prerendered.text;
  return post.loadBody(retry);
}
