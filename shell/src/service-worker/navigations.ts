import {
  forgetPage,
  isKeepablePage,
  keepPage,
  keptPage,
  keptPageLinks,
  pageKey,
} from './kept-pages';
import { compareWithKept, type KeptCopyVerdicts } from './kept-copy-verdicts';
import { markKeptCopy } from './mark-kept-copy';
import { offlinePageResponse } from './offline-page';

/** Pages kept lately by a navigation: a page's own report that it was read need not fetch it again. */
const keptAt = new Map<string, number>();
const FRESH_FOR_MS = 60_000;

/** Called when a kept page moved to another release: files may no longer be needed. */
export type OnReleaseMoved = () => void;

async function keep(key: string, response: Response, moved: OnReleaseMoved): Promise<void> {
  keptAt.set(key, Date.now());
  if (await keepPage(key, response)) moved();
}

/** The page from the network (preloaded when the browser could), kept when it is a page. */
function fetchPage(event: FetchEvent, url: URL, moved: OnReleaseMoved): Promise<Response> {
  const key = pageKey(url);
  return Promise.resolve(event.preloadResponse as Promise<Response | undefined>)
    .then((preloaded) => preloaded ?? fetch(event.request))
    .then((response) => {
      if (isKeepablePage(response)) {
        const where = pageKey(new URL(response.url || url.href));
        event.waitUntil(keep(where, response.clone(), moved));
      } else if (response.status === 404 || response.status === 410) {
        // A page taken down (a post removed) is not offered offline any more.
        event.waitUntil(forgetPage(key));
      }
      return response;
    });
}

/**
 * A page (decision 017): one read before opens at once from the copy kept on the device,
 * marked as such, while the network refreshes that copy behind it for the next load; the
 * page learns from `verdicts` whether the copy was still current (a section's newer release
 * paints its part afresh, its code still network first). A page never read: the network,
 * waited for; offline, the offline page, which lists what is kept.
 */
export async function readPage(
  event: FetchEvent,
  url: URL,
  moved: OnReleaseMoved,
  verdicts: KeptCopyVerdicts,
): Promise<Response> {
  const key = pageKey(url);
  const network = fetchPage(event, url, moved);
  const kept = await keptPage(key).catch(() => undefined);
  if (kept) {
    // Refreshed behind the kept copy; offline or failing, the kept copy stays as it is.
    const verdict = compareWithKept(kept.clone(), network);
    event.waitUntil(verdict);
    verdicts.expect(event.resultingClientId, verdict);
    return markKeptCopy(kept);
  }
  try {
    return await network;
  } catch {
    return offlinePageResponse(url.pathname, await keptPageLinks());
  }
}

/** A page the reader reached inside the app (no page load): its HTML is fetched and kept. */
export async function keepReadPage(
  url: URL,
  ownOrigin: string,
  moved: OnReleaseMoved,
): Promise<void> {
  if (url.origin !== ownOrigin) return;
  const key = pageKey(url);
  if (Date.now() - (keptAt.get(key) ?? 0) < FRESH_FOR_MS) return;
  const response = await fetch(key, { credentials: 'same-origin' }).catch(() => null);
  if (response && isKeepablePage(response)) await keep(key, response, moved);
}
