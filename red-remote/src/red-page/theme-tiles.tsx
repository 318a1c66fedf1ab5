import { css } from '@emotion/react';
import { theme } from '@site/shared';
import { cardCss, interactiveCardCss } from '@site/shared/design/card';
import { tone } from '@site/shared/design/tone';
import { Link } from 'react-router-dom';
import { themes } from '../../content/themes';
import { THEME_KEYS } from '../themes/theme-keys';
import { cardGridCss } from '../ui/red-styles';

const gridCss = css`
  ${cardGridCss};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
`;

const tileCss = css`
  ${cardCss};
  ${interactiveCardCss};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  height: 100%;
  min-height: 44px;
  text-decoration: none;
  strong {
    font-family: ${theme.font.serif};
    font-size: 1.4rem;
    color: ${tone.accent};
  }
  span {
    color: ${tone.muted};
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
