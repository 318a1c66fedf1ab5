import type { Ref } from 'react';

/**
 * The audio file's address as the page should write it: a same-origin URL as its path, so
 * the page the prerender wrote on its local server works on the site's own origin.
 */
export function servedAddress(src: string): string {
  if (typeof window === 'undefined') return src;
  const url = new URL(src, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}` : url.href;
}

/**
 * A page's recording as served (and without JavaScript): the browser's own audio control,
 * named by the piece's title, nothing of the audio fetched (preload="none"). The element
 * stays the page's, so a recording started on it plays on once the listening code has come
 * and hidden it (`live`) behind its Listen button.
 */
export function ServedRecording({
  ref,
  src,
  type,
  title,
  live,
}: {
  ref: Ref<HTMLAudioElement>;
  src: string;
  type: string;
  title: string;
  live: boolean;
}) {
  return (
    <audio
      ref={ref}
      controls={!live}
      hidden={live}
      preload="none"
      aria-label={title}
      data-recording=""
    >
      <source src={servedAddress(src)} type={type} />
    </audio>
  );
}
