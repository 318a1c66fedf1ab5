import { css } from '@emotion/react';
import { QuoteFigure, siteConfig, theme } from '@site/shared';
import { portfolioCopy } from '../../content/pages';

const boxCss = css`
  max-width: 720px;
  margin: ${theme.space(16)} auto 0;
  padding: ${theme.space(8)} ${theme.space(6)};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
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
