import { css } from '@emotion/react';
import { QuoteFigure, siteConfig, theme } from '@site/shared';
import { quoteCopy } from './home-content';
import { RedArchiveInvite } from './red-archive-invite';

const sectionCss = css`
  max-width: 760px;
  margin: 0 auto;
  padding: ${theme.space(12)} 0;
  text-align: center;
`;

/** The author's personal quote, with the red icons that lead to the Red Archive. */
export function AuthorQuote() {
  return (
    <section css={sectionCss} aria-label={quoteCopy.heading}>
      <QuoteFigure text={siteConfig.quote} attribution={siteConfig.authorName} size="large" />
      <RedArchiveInvite />
    </section>
  );
}
