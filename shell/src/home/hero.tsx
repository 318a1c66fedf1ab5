import { css } from '@emotion/react';
import { ButtonLink, siteConfig, theme } from '@site/shared';
import { heroActions } from './home-content';
import { colorMuted } from '@site/shared/design/color';

const heroCss = css`
  text-align: center;
  padding: ${theme.space(12)} 0 ${theme.space(10)};
  h1 {
    font-size: clamp(2.4rem, 8vw, 4.2rem);
    margin-bottom: ${theme.space(2)};
  }
  p {
    color: ${colorMuted};
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
    padding-inline: ${theme.space(6)};
  }
`;

/** The author's name, what they do, and the three ways into the site. */
export function Hero() {
  return (
    <section css={heroCss}>
      <h1>{siteConfig.authorName}</h1>
      <p>{siteConfig.tagline}</p>
      <div css={actionsCss}>
        {heroActions.map((action, index) => (
          // The first way in is the one the page leads to.
          <ButtonLink
            key={action.to}
            to={action.to}
            variant={index === 0 ? 'primary' : 'quiet'}
            size="large"
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
