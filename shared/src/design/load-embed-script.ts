import { EMBED_RENDER_TIMEOUT_MS, type EmbedStatus } from './embed-status';

/**
 * Loads a form builder's embed script into `host` (a real <script src> element, so the
 * builder's code sees its own script tag and renders beside it) and reports how it went.
 * Returns the clean-up. Loaded only where a form is configured: a site built without one
 * fetches none of this.
 */
export function loadEmbedScript(
  host: HTMLElement,
  src: string,
  report: (status: EmbedStatus) => void,
): () => void {
  let renderCheck: ReturnType<typeof setTimeout> | undefined;
  const script = document.createElement('script');
  const hasRendered = () => Array.from(host.children).some((child) => child !== script);
  // The builder draws its form into the container, whenever its code gets to it.
  const observer = new MutationObserver(() => {
    if (!hasRendered()) return;
    observer.disconnect();
    clearTimeout(renderCheck);
    report('ready');
  });
  observer.observe(host, { childList: true });

  script.src = src;
  script.async = true;
  script.onload = () => {
    if (hasRendered()) return;
    renderCheck = setTimeout(() => {
      observer.disconnect();
      console.warn(`Newsletter form from ${src} loaded but drew nothing.`);
      report('failed');
    }, EMBED_RENDER_TIMEOUT_MS);
  };
  script.onerror = () => {
    observer.disconnect();
    console.warn(`Newsletter form script could not be loaded from ${src}.`);
    report('failed');
  };
  host.appendChild(script);

  return () => {
    observer.disconnect();
    clearTimeout(renderCheck);
    script.onload = null;
    script.onerror = null;
    script.remove();
  };
}
