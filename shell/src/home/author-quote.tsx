import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { quoteCopy } from './home-content';
import { RedArchiveInvite } from './red-archive-invite';

const sectionCss = css`
  max-width: 760px;
  margin: 0 auto;
  padding: ${theme.space(12)} 0;
  text-align: center;
`;

const figureCss = css`
  margin: 0;
  blockquote {
    margin: 0;
    font-family: ${theme.font.serif};
    font-size: clamp(1.4rem, 4vw, 2rem);
    font-style: italic;
    line-height: 1.45;
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
    color: ${theme.color.gold};
    font-size: 1.05rem;
  }
`;

/** The author's personal quote, with the red icons that lead to the Red Archive. */
export function AuthorQuote() {
  return (
    <section css={sectionCss} aria-label={quoteCopy.heading}>
      <figure css={figureCss}>
        <blockquote>
          <p>{siteConfig.quote}</p>
        </blockquote>
        <figcaption>— {siteConfig.authorName}</figcaption>
      </figure>
      <RedArchiveInvite />
    </section>
  );
}
