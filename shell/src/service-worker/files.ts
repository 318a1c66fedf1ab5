import { FILES_CACHE } from './cache-names';
import { requestFor } from './cross-origin';

/**
 * A content-hashed file, cache first: its name changes with its content, so a kept copy is
 * always right, and a tab opened on an earlier release keeps finding its chunks.
 */
export async function hashedFile(request: Request, url: URL, ownOrigin: string): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  const kept = await cache.match(url.href);
  if (kept) return kept;
  const response = await fetch(requestFor(request, url, ownOrigin));
  if (response.ok) await cache.put(url.href, response.clone());
  return response;
}

/** Keeps hashed files a page ran before the worker controlled it (from the HTTP cache). */
export async function keepFiles(urls: URL[], ownOrigin: string): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await Promise.allSettled(
    urls.map(async (url) => {
      if (await cache.match(url.href)) return;
      const response = await fetch(requestFor(new Request(url.href), url, ownOrigin));
      if (response.ok) await cache.put(url.href, response);
    }),
  );
}

/**
 * Another file of the shell's site (the icon): the network, else the precached copy, which
 * each network answer refreshes.
 */
export async function otherFile(request: Request, url: URL): Promise<Response> {
  const cache = await caches.open(FILES_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (await cache.match(url.href))) await cache.put(url.href, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(url.href);
    if (kept) return kept;
    throw error;
  }
}
