import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { redCopy } from '../../content/red-copy';

const backLinkCss = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${theme.space(4)};
  font-weight: 600;
  text-underline-offset: 4px;
`;

/** '← Back to The Red Chapter': the way out of every page below /red-page. */
export function BackToRedPage() {
  return (
    <Link to="/red-page" css={backLinkCss}>
      {redCopy.backToRedPage}
    </Link>
  );
}
