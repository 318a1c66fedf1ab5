import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmbedStatus } from './embed-status';
import { tone } from './tone';

/** The words around the form, from the section that shows it. */
export interface NewsletterFormCopy {
  loading: string;
  unavailable: string;
  /** Followed by the author's e-mail address as a link. */
  mailtoLead: string;
  mailtoTail: string;
}

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

let warnedUnconfigured = false;

/**
 * Loads a form builder's embed script into `container` (load-embed-script.ts, fetched only
 * when a form is configured). `src` null means the site is built without a newsletter form.
 */
function useEmbedScript(container: RefObject<HTMLElement | null>, src: string | null): EmbedStatus {
  const [status, setStatus] = useState<EmbedStatus>(src ? 'loading' : 'unconfigured');

  useEffect(() => {
    const host = container.current;
    if (!src) {
      if (!warnedUnconfigured) {
        warnedUnconfigured = true;
        console.warn('Newsletter form is off: NEWSLETTER_FORM_URL was not set at build time.');
      }
      return;
    }
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

/**
 * The newsletter's form: the external form builder's embed (`src`: NEWSLETTER_FORM_URL at
 * build time, `siteEnv().newsletterFormUrl`) loaded into a container. Unconfigured,
 * unreachable or silent, it becomes a note with the author's e-mail address instead, so the
 * reader always has a way to sign up. The section around it (heading, intro) is the page's.
 */
export function NewsletterForm({ src, copy }: { src: string | null; copy: NewsletterFormCopy }) {
  const host = useRef<HTMLDivElement>(null);
  const status = useEmbedScript(host, src);
  const unavailable = status === 'unconfigured' || status === 'failed';
  return (
    <>
      {status === 'loading' && <p role="status">{copy.loading}</p>}
      <div ref={host} css={formHostCss} hidden={unavailable} data-testid="newsletter-form" />
      {unavailable && (
        <div css={fallbackCss} role="note">
          <p>{copy.unavailable}</p>
          <p>
            {copy.mailtoLead} <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>{' '}
            {copy.mailtoTail}
          </p>
        </div>
      )}
    </>
  );
}
