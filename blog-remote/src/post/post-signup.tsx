import { css } from '@emotion/react';
import { siteEnv, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { NewsletterForm } from '@site/shared/design/newsletter-form';
import { BLOG_COPY } from '../../content/blog-copy';
import { SIGNUP_COPY } from '../../content/signup-copy';
import { BLOG_FEED } from '../ui/blog-feed';
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

const feedCss = css`
  margin: ${theme.space(4)} 0 0;
  a {
    display: inline-block;
    padding: ${theme.space(2)} 0;
    font-weight: 600;
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
      <p css={feedCss}>
        {/* A file beside the pages, not a page of the app: a plain link. */}
        <a href={BLOG_FEED.path} type="application/rss+xml">
          {BLOG_COPY.feed.link}
        </a>
      </p>
    </section>
  );
}
