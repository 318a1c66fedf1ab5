// A prerendered page carries its own data (the post's facts, the list's cards) in its HTML,
// so the browser hydrates it without fetching anything: the data it renders with is the data
// the page was rendered from, whatever the blog's latest release is (no hydration mismatch
// after a release). A post's text is not repeated: it is read from the text element itself.
import type {
  CategoryPageData,
  LatestPostsData,
  NewestPostData,
  PostPageData,
} from './published-types';

const DATA_ATTRIBUTE = 'data-blog-page';
/** Set on the element that holds a post's text. */
export const POST_TEXT_ATTRIBUTE = 'data-post-text';

/** JSON for a <script> element: `<` escaped so the data can never close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page's data, as JSON in the page (not run: type application/json). */
export function PageData({
  dataKey,
  data,
}: {
  dataKey: string;
  data: PostPageData | CategoryPageData | LatestPostsData | NewestPostData;
}) {
  const embedded = 'html' in data ? { ...data, html: undefined } : data;
  return (
    <script
      type="application/json"
      {...{ [DATA_ATTRIBUTE]: dataKey }}
      dangerouslySetInnerHTML={{ __html: scriptJson(embedded) }}
    />
  );
}

/**
 * The data the page holds, by key, read once when the blog's code is evaluated: that is
 * before the section hydrates, so every element found is the prerender's (after a link
 * there is none).
 */
export function readPageData(root: ParentNode): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const script of root.querySelectorAll(`script[${DATA_ATTRIBUTE}]`)) {
    const key = script.getAttribute(DATA_ATTRIBUTE);
    if (!key) continue;
    try {
      const data = JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      if ('post' in data) {
        const text = root.querySelector(`[${POST_TEXT_ATTRIBUTE}]`);
        if (!text) continue;
        data.html = text.innerHTML;
      }
      found.set(key, data);
    } catch {
      // A page whose data cannot be read fetches it instead.
    }
  }
  return found;
}
