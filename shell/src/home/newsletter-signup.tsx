import { css } from '@emotion/react';
import { siteEnv, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { NewsletterForm } from '@site/shared/design/newsletter-form';
import { FollowFeeds } from './follow-feeds';
import { newsletterCopy } from './home-content';
import { colorMuted } from '@site/shared/design/color';

const sectionCss = css`
  ${cardCss};
  max-width: 720px;
  margin: ${theme.space(8)} auto 0;
  padding-block: ${theme.space(10)};
  text-align: center;
  h2 {
    font-size: clamp(1.8rem, 4vw, 2.4rem);
  }
  > p {
    color: ${colorMuted};
  }
  > p:last-child {
    margin-top: ${theme.space(6)};
  }
  > p:last-child a {
    display: inline-block;
    padding: ${theme.space(2)} ${theme.space(1)};
    font-weight: 600;
  }
`;

/**
 * The home page's newsletter sign-up (shared/src/design/newsletter-form.tsx): the site's own
 * form, or the form builder's embed when NEWSLETTER_FORM_URL is set at build time.
 */
export function NewsletterSignup() {
  return (
    <section css={sectionCss} aria-labelledby="newsletter">
      <h2 id="newsletter">{newsletterCopy.heading}</h2>
      <p>{newsletterCopy.intro}</p>
      <NewsletterForm src={siteEnv().newsletterFormUrl} copy={newsletterCopy} />
      <FollowFeeds />
    </section>
  );
}
