import { css } from '@emotion/react';
import { siteConfig, siteEnv, theme } from '@site/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmbedStatus } from './embed-status';
import { SignupForm } from './signup-form';
import { tone } from './tone';

/** The words around the form, from the section that shows it. */
export interface NewsletterFormCopy {
  /** While a form builder's embed loads. */
  loading: string;
  /** A form builder's embed that did not load. */
  unavailable: string;
  /** Where the site has neither a form builder nor a server of its own to sign up with. */
  noForm: string;
  /** Followed by the author's e-mail address as a link. */
  mailtoLead: string;
  mailtoTail: string;
  /** The site's own form (signup-form.tsx): its field's label and its button. */
  label: string;
  submit: string;
  sending: string;
  /** An address the form cannot send (empty, or not an address). */
  invalid: string;
  /** The sign-up did not reach the server or the server did not answer. */
  failed: string;
}

/**
 * Where the site's own server takes sign-ups (server/src/newsletter/newsletter-api.ts). The
 * site served by Hosting has no such server: there, as for likes (shared/src/likes/likes-client.ts),
 * a build with a Firebase config is the Hosting build.
 */
export const SIGNUP_ENDPOINT = '/api/newsletter';

const formHostCss = /*#__PURE__*/ css`
  min-height: 120px;
  margin-top: ${theme.space(6)};
  &[hidden] {
    display: none;
  }
`;

const fallbackCss = /*#__PURE__*/ css`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(5)};
  border: 1px dashed ${tone.border};
  border-radius: ${theme.radius.medium};
  p {
    margin: 0 0 ${theme.space(2)};
  }
  p:last-of-type {
    margin: 0;
    color: ${tone.muted};
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} 0;
    font-weight: 600;
  }
`;

/**
 * Loads a form builder's embed script into `container` (load-embed-script.ts, fetched only
 * when a form is configured).
 */
function useEmbedScript(container: RefObject<HTMLElement | null>, src: string): EmbedStatus {
  const [status, setStatus] = useState<EmbedStatus>('loading');

  useEffect(() => {
    const host = container.current;
    if (!host) return;
    let active = true;
    let stop = (): void => {};
    import('./load-embed-script').then(
      ({ loadEmbedScript }) => {
        if (active) stop = loadEmbedScript(host, src, setStatus);
      },
      () => {
        console.warn('Newsletter form could not start: its loader did not load.');
        if (active) setStatus('failed');
      },
    );
    return () => {
      active = false;
      stop();
    };
  }, [container, src]);

  return status;
}

/** The note with the author's address, where no form can take the sign-up. */
function MailtoNote({ lead, copy }: { lead: string; copy: NewsletterFormCopy }) {
  return (
    <div css={fallbackCss} role="note">
      <p>{lead}</p>
      <p>
        {copy.mailtoLead} <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>{' '}
        {copy.mailtoTail}
      </p>
    </div>
  );
}

/** A form builder's embed (NEWSLETTER_FORM_URL at build time), as the spec has it. */
function EmbeddedForm({ src, copy }: { src: string; copy: NewsletterFormCopy }) {
  const host = useRef<HTMLDivElement>(null);
  const status = useEmbedScript(host, src);
  return (
    <>
      {status === 'loading' && <p role="status">{copy.loading}</p>}
      <div
        ref={host}
        css={formHostCss}
        hidden={status === 'failed'}
        data-testid="newsletter-form"
      />
      {status === 'failed' && <MailtoNote lead={copy.unavailable} copy={copy} />}
    </>
  );
}

/**
 * The newsletter's form, one for every place that invites a sign-up (the home page, the end
 * of a post, the end of a poem). Which form is the site's build's:
 * - a form builder configured (`src`: NEWSLETTER_FORM_URL, `siteEnv().newsletterFormUrl`):
 *   its embed, loaded into a container; the e-mail note if it does not load;
 * - none, on the site's own server (`npm start`, the embedded default): the site's own form
 *   (signup-form.tsx), posting to that server, with or without JavaScript;
 * - none, on Hosting (a build with a Firebase config, which has no server to post to): the
 *   note with the author's e-mail address, saying that this site takes no sign-ups by form.
 * The section around it (heading, intro) is the page's.
 */
export function NewsletterForm({ src, copy }: { src: string | null; copy: NewsletterFormCopy }) {
  if (src) return <EmbeddedForm src={src} copy={copy} />;
  if (siteEnv().firebase) return <MailtoNote lead={copy.noForm} copy={copy} />;
  return <SignupForm action={SIGNUP_ENDPOINT} copy={copy} />;
}
