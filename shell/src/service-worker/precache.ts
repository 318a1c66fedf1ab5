import { FILES_CACHE } from './cache-names';

// Written by the shell's build (shell/build/service-worker-plugin.mjs): the paths of the
// shell's own code and images, which change name when they change.
declare const __PRECACHE__: readonly string[];

/** The URLs of the shell's files this worker precaches: its release of the shell. */
export function shellFileUrls(ownOrigin: string): string[] {
  return __PRECACHE__.map((path) => new URL(path, ownOrigin).href);
}

/**
 * Fetches the shell's files the cache does not hold yet. Any failure fails the install, so
 * a worker never takes over with half a shell (the browser tries again at the next visit).
 */
export async function precacheShell(ownOrigin: string): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await Promise.all(
    shellFileUrls(ownOrigin).map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`precache: HTTP ${response.status} for ${url}`);
      await cache.put(url, response);
    }),
  );
}
