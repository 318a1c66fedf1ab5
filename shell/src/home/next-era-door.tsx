import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { useEffect, useRef, useState } from 'react';
import doorArt from './door.svg';
import { doorCopy } from './home-content';
import { colorGold } from '@site/shared/design/color';

/** How long the door's 'Coming Soon' stays up (docs/product.md, "Home"). */
export const COMING_SOON_MS = 3000;

const sectionCss = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: ${theme.space(12)} 0;
  text-align: center;
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    margin-bottom: ${theme.space(6)};
  }
`;

const doorButtonCss = css`
  position: relative;
  padding: ${theme.space(2)};
  border: 0;
  border-radius: ${theme.radius.medium};
  background: transparent;
  cursor: pointer;
  img {
    display: block;
    width: 160px;
    height: auto;
    aspect-ratio: 2 / 3;
    transition: transform 0.3s ease;
  }
  /* A warm light behind the door, faded in with opacity only. */
  &::before {
    content: '';
    position: absolute;
    inset: 10% -10% -5%;
    border-radius: 50%;
    background: radial-gradient(closest-side, rgba(255, 211, 110, 0.45), transparent);
    opacity: 0;
    transition: opacity 0.3s ease;
  }
  &:hover img,
  &[data-open='true'] img {
    transform: scale(1.04);
  }
  &:hover::before,
  &[data-open='true']::before {
    opacity: 1;
  }
  ${theme.motion.reduce} {
    &:hover img,
    &[data-open='true'] img {
      transform: none;
    }
  }
`;

/** Keeps the space for the message so nothing below moves when it appears. */
const messageCss = css`
  min-height: 2.5rem;
  margin: ${theme.space(4)} 0 0;
  font-family: ${theme.font.serif};
  font-size: 1.6rem;
  font-style: italic;
  color: ${colorGold};
`;

/**
 * The door that teases the next era: pressing it (click, Enter or Space) shows 'Coming Soon'
 * for three seconds; pressing again restarts the three seconds. The message is announced
 * through a polite live region that is always in the page, so screen readers hear it.
 */
export function NextEraDoor() {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const knock = () => {
    clearTimeout(timer.current);
    setShown(true);
    timer.current = setTimeout(() => setShown(false), COMING_SOON_MS);
  };

  return (
    <section css={sectionCss} aria-labelledby="next-era">
      <h2 id="next-era">{doorCopy.caption}</h2>
      <button
        type="button"
        css={doorButtonCss}
        onClick={knock}
        data-open={shown}
        aria-label={doorCopy.buttonLabel}
      >
        <img src={doorArt} width={200} height={300} alt="" loading="lazy" decoding="async" />
      </button>
      <p css={messageCss} role="status" aria-live="polite">
        {shown ? doorCopy.message : ''}
      </p>
    </section>
  );
}
