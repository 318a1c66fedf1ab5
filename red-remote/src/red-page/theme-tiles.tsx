import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { themes } from '../../content/themes';
import { THEME_KEYS } from '../themes/theme-keys';
import { cardGridCss, redCardCss } from '../ui/red-styles';

const gridCss = css`
  ${cardGridCss};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const tileCss = css`
  ${redCardCss};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  height: 100%;
  min-height: 44px;
  text-decoration: none;
  transition:
    transform 0.15s ease-out,
    border-color 0.15s ease-out;
  &:hover {
    transform: translateY(-2px);
    border-color: ${theme.color.redAccent};
  }
  strong {
    font-family: ${theme.font.serif};
    font-size: 1.4rem;
    color: ${theme.color.redAccent};
  }
  span {
    color: ${theme.color.muted};
    font-size: 0.95rem;
  }
`;

/** The five themes of the Red Archive, each a tile leading to its page. */
export function ThemeTiles() {
  return (
    <ul css={gridCss}>
      {THEME_KEYS.map((key) => (
        <li key={key}>
          <Link to={`/red-archive/${key}`} css={tileCss}>
            <strong>{themes[key].title}</strong>
            <span>{themes[key].subtitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
