import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { Link } from 'react-router-dom';
import { heroActions } from './home-content';

const heroCss = css`
  text-align: center;
  padding: ${theme.space(12)} 0 ${theme.space(10)};
  h1 {
    font-size: clamp(2.4rem, 8vw, 4.2rem);
    margin-bottom: ${theme.space(2)};
  }
  p {
    color: ${theme.color.muted};
    font-size: 1.2rem;
  }
`;

const actionsCss = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(6)};
  a {
    min-height: 48px;
    display: inline-flex;
    align-items: center;
    padding: 0 ${theme.space(6)};
    border-radius: 999px;
    border: 1px solid ${theme.color.border};
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:first-of-type {
    background: ${theme.color.accent};
    border-color: ${theme.color.accent};
    color: ${theme.color.onAccent};
  }
`;

/** The author's name, what they do, and the three ways into the site. */
export function Hero() {
  return (
    <section css={heroCss}>
      <h1>{siteConfig.authorName}</h1>
      <p>{siteConfig.tagline}</p>
      <div css={actionsCss}>
        {heroActions.map((action) => (
          <Link key={action.to} to={action.to}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
