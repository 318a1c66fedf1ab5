import { useEffect, useState, type RefObject } from 'react';
import type { EmbedStatus } from './load-embed-script';

let warnedUnconfigured = false;

/**
 * Loads a form builder's embed script into `container` (load-embed-script.ts, fetched only
 * when a form is configured). `src` null means the site is built without a newsletter form.
 */
export function useEmbedScript(
  container: RefObject<HTMLElement | null>,
  src: string | null,
): EmbedStatus {
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
