import type { ErrorInfo } from 'react';
import { isKeptCopy } from '../components/kept-copy';

/**
 * React's report of an error it recovered from while adopting the page (a part it painted
 * afresh). On a kept copy that is expected when a section had a release since the copy was
 * kept: the section's current code paints its part anew, which is how the release reaches
 * the reader. Anywhere else it is a fault, reported as React would.
 */
export function reportRecoverableError(error: unknown, _info: ErrorInfo): void {
  if (isKeptCopy()) {
    console.info('A part of this kept page had a newer release: it was painted afresh.');
    return;
  }
  reportError(error);
}
