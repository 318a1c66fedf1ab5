import { PAGES_CACHE } from './cache-names';
import { namesFilesNoLonger } from './needed-files';

/** Pages kept on the device: enough for a reader's recent reading, not the whole site. */
export const MAX_KEPT_PAGES = 60;

/** One kept copy per page, whatever its query or fragment. */
export function pageKey(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/** A page worth keeping: a real page of the site (200, HTML), not a redirect or a 404. */
export function isKeepablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    (response.headers.get('Content-Type') ?? '').includes('text/html')
  );
}

/**
 * Keeps a page, forgetting the oldest beyond MAX_KEPT_PAGES. Resolves true when the copy it
 * replaced named files this one does not (the page moved to another release).
 */
export async function keepPage(key: string, response: Response): Promise<boolean> {
  const cache = await caches.open(PAGES_CACHE);
  const before = await cache.match(key);
  // Deleted first, so that the page moves to the end of the cache's order (the newest).
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, -MAX_KEPT_PAGES).map((request) => cache.delete(request)));
  const after = await cache.match(key);
  return before && after ? namesFilesNoLonger(await before.text(), await after.text()) : false;
}

export async function forgetPage(key: string): Promise<void> {
  await caches.open(PAGES_CACHE).then((cache) => cache.delete(key));
}

export async function keptPage(key: string): Promise<Response | undefined> {
  return caches.open(PAGES_CACHE).then((cache) => cache.match(key));
}

export interface KeptPageLink {
  path: string;
  title: string;
}

/** The pages kept, newest first, each with its <title>. */
export async function keptPageLinks(): Promise<KeptPageLink[]> {
  const cache = await caches.open(PAGES_CACHE);
  const keys = await cache.keys();
  const links = await Promise.all(
    keys.map(async (request) => {
      const html = (await (await cache.match(request))?.text()) ?? '';
      return { path: new URL(request.url).pathname, title: titleOf(html) };
    }),
  );
  return links.reverse();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

/** The text of a page's <title> (entities decoded), or '' when it has none. */
export function titleOf(html: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  return (match?.[1] ?? '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim();
}
