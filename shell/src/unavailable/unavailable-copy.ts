// The site's one voice for a page that cannot be had, in the worker's offline page
// (shell/src/service-worker/offline-page.ts) and in the app (unavailable-page.tsx) alike:
// each says what is true, in these words, with one Retry.

/** Why a page cannot be had, as far as the reader's device can tell. */
export type UnavailableReason = 'offline' | 'section-away' | 'server-error';

import { RETRY_LABEL, SERVER_ERROR_COPY } from './server-error-copy';

export const UNAVAILABLE_COPY = {
  retry: RETRY_LABEL,
  retrying: 'Retrying…',
  offline: {
    title: 'You are offline',
    lead: 'This page has not been read on this device, so it cannot open without a connection. Retry once you are back online.',
  },
  /** `{section}` is the section's name ("The Red Chapter"). */
  'section-away': {
    title: '{section} is unavailable right now',
    lead: 'This section could not be loaded (an update may be in progress). Only this section is away: the rest of the site works.',
  },
  'server-error': SERVER_ERROR_COPY,
  kept: {
    heading: 'Pages kept on this device',
    lead: 'You read these here before; they open without a connection.',
    none: 'No page of this site is kept on this device yet: pages you read are kept for the next time you are offline.',
  },
  /** A section's name when the page does not know it. */
  thisSection: 'This section',
} as const;

/** The heading for `reason`, naming the section where it is the section that is away. */
export function unavailableTitle(reason: UnavailableReason, sectionLabel?: string): string {
  return UNAVAILABLE_COPY[reason].title.replace(
    '{section}',
    sectionLabel ?? UNAVAILABLE_COPY.thisSection,
  );
}
