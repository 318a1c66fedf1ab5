import { FILES_CACHE } from './cache-names';

// Written by the shell's build (shell/build/service-worker-plugin.mjs): the paths of the
// shell's own code and images, which change name when they change.
declare const __PRECACHE__: readonly string[];

/**
 * Fetches the shell's files the cache does not hold yet. Any failure fails the install, so
 * a worker never takes over with half a shell (the browser tries again at the next visit).
 */
export async function precacheShell(ownOrigin: string): Promise<void> {
  const cache = await caches.open(FILES_CACHE);
  await Promise.all(
    __PRECACHE__.map(async (path) => {
      const url = new URL(path, ownOrigin).href;
      if (await cache.match(url)) return;
      const response = await fetch(url);
      if (!response.ok) throw new Error(`precache: HTTP ${response.status} for ${url}`);
      await cache.put(url, response);
    }),
  );
}
