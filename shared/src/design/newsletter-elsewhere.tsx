import { css } from '@emotion/react';
import { siteConfig, theme } from '@site/shared';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { EmbedStatus } from './embed-status';
import type { NewsletterFormCopy } from './newsletter-form-copy';
import { tone } from './tone';

// The newsletter's form where the site has no form of its own to show: a form builder's
// embed, or the note with the author's address. A chunk of its own (newsletter-form.tsx
// fetches it only on a build that needs it), so the site's own form does not carry it.

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
export function MailtoNote({ lead, copy }: { lead: string; copy: NewsletterFormCopy }) {
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
export function EmbeddedForm({ src, copy }: { src: string; copy: NewsletterFormCopy }) {
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
