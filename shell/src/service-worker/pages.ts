import {
  forgetPage,
  isKeepablePage,
  keepPage,
  keptPage,
  keptPageLinks,
  pageKey,
} from './kept-pages';
import { NETWORK_TIMEOUT_MS, networkFirst } from './network-first';
import { offlinePageResponse } from './offline-page';

/** Pages kept lately by a navigation: a page's own report that it was read need not fetch it again. */
const keptAt = new Map<string, number>();
const FRESH_FOR_MS = 60_000;

async function keep(key: string, response: Response): Promise<void> {
  keptAt.set(key, Date.now());
  await keepPage(key, response);
}

/**
 * A page: the network first (a release is there at the next page load); after a short wait,
 * or when the network fails or errs (5xx), the copy kept when it was last read; an address
 * never read gives the offline page, which lists what is kept.
 */
export async function readPage(event: FetchEvent, url: URL): Promise<Response> {
  const key = pageKey(url);
  const network = Promise.resolve(event.preloadResponse as Promise<Response | undefined>)
    .then((preloaded) => preloaded ?? fetch(event.request))
    .then((response) => {
      if (isKeepablePage(response)) {
        const where = pageKey(new URL(response.url || url.href));
        event.waitUntil(keep(where, response.clone()));
      } else if (response.status === 404 || response.status === 410) {
        // A page taken down (a post removed) is not offered offline any more.
        event.waitUntil(forgetPage(key));
      }
      return response;
    });
  try {
    const response = await networkFirst(network, () => keptPage(key), NETWORK_TIMEOUT_MS);
    return response.status >= 500 ? ((await keptPage(key)) ?? response) : response;
  } catch {
    return (await keptPage(key)) ?? offlinePageResponse(url.pathname, await keptPageLinks());
  }
}

/** A page the reader reached inside the app (no page load): its HTML is fetched and kept. */
export async function keepReadPage(url: URL, ownOrigin: string): Promise<void> {
  if (url.origin !== ownOrigin) return;
  const key = pageKey(url);
  if (Date.now() - (keptAt.get(key) ?? 0) < FRESH_FOR_MS) return;
  const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null);
  if (response && isKeepablePage(response)) await keep(key, response);
}
