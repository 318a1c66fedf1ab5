import { css } from '@emotion/react';
import { siteEnv, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { NewsletterForm } from '@site/shared/design/newsletter-form';
import { SIGNUP_COPY } from '../../content/signup-copy';
import { ArchiveFeedLink } from './archive-feed-link';

const sectionCss = css`
  ${cardCss};
  max-width: 640px;
  margin: ${theme.space(8)} 0 ${theme.space(10)};
  h2 {
    margin-top: 0;
    font-size: 1.5rem;
  }
  > p {
    margin: 0;
  }
`;

const feedCss = css`
  margin-top: ${theme.space(4)};
`;

const copy = SIGNUP_COPY;

/**
 * The newsletter's sign-up under a poem (the same form as the home page's and a post's): the
 * reader who finished a poem is the one most likely to want the next.
 */
export function PoemSignup() {
  return (
    <section css={sectionCss} aria-labelledby="poem-signup">
      <h2 id="poem-signup">{copy.heading}</h2>
      <p>{copy.intro}</p>
      <NewsletterForm src={siteEnv().newsletterFormUrl} copy={copy} />
      <ArchiveFeedLink css={feedCss} />
    </section>
  );
}
