import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { BLOG_COPY } from '../../content/blog-copy';
import type { PostHeading } from '../published/published-types';
import { colorAccentStrong, colorBorder, colorSurface, colorText } from '@site/shared/design/color';

/** From this many sections on (headings of depth 2), a post opens with its contents. */
export const SECTIONS_FOR_CONTENTS = 4;

/** Whether a post is long enough to open with its contents. */
export function hasContents(headings: readonly PostHeading[]): boolean {
  return headings.filter((heading) => heading.depth === 2).length >= SECTIONS_FOR_CONTENTS;
}

const contentsCss = css`
  margin: 0 0 ${theme.space(8)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${colorBorder};
  border-radius: ${theme.radius.medium};
  background: ${colorSurface};
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${colorText};
  }
  ol {
    margin: ${theme.space(2)} 0 0;
    padding-left: 1.4em;
    line-height: 1.6;
  }
  li[data-depth='3'] {
    margin-left: 1.2em;
    list-style: circle;
  }
  a {
    color: ${colorText};
  }
  a:hover {
    color: ${colorAccentStrong};
  }
`;

/**
 * A long post's contents: a link to each of its sections, open at first and folded with a
 * tap, without JavaScript too (`<details>`).
 */
export function PostContents({ headings }: { headings: readonly PostHeading[] }) {
  if (!hasContents(headings)) return null;
  return (
    // Not found by search: the headings it lists are found in the text.
    <nav css={contentsCss} aria-label={BLOG_COPY.contents} data-pagefind-ignore="">
      <details open>
        <summary>{BLOG_COPY.contents}</summary>
        <ol>
          {headings.map((heading) => (
            <li key={heading.id} data-depth={heading.depth}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
