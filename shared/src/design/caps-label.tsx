import { css } from '@emotion/react';

/**
 * Small capitals that name what a card or link is ('From the blog', 'Poem', 'Next'): one
 * size and spacing everywhere; the colour is the place's own (gold, the accent, meta).
 */
export const capsLabelCss = /*#__PURE__*/ css`
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;
