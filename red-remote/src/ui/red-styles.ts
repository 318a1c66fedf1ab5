import { css } from '@emotion/react';
import { theme } from '@site/shared';

// The Red section's look: deep reds and black. Text pairs are AA on redBackground and
// redSurface (redText ~17:1, muted ~9:1, redAccent ~6:1; dark text on redAccent ~6:1).

/** A full-width red band behind a page; positioned so decorations can float inside it. */
export const redBandCss = css`
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
  h1 {
    font-size: clamp(2rem, 7vw, 3.4rem);
    text-shadow: 0 0 24px rgba(255, 77, 94, 0.45);
  }
`;

const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(5)};
  border-radius: 999px;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  transition: transform 0.15s ease-out;
  &:hover {
    transform: translateY(-1px);
  }
`;

export const primaryButtonCss = css`
  ${buttonBase};
  border: 2px solid ${theme.color.redAccent};
  background: ${theme.color.redAccent};
  && {
    color: ${theme.color.redBackground};
  }
`;

export const secondaryButtonCss = css`
  ${buttonBase};
  border: 2px solid ${theme.color.redAccent};
  background: transparent;
  && {
    color: ${theme.color.redText};
  }
`;

export const redCardCss = css`
  padding: ${theme.space(5)};
  border: 1px solid rgba(255, 77, 94, 0.35);
  border-radius: ${theme.radius.medium};
  /* redSurface at 85%: the floating emoji glow faintly through instead of vanishing. */
  background: ${theme.color.redSurface}d9;
  box-shadow: ${theme.shadow.card};
`;

/** Small capitals above a heading ('Exclusive Content', 'Red Archive'). */
export const kickerCss = css`
  margin: 0 0 ${theme.space(2)};
  color: ${theme.color.redAccent};
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

export const leadCss = css`
  max-width: 60ch;
  color: ${theme.color.muted};
  font-size: 1.15rem;
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
