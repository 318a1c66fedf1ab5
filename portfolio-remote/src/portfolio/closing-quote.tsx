import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { portfolioCopy } from '../../content/pages';

const figureCss = css`
  max-width: 720px;
  margin: ${theme.space(16)} auto 0;
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  text-align: center;
  blockquote {
    margin: 0;
    font-family: ${theme.font.serif};
    font-size: clamp(1.2rem, 3vw, 1.5rem);
    font-style: italic;
    line-height: 1.5;
  }
  blockquote p::before {
    content: '“';
    color: ${theme.color.accent};
  }
  blockquote p::after {
    content: '”';
    color: ${theme.color.accent};
  }
  figcaption {
    margin-top: ${theme.space(4)};
    color: ${theme.color.gold};
  }
`;

/** The author's own words that close the portfolio. */
export function ClosingQuote() {
  const { text, context } = portfolioCopy.closingQuote;
  return (
    <figure css={figureCss}>
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        — {siteConfig.authorName}, {context}
      </figcaption>
    </figure>
  );
}
