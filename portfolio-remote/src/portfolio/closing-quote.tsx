import { css } from '@emotion/react';
import { QuoteFigure, siteConfig, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { portfolioCopy } from '../../content/pages';

const boxCss = css`
  ${cardCss};
  max-width: 720px;
  margin: ${theme.space(16)} auto 0;
  padding-block: ${theme.space(8)};
  text-align: center;
`;

/** The author's own words that close the portfolio. */
export function ClosingQuote() {
  const { text, context } = portfolioCopy.closingQuote;
  return (
    <div css={boxCss}>
      <QuoteFigure text={text} attribution={`${siteConfig.authorName}, ${context}`} />
    </div>
  );
}
