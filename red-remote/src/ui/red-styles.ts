import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { redTone } from '@site/shared/design/tone';

// The Red section's look: deep reds and black. The shared design layer's pieces (page
// header, back link, cards, rows, buttons) take the red palette from `redTone` on the band;
// what is only the Red section's (its band, its grid) is here. Text pairs are AA on
// redBackground and redSurface (redText ~17:1, muted ~9:1, redAccent ~6:1; dark text on
// redAccent ~6:1).

/** A full-width red band behind a page; positioned so decorations can float inside it. */
export const redBandCss = css`
  ${redTone};
  position: relative;
  overflow: hidden;
  min-height: calc(100vh - ${theme.layout.navHeight});
  background:
    radial-gradient(ellipse at top, #3d0811 0%, transparent 60%),
    linear-gradient(180deg, ${theme.color.redBackground} 0%, #0c0203 100%);
  color: ${theme.color.redText};
  a {
    color: ${theme.color.redText};
  }
`;

/** Cards side by side where there is room, one column on phones. */
export const cardGridCss = css`
  display: grid;
  gap: ${theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A part of a Red page under its own h2 (the books, the themes, the characters): one size. */
export const redPartCss = css`
  h2 {
    font-size: 1.8rem;
    margin-bottom: ${theme.space(5)};
  }
`;
