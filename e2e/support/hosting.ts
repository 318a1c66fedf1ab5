import path from 'node:path';
import { readTopology, siteOrigins } from '@site/hosting-policy';
import { emulatorPreviewOrigins } from '../../scripts/hosting/preview-sites.mjs';
import { REPO_ROOT } from './site-server';

export const TOPOLOGY = readTopology();

/** The emulator's origin of each site, as the policy computes it for the emulator target. */
export const ORIGINS = siteOrigins(TOPOLOGY, 'emulator') as Record<
  'shell' | 'blog' | 'red' | 'portfolio',
  string
>;

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

/**
 * The emulator's two stand-ins for preview channels (scripts/hosting/preview-sites.mjs): the
 * preview of the shell's site and of the previewed section's site.
 */
export const PREVIEW_ORIGINS = emulatorPreviewOrigins(TOPOLOGY);
