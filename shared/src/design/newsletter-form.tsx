import { LivePart, siteEnv } from '@site/shared';
import { lazy, Suspense } from 'react';
import type { NewsletterFormCopy } from './newsletter-form-copy';
import { SignupForm } from './signup-form';

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
