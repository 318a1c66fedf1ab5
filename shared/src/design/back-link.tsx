import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { tone } from './tone';

const ARROW = '←';

const backLinkCss = /*#__PURE__*/ css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(2)};
  min-height: 44px;
  margin-bottom: ${theme.space(4)};
  color: ${tone.link};
  font-weight: 600;
  text-decoration: underline;
  text-decoration-color: transparent;
  text-underline-offset: 4px;
  transition: text-decoration-color 0.15s ease-out;
  &:hover {
    text-decoration-color: currentColor;
  }
`;

const arrowCss = /*#__PURE__*/ css`
  transition: transform 0.15s ease-out;
  a:hover > & {
    transform: translateX(-3px);
  }
  ${theme.motion.reduce} {
    a:hover > & {
      transform: none;
    }
  }
`;

/**
 * The way back up one level (a book to the portfolio, a room to the Red Chapter, a post to
 * its list), drawn the same on every page: an arrow, then the label. A label that starts with
 * the arrow itself (a text fixed by the specification, '← Back to The Red Chapter') keeps it
 * in its accessible name; otherwise the arrow is decoration.
 */
export function BackLink({ to, children }: { to: string; children: string }) {
  const spoken = children.startsWith(ARROW);
  const label = spoken ? children.slice(ARROW.length).trimStart() : children;
  return (
    <Link to={to} css={backLinkCss}>
      <span css={arrowCss} aria-hidden={spoken ? undefined : 'true'}>
        {ARROW}
      </span>
      {spoken ? ` ${label}` : label}
    </Link>
  );
}
