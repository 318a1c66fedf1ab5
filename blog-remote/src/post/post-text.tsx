import { POST_TEXT_ATTRIBUTE } from '../published/page-data';
import { proseCss } from './prose-css';

/**
 * The post's text, rendered from the author's Markdown at build time. A prerendered page's
 * text is read back from this element (page-data.tsx), so it is not sent twice.
 */
export function PostText({ slug, html }: { slug: string; html: string }) {
  return (
    <div
      css={proseCss}
      {...{ [POST_TEXT_ATTRIBUTE]: slug }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
