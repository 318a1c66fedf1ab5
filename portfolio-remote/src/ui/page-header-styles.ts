import { css } from '@emotion/react';
import { theme } from '@site/shared';

/** The heading and introduction at the top of each portfolio page. */
export const pageHeaderCss = css`
  max-width: 720px;
  margin-bottom: ${theme.space(10)};
  h1 {
    font-size: clamp(2.2rem, 6vw, 3.2rem);
  }
  p {
    color: ${theme.color.muted};
    font-size: 1.1rem;
  }
`;
