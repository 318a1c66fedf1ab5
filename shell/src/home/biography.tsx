import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { bioCopy } from './home-content';
import { colorAccent } from '@site/shared/design/color';

const bioCss = css`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space(8)} 0;
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
    text-align: center;
    margin-bottom: ${theme.space(6)};
  }
  p {
    font-size: 1.1rem;
    line-height: 1.75;
  }
  p:first-of-type::first-letter {
    float: left;
    margin: 0.1em 0.12em 0 0;
    font-family: ${theme.font.serif};
    font-size: 3.4em;
    line-height: 0.8;
    color: ${colorAccent};
  }
`;

/** The author's biography, in their own voice (text in siteConfig). */
export function Biography() {
  return (
    <section css={bioCss} aria-labelledby="home-bio">
      <h2 id="home-bio">{bioCopy.heading}</h2>
      {siteConfig.bio.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
