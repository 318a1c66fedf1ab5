import { css } from '@emotion/react';
import { siteConfig, siteEnv, theme } from '@site/shared';
import { cardCss } from '@site/shared/design/card';
import { useRef } from 'react';
import { newsletterCopy } from './home-content';
import { useEmbedScript } from './use-embed-script';

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
    color: ${theme.color.muted};
  }
`;

const formHostCss = css`
  min-height: 120px;
  margin-top: ${theme.space(6)};
  &[hidden] {
    display: none;
  }
`;

const fallbackCss = css`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(5)};
  border: 1px dashed ${theme.color.border};
  border-radius: ${theme.radius.medium};
  p {
    margin: 0 0 ${theme.space(2)};
  }
  p:last-of-type {
    margin: 0;
    color: ${theme.color.muted};
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} 0;
    font-weight: 600;
  }
`;

/**
 * The newsletter sign-up: the external form builder's embed (NEWSLETTER_FORM_URL at build
 * time) loaded into a container. Unconfigured, unreachable or silent, it becomes a note with
 * the author's e-mail address instead, so the reader always has a way to sign up.
 */
export function NewsletterSignup() {
  const host = useRef<HTMLDivElement>(null);
  const status = useEmbedScript(host, siteEnv().newsletterFormUrl);
  const unavailable = status === 'unconfigured' || status === 'failed';

  return (
    <section css={sectionCss} aria-labelledby="newsletter">
      <h2 id="newsletter">{newsletterCopy.heading}</h2>
      <p>{newsletterCopy.intro}</p>
      {status === 'loading' && <p role="status">{newsletterCopy.loading}</p>}
      <div ref={host} css={formHostCss} hidden={unavailable} data-testid="newsletter-form" />
      {unavailable && (
        <div css={fallbackCss} role="note">
          <p>{newsletterCopy.unavailable}</p>
          <p>
            {newsletterCopy.mailtoLead}{' '}
            <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>{' '}
            {newsletterCopy.mailtoTail}
          </p>
        </div>
      )}
    </section>
  );
}
