import { css } from '@emotion/react';
import { siteEnv, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { NewsletterForm } from '@site/shared/design/newsletter-form';
import { SIGNUP_COPY } from '../../content/signup-copy';
import { colorMuted } from '@site/shared/design/color';

const sectionCss = css`
  ${cardCss};
  margin: 0 0 ${theme.space(8)};
  h2 {
    font-size: 1.5rem;
  }
  > p {
    margin: 0;
    color: ${colorMuted};
  }
`;

/**
 * The newsletter sign-up at the end of a post (the same form as the home page's): the reader
 * who finished a post is the one most likely to want the next.
 */
export function PostSignup() {
  return (
    <section css={sectionCss} aria-labelledby="post-signup">
      <h2 id="post-signup">{SIGNUP_COPY.heading}</h2>
      <p>{SIGNUP_COPY.intro}</p>
      <NewsletterForm src={siteEnv().newsletterFormUrl} copy={SIGNUP_COPY} />
    </section>
  );
}
