import { css, keyframes } from '@emotion/react';
import { theme, Tooltip } from '@site/shared';
import { Link } from 'react-router-dom';
import { redArchiveInvite } from './home-content';
import { colorBorder } from '@site/shared/design/color';

const bob = keyframes`
  from { transform: translate3d(0, 0, 0); }
  to { transform: translate3d(0, -8px, 0); }
`;

const listCss = css`
  display: flex;
  justify-content: center;
  gap: ${theme.space(6)};
  margin: ${theme.space(10)} 0 0;
  padding: 0;
  list-style: none;
`;

const iconCss = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 1px solid ${colorBorder};
  border-radius: 50%;
  background: ${theme.color.redSurface};
  font-size: 1.6rem;
  text-decoration: none;
  box-shadow: 0 0 18px rgba(255, 77, 94, 0.25);
  animation: ${bob} 2.8s ease-in-out infinite alternate;
  ${theme.motion.reduce} {
    animation: none;
  }
`;

/**
 * The rose, lipstick and heart floating under the quote: links to the Red Archive, each
 * with the tooltip 'Enter the Red Archive' (shared Tooltip: 700 ms, then 300 ms skip).
 */
export function RedArchiveInvite() {
  return (
    <ul css={listCss}>
      {redArchiveInvite.icons.map((icon, index) => (
        <li key={icon.emoji}>
          <Tooltip label={redArchiveInvite.tooltip}>
            <Link
              to={redArchiveInvite.to}
              css={iconCss}
              style={{ animationDelay: `${-index * 0.9}s` }}
              aria-label={icon.label}
            >
              <span aria-hidden="true">{icon.emoji}</span>
            </Link>
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
