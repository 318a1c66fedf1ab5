import { useEffect, useState, type RefObject } from 'react';

export type EmbedStatus = 'unconfigured' | 'loading' | 'ready' | 'failed';

/**
 * After the script has loaded, how long the form builder gets to draw something into the
 * container before we treat the embed as broken (the reader then gets the fallback, never
 * an empty box).
 */
export const EMBED_RENDER_TIMEOUT_MS = 8000;

let warnedUnconfigured = false;

/**
 * Loads a form builder's embed script into `container` (a real <script src> element, so
 * the builder's code sees its own script tag and renders beside it). `src` null means the
 * site is built without a newsletter form.
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

    let renderCheck: ReturnType<typeof setTimeout> | undefined;
    const script = document.createElement('script');
    const hasRendered = () => Array.from(host.children).some((child) => child !== script);
    // The builder draws its form into the container, whenever its code gets to it.
    const observer = new MutationObserver(() => {
      if (!hasRendered()) return;
      observer.disconnect();
      clearTimeout(renderCheck);
      setStatus('ready');
    });
    observer.observe(host, { childList: true });

    script.src = src;
    script.async = true;
    script.onload = () => {
      if (hasRendered()) return;
      renderCheck = setTimeout(() => {
        observer.disconnect();
        console.warn(`Newsletter form from ${src} loaded but drew nothing.`);
        setStatus('failed');
      }, EMBED_RENDER_TIMEOUT_MS);
    };
    script.onerror = () => {
      observer.disconnect();
      console.warn(`Newsletter form script could not be loaded from ${src}.`);
      setStatus('failed');
    };
    host.appendChild(script);

    return () => {
      observer.disconnect();
      clearTimeout(renderCheck);
      script.onload = null;
      script.onerror = null;
      script.remove();
    };
  }, [container, src]);

  return status;
}
