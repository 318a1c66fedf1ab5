import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './site-server';

interface Topology {
  sites: Record<string, { app: string }>;
  emulator: { hostingPort: number; firestorePort: number; project: string };
}

export const TOPOLOGY = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'deploy/topology.json'), 'utf8'),
) as Topology;

/** The emulator's origin of each site (@site/hosting-policy's topology). */
export const ORIGINS: Record<'shell' | 'blog' | 'red' | 'portfolio', string> = (() => {
  const base = TOPOLOGY.emulator.hostingPort;
  const names = Object.keys(TOPOLOGY.sites);
  return Object.fromEntries(
    names.map((name, i) => [name, `http://127.0.0.1:${i === 0 ? base : base + 4 + i}`]),
  ) as Record<'shell' | 'blog' | 'red' | 'portfolio', string>;
})();

/** What the Hosting emulator serves (scripts/hosting/stage.mjs). */
export const STAGING = path.join(REPO_ROOT, '.hosting/emulator');

/** Every page the sitemap lists, as a path. */
export async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetchFromSite(`${ORIGINS.shell}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '/').pathname,
  );
}

/**
 * fetch for the emulator's sites. Node's fetch keeps sockets alive between requests, and the
 * emulator closes one idle for 5 s; a request sent on it just then fails with "other side
 * closed" (seen after a deploy that took longer). A GET is safe to send again, once.
 */
export async function fetchFromSite(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const socketClosed =
      cause?.code === 'UND_ERR_SOCKET' ||
      cause?.code === 'ECONNRESET' ||
      /other side closed/.test(String(cause?.message));
    if (!socketClosed || (init?.method && init.method !== 'GET')) throw error;
    return fetch(url, init);
  }
}
