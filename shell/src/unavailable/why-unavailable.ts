import type { UnavailableReason } from './unavailable-copy';

/**
 * Why the page at `url` cannot be had: a HEAD request goes past the service worker (it answers
 * GETs only) to the server itself. No answer at all is offline (a browser's offline flag alone
 * misses a server out of reach); a server error is the server's; an answer means the server is
 * there and the page's code or data is what is missing (`fallback`).
 */
export async function whyUnavailable(
  url: string,
  fallback: UnavailableReason,
  fetchPage: typeof fetch = (input, init) => window.fetch(input, init),
): Promise<UnavailableReason> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  try {
    const response = await fetchPage(url, { method: 'HEAD', cache: 'no-store' });
    return response.status >= 500 ? 'server-error' : fallback;
  } catch {
    return 'offline';
  }
}
