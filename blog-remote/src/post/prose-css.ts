import { css } from '@emotion/react';
import { theme } from '@site/shared';
import {
  colorAccent,
  colorAccentStrong,
  colorBorder,
  colorGold,
  colorMuted,
  colorText,
} from '@site/shared/design/color';

/** Typography for a post's rendered Markdown: a serif reading column of about 68 characters. */
export const proseCss = css`
  max-width: 68ch;
  font-family: ${theme.font.serif};
  font-size: clamp(1.125rem, 1rem + 0.4vw, 1.25rem);
  line-height: 1.8;
  color: ${colorText};
  overflow-wrap: break-word;
  hyphens: auto;
  p {
    margin: 0 0 1.25em;
  }
  h2 {
    margin: 2em 0 0.6em;
    font-size: 1.5em;
    color: ${colorAccentStrong};
  }
  h3 {
    margin: 1.6em 0 0.5em;
    font-size: 1.2em;
  }
  /* A heading with an address: its # link beside it, in the quiet colour until the heading
     is pointed at; a section reached by its address stops below the sticky header. */
  .heading-with-anchor {
    display: flex;
    align-items: baseline;
    gap: 0.4em;
    margin: 1.9em 0 0.6em;
    h2,
    h3 {
      margin: 0;
      scroll-margin-top: 5rem;
    }
  }
  .heading-with-anchor:has(> h2) {
    margin: 3em 0 0.9em;
  }
  .heading-anchor {
    flex: none;
    color: ${colorMuted};
    text-decoration: none;
  }
  .heading-with-anchor:hover .heading-anchor,
  .heading-anchor:focus-visible {
    color: ${colorAccent};
  }
  em {
    font-style: italic;
  }
  strong {
    color: ${colorGold};
  }
  blockquote {
    margin: 1.5em 0;
    padding: 0.25em 0 0.25em 1.25em;
    border-left: 3px solid ${colorAccent};
    color: ${colorMuted};
    font-style: italic;
  }
  ul,
  ol {
    padding-left: 1.4em;
    margin: 0 0 1.25em;
  }
  li + li {
    margin-top: 0.4em;
  }
  hr {
    margin: 2.5em auto;
    width: 30%;
    border: 0;
    border-top: 1px solid ${colorBorder};
  }
`;
