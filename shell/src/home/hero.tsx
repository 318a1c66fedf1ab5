import { css } from '@emotion/react';
import { ButtonLink, siteConfig, theme } from '@site/shared';
import { heroActions, newestWritingCopy } from './home-content';
import { NEWEST_WRITING_ID } from './newest-writing-id';
import { colorAccentStrong, colorMuted } from '@site/shared/design/color';

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

// A quiet line, not a fourth button: a plain link to the section (it works without the app).
const newestCss = css`
  margin: ${theme.space(6)} 0 0;
  font-size: 1rem;
  a {
    color: ${colorAccentStrong};
    text-underline-offset: 0.2em;
  }
`;

/** The author's name, what they do, the three ways into the site, and the newest writing a tap away. */
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
      <p css={newestCss}>
        <a href={`#${NEWEST_WRITING_ID}`}>
          {newestWritingCopy.jump} <span aria-hidden="true">↓</span>
        </a>
      </p>
    </section>
  );
}
