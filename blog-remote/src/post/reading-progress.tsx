import { css, keyframes } from '@emotion/react';
import { colorAccent } from '@site/shared/design/color';

const grow = keyframes`
  to {
    transform: scaleX(1);
  }
`;

// Drawn by the browser from the page's scroll (a scroll-driven animation): no script, no
// work on the main thread. Where such animations are not supported, there is no bar.
const progressCss = css`
  display: none;
  @supports (animation-timeline: scroll()) {
    display: block;
    position: fixed;
    inset: 0 0 auto 0;
    height: 3px;
    /* Above the sticky navigation bar (30), below the mouse trail (40). */
    z-index: 35;
    background: ${colorAccent};
    transform: scaleX(0);
    transform-origin: 0 50%;
    animation: ${grow} linear both;
    animation-timeline: scroll(root block);
  }
`;

/** How far through a long post the reader is: a thin bar along the top of the window. */
export function ReadingProgress() {
  return <div css={progressCss} aria-hidden="true" data-reading-progress="" />;
}
