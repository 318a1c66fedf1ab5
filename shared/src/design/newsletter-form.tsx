import { LivePart, siteEnv } from '@site/shared';
import { lazy, Suspense } from 'react';
import { SignupForm } from './signup-form';

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

// Only a build with a form builder, or a Hosting build, fetches these.
const elsewhere = () =>
  import(/* webpackChunkName: "newsletter-elsewhere" */ './newsletter-elsewhere');
const EmbeddedForm = lazy(() => elsewhere().then((module) => ({ default: module.EmbeddedForm })));
const MailtoNote = lazy(() => elsewhere().then((module) => ({ default: module.MailtoNote })));

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
  if (!src && !siteEnv().firebase) return <SignupForm action={SIGNUP_ENDPOINT} copy={copy} />;
  return (
    <Suspense fallback={null}>
      <LivePart name="newsletter-elsewhere">
        {src ? (
          <EmbeddedForm src={src} copy={copy} />
        ) : (
          <MailtoNote lead={copy.noForm} copy={copy} />
        )}
      </LivePart>
    </Suspense>
  );
}
